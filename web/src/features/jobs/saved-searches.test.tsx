import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { ANA, fakeJobsApi, page, SAM, savedSearch, signOut, vacancy } from './test/fake-jobs-api';

afterEach(async () => {
  signOut();
  await act(() => setLanguage('en'));
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };
const TAMPA = '27.9506,-82.4572';

const filter = (name = 'Advanced filter') => screen.getByRole('form', { name });

describe('a search near a place', { timeout: 20_000 }, () => {
  it('puts a city and a radius in the URL and shows how far each school is', async () => {
    const api = fakeJobsApi({ vacancies: page([vacancy({ distanceKm: 3.24 })]) });
    const { user, location } = renderApp('/vacancies?level=high');
    await screen.findByRole('option', { name: 'Gibbs High School' }, LOAD);
    const near = within(filter()).getByRole('combobox', { name: 'Near' });
    const radius = within(filter()).getByRole('combobox', { name: 'Within' });
    expect(radius).toBeDisabled();
    // Cities, then the schools whose location is known (Gibbs High School's is not).
    expect(within(near).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Anywhere', 'Tampa', 'St. Petersburg', 'Clearwater', 'Brandon', 'Riverview', 'Wesley Chapel', 'New Port Richey', 'Largo',
      'Plant City', "Land O' Lakes", 'Plant High School',
    ]);
    await user.selectOptions(near, 'Tampa');
    expect(radius).toHaveValue('25');
    await user.selectOptions(radius, '10 km');
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));

    expect(location()).toBe(`/vacancies?level=high&near=${encodeURIComponent(TAMPA)}&radiusKm=10`);
    await waitFor(() =>
      expect(api.sent('/vacancies').at(-1)).toBe(`GET /vacancies?level=high&near=${encodeURIComponent(TAMPA)}&radiusKm=10&page=1&pageSize=10`));
    const table = screen.getByRole('table', { name: 'Vacancies' });
    const [header, first] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Position', 'School Name', 'Distance', 'Last Date to Apply', 'Actions',
    ]);
    expect(within(first).getByText('3.2 km')).toBeInTheDocument();
  });

  it('reads a point from a link, says in Spanish how far, and offers a point that is no city or school as what it is', async () => {
    await act(() => setLanguage('es'));
    fakeJobsApi({ vacancies: page([vacancy({ distanceKm: 12.05 })]) });
    renderApp('/vacancies?near=27.9,-82.5&radiusKm=30');
    const table = await screen.findByRole('table', { name: 'Vacantes' }, LOAD);
    expect(within(table).getByText('12,1 km')).toBeInTheDocument();
    expect(within(filter('Filtro avanzado')).getByRole('combobox', { name: 'Cerca de' })).toHaveDisplayValue('El punto elegido');
    expect(within(filter('Filtro avanzado')).getByRole('combobox', { name: 'En un radio de' })).toHaveDisplayValue('30 km');
  });
});

