import type { AdminSchool, AdminUser, AuditEntry, ContactMessage, Invitation, Organization, SalarySchedule, SelfIdReport, Subscriber } from '@/lib/api-types';
import { page as listPage } from '@/test/api/answers';
import { ANALYTICS, NO_ANALYTICS, OPTIONS } from '@/test/api/fixtures';
import { fakeApi, signIn, type SentRequest } from '@/test/api/requests';
import { http } from '@/test/api/server';

export { signOut } from '@/test/api/requests';

/** ADA is the signed-in administrator of the tests. */
export const ADA: AdminUser = {
  id: 'u-admin', email: 'ada@teachbay.test', firstName: 'Ada', lastName: 'Diaz', role: 'admin', language: 'en',
  emailVerified: true, organizationId: null, organizationName: null, mfaEnabled: true, disabled: false,
  createdAt: '2027-01-05T10:00:00Z',
};

/** SAM is a school user of Hillsborough. */
export const SAM: AdminUser = {
  ...ADA, id: 'u-sam', email: 'sam@hcps.test', firstName: 'Sam', lastName: 'Lee', role: 'school',
  organizationId: 'o-1', organizationName: 'Hillsborough County Public Schools', mfaEnabled: false,
};

/** organization is Hillsborough's district, with `fields` changed. */
export function organization(fields: Partial<Organization> = {}): Organization {
  return {
    id: 'o-1', slug: 'hillsborough', name: 'Hillsborough County Public Schools', county: 'Hillsborough',
    website: 'https://www.hillsboroughschools.org', careersUrl: '', address: '901 E Kennedy Blvd, Tampa', phone: '',
    schoolCount: 2, userCount: 1, ...fields,
  };
}

/** school is Plant High School, with `fields` changed. */
export function school(fields: Partial<AdminSchool> = {}): AdminSchool {
  return {
    id: 's-1', organizationId: 'o-1', district: 'Hillsborough County Public Schools', schoolName: 'Plant High School',
    level: 'high', designation: 'traditional', address: '2415 S Himes Ave', city: 'Tampa', lat: 27.9236, lng: -82.5022,
    philosophy: [], culture: '', ...fields,
  };
}

/** subscriber is a newsletter subscriber, with `fields` changed. */
export function subscriber(fields: Partial<Subscriber> = {}): Subscriber {
  return {
    id: 'sub-1', email: 'luz@example.com', firstName: 'Luz', lastName: 'Ortega', contactNumber: '+18135550100', country: 'US',
    language: 'es', createdAt: '2027-02-01T12:00:00Z', unsubscribedAt: null, ...fields,
  };
}

/** message is a contact message not handled yet, with `fields` changed. */
export function message(fields: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 'm-1', firstName: 'Rosa', lastName: 'Vega', email: 'rosa@example.com', phone: '', language: 'es',
    message: 'Hola,\n¿Cómo me registro como docente?', createdAt: '2027-03-01T09:00:00Z', handledAt: null, ...fields,
  };
}

/** REPORT has counts of every kind: a null is a count below 5. */
export const REPORT: SelfIdReport = {
  asOf: '2027-03-01',
  total: 42,
  ethnicity: {
    asian: 5, black: 9, hispanic: 14, american_indian_alaska_native: null, two_or_more: null,
    native_hawaiian_pacific_islander: null, white: 11, none_selected: null,
  },
  hispanicOrigin: { yes: 14, no: 25, prefer_not_to_say: null },
  gender: { male: 12, female: 27, other: null, prefer_not_to_say: null },
  veteranStatus: { not_veteran: 38, veteran: null, disabled_veteran: null, prefer_not_to_say: null },
};

/** page wraps list items as the admin API answers a list (20 a page). */
export function page<T>(items: T[], total = items.length) {
  return listPage(items, total, 1, 20);
}

/** SCHEDULE is the salary schedule of organization() as the server answers it: a starting salary and a supplement. */
export const SCHEDULE: SalarySchedule = {
  organizationId: 'o-1', organization: 'Hillsborough County Public Schools', schoolYear: '2024-25',
  sourceUrl: 'https://news.example/hillsborough-pay', retrievedOn: '2026-11-27', startingSalary: 48000, steps: [],
  supplements: [{ name: 'Referendum supplement', amount: 6000, sourceUrl: 'https://news.example/referendum' }],
};

type Setup = {
  organizations?: Organization[];
  schools?: AdminSchool[];
  invitations?: Invitation[];
  users?: AdminUser[];
  subscribers?: Subscriber[];
  messages?: ContactMessage[];
  audit?: AuditEntry[];
};

/** HANDLED_AT is when the fake marks a message handled or a subscriber unsubscribed. */
const HANDLED_AT = '2027-03-02T10:00:00Z';

/**
 * fakeAdminApi stands in for the API of the admin console, signed in as ADA. It records every
 * request; `reply` queues the answer to the next request to a method and path. Creating,
 * deleting, disabling and the like change its state as the server would.
 */
