import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

describe('404 page', () => {
  it('answers unknown paths with "Page not found" and a way home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('speaks Spanish too, title included', async () => {
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    // The server sent the first title; after a switch the page sets it from the meta texts.
    await act(() => setLanguage('es'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Página no encontrada | TeachBay'));
  });

  it('still shows the header and footer', async () => {
    renderApp('/teachers/unknown');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
