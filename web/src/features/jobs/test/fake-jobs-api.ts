import { vi } from 'vitest';
import type { Options } from '@/lib/options';
import type { School } from '@/lib/schools';
import type { Application, ApplicationRow, InsightState } from '../api/applications';
import type { Match } from '../api/matches';
import type { Page, Vacancy, VacancyDetail } from '../api/vacancies';

/** ANA is the signed-in teacher of the tests; SAM is a school user. */
export const ANA = {
  id: 'u-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Cruz', role: 'teacher', language: 'en',
  emailVerified: true, organizationId: null as string | null, mfaEnabled: false,
};
export const SAM = { ...ANA, id: 'u-2', email: 'sam@example.com', firstName: 'Sam', role: 'school', organizationId: 'o-1' };

const OPTIONS: Options = {
  gradeLevels: ['prek', 'elementary', 'middle', 'high', 'adult'],
  subjects: ['ela', 'math', 'science', 'esol'],
  experienceSettings: [],
  skills: [],
  designations: ['traditional', 'title1', 'magnet'],
  vacancyTypes: ['full_time', 'part_time', 'substitute', 'long_term_substitute'],
  applicationStatuses: ['pending', 'on-hold', 'candidate', 'withdrawn'],
};

const SCHOOLS: School[] = [
  { id: 's-1', schoolName: 'Plant High School', district: 'Hillsborough County Public Schools', level: 'high', city: 'Tampa', lat: null, lng: null, designation: 'traditional' },
  { id: 's-2', schoolName: 'Gibbs High School', district: 'Pinellas County Schools', level: 'high', city: 'St. Petersburg', lat: null, lng: null, designation: 'magnet' },
];

/** vacancy is an open vacancy, with `fields` changed. */
export function vacancy(fields: Partial<VacancyDetail> = {}): VacancyDetail {
  return {
    id: 'v-1', position: 'Math Teacher', schoolId: 's-1', schoolName: 'Plant High School',
    district: 'Hillsborough County Public Schools', type: 'full_time', educationalLevel: 'high', subject: 'math',
    designation: 'title1', description: 'Teach Algebra I and Geometry.', requirements: 'A bachelor’s degree.',
    requiredCertification: 'florida', minYearsExperience: 3, needs: [], dualLanguage: false,
    postedAt: '2027-04-01T14:00:00Z', lastDateToApply: '2027-05-31', status: 'open',
    ...fields,
  };
}

/** ELIGIBLE is what a teacher with a complete profile may see of a vacancy. */
export const ELIGIBLE = {
  eligibility: {
    eligible: true,
    checklist: { resume: true, presentation: true, lessonPlan: true, certifications: true, evaluation: true, references: true },
    missing: [],
  },
  applicationId: null,
  score: 72,
} satisfies Partial<VacancyDetail>;

/** row is one row of the applications list, with `fields` changed. */
export function row(fields: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id: 'a-1', vacancyId: 'v-1', dateApplied: '2027-04-10T15:30:00Z', company: 'Hillsborough County Public Schools',
    type: 'full_time', position: 'Math Teacher', score: 72, status: 'pending',
    ...fields,
  };
}

/** application is a pending application as GET /api/applications/{id} answers, with `fields` changed. */
export function application(fields: Partial<Application> = {}): Application {
  return {
    id: 'a-1', vacancyId: 'v-1', status: 'on-hold', dateApplied: '2027-04-10T15:30:00Z', score: 72,
    position: 'Math Teacher', schoolName: 'Plant High School', company: 'Hillsborough County Public Schools',
    type: 'full_time', vacancyStatus: 'open',
    applicant: {
      firstName: 'Ana', lastName: 'Cruz', email: 'ana@example.com', contactNumber: '+639171234567',
      address: '401 E Jackson St', city: 'Tampa', state: 'FL', zipCode: '33602', country: 'US',
    },
    presentation: 'https://youtu.be/abc',
    documents: [
      { id: 'd-1', kind: 'resume', fileName: 'ana-cruz-resume.pdf', contentType: 'application/pdf', size: 81920 },
      { id: 'd-2', kind: 'reference', fileName: 'reference-principal.docx', contentType: 'application/msword', size: 20480 },
    ],
    history: [
      { status: 'pending', at: '2027-04-10T15:30:00Z', note: '' },
      { status: 'on-hold', at: '2027-04-20T13:00:00Z', note: 'Interviews start in May.' },
    ],
    insight: insight(),
    reasons: [],
    ...fields,
  };
}

/** insight is a resume review as the API answers it: none asked for, unless `fields` say otherwise. */
export function insight(fields: Partial<InsightState> = {}): InsightState {
  return { status: 'none', insights: [], failure: null, reviewedAt: null, ...fields };
}

