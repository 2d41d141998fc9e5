import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { ANA, application, fakeJobsApi, interview, offer, signOut } from './test/fake-jobs-api';

afterEach(signOut);

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

// Intl writes a narrow no-break space before AM and PM; a reader sees a space.
const text = (element: Element) => element.textContent!.replace(/\s/g, ' ');

const facts = (region: HTMLElement) => within(region).getAllByRole('definition').map(text);

describe("an application's interviews", { timeout: 30_000 }, () => {
  it("lists a proposed interview's times in Manila and in Tampa across March's change to daylight time, and schedules the one chosen", async () => {
    const api = fakeJobsApi({ user: ANA, application: application({ status: 'interview' }), interviews: [interview()] });
    const { user } = renderApp('/teacher/applications/a-1');
    const region = await screen.findByRole('region', { name: 'Interviews' }, LOAD);
    const item = within(region).getByRole('article', { name: 'Interview proposed' });
    expect(facts(item)).toEqual(['Video call', 'Join the video call (opens in a new tab)', '45 minutes', 'Bring a sample lesson.']);
    expect(within(item).getByRole('link', { name: /^Join the video call/ })).toHaveAttribute('href', 'https://meet.example.com/plant-math');

    // Manila has no daylight time: 9:00 in Tampa is 10:00 PM there before the change, 9:00 PM after it.
    const times = within(item).getByRole('group', { name: 'Choose a time' });
    expect(times).toHaveAccessibleDescription(/^Times are shown in your time zone \(Manila\) and in Tampa's/);
    expect(within(times).getAllByRole('radio').map((radio) => text(radio.closest('label')!))).toEqual([
      'Fri, Mar 12, 10:00 PM (Manila time) · 9:00 AM in Tampa',
      'Mon, Mar 15, 9:00 PM (Manila time) · 9:00 AM in Tampa',
    ]);

    await user.click(within(item).getByRole('button', { name: 'Confirm this time' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Fill in the required fields.');
    expect(api.bodies('POST', '/interviews/i-1/choose')).toEqual([]);

    await user.click(within(times).getByRole('radio', { name: /^Mon, Mar 15/ }));
    await user.click(within(item).getByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByText(/^Your interview is scheduled\./)).toHaveFocus();
    expect(api.bodies('POST', '/interviews/i-1/choose')).toEqual([{ slotId: 'slot-2' }]);
    const scheduled = within(region).getByRole('article', { name: 'Interview scheduled' });
    expect(facts(scheduled)[3]).toBe('Mon, Mar 15, 9:00 PM (Manila time) · 9:00 AM in Tampa');
    expect(within(scheduled).getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute('href', '/api/interviews/i-1/calendar.ics');
    expect(within(scheduled).queryByRole('button', { name: 'Ask for other times' })).not.toBeInTheDocument();
  });

  it('writes a time whose day differs in Tampa with its day, and one in Tampa once', async () => {
    fakeJobsApi({
      user: ANA,
      interviews: [
        interview({ slots: [{ id: 'slot-1', start: '2027-03-15T23:30:00Z' }] }),
        interview({ id: 'i-2', status: 'scheduled', start: '2027-03-15T13:00:00Z', teacherTimeZone: 'America/New_York' }),
      ],
    });
    renderApp('/teacher/applications/a-1');
    const region = await screen.findByRole('region', { name: 'Interviews' }, LOAD);
    const radio = within(region).getByRole('radio');
    expect(text(radio.closest('label')!)).toBe('Tue, Mar 16, 7:30 AM (Manila time) · Mon, Mar 15, 7:30 PM in Tampa');
    expect(facts(within(region).getByRole('article', { name: 'Interview scheduled' }))[3]).toBe('Mon, Mar 15, 9:00 AM (Tampa time)');
    // Newest first: the scheduled one leads.
    expect(within(region).getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual(['interview-i-2', 'interview-i-1']);
  });

  it('asks for other times with a message, counted against its limit', async () => {
    const api = fakeJobsApi({ user: ANA, interviews: [interview()] });
    const { user } = renderApp('/teacher/applications/a-1');
    await user.click(await screen.findByRole('button', { name: 'Ask for other times' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Ask for other times' });
    const message = within(dialog).getByRole('textbox', { name: 'Your message' });
    expect(message).toHaveAccessibleDescription(/Up to 1,000 characters\./);
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Fill in this field.')).toBeInTheDocument();

    await user.type(message, 'Any morning in Tampa works, from March 22.');
    expect(within(dialog).getByText('42 / 1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was sent to the school.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies('POST', '/interviews/i-1/other-times')).toEqual([{ message: 'Any morning in Tampa works, from March 22.' }]);
    expect(screen.getByRole('article', { name: 'Interview proposed' })).toBeInTheDocument();
  });

  it('cancels an interview with a reason, and then offers nothing to answer', async () => {
    const api = fakeJobsApi({ user: ANA, interviews: [interview({ status: 'scheduled', start: '2027-03-15T13:00:00Z' })] });
    const { user } = renderApp('/teacher/applications/a-1');
    await user.click(await screen.findByRole('button', { name: 'Cancel the interview' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this interview?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'I accepted another job.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the interview' }));
    expect(await screen.findByText('The interview is cancelled.')).toHaveFocus();
    expect(api.bodies('POST', '/interviews/i-1/cancel')).toEqual([{ reason: 'I accepted another job.' }]);
    const cancelled = screen.getByRole('article', { name: 'Interview cancelled' });
    expect(within(cancelled).getByText('This interview was cancelled.')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('link', { name: /calendar/ })).not.toBeInTheDocument();
  });

  it('says so when the school changed the interview meanwhile, and shows it as it stands', async () => {
    const api = fakeJobsApi({ user: ANA, interviews: [interview()] });
    const { user } = renderApp('/teacher/applications/a-1');
    const times = await screen.findByRole('group', { name: 'Choose a time' }, LOAD);
    api.state.interviews = [interview({ status: 'cancelled' })];
    api.reply('POST /interviews/i-1/choose', { status: 409, body: { code: 'conflict', message: 'x' } });
    await user.click(within(times).getAllByRole('radio')[0]);
    await user.click(screen.getByRole('button', { name: 'Confirm this time' }));
    expect(await screen.findByRole('article', { name: 'Interview cancelled' })).toBeInTheDocument();
    expect(screen.getByText('The school changed this interview in the meantime. It now shows as it stands.')).toBeInTheDocument();
  });

  it('speaks Spanish, with the times as Spanish writes them', async () => {
    await initI18n('es');
    fakeJobsApi({ user: ANA, interviews: [interview({ mode: 'in_person', location: '2300 W Swann Ave, Tampa' })] });
    renderApp('/teacher/applications/a-1');
    const region = await screen.findByRole('region', { name: 'Entrevistas' }, LOAD);
    const item = within(region).getByRole('article', { name: 'Entrevista propuesta' });
    expect(facts(item).slice(0, 3)).toEqual(['En persona', '2300 W Swann Ave, Tampa', '45 minutos']);
    const times = within(item).getByRole('group', { name: 'Elige un horario' });
    expect(within(times).getAllByRole('radio').map((radio) => text(radio.closest('label')!))).toEqual([
      'vie, 12 mar, 22:00 (hora de Manila) · 9:00 en Tampa',
      'lun, 15 mar, 21:00 (hora de Manila) · 9:00 en Tampa',
    ]);
    expect(within(item).getByRole('button', { name: 'Confirmar este horario' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Pedir otros horarios' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Cancelar la entrevista' })).toBeInTheDocument();
  });
});

describe("an application's offer", { timeout: 30_000 }, () => {
  it('shows a pending offer; accepting it says she is hired', async () => {
    const api = fakeJobsApi({ user: ANA, application: application({ status: 'offered', offer: offer() }) });
    const { user } = renderApp('/teacher/applications/a-1');
    const region = await screen.findByRole('region', { name: 'Job offer' }, LOAD);
    expect(facts(region)).toEqual(['$52,000 a year', 'Aug 2, 2027', 'May 14, 2027 (end of the day, Tampa time)', 'Welcome to Plant!']);
    await user.click(within(region).getByRole('button', { name: 'Accept the offer' }));
    expect(await within(region).findByText('Congratulations! You accepted the offer: you are hired for Math Teacher at Plant High School.')).toHaveFocus();
    expect(api.sent('/applications/a-1/offer/accept')).toEqual(['POST /applications/a-1/offer/accept']);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Status' })).getAllByRole('definition')[0]).toHaveTextContent('Hired');
  });

  it('declines an offer with a reason', async () => {
    const api = fakeJobsApi({ user: ANA, application: application({ status: 'offered', offer: offer() }) });
    const { user } = renderApp('/teacher/applications/a-1');
    await user.click(await screen.findByRole('button', { name: 'Decline the offer' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Decline this offer?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'I am staying in Manila this year.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, decline the offer' }));
    const region = screen.getByRole('region', { name: 'Job offer' });
    expect(await within(region).findByText('You declined this offer.')).toBeInTheDocument();
    expect(api.bodies('POST', '/applications/a-1/offer/decline')).toEqual([{ reason: 'I am staying in Manila this year.' }]);
    expect(within(region).queryByRole('button', { name: 'Accept the offer' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Status' })).getAllByRole('definition')[0]).toHaveTextContent('Candidate');
  });

  it('says so when the offer was withdrawn meanwhile, and shows it as it stands', async () => {
    const api = fakeJobsApi({ user: ANA, application: application({ status: 'offered', offer: offer() }) });
    const { user } = renderApp('/teacher/applications/a-1');
    const accept = await screen.findByRole('button', { name: 'Accept the offer' }, LOAD);
    api.state.application = application({ status: 'candidate', offer: offer({ status: 'withdrawn' }) });
    api.reply('POST /applications/a-1/offer/accept', { status: 409, body: { code: 'conflict', message: 'x' } });
    await user.click(accept);
    const region = screen.getByRole('region', { name: 'Job offer' });
    expect(await within(region).findByText('The school withdrew this offer.')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent(/^This offer changed in the meantime/);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Spanish, with the salary as Spanish writes it', async () => {
    await initI18n('es');
    fakeJobsApi({ user: ANA, application: application({ status: 'hired', offer: offer({ status: 'accepted', note: '' }) }) });
    renderApp('/teacher/applications/a-1');
    const region = await screen.findByRole('region', { name: 'Oferta de empleo' }, LOAD);
    expect(facts(region)).toEqual(['52.000 US$ al año', '2 ago 2027', '14 may 2027 (hasta el final del día, hora de Tampa)']);
    expect(within(region).getByText('¡Felicidades! Aceptaste la oferta: te contrataron para Math Teacher en Plant High School.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Estado' })).getAllByRole('definition')[0]).toHaveTextContent('Contratado'));
  });
});
