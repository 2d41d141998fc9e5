import { vi } from 'vitest';
import type { Options } from '@/lib/options';
import type { Applicant, Packet } from '../api/applications';
import type { Overview, Page, SchoolVacancy } from '../api/vacancies';

/** SAM is the signed-in school user of the tests, with two-step verification set up. */
export const SAM = {
  id: 'u-2', email: 'sam@hcps.example', firstName: 'Sam', lastName: 'Lee', role: 'school', language: 'en',
  emailVerified: true, organizationId: 'o-1', mfaEnabled: true,
};

const OPTIONS: Options = {
  gradeLevels: ['prek', 'elementary', 'middle', 'high', 'adult'],
  subjects: ['ela', 'math', 'science', 'esol', 'other'],
  experienceSettings: ['public', 'title1'],
  skills: ['classroom_management', 'differentiated_instruction', 'esol_strategies', 'bilingual_instruction'],
  designations: ['traditional', 'title1', 'magnet'],
  vacancyTypes: ['full_time', 'part_time', 'substitute', 'long_term_substitute'],
  applicationStatuses: ['pending', 'on-hold', 'candidate', 'withdrawn'],
};

/** OVERVIEW is the dashboard of Hillsborough County Public Schools. */
export const OVERVIEW: Overview = {
  organization: { id: 'o-1', name: 'Hillsborough County Public Schools' },
  schools: [
    { id: 's-1', schoolName: 'Plant High School', level: 'high', designation: 'traditional', city: 'Tampa' },
    { id: 's-3', schoolName: 'Sligh Middle Magnet School', level: 'middle', designation: 'magnet', city: 'Tampa' },
  ],
  openVacancies: 2,
  newApplicantsThisWeek: 3,
  byStatus: { pending: 4, 'on-hold': 1, candidate: 2, withdrawn: 1 },
};

/** vacancy is an open vacancy of the district with three applicants, with `fields` changed. */
export function vacancy(fields: Partial<SchoolVacancy> = {}): SchoolVacancy {
  return {
    id: 'v-1', position: 'Math Teacher', schoolId: 's-1', schoolName: 'Plant High School',
    district: 'Hillsborough County Public Schools', type: 'full_time', educationalLevel: 'high', subject: 'math',
    designation: 'traditional', description: 'Teach Algebra I and Geometry.', requirements: '',
    requiredCertification: 'florida', minYearsExperience: 2, needs: ['classroom_management'], dualLanguage: false,
    postedAt: '2027-04-01T14:00:00Z', lastDateToApply: '2027-05-31', status: 'open', applicantCount: 3,
    ...fields,
  };
}

const teacher = (id: string, firstName: string, lastName: string) => ({ id, firstName, lastName });

/** APPLICANTS are the applications to Math Teacher as the server ranks them: best first, withdrawn last. */
export const APPLICANTS: Applicant[] = [
  {
    applicationId: 'a-2', teacher: teacher('t-2', 'Ben', 'Ortiz'), score: 92, status: 'candidate', dateApplied: '2027-04-08T12:00:00Z',
    reasons: [{ factor: 'subject', matched: true, detail: 'exact', items: ['math'] }],
  },
  {
    applicationId: 'a-1', teacher: teacher('t-1', 'Ana', 'Cruz'), score: 72, status: 'pending', dateApplied: '2027-04-10T15:30:00Z',
    reasons: [
      { factor: 'subject', matched: true, detail: 'exact', items: ['math'] },
      { factor: 'experience', matched: false, detail: 'short', items: ['1', '2'] },
    ],
  },
  { applicationId: 'a-3', teacher: teacher('t-3', 'Cleo', 'Diaz'), score: null, status: 'pending', dateApplied: '2027-04-11T09:00:00Z', reasons: [] },
  { applicationId: 'a-4', teacher: teacher('t-4', 'Dan', 'Webb'), score: 80, status: 'withdrawn', dateApplied: '2027-04-09T09:00:00Z', reasons: [] },
];

/** packet is Ana Cruz's application to Math Teacher, with `fields` changed. */
export function packet(fields: Partial<Packet> = {}): Packet {
  return {
    id: 'a-1', vacancyId: 'v-1', position: 'Math Teacher', schoolName: 'Plant High School', status: 'pending',
    company: 'Hillsborough County Public Schools', type: 'full_time', vacancyStatus: 'open', teacher: APPLICANTS[1].teacher,
    dateApplied: '2027-04-10T15:30:00Z', score: 72, reasons: APPLICANTS[1].reasons,
    applicant: {
      firstName: 'Ana', lastName: 'Cruz', email: 'ana@example.com', contactNumber: '+63 917 123 4567',
      address: '401 E Jackson St', city: 'Tampa', state: 'FL', zipCode: '33602', country: 'US',
    },
    presentation: 'https://youtu.be/abc',
    workAuthorization: { authorized: false, needsSponsorship: true, cardOnFile: false, cardExpiresOn: null },
    languages: { speaksEnglish: true, writesEnglish: true, spoken: ['tl'], written: [], other: '' },
    documents: [{ id: 'd-1', kind: 'resume', fileName: 'ana-cruz-resume.pdf', contentType: 'application/pdf', size: 81920 }],
    disclosures: [
      { section: 'employment', state: 'complete', answers: { dismissal: 'no', licenseSanction: 'no' } },
      {
        section: 'additional',
        state: 'complete',
        answers: { floridaCertificate: 'yes', floridaCertificateType: 'permanent', floridaCertificateSubjects: ['math'], floridaCertificateExpiresOn: '2029-06-30' },
      },
    ],
    history: [{ status: 'pending', at: '2027-04-10T15:30:00Z', note: '' }],
    insight: {
      status: 'ready', failure: null, reviewedAt: '2027-04-12T10:00:00Z',
      insights: [{ code: 'missingSection', priority: 1, items: ['summary'] }],
    },
    ...fields,
  };
}

