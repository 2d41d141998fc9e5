// Which home-service category /essentials shows (docs/product.md §4: the clicked category number becomes
// selected; 1 at start). The choice lives in the address's #hash, so it can be shared.

/** CATEGORIES are the six categories in order: number 1 is CATEGORIES[0]. */
export const CATEGORIES = ['electricity', 'water', 'gas', 'garbage', 'internet', 'mobile'] as const;

/** Category names one category; it is also its #hash without the '#'. */
export type Category = (typeof CATEGORIES)[number];

/** CategoryNumber is a category's number, 1 to 6 (docs/product.md §9). */
export type CategoryNumber = 1 | 2 | 3 | 4 | 5 | 6;

/** DEFAULT_CATEGORY is selected when the address names no known category: electricity. */
export const DEFAULT_CATEGORY: CategoryNumber = 1;

/** categoryName is the name of a category number. */
export function categoryName(number: CategoryNumber): Category {
  return CATEGORIES[number - 1];
}

/** categoryFromHash reads '#gas' (or 'gas') as 3; anything unknown, or nothing, as DEFAULT_CATEGORY. */
export function categoryFromHash(hash: string): CategoryNumber {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, '')).trim().toLowerCase();
  } catch {
    // A malformed escape such as '#%E0' names no category.
    return DEFAULT_CATEGORY;
  }
  const index = CATEGORIES.findIndex((category) => category === name);
  return index === -1 ? DEFAULT_CATEGORY : ((index + 1) as CategoryNumber);
}

/** hashOf is the #hash that selects a category number, such as '#gas' for 3. */
export function hashOf(number: CategoryNumber): string {
  return `#${categoryName(number)}`;
}

/**
 * categoryAfterKey is the category a key moves to in the tab list (WAI-ARIA tabs pattern):
 * arrows move to the next or previous one and wrap around, Home and End go to the first and last.
 * Any other key returns null.
 */
export function categoryAfterKey(current: CategoryNumber, key: string): CategoryNumber | null {
  const count = CATEGORIES.length;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return ((current % count) + 1) as CategoryNumber;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (((current + count - 2) % count) + 1) as CategoryNumber;
    case 'Home':
      return 1;
    case 'End':
      return count as CategoryNumber;
    default:
      return null;
  }
}
