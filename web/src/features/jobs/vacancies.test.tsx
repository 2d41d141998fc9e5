import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { ANA, ELIGIBLE, fakeJobsApi, page, SAM, signOut, vacancy } from './test/fake-jobs-api';

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

const lastRequest = (api: ReturnType<typeof fakeJobsApi>, path: string) => api.sent(path).at(-1);
// The page's own status line (the header's search has one too).
const pageStatus = () => within(screen.getByRole('main')).getByRole('status');

describe('the job board', { timeout: 20_000 }, () => {
  it('lists a page of vacancies and reads its search and filter from the URL', async () => {
    const api = fakeJobsApi({ vacancies: page([vacancy()], 25) });
    renderApp('/vacancies?q=math&level=high');
    const table = await screen.findByRole('table', { name: 'Vacancies' }, LOAD);
    const [header, first] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Position', 'School Name', 'Last Date to Apply', 'Actions',
    ]);
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Math Teacher');
    expect(within(first).getByText('Plant High School')).toBeInTheDocument();
    // A calendar date: the same day wherever the visitor is.
    expect(within(first).getByText('May 31, 2027')).toHaveAttribute('datetime', '2027-05-31');
    expect(within(first).getByRole('link', { name: 'View details: Math Teacher' })).toHaveAttribute('href', '/vacancies/v-1');

    expect(pageStatus()).toHaveTextContent('25 vacancies found. Page 1 of 3');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('searchbox', { name: 'Job title' })).toHaveValue('math');
    expect(await screen.findByRole('option', { name: 'High school' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Educational level' })).toHaveValue('high');
    expect(lastRequest(api, '/vacancies')).toBe('GET /vacancies?q=math&level=high&page=1&pageSize=10');
  });

  it('puts the filter in the URL from page 1 on Apply, and takes it out on Reset', async () => {
    const api = fakeJobsApi({ vacancies: page([vacancy()], 25) });
    const { user, location } = renderApp('/vacancies?q=math&page=2');
    const filter = () => screen.getByRole('form', { name: 'Advanced filter' });
    await screen.findByRole('option', { name: 'Gibbs High School' }, LOAD);
    await user.selectOptions(within(filter()).getByRole('combobox', { name: 'School' }), 'Gibbs High School');
    await user.selectOptions(within(filter()).getByRole('combobox', { name: 'Educational level' }), 'High school');
    await user.selectOptions(within(filter()).getByRole('combobox', { name: 'Subject expertise' }), 'Mathematics');
    expect(location()).toBe('/vacancies?q=math&page=2');
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));

    expect(location()).toBe('/vacancies?q=math&school=s-2&level=high&subject=math');
    await waitFor(() => expect(lastRequest(api, '/vacancies')).toBe('GET /vacancies?q=math&school=s-2&level=high&subject=math&page=1&pageSize=10'));
    expect(within(filter()).getByRole('combobox', { name: 'Subject expertise' })).toHaveValue('math');

    await user.click(within(filter()).getByRole('button', { name: 'Reset' }));
    expect(location()).toBe('/vacancies?q=math');
    expect(within(filter()).getByRole('combobox', { name: 'Educational level' })).toHaveValue('');
  });

  it('searches by job title from page 1, and pages with Next and Previous', async () => {
    const api = fakeJobsApi({ vacancies: page([vacancy()], 25) });
    const { user, location } = renderApp('/vacancies?level=high');
    const pages = await screen.findByRole('navigation', { name: 'Pages' }, LOAD);
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/vacancies?level=high&page=2');
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 3'));
    expect(lastRequest(api, '/vacancies')).toBe('GET /vacancies?level=high&page=2&pageSize=10');

    const search = screen.getByRole('search', { name: 'Search vacancies' });
    await user.type(within(search).getByRole('searchbox', { name: 'Job title' }), 'science teacher');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/vacancies?q=science+teacher&level=high');
  });

  it('says so when no vacancy matches, or when the vacancies cannot be loaded', async () => {
    const api = fakeJobsApi({ vacancies: page([]) });
    api.reply('GET /vacancies', { status: 400, body: { code: 'validation_failed', message: 'x', fields: { level: 'invalid' } } });
    const { user } = renderApp('/vacancies?level=x');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('This search cannot be run. Reset the filter and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(pageStatus()).toHaveTextContent('No vacancies match your search.'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeJobsApi({ vacancies: page([vacancy()], 25) });
    renderApp('/vacancies');
    const table = await screen.findByRole('table', { name: 'Vacantes' }, LOAD);
    expect(within(table).getByRole('columnheader', { name: 'Fecha límite para postularse' })).toBeInTheDocument();
    expect(within(table).getByText('31 may 2027')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ver detalles: Math Teacher' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toHaveTextContent('Página 1 de 3');
    expect(screen.getByRole('button', { name: 'Restablecer' })).toBeInTheDocument();
  });
});

