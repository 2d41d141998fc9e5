import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '@/lib/i18n';
import enMeta from '@/locales/en/meta.json';
import esMeta from '@/locales/es/meta.json';
import { renderApp } from '@/test/render-app';

describe('Layout', () => {
  function describeDocument(title: string, description: string) {
    document.title = title;
    let meta = document.querySelector('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'description');
      document.head.append(meta);
    }
    meta.setAttribute('content', description);
    return meta;
  }

  it('keeps the title the server sent, then follows the language with the meta texts', async () => {
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    const description = describeDocument('From the server', 'Sent with the page.');
    renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About TeachBay' });
    // The first page needs no meta texts: the server wrote its title and description.
    expect(loadNamespaces).not.toHaveBeenCalledWith('meta');
    expect(document.title).toBe('From the server');
    expect(description).toHaveAttribute('content', 'Sent with the page.');

    await act(() => setLanguage('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Quiénes somos | TeachBay'));
    expect(description).toHaveAttribute('content', esMeta.routes['/about-us'].description);
  });

  it('updates the title and description on navigation', async () => {
    const description = describeDocument('From the server', 'Sent with the page.');
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('From the server');

    await user.click(screen.getByRole('link', { name: 'Teach' }));
    await screen.findByRole('heading', { level: 1, name: 'Teach in Florida' });
    await waitFor(() => expect(document.title).toBe('Teach in Florida | TeachBay'));
    expect(description).toHaveAttribute('content', enMeta.routes['/teach'].description);
  });

  it('offers a skip link first, which moves focus to the main content', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the footer with the legal links', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('© 2024 TeachBay. All rights reserved.')).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(legal.querySelector('a[href="/privacy-policy"]')).toHaveTextContent('Privacy Policy');
    expect(legal.querySelector('a[href="/disclaimer"]')).toHaveTextContent('Disclaimer');
  });

  it.each([
    ['en', 'Jobs', 'Vacancies', 'Vacancy feed (Atom)'],
    ['es', 'Empleo', 'Vacantes', 'Canal de vacantes (Atom)'],
  ] as const)('leads from the footer to the job board and its feed, in %s', async (language, label, board, feed) => {
    await act(() => setLanguage(language));
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const jobs = within(screen.getByRole('navigation', { name: label }));
    expect(jobs.getByRole('link', { name: board })).toHaveAttribute('href', '/vacancies');
    expect(jobs.getByRole('link', { name: feed })).toHaveAttribute('href', '/jobs.atom');
  });
});
