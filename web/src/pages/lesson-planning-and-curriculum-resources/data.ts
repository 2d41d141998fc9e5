/** CurriculumSite is one external lesson-planning site; its texts are in tools.json `lessonPlanning`. */
export type CurriculumSite = {
  key:
    | 'teachersPayTeachers'
    | 'readWriteThink'
    | 'khanAcademy'
    | 'ck12'
    | 'commonLit'
    | 'cpalms'
    | 'shareMyLesson'
    | 'teachersCorner';
  href: string;
};

/**
 * CURRICULUM_SITES are the eight sites of docs/product.md §2.5. The one the founding specification left open ({host}) is
 * CPALMS, Florida's official site for its academic standards and course descriptions.
 */
export const CURRICULUM_SITES: readonly CurriculumSite[] = [
  { key: 'teachersPayTeachers', href: 'https://www.teacherspayteachers.com' },
  { key: 'readWriteThink', href: 'https://www.readwritethink.org' },
  { key: 'khanAcademy', href: 'https://www.khanacademy.org' },
  { key: 'ck12', href: 'https://www.ck12.org' },
  { key: 'commonLit', href: 'https://www.commonlit.org' },
  { key: 'cpalms', href: 'https://www.cpalms.org' },
  { key: 'shareMyLesson', href: 'https://sharemylesson.com' },
  { key: 'teachersCorner', href: 'https://www.theteacherscorner.net' },
];
