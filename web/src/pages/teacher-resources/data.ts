import type { ComponentType } from 'react';
import {
  AssessmentArt,
  ClassroomArt,
  DevelopmentArt,
  LessonPlanningArt,
  SocialArt,
  TechArt,
} from './art';

/** Topic is one tile of /teacher-resources: a page of the site and the picture drawn for it. */
export type Topic = {
  key: 'assessment' | 'classroom' | 'lessonPlanning' | 'professionalDevelopment' | 'techIntegration' | 'socialLearning';
  href: string;
  Art: ComponentType<{ className?: string }>;
};

/** TOPICS are the six resource pages, in the order docs/product.md §2.5 lists them. */
export const TOPICS: readonly Topic[] = [
  { key: 'assessment', href: '/assessment-and-data-tracking', Art: AssessmentArt },
  { key: 'classroom', href: '/classroom-management', Art: ClassroomArt },
  { key: 'lessonPlanning', href: '/lesson-planning-and-curriculum-resources', Art: LessonPlanningArt },
  { key: 'professionalDevelopment', href: '/online-courses', Art: DevelopmentArt },
  { key: 'techIntegration', href: '/tech-integration', Art: TechArt },
  { key: 'socialLearning', href: '/social-learning-resources', Art: SocialArt },
];

/** Template is one printable PDF made by scripts/make-templates.mjs (`npm run templates`). */
export type Template = {
  key: 'esol' | 'lectureNotes' | 'adultEsol';
  href: string;
  /** Rounded up to whole kilobytes; update when the script changes the files. */
  sizeKb: number;
  pages: number;
};

/** TEMPLATES are the three lesson-plan templates of docs/product.md §2.5, served from public/templates. */
export const TEMPLATES: readonly Template[] = [
  { key: 'esol', href: '/templates/esol-lesson-plan.pdf', sizeKb: 7, pages: 2 },
  { key: 'lectureNotes', href: '/templates/lecture-notes.pdf', sizeKb: 4, pages: 1 },
  { key: 'adultEsol', href: '/templates/adult-esol-lesson-plan.pdf', sizeKb: 7, pages: 2 },
];

/** SmartTool is one of the four external tools in the smart-tools modal. */
export type SmartTool = {
  key: 'kahoot' | 'wayground' | 'canva' | 'zoom';
  href: string;
  /** The key of a notice for a renamed tool, in resources.json smartTools.notices. */
  notice?: 'wayground';
};

/** SMART_TOOLS: a quiz game, a quiz platform, a design tool and a video-meeting tool. */
export const SMART_TOOLS: readonly SmartTool[] = [
  { key: 'kahoot', href: 'https://kahoot.com' },
  { key: 'wayground', href: 'https://wayground.com', notice: 'wayground' },
  { key: 'canva', href: 'https://www.canva.com/education/' },
  { key: 'zoom', href: 'https://zoom.us' },
];
