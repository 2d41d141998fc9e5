import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { ANA, boardRow, ELIGIBLE, fakeJobsApi, page, SAM, signOut, vacancy } from './test/fake-jobs-api';

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

  it('puts the filter and the order in the URL from page 1 on Apply, and takes them out on Reset', async () => {
    const api = fakeJobsApi({ vacancies: page([vacancy()], 25) });
    const { user, location } = renderApp('/vacancies?q=math&page=2');
    const filter = () => screen.getByRole('form', { name: 'Advanced filter' });
    const field = (name: string) => within(filter()).getByRole('combobox', { name });
    await screen.findByRole('option', { name: 'Gibbs High School' }, LOAD);
    expect(within(field('District')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any', 'Hillsborough County Public Schools', 'Pinellas County Schools',
    ]);
    // A district offers its own schools; a school of another district is let go.
    await user.selectOptions(field('School'), 'Gibbs High School');
    await user.selectOptions(field('District'), 'Hillsborough County Public Schools');
    expect(field('School')).toHaveValue('');
    expect(within(field('School')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Plant High School']);
    await user.selectOptions(field('District'), 'Pinellas County Schools');
    await user.selectOptions(field('School'), 'Gibbs High School');
    await user.selectOptions(field('Educational level'), 'High school');
    await user.selectOptions(field('Subject expertise'), 'Mathematics');
    expect(field('Sort')).toHaveValue('newest');
    await user.selectOptions(field('Sort'), 'Closing soonest');
    expect(location()).toBe('/vacancies?q=math&page=2');
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));

    expect(location()).toBe('/vacancies?q=math&district=o-pinellas&school=s-2&level=high&subject=math&sort=deadline');
    await waitFor(() =>
      expect(lastRequest(api, '/vacancies')).toBe(
        'GET /vacancies?q=math&district=o-pinellas&school=s-2&level=high&subject=math&sort=deadline&page=1&pageSize=10',
      ));
    expect(field('Subject expertise')).toHaveValue('math');
    expect(field('Sort')).toHaveValue('deadline');

    await user.click(within(filter()).getByRole('button', { name: 'Reset' }));
    expect(location()).toBe('/vacancies?q=math');
    expect(field('Educational level')).toHaveValue('');
    expect(field('District')).toHaveValue('');
    expect(field('Sort')).toHaveValue('newest');
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

  it('moves to the top of the results, and the focus to them, on another page', async () => {
    fakeJobsApi({ vacancies: page([vacancy()], 25) });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, location } = renderApp('/vacancies');
    const pages = await screen.findByRole('navigation', { name: 'Pages' }, LOAD);
    const results = screen.getByRole('region', { name: 'Search results' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/vacancies?page=2');
    expect(results).toHaveFocus();
    expect(scrolled.mock.contexts.at(-1)).toBe(results);
    // The status line, at the top of the results, says what the new page is.
    await waitFor(() => expect(within(results).getByRole('status')).toHaveTextContent('25 vacancies found. Page 2 of 3'));
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(location()).toBe('/vacancies');
    expect(results).toHaveFocus();
  });

  it('offers the last page for a page past the end, instead of an empty table', async () => {
    fakeJobsApi({ vacancies: page([], 25, 99) });
    const { user, location } = renderApp('/vacancies?level=high&page=99');
    expect(await screen.findByText('There is no page 99; the last is page 3.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to page 3' }));
    expect(location()).toBe('/vacancies?level=high&page=3');
  });

  it("shows a signed-in teacher, in her area, her match and a mark on what she applied to that leads to it", async () => {
    const api = fakeJobsApi({
      user: ANA,
      vacancies: page([boardRow({ id: 'v-1' }, 72, 'a-1'), boardRow({ id: 'v-2', position: 'Art Teacher' }, null)], 2),
    });
    renderApp('/teacher/vacancies?subject=math');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancies' }, LOAD)).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Your TeachBay' });
    expect(within(sidebar).getByRole('link', { name: 'Vacancies' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Vacancies' });
    const [header, math, art] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Position', 'School Name', 'Match', 'Last Date to Apply', 'Actions',
    ]);
    expect(within(math).getByText('72%')).toHaveAttribute('data-label', 'Match');
    const applied = within(math).getByRole('link', { name: 'Applied: see your application for Math Teacher' });
    expect(applied).toHaveTextContent('Applied');
    expect(applied).toHaveAttribute('href', '/teacher/applications/a-1');
    // Her score waits for a complete profile; she has not applied to this one.
    expect(within(art).getByText('N/A')).toHaveAttribute('data-label', 'Match');
    expect(within(art).queryByRole('link', { name: /^Applied/ })).not.toBeInTheDocument();
    expect(lastRequest(api, '/vacancies')).toBe('GET /vacancies?subject=math&page=1&pageSize=10');
  });

  it('asks who is signed in before the public board, so that a teacher reads her match there too', async () => {
    const api = fakeJobsApi({ user: ANA, vacancies: page([boardRow({}, 72, 'a-1')]) });
    renderApp('/vacancies');
    const table = await screen.findByRole('table', { name: 'Vacancies' }, LOAD);
    expect(within(table).getByRole('columnheader', { name: 'Match' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Applied: see your application for Math Teacher' })).toBeInTheDocument();
    expect(api.sent('/auth/me')).not.toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Your TeachBay' })).not.toBeInTheDocument();
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
    expect(screen.getByRole('combobox', { name: 'Distrito' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Ordenar' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Más recientes', 'Próximas a cerrar',
    ]);
  });

  it('speaks Spanish to a teacher', async () => {
    await initI18n('es');
    fakeJobsApi({ user: ANA, vacancies: page([boardRow({}, 72, 'a-1')], 1) });
    renderApp('/teacher/vacancies');
    const table = await screen.findByRole('table', { name: 'Vacantes' }, LOAD);
    expect(within(table).getByRole('columnheader', { name: 'Compatibilidad' })).toBeInTheDocument();
    expect(within(table).getByText('72 %')).toBeInTheDocument();
    const applied = within(table).getByRole('link', { name: 'Ya te postulaste: ver tu postulación a Math Teacher' });
    expect(applied).toHaveTextContent('Ya te postulaste');
  });

  it('says in Spanish that a page is past the end', async () => {
    await initI18n('es');
    fakeJobsApi({ vacancies: page([], 25, 99) });
    renderApp('/vacancies?page=99');
    expect(await screen.findByText('No existe la página 99; la última es la página 3.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página 3' })).toHaveAttribute('href', '/vacancies?page=3');
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
      '✗ Resume (missing)', '✓ Presentation video (done)', '✓ Sample lesson plan (done)',
      '✗ Certifications (missing)', '✓ Recent evaluation (done)', '✓ References (done)',
    ]);
    const missing = screen.getByRole('list', { name: 'You need to complete your profile to apply.' });
    expect(within(missing).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['City', '/teacher/profile#city'],
      ['Resume', '/teacher/profile#resume'],
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

  it('says why an application was refused; a vacancy closed meanwhile says so once, with no way to apply', async () => {
    const api = fakeJobsApi({ user: ANA, vacancy: vacancy(ELIGIBLE) });
    // A conflict without the application that exists is a server older than docs/api.md "Found by new users".
    api.reply('POST /applications', { status: 409, body: { code: 'conflict', message: 'exists' } });
    api.reply('POST /applications', { status: 410, body: { code: 'gone', message: 'closed' } });
    const { user } = renderApp('/vacancies/v-1');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }, LOAD));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already applied to this vacancy.');

    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, apply' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This vacancy is closed.'));
    expect(screen.getAllByText('This vacancy is closed.')).toHaveLength(1);
    expect(screen.queryByText('Congratulations, you are eligible to apply!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
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
