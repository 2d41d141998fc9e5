import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

type Props = {
  /** The element that receives focus after navigation, normally `<main>`. */
  focusTarget: RefObject<HTMLElement | null>;
};

/** How many frames (about 2 s) to wait for the section a #hash names to appear. */
const ANCHOR_WAIT_FRAMES = 120;

/** sectionId is the element id a #hash names; a malformed escape (#%E0) is taken as written. */
function sectionId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * ScrollToTop scrolls smoothly to the top-left when the path changes, and moves focus to the
 * page content so screen readers start reading the new page. When the address names a section
 * (`/community#volunteer`), on arrival or later, it then scrolls to that section, stopping 80 px
 * above it (the `scroll-margin-top` of global.css), and focuses it.
 */
export function ScrollToTop({ focusTarget }: Props) {
  const { pathname, hash } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const first = previousPath.current === null;
    const pathChanged = !first && previousPath.current !== pathname;
    previousPath.current = pathname;
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

    if (pathChanged) {
      window.scrollTo({ top: 0, left: 0, behavior });
      // preventScroll: the scroll above is the only one, focusing must not jump on its own.
      focusTarget.current?.focus({ preventScroll: true });
    }
    // The section may appear a moment later, once the new page has rendered.
    let frame = 0;
    let waited = 0;
    const toAnchor = () => {
      const target = document.getElementById(sectionId(hash));
      if (target) {
        target.scrollIntoView({ behavior, block: 'start' });
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      } else if (waited++ < ANCHOR_WAIT_FRAMES) {
        frame = requestAnimationFrame(toAnchor);
      }
    };
    if (hash.length > 1) toAnchor();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, focusTarget]);

  return null;
}
