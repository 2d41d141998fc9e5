// The "first 30 days" checklist: its steps, where each one is explained, and the ticks a
// visitor keeps in this browser. Texts are in src/locales/<language>/relocation.json.
import type texts from '@/locales/en/relocation.json';

/** ItemId names one step and its texts under `first30.items`. */
export type ItemId = keyof typeof texts.first30.items;

/** ChecklistItem is one step: the TeachBay guide that covers it and, where useful, the official site. */
export type ChecklistItem = { id: ItemId; guide: string; official?: string };

/** CHECKLIST is the steps in the order a newcomer usually takes them. */
export const CHECKLIST: ChecklistItem[] = [
  { id: 'ssn', guide: '/teach' },
  { id: 'bank', guide: '/financial-resources#credit-unions' },
  { id: 'phone', guide: '/essentials' },
  { id: 'license', guide: '/transportation#cars', official: 'https://www.flhsmv.gov' },
  { id: 'car', guide: '/transportation#cars' },
  { id: 'utilities', guide: '/essentials' },
  { id: 'insurance', guide: '/housing-resources' },
  { id: 'hurricane', guide: '/essentials' },
  { id: 'community', guide: '/community' },
];

/** CHECKLIST_KEY is the one local-storage key that holds the ticked steps, as a JSON list of ids. */
export const CHECKLIST_KEY = 'teachbay.first30days';

/** loadTicks reads the ticked steps, in checklist order; nothing when storage is blocked or the value is not ours. */
export function loadTicks(): ItemId[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CHECKLIST_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return CHECKLIST.map(({ id }) => id).filter((id) => stored.includes(id));
  } catch {
    return [];
  }
}

/** saveTicks keeps the ticked steps in this browser only; with none ticked it removes the key. */
export function saveTicks(ids: ItemId[]): void {
  try {
    if (ids.length > 0) localStorage.setItem(CHECKLIST_KEY, JSON.stringify(ids));
    else localStorage.removeItem(CHECKLIST_KEY);
  } catch {
    // Storage can be blocked (private mode): the ticks still work until the page is left.
  }
}
