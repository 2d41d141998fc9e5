import { useEffect, useState, type RefObject } from 'react';
import { useBrowserValue } from '@/lib/browser';

/**
 * useNearViewport turns true, once and for good, when the element comes within `rootMargin`
 * of the visible part of the page, so heavy content can load just before it is seen. It is
 * false in the pre-rendered page, which shows the element's reserved slot.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  // Without IntersectionObserver (old browsers, test DOMs) the content loads at once.
  const observable = useBrowserValue(() => typeof IntersectionObserver !== 'undefined', true);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || seen || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen, observable]);

  return seen || !observable;
}
