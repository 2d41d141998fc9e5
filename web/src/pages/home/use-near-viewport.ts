import { useEffect, useState, type RefObject } from 'react';

/**
 * useNearViewport turns true, once and for good, when the element comes within `rootMargin`
 * of the visible part of the page, so heavy content can load just before it is seen.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  // Without IntersectionObserver (old browsers, test DOMs) the content loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);

  return near;
}
