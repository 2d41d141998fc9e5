import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { MemoryRouter } from 'react-router';
import { renderApp } from '@/test/render-app';
import { renderComponent } from '@/test/render-component';
import { INSIGHT_POLL_MS, type Insight } from './api/applications';
import type { Reason } from './api/matches';
import { ProfileResumeReview } from './components/resume-insight';
import { ANA, application, fakeJobsApi, insight, signOut } from './test/fake-jobs-api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

const INSIGHT_PATH = '/applications/a-1/resume-insight';

const INSIGHTS: Insight[] = [
  { code: 'missingSection', priority: 1, items: ['summary', 'skills'] },
  { code: 'floridaCertification', detail: 'otherState', priority: 1, items: ['math'] },
  { code: 'keyTermsSupported', priority: 1, items: ['subject:math', 'gradeLevel:high', 'skill:data_driven_instruction'] },
  { code: 'noResults', priority: 2, count: 4, items: ['Taught Algebra I to 9th graders', 'Planned weekly lessons'] },
  { code: 'weakVerbs', priority: 2, count: 3, items: ['responsible for', 'helped'] },
  { code: 'dates', detail: 'gap', priority: 2, items: ['2016–2019'] },
  { code: 'keyTermsUnsupported', priority: 3, items: ['language:es', 'setting:dual_language', 'certification:florida'] },
  { code: 'length', detail: 'short', priority: 3, count: 180 },
  // A suggestion of a newer server (not in this release's document), which this page cannot put in words.
  { code: 'portfolioLink' as Insight['code'], priority: 3, items: ['https://example.com'] },
];

const READY = insight({ status: 'ready', insights: INSIGHTS, reviewedAt: '2027-04-12T10:00:00Z' });

/** section is the "Improve my resume" part of the application, once the page has loaded. */
const section = () => screen.findByRole('region', { name: 'Improve my resume' }, LOAD);

const texts = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);

