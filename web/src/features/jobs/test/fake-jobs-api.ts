import type { Application, ApplicationPage, ApplicationRow, BoardVacancy, Interview, Match, Offer, ResumeInsight, SalarySchedule, SavedSearch, School, User, Vacancy, VacancyDetail, VacancyMapSchool, VacancyPage } from '@/lib/api-types';
import { page } from '@/test/api/answers';
import { config, OPTIONS } from '@/test/api/fixtures';
import { fakeApi, signIn, type SentRequest } from '@/test/api/requests';
import { http } from '@/test/api/server';

export { page } from '@/test/api/answers';
export { ANA, SAM } from '@/test/api/fixtures';
export { signOut } from '@/test/api/requests';

const SCHOOLS: School[] = [
  { id: 's-1', schoolName: 'Plant High School', organizationId: 'o-hillsborough', district: 'Hillsborough County Public Schools', level: 'high', city: 'Tampa', lat: 27.9296, lng: -82.4934, designation: 'traditional', philosophy: [], culture: '' },
  { id: 's-2', schoolName: 'Gibbs High School', organizationId: 'o-pinellas', district: 'Pinellas County Schools', level: 'high', city: 'St. Petersburg', lat: null, lng: null, designation: 'magnet', philosophy: [], culture: '' },
];

/** vacancy is an open vacancy, with `fields` changed. */
export function vacancy(fields: Partial<VacancyDetail> = {}): VacancyDetail {
  return {
    id: 'v-1', position: 'Math Teacher', schoolId: 's-1', schoolName: 'Plant High School',
    district: 'Hillsborough County Public Schools', type: 'full_time', educationalLevel: 'high', subject: 'math',
    designation: 'title1', description: 'Teach Algebra I and Geometry.', requirements: 'A bachelor’s degree.',
    requiredCertification: 'florida', minYearsExperience: 3, needs: [], dualLanguage: false,
    postedAt: '2027-04-01T14:00:00Z', lastDateToApply: '2027-05-31', status: 'open', openings: 1, workAuthorization: 'authorized_only',
    responseRate: null, salaryMin: null, salaryMax: null, philosophy: [], culture: '',
    ...fields,
  };
}

/** boardRow is a row of the board as a signed-in teacher reads it: `vacancy()` with her score and application. */
export function boardRow(fields: Partial<Vacancy>, score: number | null, applicationId: string | null = null): BoardVacancy {
  return { ...vacancy(fields), score, applicationId };
}

/** savedSearch is a teacher's saved search of high-school mathematics near Tampa, mailed weekly, with `fields` changed. */
export function savedSearch(fields: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 'ss-1', name: 'Mathematics · High school · near Tampa', frequency: 'weekly', createdAt: '2027-04-01T14:00:00Z', mailedAt: null,
    query: {
      q: '', school: '', district: '', level: 'high', subject: 'math', designation: '', type: '', workAuthorization: '', minSalary: null,
      near: { lat: 27.9506, lng: -82.4572, radiusKm: 25 },
    },
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
  reasons: [],
  salaryEstimate: null,
} satisfies Partial<VacancyDetail>;

/** SCHEDULES are the districts' salary schedules: Hillsborough's starting salary and a referendum supplement, Pinellas's steps. */
export const SCHEDULES: SalarySchedule[] = [
  {
    organizationId: 'o-hillsborough', organization: 'Hillsborough County Public Schools', schoolYear: '2024-25',
    sourceUrl: 'https://news.example/hillsborough-pay', retrievedOn: '2026-11-27', startingSalary: 48000, steps: [],
    supplements: [{ name: 'Referendum supplement, 2025-26 through 2029', amount: 6000, sourceUrl: 'https://news.example/referendum' }],
  },
  {
    organizationId: 'o-pinellas', organization: 'Pinellas County Schools', schoolYear: '2024-25',
    sourceUrl: 'https://news.example/pinellas-pay', retrievedOn: '2026-11-27', startingSalary: 54000,
    steps: [{ years: 0, bachelor: 54000, master: 57000, specialist: null, doctorate: null }], supplements: [],
  },
];

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
    offer: null,
    ...fields,
  };
}

/**
 * interview is a video interview of application a-1 proposed at two times, 9:00 in Tampa on each
 * side of the March change to daylight time, to a teacher in Manila; `fields` change it.
 */
