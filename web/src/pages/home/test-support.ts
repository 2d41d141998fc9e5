import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Observed = { callback: IntersectionObserverCallback; elements: Element[] };

/**
 * stubIntersectionObserver stands in for the IntersectionObserver jsdom lacks. Nothing is
 * in view until `scrollNear()` reports every observed element as close to the screen.
 */
export function stubIntersectionObserver() {
  const observed: Observed[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: Observed;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] };
        observed.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        this.entry.elements = [];
      }
    },
  );
  return {
    scrollNear() {
      act(() => {
        for (const { callback, elements } of observed) {
          const entries = elements.map((target) => ({ target, isIntersecting: true }));
          if (entries.length === 0) continue;
          callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
        }
      });
    },
  };
}

/** preferReducedMotion makes the system setting "reduce motion" on or off for one test. */
export function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
