import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fakeTeacherApi, newProfile } from './test/fake-teacher-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

/** openProfile renders the profile page and waits for the details form. */
async function openProfile(path = '/teacher/profile') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 2, name: 'Your details' }, LOAD);
  return view;
}

const saveButton = () => screen.getByRole('button', { name: 'Save my details' });

describe('the profile page', { timeout: 20_000 }, () => {
  it('shows the strength, and links each missing item to where it is fixed', async () => {
    fakeTeacherApi();
    await openProfile();
    const meter = screen.getByRole('meter', { name: 'Profile strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '20');
    expect(meter).toHaveAttribute('aria-valuetext', '20% complete');
    const list = screen.getByRole('list', { name: 'Complete these items to apply to vacancies:' });
    const links = within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Address', '/teacher/profile#address'],
      ['City', '/teacher/profile#city'],
      ['Resume', '/teacher/profile#resume'],
      ['Work authorization card, front and back, with a future expiration date', '/teacher/profile#work_authorization'],
      ['Disclosures: criminal information', '/teacher/disclosures?step=criminal'],
      ['Preferences: your 5 strongest skills', '/teacher/preferences#skills'],
    ]);
    for (const id of ['address', 'city', 'resume', 'work_authorization', 'presentation']) {
      expect(document.getElementById(id), `#${id}`).toBeInTheDocument();
    }
  });

  it('offers a confidential reference where the reference is missing, and beside the uploaded letters', async () => {
    fakeTeacherApi(newProfile({ missing: ['reference'] }));
    await openProfile();
    const list = screen.getByRole('list', { name: 'Complete these items to apply to vacancies:' });
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['At least one reference', '/teacher/profile#reference'],
      ['or ask for a confidential reference', '/teacher/references'],
    ]);
    const callout = screen.getByRole('region', { name: 'Confidential references' });
    expect(within(callout).getByRole('link', { name: 'Ask for references' })).toHaveAttribute('href', '/teacher/references');
  });

  it('marks each setup step done when nothing it covers is missing, and the current one', async () => {
    fakeTeacherApi(newProfile({ missing: ['disclosures.employment'], strength: 90 }));
    await openProfile();
    const steps = within(screen.getByRole('navigation', { name: 'Profile setup' })).getAllByRole('link');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Step 1 of 3: Profile(done)',
      '2Step 2 of 3: Disclosures(to do)',
      '✓Step 3 of 3: Preferences(done)',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveAttribute('href', '/teacher/disclosures');
    expect(steps[1]).not.toHaveAttribute('aria-current');
  });

  it('a link to #city puts the focus in the city field', async () => {
    fakeTeacherApi();
    await openProfile('/teacher/profile#city');
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveFocus());
  });

  it('in the United States, asks for a state from the list and a 5-digit or ZIP+4 code', async () => {
    const api = fakeTeacherApi();
    const { user } = await openProfile();
    const state = screen.getByRole('combobox', { name: /^State/ });
    expect(within(state).getByRole('option', { name: 'Florida' })).toHaveValue('FL');
    await user.type(screen.getByLabelText(/^Address/), '401 E Jackson St');
    await user.type(screen.getByLabelText(/^City/), 'Tampa');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in every field marked *.');
    expect(state).toHaveFocus();

    await user.selectOptions(state, 'FL');
    const zip = screen.getByLabelText(/^ZIP code/);
    await user.type(zip, '3360');
    await user.click(saveButton());
    expect(await screen.findByText('Enter 5 digits, or ZIP+4 such as 33602-1234.', { selector: 'p[id]' })).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveFocus();
    expect(api.state.sent).toHaveLength(0);

    await user.type(zip, '2-1234');
    // The highest degree is optional; the job pages estimate pay from it.
    await user.selectOptions(screen.getByRole('combobox', { name: /^Highest degree/ }), 'Master’s degree');
    await user.click(saveButton());
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    expect(api.state.sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/me/profile',
        body: {
          firstName: 'Ana', lastName: 'Cruz', contactNumber: '+639171234567', country: 'US',
          address: '401 E Jackson St', city: 'Tampa', state: 'FL', zipCode: '33602-1234', gender: null, dateOfBirth: null,
          highestDegree: 'master', timeZone: '',
        },
      }),
    ]);
  });

  it('elsewhere, takes the state or province and the postal code as typed', async () => {
    const api = fakeTeacherApi();
    const { user } = await openProfile();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Country/ }), 'PH');
    await user.type(screen.getByRole('textbox', { name: /^State or province/ }), 'Metro Manila');
    await user.type(screen.getByLabelText(/^Postal code/), 'QC 1100');
    await user.type(screen.getByLabelText(/^Address/), '12 Mabini St');
    await user.type(screen.getByLabelText(/^City/), 'Quezon City');
    await user.selectOptions(screen.getByLabelText('Gender (optional)'), 'female');
    await user.click(saveButton());
    await screen.findByText('Your details are saved.');
    expect(api.state.sent[0].body).toMatchObject({ country: 'PH', state: 'Metro Manila', zipCode: 'QC 1100', gender: 'female' });
  });

  it('shows the time zone the server answers, and sends one only once the teacher chooses it', async () => {
    const api = fakeTeacherApi(
      newProfile({ country: 'PH', timeZone: 'Asia/Manila', address: '12 Mabini St', city: 'Quezon City', state: 'Metro Manila', zipCode: '1100' }),
    );
    const { user } = await openProfile();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Asia/Manila');
    expect(zone).toHaveAccessibleDescription("Interview times are shown in this zone, and in Tampa's. It starts as your country's.");
    expect(within(zone).getByRole('option', { name: 'America/New York' })).toHaveValue('America/New_York');

    // Left as it is, it follows the country: nothing is chosen.
    await user.click(saveButton());
    await screen.findByText('Your details are saved.');
    expect(api.state.sent[0].body).toMatchObject({ country: 'PH', timeZone: '' });

    await user.selectOptions(zone, 'Europe/Madrid');
    await user.click(saveButton());
    await waitFor(() => expect(api.state.sent).toHaveLength(2));
    expect(api.state.sent[1].body).toMatchObject({ timeZone: 'Europe/Madrid' });
    expect(zone).toHaveValue('Europe/Madrid');
  });

    it("shows the server's refusals on their fields and keeps what was typed", async () => {
    const api = fakeTeacherApi(newProfile({ address: '1 Main St', city: 'Tampa', state: 'FL', zipCode: '33602' }));
    api.reply('/me/profile', {
      status: 400,
      body: { code: 'validation_failed', message: 'x', fields: { contactNumber: 'invalid', city: 'too_long' } },
    });
    const { user } = await openProfile();
    await user.type(screen.getByLabelText(/^Date of birth/), '1990-04-12');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const phone = screen.getByLabelText(/^Contact number/);
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Enter a valid phone number'));
    expect(phone).toHaveFocus();
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('This is too long: use at most 100 characters.');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('1990-04-12');
    expect(api.state.sent[0].body).toMatchObject({ dateOfBirth: '1990-04-12' });
  });

  it('refuses a date of birth under 18 before sending', async () => {
    const api = fakeTeacherApi(newProfile({ address: '1 Main St', city: 'Tampa', state: 'FL', zipCode: '33602' }));
    const { user } = await openProfile();
    await user.type(screen.getByLabelText(/^Date of birth/), '2020-01-01');
    await user.click(saveButton());
    expect(await screen.findByText('You must be between 18 and 100 years old.')).toBeInTheDocument();
    expect(api.state.sent).toHaveLength(0);
  });

  it('saves the presentation link once the teacher confirms what it shows', async () => {
    const api = fakeTeacherApi();
    const { user } = await openProfile();
    const block = screen.getByRole('region', { name: 'Presentation video' });
    await user.type(within(block).getByLabelText(/^Link to your video/), 'youtube.com/watch?v=abc');
    await user.click(within(block).getByRole('button', { name: 'Save my presentation' }));
    expect(within(block).getByLabelText(/^Link to your video/)).toHaveFocus();
    expect(within(block).getByText('Enter a public link that starts with http:// or https://.')).toBeInTheDocument();
    expect(within(block).getByText(/confirm that the video shows at least 15 minutes/)).toBeInTheDocument();

    await user.clear(within(block).getByLabelText(/^Link to your video/));
    await user.type(within(block).getByLabelText(/^Link to your video/), 'https://youtu.be/abc');
    await user.click(within(block).getByRole('checkbox', { name: /I confirm this public link shows at least 15 minutes of me teaching/ }));
    await user.click(within(block).getByRole('button', { name: 'Save my presentation' }));
    expect(await within(block).findByText('Your presentation link is saved.')).toBeInTheDocument();
    expect(api.state.sent).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/me/presentation', body: { url: 'https://youtu.be/abc', attested: true } }),
    ]);
  });

  it('names each gender plainly, and sends the code of the one chosen', async () => {
    const api = fakeTeacherApi(newProfile({ address: '401 E Jackson St', city: 'Tampa', state: 'FL', zipCode: '33602' }));
    const { user } = await openProfile();
    const gender = screen.getByRole('combobox', { name: 'Gender (optional)' });
    expect(within(gender).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Prefer not to say', 'Male', 'Female', 'Non-binary or another gender',
    ]);
    await user.selectOptions(gender, 'Non-binary or another gender');
    await user.click(saveButton());
    await screen.findByText('Your details are saved.');
    expect(api.state.sent[0].body).toMatchObject({ gender: 'any' });
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeTeacherApi();
    renderApp('/teacher/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu perfil' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('meter', { name: 'Solidez del perfil' })).toHaveAttribute('aria-valuetext', '20 % completo');
    expect(screen.getByRole('link', { name: 'Declaraciones: antecedentes penales' })).toHaveAttribute('href', '/teacher/disclosures?step=criminal');
    expect(screen.getByLabelText(/^Ciudad/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Guardar mis datos' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zona horaria' })).toHaveAccessibleDescription(
      'Los horarios de las entrevistas se muestran en esta zona y en la de Tampa. Al principio es la de tu país.',
    );
    expect(within(screen.getByRole('combobox', { name: 'Género (opcional)' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Prefiero no decirlo', 'Masculino', 'Femenino', 'No binario u otro género',
    ]);
  });
});

