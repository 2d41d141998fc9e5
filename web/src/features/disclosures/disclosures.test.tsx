import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { SECTIONS, type Answers } from './schema';

type Saved = { state: 'not_started' | 'draft' | 'complete'; answers: Answers };
type Reply = { status: number; body: unknown };

const teacher = {
  id: 'u-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', role: 'teacher', language: 'en',
  emailVerified: true, organizationId: null, mfaEnabled: false,
};

/**
 * fakeApi stands in for the disclosures API of a signed-in teacher: `saved` holds each section's
 * state and answers; a PUT saves what it is sent unless a reply is queued. It records each PUT.
 */
function fakeApi(saved: Record<string, Saved> = {}) {
  const puts: { section: string; body: { answers: Answers; complete: boolean } }[] = [];
  const replies: Reply[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const sectionOf = (key: string) => ({ section: key, ...(saved[key] ?? { state: 'not_started', answers: {} }) });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api/, '');
    if (path === '/auth/me') return json(200, { user: teacher });
    // The page around the wizard: the setup progress and the card uploads.
    if (path === '/me/profile') return json(200, { missing: [], welcomeSeen: true, strength: 100, complete: true });
    if (path === '/me/documents') return json(200, []);
    if (path === '/me/disclosures') return json(200, { sections: SECTIONS.map((s) => ({ section: s.key, state: sectionOf(s.key).state })) });
    const key = path.replace('/me/disclosures/', '');
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      puts.push({ section: key, body });
      const reply = replies.shift();
      if (reply) return json(reply.status, reply.body);
      saved[key] = { state: body.complete ? 'complete' : 'draft', answers: body.answers };
    }
    return json(200, sectionOf(key));
  });
  return { puts, reply: (r: Reply) => replies.push(r) };
}

const complete = (answers: Answers = {}): Saved => ({ state: 'complete', answers });

