import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vacancy } from '@/features/jobs/test/fake-jobs-api';
import { loadSearch } from '@/features/search/search-engine';
import { fakeSearchApi } from '@/features/search/test/fake-search-api';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

// Downloaded once up front: the tests are about the page, not about a slow network.
beforeAll(() => Promise.all([loadSearch('en'), loadSearch('es')]));

// The page also searches the job board; these tests find no vacancy unless they say otherwise.
beforeEach(() => {
  fakeSearchApi();
});

/**
 * openSearch renders the app at a search address. The results suspend on the index (already
 * downloaded) the first time React sees it; an awaited act lets them resume at once.
 */
async function openSearch(path: string) {
  await act(async () => {
    renderApp(path);
  });
}

describe('search page', () => {
  it('lists every matching page with its count, the best first, in English', async () => {
    await openSearch('/search?q=visa');
    const results = await screen.findByRole('region', { name: 'Results for “visa”' });
    expect(within(results).getByRole('status')).toHaveTextContent(/^\d+ pages? found\.$/);
    const titles = within(results).getAllByRole('heading', { level: 3 });
    expect(titles[0]).toHaveTextContent('Relocation Support');
    expect(within(titles[0]).getByRole('link')).toHaveAttribute('href', '/relocation-support');
    expect(screen.getByRole('searchbox', { name: 'Words to search for' })).toHaveValue('visa');
  });

  it('shows the matching heading under the title, in Spanish', async () => {
    await act(() => setLanguage('es'));
    await openSearch('/search?q=certificacion');
    const results = await screen.findByRole('region', {
      name: 'Resultados para “certificacion”',
    });
    const [first] = within(results).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'Enseña en Florida' })).toHaveAttribute(
      'href',
      '/teach',
    );
    expect(first).toHaveTextContent('Obtén tu certificación en Florida');
    expect(screen.getByRole('searchbox', { name: 'Palabras que buscas' })).toHaveValue(
      'certificacion',
    );
  });

  it('falls back to the description when no heading matches', async () => {
    await openSearch('/search?q=stress');
    const results = await screen.findByRole('region', { name: 'Results for “stress”' });
    const [first] = within(results).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'Transportation' })).toBeInTheDocument();
    expect(first).toHaveTextContent(/Getting around Tampa Bay without stress/);
  });

  it('says so when nothing matches and suggests other topics', async () => {
    await openSearch('/search?q=zzzz');
    const results = await screen.findByRole('region', { name: 'Results for “zzzz”' });
    expect(within(results).getByRole('status')).toHaveTextContent(
      'No pages match “zzzz”. Try a different or shorter word.',
    );
    const topics = within(results).getByRole('list', { name: 'Or try one of these topics:' });
    expect(within(topics).getByRole('link', { name: 'housing' })).toHaveAttribute(
      'href',
      '/search?q=housing',
    );
  });

  it('invites a search when there is no query yet, and runs a new one', async () => {
    await act(() => setLanguage('es'));
    const { user } = renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '¿Qué estás buscando?' }),
    ).toBeInTheDocument();
    const topics = screen.getByRole('list', { name: 'Temas frecuentes' });
    await user.click(within(topics).getByRole('link', { name: 'autobús' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Resultados para “autobús”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transporte' })).toHaveAttribute(
      'href',
      '/transportation',
    );

    const field = screen.getByRole('searchbox', { name: 'Palabras que buscas' });
    await user.clear(field);
    await user.type(field, 'banco{Enter}');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Resultados para “banco”' }),
    ).toBeInTheDocument();
  });

  describe('open vacancies', () => {
    const chemistry = vacancy({ id: 'v-7', position: 'Chemistry Teacher', schoolName: 'Gibbs High School', district: 'Pinellas County Schools' });

    it('lists the first job titles found, live from the board, and leads to the rest', async () => {
      const api = fakeSearchApi([chemistry, vacancy({ id: 'v-8', position: 'AP Chemistry Teacher' })], 12);
      await openSearch('/search?q=chemistry');
      const results = within(await screen.findByRole('region', { name: 'Open vacancies for “chemistry”' }));
      expect(await results.findByRole('status')).toHaveTextContent('12 open vacancies match.');
      const titles = results.getAllByRole('heading', { level: 3 });
      expect(titles.map((title) => title.textContent)).toEqual(['Chemistry Teacher', 'AP Chemistry Teacher']);
      expect(within(titles[0]).getByRole('link')).toHaveAttribute('href', '/vacancies/v-7');
      expect(results.getByText('Gibbs High School, Pinellas County Schools')).toBeInTheDocument();
      expect(results.getByRole('link', { name: 'See all 12 on the job board' })).toHaveAttribute(
        'href',
        '/vacancies?q=chemistry',
      );
      expect(api.sent('/vacancies')).toEqual(['GET /vacancies?q=chemistry&pageSize=5']);
    });

    it('says so in Spanish when no open vacancy matches, and leads to the board', async () => {
      await act(() => setLanguage('es'));
      await openSearch('/search?q=visa');
      const results = within(await screen.findByRole('region', { name: 'Vacantes abiertas para “visa”' }));
      expect(await results.findByText('Ninguna vacante abierta coincide con “visa”.')).toBeInTheDocument();
      expect(results.getByRole('link', { name: 'Ver todas las vacantes abiertas' })).toHaveAttribute('href', '/vacancies');
    });

    it('says in place that the vacancies could not be searched, beside the pages found', async () => {
      const api = fakeSearchApi();
      api.reply('GET /vacancies', { status: 500, body: { code: 'internal', message: '' } });
      api.reply('GET /vacancies', { status: 500, body: { code: 'internal', message: '' } });
      await openSearch('/search?q=visa');
      expect(await screen.findByText('We could not search the vacancies.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Relocation Support' })).toBeInTheDocument();
    });
  });
});
