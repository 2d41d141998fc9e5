import { vi } from 'vitest';
import type { Options } from '@/lib/options';
import type { Page } from '../api/admin-api';
import type { AuditEntry } from '../api/audit';
import type { Invitation } from '../api/invitations';
import type { ContactMessage } from '../api/messages';
import type { Organization } from '../api/organizations';
import type { SelfIdReport } from '../api/reports';
import type { AdminSchool } from '../api/schools';
import type { Subscriber } from '../api/subscribers';
import type { AdminUser } from '../api/users';

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

const OPTIONS: Options = {
  gradeLevels: ['prek', 'elementary', 'middle', 'high', 'adult'],
  subjects: [],
  experienceSettings: [],
  skills: [],
  designations: ['traditional', 'title1', 'magnet'],
  vacancyTypes: [],
  applicationStatuses: [],
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
    ...fields,
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

/** page wraps list items as the API answers a list. */
export function page<T>(items: T[], total = items.length): Page<T> {
  return { items, total, page: 1, pageSize: 20 };
}

/** Reply is an answer of the fake API. */
type Reply = { status: number; body?: unknown };

/** SentRequest is one request the page made: method, path without /api, search parameters and JSON body. */
export type SentRequest = { method: string; path: string; query: URLSearchParams; body: unknown };

type Setup = {
  organizations?: Organization[];
  schools?: AdminSchool[];
  invitations?: Invitation[];
  users?: AdminUser[];
  subscribers?: Subscriber[];
  messages?: ContactMessage[];
  audit?: AuditEntry[];
};

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
  document.cookie = 'tb_session=1; Path=/';
  const replies = new Map<string, Reply[]>();
  const json = ({ status, body }: Reply) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const ok = (body: unknown) => json({ status: 200, body });

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://teachbay.test');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    state.requests.push({ method, path, query: url.searchParams, body });
    const queued = replies.get(`${method} ${path}`)?.shift();
    if (queued) return json(queued);

    if (path === '/auth/me') return ok({ user: ADA });
    if (path === '/config') return ok({ recaptchaSiteKey: '', mapsBrowserKey: '', languages: ['en', 'es'], supportEmail: 'team@teachbay.test' });
    if (path === '/options') return ok(OPTIONS);
    if (path === '/admin/organizations' && method === 'POST') {
      const created = { ...organization(), ...(body as object), id: `o-${state.organizations.length + 1}`, schoolCount: 0, userCount: 0 };
      state.organizations = [...state.organizations, created];
      return json({ status: 201, body: created });
    }
    if (path === '/admin/organizations') return ok({ items: state.organizations });
    const organizationId = /^\/admin\/organizations\/([^/]+)$/.exec(path)?.[1];
    if (organizationId && method === 'DELETE') {
      state.organizations = state.organizations.filter((item) => item.id !== organizationId);
      return json({ status: 204 });
    }
    if (path === '/admin/schools' && method === 'POST') {
      const created = { ...school(), ...(body as object), id: `s-${state.schools.length + 1}` };
      state.schools = [...state.schools, created];
      return json({ status: 201, body: created });
    }
    if (path === '/admin/schools') return ok(page(state.schools));
    if (path === '/admin/invitations' && method === 'POST') return json({ status: 201, body: { id: 'i-1', expiresAt: '2027-04-04T15:00:00Z' } });
    if (path === '/admin/invitations') return ok({ items: state.invitations });
    if (path === '/admin/users') return ok(page(state.users));
    const userAction = /^\/admin\/users\/([^/]+)\/(disable|enable)$/.exec(path);
    if (userAction) {
      const [, id, action] = userAction;
      state.users = state.users.map((user) => (user.id === id ? { ...user, disabled: action === 'disable' } : user));
      return ok(state.users.find((user) => user.id === id));
    }
    if (path === '/admin/subscribers') return ok(page(state.subscribers));
    if (path.startsWith('/admin/subscribers/') && method === 'DELETE') {
      const id = decodeURIComponent(path.slice('/admin/subscribers/'.length));
      state.subscribers = state.subscribers.map((item) => (item.id === id ? { ...item, unsubscribedAt: '2027-03-02T10:00:00Z' } : item));
      return json({ status: 204 });
    }
    if (path === '/admin/contact-messages') {
      const handled = url.searchParams.get('handled');
      return ok(page(state.messages.filter((item) => handled === null || (item.handledAt !== null) === (handled === 'true'))));
    }
    const handledId = /^\/admin\/contact-messages\/([^/]+)\/handled$/.exec(path)?.[1];
    if (handledId) {
      state.messages = state.messages.map((item) => (item.id === handledId ? { ...item, handledAt: '2027-03-02T10:00:00Z' } : item));
      return ok(state.messages.find((item) => item.id === handledId));
    }
    if (path === '/admin/reports/self-identification') return ok(REPORT);
    if (path === '/admin/audit') return ok(page(state.audit));
    return json({ status: 404, body: { code: 'not_found', message: 'not found' } });
  });

  return {
    state,
    /** reply queues the answer to the next request `method path` ("POST /admin/organizations"). */
    reply(request: string, reply: Reply) {
      replies.set(request, [...(replies.get(request) ?? []), reply]);
    },
    /** sent lists the requests with a method to a path: their JSON bodies. */
    bodies(method: string, path: string) {
      return state.requests.filter((request) => request.method === method && request.path === path).map((request) => request.body);
    },
  };
}

/** signOut forgets the session hint cookie the fake set. */
export function signOut() {
  document.cookie = 'tb_session=; Max-Age=0; Path=/';
}