/** match is a match of GET /api/me/matches: `vacancy()` with `fields` changed, its score and reasons. */
export function match(fields: Partial<Vacancy> = {}, score = 92, reasons: Match['reasons'] = []): Match {
  return { vacancy: vacancy(fields), score, reasons };
}

/** page wraps list items as the API answers a list. */
export function page<T>(items: T[], total = items.length, pageNumber = 1): Page<T> {
  return { items, total, page: pageNumber, pageSize: 10 };
}

/** Reply is an answer of the fake API; it is sent once `wait` (when given) settles. */
type Reply = { status: number; body?: unknown; wait?: Promise<unknown> };

/** SentRequest is one request the page made: method, path without /api, search parameters and JSON body. */
export type SentRequest = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Record<string, string> };

type Setup = {
  /** Who is signed in; null for a visitor (nobody, and no session hint cookie). */
  user?: typeof ANA | null;
  vacancies?: Page<Vacancy>;
  vacancy?: VacancyDetail;
  applications?: Page<ApplicationRow>;
  application?: Application;
  /** The teacher's matches, best first. */
  matches?: Match[];
};

/**
 * fakeJobsApi stands in for the API of the job board, applications and job matches. It records every
 * request; `reply` queues the answer to the next request to a method and path. A signed-in
 * user gets the session hint cookie, as after a real login.
 */
export function fakeJobsApi(setup: Setup = {}) {
  const state = {
    user: setup.user ?? null,
    vacancies: setup.vacancies ?? page([vacancy()]),
    vacancy: setup.vacancy ?? vacancy(),
    applications: setup.applications ?? page([row()]),
    application: setup.application ?? application(),
    matches: setup.matches ?? [match()],
    requests: [] as SentRequest[],
  };
  if (state.user) document.cookie = 'tb_session=1; Path=/';
  const replies = new Map<string, Reply[]>();
  const json = ({ status, body }: Reply) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const notFound = { status: 404, body: { code: 'not_found', message: 'not found' } };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://teachbay.test');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    state.requests.push({ method, path, query: url.searchParams, body, headers: init.headers as Record<string, string> });
    const queued = replies.get(`${method} ${path}`)?.shift();
    if (queued) {
      await queued.wait;
      return json(queued);
    }
    if (path === '/auth/me') {
      return json(state.user ? { status: 200, body: { user: state.user } } : { status: 401, body: { code: 'unauthenticated', message: '' } });
    }
    if (path === '/options') return json({ status: 200, body: OPTIONS });
    if (path === '/schools') return json({ status: 200, body: SCHOOLS });
    if (path === '/vacancies') return json({ status: 200, body: state.vacancies });
    if (path === `/vacancies/${state.vacancy.id}`) return json({ status: 200, body: state.vacancy });
    if (path === '/applications' && method === 'POST') {
      state.vacancy = { ...state.vacancy, applicationId: 'a-9' };
      return json({ status: 201, body: { id: 'a-9', vacancyId: state.vacancy.id, status: 'pending', dateApplied: '2027-04-12T10:00:00Z', score: 72 } });
    }
    if (path === '/applications') return json({ status: 200, body: state.applications });
    if (path === `/applications/${state.application.id}/cancel`) {
      state.application = { ...state.application, status: 'withdrawn' };
      state.applications = {
        ...state.applications,
        items: state.applications.items.map((item) => (item.id === state.application.id ? { ...item, status: 'withdrawn' } : item)),
      };
      return json({ status: 200, body: state.application });
    }
    if (path === `/applications/${state.application.id}/resume-insight`) {
      if (method === 'POST') state.application = { ...state.application, insight: insight({ status: 'pending' }) };
      return json({ status: method === 'POST' ? 202 : 200, body: state.application.insight });
    }
    if (path === `/applications/${state.application.id}`) return json({ status: 200, body: state.application });
    if (path === '/me/matches') return json({ status: 200, body: { items: state.matches } });
    return json(notFound);
  });

  return {
    state,
    /** reply queues the answer to the next request `method path` ("POST /applications"). */
    reply(request: string, reply: Reply) {
      replies.set(request, [...(replies.get(request) ?? []), reply]);
    },
    /** sent lists the requests to a path, as "METHOD path?query". */
    sent(path: string) {
      return state.requests
        .filter((request) => request.path === path)
        .map((request) => `${request.method} ${request.path}${request.query.size ? `?${request.query}` : ''}`);
    },
  };
}

/** signOut forgets the session hint cookie a signed-in test set. */
export function signOut() {
  document.cookie = 'tb_session=; Max-Age=0; Path=/';
}