export function interview(fields: Partial<Interview> = {}): Interview {
  return {
    id: 'i-1', applicationId: 'a-1', status: 'proposed', mode: 'video', location: 'https://meet.example.com/plant-math',
    durationMinutes: 45, note: 'Bring a sample lesson.', start: null, teacherTimeZone: 'Asia/Manila', schoolTimeZone: 'America/New_York',
    slots: [
      { id: 'slot-1', start: '2027-03-12T14:00:00Z' },
      { id: 'slot-2', start: '2027-03-15T13:00:00Z' },
    ],
    ...fields,
  };
}

/** offer is a pending offer of $52,000 a year, with `fields` changed. */
export function offer(fields: Partial<Offer> = {}): Offer {
  return { id: 'o-1', status: 'pending', salary: 52000, startDate: '2027-08-02', respondBy: '2027-05-14', note: 'Welcome to Plant!', ...fields };
}

/** insight is a resume review as the API answers it: none asked for, unless `fields` say otherwise. */
export function insight(fields: Partial<ResumeInsight> = {}): ResumeInsight {
  return { status: 'none', insights: [], failure: null, reviewedAt: null, ...fields };
}

/** match is a match of GET /api/me/matches: `vacancy()` with `fields` changed, its score and reasons. */
export function match(fields: Partial<Vacancy> = {}, score = 92, reasons: Match['reasons'] = []): Match {
  return { vacancy: vacancy(fields), score, reasons };
}

type Setup = {
  /** Who is signed in; null for a visitor (nobody, and no session hint cookie). */
  user?: User | null;
  /** The board's answer: rows of a Vacancy, or for a signed-in teacher of a BoardVacancy (boardRow). */
  vacancies?: VacancyPage;
  vacancy?: VacancyDetail;
  /** The districts' salary schedules (SCHEDULES unless given). */
  schedules?: SalarySchedule[];
  applications?: ApplicationPage;
  application?: Application;
  /** The interviews of the application, oldest first. */
  interviews?: Interview[];
  /** The teacher's matches, best first. */
  matches?: Match[];
  /** The browser's maps key of GET /api/config; none unless told. */
  mapsKey?: string;
  /** The schools of the board's map, with their counts. */
  mapSchools?: VacancyMapSchool[];
  /** The teacher's saved searches, oldest first. */
  savedSearches?: SavedSearch[];
  /** The review of the profile's resume, and the vacancy it was asked for against (null: any job). */
  review?: { vacancyId: string | null; insight: ResumeInsight };
};

/**
 * fakeJobsApi stands in for the API of the job board, applications and job matches. It records every
 * request; `reply` queues the answer to the next request to a method and path (sent once its
 * `wait`, when given, settles). A signed-in user gets the session hint cookie, as after a real login.
 */
