import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fakeSchoolApi, signOut } from './test/fake-school-api';

afterEach(() => signOut());

// The first test also waits for the pages' chunks and texts to load.
const LOAD = { timeout: 10_000 };

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
/** titles are the row headers of the table named `name`, as it is now. */
const titles = (name: string) => texts(within(screen.getByRole('table', { name })).getAllByRole('rowheader'));
const VACANCIES = "Your district's vacancies";
const INBOX = "Applications to your district's vacancies";

describe('schools find their work', { timeout: 60_000 }, () => {
  it('searches, filters and sorts the vacancies in the URL, and offers a reset when none match', async () => {
    const api = fakeSchoolApi();
    // A reload keeps the order the address names.
    const { user, location } = renderApp('/school/vacancies?sort=deadline');
    await screen.findByRole('table', { name: VACANCIES }, LOAD);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Closing soonest');
    await waitFor(() => expect(titles(VACANCIES)).toEqual(['Science Teacher', 'Math Teacher']), LOAD);
    expect(api.sent('/school/vacancies')).toContain('GET /school/vacancies?sort=deadline&pageSize=10');

    // The district's schools, as the dashboard lists them.
    const school = screen.getByRole('combobox', { name: 'School' });
    await within(school).findByRole('option', { name: 'Sligh Middle Magnet School' }, LOAD);
    expect(texts(within(school).getAllByRole('option'))).toEqual(['All schools', 'Plant High School', 'Sligh Middle Magnet School']);
    await user.selectOptions(school, 'Sligh Middle Magnet School');
    expect(location()).toBe('/school/vacancies?schoolId=s-3&sort=deadline');
    await waitFor(() => expect(titles(VACANCIES)).toEqual(['Science Teacher']), LOAD);

    await user.type(screen.getByRole('searchbox', { name: 'Position or school' }), 'math');
    await user.click(within(screen.getByRole('search', { name: 'Search the vacancies' })).getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/school/vacancies?q=math&schoolId=s-3&sort=deadline');
    expect(await screen.findByText('No vacancies match.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // The reset clears the search and the filters, and keeps the order.
    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    expect(location()).toBe('/school/vacancies?sort=deadline');
    await waitFor(() => expect(titles(VACANCIES)).toEqual(['Science Teacher', 'Math Teacher']), LOAD);
    expect(screen.getByRole('searchbox', { name: 'Position or school' })).toHaveValue('');
    expect(school).toHaveDisplayValue('All schools');

    await user.selectOptions(sort, 'Most applicants');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Open vacancies');
    expect(location()).toBe('/school/vacancies?status=open&sort=applicants');
    await waitFor(() => expect(titles(VACANCIES)).toEqual(['Math Teacher']), LOAD);
    expect(api.sent('/school/vacancies').at(-1)).toBe('GET /school/vacancies?status=open&sort=applicants&pageSize=10');
    // Newest first is the order when none is named.
    await user.selectOptions(sort, 'Newest first');
    expect(location()).toBe('/school/vacancies?status=open');
  });

  it("links each of the dashboard's counts to the list it counts, named for where it leads", async () => {
    fakeSchoolApi();
    const { user, location } = renderApp('/school/dashboard');
    const glance = await screen.findByRole('region', { name: 'At a glance' }, LOAD);
    const links = [...within(glance).getAllByRole('link'), ...within(screen.getByRole('region', { name: 'Applications by status' })).getAllByRole('link')];
    expect(links.map((link) => [link.textContent, link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['2', '2 open vacancies: see the list', '/school/vacancies?status=open'],
      ['3', '3 applications in the last 7 days: see the list', '/school/applications?appliedWithinDays=7'],
      ['4', '4 applications with the status Pending: see the list', '/school/applications?status=pending'],
      ['1', '1 application with the status On-Hold: see the list', '/school/applications?status=on-hold'],
      ['2', '2 applications with the status Candidate: see the list', '/school/applications?status=candidate'],
      ['0', '0 applications with the status Interview: see the list', '/school/applications?status=interview'],
      ['0', '0 applications with the status Offered: see the list', '/school/applications?status=offered'],
      ['0', '0 applications with the status Hired: see the list', '/school/applications?status=hired'],
      ['0', '0 applications with the status Not selected: see the list', '/school/applications?status=not_selected'],
      ['1', '1 application with the status Withdrawn: see the list', '/school/applications?status=withdrawn'],
    ]);

    await user.click(screen.getByRole('link', { name: '4 applications with the status Pending: see the list' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' }, LOAD)).toBeInTheDocument();
    expect(location()).toBe('/school/applications?status=pending');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Pending');
    await waitFor(() => expect(titles(INBOX)).toEqual(['Cleo Diaz', 'Ana Cruz']), LOAD);

    await user.click(within(screen.getByRole('navigation', { name: 'Your TeachBay' })).getByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('link', { name: '2 open vacancies: see the list' }, LOAD));
    expect(await screen.findByRole('combobox', { name: 'Show' }, LOAD)).toHaveDisplayValue('Open vacancies');
    await waitFor(() => expect(titles(VACANCIES)).toEqual(['Math Teacher']), LOAD);
  });

  it("lists every application of the district, newest first, with the way to each and to its vacancy's applicants", async () => {
    const api = fakeSchoolApi();
    const { user, location } = renderApp('/school/applications');
    const table = await screen.findByRole('table', { name: INBOX }, LOAD);
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(texts(within(header).getAllByRole('columnheader'))).toEqual([
      'Teacher', 'Position', 'School', 'Date applied', 'Status', 'Score', 'Application',
    ]);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, ...texts(within(row).getAllByRole('cell')).slice(0, 5)])).toEqual([
      ['Eva Lopez', 'Science Teacher', 'Sligh Middle Magnet School', 'Apr 12, 2027', 'On-Hold', '64%'],
      ['Cleo Diaz', 'Math Teacher', 'Plant High School', 'Apr 11, 2027', 'Pending', 'N/A'],
      ['Ana Cruz', 'Math Teacher', 'Plant High School', 'Apr 10, 2027', 'Pending', '72%'],
      ['Dan Webb', 'Math Teacher', 'Plant High School', 'Apr 9, 2027', 'Withdrawn', '80%'],
      ['Ben Ortiz', 'Math Teacher', 'Plant High School', 'Apr 8, 2027', 'Candidate', '92%'],
    ]);
    expect(screen.getByText('5 applications. Page 1 of 1')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Applicants for Science Teacher' })).toHaveAttribute('href', '/school/vacancies/v-2/applicants');
    expect(within(rows[0]).getByRole('link', { name: 'Eva Lopez' })).toHaveAttribute('href', '/school/applications/a-5');

    // Each filter and the order go to the URL, and from there to the API.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    const vacancy = screen.getByRole('combobox', { name: 'Vacancy' });
    await within(vacancy).findByRole('option', { name: 'Math Teacher (Plant High School)' }, LOAD);
    expect(texts(within(vacancy).getAllByRole('option'))).toEqual([
      'All vacancies', 'Math Teacher (Plant High School)', 'Science Teacher (Sligh Middle Magnet School)',
    ]);
    await user.selectOptions(vacancy, 'Math Teacher (Plant High School)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Best match first');
    await user.click(screen.getByRole('checkbox', { name: 'Applied in the last 7 days' }));
    expect(location()).toBe('/school/applications?status=pending&vacancyId=v-1&appliedWithinDays=7&sort=score');
    expect(api.sent('/school/applications').at(-1)).toBe(
      'GET /school/applications?status=pending&vacancyId=v-1&appliedWithinDays=7&sort=score&pageSize=10',
    );
    await waitFor(() => expect(titles(INBOX)).toEqual(['Ana Cruz', 'Cleo Diaz']), LOAD);

    await user.click(screen.getByRole('link', { name: 'View application: Ana Cruz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Cruz' }, LOAD)).toBeInTheDocument();
    expect(location()).toBe('/school/applications/a-1');
  });

  it('says when no application matches, and shows them all again', async () => {
    fakeSchoolApi();
    const { user, location } = renderApp('/school/applications?status=withdrawn&vacancyId=v-2&appliedWithinDays=7');
    expect(await screen.findByText('No applications match.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Withdrawn');
    expect(screen.getByRole('checkbox', { name: 'Applied in the last 7 days' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Vacancy' })).toHaveDisplayValue('Science Teacher (Sligh Middle Magnet School)'), LOAD);
    await user.click(screen.getByRole('button', { name: 'Show every application' }));
    expect(location()).toBe('/school/applications');
    await waitFor(() => expect(titles(INBOX)).toHaveLength(5), LOAD);
    expect(screen.getByRole('checkbox', { name: 'Applied in the last 7 days' })).not.toBeChecked();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeSchoolApi();
    const { user } = renderApp('/school/dashboard');
    const pending = await screen.findByRole('link', { name: '4 postulaciones con el estado Pendiente: ver la lista' }, LOAD);
    expect(screen.getByRole('link', { name: '1 postulación con el estado En espera: ver la lista' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 postulaciones en los últimos 7 días: ver la lista' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 vacantes abiertas: ver la lista' })).toBeInTheDocument();

    await user.click(pending);
    const table = await screen.findByRole('table', { name: 'Postulaciones a las vacantes de tu distrito' }, LOAD);
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Docente', 'Puesto', 'Escuela', 'Fecha de postulación', 'Estado', 'Puntuación', 'Postulación',
    ]);
    expect(within(table).getByRole('link', { name: 'Ver postulación: Ana Cruz' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Recibidas en los últimos 7 días' })).not.toBeChecked();
    expect(texts(within(screen.getByRole('combobox', { name: 'Ordenar por' })).getAllByRole('option'))).toEqual([
      'Más recientes primero', 'Mayor compatibilidad primero',
    ]);

    await user.click(within(screen.getByRole('navigation', { name: 'Tu TeachBay' })).getByRole('link', { name: 'Vacantes' }));
    expect(await screen.findByRole('search', { name: 'Buscar vacantes' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Puesto o escuela' })).toBeInTheDocument();
    expect(texts(within(screen.getByRole('combobox', { name: 'Ordenar por' })).getAllByRole('option'))).toEqual([
      'Más recientes primero', 'Cierre más próximo', 'Más postulantes',
    ]);
  });
});
