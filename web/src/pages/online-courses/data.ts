import type { ComponentType } from 'react';
import { BooksArt, CertificateArt, OnlineClassArt, QuestionsArt } from './art';

const COURSERA = 'https://www.coursera.org';

/** Website is one educator-website card; its name and description are in courses.json. */
export type Website = {
  key: 'edutopia' | 'ascd' | 'coursera' | 'courseraPrograms';
  href: string;
};

/**
 * WEBSITES are the four educator websites. As docs/product.md §2.5 says, the fourth links to the same
 * address as the third: two offerings of one site, and its text says so.
 */
export const WEBSITES: readonly Website[] = [
  { key: 'edutopia', href: 'https://www.edutopia.org' },
  { key: 'ascd', href: 'https://www.ascd.org' },
  { key: 'coursera', href: COURSERA },
  { key: 'courseraPrograms', href: COURSERA },
];

/** Course is one image tile of the Online Courses section; its caption is in courses.json. */
export type Course = {
  key: 'openLearn' | 'alison' | 'edx' | 'mathEducators';
  href: string;
  Art: ComponentType<{ className?: string }>;
};

/**
 * COURSES: an open-university course list, free teacher training online, a teaching-courses
 * subject page and a teachers' question-and-answer site.
 */
export const COURSES: readonly Course[] = [
  { key: 'openLearn', href: 'https://www.open.edu/openlearn/education-development/free-courses', Art: BooksArt },
  { key: 'alison', href: 'https://alison.com/courses?query=teaching', Art: CertificateArt },
  { key: 'edx', href: 'https://www.edx.org/learn/teaching', Art: OnlineClassArt },
  { key: 'mathEducators', href: 'https://matheducators.stackexchange.com', Art: QuestionsArt },
];
