import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { ANA, ELIGIBLE, fakeJobsApi, insight, signOut, vacancy } from './test/fake-jobs-api';

afterEach(() => {
  signOut();
});

// The first test also waits for the page's chunk and texts to load.
const LOAD = { timeout: 10_000 };

/** applyPanel is the job view's Apply card, once the page has loaded. */
const applyPanel = () => screen.findByRole('complementary', { name: 'Apply for this job' }, LOAD);

describe('the job view before applying', { timeout: 20_000 }, () => {
  it('checks the resume on the profile against this job, before Apply', async () => {
    const api = fakeJobsApi({ user: ANA, vacancy: vacancy(ELIGIBLE) });
    const { user } = renderApp('/vacancies/v-1');
    const panel = await applyPanel();
    const review = await within(panel).findByRole('region', { name: 'Your resume for this job' });
    const check = await within(review).findByRole('button', { name: 'Check my resume for this job' });
    // Offered before Apply now, in reading order.
    const apply = within(panel).getByRole('button', { name: 'Apply now' });
    expect(check.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.sent('/me/resume-review')).toEqual(['GET /me/resume-review?vacancyId=v-1']);

    await user.click(check);
    expect(await within(review).findByText('We are reviewing your resume…')).toHaveFocus();
    expect(api.state.requests.find((request) => request.path === '/me/resume-review' && request.method === 'POST'))
      .toMatchObject({ body: { vacancyId: 'v-1' } });
    api.state.review = {
      vacancyId: 'v-1',
      insight: insight({ status: 'ready', insights: [{ code: 'keyTermsSupported', priority: 1, items: ['subject:math'] }] }),
    };
    // The page asks again every two seconds while the review runs.
    const results = await within(review).findByRole('heading', { level: 4, name: 'What we found' }, { timeout: 5000 });
    expect(results).toHaveFocus();
    expect(within(review).getByRole('list', { name: 'High priority' })).toHaveTextContent(
      'Your profile shows this; mention it in your resume: Mathematics.',
    );
    expect(within(panel).getByRole('button', { name: 'Apply now' })).toBeInTheDocument();
  });

  it('does not offer the check without a resume', async () => {
    const { checklist } = ELIGIBLE.eligibility;
    const eligibility = { eligible: false, checklist: { ...checklist, resume: false }, missing: ['resume'] };
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, eligibility }) });
    renderApp('/vacancies/v-1');
    expect(await within(await applyPanel()).findByText('You need to complete your profile to apply.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your resume for this job' })).not.toBeInTheDocument();
  });

  it('does not offer the check once the teacher has applied: her application has its own', async () => {
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, applicationId: 'a-1' }) });
    renderApp('/vacancies/v-1');
    expect(await within(await applyPanel()).findByRole('link', { name: 'View application' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your resume for this job' })).not.toBeInTheDocument();
  });

  it('treats a second "Yes, apply" answered 409 with the application as the same success', async () => {
    const api = fakeJobsApi({ user: ANA, vacancy: vacancy(ELIGIBLE) });
    api.reply('POST /applications', { status: 409, body: { code: 'conflict', message: 'exists', applicationId: 'a-7' } });
    const { user } = renderApp('/vacancies/v-1');
    await user.click(await within(await applyPanel()).findByRole('button', { name: 'Apply now' }));
    // The first click's request made the application: the vacancy shows it when fetched again.
    api.state.vacancy = { ...api.state.vacancy, applicationId: 'a-7' };
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, apply' }));
    expect(await screen.findByText('Your application has been sent.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('You have already applied to this vacancy.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View application' })).toHaveAttribute('href', '/teacher/applications/a-7');
  });
});

describe('the job view of a closed vacancy', { timeout: 20_000 }, () => {
  it('says it is closed once, and nothing of being eligible or applying', async () => {
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, status: 'closed' }) });
    renderApp('/vacancies/v-1');
    const panel = await applyPanel();
    expect(await within(panel).findByText('This vacancy is closed.')).toBeInTheDocument();
    expect(screen.getAllByText('This vacancy is closed.')).toHaveLength(1);
    expect(screen.queryByText('Congratulations, you are eligible to apply!')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Requirements checklist' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Your resume for this job' })).not.toBeInTheDocument();
    // Her score stays, as does the way to an application she sent before it closed.
    expect(within(panel).getByText('You are 72% matched to this job')).toBeInTheDocument();
  });

  it('keeps the link to the application sent before it closed', async () => {
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, status: 'closed', applicationId: 'a-1' }) });
    renderApp('/vacancies/v-1');
    const panel = await applyPanel();
    expect(await within(panel).findByRole('link', { name: 'View application' })).toHaveAttribute('href', '/teacher/applications/a-1');
    expect(within(panel).getAllByText('This vacancy is closed.')).toHaveLength(1);
  });
});

