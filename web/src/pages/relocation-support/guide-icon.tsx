/** The three guides the relocation page leads to, each with its own small line drawing. */
export type GuideName = 'essentials' | 'transportation' | 'community';

// 24 × 24 stroke drawings: a lightning bolt (home services), a bus, two people.
const PATHS: Record<GuideName, string> = {
  essentials: 'M13 2 4 14h7l-1 8 9-12h-7z',
  transportation:
    'M6 3h12a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM4 11h16M8 18v3M16 18v3M8 14.5h.01M16 14.5h.01',
  community:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 5.2a3 3 0 0 1 0 5.6M21 20a6 6 0 0 0-4-5.66',
};

/** GuideIcon draws a guide's picture; it is decorative, the card's heading names the guide. */
export function GuideIcon({ name }: { name: GuideName }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
