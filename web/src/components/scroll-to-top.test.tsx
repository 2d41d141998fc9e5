import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function Shell() {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <main ref={mainRef} tabIndex={-1}>
      <Outlet />
      <ScrollToTop focusTarget={mainRef} />
    </main>
  );
}

function renderShell() {
  const router = createMemoryRouter(
    [{ Component: Shell, children: [
          { path: '/', element: 'one' },
          { path: '/two', element: <section id="volunteer">two</section> },
        ] }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('ScrollToTop', () => {
  it('leaves the first page alone', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderShell();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('scrolls smoothly to the top-left and focuses the content after navigation', async () => {
    prefersReducedMotion(false);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderShell();
    await act(() => router.navigate('/two'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(document.activeElement?.tagName).toBe('MAIN');
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    prefersReducedMotion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderShell();
    await act(() => router.navigate('/two'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('does not scroll when only the query string changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderShell();
    await act(() => router.navigate('/?q=housing'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the section a #hash names and focuses it, on arrival and within the page', async () => {
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const router = renderShell();
    await act(() => router.navigate('/two#volunteer'));
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(intoView.mock.contexts[0]).toHaveProperty('id', 'volunteer');
    expect(document.activeElement?.id).toBe('volunteer');
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/two#volunteer'));
    expect(intoView).toHaveBeenCalledTimes(2);
  });

  it('scrolls to the top when the #hash names no section of the new page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderShell();
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    await act(() => router.navigate('/two#nothing-here'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.tagName).toBe('MAIN');
    expect(intoView).not.toHaveBeenCalled();
  });

  it('survives a #hash with a malformed escape', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderShell();
    await act(() => router.navigate('/two#%E0'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.tagName).toBe('MAIN');
  });
});
