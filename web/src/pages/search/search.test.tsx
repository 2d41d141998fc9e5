import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

describe('search page', () => {
  it('lists the pages that match, in the current language', async () => {
    await act(() => setLanguage('es'));
    renderApp('/search?q=vivienda');
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultados para «vivienda»' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recursos de vivienda' })).toHaveAttribute(
      'href',
      '/housing-resources',
    );
  });

  it('says so when nothing matches', async () => {
    renderApp('/search?q=zzzz');
    expect(
      await screen.findByText('No pages match “zzzz”. Try a different or shorter word.'),
    ).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results for “zzzz”' });
    expect(within(results).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows only the introduction without a query', async () => {
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
