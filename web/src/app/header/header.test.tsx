import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSearchApi } from '@/features/search/test/fake-search-api';
import { STORAGE_KEY } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

async function renderHome() {
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('Header', () => {
  it('links to the main pages and marks the current one', async () => {
    await renderHome();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about-us'],
      ['Explore', '/explore'],
      ['Teach', '/teach'],
      ['Vacancies', '/vacancies'],
      ['Contact Us', '/contact-us'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Teach' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'TeachBay' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
  });

  it('switches the language without a reload', async () => {
    const { user } = await renderHome();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');

    expect(await screen.findByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quiénes somos' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Vacantes' })).toHaveAttribute('href', '/vacancies');
    expect(screen.getByText('© 2024 TeachBay. Todos los derechos reservados.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('es');
  });

  it('searches by keyword', async () => {
    fakeSearchApi();
    const { user } = await renderHome();
    const search = screen.getByRole('search', { name: 'Search TeachBay' });
    await user.type(within(search).getByRole('combobox'), 'housing{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Results for “housing”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Housing Resources' })).toHaveAttribute(
      'href',
      '/housing-resources',
    );
    expect(screen.getByRole('searchbox', { name: 'Words to search for' })).toHaveValue('housing');
  });

  describe('menu button', () => {
    it('opens with the keyboard and closes on Escape, giving focus back', async () => {
      const { user } = await renderHome();
      const button = screen.getByRole('button', { name: 'Menu' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('aria-controls', 'site-menu');

      await user.tab(); // skip link
      await user.tab(); // logo
      await user.tab();
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(button).toHaveAttribute('aria-expanded', 'true');

      await user.tab();
      expect(button).not.toHaveFocus();
      await user.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();

      await user.keyboard(' ');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard(' ');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when a link is chosen', async () => {
      const { user } = await renderHome();
      const button = screen.getByRole('button', { name: 'Menu' });
      await user.click(button);
      await user.click(screen.getByRole('link', { name: 'About Us' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'About TeachBay' })).toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('stays open while Escape closes the search suggestions inside it', async () => {
      const { user } = await renderHome();
      const button = screen.getByRole('button', { name: 'Menu' });
      await user.click(button);
      const box = screen.getByRole('combobox', { name: 'Search TeachBay' });
      await user.type(box, 'bank');
      await screen.findByRole('listbox');

      await user.keyboard('{Escape}');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      await user.keyboard('{Escape}');
      expect(box).toHaveValue('');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when a search suggestion is chosen', async () => {
      const { user } = await renderHome();
      const button = screen.getByRole('button', { name: 'Menu' });
      await user.click(button);
      await user.type(screen.getByRole('combobox', { name: 'Search TeachBay' }), 'bank');
      await user.click(await screen.findByRole('option', { name: /^Financial Resources/ }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Financial Resources' }),
      ).toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('is labelled in Spanish too', async () => {
      const { user } = await renderHome();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
      expect(await screen.findByRole('button', { name: 'Menú' })).toBeInTheDocument();
    });
  });
});
