import type { ReactNode } from 'react';

/** The site's colours for the small drawings of cards and tiles. */
export const TEAL = '#0b5563';
export const CORAL = '#e07a5f';
export const SAND = '#f6d6b8';

/** ArtProps are the props of every drawing. */
export type ArtProps = { className?: string };

/**
 * ArtFrame is the 120 × 80 card on which each small drawing is made. The drawings are
 * decorative: the heading or caption beside them names what they show.
 */
export function ArtFrame({ className, children }: ArtProps & { children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <rect width="120" height="80" rx="10" fill="#f3e6d3" />
      {children}
    </svg>
  );
}