describe('improve my resume', { timeout: 20_000 }, () => {
  it('asks for a review, says it is under way while it runs, then lists the suggestions in words by priority', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = fakeJobsApi({ user: ANA });
    const { user } = renderApp('/teacher/applications/a-1');
    const improve = await section();
    expect(improve).toHaveTextContent(
      "We read the resume you sent with this application against this job and suggest how to improve it. We never suggest adding anything your profile doesn't show.",
    );
    expect(api.sent(INSIGHT_PATH)).toEqual([]);

    await user.click(within(improve).getByRole('button', { name: 'Improve my resume' }));
    const waiting = await within(improve).findByText('We are reviewing your resume…');
    expect(waiting).toHaveAttribute('role', 'status');
    expect(waiting).toHaveFocus();
    expect(within(improve).queryByRole('button')).not.toBeInTheDocument();
    expect(api.sent(INSIGHT_PATH)).toEqual([`POST ${INSIGHT_PATH}`]);

    // Still under way at the first look. The page starts asking once the server has answered, and
    // a request reaches the fake a moment after it is sent: vi.waitFor checks on the real clock.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    act(() => vi.advanceTimersByTime(INSIGHT_POLL_MS));
    await vi.waitFor(() => expect(api.sent(INSIGHT_PATH)).toEqual([`POST ${INSIGHT_PATH}`, `GET ${INSIGHT_PATH}`]));
    expect(waiting).toHaveTextContent('We are reviewing your resume…');

    api.state.application = { ...api.state.application, insight: READY };
    act(() => vi.advanceTimersByTime(INSIGHT_POLL_MS));
    const results = await within(improve).findByRole('heading', { level: 3, name: 'What we found' });
    expect(results).toHaveFocus();
    expect(waiting).toBeEmptyDOMElement();
    expect(within(improve).getByText('Reviewed on Apr 12, 2027.')).toBeInTheDocument();
    expect(within(improve).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'High priority', 'Medium priority', 'Low priority',
    ]);
    expect(texts(within(improve).getByRole('list', { name: 'High priority' }))).toEqual([
      'Your resume lacks sections schools look for: summary and skills. Add them.',
      "Say which state's teaching certificate you hold (Mathematics) and that you will apply for Florida's.",
      'Your profile shows these; mention them in your resume: Mathematics, High school, and Data-driven instruction.',
    ]);
    expect(texts(within(improve).getByRole('list', { name: 'Medium priority' }))).toEqual([
      '4 lines of your experience give no number or result. Add what came of your work, such as how much scores rose or how many students you taught. Lines to rewrite, quoted from your resume: “Taught Algebra I to 9th graders” and “Planned weekly lessons”. Start each with what you did, and end it with its number or result.',
      'Replace “responsible for” and “helped” with strong verbs that say what you did, such as “led”, “designed” or “raised”.',
      'Your resume shows a gap between jobs: 2016–2019. If you were studying, caring for family or working outside teaching, say so in a line.',
    ]);
    // The suggestion this page cannot word is left out, not shown as a code.
    expect(texts(within(improve).getByRole('list', { name: 'Low priority' }))).toEqual([
      "This job also asks for Spanish, Dual-language program, and a Florida teaching certificate. Your profile doesn't show them, so don't add them unless they are true; training or experience would help.",
      'Your resume is short (180 words). Say more about your teaching: classes, results and training.',
    ]);
    expect(within(improve).getByRole('button', { name: 'Review again' })).toBeInTheDocument();

    // Done: no more asking.
    act(() => vi.advanceTimersByTime(INSIGHT_POLL_MS * 3));
    expect(api.sent(INSIGHT_PATH)).toHaveLength(3);
  });

  it('says plainly that a scanned resume has no text to read, without a Try again that would read the same file', async () => {
    const api = fakeJobsApi({ user: ANA, application: application({ insight: insight({ status: 'failed', failure: 'noText' }) }) });
    renderApp('/teacher/applications/a-1');
    const improve = await section();
    expect(within(improve).getByRole('heading', { level: 3, name: 'We could not review your resume' })).toBeInTheDocument();
    expect(improve).toHaveTextContent(
      'Your resume has no text we can read: it may be a scanned PDF, made of images. Upload a resume saved as a PDF with text, or as a DOCX file.',
    );
    expect(within(improve).getByRole('link', { name: 'Upload your resume in your profile' })).toHaveAttribute('href', '/teacher/profile#resume');
    expect(within(improve).queryByRole('list')).not.toBeInTheDocument();

    expect(within(improve).queryByRole('button')).not.toBeInTheDocument();
    expect(api.sent(INSIGHT_PATH)).toEqual([]);
  });

  it('offers to try again when the review failed on our side', async () => {
    const api = fakeJobsApi({ user: ANA, application: application({ insight: insight({ status: 'failed', failure: null }) }) });
    const { user } = renderApp('/teacher/applications/a-1');
    const improve = await section();
    expect(improve).toHaveTextContent('Something went wrong while we reviewed your resume. Please try again.');
    await user.click(within(improve).getByRole('button', { name: 'Try again' }));
    expect(await within(improve).findByText('We are reviewing your resume…')).toHaveFocus();
    expect(api.sent(INSIGHT_PATH)).toEqual([`POST ${INSIGHT_PATH}`]);
  });

  it('says when it found nothing to improve, on a withdrawn application too', async () => {
    fakeJobsApi({
      user: ANA,
      application: application({ status: 'withdrawn', insight: insight({ status: 'ready', reviewedAt: '2027-04-12T10:00:00Z' }) }),
    });
    renderApp('/teacher/applications/a-1');
    const improve = await section();
    expect(within(improve).getByText('We found nothing to improve for this job.')).toBeInTheDocument();
    expect(within(improve).queryByRole('list')).not.toBeInTheDocument();
    expect(within(improve).getByRole('button', { name: 'Review again' })).toBeInTheDocument();
    // Opening the page on a finished review leaves the focus where it is.
    expect(within(improve).getByRole('heading', { level: 3, name: 'What we found' })).not.toHaveFocus();
  });

  it('keeps the button and says so when the review cannot be asked for', async () => {
    const api = fakeJobsApi({ user: ANA });
    api.reply(`POST ${INSIGHT_PATH}`, { status: 503, body: { code: 'unavailable', message: 'try later' } });
    const { user } = renderApp('/teacher/applications/a-1');
    const improve = await section();
    await user.click(within(improve).getByRole('button', { name: 'Improve my resume' }));
    expect(await within(improve).findByRole('alert')).toHaveTextContent('We could not start the review. Please try again.');
    expect(within(improve).getByRole('button', { name: 'Improve my resume' })).toBeEnabled();
    expect(within(improve).getByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeJobsApi({ user: ANA, application: application({ insight: READY }) });
    const { user } = renderApp('/teacher/applications/a-1');
    const improve = await screen.findByRole('region', { name: 'Mejorar mi currículum' }, LOAD);
    expect(texts(within(improve).getByRole('list', { name: 'Prioridad alta' }))[0]).toBe(
      'A tu currículum le faltan secciones que las escuelas buscan: resumen profesional y habilidades. Agrégalas.',
    );
    expect(texts(within(improve).getByRole('list', { name: 'Prioridad baja' }))).toEqual([
      'Esta vacante también pide español, Programa de lenguaje dual y un certificado docente de Florida. Tu perfil no los muestra, así que no los agregues a menos que sean ciertos; formarte o ganar experiencia en ello te ayudaría.',
      'Tu currículum es corto (180 palabras). Cuenta más de tu labor docente: clases, resultados y formación.',
    ]);
    await user.click(within(improve).getByRole('button', { name: 'Revisar de nuevo' }));
    expect(await within(improve).findByText('Estamos revisando tu currículum…')).toHaveFocus();
    expect(within(improve).queryByRole('list')).not.toBeInTheDocument();
  });
});

