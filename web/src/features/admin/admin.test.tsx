import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import type { AuditEntry } from '@/lib/api-types';
import { renderApp } from '@/test/render-app';
import { fakeAdminApi, signOut } from './test/fake-admin-api';

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

/** fill puts a text into a field at once, as a paste does: much faster than typing it key by key. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

/** AUDIT is a page of the audit log, newest first: by an admin, by a teacher on herself, by no one signed in, by an account gone since. */
const AUDIT: AuditEntry[] = [
  {
    at: '2027-03-03T15:00:00Z', actorId: 'u-admin', actorEmail: 'ada@teachbay.test', actorName: 'Ada Diaz',
    action: 'school.move', subjectId: 's-1', subjectKind: 'school', subjectName: 'Plant High School',
  },
  {
    at: '2027-03-02T15:00:00Z', actorId: 'u-ana', actorEmail: 'ana@example.com', actorName: 'Ana Cruz',
    action: 'disclosure.criminal.read', subjectId: 'u-ana', subjectKind: 'user', subjectName: 'Ana Cruz',
  },
  {
    at: '2027-03-01T15:00:00Z', actorId: null, actorEmail: null, actorName: null,
    action: 'auth.login.failure', subjectId: 'u-sam', subjectKind: 'user', subjectName: 'Sam Lee',
  },
  {
    at: '2027-02-20T15:00:00Z', actorId: 'u-gone', actorEmail: null, actorName: null,
    action: 'subscriber.remove', subjectId: 'sub-9', subjectKind: null, subjectName: null,
  },
];

