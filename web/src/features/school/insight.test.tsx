import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rangeOf } from '@/components/hiring-analytics/period';
import { initI18n } from '@/lib/i18n';
import { NO_ANALYTICS } from '@/test/api/fixtures';
import { renderApp } from '@/test/render-app';
import { fakeSchoolApi, signOut } from './test/fake-school-api';

afterEach(() => {
  signOut();
});

// The first test also waits for the pages' chunks and texts to load.
const LOAD = { timeout: 10_000 };

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
const rowsOf = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe("the school dashboard's analytics", { timeout: 30_000 }, () => {
  it('shows how the district answers, a chart whose text says its numbers, the table beside it, each vacancy, and keeps the period in the URL', async () => {
    const api = fakeSchoolApi();
    const { user, location } = renderApp('/school/dashboard');
    const section = await screen.findByRole('region', { name: 'How your district answers applicants' }, LOAD);
    const figures = await within(section).findAllByRole('definition');
    expect(texts(within(section).getAllByRole('term'))).toEqual(['Applications', 'Answered within 14 days', 'Median time to a first answer']);
    expect(texts(figures)).toEqual(['40', '75%', '3.5 days']);
    expect(within(section).getByText('Your district answered 30 of them.')).toBeInTheDocument();
    expect(within(section).getByRole('img')).toHaveAccessibleName(
      'Applications by status now: Pending: 10, On-Hold: 6, Candidate: 8, Interview: 4, Offered: 2, Hired: 3, Not selected: 5, Withdrawn: 2.',
    );
    expect(rowsOf(within(section).getByRole('table', { name: 'Where the applications stand now' }))).toEqual([
      ['Pending', '10', '25%'], ['On-Hold', '6', '15%'], ['Candidate', '8', '20%'], ['Interview', '4', '10%'],
      ['Offered', '2', '5%'], ['Hired', '3', '8%'], ['Not selected', '5', '13%'], ['Withdrawn', '2', '5%'],
    ]);
    expect(rowsOf(within(section).getByRole('table', { name: 'Median time at each step' }))).toEqual([
      ['Pending', '3.5 days'], ['On-Hold', '6 days'], ['Candidate', '8.5 days'], ['Interview', '1 day'], ['Offered', 'No data yet'],
    ]);
    const vacancies = within(section).getByRole('table', { name: 'Applications to each vacancy' });
    expect(rowsOf(vacancies)[1]).toEqual(['Math Teacher', '28', '6', '4', '6', '3', '2', '2', '3', '2']);
    expect(within(vacancies).getByRole('link', { name: 'Math Teacher' })).toHaveAttribute('href', '/school/vacancies/v-1/applicants');
    // A year, the API's own period, is asked without dates.
    expect(api.sent('/school/analytics')).toEqual(['GET /school/analytics']);

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Period' }), 'Last 30 days');
    expect(location()).toBe('/school/dashboard?days=30');
    const { from, to } = rangeOf('30');
    await waitFor(() => expect(api.sent('/school/analytics').at(-1)).toBe(`GET /school/analytics?from=${from}&to=${to}`));
  });

  it('reads the period from the URL, and says when there were no applications in it', async () => {
    const api = fakeSchoolApi();
    api.state.analytics = NO_ANALYTICS;
    renderApp('/school/dashboard?days=90');
    const section = await screen.findByRole('region', { name: 'How your district answers applicants' }, LOAD);
    expect(await within(section).findByText('No applications were sent in this period.')).toBeInTheDocument();
    expect(within(section).getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Last 90 days');
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    const { from, to } = rangeOf('90');
    expect(api.sent('/school/analytics')).toEqual([`GET /school/analytics?from=${from}&to=${to}`]);
  });

  it('writes its numbers in Spanish', async () => {
    await initI18n('es');
    fakeSchoolApi();
    renderApp('/school/dashboard');
    const section = await screen.findByRole('region', { name: 'Cómo responde tu distrito a los postulantes' }, LOAD);
    expect(texts(await within(section).findAllByRole('definition'))).toEqual(['40', '75\u00a0%', '3,5 días']);
    expect(within(section).getByRole('img')).toHaveAccessibleName(expect.stringMatching(/^Postulaciones por estado actual: Pendiente: 10, En espera: 6,/));
    expect(rowsOf(within(section).getByRole('table', { name: 'Tiempo mediano en cada etapa' }))[3]).toEqual(['En entrevista', '1 día']);
  });
});

describe('the school settings', { timeout: 30_000 }, () => {
  it('turns the daily digest off and on again, says it saved, and says when it could not', async () => {
    const api = fakeSchoolApi();
    const { user } = renderApp('/school/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Settings' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, LOAD)).toBeInTheDocument();
    const digest = await screen.findByRole('region', { name: 'Daily applicant digest' });
    expect(within(digest).getByText(/applications still pending after 14 days or more/)).toBeInTheDocument();
    const box = await within(digest).findByRole('checkbox', { name: 'Send me the daily applicant digest' });
    expect(box).toBeChecked();

    await user.click(box);
    await user.click(within(digest).getByRole('button', { name: 'Save e-mail settings' }));
    expect(await within(digest).findByText('Saved.')).toBeInTheDocument();
    expect(api.bodies('PUT', '/me/notifications')).toEqual([{ dailyApplicantDigest: false }]);

    api.reply('PUT /me/notifications', { status: 500, body: { code: 'internal', message: 'boom' } });
    await user.click(box);
    await user.click(within(digest).getByRole('button', { name: 'Save e-mail settings' }));
    expect(await within(digest).findByRole('alert')).toHaveTextContent('We could not save your setting. Please try again in a moment.');
    expect(api.state.notifications).toEqual({ dailyApplicantDigest: false });

    await user.click(within(digest).getByRole('button', { name: 'Save e-mail settings' }));
    expect(await within(digest).findByText('Saved.')).toBeInTheDocument();
    expect(api.state.notifications).toEqual({ dailyApplicantDigest: true });
    // The account's language and sessions moved here from the dashboard.
    expect(screen.getByRole('region', { name: 'Language' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeSchoolApi();
    renderApp('/school/settings');
    const digest = await screen.findByRole('region', { name: 'Resumen diario de postulantes' }, LOAD);
    expect(await within(digest).findByRole('checkbox', { name: 'Enviarme el resumen diario de postulantes' })).toBeChecked();
    expect(within(digest).getByText(/Si no hay nada nuevo, no se envía ningún correo/)).toBeInTheDocument();
  });
});