const REVIEW_PATH = '/me/resume-review';

/** renderProfileReview renders the review beside the resume on the teacher's documents, once its texts have loaded. */
async function renderProfileReview(setup: Parameters<typeof fakeJobsApi>[0] = {}) {
  const api = fakeJobsApi({ user: ANA, ...setup });
  const view = renderComponent(
    <MemoryRouter>
      <ProfileResumeReview resumeId="d-1" />
    </MemoryRouter>,
  );
  return { ...view, api };
}

describe('the review of the resume on the profile, before applying', { timeout: 20_000 }, () => {
  it('asks for a review for any job, waits politely while it runs, then says which of her lines to rewrite and how', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api, user } = await renderProfileReview();
    const review = await screen.findByRole('region', { name: 'Resume review' }, LOAD);
    expect(review).toHaveTextContent('Before you apply, we can read this resume and suggest how to improve it for any teaching job.');
    await user.click(await within(review).findByRole('button', { name: 'Review my resume' }));
    const waiting = await within(review).findByText('We are reviewing your resume…');
    expect(waiting).toHaveFocus();
    expect(api.state.requests.find((request) => request.method === 'POST')).toMatchObject({ path: REVIEW_PATH, body: {} });

    // Under way: asked again every INSIGHT_POLL_MS, and no more once it is done.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    api.state.review = {
      vacancyId: null,
      insight: insight({ status: 'ready', reviewedAt: '2027-04-12T10:00:00Z', insights: [
        { code: 'noResults', priority: 2, count: 2, items: ['Taught Algebra I to 9th graders'] },
        { code: 'length', detail: 'long', priority: 3, count: 1400 },
      ] }),
    };
    act(() => vi.advanceTimersByTime(INSIGHT_POLL_MS));
    // Its headings sit under the resume's block (h3): the review is an h4, what it found an h5.
    const results = await within(review).findByRole('heading', { level: 5, name: 'What we found' });
    expect(results).toHaveFocus();
    expect(within(review).getByRole('heading', { level: 4, name: 'Resume review' })).toBeInTheDocument();
    expect(texts(within(review).getByRole('list', { name: 'Medium priority' }))).toEqual([
      '2 lines of your experience give no number or result. Add what came of your work, such as how much scores rose or how many students you taught. Lines to rewrite, quoted from your resume: “Taught Algebra I to 9th graders”. Start each with what you did, and end it with its number or result.',
    ]);
    expect(texts(within(review).getByRole('list', { name: 'Low priority' }))).toEqual([
      'Your resume is long (1,400 words). Keep it to two pages at most: cut details that are old or not relevant to the jobs you apply for.',
    ]);
    const asked = api.sent(REVIEW_PATH).length;
    act(() => vi.advanceTimersByTime(INSIGHT_POLL_MS * 3));
    expect(api.sent(REVIEW_PATH)).toHaveLength(asked);
  });

  it('says in place when the review cannot be loaded, and loads it again', async () => {
    const { api, user } = await renderProfileReview();
    api.reply(`GET ${REVIEW_PATH}`, { status: 503, body: { code: 'unavailable', message: 'down' } });
    api.reply(`GET ${REVIEW_PATH}`, { status: 503, body: { code: 'unavailable', message: 'down' } });
    const review = await screen.findByRole('region', { name: 'Resume review' }, LOAD);
    expect(await within(review).findByRole('alert')).toHaveTextContent('We could not load your resume review.');
    expect(within(review).queryByRole('button', { name: 'Review my resume' })).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Try again' }));
    expect(await within(review).findByRole('button', { name: 'Review my resume' })).toBeInTheDocument();
    expect(within(review).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when too many reviews were asked for', async () => {
    const { api, user } = await renderProfileReview();
    api.reply(`POST ${REVIEW_PATH}`, { status: 429, body: { code: 'rate_limited', message: 'slow down' } });
    const review = await screen.findByRole('region', { name: 'Resume review' }, LOAD);
    await user.click(await within(review).findByRole('button', { name: 'Review my resume' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent('You have asked for many reviews in a short time.');
  });

  it('speaks Spanish, naming her lines to rewrite', async () => {
    await initI18n('es');
    await renderProfileReview({
      review: { vacancyId: null, insight: insight({ status: 'ready', insights: [
        { code: 'noResults', priority: 1, count: 1, items: ['Enseñé matemáticas'] },
      ] }) },
    });
    const review = await screen.findByRole('region', { name: 'Revisión del currículum' }, LOAD);
    expect(texts(await within(review).findByRole('list', { name: 'Prioridad alta' }))).toEqual([
      '1 línea de tu experiencia no da ninguna cifra ni resultado. Agrega lo que lograste, por ejemplo, cuánto mejoraron las calificaciones o a cuántos estudiantes enseñaste. Líneas que conviene reescribir, citadas de tu currículum: “Enseñé matemáticas”. Empieza cada una con lo que hiciste y termínala con su cifra o resultado.',
    ]);
    expect(within(review).getByRole('button', { name: 'Revisar de nuevo' })).toBeInTheDocument();
  });
});

describe('the score of an application', { timeout: 20_000 }, () => {
  it('says why, as the match had it when the teacher applied', async () => {
    const reasons: Reason[] = [
      { factor: 'subject', matched: true, detail: 'exact', items: ['math'] },
      { factor: 'experience', matched: false, detail: 'short', items: ['1', '3'] },
    ];
    fakeJobsApi({ user: ANA, application: application({ reasons }) });
    renderApp('/teacher/applications/a-1');
    const status = await screen.findByRole('region', { name: 'Status' }, LOAD);
    expect(within(status).getByText('You are 72% matched to this job')).toBeInTheDocument();
    expect(texts(within(status).getByRole('list', { name: 'Why this score' }))).toEqual([
      '✓You teach Mathematics, the subject of this job (matched)',
      '✗This job asks for at least 3 years of teaching; you have 1 so far (missing)',
    ]);
  });

  it('shows no reasons when none were stored', async () => {
    fakeJobsApi({ user: ANA });
    renderApp('/teacher/applications/a-1');
    const status = await screen.findByRole('region', { name: 'Status' }, LOAD);
    expect(within(status).queryByRole('heading', { name: 'Why this score' })).not.toBeInTheDocument();
  });
});