describe('the admin console', { timeout: 20_000 }, () => {
  it('creates an organization after a refused slug, and deletes one only once confirmed and possible', async () => {
    const api = fakeAdminApi();
    const { user } = renderApp('/admin/organizations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizations' }, LOAD)).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Your TeachBay' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin', '/admin/organizations', '/admin/schools', '/admin/invitations', '/admin/users',
      '/admin/subscribers', '/admin/messages', '/admin/reports', '/admin/analytics', '/admin/audit',
    ]);
    const table = await screen.findByRole('table', { name: 'School districts' });
    const [header, first] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'County', 'Schools', 'Users', 'Actions']);
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Hillsborough County Public Schools');
    expect(cells(first).slice(0, 3)).toEqual(['Hillsborough', '2', '1']);

    // Create: the form checks what it can, the server refuses the slug, then accepts another.
    await user.click(screen.getByRole('button', { name: 'New organization' }));
    const dialog = screen.getByRole('dialog', { name: 'New organization' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Pinellas County Schools');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Slug' }), 'Pinellas!');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Website' }), 'http://pcsb.org');
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Fill in the required fields.');
    expect(within(dialog).getByText('Use 2 to 64 lowercase letters, digits or hyphens.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a full address that starts with https://.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveFocus();
    expect(api.bodies('POST', '/admin/organizations')).toEqual([]);

    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await fill(user, slug, 'hillsborough');
    await fill(user, within(dialog).getByRole('textbox', { name: 'County' }), 'Pinellas');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Website' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Website' }), 'https://www.pcsb.org');
    api.reply('POST /admin/organizations', {
      status: 400,
      body: { code: 'validation_failed', message: 'invalid', fields: { slug: 'taken' } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    expect(await within(dialog).findByText('Another organization already uses this slug.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(slug).toHaveFocus();

    await user.clear(slug);
    await fill(user, slug, 'pinellas');
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('Pinellas County Schools was created.')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies('POST', '/admin/organizations').at(-1)).toEqual({
      slug: 'pinellas', name: 'Pinellas County Schools', county: 'Pinellas', website: 'https://www.pcsb.org',
      careersUrl: '', address: '', phone: '',
    });
    expect(await screen.findByRole('rowheader', { name: 'Pinellas County Schools' })).toBeInTheDocument();

    // Delete: nothing is sent until confirmed; a district with schools is refused in words.
    await user.click(screen.getByRole('button', { name: 'Delete: Hillsborough County Public Schools' }));
    let confirm = screen.getByRole('dialog', { name: 'Delete Hillsborough County Public Schools?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.state.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete: Hillsborough County Public Schools' }));
    confirm = screen.getByRole('dialog', { name: 'Delete Hillsborough County Public Schools?' });
    api.reply('DELETE /admin/organizations/o-1', { status: 409, body: { code: 'conflict', message: 'in use' } });
    await user.click(within(confirm).getByRole('button', { name: 'Delete organization' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Hillsborough County Public Schools cannot be deleted: it still has schools or users.',
    );

    await user.click(screen.getByRole('button', { name: 'Delete: Pinellas County Schools' }));
    confirm = screen.getByRole('dialog', { name: 'Delete Pinellas County Schools?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete organization' }));
    expect(await screen.findByText('Pinellas County Schools was deleted.')).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Pinellas County Schools' })).not.toBeInTheDocument());
  });

  it('sets a district’s salary schedule from its source, with steps the server checks', async () => {
    const api = fakeAdminApi();
    const { user } = renderApp('/admin/organizations');
    await user.click(await screen.findByRole('button', { name: 'Salary schedule of Hillsborough County Public Schools' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Salary schedule of Hillsborough County Public Schools' });
    expect(await within(dialog).findByRole('textbox', { name: /^School year/ })).toHaveValue('2024-25');
    expect(within(dialog).getByRole('spinbutton', { name: /^Starting salary/ })).toHaveValue(48000);
    expect(within(dialog).getByRole('textbox', { name: /^Name, with the years/ })).toHaveValue('Referendum supplement');

    await user.click(within(dialog).getByRole('button', { name: 'Add a step' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a step' }));
    const step = (n: number) => within(within(dialog).getByRole('group', { name: `Step ${n}` }));
    await fill(user, step(1).getByRole('spinbutton', { name: /^Years of experience/ }), '5');
    await fill(user, step(1).getByRole('spinbutton', { name: /^Master’s/ }), '0');
    await fill(user, step(2).getByRole('spinbutton', { name: /^Years of experience/ }), '3');
    await fill(user, step(2).getByRole('spinbutton', { name: /^Bachelor’s/ }), '53000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter whole dollars from 1 to 500,000, or leave it empty.')).toBeInTheDocument();
    expect(api.bodies('PUT', '/admin/organizations/o-1/salary-schedule')).toEqual([]);

    await user.clear(step(1).getByRole('spinbutton', { name: /^Master’s/ }));
    api.reply('PUT /admin/organizations/o-1/salary-schedule', {
      status: 400,
      body: { code: 'validation_failed', message: 'invalid', fields: { 'steps.1.years': 'not_increasing' } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Each step needs more years than the one before it.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove step 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The salary schedule of Hillsborough County Public Schools was saved.')).toBeInTheDocument();
    expect(api.bodies('PUT', '/admin/organizations/o-1/salary-schedule').at(-1)).toEqual({
      schoolYear: '2024-25', sourceUrl: 'https://news.example/hillsborough-pay', retrievedOn: '2026-11-27', startingSalary: 48000,
      steps: [{ years: 5, bachelor: null, master: null, specialist: null, doctorate: null }],
      supplements: [{ name: 'Referendum supplement', amount: 6000, sourceUrl: 'https://news.example/referendum' }],
    });
  });

  it('creates a school with its point typed, checked for the Tampa Bay area, when the map is unavailable', async () => {
    const api = fakeAdminApi();
    const { user } = renderApp('/admin/schools');
    const table = await screen.findByRole('table', { name: 'Schools' }, LOAD);
    expect(cells(within(table).getAllByRole('row')[1]).slice(0, 4)).toEqual([
      'Hillsborough County Public Schools', 'High school', 'Tampa', '27.9236, -82.5022',
    ]);
    await user.click(screen.getByRole('button', { name: 'New school' }));
    const dialog = screen.getByRole('dialog', { name: 'New school' });
    expect(await within(dialog).findByText('The map is unavailable here. Type the latitude and longitude instead.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Organization' }), 'o-1');
    await fill(user, within(dialog).getByRole('textbox', { name: 'School name' }), 'Jefferson High');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Level' }), 'high');
    const lat = within(dialog).getByRole('textbox', { name: 'Latitude' });
    const lng = within(dialog).getByRole('textbox', { name: 'Longitude' });
    await fill(user, lat, '30.1');
    await user.click(within(dialog).getByRole('button', { name: 'Create school' }));
    expect(within(dialog).getByText('The latitude must be between 27 and 29 (the Tampa Bay area).')).toBeInTheDocument();
    expect(lat).toHaveFocus();

    await user.clear(lat);
    await fill(user, lat, '27.9614');
    await user.click(within(dialog).getByRole('button', { name: 'Create school' }));
    expect(within(dialog).getByText('Enter both the latitude and the longitude, or leave both empty.')).toBeInTheDocument();
    expect(lng).toHaveFocus();
    await fill(user, lng, '-82.5068');
    await user.click(within(dialog).getByRole('button', { name: 'Create school' }));
    expect(await screen.findByText('Jefferson High was created.')).toHaveFocus();
    expect(api.bodies('POST', '/admin/schools')).toEqual([{
      organizationId: 'o-1', schoolName: 'Jefferson High', level: 'high', designation: 'traditional',
      address: '', city: '', lat: 27.9614, lng: -82.5068, philosophy: [], culture: '',
    }]);
  });

  it("edits a school's philosophy and culture with the school portal's fields, up to five philosophies", async () => {
    const api = fakeAdminApi();
    const { user } = renderApp('/admin/schools');
    await user.click(await screen.findByRole('button', { name: 'Edit: Plant High School' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Edit Plant High School' });
    const philosophy = within(dialog).getByRole('group', { name: 'How the school teaches' });
    const names = ['Project-based learning', 'Inquiry and STEM', 'Arts integration', 'Dual-language immersion', 'Montessori'];
    for (const name of names) await user.click(within(philosophy).getByRole('checkbox', { name }));
    expect(within(philosophy).getByRole('checkbox', { name: 'Community school' })).toBeDisabled();
    await fill(user, within(dialog).getByRole('textbox', { name: "The school's culture, in its own words" }), 'A small campus.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes to Plant High School were saved.')).toHaveFocus();
    expect(api.bodies('PUT', '/admin/schools/s-1')).toEqual([expect.objectContaining({
      philosophy: ['project_based', 'inquiry_stem', 'arts_integration', 'dual_language_immersion', 'montessori'], culture: 'A small campus.',
    })]);
  });

  it('invites a school user to an organization and an administrator to none', async () => {
    const api = fakeAdminApi();
    const { user } = renderApp('/admin/invitations');
    const email = await screen.findByRole('textbox', { name: 'E-mail' }, LOAD);
    const organization = screen.getByRole('combobox', { name: 'Organization' });
    expect(within(organization).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…', 'Hillsborough County Public Schools',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Administrator' }));
    expect(screen.queryByRole('combobox', { name: 'Organization' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'School user' }));

    await fill(user, email, 'maria@hcps.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Choose an organization.')).toBeInTheDocument();
    expect(api.bodies('POST', '/admin/invitations')).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'Hillsborough County Public Schools');
    await user.click(screen.getByRole('radio', { name: 'Spanish' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const sent = await screen.findByText(/^Invitation sent to maria@hcps\.test\. The link works until .*2027/);
    expect(sent).toHaveFocus();
    expect(api.bodies('POST', '/admin/invitations')).toEqual([
      { email: 'maria@hcps.test', role: 'school', organizationId: 'o-1', language: 'es' },
    ]);

    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'ops@teachbay.test');
    await user.click(screen.getByRole('radio', { name: 'Administrator' }));
    api.reply('POST /admin/invitations', { status: 409, body: { code: 'conflict', message: 'exists' } });
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail address already exists');
    expect(api.bodies('POST', '/admin/invitations').at(-1)).toEqual({ email: 'ops@teachbay.test', role: 'admin', language: 'es' });
  });

  it('disables a user only once confirmed, refuses in words to disable oneself, and enables again', async () => {
    const api = fakeAdminApi();
    const { user } = renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' }, LOAD);
    const [header, , sam] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name', 'E-mail', 'Role', 'Organization', 'Two-step sign-in', 'Status', 'Actions',
    ]);
    expect(cells(sam).slice(0, 5)).toEqual(['sam@hcps.test', 'School user', 'Hillsborough County Public Schools', 'Off', 'Active']);

    await user.click(screen.getByRole('button', { name: 'Disable: Ada Diaz' }));
    api.reply('POST /admin/users/u-admin/disable', { status: 409, body: { code: 'conflict', message: 'yourself' } });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable account' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('You cannot disable your own account.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await user.click(within(sam).getByRole('button', { name: 'Disable: Sam Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Sam Lee?' });
    expect(dialog).toHaveTextContent('Sam Lee will be signed out of every session at once');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Sam Lee is disabled and has been signed out.')).toHaveFocus();
    expect(cells(within(screen.getByRole('table')).getAllByRole('row')[2])[4]).toBe('Disabled');

    await user.click(screen.getByRole('button', { name: 'Enable: Sam Lee' }));
    expect(await screen.findByText('Sam Lee can sign in again.')).toHaveFocus();
    expect(api.state.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/admin/users/u-admin/disable', '/admin/users/u-sam/disable', '/admin/users/u-sam/enable',
    ]);
  });

  it('searches the subscribers and downloads those found; the report hides counts below 5', async () => {
    const api = fakeAdminApi();
    const { user, location } = renderApp('/admin/subscribers');
    const csv = await screen.findByRole('link', { name: 'Download CSV' }, LOAD);
    expect(csv).toHaveAttribute('href', '/api/admin/subscribers?format=csv&q=');
    const search = screen.getByRole('search', { name: 'Find subscribers' });
    await fill(user, within(search).getByRole('searchbox', { name: 'Name or e-mail' }), 'luz & co');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/admin/subscribers?q=luz+%26+co');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/subscribers?format=csv&q=luz+%26+co');

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe: luz@example.com' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Unsubscribe luz@example.com?' })).getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('luz@example.com is unsubscribed.')).toHaveFocus();
    expect(api.state.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/admin/subscribers/sub-1',
    ]);

    await user.click(within(screen.getByRole('navigation', { name: 'Your TeachBay' })).getByRole('link', { name: 'Reports' }));
    const gender = await screen.findByRole('table', { name: 'Gender' }, LOAD);
    expect(within(gender).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Male12', 'Female27', 'OtherFewer than 5', 'Prefer not to sayFewer than 5',
    ]);
    expect(screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'Race or ethnicity', 'Hispanic or Latino origin, of any race', 'Gender', 'Veteran status',
    ]);
    // The race answer "Hispanic or Latino" and the origin question, asked of every race, read apart.
    const race = screen.getByRole('table', { name: 'Race or ethnicity' });
    expect(within(race).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Asian', 'Black', 'Hispanic or Latino', 'American Indian / Alaska Native', 'Two or more races',
      'Native Hawaiian / Other Pacific Islander', 'White', 'None of these, or prefer not to say',
    ]);
    expect(screen.getByText(/Counts below 5 are hidden/)).toHaveTextContent('so that no one can be identified');
    expect(screen.getByText('Teachers who answered: 42')).toBeInTheDocument();
    expect(screen.getByText(/^Counts as of March 1, 2027\./)).toBeInTheDocument();
  });

  it('says in words what each audit entry did, who did it and to whom, and filters it in the URL', async () => {
    const api = fakeAdminApi({ audit: AUDIT });
    const { user, location } = renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' }, LOAD);
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'When', 'What happened', 'Who', 'To whom or what',
    ]);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, ...cells(row).slice(1)])).toEqual([
      ['Moved a school to another organization', 'Ada Diazada@teachbay.test', 'Plant High School'],
      ['Opened the disclosure section “criminal information”', 'Ana Cruzana@example.com', 'The same person'],
      ['Failed to sign in: wrong password or disabled account', 'Someone not signed in', 'Sam Lee'],
      ['Unsubscribed a newsletter subscriber', 'A deleted account', 'No longer exists'],
    ]);
    expect(screen.getByText('4 entries. Page 1 of 1')).toBeInTheDocument();

    // The filter: one action, a person and a range of days, checked before it is applied.
    const filter = screen.getByRole('search', { name: 'Filter the audit log' });
    const actions = within(filter).getByRole('combobox', { name: 'Action' });
    expect(within(actions).getAllByRole('option')[0]).toHaveTextContent('All actions');
    await user.selectOptions(actions, 'Moved a school to another organization');
    await fill(user, within(filter).getByRole('searchbox', { name: 'Person (name or e-mail)' }), 'ADA');
    const to = within(filter).getByLabelText('To');
    await user.type(within(filter).getByLabelText('From'), '2027-03-02');
    await user.type(to, '2027-03-01');
    await user.click(within(filter).getByRole('button', { name: 'Search' }));
    expect(to).toHaveFocus();
    expect(to).toHaveAccessibleDescription(expect.stringContaining('Choose a day on or after the “From” day.'));
    expect(location()).toBe('/admin/audit');

    await user.clear(to);
    await user.type(to, '2027-03-31');
    await user.click(within(filter).getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/admin/audit?action=school.move&actor=ADA&from=2027-03-02&to=2027-03-31');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row')).toHaveLength(2));
    expect(api.sent('/admin/audit').at(-1)).toBe(
      'GET /admin/audit?action=school.move&actor=ADA&from=2027-03-02&to=2027-03-31&page=1&pageSize=20',
    );

    // The filter starts again from the URL once applied: find it anew.
    const again = screen.getByRole('search', { name: 'Filter the audit log' });
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Action' }), 'Signed in');
    await user.click(within(again).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
  });

  it('sends an admin without an authenticator to set one up, then back', async () => {
    const api = fakeAdminApi();
    api.reply('GET /admin/audit', { status: 403, body: { code: 'mfa_setup_required', message: 'set up MFA' } });
    const { location } = renderApp('/admin/audit?page=2');
    await waitFor(() => expect(location()).toBe(`/user/mfa-setup?next=${encodeURIComponent('/admin/audit?page=2')}`), LOAD);
  });

  it('words the audit log in Spanish, and says when the server refuses its filters', async () => {
    await initI18n('es');
    const api = fakeAdminApi({ audit: AUDIT });
    const first = renderApp('/admin/audit?actor=ana');
    const table = await screen.findByRole('table', { name: 'Registro de auditoría' }, LOAD);
    const [header, row] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Cuándo', 'Qué pasó', 'Quién', 'Sobre quién o qué',
    ]);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Abrió la sección de declaraciones “antecedentes penales”');
    expect(cells(row).slice(1)).toEqual(['Ana Cruzana@example.com', 'La misma persona']);
    expect(screen.getByRole('searchbox', { name: 'Persona (nombre o correo electrónico)' })).toHaveValue('ana');
    expect(within(screen.getByRole('combobox', { name: 'Acción' })).getByRole('option', { name: 'Pasó una escuela a otra organización' })).toBeInTheDocument();

    first.unmount();
    api.reply('GET /admin/audit', { status: 400, body: { code: 'validation_failed', message: 'invalid', fields: { from: 'invalid' } } });
    renderApp('/admin/audit?from=ayer');
    expect(await screen.findByText('El registro no se puede filtrar así. Revisa las fechas y vuelve a buscar.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeAdminApi();
    const { user } = renderApp('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mensajes' }, LOAD)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'De Rosa Vega' });
    expect(within(card).getByText(/¿Cómo me registro como docente\?/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Responder por correo a Rosa Vega' })).toHaveAttribute(
      'href', `mailto:rosa@example.com?subject=${encodeURIComponent('Re: tu mensaje a TeachBay')}`,
    );
    await user.click(within(card).getByRole('button', { name: 'Marcar como atendido: mensaje de Rosa Vega' }));
    expect(await screen.findByText('El mensaje de Rosa Vega quedó marcado como atendido.')).toHaveFocus();
    expect(await screen.findByText('No hay mensajes esperando respuesta.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Tu TeachBay' })).getByRole('link', { name: 'Registro de auditoría' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Tu TeachBay' })).getByRole('link', { name: 'Informes' }));
    expect(await screen.findByText(/^Totales al 1 de marzo de 2027\./, undefined, LOAD)).toBeInTheDocument();
    const race = await screen.findByRole('table', { name: 'Raza u origen étnico' });
    expect(within(race).getByRole('rowheader', { name: 'Hispano o latino' })).toBeInTheDocument();
    expect(within(race).getByRole('rowheader', { name: 'Ninguna de estas, o prefiere no decirlo' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Origen hispano o latino, de cualquier raza' })).toBeInTheDocument();
  });
});
