import { useSyncExternalStore } from 'react';
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

// Where the ticks stay when storage is blocked (private mode): they still work until the page is left.
let unsaved: string | null = null;
const listeners = new Set<() => void>();
let last: { raw: string | null; ticks: ItemId[] } = { raw: null, ticks: [] };
const NONE: ItemId[] = [];

function readRaw(): string | null {
  try {
    return localStorage.getItem(CHECKLIST_KEY);
  } catch {
    return unsaved;
  }
}

// The ticked steps, in checklist order: the same list while the stored value is the same, and
// nothing when the value is not ours.
function snapshot(): ItemId[] {
  const raw = readRaw();
  if (raw === last.raw) return last.ticks;
  let ticks: ItemId[] = [];
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(stored)) ticks = CHECKLIST.map(({ id }) => id).filter((id) => stored.includes(id));
  } catch {
    // Not ours: nothing is ticked.
  }
  last = { raw, ticks };
  return ticks;
}

// Another tab of the site may tick steps too: it is followed through the storage event.
function subscribe(listener: () => void): () => void {
  const follow = (event: StorageEvent) => {
    if (event.key === CHECKLIST_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', follow);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', follow);
  };
}

/** saveTicks keeps the ticked steps in this browser only; with none ticked it removes the key. */
function saveTicks(ids: ItemId[]): void {
  const raw = ids.length > 0 ? JSON.stringify(ids) : null;
  try {
    if (raw) localStorage.setItem(CHECKLIST_KEY, raw);
    else localStorage.removeItem(CHECKLIST_KEY);
  } catch {
    unsaved = raw;
  }
  listeners.forEach((listener) => listener());
}

/**
 * useTicks is the ticked steps and how to change them. The pre-rendered page has none ticked;
 * the visitor's own come back right after hydration.
 */
export function useTicks(): [ItemId[], (ids: ItemId[]) => void] {
  return [useSyncExternalStore(subscribe, snapshot, () => NONE), saveTicks];
}