export function fakeAdminApi(setup: Setup = {}) {
  const state = {
    organizations: setup.organizations ?? [organization()],
    schools: setup.schools ?? [school()],
    invitations: setup.invitations ?? [],
    users: setup.users ?? [ADA, SAM],
    subscribers: setup.subscribers ?? [subscriber()],
    messages: setup.messages ?? [message()],
    audit: setup.audit ?? [],
    requests: [] as SentRequest[],
  };
  signIn();
  const setDisabled = (id: string, disabled: boolean) => {
    state.users = state.users.map((user) => (user.id === id ? { ...user, disabled } : user));
    return state.users.find((user) => user.id === id);
  };
  const { reply, bodies, sent } = fakeApi(state.requests, [
    http.get('/api/auth/me', ({ response }) => response(200).json({ user: ADA })),
    http.get('/api/options', ({ response }) => response(200).json(OPTIONS)),
    http.get('/api/admin/organizations', ({ response }) => response(200).json({ items: state.organizations })),
    http.post('/api/admin/organizations', async ({ request, response }) => {
      const input = await request.json();
      const created = { ...organization(), ...input, id: `o-${state.organizations.length + 1}`, schoolCount: 0, userCount: 0 };
      state.organizations = [...state.organizations, created];
      return response(201).json(created);
    }),
    http.get('/api/salary-schedules', ({ response }) => response(200).json([SCHEDULE])),
    http.put('/api/admin/organizations/{id}/salary-schedule', async ({ request, response }) =>
      response(200).json({ ...SCHEDULE, ...(await request.json()) })),
    http.delete('/api/admin/organizations/{id}', ({ params, response }) => {
      state.organizations = state.organizations.filter((item) => item.id !== params.id);
      return response(204).empty();
    }),
    http.get('/api/admin/schools', ({ response }) => response(200).json(page(state.schools))),
    http.post('/api/admin/schools', async ({ request, response }) => {
      const created = { ...school(), ...(await request.json()), id: `s-${state.schools.length + 1}` };
      state.schools = [...state.schools, created];
      return response(201).json(created);
    }),
    http.put('/api/admin/schools/{id}', async ({ params, request, response }) => {
      const found = state.schools.find((item) => item.id === params.id);
      if (!found) return undefined;
      const saved = { ...found, ...(await request.json()) };
      state.schools = state.schools.map((item) => (item.id === saved.id ? saved : item));
      return response(200).json(saved);
    }),
    http.get('/api/admin/invitations', ({ response }) => response(200).json({ items: state.invitations })),
    http.post('/api/admin/invitations', async ({ request, response }) => {
      const { organizationId = null, language = 'en', ...input } = await request.json();
      const organizationName = state.organizations.find((item) => item.id === organizationId)?.name ?? null;
      const created: Invitation = {
        ...input, id: 'i-1', organizationId, organizationName, language, status: 'pending',
        createdAt: '2027-03-28T15:00:00Z', expiresAt: '2027-04-04T15:00:00Z',
      };
      return response(201).json(created);
    }),
    http.get('/api/admin/users', ({ response }) => response(200).json(page(state.users))),
    http.post('/api/admin/users/{id}/disable', ({ params, response }) => response(200).json(setDisabled(params.id, true)!)),
    http.post('/api/admin/users/{id}/enable', ({ params, response }) => response(200).json(setDisabled(params.id, false)!)),
    http.get('/api/admin/subscribers', ({ response }) => response(200).json(page(state.subscribers))),
    http.delete('/api/admin/subscribers/{id}', ({ params, response }) => {
      state.subscribers = state.subscribers.map((item) => (item.id === params.id ? { ...item, unsubscribedAt: HANDLED_AT } : item));
      return response(204).empty();
    }),
    http.get('/api/admin/contact-messages', ({ query, response }) => {
      const handled = query.get('handled');
      return response(200).json(page(state.messages.filter((item) => handled === null || (item.handledAt !== null) === (handled === 'true'))));
    }),
    http.post('/api/admin/contact-messages/{id}/handled', ({ params, response }) => {
      state.messages = state.messages.map((item) => (item.id === params.id ? { ...item, handledAt: HANDLED_AT } : item));
      return response(200).json(state.messages.find((item) => item.id === params.id)!);
    }),
    http.get('/api/admin/reports/self-identification', ({ response }) => response(200).json(REPORT)),
    http.get('/api/admin/analytics', ({ response }) =>
      response(200).json({
        items: [
          { organizationId: 'o-1', organization: 'Hillsborough County Public Schools', ...ANALYTICS },
          { organizationId: 'o-2', organization: 'Pasco County Schools', ...NO_ANALYTICS },
        ],
      })),
    http.get('/api/admin/audit', ({ query, response }) => {
      // As the server filters: one action, a person whose name or address contains the text, days both included.
      const [action, actor, from, to] = (['action', 'actor', 'from', 'to'] as const).map((name) => query.get(name) ?? '');
      const person = (entry: AuditEntry) => `${entry.actorName ?? ''} ${entry.actorEmail ?? ''}`.toLowerCase();
      return response(200).json(page(state.audit.filter((entry) =>
        (!action || entry.action === action) && person(entry).includes(actor.toLowerCase()) &&
        (!from || entry.at.slice(0, 10) >= from) && (!to || entry.at.slice(0, 10) <= to))));
    }),
  ]);
  return { state, reply, bodies, sent };
}
