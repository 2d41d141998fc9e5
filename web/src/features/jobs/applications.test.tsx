import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { ANA, application, fakeJobsApi, page, row, signOut } from './test/fake-jobs-api';

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

const cells = (tableRow: HTMLElement) => within(tableRow).getAllByRole('cell').map((cell) => cell.textContent);

describe('the applications table', { timeout: 20_000 }, () => {
  it('lists the applications, with N/A where a value is unknown, and the sidebar leads here', async () => {
    fakeJobsApi({
      user: ANA,
      applications: page([row(), row({ id: 'a-2', company: '', type: '', position: 'ESOL Teacher', score: null, status: 'candidate' })]),
    });
    renderApp('/teacher/applications');
    const table = await screen.findByRole('table', { name: 'Your applications' }, LOAD);
    const [header, first, second] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date Applied', 'Company', 'Type', 'Position', 'Score', 'Status', 'Actions',
    ]);
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Math Teacher');
    expect(cells(first).slice(0, 5)).toEqual(['Apr 10, 2027', 'Hillsborough County Public Schools', 'Full-time', '72%', 'Pending']);
    expect(cells(second).slice(0, 5)).toEqual(['Apr 10, 2027', 'N/A', 'N/A', 'N/A', 'Candidate']);
    expect(within(second).getByRole('link', { name: 'View application: ESOL Teacher' })).toHaveAttribute('href', '/teacher/applications/a-2');
    expect(within(table).getAllByRole('button', { name: /^Cancel application/ })).toHaveLength(2);

    const sidebar = screen.getByRole('navigation', { name: 'Your TeachBay' });
    expect(within(sidebar).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/teacher/dashboard'],
      ['Vacancies', '/teacher/vacancies'],
      ['Matches', '/teacher/matches'],
      ['Applications', '/teacher/applications'],
      ['Saved searches', '/teacher/saved-searches'],
      ['Profile', '/teacher/profile'],
      ['Preferences', '/teacher/preferences'],
      ['Disclosures', '/teacher/disclosures'],
      ['References', '/teacher/references'],
      ['Certification path', '/teacher/certification'],
    ]);
  });

  it('keeps the status filter and the order in the URL and asks the server for them', async () => {
    const api = fakeJobsApi({ user: ANA, applications: page([row()], 12) });
    const { user, location } = renderApp('/teacher/applications?page=2');
    const status = await screen.findByRole('combobox', { name: 'Status' }, LOAD);
    expect(api.sent('/applications').at(-1)).toBe('GET /applications?sort=newest&page=2&pageSize=10');
    // Every status of the hiring loop, All first (docs/api.md "Hiring loop II").
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All', 'Pending', 'On-Hold', 'Candidate', 'Interview', 'Offered', 'Hired', 'Not selected', 'Withdrawn',
    ]);

    await user.selectOptions(status, 'Pending');
    expect(location()).toBe('/teacher/applications?status=pending');
    await waitFor(() => expect(api.sent('/applications').at(-1)).toBe('GET /applications?sort=newest&page=1&pageSize=10&status=pending'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest');
    expect(location()).toBe('/teacher/applications?status=pending&sort=oldest');
    await user.selectOptions(status, 'Not selected');
    expect(location()).toBe('/teacher/applications?status=not_selected&sort=oldest');
    await user.selectOptions(status, 'All');
    expect(location()).toBe('/teacher/applications?sort=oldest');
    await waitFor(() => expect(api.sent('/applications').at(-1)).toBe('GET /applications?sort=oldest&page=1&pageSize=10'));
  });

  it('cancels an application only once the teacher confirms, and shows it withdrawn', async () => {
    const api = fakeJobsApi({ user: ANA });
    const { user } = renderApp('/teacher/applications');
    await user.click(await screen.findByRole('button', { name: 'Cancel application: Math Teacher' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your application for Math Teacher?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.state.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel application: Math Teacher' }));
    const lists = api.sent('/applications').length;
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));

    const notice = await screen.findByText('Your application for Math Teacher is withdrawn.');
    expect(notice).toHaveFocus();
    const [, first] = within(screen.getByRole('table')).getAllByRole('row');
    expect(cells(first)[4]).toBe('Withdrawn');
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(api.sent('/applications/a-1/cancel')).toEqual(['POST /applications/a-1/cancel']);
    await waitFor(() => expect(api.sent('/applications').length).toBeGreaterThan(lists));
  });

  it('invites a teacher without applications to the vacancies', async () => {
    fakeJobsApi({ user: ANA, applications: page([]) });
    renderApp('/teacher/applications');
    expect(await screen.findByText('You have not applied to any vacancy yet.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse vacancies' })).toHaveAttribute('href', '/vacancies');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('an application', { timeout: 20_000 }, () => {
  it('shows its status with its history, the match, the vacancy, the applicant and the documents sent', async () => {
    fakeJobsApi({ user: ANA });
    renderApp('/teacher/applications/a-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Math Teacher' }, LOAD)).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getAllByRole('definition').map((fact) => fact.textContent)).toEqual([
      'On-Hold', 'You are 72% matched to this job',
    ]);
    expect(within(within(status).getByRole('list', { name: 'Status history' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pending, Apr 10, 2027', 'On-Hold, Apr 20, 2027Interviews start in May.',
    ]);
    expect(within(screen.getByRole('region', { name: 'Applicant' })).getAllByRole('definition').map((fact) => fact.textContent)).toEqual([
      'Ana Cruz', 'ana@example.com', '+639171234567', '401 E Jackson St', 'Tampa', 'FL', '33602', 'United States',
    ]);
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: /^ana-cruz-resume\.pdf/ })).toHaveAttribute('href', '/api/applications/a-1/documents/d-1/download');
    expect(within(documents).getByRole('link', { name: /^reference-principal\.docx/ })).toHaveAttribute('href', '/api/applications/a-1/documents/d-2/download');
    expect(within(documents).getByText('Reference')).toBeInTheDocument();
    const video = within(documents).getByRole('link', { name: /Watch the presentation video/ });
    expect(video).toHaveAttribute('href', 'https://youtu.be/abc');
    expect(video).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'View the vacancy' })).toHaveAttribute('href', '/vacancies/v-1');
  });

  it('says N/A without a score, and can be cancelled from here', async () => {
    const api = fakeJobsApi({ user: ANA, application: application({ score: null, status: 'pending', presentation: null }) });
    const { user } = renderApp('/teacher/applications/a-1');
    const status = await screen.findByRole('region', { name: 'Status' }, LOAD);
    expect(within(status).getAllByRole('definition').map((fact) => fact.textContent)).toEqual(['Pending', 'N/A']);
    await user.click(within(status).getByRole('button', { name: 'Cancel application: Math Teacher' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your application for Math Teacher is withdrawn.')).toHaveFocus();
    expect(within(status).getAllByRole('definition')[0]).toHaveTextContent('Withdrawn');
    expect(within(status).queryByRole('button')).not.toBeInTheDocument();
    expect(api.sent('/applications/a-1/cancel')).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeJobsApi({ user: ANA, applications: page([row({ score: null })]) });
    renderApp('/teacher/applications');
    const table = await screen.findByRole('table', { name: 'Tus postulaciones' }, LOAD);
    const [header, first] = within(table).getAllByRole('row');
    expect(within(header).getByRole('columnheader', { name: 'Fecha de postulación' })).toBeInTheDocument();
    expect(cells(first).slice(3, 5)).toEqual(['N/D', 'Pendiente']);
    expect(within(first).getByRole('link', { name: 'Ver postulación: Math Teacher' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Tu TeachBay' })).getByRole('link', { name: 'Postulaciones' })).toBeInTheDocument();
  });
});
