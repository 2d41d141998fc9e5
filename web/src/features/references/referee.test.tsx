import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fakeRefereeApi, refereeForm } from './test/fake-references-api';

afterEach(async () => {
  await initI18n('en');
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

const RATINGS = ['Instruction', 'Classroom management', 'Relationships with students', 'Collaboration with colleagues', 'Professionalism'];

/** openForm opens the referee's link and waits for the form. */
async function openForm(token = 'T-1') {
  const view = renderApp(`/reference?token=${token}`);
  await screen.findByRole('heading', { level: 2, name: 'Confidential reference' }, LOAD);
  return view;
}

describe('the referee’s form', { timeout: 30_000 }, () => {
  it('says who asks and why, and sends a complete reference', async () => {
    const api = fakeRefereeApi('T-1');
    const { user } = await openForm();
    expect(screen.getByText(/^Ana Cruz asks you for a confidential reference\. The schools in Tampa Bay that Ana Cruz applies to will read it; Ana Cruz will never see your answers\./)).toBeInTheDocument();
    expect(screen.getByText('How you know Ana Cruz, as they told us: Principal.')).toBeInTheDocument();
    expect(screen.getByText('This link works until December 11, 2026.')).toBeInTheDocument();

    // Each rating is a group of six choices, the last "Could not observe".
    for (const [index, name] of RATINGS.entries()) {
      const group = screen.getByRole('group', { name });
      expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5', 'none']);
      await user.click(within(group).getByRole('radio', { name: index === 3 ? 'Could not observe' : '4 – Very good' }));
    }
    await user.click(within(screen.getByRole('group', { name: /^Would you hire this person again/ })).getByRole('radio', { name: 'Yes, with reservations' }));
    await user.click(within(screen.getByRole('group', { name: /should not work with children/ })).getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(/^Please describe the concern/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Comments/), 'A calm, well-prepared teacher.');
    await user.type(screen.getByLabelText(/^Your full name/), 'Rosa Díaz');
    await user.type(screen.getByLabelText(/^Your position/), 'Principal, Lincoln Elementary School');
    await user.click(screen.getByRole('checkbox', { name: /^I confirm that this reference is true/ }));
    await user.click(screen.getByRole('button', { name: 'Send reference' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you' });
    expect(thanks).toHaveFocus();
    expect(screen.getByText('Your reference is sent. The schools Ana Cruz applies to will read it; Ana Cruz will not see your answers.')).toBeInTheDocument();
    expect(api.bodies('POST', '/references/form')).toEqual([
      {
        ratings: { instruction: 4, classroomManagement: 4, studentRelationships: 4, collaboration: null, professionalism: 4 },
        wouldRehire: 'with_reservations',
        safeguardingConcern: false,
        safeguardingDetails: '',
        comments: 'A calm, well-prepared teacher.',
        refereeName: 'Rosa Díaz',
        refereePosition: 'Principal, Lincoln Elementary School',
        confirm: true,
      },
    ]);
    expect(api.sent('/references/form')).toEqual(['GET /references/form?token=T-1', 'POST /references/form?token=T-1']);
  });

  it('asks for every answer, and for the details of a safeguarding concern', async () => {
    const api = fakeRefereeApi('T-1');
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Send reference' }));
    const instruction = screen.getByRole('group', { name: 'Instruction' });
    expect(instruction).toHaveAccessibleDescription('Choose a rating, or “Could not observe”.');
    expect(within(instruction).getAllByRole('radio')[0]).toHaveFocus();
    expect(screen.getByRole('group', { name: /should not work with children/ })).toHaveAccessibleDescription(expect.stringContaining('Choose an answer.'));
    expect(screen.getByRole('checkbox', { name: /^I confirm/ })).toHaveAccessibleDescription('Confirm that the reference is true.');
    expect(screen.getByLabelText(/^Your full name/)).toHaveAccessibleDescription(expect.stringContaining('Fill in this field.'));

    for (const name of RATINGS) await user.click(within(screen.getByRole('group', { name })).getByRole('radio', { name: '5 – Excellent' }));
    await user.click(within(screen.getByRole('group', { name: /^Would you hire/ })).getByRole('radio', { name: 'No' }));
    await user.click(within(screen.getByRole('group', { name: /should not work with children/ })).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText(/^Your full name/), 'Rosa Díaz');
    await user.type(screen.getByLabelText(/^Your position/), 'Principal');
    await user.click(screen.getByRole('checkbox', { name: /^I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Send reference' }));
    const details = screen.getByLabelText(/^Please describe the concern/);
    expect(details).toHaveAccessibleDescription(expect.stringContaining('Describe the concern.'));
    expect(details).toHaveFocus();
    expect(api.bodies('POST', '/references/form')).toEqual([]);

    await user.type(details, 'Reported in 2024 for leaving students unsupervised.');
    await user.click(screen.getByRole('button', { name: 'Send reference' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(api.bodies('POST', '/references/form')).toEqual([
      expect.objectContaining({ safeguardingConcern: true, safeguardingDetails: 'Reported in 2024 for leaving students unsupervised.', wouldRehire: 'no' }),
    ]);
  });

  it('counts the comments against their 4,000 characters', async () => {
    fakeRefereeApi('T-1');
    const { user } = await openForm();
    const comments = screen.getByLabelText(/^Comments/);
    await user.click(comments);
    await user.paste('x'.repeat(4001));
    expect(comments).toHaveAccessibleDescription(expect.stringContaining('4001 of 4000 characters'));
    expect(comments).toHaveAttribute('aria-invalid', 'true');
  });

  it('declines with one confirmed click', async () => {
    const api = fakeRefereeApi('T-1');
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Decline to give a reference' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline to give a reference?' });
    expect(within(dialog).getByText(/We will tell Ana Cruz that you declined, without a reason/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/^You declined to give a reference\./)).toBeInTheDocument();
    expect(api.sent('/references/decline')).toEqual(['POST /references/decline?token=T-1']);
    expect(screen.queryByRole('button', { name: 'Send reference' })).not.toBeInTheDocument();
  });

  it('says so when the link is used, expired or withdrawn', async () => {
    fakeRefereeApi('T-1');
    renderApp('/reference?token=OLD');
    expect(await screen.findByRole('heading', { name: 'This link no longer works' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/ask the teacher to send you a new request/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reference' })).not.toBeInTheDocument();
  });

  it('opens in the language of the request, and switches on the page', async () => {
    fakeRefereeApi('T-1', refereeForm('es'));
    const { user } = renderApp('/reference?token=T-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Referencia confidencial' }, LOAD)).toBeInTheDocument();
    const switcher = screen.getByRole('group', { name: 'Idioma de este formulario' });
    expect(within(switcher).getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: '¿Sabes de algún motivo por el que esta persona no deba trabajar con niños?' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Gestión del aula' })).getByRole('radio', { name: 'No pude observarlo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar referencia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prefiero no dar una referencia' })).toBeInTheDocument();

    await user.click(within(switcher).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(await screen.findByRole('group', { name: 'Do you know of any reason why this person should not work with children?' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Language of this form' })).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});
