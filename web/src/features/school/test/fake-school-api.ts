import type { Applicant, ApplicationPacket, InboxApplication, Overview, Interview, Offer, School, SchoolVacancy } from '@/lib/api-types';
import { page } from '@/test/api/answers';
import { ANALYTICS, OPTIONS, SAM } from '@/test/api/fixtures';
import { fakeApi, signIn, type SentRequest } from '@/test/api/requests';
import { http } from '@/test/api/server';

export { SAM } from '@/test/api/fixtures';
export { signOut } from '@/test/api/requests';

/** OVERVIEW is the dashboard of Hillsborough County Public Schools. */
export const OVERVIEW: Overview = {
  organization: { id: 'o-1', name: 'Hillsborough County Public Schools' },
  schools: [
    { id: 's-1', schoolName: 'Plant High School', level: 'high', designation: 'traditional', city: 'Tampa' },
    { id: 's-3', schoolName: 'Sligh Middle Magnet School', level: 'middle', designation: 'magnet', city: 'Tampa' },
  ],
  openVacancies: 2,
  newApplicantsThisWeek: 3,
  byStatus: { pending: 4, 'on-hold': 1, candidate: 2, interview: 0, offered: 0, hired: 0, not_selected: 0, withdrawn: 1 },
};

/**
 * SCHOOLS are the public school list: Hillsborough's two schools, Sligh Middle Magnet School with
 * how it teaches, and a school of another district.
 */
export const SCHOOLS: School[] = [
  {
    id: 's-4', schoolName: 'Gibbs High School', organizationId: 'o-2', district: 'Pinellas County Schools', level: 'high',
    city: 'St. Petersburg', lat: null, lng: null, designation: 'magnet', philosophy: ['arts_integration'], culture: 'Arts every day.',
  },
  {
    id: 's-1', schoolName: 'Plant High School', organizationId: 'o-1', district: 'Hillsborough County Public Schools', level: 'high',
    city: 'Tampa', lat: 27.9236, lng: -82.5022, designation: 'traditional', philosophy: [], culture: '',
  },
  {
    id: 's-3', schoolName: 'Sligh Middle Magnet School', organizationId: 'o-1', district: 'Hillsborough County Public Schools',
    level: 'middle', city: 'Tampa', lat: null, lng: null, designation: 'magnet', philosophy: ['inquiry_stem'],
    culture: 'Students build robots from sixth grade on.',
  },
];

