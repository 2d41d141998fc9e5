import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { signOut } from '@/test/api/requests';
import { renderApp } from '@/test/render-app';
import { daysFromNow, fakeReferencesApi, reference } from './test/fake-references-api';

afterEach(() => {
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

const table = () => screen.getByRole('table', { name: 'Your referees and the status of each' });
const row = (name: string) => within(table()).getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

async function openReferences() {
  const view = renderApp('/teacher/references');
  await screen.findByText(/referees?, of at most 5\.|You have not added a referee yet\./, {}, LOAD);
  return view;
}

describe('the teacher’s references', { timeout: 30_000 }, () => {
  it('says what a referee is asked and who reads it, adds a referee and sends the request', async () => {
    const api = fakeReferencesApi();
    const { user } = await openReferences();
    const about = screen.getByRole('region', { name: 'How references work' });
    expect(within(about).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^rate you from 1 to 5 on instruction, classroom management, relationships with students, collaboration and professionalism/),
      'say whether they would hire you again,',
      'answer whether they know of any reason you should not work with children,',
      'add comments, and confirm that what they wrote is true.',
    ]);
    expect(within(about).getByText(/You never see a referee's answers/)).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'Reference sharing settings' })).toHaveAttribute('href', '/teacher/settings#settings-references');
    expect(screen.getByText('You have not added a referee yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Full name/), 'Rosa Díaz');
    await user.type(screen.getByLabelText(/^E-mail/), 'rosa.diaz@school.example');
    await user.selectOptions(screen.getByLabelText(/^How they know you/), 'mentor_teacher');
    await user.type(screen.getByLabelText(/^School or organization/), 'Lincoln Elementary School');
    await user.click(screen.getByRole('button', { name: 'Add referee' }));
    expect(await screen.findByText('Rosa Díaz is added. Send the request when you are ready.')).toHaveFocus();
    expect(api.bodies('POST', '/me/references')).toEqual([
      { name: 'Rosa Díaz', email: 'rosa.diaz@school.example', relationship: 'mentor_teacher', organization: 'Lincoln Elementary School', phone: '' },
    ]);
    // The form is empty again, for the next referee.
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');

    const rosa = await waitFor(() => row('Rosa Díaz'));
    expect(within(rosa).getByText('Not sent yet')).toBeInTheDocument();
    expect(within(rosa).getByText('Mentor teacher')).toBeInTheDocument();
    await user.click(within(rosa).getByRole('button', { name: 'Send request to Rosa Díaz' }));
    expect(await screen.findByText('The request is on its way to Rosa Díaz.')).toHaveFocus();
    expect(api.sent('/me/references/r-1/request')).toEqual(['POST /me/references/r-1/request']);
    await waitFor(() => expect(within(row('Rosa Díaz')).getByText(/^Requested on /)).toBeInTheDocument());
    // A request just sent can be withdrawn, not edited, nor sent again before its day.
    const requested = row('Rosa Díaz');
    expect(within(requested).getByText(/^You can send it again from /)).toBeInTheDocument();
    expect(within(requested).queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument();
    expect(within(requested).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(requested).getByRole('button', { name: 'Withdraw request to Rosa Díaz' })).toBeInTheDocument();
  });

  it('checks the form before sending it, and shows the server’s refusal of her own address on its field', async () => {
    const api = fakeReferencesApi();
    const { user } = await openReferences();
    await user.type(screen.getByLabelText(/^E-mail/), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Add referee' }));
    const name = screen.getByLabelText(/^Full name/);
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Fill in this field.'));
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(expect.stringContaining('Enter an e-mail address such as name@school.org.'));
    expect(api.bodies('POST', '/me/references')).toEqual([]);

    await user.type(name, 'Ana Cruz');
    const email = screen.getByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'ana@example.com');
    await user.type(screen.getByLabelText(/^School or organization/), 'Lincoln Elementary School');
    await user.click(screen.getByRole('button', { name: 'Add referee' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('This is your own e-mail address.')));
    expect(email).toHaveFocus();
  });

  it('allows five referees at most', async () => {
    fakeReferencesApi([1, 2, 3, 4, 5].map((n) => reference({ id: `r-${n}`, name: `Referee ${n}`, email: `r${n}@school.example` })));
    await openReferences();
    expect(screen.getByText('5 referees, of at most 5.')).toBeInTheDocument();
    expect(screen.getByText('You have five referees, the most you can add. Delete a draft to add someone else.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add referee' })).not.toBeInTheDocument();
  });

  it('edits and deletes a draft, asking before it deletes', async () => {
    const api = fakeReferencesApi([reference(), reference({ id: 'r-2', name: 'Luis Gómez', email: 'luis@school.example', relationship: 'colleague' })]);
    const { user } = await openReferences();
    await user.click(within(row('Rosa Díaz')).getByRole('button', { name: 'Edit Rosa Díaz' }));
    const form = screen.getByRole('region', { name: 'Edit Rosa Díaz' });
    expect(within(form).getByRole('heading', { name: 'Edit Rosa Díaz' })).toHaveFocus();
    const organization = within(form).getByLabelText(/^School or organization/);
    expect(organization).toHaveValue('Lincoln Elementary School');
    await user.clear(organization);
    await user.type(organization, 'Tampa Bay Tech');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toHaveFocus();
    expect(api.bodies('PUT', '/me/references/r-1')).toEqual([expect.objectContaining({ organization: 'Tampa Bay Tech' })]);
    expect(screen.getByRole('heading', { level: 2, name: 'Add a referee' })).toBeInTheDocument();

    await user.click(within(row('Luis Gómez')).getByRole('button', { name: 'Delete Luis Gómez' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Luis Gómez?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('/me/references/r-2')).toEqual([]);
    await user.click(within(row('Luis Gómez')).getByRole('button', { name: 'Delete Luis Gómez' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Luis Gómez?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Luis Gómez is deleted.')).toHaveFocus();
    expect(api.sent('/me/references/r-2')).toEqual(['DELETE /me/references/r-2']);
    await waitFor(() => expect(within(table()).queryByText('Luis Gómez')).not.toBeInTheDocument());
  });

  it('sends a request again only once its day has come, and withdraws one after asking', async () => {
    const api = fakeReferencesApi([
      reference({ status: 'requested', requestedAt: daysFromNow(-8), resendableAt: daysFromNow(-1) }),
      reference({ id: 'r-2', name: 'Luis Gómez', email: 'luis@school.example', status: 'requested', requestedAt: daysFromNow(-2), resendableAt: daysFromNow(5) }),
      reference({ id: 'r-3', name: 'Eva Ortiz', email: 'eva@school.example', status: 'received', requestedAt: daysFromNow(-20), receivedAt: daysFromNow(-15) }),
    ]);
    const { user } = await openReferences();
    expect(within(row('Rosa Díaz')).queryByText(/^You can send it again/)).not.toBeInTheDocument();
    expect(within(row('Luis Gómez')).getByText(/^You can send it again from /)).toBeInTheDocument();
    expect(within(row('Luis Gómez')).queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument();
    // A received reference shows its date only: no answer, no action.
    const eva = row('Eva Ortiz');
    expect(within(eva).getByText(/^Received on /)).toBeInTheDocument();
    expect(within(eva).queryAllByRole('button')).toEqual([]);

    await user.click(within(row('Rosa Díaz')).getByRole('button', { name: 'Send again to Rosa Díaz' }));
    expect(await screen.findByText('The request is on its way to Rosa Díaz.')).toBeInTheDocument();
    expect(api.sent('/me/references/r-1/request')).toEqual(['POST /me/references/r-1/request']);

    await user.click(within(row('Luis Gómez')).getByRole('button', { name: 'Withdraw request to Luis Gómez' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw the request to Luis Gómez?' });
    expect(within(dialog).getByText(/The link in their e-mail stops working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The request to Luis Gómez is withdrawn.')).toBeInTheDocument();
    expect(api.sent('/me/references/r-2/withdraw')).toEqual(['POST /me/references/r-2/withdraw']);
    await waitFor(() => expect(within(row('Luis Gómez')).getByText('Not sent yet')).toBeInTheDocument());
  });

  it('says it all in Spanish', async () => {
    await initI18n('es');
    fakeReferencesApi([reference({ status: 'requested', requestedAt: '2026-11-20T12:00:00Z', resendableAt: daysFromNow(3) })]);
    renderApp('/teacher/references');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referencias' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cómo funcionan las referencias' })).toBeInTheDocument();
    const rosa = await screen.findByRole('rowheader', { name: /Rosa Díaz/ }, LOAD);
    const tr = rosa.closest('tr') as HTMLElement;
    expect(within(tr).getByText('Solicitada el 20 nov 2026')).toBeInTheDocument();
    expect(within(tr).getByText(/^Podrás enviarla de nuevo a partir del /)).toBeInTheDocument();
    expect(within(tr).getByRole('button', { name: 'Retirar solicitud a Rosa Díaz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir referencia' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tu TeachBay' })).toContainElement(screen.getByRole('link', { name: 'Referencias' }));
    await initI18n('en');
  });
});
