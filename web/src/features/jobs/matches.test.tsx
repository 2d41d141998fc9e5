import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import type { Reason } from './api/matches';
import { ANA, fakeJobsApi, match, signOut } from './test/fake-jobs-api';

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

// The page's own status line (the header's search has one too).
const pageStatus = () => within(screen.getByRole('main')).getByRole('status');

const REASONS: Reason[] = [
  { factor: 'subject', matched: true, detail: 'related', items: ['ela', 'esol'] },
  { factor: 'skills', matched: true, detail: 'matched', items: ['classroom_management', 'esol_strategies', 'literacy_instruction'] },
  { factor: 'language', matched: false, detail: 'spanishMissing' },
  { factor: 'experience', matched: false, detail: 'short', items: ['1', '3'] },
  { factor: 'certification', matched: false, detail: 'otherState', items: ['florida'] },
  { factor: 'setting', matched: true, detail: 'matched', items: ['title1', 'title1'] },
  { factor: 'jobType', matched: false, detail: 'notWanted', items: ['substitute'] },
  // A factor of a newer server (not in this release's document), which this page cannot put in words.
  { factor: 'commute' as Reason['factor'], matched: true, detail: 'short', items: ['12'] },
];

const ESOL = match({ id: 'v-7', position: 'ESOL Teacher', subject: 'esol' }, 92, REASONS);
const MATH = match({ id: 'v-2', position: 'Math Teacher', schoolName: 'Gibbs High School', district: 'Pinellas County Schools', type: 'part_time' }, 71);

/** card is the list item of the match whose heading is `position`. */
const card = (position: string) => screen.getByRole('heading', { level: 2, name: position }).closest('li') as HTMLElement;

