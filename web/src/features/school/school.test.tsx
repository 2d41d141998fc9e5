import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fakeSchoolApi, signOut } from './test/fake-school-api';

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

// The first test also waits for the pages' chunks and texts to load.
const LOAD = { timeout: 10_000 };

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
const cells = (row: HTMLElement) => texts(within(row).getAllByRole('cell'));

describe('the school portal', { timeout: 60_000 }, () => {
  it('takes a recruiter from the dashboard to a new vacancy, then ranks the applicants and moves one on', async () => {
    const api = fakeSchoolApi();
    const { user, location } = renderApp('/school/dashboard');
    // Long texts are pasted: typing them key by key adds seconds and tests nothing more.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };

    // The dashboard: the district's numbers, and the portal's sidebar.
    expect(await screen.findByRole('heading', { level: 1, name: 'Hillsborough County Public Schools dashboard' }, LOAD)).toBeInTheDocument();
    expect(texts(within(screen.getByRole('region', { name: 'At a glance' })).getAllByRole('definition'))).toEqual(['2', '3']);
    const byStatus = screen.getByRole('region', { name: 'Applications by status' });
    expect(texts(within(byStatus).getAllByRole('term'))).toEqual(['Pending', 'On-Hold', 'Candidate', 'Interview', 'Offered', 'Hired', 'Not selected', 'Withdrawn']);
    expect(texts(within(byStatus).getAllByRole('definition'))).toEqual(['4', '1', '2', '0', '0', '0', '0', '1']);
    const sidebar = () => screen.getByRole('navigation', { name: 'Your TeachBay' });
    expect(within(sidebar()).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/school/dashboard'],
      ['Vacancies', '/school/vacancies'],
      ['Applications', '/school/applications'],
      ['Our schools', '/school/schools'],
      ['Post a vacancy', '/school/vacancies/new'],
      ['Settings', '/school/settings'],
    ]);

    // The vacancies, filtered by status in the URL.
    await user.click(screen.getByRole('link', { name: 'See your vacancies' }));
    const table = await screen.findByRole('table', { name: "Your district's vacancies" }, LOAD);
    const [header, first] = within(table).getAllByRole('row');
    expect(texts(within(header).getAllByRole('columnheader'))).toEqual([
      'Position', 'School', 'Last date to apply', 'Applicants', 'Status', 'Actions',
    ]);
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Math Teacher');
    expect(cells(first).slice(0, 4)).toEqual(['Plant High School', 'May 31, 2027', '3', 'Open']);
    expect(within(first).getByRole('link', { name: 'Edit: Math Teacher' })).toHaveAttribute('href', '/school/vacancies/v-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Closed vacancies');
    expect(location()).toBe('/school/vacancies?status=closed');
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Science Teacher']));
    expect(api.sent('/school/vacancies').at(-1)).toBe('GET /school/vacancies?status=closed&pageSize=10');

    // A new vacancy: refused while the position is blank, posted once it is filled in.
    await user.click(within(sidebar()).getByRole('link', { name: 'Post a vacancy' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'School' }, LOAD), 'Plant High School (Tampa)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Full-time');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Educational level' }), 'High school');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Mathematics');
    expect(screen.getByRole('combobox', { name: /School designation/ })).toHaveDisplayValue("The school's designation (Traditional public school)");
    await fill(screen.getByRole('textbox', { name: /^Description/ }), 'Teach Algebra I.');
    await user.click(screen.getByRole('radio', { name: 'Florida certificate' }));
    await user.click(screen.getByRole('radio', { name: /^J-1 exchange teachers welcome/ }));
    await user.clear(screen.getByRole('spinbutton', { name: /Minimum years of experience/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Minimum years of experience/ }), '2');
    await fill(screen.getByLabelText(/^Last date to apply/), '2099-05-31');
    await user.type(screen.getByRole('spinbutton', { name: /Salary up to/ }), '62000');
    await user.click(screen.getByRole('checkbox', { name: 'Classroom management' }));
    await user.click(screen.getByRole('checkbox', { name: /dual-language position/ }));
    await user.click(screen.getByRole('button', { name: 'Post the vacancy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fill in the required fields.');
    const position = screen.getByRole('textbox', { name: /^Position/ });
    expect(position).toHaveAccessibleDescription(expect.stringContaining('Fill in this field.'));
    expect(position).toHaveFocus();
    expect(api.bodies('POST', '/school/vacancies')).toEqual([]);

    // A salary maximum needs its minimum, not below it.
    await fill(position, 'Algebra Teacher');
    await user.click(screen.getByRole('button', { name: 'Post the vacancy' }));
    const salaryMin = screen.getByRole('spinbutton', { name: /Salary from/ });
    await waitFor(() => expect(salaryMin).toHaveAccessibleDescription(expect.stringContaining('Enter the lowest salary too, or leave both empty.')));
    await user.type(salaryMin, '63000');
    await user.click(screen.getByRole('button', { name: 'Post the vacancy' }));
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: /Salary up to/ })).toHaveAccessibleDescription(
        expect.stringContaining('The highest salary cannot be below the lowest.'),
      ));
    await user.clear(salaryMin);
    await user.type(salaryMin, '48000');
    expect(api.bodies('POST', '/school/vacancies')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Post the vacancy' }));
    expect(await screen.findByText('The vacancy is posted. Teachers can see it and apply now.', {}, LOAD)).toHaveFocus();
    expect(location()).toBe('/school/vacancies/v-9');
    expect(screen.getByRole('heading', { level: 1, name: 'Algebra Teacher' })).toBeInTheDocument();
    expect(api.bodies('POST', '/school/vacancies')).toEqual([
      {
        schoolId: 's-1', position: 'Algebra Teacher', type: 'full_time', educationalLevel: 'high', subject: 'math', designation: '',
        description: 'Teach Algebra I.', requirements: '', requiredCertification: 'florida', workAuthorization: 'j1_welcome',
        minYearsExperience: 2, openings: 1, needs: ['classroom_management'], dualLanguage: true, lastDateToApply: '2099-05-31',
        salaryMin: 48000, salaryMax: 62000,
      },
    ]);

    // The applicants of Math Teacher, best first, the withdrawn one last and unranked.
    await user.click(within(sidebar()).getByRole('link', { name: 'Vacancies' }));
    await user.click(await screen.findByRole('link', { name: 'Applicants: Math Teacher' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants for Math Teacher' }, LOAD)).toBeInTheDocument();
    const ranked = await screen.findByRole('table', { name: 'Applicants ranked by match' });
    const rows = within(ranked).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, ...cells(row).slice(0, 4)])).toEqual([
      ['Ben Ortiz', '1', '92%', 'Candidate', 'Apr 8, 2027'],
      ['Ana Cruz', '2', '72%', 'Pending', 'Apr 10, 2027'],
      ['Cleo Diaz', '3', 'N/A', 'Pending', 'Apr 11, 2027'],
      ['Dan Webb', '–Not ranked: withdrawn', '80%', 'Withdrawn', 'Apr 9, 2027'],
    ]);
    await user.click(within(rows[1]).getByText('Why this score'));
    expect(texts(within(rows[1]).getAllByRole('listitem'))).toEqual([
      '✓Teaches Mathematics, the subject of this vacancy (matched)',
      '✗This vacancy asks for at least 2 years of teaching; they have 1 so far (missing)',
    ]);

    // The application: who, how to reach them, what they sent and answered, and its status.
    await user.click(within(rows[1]).getByRole('link', { name: 'View application: Ana Cruz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Cruz' }, LOAD)).toBeInTheDocument();
    const applicant = screen.getByRole('region', { name: 'Applicant' });
    expect(within(applicant).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
    expect(within(applicant).getByRole('link', { name: '+63 917 123 4567' })).toHaveAttribute('href', 'tel:+639171234567');
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: /^ana-cruz-resume\.pdf/ })).toHaveAttribute(
      'href', '/api/school/applications/a-1/documents/d-1/download',
    );
    expect(within(documents).getByRole('link', { name: /Watch the presentation video/ })).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const disclosures = screen.getByRole('region', { name: 'Disclosures' });
    const answer = (question: RegExp) => within(disclosures).getByText(question).nextElementSibling?.textContent;
    expect(answer(/dismissed, not renewed or asked to resign/)).toBe('No');
    expect(answer(/^Type of certificate/)).toBe('Professional (5 years, renewable)');
    expect(answer(/^Subjects it covers/)).toBe('Mathematics');
    expect(within(screen.getByRole('region', { name: 'Resume review' })).getByText('The resume lacks a section schools look for: summary.')).toBeInTheDocument();

    const status = screen.getByRole('region', { name: 'Change status' });
    await user.click(within(status).getByRole('radio', { name: 'Candidate' }));
    await fill(within(status).getByRole('textbox', { name: /^Note to the teacher/ }), 'Interview on May 3.');
    await user.click(within(status).getByRole('button', { name: 'Update status' }));
    expect(await within(status).findByText('Status updated. The teacher has been notified.')).toHaveFocus();
    expect(api.bodies('PUT', '/school/applications/a-1/status')).toEqual([{ status: 'candidate', note: 'Interview on May 3.' }]);
    expect(texts(within(within(status).getByRole('list', { name: 'Status history' })).getAllByRole('listitem'))).toEqual([
      'Pending, Apr 10, 2027', 'Candidate, Apr 20, 2027Interview on May 3.',
    ]);
    expect(within(screen.getByRole('region', { name: 'Application' })).getAllByRole('definition')[3]).toHaveTextContent('Candidate');
  });

  it('leaves a note on the current status, keeping the disclosures the packet was read with', async () => {
    const api = fakeSchoolApi();
    const { user } = renderApp('/school/applications/a-1');
    const status = await screen.findByRole('region', { name: 'Change status' }, LOAD);
    await user.type(within(status).getByRole('textbox', { name: /^Note to the teacher/ }), 'Bring your certificate.');
    await user.click(within(status).getByRole('button', { name: 'Update status' }));
    expect(await within(status).findByText('Status updated. The teacher has been notified.')).toHaveFocus();
    expect(api.bodies('PUT', '/school/applications/a-1/status')).toEqual([{ status: 'pending', note: 'Bring your certificate.' }]);
    expect(texts(within(within(status).getByRole('list', { name: 'Status history' })).getAllByRole('listitem'))).toEqual([
      'Pending, Apr 10, 2027', 'Pending, Apr 20, 2027Bring your certificate.',
    ]);
    // The answer has no disclosures; the packet keeps those it was read with.
    expect(within(screen.getByRole('region', { name: 'Disclosures' })).getByText(/dismissed, not renewed or asked to resign/)).toBeInTheDocument();
  });

  it('closes a vacancy once the recruiter confirms, telling the applicants unless asked not to, and says why it cannot reopen past its last date', async () => {
    const api = fakeSchoolApi();
    const { user } = renderApp('/school/vacancies/v-1');
    await user.click(await screen.findByRole('button', { name: 'Close the vacancy' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Close the vacancy Math Teacher?' });
    expect(within(dialog).getByText(/Every application still waiting for a decision becomes “Not selected”/)).toBeInTheDocument();
    const notify = within(dialog).getByRole('checkbox', { name: 'Tell every applicant still waiting that they were not selected' });
    expect(notify).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(api.sent('/school/vacancies/v-1/close')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close the vacancy' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, close it' }));
    expect(
      await screen.findByText('The vacancy is closed. Every applicant still waiting will get an e-mail saying they were not selected.'),
    ).toHaveFocus();
    expect(api.bodies('POST', '/school/vacancies/v-1/close')).toEqual([{ notifyApplicants: true }]);

    api.reply('POST /school/vacancies/v-1/reopen', {
      status: 400, body: { code: 'validation_failed', message: 'x', fields: { lastDateToApply: 'past' } },
    });
    await user.click(screen.getByRole('button', { name: 'Reopen the vacancy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Its last date to apply has passed, so it cannot reopen yet.');

    // Reopened, then closed again without a word to the applicants: the box is ticked again at first.
    await user.click(screen.getByRole('button', { name: 'Reopen the vacancy' }));
    expect(await screen.findByText('The vacancy is open again. Teachers can apply to it.')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close the vacancy' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('checkbox', { name: /^Tell every applicant/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByText('The vacancy is closed. Teachers can no longer apply to it.')).toHaveFocus();
    expect(api.bodies('POST', '/school/vacancies/v-1/close')).toEqual([{ notifyApplicants: true }, { notifyApplicants: false }]);
  });

  it('sends a school user without two-step verification to set it up, and back here after', async () => {
    const api = fakeSchoolApi();
    api.reply('GET /school/overview', { status: 403, body: { code: 'mfa_setup_required', message: 'x' } });
    const { location } = renderApp('/school/dashboard');
    await waitFor(() => expect(location()).toBe('/user/mfa-setup?next=%2Fschool%2Fdashboard'), LOAD);
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeSchoolApi();
    renderApp('/school/applications/a-1');
    expect(await screen.findByText('Postulación a Math Teacher en Plant High School.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('72 % de compatibilidad')).toBeInTheDocument();
    expect(screen.getByText('Enseña Matemáticas, la materia de esta vacante')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Cambiar el estado' });
    expect(within(status).getByRole('radio', { name: 'En espera' })).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Actualizar el estado' })).toBeInTheDocument();
    const disclosures = screen.getByRole('region', { name: 'Declaraciones' });
    expect(within(disclosures).getByText(/te despidieron/).nextElementSibling).toHaveTextContent('No');
    expect(within(disclosures).getByText('30 de junio de 2029')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Tu TeachBay' });
    expect(within(sidebar).getByRole('link', { name: 'Publicar una vacante' })).toBeInTheDocument();
  });
});