describe('the welcome modal', { timeout: 20_000 }, () => {
  it('greets a new teacher on the dashboard; "Got it" tells the server once and closes it', async () => {
    const api = fakeTeacherApi(newProfile({ welcomeSeen: false }));
    const { user } = renderApp('/teacher/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to TeachBay' }, LOAD);
    expect(within(dialog).getByText(/upload all required documents/)).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.state.sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /me/welcome-seen']);
    expect(api.state.sent[0].headers['X-Requested-With']).toBeTruthy();
  });

  it('is not shown once seen', async () => {
    fakeTeacherApi(newProfile({ welcomeSeen: true }));
    await openProfile();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the next step', { timeout: 20_000 }, () => {
  it('is linked from the welcome, which following it closes for good', async () => {
    const api = fakeTeacherApi(newProfile({ welcomeSeen: false }));
    const { user } = renderApp('/teacher/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to TeachBay' }, LOAD);
    const next = within(dialog).getByRole('link', { name: 'Address' });
    expect(next).toHaveAttribute('href', '/teacher/profile#address');
    await user.click(next);
    await screen.findByRole('heading', { level: 2, name: 'Your details' }, LOAD);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.state.sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /me/welcome-seen']);
  });

  it('is on the dashboard while the profile is incomplete', async () => {
    fakeTeacherApi();
    renderApp('/teacher/dashboard');
    const section = await screen.findByRole('region', { name: 'Your next step' }, LOAD);
    expect(section).toHaveTextContent('Your profile is 20% complete.');
    expect(within(section).getByRole('link', { name: 'Address' })).toHaveAttribute('href', '/teacher/profile#address');
    expect(screen.queryByText(/while you prepare your profile/)).not.toBeInTheDocument();
  });

  it('points a complete profile to the job matches', async () => {
    fakeTeacherApi(newProfile({ strength: 100, complete: true, missing: [] }));
    renderApp('/teacher/dashboard');
    const section = await screen.findByRole('region', { name: 'Your next step' }, LOAD);
    expect(section).toHaveTextContent('Your profile is complete: you can apply to vacancies.');
    expect(within(section).getByRole('link', { name: 'See the vacancies that match you' })).toHaveAttribute('href', '/teacher/matches');
  });
});