describe('a score lowered by a certificate the checklist does not ask for', { timeout: 20_000 }, () => {
  const lacking = { factor: 'certification' as const, matched: false, detail: 'eligibility', items: ['florida'] };

  it('is explained beside the score', async () => {
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, requiredCertification: 'florida', reasons: [lacking] }) });
    renderApp('/vacancies/v-1');
    const panel = await applyPanel();
    const score = await within(panel).findByText('You are 72% matched to this job');
    expect(score.nextElementSibling).toHaveTextContent(
      'Your score is lower because this job asks for a Florida teaching certificate in its subject, which your profile does not show; the checklist does not ask for it, so it does not stop you from applying.',
    );
    expect(within(panel).getByText('Congratulations, you are eligible to apply!')).toBeInTheDocument();
  });

  it('is not mentioned when her certificate counts', async () => {
    const held = { ...lacking, matched: true, detail: 'florida' };
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, requiredCertification: 'florida', reasons: [held] }) });
    renderApp('/vacancies/v-1');
    const panel = await applyPanel();
    expect(await within(panel).findByText('You are 72% matched to this job')).toBeInTheDocument();
    expect(within(panel).queryByText(/Your score is lower/)).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeJobsApi({ user: ANA, vacancy: vacancy({ ...ELIGIBLE, requiredCertification: 'any_state', reasons: [{ ...lacking, detail: 'none' }] }) });
    renderApp('/vacancies/v-1');
    const panel = await screen.findByRole('complementary', { name: 'Postúlate a esta vacante' }, LOAD);
    await waitFor(() =>
      expect(panel).toHaveTextContent(
        'Tu puntuación es más baja porque esta vacante pide un certificado docente de algún estado de EE. UU. en su materia, y tu perfil no lo muestra; la lista de requisitos no lo pide, así que no te impide postularte.',
      ),
    );
    expect(within(panel).getByRole('region', { name: 'Tu currículum para esta vacante' })).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Revisar mi currículum para esta vacante' })).toBeInTheDocument();
  });
});

describe('how the school works', { timeout: 20_000 }, () => {
  const culture = 'Advisory every morning.\nTeachers plan together on Fridays.';

  it("shows the school's philosophies and culture text to a visitor", async () => {
    fakeJobsApi({ vacancy: vacancy({ philosophy: ['project_based', 'restorative_practices'], culture }) });
    renderApp('/vacancies/v-1');
    const section = await screen.findByRole('region', { name: 'How this school works' }, LOAD);
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Project-based learning', 'Restorative practices',
    ]);
    // The text is the school's own, its line breaks included.
    expect(within(section).getByText(/^Advisory every morning\./).textContent).toBe(culture);
  });

  it('shows only what the school described', async () => {
    fakeJobsApi({ vacancy: vacancy({ philosophy: [], culture }) });
    renderApp('/vacancies/v-1');
    const section = await screen.findByRole('region', { name: 'How this school works' }, LOAD);
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(within(section).getByText(/^Advisory every morning\./)).toBeInTheDocument();
  });

  it('is not there when the school described neither', async () => {
    fakeJobsApi({ vacancy: vacancy() });
    renderApp('/vacancies/v-1');
    expect(await screen.findByRole('region', { name: 'Description' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How this school works' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    fakeJobsApi({ vacancy: vacancy({ philosophy: ['dual_language_immersion'], culture: '' }) });
    renderApp('/vacancies/v-1');
    const section = await screen.findByRole('region', { name: 'Cómo trabaja esta escuela' }, LOAD);
    expect(within(section).getByRole('listitem')).toHaveTextContent('Inmersión en dos idiomas');
  });
});
