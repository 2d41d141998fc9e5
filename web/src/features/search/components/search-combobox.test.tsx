import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { loadSearch } from '../search-engine';
import { MAX_SUGGESTIONS } from './search-combobox';

// Downloaded once up front: the tests are about the box, not about a slow network.
beforeAll(() => Promise.all([loadSearch('en'), loadSearch('es')]));

// The header box on the home page, working on the real index of the site's pages.
async function renderBox(language: 'en' | 'es' = 'en') {
  if (language === 'es') await act(() => setLanguage('es'));
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  const name = language === 'en' ? 'Search TeachBay' : 'Buscar en TeachBay';
  const form = within(screen.getByRole('search', { name }));
  return { ...view, box: form.getByRole('combobox', { name }), status: form.getByRole('status') };
}

const listbox = () => screen.getByRole('listbox', { hidden: true });
const options = () => within(listbox()).queryAllByRole('option');

describe('SearchCombobox', () => {
  it('is a combobox that controls a list of suggestions', async () => {
    const { box } = await renderBox();
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-controls', listbox().id);
    expect(listbox()).not.toBeVisible();
  });

  it('suggests matching pages as the visitor types and announces how many', async () => {
    const { user, box, status } = await renderBox();
    await user.type(box, 'housing');

    expect(await screen.findByRole('listbox', { name: 'Suggested pages' })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(options()[0]).toHaveTextContent('Housing Resources');
    expect(options().at(-1)).toHaveTextContent('See all results for “housing”');
    expect(status).toHaveTextContent(/^\d+ pages? found$/);
  });

  it(`shows at most ${MAX_SUGGESTIONS} pages, then a link to all results`, async () => {
    const { user, box, status } = await renderBox();
    await user.type(box, 'tampa');
    await screen.findByRole('listbox');
    expect(options()).toHaveLength(MAX_SUGGESTIONS + 1);
    const announced = Number(status.textContent?.split(' ')[0]);
    expect(announced).toBeGreaterThan(MAX_SUGGESTIONS);
  });

  it('moves through the options with the arrow keys, wrapping around', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'housing');
    await screen.findByRole('listbox');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const [first] = options();
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowUp}');
    const last = options().at(-1)!;
    expect(box).toHaveAttribute('aria-activedescendant', last.id);
    expect(first).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
  });

  it('opens the active page on Enter, then closes and clears', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'housing');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Housing Resources' }),
    ).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the results page on Enter without an active option', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'visa{Enter}');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Results for “visa”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Words to search for' })).toHaveValue('visa');
    expect(box).toHaveValue('');
  });

  it('opens the results page from its last option', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'bank');
    await user.click(await screen.findByRole('option', { name: 'See all results for “bank”' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Results for “bank”' }),
    ).toBeInTheDocument();
  });

  it('opens a page when its option is clicked', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'bus');
    await user.click(await screen.findByRole('option', { name: /^Transportation/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transportation' }),
    ).toBeInTheDocument();
  });

  it('closes on Escape and clears on a second Escape', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'housing');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('housing');

    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('says so when nothing matches, without opening an empty list', async () => {
    const { user, box, status } = await renderBox();
    await user.type(box, 'zzzz');
    await waitFor(() => expect(status).toHaveTextContent('No pages found'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the Spanish pages in Spanish, ignoring accents', async () => {
    const { user, box, status } = await renderBox('es');
    await user.type(box, 'certificacion');

    const first = (await screen.findAllByRole('option'))[0];
    expect(first).toHaveTextContent('Enseña en Florida');
    expect(first).toHaveTextContent('Obtén tu certificación en Florida');
    expect(screen.getByRole('listbox', { name: 'Páginas sugeridas' })).toBeVisible();
    expect(status).toHaveTextContent(/^Se encontraron \d+ páginas$/);
  });

  it('follows a change of language while it is open', async () => {
    const { user, box } = await renderBox();
    await user.type(box, 'visa');
    expect((await screen.findAllByRole('option'))[0]).toHaveTextContent('Relocation Support');

    await act(() => setLanguage('es'));
    expect(await screen.findByRole('option', { name: /^Apoyo para la mudanza/ })).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Ver todos los resultados de “visa”' }),
    ).toBeInTheDocument();
  });
});
