/** AssessmentTool is one external assessment tool; its texts are in tools.json `assessment`. */
export type AssessmentTool = {
  key: 'pearAssessment' | 'formative' | 'blooket' | 'kahoot' | 'wayground' | 'googleForms';
  href: string;
  /** A renamed tool's notice, in tools.json `assessment.notices`. */
  notice?: 'pearAssessment' | 'wayground';
};

/** ASSESSMENT_TOOLS are the six tools of docs/product.md §2.5, under their current names. */
export const ASSESSMENT_TOOLS: readonly AssessmentTool[] = [
  // Edulastic became Pear Assessment, which lives on Pear Deck Learning's site.
  { key: 'pearAssessment', href: 'https://www.peardeck.com', notice: 'pearAssessment' },
  { key: 'formative', href: 'https://www.goformative.com' },
  { key: 'blooket', href: 'https://www.blooket.com' },
  { key: 'kahoot', href: 'https://kahoot.com' },
  { key: 'wayground', href: 'https://wayground.com', notice: 'wayground' },
  { key: 'googleForms', href: 'https://forms.google.com' },
];