describe('the job matches', { timeout: 20_000 }, () => {
  it('says it is finding the matches, then lists them best first with their scores and links', async () => {
    const api = fakeJobsApi({ user: ANA });
    let answer = () => {};
    api.reply('GET /me/matches', { status: 200, body: { items: [ESOL, MATH] }, wait: new Promise<void>((resolve) => (answer = resolve)) });
    renderApp('/teacher/matches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your job matches' }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(api.sent('/me/matches')).toEqual(['GET /me/matches?limit=20']));
    expect(pageStatus()).toHaveTextContent('Finding your best matches…');
    answer();

    const list = await screen.findByRole('list', { name: 'Your matches' });
    expect(pageStatus()).toHaveTextContent('2 matches found, best first.');
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['ESOL Teacher', 'Math Teacher']);

    const esol = card('ESOL Teacher');
    expect(within(esol).getByText('92% match')).toBeInTheDocument();
    expect(within(esol).getByRole('link', { name: 'ESOL Teacher' })).toHaveAttribute('href', '/vacancies/v-7');
    expect(within(esol).getByRole('link', { name: 'View details: ESOL Teacher' })).toHaveAttribute('href', '/vacancies/v-7');
    expect(within(esol).getByRole('link', { name: 'View details: ESOL Teacher' })).toHaveTextContent('View Details');

    const math = card('Math Teacher');
    expect(within(math).getAllByRole('definition').map((fact) => fact.textContent)).toEqual([
      'Gibbs High School', 'Pinellas County Schools', 'Part-time',
    ]);
    expect(within(math).getByText('71% match')).toBeInTheDocument();
    expect(within(math).getByRole('link', { name: 'View details: Math Teacher' })).toHaveAttribute('href', '/vacancies/v-2');

    const sidebar = screen.getByRole('navigation', { name: 'Your TeachBay' });
    expect(within(sidebar).getByRole('link', { name: 'Matches' })).toHaveAttribute('href', '/teacher/matches');
  });

  it('opens why a vacancy matches, in words, each reason marked as matched or missing', async () => {
    fakeJobsApi({ user: ANA, matches: [ESOL, MATH] });
    const { user } = renderApp('/teacher/matches');
    await screen.findByRole('list', { name: 'Your matches' }, LOAD);
    const esol = card('ESOL Teacher');
    const why = within(esol).getByText('Why this match', { selector: 'summary' });
    expect(why).toHaveTextContent('Why this match: ESOL Teacher');
    const reasons = within(esol).getByRole('list', { hidden: true });
    expect(reasons).not.toBeVisible();

    await user.click(why);
    expect(reasons).toBeVisible();
    expect(within(reasons).getAllByRole('listitem').map((reason) => reason.textContent)).toEqual([
      '✓You teach English Language Arts (ELA), which is close to ESOL (English for Speakers of Other Languages), the subject of this job (matched)',
      '✓Your strengths the school needs: Classroom management, ESOL strategies, and Literacy instruction (matched)',
      '✗This job needs Spanish, which is not among your languages (missing)',
      '✗This job asks for at least 3 years of teaching; you have 1 so far (missing)',
      '✗You hold a certificate from another state; this job asks for: A Florida teaching certificate (missing)',
      '✓Your experience (Title I school) fits this school: Title I school (matched)',
      '✗Job type: Substitute, not one you want (missing)',
    ]);
    // The mark is not read out: the word after each reason says it.
    for (const mark of within(reasons).getAllByText(/^[✓✗]$/)) expect(mark).toHaveAttribute('aria-hidden', 'true');
  });

  it('prompts to update the preferences when nothing matches', async () => {
    fakeJobsApi({ user: ANA, matches: [] });
    renderApp('/teacher/matches');
    await waitFor(() => expect(pageStatus()).toHaveTextContent('No matches found.'), LOAD);
    expect(screen.getByText(/Update your preferences \(grade levels/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update your preferences' })).toHaveAttribute('href', '/teacher/preferences');
    expect(screen.queryByRole('list', { name: 'Your matches' })).not.toBeInTheDocument();
  });

  it('asks to complete the profile first, with what it still misses, when the server refuses to match it', async () => {
    const api = fakeJobsApi({ user: ANA });
    api.reply('GET /me/matches', {
      status: 422,
      body: { code: 'profile_incomplete', message: 'complete your profile', missing: ['resume', 'preferences.skills'] },
    });
    renderApp('/teacher/matches');
    await waitFor(() => expect(pageStatus()).toHaveTextContent('Complete your profile first'), LOAD);
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/teacher/profile');
    const missing = screen.getByRole('list', { name: /Complete your profile first/ });
    expect(within(missing).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Resume', '/teacher/profile#resume'],
      ['Preferences: your 5 strongest skills', '/teacher/preferences#skills'],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Asking again would get the same answer.
    expect(api.sent('/me/matches')).toHaveLength(1);
  });

  it('offers to try again when the matches cannot be loaded', async () => {
    const api = fakeJobsApi({ user: ANA });
    const failure = { status: 503, body: { code: 'unavailable', message: 'try later' } };
    // The first failure is retried once on its own.
    api.reply('GET /me/matches', failure);
    api.reply('GET /me/matches', failure);
    const { user } = renderApp('/teacher/matches');
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent('We could not load this. Check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your matches' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is a quick link of the dashboard', async () => {
    fakeJobsApi({ user: ANA });
    renderApp('/teacher/dashboard');
    const links = await screen.findByRole('list', { name: 'Quick links' }, LOAD);
    expect(within(links).getByRole('link', { name: 'Your job matches' })).toHaveAttribute('href', '/teacher/matches');
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeJobsApi({ user: ANA, matches: [ESOL] });
    const { user } = renderApp('/teacher/matches');
    const list = await screen.findByRole('list', { name: 'Tus vacantes compatibles' }, LOAD);
    expect(pageStatus()).toHaveTextContent('1 vacante compatible encontrada.');
    const esol = card('ESOL Teacher');
    expect(within(esol).getByText('92 % de compatibilidad')).toBeInTheDocument();
    expect(within(esol).getByRole('link', { name: 'Ver detalles: ESOL Teacher' })).toHaveTextContent('Ver detalles');
    expect(within(esol).getAllByRole('definition').map((fact) => fact.textContent)[2]).toBe('Tiempo completo');

    await user.click(within(list).getByText('Por qué es compatible', { selector: 'summary' }));
    const reasons = within(esol).getByRole('list');
    const worded = within(reasons).getAllByRole('listitem').map((reason) => reason.textContent);
    expect(worded.slice(0, 4)).toEqual([
      '✓Enseñas Artes del Lenguaje en Inglés (ELA), afín a ESOL (inglés para hablantes de otros idiomas), la materia de esta vacante (coincide)',
      '✓La escuela necesita estas habilidades tuyas: Gestión del aula, Estrategias de ESOL (inglés para hablantes de otros idiomas) y Enseñanza de la lectoescritura (coincide)',
      '✗Esta vacante pide español, que no está entre tus idiomas (no coincide)',
      '✗Esta vacante pide al menos 3 años de experiencia docente; por ahora tienes 1 (no coincide)',
    ]);
    expect(worded.at(-1)).toBe('✗Tipo de empleo: Suplente, no es uno de los que buscas (no coincide)');
    const sidebar = screen.getByRole('navigation', { name: 'Tu TeachBay' });
    expect(within(sidebar).getByRole('link', { name: 'Compatibles' })).toHaveAttribute('href', '/teacher/matches');
  });

  it('says in Spanish that nothing matches, with the way to the preferences', async () => {
    await initI18n('es');
    fakeJobsApi({ user: ANA, matches: [] });
    renderApp('/teacher/matches');
    await waitFor(() => expect(pageStatus()).toHaveTextContent('No se encontraron vacantes compatibles.'), LOAD);
    expect(screen.getByRole('link', { name: 'Actualizar mis preferencias' })).toHaveAttribute('href', '/teacher/preferences');
  });
});