// The first screen of a test waits for the page's code and texts to load, slower on a busy machine.
const LOAD = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the disclosures wizard', () => {
  it('opens at the first section that is not complete, and marks each step', async () => {
    fakeApi({ profile: complete(), employment: { state: 'draft', answers: { dismissal: 'no' } } });
    renderApp('/teacher/disclosures');
    expect(await screen.findByRole('heading', { level: 2, name: 'Employment disclosure' }, LOAD)).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Steps' });
    expect(within(steps).getByRole('link', { name: /Profile questions Complete/ })).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: /Employment disclosure Draft/ })).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByRole('link', { name: /Criminal information Not started/ })).toBeInTheDocument();
    const dismissal = await screen.findByRole('group', { name: /dismissed, not renewed/ });
    expect(within(dismissal).getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('asks the follow-ups on yes, requires them, and drops them on no', async () => {
    const api = fakeApi();
    const { user } = renderApp('/teacher/disclosures?step=employment');
    const dismissal = await screen.findByRole('group', { name: /dismissed, not renewed/ }, LOAD);
    expect(within(dismissal).queryByLabelText('City')).not.toBeInTheDocument();

    await user.click(within(dismissal).getByRole('radio', { name: 'Yes' }));
    await user.type(within(dismissal).getByLabelText('City'), 'Tampa');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the answers marked below.');
    expect(within(dismissal).getByLabelText('Date')).toHaveAccessibleDescription('Please answer this question.');
    expect(within(dismissal).getByLabelText('Date')).toHaveFocus();
    expect(api.puts).toHaveLength(0);

    await user.click(within(dismissal).getByRole('radio', { name: 'No' }));
    expect(within(dismissal).queryByLabelText('City')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.puts).toEqual([{ section: 'employment', body: { answers: { dismissal: 'no' }, complete: false } }]));
    expect(await screen.findByText(/Draft saved\./)).toHaveAttribute('role', 'status');
  });

  it('saves a step as complete with Next, moves on and puts the focus on the new heading', async () => {
    const api = fakeApi();
    const { user } = renderApp('/teacher/disclosures?step=public_records');
    const consent = await screen.findByRole('group', { name: /public record information/ }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    expect(within(consent).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(consent).toHaveAccessibleDescription('Please answer this question.');
    expect(api.puts).toHaveLength(0);

    await user.click(within(consent).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Review your answers' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.puts).toEqual([{ section: 'public_records', body: { answers: { publicRecordsConsent: 'yes' }, complete: true } }]);
  });

  it('keeps what was answered when going Back: a changed step is saved as a draft first', async () => {
    const api = fakeApi({ profile: complete() });
    const { user } = renderApp('/teacher/disclosures?step=employment');
    const dismissal = await screen.findByRole('group', { name: /dismissed, not renewed/ }, LOAD);
    await user.click(within(dismissal).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile questions' })).toBeInTheDocument();
    expect(api.puts).toEqual([{ section: 'employment', body: { answers: { dismissal: 'no' }, complete: false } }]);
  });

  it('shows the server refusals on their questions, and refuses a bad SSN before sending', async () => {
    const api = fakeApi({ profile: { state: 'draft', answers: { validWorkAuth: 'yes' } } });
    api.reply({ status: 400, body: { code: 'validation_failed', message: 'x', fields: { ssn: 'invalid', workAuthFront: 'required' } } });
    const { user } = renderApp('/teacher/disclosures?step=profile');
    const ssn = await screen.findByLabelText('Social Security Number', undefined, LOAD);
    await user.type(ssn, '000-12-3456');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Enter a valid Social Security Number/)).toBeVisible();
    expect(api.puts).toHaveLength(0);

    await user.clear(ssn);
    await user.type(ssn, '123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.puts[0].body).toEqual({ answers: { validWorkAuth: 'yes', ssn: '123456789' }, complete: false }));
    expect(await screen.findByText('Front of your work authorization card: Please upload this side of your card.')).toBeVisible();
    expect(ssn).toHaveAccessibleDescription(expect.stringContaining('Enter a valid Social Security Number'));
    expect(ssn).toHaveFocus();
  });

  it('keeps a stored SSN when its box is left empty', async () => {
    const api = fakeApi({ profile: { state: 'draft', answers: { validWorkAuth: 'yes', ssnLast4: '6789' } } });
    const { user } = renderApp('/teacher/disclosures?step=profile');
    const ssn = await screen.findByLabelText('Social Security Number', undefined, LOAD);
    expect(ssn).toHaveValue('');
    expect(ssn).toHaveAccessibleDescription('Saved, ending in 6789. Leave the box empty to keep it.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.puts[0].body).toEqual({ answers: { validWorkAuth: 'yes' }, complete: false }));
  });

  it('reviews every answer with a link to edit its section', async () => {
    fakeApi({
      profile: complete({ validWorkAuth: 'yes', ssnLast4: '6789', otherLanguages: 'yes', languagesSpoken: ['es', 'tl'], publicSchoolYears: 7 }),
      employment: complete({ dismissal: 'no' }),
      criminal: complete(),
      additional: complete({
        otherStateCertificate: 'yes', otherStateCertificateState: 'GA', otherStateCertificateSubjects: ['math', 'esol', 'other'],
        eligibilityStatement: 'yes', eligibilityStatementDate: '2024-03-05',
      }),
      self_identification: complete({ gender: 'prefer_not_to_say' }),
      public_records: complete({ publicRecordsConsent: 'yes' }),
    });
    renderApp('/teacher/disclosures');
    const profile = await screen.findByRole('region', { name: 'Profile questions' }, LOAD);
    expect(within(profile).getByText('Saved, ending in 6789')).toBeInTheDocument();
    expect(within(profile).getByText('Spanish, Filipino / Tagalog')).toBeInTheDocument();
    expect(within(profile).getByText('7')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Edit Profile questions' })).toHaveAttribute('href', '/teacher/disclosures?step=profile');
    const additional = screen.getByRole('region', { name: 'Additional questions' });
    expect(within(additional).getByText('Georgia')).toBeInTheDocument();
    expect(within(additional).getByText('Mathematics, ESOL (English for Speakers of Other Languages), Another subject')).toBeInTheDocument();
    expect(within(additional).getByText('March 5, 2024')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Self-identification' })).getByText('Prefer not to say')).toBeInTheDocument();
    expect(screen.getByText('All sections are complete. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finish: go to my preferences' })).toHaveAttribute('href', '/teacher/preferences');
  });

  it('asks which subjects a certificate covers on yes, and requires one', async () => {
    const api = fakeApi();
    const { user } = renderApp('/teacher/disclosures?step=additional');
    const florida = await screen.findByRole('group', { name: /hold a Florida educator certificate/ }, LOAD);
    expect(within(florida).queryByRole('group', { name: 'Subjects it covers' })).not.toBeInTheDocument();

    await user.click(within(florida).getByRole('radio', { name: 'Yes' }));
    const subjects = within(florida).getByRole('group', { name: 'Subjects it covers' });
    expect(subjects).toHaveAccessibleDescription('Choose every subject your certificate covers.');
    expect(within(subjects).getAllByRole('checkbox')).toHaveLength(23);
    for (const name of ['English Language Arts (ELA)', 'Mathematics', 'Exceptional Student Education (ESE)', 'Another subject']) {
      expect(within(subjects).getByRole('checkbox', { name })).not.toBeChecked();
    }
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the answers marked below.');
    expect(subjects).toHaveAccessibleDescription(expect.stringContaining('Please answer this question.'));
    expect(api.puts).toHaveLength(0);

    await user.click(within(subjects).getByRole('checkbox', { name: 'Mathematics' }));
    await user.click(within(subjects).getByRole('checkbox', { name: 'Biology' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(api.puts).toEqual([
        { section: 'additional', body: { answers: { floridaCertificate: 'yes', floridaCertificateSubjects: ['math', 'biology'] }, complete: false } },
      ]),
    );
  });

  it('asks the subjects of a certificate in Spanish', async () => {
    await initI18n('es');
    const api = fakeApi();
    const { user } = renderApp('/teacher/disclosures?step=additional');
    const florida = await screen.findByRole('group', { name: /certificado docente de Florida/ }, LOAD);
    await user.click(within(florida).getByRole('radio', { name: 'Sí' }));
    const subjects = within(florida).getByRole('group', { name: 'Materias que abarca' });
    expect(subjects).toHaveAccessibleDescription('Elige todas las materias que abarca tu certificado.');
    for (const name of ['Matemáticas', 'Biología', 'ESOL (inglés para hablantes de otros idiomas)', 'Otra materia']) {
      expect(within(subjects).getByRole('checkbox', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa las respuestas marcadas abajo.');
    expect(subjects).toHaveAccessibleDescription(expect.stringContaining('Responde esta pregunta.'));
    expect(api.puts).toHaveLength(0);
  });

  it('says the self-identification answers are voluntary and never shown to hiring staff', async () => {
    fakeApi();
    renderApp('/teacher/disclosures?step=self_identification');
    expect(await screen.findByText(/Answering is voluntary.*never visible to hiring staff/, undefined, LOAD)).toBeInTheDocument();
    const gender = await screen.findByRole('group', { name: 'Gender' });
    expect(within(gender).getByRole('radio', { name: 'Prefer not to say' })).toBeInTheDocument();
  });

  it('tells the race question from the Hispanic or Latino origin question, in both languages', async () => {
    fakeApi();
    const { unmount } = renderApp('/teacher/disclosures?step=self_identification');
    const labels = async (question: string) =>
      within(await screen.findByRole('group', { name: question }, LOAD)).getAllByRole<HTMLInputElement>('radio').map((radio) => radio.labels?.[0]?.textContent);
    expect(await labels('Race or ethnicity')).toEqual([
      'Asian', 'Black', 'Hispanic or Latino', 'American Indian / Alaska Native', 'Two or more races',
      'Native Hawaiian / Other Pacific Islander', 'White', 'None of these, or prefer not to say',
    ]);
    expect(await labels('Whatever your race, are you of Hispanic or Latino origin?')).toEqual(['Yes', 'No', 'Prefer not to say']);
    unmount();
    await initI18n('es');
    renderApp('/teacher/disclosures?step=self_identification');
    expect(await labels('Raza u origen étnico')).toContain('Hispano o latino');
    expect(await labels('Raza u origen étnico')).toContain('Ninguna de estas, o prefiero no decirlo');
    expect(await labels('Sea cual sea tu raza, ¿eres de origen hispano o latino?')).toEqual(['Sí', 'No', 'Prefiero no decirlo']);
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeApi();
    const { user } = renderApp('/teacher/disclosures?step=public_records');
    expect(await screen.findByRole('heading', { level: 2, name: 'Registros públicos' }, LOAD)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Guardar y revisar' }));
    const consent = screen.getByRole('group', { name: /registros públicos/ });
    expect(consent).toHaveAccessibleDescription('Responde esta pregunta.');
    expect(within(consent).getByRole('radio', { name: 'Sí' })).toBeInTheDocument();
  });
});