describe('saving a search of the board', { timeout: 20_000 }, () => {
  it('names the search from its filters, saves it weekly with the whole query, and links to the saved searches', async () => {
    const api = fakeJobsApi({ user: ANA });
    const { user } = renderApp(`/vacancies?subject=math&level=high&near=${TAMPA}&radiusKm=10&sort=deadline`);
    await user.click(await screen.findByRole('button', { name: 'Save this search' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = await within(dialog).findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Mathematics · High school · near Tampa');
    expect(within(dialog).getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Math near home');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your search is saved. We will e-mail you its new vacancies once a week.');
    expect(within(dialog).getByRole('link', { name: 'See your saved searches' })).toHaveAttribute('href', '/teacher/saved-searches');
    expect(api.bodies('POST', '/me/saved-searches')).toEqual([
      {
        name: 'Math near home',
        frequency: 'weekly',
        query: { q: '', school: '', district: '', level: 'high', subject: 'math', designation: '', type: '', workAuthorization: '', minSalary: null, near: { lat: 27.9506, lng: -82.4572, radiusKm: 10 } },
      },
    ]);
  });

  it('says in Spanish that ten searches are the most', async () => {
    await act(() => setLanguage('es'));
    const api = fakeJobsApi({ user: ANA });
    api.reply('POST /me/saved-searches', { status: 409, body: { code: 'conflict', message: 'Ten already.' } });
    const { user } = renderApp('/vacancies');
    await user.click(await screen.findByRole('button', { name: 'Guardar esta búsqueda' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar esta búsqueda' });
    expect(await within(dialog).findByRole('textbox', { name: 'Nombre' })).toHaveValue('Todas las vacantes');
    await user.click(within(dialog).getByRole('radio', { name: 'Cada día' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar búsqueda' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ya tienes 10 búsquedas guardadas, el máximo que puedes tener.');
  });

  it('sends a visitor to log in and back to the board with the dialog to open', async () => {
    fakeJobsApi();
    renderApp(`/vacancies?level=high&near=${TAMPA}&radiusKm=10`);
    const link = await screen.findByRole('link', { name: 'Save this search' }, LOAD);
    const next = new URL(link.getAttribute('href')!, 'http://x').searchParams.get('next');
    expect(link.getAttribute('href')).toMatch(/^\/user\/login\?next=/);
    expect(next).toBe(`/vacancies?level=high&near=${encodeURIComponent(TAMPA)}&radiusKm=10&save=1`);
  });

  it('opens the dialog once for the teacher who comes back, and takes `save` out of the address', async () => {
    fakeJobsApi({ user: ANA });
    const { location } = renderApp(`/vacancies?level=high&save=1`);
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' }, LOAD);
    expect(await within(dialog).findByRole('textbox', { name: 'Name' })).toHaveValue('High school');
    await waitFor(() => expect(location()).toBe('/vacancies?level=high'));
  });

  it('is not offered to a school user', async () => {
    fakeJobsApi({ user: SAM });
    renderApp('/vacancies');
    await screen.findByRole('table', { name: 'Vacancies' }, LOAD);
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Save this search' })).not.toBeInTheDocument();
  });
});

describe("the teacher's saved searches", { timeout: 20_000 }, () => {
  it('lists them with a link to the board, renames one and changes its frequency', async () => {
    const api = fakeJobsApi({ user: ANA, savedSearches: [savedSearch()] });
    const { user } = renderApp('/teacher/saved-searches');
    const table = await screen.findByRole('table', { name: 'Saved searches' }, LOAD);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Mathematics · High school · near Tampa');
    expect(within(row).getByText('Weekly')).toBeInTheDocument();
    expect(within(row).getByText('Not yet')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open on the board: Mathematics · High school · near Tampa' })).toHaveAttribute(
      'href', `/vacancies?level=high&subject=math&near=${encodeURIComponent(TAMPA)}&radiusKm=25`,
    );

    await user.click(within(row).getByRole('button', { name: 'Edit: Mathematics · High school · near Tampa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Mathematics · High school · near Tampa”' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Math in Tampa');
    await user.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByRole('rowheader', { name: 'Math in Tampa' })).toBeInTheDocument();
    expect(within(table).getByText('Daily')).toBeInTheDocument();
    expect(api.bodies('PUT', '/me/saved-searches/ss-1')).toEqual([{ name: 'Math in Tampa', frequency: 'daily', query: savedSearch().query }]);
  });

  it('deletes one after asking, in Spanish, and then links to the board', async () => {
    await act(() => setLanguage('es'));
    const api = fakeJobsApi({ user: ANA, savedSearches: [savedSearch({ name: 'Ciencias', mailedAt: '2027-04-08T13:00:00Z' })] });
    const { user } = renderApp('/teacher/saved-searches');
    const table = await screen.findByRole('table', { name: 'Búsquedas guardadas' }, LOAD);
    expect(within(table).getByText('Cada semana')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Eliminar: Ciencias' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar “Ciencias”?' });
    expect(dialog).toHaveTextContent('Dejarás de recibir sus correos.');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar la búsqueda' }));

    expect(await screen.findByText('Todavía no tienes búsquedas guardadas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Busca en la bolsa de empleo y guarda una búsqueda' })).toHaveAttribute('href', '/vacancies');
    expect(api.sent('/me/saved-searches/ss-1')).toEqual(['DELETE /me/saved-searches/ss-1']);
  });
});