/** Reply is an answer of the fake API. */
type Reply = { status: number; body?: unknown };

/** SentRequest is one request the page made: method, path without /api, search parameters and JSON body. */
export type SentRequest = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * fakeSchoolApi stands in for the API of the school portal, signed in as SAM. It records every
 * request; `reply` queues the answer to the next request to a method and path.
 */
export function fakeSchoolApi() {
  const state = {
    vacancies: [vacancy(), vacancy({ id: 'v-2', position: 'Science Teacher', status: 'closed', applicantCount: 0, lastDateToApply: '2027-03-01' })],
    packet: packet(),
    requests: [] as SentRequest[],
  };
  document.cookie = 'tb_session=1; Path=/';
  const replies = new Map<string, Reply[]>();
  const json = ({ status, body }: Reply) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const list = <T,>(items: T[]): Page<T> => ({ items, total: items.length, page: 1, pageSize: 10 });

  function answer(method: string, path: string, query: URLSearchParams, body: unknown): Reply {
    if (path === '/auth/me') return { status: 200, body: { user: SAM } };
    if (path === '/options') return { status: 200, body: OPTIONS };
    if (path === '/school/overview') return { status: 200, body: OVERVIEW };
    if (path === '/school/vacancies' && method === 'POST') {
      const input = body as SchoolVacancy;
      const school = OVERVIEW.schools.find((item) => item.id === input.schoolId);
      const created = vacancy({ ...input, id: 'v-9', schoolName: school?.schoolName ?? '', applicantCount: 0 });
      state.vacancies.unshift(created);
      return { status: 201, body: created };
    }
    if (path === '/school/vacancies') {
      const status = query.get('status');
      return { status: 200, body: list(state.vacancies.filter((item) => !status || item.status === status)) };
    }
    const action = /^\/school\/vacancies\/([^/]+)\/(close|reopen)$/.exec(path);
    const found = state.vacancies.find((item) => path.startsWith(`/school/vacancies/${item.id}`));
    if (action && found) {
      found.status = action[2] === 'close' ? 'closed' : 'open';
      return { status: 200, body: found };
    }
    if (found && path.endsWith('/applications')) return { status: 200, body: { items: found.id === 'v-1' ? APPLICANTS : [] } };
    if (found && path === `/school/vacancies/${found.id}`) return { status: 200, body: found };
    if (path === `/school/applications/${state.packet.id}/status` && method === 'PUT') {
      const change = body as { status: Packet['status']; note: string };
      state.packet = {
        ...state.packet,
        status: change.status,
        history: [...state.packet.history, { status: change.status, at: '2027-04-20T13:00:00Z', note: change.note }],
      };
      // The application with its history: a write does not read the disclosures.
      const application: Partial<Packet> = { ...state.packet };
      delete application.disclosures;
      return { status: 200, body: application };
    }
    if (path === `/school/applications/${state.packet.id}`) return { status: 200, body: state.packet };
    return { status: 404, body: { code: 'not_found', message: 'not found' } };
  }

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://teachbay.test');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    state.requests.push({ method, path, query: url.searchParams, body });
    return json(replies.get(`${method} ${path}`)?.shift() ?? answer(method, path, url.searchParams, body));
  });

  return {
    state,
    /** reply queues the answer to the next request `method path` ("GET /school/overview"). */
    reply(request: string, reply: Reply) {
      replies.set(request, [...(replies.get(request) ?? []), reply]);
    },
    /** sent lists the requests to a path, as "METHOD path?query". */
    sent(path: string) {
      return state.requests
        .filter((request) => request.path === path)
        .map((request) => `${request.method} ${request.path}${request.query.size ? `?${request.query}` : ''}`);
    },
    /** bodies are the JSON bodies sent to `method path`. */
    bodies(method: string, path: string) {
      return state.requests.filter((request) => request.method === method && request.path === path).map((request) => request.body);
    },
  };
}

/** signOut forgets the session hint cookie the fake set. */
export function signOut() {
  document.cookie = 'tb_session=; Max-Age=0; Path=/';
}
