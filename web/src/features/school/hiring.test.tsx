import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fakeSchoolApi, interview, offer, packet, signOut } from './test/fake-school-api';

// The school works on 2027-03-01 in Tampa, two weeks before its change to daylight time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-01T15:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  signOut();
});

// The first test also waits for the pages' chunks and texts to load.
const LOAD = { timeout: 10_000 };

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
const facts = (region: HTMLElement) => within(region).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

type User = ReturnType<typeof renderApp>['user'];

// A day and a time, or a long text, are pasted at once: typing them key by key would pass through values the input refuses.
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('the hiring loop, for the school', { timeout: 60_000 }, () => {
  it('asks how, where and when: the place follows the mode, and one to five times', async () => {
    const api = fakeSchoolApi();
    api.state.packet = packet({ status: 'candidate' });
    const { user } = renderApp('/school/applications/a-1');
    const section = await screen.findByRole('region', { name: 'Interviews' }, LOAD);
    expect(await within(section).findByText('No interview has been proposed yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Propose interview times' }));
    const dialog = screen.getByRole('dialog', { name: 'Propose interview times to Ana Cruz' });

    // The place's label follows the mode; an interview in person needs its address.
    expect(within(dialog).getByRole('radio', { name: 'Video call' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'In person' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the times' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fill in the required fields.');
    const address = within(dialog).getByRole('textbox', { name: /^Address/ });
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Enter the address of the interview.'));
    expect(address).toHaveFocus();
    expect(within(dialog).getByLabelText('Time 1 (Tampa time)')).toHaveAccessibleDescription('Enter a day and a time.');
    await user.click(within(dialog).getByRole('radio', { name: 'Phone call' }));
    expect(within(dialog).getByRole('textbox', { name: 'Phone number to call (optional)' })).toBeInTheDocument();

    // One to five times, in Tampa time whatever the computer's zone.
    const times = within(dialog).getByRole('group', { name: 'Times to offer' });
    expect(times).toHaveAccessibleDescription(expect.stringContaining('In Tampa time (Eastern Time, America/New_York)'));
    expect(within(times).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    for (let count = 2; count <= 5; count++) await user.click(within(times).getByRole('button', { name: 'Add another time' }));
    expect(within(times).getAllByLabelText(/^Time \d \(Tampa time\)$/)).toHaveLength(5);
    expect(within(times).queryByRole('button', { name: 'Add another time' })).not.toBeInTheDocument();
    expect(within(times).getByText('You can offer up to 5 times.')).toBeInTheDocument();
    for (let count = 5; count >= 2; count--) await user.click(within(times).getByRole('button', { name: `Remove time ${count}` }));
    expect(within(times).getAllByLabelText(/^Time \d \(Tampa time\)$/)).toHaveLength(1);
    expect(within(times).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies('POST', '/school/applications/a-1/interviews')).toEqual([]);
  });

  it('proposes interview times typed in Tampa time, sent as the instants on each side of the change to daylight time', async () => {
    const api = fakeSchoolApi();
    api.state.packet = packet({ status: 'candidate' });
    const { user } = renderApp('/school/applications/a-1');
    const section = await screen.findByRole('region', { name: 'Interviews' }, LOAD);
    await user.click(await within(section).findByRole('button', { name: 'Propose interview times' }));
    const dialog = screen.getByRole('dialog', { name: 'Propose interview times to Ana Cruz' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Meeting link/ }), 'https://meet.example.com/ana');
    await fill(user, within(dialog).getByRole('spinbutton', { name: /^Length in minutes/ }), '45');
    const times = within(dialog).getByRole('group', { name: 'Times to offer' });
    await user.click(within(times).getByRole('button', { name: 'Add another time' }));
    await fill(user, within(times).getByLabelText('Time 1 (Tampa time)'), '2027-03-15T09:00');
    await fill(user, within(times).getByLabelText('Time 2 (Tampa time)'), '2027-03-12T09:00');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Note to the teacher/ }), 'Bring a short lesson idea.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the times' }));

    expect(
      await within(section).findByText('The times are sent. The teacher has been e-mailed and will choose one in their own time zone.'),
    ).toHaveFocus();
    expect(api.bodies('POST', '/school/applications/a-1/interviews')).toEqual([
      {
        mode: 'video', location: 'https://meet.example.com/ana', durationMinutes: 45,
        slots: ['2027-03-15T13:00:00Z', '2027-03-12T14:00:00Z'], note: 'Bring a short lesson idea.',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The packet is read again: the interview, with both times in Tampa and in Manila, and the new status.
    expect(await within(section).findByRole('heading', { name: 'Interview 1: Video call, 45 minutes' })).toBeInTheDocument();
    expect(texts(within(within(section).getByRole('list', { name: 'Times proposed' })).getAllByRole('listitem'))).toEqual([
      'Mon, Mar 15, 2027, 9:00 AM in Tampa · Mon, Mar 15, 2027, 9:00 PM for the teacher (Asia/Manila)',
      'Fri, Mar 12, 2027, 9:00 AM in Tampa · Fri, Mar 12, 2027, 10:00 PM for the teacher (Asia/Manila)',
    ]);
    expect(within(section).getByRole('link', { name: /^https:\/\/meet\.example\.com\/ana/ })).toHaveAttribute('href', 'https://meet.example.com/ana');
    expect(within(section).queryByRole('button', { name: 'Propose interview times' })).not.toBeInTheDocument();
    expect(within(section).getByText('To propose other times, cancel the open interview first.')).toBeInTheDocument();
    expect(await screen.findByText('Interview', { selector: 'dd' })).toBeInTheDocument();
  });

  it("shows the server's refusals beside their fields, and its conflict in the form's alert", async () => {
    const api = fakeSchoolApi();
    const { user } = renderApp('/school/applications/a-1');
    const section = await screen.findByRole('region', { name: 'Interviews' }, LOAD);
    await user.click(await within(section).findByRole('button', { name: 'Propose interview times' }));
    const dialog = screen.getByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Meeting link/ }), 'https://meet.example.com/ana');
    await fill(user, within(dialog).getByLabelText('Time 1 (Tampa time)'), '2027-03-15T09:00');

    api.reply('POST /school/applications/a-1/interviews', {
      status: 400,
      body: { code: 'validation_failed', message: 'x', fields: { location: 'invalid', durationMinutes: 'out_of_range', slots: 'duplicate' } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send the times' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(within(dialog).getByRole('textbox', { name: /^Meeting link/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a meeting link that starts with https://.'),
    );
    expect(within(dialog).getByRole('spinbutton', { name: /^Length in minutes/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a length from 15 to 240 minutes.'),
    );
    expect(within(dialog).getByRole('group', { name: 'Times to offer' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a different time for each.'),
    );

    api.reply('POST /school/applications/a-1/interviews', { status: 409, body: { code: 'conflict', message: 'x' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send the times' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/already has an open interview, or a decision was made/);

    // A time already past is refused before anything is sent.
    await fill(user, within(dialog).getByLabelText('Time 1 (Tampa time)'), '2027-02-26T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send the times' }));
    expect(within(dialog).getByLabelText('Time 1 (Tampa time)')).toHaveAccessibleDescription('Choose a time that is still to come.');
    expect(api.bodies('POST', '/school/applications/a-1/interviews')).toHaveLength(2);
  });

  it('marks an interview that took place as done, and offers its calendar file while scheduled', async () => {
    const api = fakeSchoolApi();
    api.state.packet = packet({ status: 'interview' });
    api.state.interviews = [interview({ status: 'scheduled', start: '2027-02-26T14:00:00Z', slots: [] })];
    const { user } = renderApp('/school/applications/a-1');
    const section = await screen.findByRole('region', { name: 'Interviews' }, LOAD);
    expect(await within(section).findByRole('heading', { name: 'Interview 1: Video call, 30 minutes' })).toBeInTheDocument();
    expect(facts(section)).toEqual([
      ['Status', 'Scheduled'],
      ['Meeting link', 'https://meet.example.com/ana (opens in a new tab)'],
      ['Time', 'Fri, Feb 26, 2027, 9:00 AM in Tampa · Fri, Feb 26, 2027, 10:00 PM for the teacher (Asia/Manila)'],
      ['Note', 'Bring a short lesson idea.'],
    ]);
    expect(within(section).getByRole('link', { name: 'Add to your calendar (.ics)' })).toHaveAttribute('href', '/api/interviews/i-1/calendar.ics');

    await user.click(within(section).getByRole('button', { name: 'Mark as done' }));
    const done = screen.getByRole('dialog', { name: 'Mark the interview with Ana Cruz as done?' });
    await user.click(within(done).getByRole('button', { name: 'Yes, it took place' }));
    expect(await within(section).findByText('The interview is marked as done.')).toHaveFocus();
    expect(api.sent('/school/interviews/i-1/complete')).toEqual(['POST /school/interviews/i-1/complete']);
    expect(await within(section).findByText('Done')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Cancel the interview' })).not.toBeInTheDocument();

  });

  it('cancels an open interview with a reason, once asked, and says when it has moved on meanwhile', async () => {
    const api = fakeSchoolApi();
    api.state.packet = packet({ status: 'interview' });
    api.state.interviews = [interview()];
    const { user } = renderApp('/school/applications/a-1');
    const section = await screen.findByRole('region', { name: 'Interviews' }, LOAD);
    expect(within(section).queryByRole('link', { name: 'Add to your calendar (.ics)' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();

    await user.click(await within(section).findByRole('button', { name: 'Cancel the interview' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel the interview with Ana Cruz?' })).getByRole('button', { name: 'Keep it' }));
    expect(api.sent('/school/interviews/i-1/cancel')).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Cancel the interview' }));
    const dialog = screen.getByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Reason \(optional\)/ }), 'The position was filled.');
    api.reply('POST /school/interviews/i-1/cancel', { status: 409, body: { code: 'conflict', message: 'x' } });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/This interview has changed in the meantime/);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(section).findByText('The interview is cancelled. The teacher has been e-mailed.')).toHaveFocus();
    expect(api.bodies('POST', '/school/interviews/i-1/cancel')).toEqual([{ reason: 'The position was filled.' }, { reason: 'The position was filled.' }]);
    // With no open interview, new times can be proposed.
    expect(await within(section).findByRole('button', { name: 'Propose interview times' })).toBeInTheDocument();
    expect(within(section).getByText('Cancelled')).toBeInTheDocument();
  });

  it('makes an offer after an interview, checked as the server checks it, and withdraws it', async () => {
    const api = fakeSchoolApi();
    api.state.packet = packet({ status: 'interview' });
    const { user } = renderApp('/school/applications/a-1');
    const section = await screen.findByRole('region', { name: 'Offer' }, LOAD);
    expect(within(section).getByText('No offer has been made yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Make an offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Make an offer to Ana Cruz' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Fill in the required fields.');
    expect(within(dialog).getByRole('spinbutton', { name: /^Salary \(US dollars a year\)/ })).toHaveFocus();

    await fill(user, within(dialog).getByRole('spinbutton', { name: /^Salary/ }), '52000');
    await fill(user, within(dialog).getByLabelText(/^Start date/), '2027-08-01');
    // 31 days after today in Tampa: one too many.
    await fill(user, within(dialog).getByLabelText(/^Answer by/), '2027-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(within(dialog).getByLabelText(/^Answer by/)).toHaveAccessibleDescription(
      expect.stringContaining('Choose a day from tomorrow to 30 days from today.'),
    );
    expect(api.bodies('POST', '/school/applications/a-1/offer')).toEqual([]);
    await fill(user, within(dialog).getByLabelText(/^Answer by/), '2027-03-31');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Note to the teacher/ }), 'We hope you join us.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));

    expect(
      await within(section).findByText('The offer is sent. The teacher has been e-mailed and can accept or decline it in TeachBay.'),
    ).toHaveFocus();
    expect(api.bodies('POST', '/school/applications/a-1/offer')).toEqual([
      { salary: 52000, startDate: '2027-08-01', respondBy: '2027-03-31', note: 'We hope you join us.' },
    ]);
    await within(section).findByText("Waiting for the teacher's answer");
    expect(facts(section)).toEqual([
      ['Status', "Waiting for the teacher's answer"],
      ['Salary', '$52,000 a year'],
      ['Start date', 'Aug 1, 2027'],
      ['Answer by', 'Mar 31, 2027'],
      ['Note', 'We hope you join us.'],
    ]);
    const status = screen.getByRole('region', { name: 'Change status' });
    expect(within(status).getByText('An offer is waiting for the teacher\'s answer. To change the status, withdraw the offer first.')).toBeInTheDocument();
    expect(within(status).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Withdraw the offer' }));
    const withdraw = screen.getByRole('dialog', { name: 'Withdraw the offer to Ana Cruz?' });
    await user.click(within(withdraw).getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await within(section).findByText('The offer is withdrawn. The teacher has been e-mailed.')).toHaveFocus();
    expect(api.sent('/school/offers/of-2/withdraw')).toEqual(['POST /school/offers/of-2/withdraw']);
    expect(await within(section).findByText('Withdrawn')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Make an offer' })).toBeInTheDocument();
    expect(within(status).getByRole('radio', { name: 'Candidate' })).toBeChecked();
  });

  it('says an offer cannot be made yet, and the status form ends an application with a note, after which it is final', async () => {
    const api = fakeSchoolApi();
    const { user } = renderApp('/school/applications/a-1');
    const offerSection = await screen.findByRole('region', { name: 'Offer' }, LOAD);
    expect(within(offerSection).getByText('You can make an offer once the application is a candidate or has an interview.')).toBeInTheDocument();
    expect(within(offerSection).queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();

    const status = screen.getByRole('region', { name: 'Change status' });
    expect(texts(within(status).getAllByRole('radio').map((radio) => radio.closest('label') as HTMLElement))).toEqual([
      'Pending', 'On-Hold', 'Candidate', 'Not selected',
    ]);
    expect(within(status).getByRole('group', { name: 'New status' })).toHaveAccessibleDescription(
      '"Not selected" is final: the application cannot move again, and the teacher is told.'.replace(/"/g, (_, at: number) => (at === 0 ? '“' : '”')),
    );
    await user.click(within(status).getByRole('radio', { name: 'Not selected' }));
    const note = within(status).getByRole('textbox', { name: /^Note to the teacher/ });
    await fill(user, note, 'x'.repeat(1001));
    await user.click(within(status).getByRole('button', { name: 'Update status' }));
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Keep the note to 1,000 characters or fewer.'));
    await fill(user, note, 'Thank you for applying; we chose a candidate with more experience.');
    await user.click(within(status).getByRole('button', { name: 'Update status' }));
    expect(await within(status).findByText('This application is “Not selected”, a final status: it can no longer change.')).toBeInTheDocument();
    expect(api.bodies('PUT', '/school/applications/a-1/status')).toEqual([
      { status: 'not_selected', note: 'Thank you for applying; we chose a candidate with more experience.' },
    ]);
    expect(within(status).queryByRole('button', { name: 'Update status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose interview times' })).not.toBeInTheDocument();
    expect(within(offerSection).queryByText(/You can make an offer/)).not.toBeInTheDocument();
  });

  it("asks a vacancy's openings, from 1 to 50", async () => {
    const api = fakeSchoolApi();
    const { user } = renderApp('/school/vacancies/v-1');
    const openings = await screen.findByRole('spinbutton', { name: /^Openings/ }, LOAD);
    expect(openings).toHaveValue(1);
    expect(openings).toHaveAccessibleDescription(
      'When this many teachers accept an offer, the vacancy closes and everyone else hears back.',
    );
    await fill(user, openings, '51');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(openings).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number of openings, from 1 to 50.'));
    expect(openings).toHaveFocus();
    await fill(user, openings, '3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toHaveFocus();
    expect(api.bodies('PUT', '/school/vacancies/v-1')).toEqual([expect.objectContaining({ openings: 3 })]);
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    const api = fakeSchoolApi();
    api.state.packet = packet({ status: 'offered', offer: offer() });
    api.state.interviews = [interview({ status: 'scheduled', start: '2027-03-15T13:00:00Z' })];
    const { user } = renderApp('/school/applications/a-1');
    const section = await screen.findByRole('region', { name: 'Entrevistas' }, LOAD);
    expect(await within(section).findByRole('heading', { name: 'Entrevista 1: Videollamada, 30 minutos' })).toBeInTheDocument();
    expect(within(section).getByText('lun, 15 mar 2027, 9:00 en Tampa · lun, 15 mar 2027, 21:00 para el docente (Asia/Manila)')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Agregar a tu calendario (.ics)' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Cancelar la entrevista' }));
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar la entrevista con Ana Cruz?' });
    expect(within(dialog).getByRole('textbox', { name: /^Motivo \(opcional\)/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mantenerla' }));

    const offerSection = screen.getByRole('region', { name: 'Oferta' });
    expect(facts(offerSection).slice(0, 2)).toEqual([
      ['Estado', 'Esperando la respuesta del docente'],
      ['Salario', '52.000\u00a0US$ al año'],
    ]);
    expect(within(offerSection).getByRole('button', { name: 'Retirar la oferta' })).toBeInTheDocument();
    expect(screen.getByText('Hay una oferta esperando la respuesta del docente. Para cambiar el estado, primero retira la oferta.')).toBeInTheDocument();
  });

  it('speaks Spanish in the forms that propose times and make an offer', async () => {
    await initI18n('es');
    const api = fakeSchoolApi();
    api.state.packet = packet({ status: 'candidate' });
    const { user } = renderApp('/school/applications/a-1');
    const section = await screen.findByRole('region', { name: 'Entrevistas' }, LOAD);
    await user.click(await within(section).findByRole('button', { name: 'Proponer horarios de entrevista' }));
    const dialog = screen.getByRole('dialog', { name: 'Proponer horarios de entrevista a Ana Cruz' });
    expect(texts(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label') as HTMLElement))).toEqual([
      'Videollamada', 'Llamada telefónica', 'En persona',
    ]);
    expect(within(dialog).getByRole('textbox', { name: /^Enlace de la reunión/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Horario 1 (hora de Tampa)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Agregar otro horario' }));
    expect(within(dialog).getByRole('button', { name: 'Quitar el horario 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar los horarios' }));
    expect(within(dialog).getByLabelText('Horario 1 (hora de Tampa)')).toHaveAccessibleDescription('Escribe un día y una hora.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(screen.getByRole('region', { name: 'Oferta' })).getByRole('button', { name: 'Hacer una oferta' }));
    const offerDialog = screen.getByRole('dialog', { name: 'Hacer una oferta a Ana Cruz' });
    expect(within(offerDialog).getByLabelText(/^Responder a más tardar el/)).toHaveAccessibleDescription(
      'Desde mañana hasta dentro de 30 días. La oferta vence al final de ese día, hora de Tampa.',
    );
    expect(within(offerDialog).getByRole('button', { name: 'Enviar la oferta' })).toBeInTheDocument();
  });
});