describe('unsaved details', { timeout: 20_000 }, () => {
  it('ask before the page is left: Stay keeps what was typed, Leave goes', async () => {
    fakeTeacherApi();
    const { user } = await openProfile();
    await user.type(screen.getByLabelText(/^Address/), '2204 W Kennedy Blvd');
    const sidebar = screen.getByRole('navigation', { name: 'Your TeachBay' });
    await user.click(within(sidebar).getByRole('link', { name: 'Matches' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Address/)).toHaveValue('2204 W Kennedy Blvd');
    await user.click(within(sidebar).getByRole('link', { name: 'Matches' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Your details' })).not.toBeInTheDocument());
  });

  it('are not asked about once saved', async () => {
    fakeTeacherApi();
    const { user } = await openProfile();
    await user.type(screen.getByLabelText(/^Address/), '2204 W Kennedy Blvd');
    await user.type(screen.getByLabelText(/^City/), 'Tampa');
    await user.selectOptions(screen.getByLabelText(/^State/), 'FL');
    await user.type(screen.getByLabelText(/^ZIP code/), '33606');
    await user.click(saveButton());
    await screen.findByText('Your details are saved.');
    await user.click(within(screen.getByRole('navigation', { name: 'Your TeachBay' })).getByRole('link', { name: 'Matches' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Your details' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
