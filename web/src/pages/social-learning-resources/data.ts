/** SocialResource is one external resource; its texts are in tools.json `socialLearning`. */
export type SocialResource = {
  key: 'learningForJustice' | 'newsela' | 'embraceRace' | 'facingHistory';
  href: string;
};

/** SOCIAL_RESOURCES are the four resources of docs/product.md §2.5. */
export const SOCIAL_RESOURCES: readonly SocialResource[] = [
  { key: 'learningForJustice', href: 'https://www.learningforjustice.org' },
  { key: 'newsela', href: 'https://newsela.com' },
  { key: 'embraceRace', href: 'https://www.embracerace.org' },
  { key: 'facingHistory', href: 'https://www.facinghistory.org' },
];
