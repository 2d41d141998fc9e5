import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

describe('Layout', () => {
  it('sets the title and description from the meta texts, in the current language', async () => {
    renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About TeachBay' });
    expect(document.title).toBe('About Us | TeachBay');

    await act(() => setLanguage('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeInTheDocument();
    expect(document.title).toBe('Quiénes somos | TeachBay');
  });

  it('updates the title on navigation', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('TeachBay | Teaching Jobs and Relocation in Tampa Bay');

    await user.click(screen.getByRole('link', { name: 'Teach' }));
    await screen.findByRole('heading', { level: 1, name: 'Teach in Florida' });
    expect(document.title).toBe('Teach in Florida | TeachBay');
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
});