describe('a vacancy', { timeout: 20_000 }, () => {
  it('shows a visitor its overview and a link to log in and come back, without asking who is signed in', async () => {
    const api = fakeJobsApi();
    renderApp('/vacancies/v-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Math Teacher' }, LOAD)).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Overview' });
    const facts = within(overview).getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual([
      'Plant High School', 'Hillsborough County Public Schools', 'Full-time', 'High school', 'Mathematics',
      'Title I school', 'A Florida teaching certificate', '3 years', 'Apr 1, 2027', 'May 31, 2027', 'Open for applications',
    ]);
    expect(screen.getByRole('region', { name: 'Requirements' })).toHaveTextContent('A bachelor’s degree.');
    expect(screen.getByRole('link', { name: 'Log in to apply' })).toHaveAttribute('href', '/user/login?next=%2Fvacancies%2Fv-1');
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(api.sent('/auth/me')).toEqual([]);
  });

  it('says a vacancy that asks for no experience has no minimum, not "0 years", in both languages', async () => {
    fakeJobsApi({ vacancy: vacancy({ minYearsExperience: 0 }) });
    const { unmount } = renderApp('/vacancies/v-1');
    const experience = async (term: string) => {
      const overview = await screen.findByRole('region', { name: /Overview|Resumen/ }, LOAD);
      return within(overview).getByText(term).nextElementSibling;
    };
    expect(await experience('Minimum experience')).toHaveTextContent(/^No minimum$/);
    unmount();
    await initI18n('es');
    renderApp('/vacancies/v-1');
    expect(await experience('Experiencia mínima')).toHaveTextContent(/^Sin mínimo$/);
  });

  it('tells a teacher whose profile is incomplete what is missing, and links to the first item', async () => {
    fakeJobsApi({
      user: ANA,
      vacancy: vacancy({
        eligibility: {
          eligible: false,
          checklist: { resume: false, presentation: true, lessonPlan: true, certifications: false, evaluation: true, references: true },
          missing: ['profile.city', 'resume', 'certification', 'disclosures.criminal'],
        },
        applicationId: null,
        score: null,
      }),
    });
    renderApp('/vacancies/v-1');
    const checklist = await screen.findByRole('list', { name: 'Requirements checklist' }, LOAD);
    expect(within(checklist).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '✗ Résumé (missing)', '✓ Presentation video (done)', '✓ Sample lesson plan (done)',
      '✗ Certifications (missing)', '✓ Recent evaluation (done)', '✓ References (done)',
    ]);
    const missing = screen.getByRole('list', { name: 'You need to complete your profile to apply.' });
    expect(within(missing).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['City', '/teacher/profile#city'],
      ['Résumé', '/teacher/profile#resume'],
      ['At least one certification', '/teacher/profile#certification'],
      ['Disclosures: criminal information', '/teacher/disclosures?step=criminal'],
    ]);
    expect(screen.getByRole('link', { name: 'Update profile' })).toHaveAttribute('href', '/teacher/profile#city');
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/matched to this job/)).not.toBeInTheDocument();
  });

  it('lets an eligible teacher apply once they confirm, then links to the application', async () => {
    const api = fakeJobsApi({ user: ANA, vacancy: vacancy(ELIGIBLE) });
    const { user } = renderApp('/vacancies/v-1');
    expect(await screen.findByText('Congratulations, you are eligible to apply!', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('You are 72% matched to this job')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply for Math Teacher?' });
    expect(api.sent('/applications')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, apply' }));

    expect(await screen.findByText('Your application has been sent.')).toBeInTheDocument();
    expect(screen.getByText('Your application has been sent.').parentElement).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View application' })).toHaveAttribute('href', '/teacher/applications/a-9');
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    const post = api.state.requests.find((request) => request.method === 'POST');
    expect(post).toMatchObject({ path: '/applications', body: { vacancyId: 'v-1' } });
    expect(post?.headers['X-Requested-With']).toBeTruthy();
  });

  it('says why an application was refused', async () => {
    const api = fakeJobsApi({ user: ANA, vacancy: vacancy(ELIGIBLE) });
    api.reply('POST /applications', { status: 410, body: { code: 'gone', message: 'closed' } });
    api.reply('POST /applications', { status: 409, body: { code: 'conflict', message: 'exists' } });
    const { user } = renderApp('/vacancies/v-1');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }, LOAD));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This vacancy is closed.');

    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, apply' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You have already applied to this vacancy.'));
    // The vacancy is fetched again after each refusal, to show what changed.
    expect(api.sent('/vacancies/v-1').length).toBeGreaterThanOrEqual(3);
  });

  it('asks a teacher whose address is not confirmed to confirm it, and sends the link again', async () => {
    const api = fakeJobsApi({ user: { ...ANA, emailVerified: false }, vacancy: vacancy(ELIGIBLE) });
    api.reply('POST /auth/verify-email/resend', { status: 202, body: { message: 'sent' } });
    api.reply('POST /auth/verify-email/resend', { status: 429, body: { code: 'rate_limited', message: 'x' } });
    const { user } = renderApp('/vacancies/v-1');
    const apply = await screen.findByRole('complementary', { name: 'Apply for this job' }, LOAD);
    expect(await within(apply).findByText('Confirm your e-mail to apply')).toBeInTheDocument();
    expect(within(apply).getByText(/follow the link we sent to ana@example.com/)).toBeInTheDocument();
    expect(within(apply).queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();

    await user.click(within(apply).getByRole('button', { name: 'Send the link again' }));
    expect(await within(apply).findByText(/^We sent a new link to ana@example.com/)).toBeInTheDocument();
    expect(api.sent('/auth/verify-email/resend')).toEqual(['POST /auth/verify-email/resend']);
    await user.click(within(apply).getByRole('button', { name: 'Send the link again' }));
    expect(await within(apply).findByRole('alert')).toHaveTextContent('You have asked for several links in a short time.');
    expect(api.sent('/applications')).toEqual([]);
    // Confirmed in the mail's tab, the teacher comes back: Apply now shows.
    api.state.user = { ...ANA };
    fireEvent.focus(window);
    expect(await within(apply).findByRole('button', { name: 'Apply now' })).toBeInTheDocument();
    expect(within(apply).queryByText('Confirm your e-mail to apply')).not.toBeInTheDocument();
  });

  it('asks for the confirmation in Spanish', async () => {
    await initI18n('es');
    const api = fakeJobsApi({ user: { ...ANA, emailVerified: false }, vacancy: vacancy(ELIGIBLE) });
    api.reply('POST /auth/verify-email/resend', { status: 202, body: { message: 'sent' } });
    const { user } = renderApp('/vacancies/v-1');
    expect(await screen.findByText('Confirma tu correo electrónico para postularte', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Postularse ahora' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace de nuevo' }));
    expect(await screen.findByText(/^Enviamos un enlace nuevo a ana@example.com/)).toBeInTheDocument();
  });

  it('shows a school user the vacancy without a way to apply', async () => {
    fakeJobsApi({ user: SAM });
    renderApp('/vacancies/v-1');
    expect(await screen.findByRole('region', { name: 'Overview' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Apply for this job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to apply' })).not.toBeInTheDocument();
  });

  it('says when the vacancy does not exist', async () => {
    fakeJobsApi();
    renderApp('/vacancies/v-404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy not found' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all vacancies' })).toHaveAttribute('href', '/vacancies');
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeJobsApi({ user: ANA, vacancy: vacancy(ELIGIBLE) });
    renderApp('/vacancies/v-1');
    expect(await screen.findByRole('button', { name: 'Postularse ahora' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('¡Felicidades, cumples los requisitos para postularte!')).toBeInTheDocument();
    expect(screen.getByText('Tienes un 72 % de compatibilidad con esta vacante')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Resumen' })).getByText('Tiempo completo')).toBeInTheDocument();
  });
});
