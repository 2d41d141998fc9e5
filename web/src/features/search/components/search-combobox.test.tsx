import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { loadSearch } from '../search-engine';
import { fakeSearchApi } from '../test/fake-search-api';
import { MAX_SUGGESTIONS } from './search-combobox';

// Downloaded once up front: the tests are about the box, not about a slow network.
beforeAll(() => Promise.all([loadSearch('en'), loadSearch('es')]));

// The results page, which some tests open, also searches the job board.
beforeEach(() => {
  fakeSearchApi();
});

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

  it(`shows at most ${MAX_SUGGESTIONS} pages, then the board and all results`, async () => {
    const { user, box, status } = await renderBox();
    await user.type(box, 'tampa');
    await screen.findByRole('listbox');
    expect(options()).toHaveLength(MAX_SUGGESTIONS + 2);
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

  it('says so when no page matches, and still offers the job board', async () => {
    const { user, box, status } = await renderBox();
    await user.type(box, 'chemistry');
    await waitFor(() => expect(status).toHaveTextContent('No pages found'));
    expect(options().map((option) => option.textContent)).toEqual([
      'Vacancies for “chemistry”',
      'See all results for “chemistry”',
    ]);
  });

  it.each([
    ['en', 'job board', 'Teaching Vacancies in Tampa Bay'],
    ['es', 'bolsa de trabajo', 'Vacantes docentes en Tampa Bay'],
  ] as const)('finds the job board itself first, in %s', async (language, words, board) => {
    const { user, box } = await renderBox(language);
    await user.type(box, words);
    expect((await screen.findAllByRole('option'))[0]).toHaveTextContent(board);
  });

  it.each([
    ['en', 'Vacancies for “math teacher”'],
    ['es', 'Vacantes para “math teacher”'],
  ] as const)('opens the board searched for the words from its option, in %s', async (language, name) => {
    const { user, box, location } = await renderBox(language);
    await user.type(box, 'math teacher');
    const option = await screen.findByRole('option', { name });
    expect(option).toHaveClass(/action/);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/vacancies?q=math+teacher'));
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
