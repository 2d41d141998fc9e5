import { screen } from '@testing-library/react';
import type { CertificationPath, CertificationView } from '@/lib/api-types';
import { ANA, OPTIONS } from '@/test/api/fixtures';
import { fakeApi } from '@/test/api/requests';
import { http } from '@/test/api/server';
import { renderApp } from '@/test/render-app';

const FTCE = 'https://fl.nesinc.com/';
const CERTIFICATES = 'http://cdn.fldoe.org/teaching/certification/general-cert-requirements/';
const FLAGLER = 'https://www.flaglerschools.com/employment/certification/certification-exams';

/** FACTS are the steps' facts as the server gives them (internal/model/certification_facts.go). */
const FACTS: Record<string, Pick<CertificationView['steps'][string], 'fee' | 'typicalWeeks' | 'sourceUrl'>> = {
  credential_evaluation: { fee: null, typicalWeeks: null, sourceUrl: 'https://www.teachinflorida.org/foreign-trained-graduates' },
  fldoe_application: {
    fee: { amounts: [75], per: 'subject_area', date: null, sourceUrl: 'https://www.fcis.org/member-services/master-in-service/steps-for-initial-certification' },
    typicalWeeks: null,
    sourceUrl: 'https://cdn.fldoe.org/teaching/certification/foreign-trained-grads/',
  },
  statement_of_eligibility: {
    fee: null,
    typicalWeeks: { min: 6, max: 8, sourceUrl: 'https://www.unf.edu/coehs/epi/Statement_of_Eligibility.aspx' },
    sourceUrl: 'http://www.fldoe.org/teaching/certification/steps-to-certification/step-2-the-official-statement-of-statu.stml',
  },
  general_knowledge: {
    fee: { amounts: [130], per: 'all_subtests', date: '2025', sourceUrl: 'https://www.teacherstestprep.com/FTCE-general-knowledge' },
    typicalWeeks: null,
    sourceUrl: FTCE,
  },
  professional_education: { fee: { amounts: [150], per: 'exam', date: null, sourceUrl: FLAGLER }, typicalWeeks: null, sourceUrl: FTCE },
  subject_area_exam: { fee: { amounts: [150, 200], per: 'exam', date: null, sourceUrl: FLAGLER }, typicalWeeks: null, sourceUrl: FTCE },
  fingerprints: {
    fee: null,
    typicalWeeks: null,
    sourceUrl: 'https://origin.fldoe.org/teaching/certification/steps-to-certification/step-4-submitting-fingerprints-for-cer.stml',
  },
  temporary_certificate: { fee: null, typicalWeeks: null, sourceUrl: CERTIFICATES },
  professional_certificate: { fee: null, typicalWeeks: null, sourceUrl: CERTIFICATES },
  esol_endorsement: { fee: null, typicalWeeks: null, sourceUrl: null },
};

/** ROUTES are each route's steps, in order, as the server gives them. */
const ROUTES: CertificationView['routes'] = {
  foreign_degree: [
    'credential_evaluation', 'fldoe_application', 'statement_of_eligibility', 'fingerprints', 'temporary_certificate',
    'general_knowledge', 'subject_area_exam', 'professional_education', 'professional_certificate', 'esol_endorsement',
  ],
  us_degree: [
    'fldoe_application', 'statement_of_eligibility', 'fingerprints', 'temporary_certificate', 'general_knowledge',
    'subject_area_exam', 'professional_education', 'professional_certificate', 'esol_endorsement',
  ],
  other_state: ['fldoe_application', 'statement_of_eligibility', 'fingerprints', 'professional_certificate', 'esol_endorsement'],
  florida_certified: ['esol_endorsement'],
};

/** viewOf is the path as the server answers it; null is a teacher who saved none. */
export function viewOf(path: CertificationPath | null): CertificationView {
  const steps = Object.fromEntries(
    Object.entries(FACTS).map(([code, facts]) => [code, { done: false, date: null, ...facts, ...path?.steps[code] }]),
  );
  const next = path ? (ROUTES[path.route].find((code) => !steps[code].done) ?? null) : null;
  return { route: path?.route ?? null, steps, subjectExams: path?.subjectExams ?? [], next, routes: ROUTES };
}

/** EVALUATED is a teacher with a foreign degree whose degree is evaluated. */
export const EVALUATED: CertificationPath = {
  route: 'foreign_degree',
  steps: { credential_evaluation: { done: true, date: '2026-01-15' } },
  subjectExams: [],
};

/**
 * fakeCertificationApi stands in for the API of a signed-in teacher whose path is `saved`. A PUT
 * is answered with a reply queued with `reply`, or else saved and answered as GET would;
 * `bodies('PUT', '/me/certification')` are what the page sent.
 */
export function fakeCertificationApi(saved: CertificationPath | null = null) {
  const state = { saved };
  const api = fakeApi(
    [],
    [
      http.get('/api/auth/me', ({ response }) => response(200).json({ user: ANA })),
      http.get('/api/options', ({ response }) => response(200).json(OPTIONS)),
      http.get('/api/me/certification', ({ response }) => response(200).json(viewOf(state.saved))),
      http.put('/api/me/certification', async ({ request, response }) => {
        state.saved = await request.json();
        return response(200).json(viewOf(state.saved));
      }),
    ],
  );
  return { ...api, state };
}

/** renderCertification opens the certification page and waits for the form. */
export async function renderCertification() {
  const view = renderApp('/teacher/certification');
  // The page's chunk and texts load on first use, which takes a while in a busy test run.
  const save = await screen.findByRole(
    'button',
    { name: /Save my certification path|Guardar mi camino a la certificación/ },
    { timeout: 15_000 },
  );
  return { ...view, save };
}