/** vacancy is an open vacancy of the district with three applicants, with `fields` changed. */
export function vacancy(fields: Partial<SchoolVacancy> = {}): SchoolVacancy {
  return {
    id: 'v-1', position: 'Math Teacher', schoolId: 's-1', schoolName: 'Plant High School',
    district: 'Hillsborough County Public Schools', type: 'full_time', educationalLevel: 'high', subject: 'math',
    designation: 'traditional', description: 'Teach Algebra I and Geometry.', requirements: '',
    requiredCertification: 'florida', minYearsExperience: 2, needs: ['classroom_management'], dualLanguage: false,
    postedAt: '2027-04-01T14:00:00Z', lastDateToApply: '2027-05-31', status: 'open', openings: 1, workAuthorization: 'authorized_only',
    responseRate: null, salaryMin: null, salaryMax: null, philosophy: [], culture: '', applicantCount: 3,
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

/**
 * INBOX is every application of the district, newest first: Math Teacher's applicants and one to
 * Science Teacher at Sligh Middle Magnet School.
 */
export const INBOX: InboxApplication[] = [
  {
    applicationId: 'a-5', teacher: teacher('t-5', 'Eva', 'Lopez'), vacancyId: 'v-2', position: 'Science Teacher', schoolId: 's-3',
    schoolName: 'Sligh Middle Magnet School', status: 'on-hold', score: 64, dateApplied: '2027-04-12T10:00:00Z',
  },
  ...[...APPLICANTS]
    .sort((a, b) => b.dateApplied.localeCompare(a.dateApplied))
    .map(({ applicationId, teacher: who, status, score, dateApplied }) => ({
      applicationId, teacher: who, vacancyId: 'v-1', position: 'Math Teacher', schoolId: 's-1', schoolName: 'Plant High School',
      status, score, dateApplied,
    })),
];

/** packet is Ana Cruz's application to Math Teacher, with `fields` changed. */
export function packet(fields: Partial<ApplicationPacket> = {}): ApplicationPacket {
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
    offer: null,
    references: [],
    certification: null,
    insight: {
      status: 'ready', failure: null, reviewedAt: '2027-04-12T10:00:00Z',
      insights: [{ code: 'missingSection', priority: 1, items: ['summary'] }],
    },
    ...fields,
  };
}

/**
 * interview is a video interview proposed to Ana Cruz, who lives in Manila, at two times: on each
 * side of Tampa's change to daylight time on 2027-03-14. `fields` change it.
 */
export function interview(fields: Partial<Interview> = {}): Interview {
  return {
    id: 'i-1', applicationId: 'a-1', status: 'proposed', mode: 'video', location: 'https://meet.example.com/ana', durationMinutes: 30,
    slots: [{ id: 'sl-1', start: '2027-03-12T14:00:00Z' }, { id: 'sl-2', start: '2027-03-15T13:00:00Z' }],
    start: null, note: 'Bring a short lesson idea.', teacherTimeZone: 'Asia/Manila', schoolTimeZone: 'America/New_York',
    ...fields,
  };
}

/** offer is an offer to Ana Cruz, waiting for her answer, with `fields` changed. */
export function offer(fields: Partial<Offer> = {}): Offer {
  return { id: 'of-1', status: 'pending', salary: 52000, startDate: '2027-08-01', respondBy: '2027-03-10', note: '', ...fields };
}

/** VACANCY_ORDERS are the vacancy list's orders, as the server sorts. */
const VACANCY_ORDERS: Record<string, (a: SchoolVacancy, b: SchoolVacancy) => number> = {
  newest: (a, b) => b.postedAt.localeCompare(a.postedAt),
  deadline: (a, b) => a.lastDateToApply.localeCompare(b.lastDateToApply),
  applicants: (a, b) => b.applicantCount - a.applicantCount,
};

/**
 * fakeSchoolApi stands in for the API of the school portal, signed in as SAM. It records every
 * request; `reply` queues the answer to the next request to a method and path.
 */
export function fakeSchoolApi() {
  const state = {
    vacancies: [
      vacancy(),
      vacancy({
        id: 'v-2', position: 'Science Teacher', schoolId: 's-3', schoolName: 'Sligh Middle Magnet School', status: 'closed',
        applicantCount: 1, lastDateToApply: '2027-03-01', postedAt: '2027-03-01T14:00:00Z',
      }),
    ],
    inbox: INBOX,
    packet: packet(),
    interviews: [] as Interview[],
    analytics: ANALYTICS,
    notifications: { dailyApplicantDigest: true },
    schools: SCHOOLS,
    requests: [] as SentRequest[],
  };
  signIn();
  const find = (id: string) => state.vacancies.find((item) => item.id === id);
  // A step of the hiring loop moves the packet on, as the server records it.
  const move = (status: ApplicationPacket['status'], changes: Partial<ApplicationPacket> = {}) => {
    state.packet = { ...state.packet, ...changes, status, history: [...state.packet.history, { status, at: '2027-03-01T15:00:00Z', note: '' }] };
  };
  const setInterview = (id: string, status: Interview['status']) => {
    const found = state.interviews.find((item) => item.id === id);
    if (found) found.status = status;
    return found;
  };
  const setStatus = (id: string, status: SchoolVacancy['status']) => {
    const found = find(id);
    if (found) found.status = status;
    return found;
  };
  const { reply, sent, bodies } = fakeApi(state.requests, [
    http.get('/api/auth/me', ({ response }) => response(200).json({ user: SAM })),
    http.get('/api/options', ({ response }) => response(200).json(OPTIONS)),
    http.get('/api/school/overview', ({ response }) => response(200).json(OVERVIEW)),
    http.get('/api/schools', ({ response }) => response(200).json(state.schools)),
    // Only a school of SAM's district: another's is not found, as the server answers.
    http.put('/api/school/schools/{id}', async ({ params, request, response }) => {
      const found = state.schools.find((school) => school.id === params.id && school.organizationId === SAM.organizationId);
      if (!found) return undefined;
      const saved = { ...found, ...(await request.json()) };
      state.schools = state.schools.map((school) => (school.id === saved.id ? saved : school));
      return response(200).json(saved);
    }),
    http.get('/api/school/analytics', ({ response }) => response(200).json(state.analytics)),
    http.get('/api/me/notifications', ({ response }) => response(200).json(state.notifications)),
    http.put('/api/me/notifications', async ({ request, response }) => {
      state.notifications = await request.json();
      return response(200).json(state.notifications);
    }),
    http.post('/api/school/vacancies', async ({ request, response }) => {
      const input = await request.json();
      const school = OVERVIEW.schools.find((item) => item.id === input.schoolId);
      const created = vacancy({ ...input, id: 'v-9', schoolName: school?.schoolName ?? '', applicantCount: 0 });
      state.vacancies.unshift(created);
      return response(201).json(created);
    }),
    // The list as the server filters and sorts it (the search in positions only).
    http.get('/api/school/vacancies', ({ query, response }) => {
      const [q, schoolId, status] = [query.get('q')?.toLowerCase(), query.get('schoolId'), query.get('status')];
      const found = state.vacancies.filter(
        (item) => (!q || item.position.toLowerCase().includes(q)) && (!schoolId || item.schoolId === schoolId) && (!status || item.status === status),
      );
      const order = VACANCY_ORDERS[query.get('sort') ?? 'newest'];
      return response(200).json(page([...found].sort(order)));
    }),
    http.get('/api/school/vacancies/{id}', ({ params, response }) => {
      const found = find(params.id);
      return found && response(200).json(found);
    }),
    // An edit answers the vacancy as it was: the tests look at what was sent.
    http.put('/api/school/vacancies/{id}', ({ params, response }) => {
      const found = find(params.id);
      return found && response(200).json(found);
    }),
    http.post('/api/school/vacancies/{id}/close', ({ params, response }) => {
      const found = setStatus(params.id, 'closed');
      return found && response(200).json(found);
    }),
    http.post('/api/school/vacancies/{id}/reopen', ({ params, response }) => {
      const found = setStatus(params.id, 'open');
      return found && response(200).json(found);
    }),
    http.get('/api/school/vacancies/{id}/applications', ({ params, response }) =>
      find(params.id) && response(200).json({ items: params.id === 'v-1' ? APPLICANTS : [] })),
    http.get('/api/school/applications', ({ query, response }) => {
      const [status, vacancyId] = [query.get('status'), query.get('vacancyId')];
      const found = state.inbox.filter((item) => (!status || item.status === status) && (!vacancyId || item.vacancyId === vacancyId));
      return response(200).json(page(query.get('sort') === 'score' ? [...found].sort((a, b) => (b.score ?? -1) - (a.score ?? -1)) : found));
    }),
    http.get('/api/school/applications/{id}', ({ params, response }) =>
      params.id === state.packet.id ? response(200).json(state.packet) : undefined),
    http.put('/api/school/applications/{id}/status', async ({ params, request, response }) => {
      if (params.id !== state.packet.id) return undefined;
      const change = await request.json();
      state.packet = {
        ...state.packet,
        status: change.status,
        history: [...state.packet.history, { status: change.status, at: '2027-04-20T13:00:00Z', note: change.note ?? '' }],
      };
      // The application with its history: a write does not read the disclosures.
      const application: Partial<ApplicationPacket> = { ...state.packet };
      delete application.disclosures;
      return response(200).json(application as ApplicationPacket);
    }),
    http.get('/api/school/applications/{id}/interviews', ({ params, response }) =>
      params.id === state.packet.id ? response(200).json(state.interviews) : undefined),
    http.post('/api/school/applications/{id}/interviews', async ({ params, request, response }) => {
      if (params.id !== state.packet.id) return undefined;
      const input = await request.json();
      const created = interview({
        id: `i-${state.interviews.length + 1}`, mode: input.mode, location: input.location ?? '', durationMinutes: input.durationMinutes,
        note: input.note ?? '', slots: input.slots.map((start, index) => ({ id: `sl-${index + 1}`, start })),
      });
      state.interviews.push(created);
      move('interview');
      return response(201).json(created);
    }),
    http.post('/api/school/interviews/{id}/cancel', ({ params, response }) => {
      const found = setInterview(params.id, 'cancelled');
      return found && response(200).json(found);
    }),
    http.post('/api/school/interviews/{id}/complete', ({ params, response }) => {
      const found = setInterview(params.id, 'completed');
      return found && response(200).json(found);
    }),
    http.post('/api/school/applications/{id}/offer', async ({ params, request, response }) => {
      if (params.id !== state.packet.id) return undefined;
      const made = offer({ ...(await request.json()), id: 'of-2' });
      move('offered', { offer: made });
      return response(201).json(made);
    }),
    http.post('/api/school/offers/{id}/withdraw', ({ params, response }) => {
      if (state.packet.offer?.id !== params.id) return undefined;
      const withdrawn = { ...state.packet.offer, status: 'withdrawn' as const };
      move('candidate', { offer: withdrawn });
      return response(200).json(withdrawn);
    }),
  ]);
  return { state, reply, sent, bodies };
}
