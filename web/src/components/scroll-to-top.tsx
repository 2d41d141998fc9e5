import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

type Props = {
  /** The element that receives focus after navigation, normally `<main>`. */
  focusTarget: RefObject<HTMLElement | null>;
};

/**
 * ScrollToTop scrolls smoothly to the top-left when the path changes, and moves
 * focus to the page content so screen readers start reading the new page.
 */
export function ScrollToTop({ focusTarget }: Props) {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // preventScroll: the scroll above is the only one, focusing must not jump on its own.
    focusTarget.current?.focus({ preventScroll: true });
  }, [pathname, focusTarget]);

  return null;
}
