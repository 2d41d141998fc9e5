import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { ANA, ELIGIBLE, fakeJobsApi, match, page, signOut, vacancy } from './test/fake-jobs-api';

// Which work authorization a vacancy accepts (docs/api.md "Know before you go"): on its page, in
// the board's filter and in the reasons of a teacher's match.

afterEach(() => {
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

describe('the work authorization of a vacancy', { timeout: 20_000 }, () => {
  it('is explained in plain words on the job page, with a link to the guide, in both languages', async () => {
    fakeJobsApi({ vacancy: vacancy() });
    const { unmount } = renderApp('/vacancies/v-1');
    const english = await screen.findByRole('region', { name: 'Visa and work authorization' }, LOAD);
    expect(english).toHaveTextContent(
      'This job is open only to teachers who can already work in the United States: U.S. citizens, permanent residents and holders of a valid work permit.',
    );
    expect(within(english).getByRole('link', { name: 'Read how visas and work authorization work in our relocation guide' }))
      .toHaveAttribute('href', '/relocation-support#work-authorization');
    unmount();

    await initI18n('es');
    fakeJobsApi({ vacancy: vacancy({ id: 'v-9', workAuthorization: 'j1_welcome' }) });
    renderApp('/vacancies/v-9');
    const spanish = await screen.findByRole('region', { name: 'Visa y permiso de trabajo' }, LOAD);
    expect(spanish).toHaveTextContent('El distrito recibe a docentes de intercambio con visa J-1 para este empleo.');
    expect(spanish).toHaveTextContent('el patrocinador emite el formulario DS-2019 con el que solicitas la visa.');
    expect(within(spanish).getByRole('link', { name: 'Lee cómo funcionan las visas y el permiso de trabajo en nuestra guía de mudanza' }))
      .toHaveAttribute('href', '/relocation-support#work-authorization');
  });

  it('says a vacancy may sponsor a visa without promising it', async () => {
    fakeJobsApi({ vacancy: vacancy({ workAuthorization: 'visa_sponsorship' }) });
    renderApp('/vacancies/v-1');
    expect(await screen.findByRole('region', { name: 'Visa and work authorization' }, LOAD)).toHaveTextContent(
      'The district may sponsor a work visa, such as an H-1B, for this job. Ask the district whether it will sponsor you before you count on it.',
    );
  });

  it('filters the board, kept in the URL, and read back from it', async () => {
    const api = fakeJobsApi({ vacancies: page([vacancy()], 1) });
    const { user, location } = renderApp('/vacancies?q=math');
    await screen.findByRole('form', { name: 'Advanced filter' }, LOAD);
    // The filter starts again from the URL when it changes: each look finds it anew.
    const filter = () => screen.getByRole('form', { name: 'Advanced filter' });
    const field = () => within(filter()).getByRole('combobox', { name: 'Work authorization' });
    expect(within(field()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any', 'U.S. work authorization required', 'Welcomes J-1 exchange teachers', 'May sponsor a work visa',
    ]);
    await user.selectOptions(field(), 'Welcomes J-1 exchange teachers');
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/vacancies?q=math&workAuthorization=j1_welcome');
    await waitFor(() => expect(api.sent('/vacancies').at(-1)).toBe('GET /vacancies?q=math&workAuthorization=j1_welcome&page=1&pageSize=10'));

    expect(field()).toHaveValue('j1_welcome');
    await user.click(within(filter()).getByRole('button', { name: 'Reset' }));
    expect(location()).toBe('/vacancies?q=math');
    expect(field()).toHaveValue('');
  });

  it('filters the board in Spanish', async () => {
    await initI18n('es');
    const api = fakeJobsApi({ vacancies: page([vacancy()], 1) });
    renderApp('/vacancies?workAuthorization=visa_sponsorship');
    const field = await screen.findByRole('combobox', { name: 'Permiso de trabajo' }, LOAD);
    expect(field).toHaveValue('visa_sponsorship');
    expect(within(field).getByRole('option', { selected: true })).toHaveTextContent('Puede patrocinar una visa de trabajo');
    expect(api.sent('/vacancies').at(-1)).toBe('GET /vacancies?workAuthorization=visa_sponsorship&page=1&pageSize=10');
  });

  it('tells a teacher who needs sponsorship why a job open only to authorized teachers does not fit her, in both languages', async () => {
    const reasons = [{ factor: 'eligibility', matched: false, detail: 'sponsorshipNeeded' }] as const;
    const j1 = [{ factor: 'eligibility', matched: true, detail: 'j1Welcome' }] as const;
    fakeJobsApi({ user: ANA, matches: [match({ id: 'v-2', position: 'Chemistry Teacher' }, 88, [...j1]), match({}, 64, [...reasons])] });
    const { user, unmount } = renderApp('/teacher/matches');
    const list = await screen.findByRole('list', { name: 'Your matches' }, LOAD);
    const why = within(list).getAllByText(/^Why this match/, { selector: 'summary' });
    await user.click(why[0]);
    await user.click(why[1]);
    expect(within(list).getByText(/You need visa sponsorship, and this job welcomes J-1 exchange teachers/)).toBeVisible();
    expect(within(list).getByText(
      /This job is only for teachers already authorized to work in the U.S., and your profile says you need visa sponsorship/,
    ).closest('li')).toHaveTextContent('(missing)');
    unmount();

    await initI18n('es');
    fakeJobsApi({ user: ANA, matches: [match({}, 64, [...reasons])] });
    renderApp('/teacher/matches');
    const spanish = await screen.findByRole('list', { name: /compatib/i }, LOAD);
    expect(within(spanish).getByText(
      /Este empleo es solo para docentes que ya tienen permiso para trabajar en EE\. UU\., y tu perfil dice que necesitas el patrocinio de una visa/,
    )).toBeInTheDocument();
  });

  it('tells her on the job page too why her score is lower, beside Apply, in both languages', async () => {
    const reasons = [{ factor: 'eligibility', matched: false, detail: 'sponsorshipNeeded' }] as const;
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, score: 58, reasons: [...reasons] }) });
    const { unmount } = renderApp('/vacancies/v-1');
    const panel = await screen.findByRole('complementary', { name: 'Apply for this job' }, LOAD);
    expect(within(panel).getByText(/^Your score is lower because this job is only for teachers already authorized to work in the U\.S\./))
      .toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Apply now' })).toBeEnabled();
    unmount();

    await initI18n('es');
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, id: 'v-8', score: 58, reasons: [...reasons] }) });
    renderApp('/vacancies/v-8');
    expect(await screen.findByText(/^Tu puntuación es más baja porque esta vacante es solo para docentes que ya tienen permiso/, {}, LOAD))
      .toBeInTheDocument();
  });

  it('says nothing of it to a teacher whom the job can hire', async () => {
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, reasons: [{ factor: 'eligibility', matched: true, detail: 'j1Welcome' }] }) });
    renderApp('/vacancies/v-1');
    const panel = await screen.findByRole('complementary', { name: 'Apply for this job' }, LOAD);
    expect(within(panel).queryByText(/^Your score is lower/)).not.toBeInTheDocument();
  });
});
