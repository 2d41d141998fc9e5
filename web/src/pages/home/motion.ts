import { prefersReducedMotion } from '@/lib/reduced-motion';

/** SCROLL_OFFSET is the gap left above a section scrolled into view (SPEC §9: 80 px). */
export const SCROLL_OFFSET = 80;

/**
 * scrollToSection scrolls the window until `section` starts SCROLL_OFFSET pixels below the
 * top, smoothly unless the visitor prefers reduced motion, then moves the keyboard focus to
 * `focusTarget` (normally the section's heading) without a second jump.
 */
export function scrollToSection(section: HTMLElement, focusTarget: HTMLElement): void {
  const top = section.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  focusTarget.focus({ preventScroll: true });
}