export function fakeJobsApi(setup: Setup = {}) {
  const state = {
    user: setup.user ?? null,
    vacancies: setup.vacancies ?? page([vacancy()]),
    vacancy: setup.vacancy ?? vacancy(),
    schedules: setup.schedules ?? SCHEDULES,
    applications: setup.applications ?? page([row()]),
    application: setup.application ?? application(),
    interviews: setup.interviews ?? [],
    matches: setup.matches ?? [match()],
    review: setup.review ?? { vacancyId: null, insight: insight() },
    savedSearches: setup.savedSearches ?? [],
    requests: [] as SentRequest[],
  };
  if (state.user) signIn();
  // The interview as the server keeps it after an answer.
  function changeInterview(id: string, fields: Partial<Interview>): Interview {
    state.interviews = state.interviews.map((item) => (item.id === id ? { ...item, ...fields } : item));
    return state.interviews.find((item) => item.id === id)!;
  }
  // The application once its offer is answered.
  function answerOffer(status: Application['status'], offerStatus: Offer['status']): Application {
    const { offer: answered } = state.application;
    state.application = { ...state.application, status, offer: answered && { ...answered, status: offerStatus } };
    return state.application;
  }
  const { reply, sent, bodies } = fakeApi(state.requests, [
    http.get('/api/auth/me', ({ response }) =>
      state.user ? response(200).json({ user: state.user }) : response(401).json({ code: 'unauthenticated', message: '' })),
    http.get('/api/options', ({ response }) => response(200).json(OPTIONS)),
    http.get('/api/config', ({ response }) => response(200).json(config({ mapsBrowserKey: setup.mapsKey ?? '' }))),
    http.get('/api/vacancies/map', ({ response }) => response(200).json({ schools: setup.mapSchools ?? [] })),
    http.get('/api/schools', ({ response }) => response(200).json(SCHOOLS)),
    http.get('/api/salary-schedules', ({ response }) => response(200).json(state.schedules)),
    http.get('/api/vacancies', ({ response }) => response(200).json(state.vacancies)),
    http.get('/api/vacancies/{id}', ({ params, response }) =>
      params.id === state.vacancy.id ? response(200).json(state.vacancy) : undefined),
    http.get('/api/applications', ({ response }) => response(200).json(state.applications)),
    http.post('/api/applications', ({ response }) => {
      state.vacancy = { ...state.vacancy, applicationId: 'a-9' };
      const { id: vacancyId, district: company, type, position } = state.vacancy;
      return response(201).json(row({ id: 'a-9', vacancyId, company, type, position, dateApplied: '2027-04-12T10:00:00Z' }));
    }),
    http.get('/api/applications/{id}', ({ params, response }) =>
      params.id === state.application.id ? response(200).json(state.application) : undefined),
    http.post('/api/applications/{id}/cancel', ({ params, response }) => {
      if (params.id !== state.application.id) return undefined;
      state.application = { ...state.application, status: 'withdrawn' };
      const items = state.applications.items.map((item) => (item.id === params.id ? { ...item, status: 'withdrawn' as const } : item));
      state.applications = { ...state.applications, items };
      return response(200).json(state.application);
    }),
    http.get('/api/applications/{id}/interviews', ({ params, response }) =>
      params.id === state.application.id ? response(200).json(state.interviews) : undefined),
    http.post('/api/interviews/{id}/choose', async ({ params, request, response }) => {
      const { slotId } = await request.json();
      const start = state.interviews.find((item) => item.id === params.id)?.slots.find((slot) => slot.id === slotId)?.start;
      return start ? response(200).json(changeInterview(params.id, { status: 'scheduled', start })) : undefined;
    }),
    http.post('/api/interviews/{id}/other-times', ({ params, response }) => response(200).json(changeInterview(params.id, {}))),
    http.post('/api/interviews/{id}/cancel', ({ params, response }) =>
      response(200).json(changeInterview(params.id, { status: 'cancelled' }))),
    http.post('/api/applications/{id}/offer/accept', ({ response }) =>
      response(200).json(answerOffer('hired', 'accepted'))),
    http.post('/api/applications/{id}/offer/decline', ({ response }) =>
      response(200).json(answerOffer('candidate', 'declined'))),
    http.get('/api/applications/{id}/resume-insight', ({ params, response }) =>
      params.id === state.application.id ? response(200).json(state.application.insight) : undefined),
    http.post('/api/applications/{id}/resume-insight', ({ params, response }) => {
      if (params.id !== state.application.id) return undefined;
      state.application = { ...state.application, insight: insight({ status: 'pending' }) };
      return response(202).json(state.application.insight);
    }),
    http.get('/api/me/matches', ({ response }) => response(200).json({ items: state.matches })),
    // As the server: only the review asked for last is known, against the vacancy it was asked for.
    http.get('/api/me/resume-review', ({ query, response }) =>
      response(200).json(query.get('vacancyId') === state.review.vacancyId ? state.review.insight : insight())),
    http.post('/api/me/resume-review', async ({ request, response }) => {
      const { vacancyId = null } = await request.json();
      state.review = { vacancyId, insight: insight({ status: 'pending' }) };
      return response(202).json(state.review.insight);
    }),
    http.get('/api/me/saved-searches', ({ response }) => response(200).json(state.savedSearches)),
    http.post('/api/me/saved-searches', async ({ request, response }) => {
      const saved = savedSearch({ id: `ss-${state.savedSearches.length + 1}`, ...(await request.json()) });
      state.savedSearches = [...state.savedSearches, saved];
      return response(201).json(saved);
    }),
    http.put('/api/me/saved-searches/{id}', async ({ params, request, response }) => {
      const input = await request.json();
      state.savedSearches = state.savedSearches.map((item) => (item.id === params.id ? { ...item, ...input } : item));
      const changed = state.savedSearches.find((item) => item.id === params.id);
      return changed ? response(200).json(changed) : undefined;
    }),
    http.delete('/api/me/saved-searches/{id}', ({ params, response }) => {
      state.savedSearches = state.savedSearches.filter((item) => item.id !== params.id);
      return response(204).empty();
    }),
  ]);
  return { state, reply, sent, bodies };
}
