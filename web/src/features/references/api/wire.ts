// TEMPORARY until the server branch lands: replaced by lib/api-types.ts aliases of the generated schemas.
import type { Settings as GeneratedSettings } from '@/lib/api-types';

/*
 * The wire types of confidential references (docs/api.md; issue 33), as the server branch will
 * publish them in internal/httpapi/openapi.yaml. Nothing here reaches the bundle.
 */

/** Relationship is how a referee knows the teacher (docs/design.md §4). */
export type Relationship =
  | 'principal'
  | 'assistant_principal'
  | 'department_head'
  | 'mentor_teacher'
  | 'colleague'
  | 'university_supervisor'
  | 'other';

/** ReferenceStatus is where a reference stands; the teacher sees only this, never the answers. */
export type ReferenceStatus = 'draft' | 'requested' | 'received' | 'declined' | 'expired';

/** Reference is one of the teacher's referees (GET /api/me/references). */
export type Reference = {
  id: string;
  name: string;
  email: string;
  relationship: Relationship;
  organization: string;
  phone: string;
  status: ReferenceStatus;
  requestedAt: string | null;
  receivedAt: string | null;
  resendableAt: string | null;
};

/** ReferenceInput is the body of POST /api/me/references and PUT /api/me/references/{id}. */
export type ReferenceInput = Pick<Reference, 'name' | 'email' | 'relationship' | 'organization' | 'phone'>;

/** RefereeForm is GET /api/references/form?token=T: who asks, and in which language the mail went. */
export type RefereeForm = {
  teacherName: string;
  relationship: Relationship;
  questions?: string[];
  language: 'en' | 'es';
  expiresAt: string;
};

/** Rating is one answer of 1 to 5, or null for "could not observe". */
export type Rating = 1 | 2 | 3 | 4 | 5 | null;

/** Ratings are the five areas a referee rates. */
export type Ratings = {
  instruction: Rating;
  classroomManagement: Rating;
  studentRelationships: Rating;
  collaboration: Rating;
  professionalism: Rating;
};

/** WouldRehire is the referee's answer to "Would you hire this person again?". */
export type WouldRehire = 'yes' | 'with_reservations' | 'no';

/** RefereeAnswer is the body of POST /api/references/form?token=T. */
export type RefereeAnswer = {
  ratings: Ratings;
  wouldRehire: WouldRehire;
  safeguardingConcern: boolean;
  safeguardingDetails: string;
  comments: string;
  refereeName: string;
  refereePosition: string;
  confirm: true;
};

/** PacketReference is one received reference in a school's application packet. */
export type PacketReference = {
  name: string;
  relationship: Relationship;
  organization: string;
  refereePosition: string;
  receivedAt: string;
  ratings: Ratings;
  wouldRehire: WouldRehire;
  safeguardingConcern: boolean;
  safeguardingDetails: string;
  comments: string;
  older: boolean;
};

/** Settings are the teacher's settings with `shareReferences`, which lets schools read her references. */
export type Settings = GeneratedSettings & { shareReferences: boolean };
