/**
 * The API's types, by name: each is taken from the types generated from the HTTP contract
 * (internal/httpapi/openapi.yaml → api-schema.d.ts, `npm run api-types`), never written by hand.
 * A field exists when the document has it; to change one, change the document and regenerate.
 * Types only: nothing here reaches the bundle.
 */
import type { components, paths } from './api-schema';

type Schemas = components['schemas'];
type Method = 'get' | 'put' | 'post' | 'delete';
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** Answer is the JSON that `method` on `path` answers with `status` (200 unless told): `Answer<'/api/me/settings', 'get'>`. */
export type Answer<P extends keyof paths, M extends Method, S extends number = 200> =
  Operation<P, M> extends { responses: infer R } ? (S extends keyof R ? Json<R[S]> : never) : never;

/** Query is the search parameters that `method` on `path` takes, each optional. */
export type Query<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** Body is the JSON body that `method` on `path` takes. */
export type Body<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

/** Page is one page of a list answer of the API (each has the board's paging fields). */
export type Page<T> = Omit<Answer<'/api/vacancies', 'get'>, 'items'> & { items: T[] };

/** Item is one element of the `items` of a list answer. */
export type Item<A extends { items: readonly unknown[] }> = A['items'][number];

/** ApiErrorBody is every error answer: a code, an English message, and which fields were wrong. */
export type ApiErrorBody = Schemas['Error'];

/** Message is the answer of a call that only confirms (`{"message": "..."}`). */
export type Message = Answer<'/api/subscribers', 'post'>;

// Reference data.

/** PublicConfig is GET /api/config: what the web app needs to know about the server. */
export type PublicConfig = Answer<'/api/config', 'get'>;
/** Options are the stable option codes, one list per group (GET /api/options). */
export type Options = Answer<'/api/options', 'get'>;
/** Country is one entry of GET /api/countries. */
export type Country = Answer<'/api/countries', 'get'>[number];
/** School is one row of GET /api/schools; lat and lng are null where the location is unknown. */
export type School = Schemas['School'];
/** Philosophy is a code of how a school teaches, and of what a teacher values (docs/design.md §4). */
export type Philosophy = Schemas['Philosophy'];
/** Place is a real-estate agency of GET /api/places/nearby. */
export type Place = Answer<'/api/places/nearby', 'get'>['places'][number];
/** PlaceDetails is GET /api/places/{id}: empty texts and a null rating mean Google does not know. */
export type PlaceDetails = Answer<'/api/places/{id}', 'get'>;

// Accounts.

/** User is a signed-in account. */
export type User = Schemas['User'];
/** Role is who a user is to TeachBay. */
export type Role = User['role'];
/** LoginAnswer is the user signed in, or only mfaRequired until POST /api/auth/mfa takes a code. */
export type LoginAnswer = Answer<'/api/auth/login', 'post'>;
/** UserAnswer is the answer of a sign-in that needs no second step. */
export type UserAnswer = Answer<'/api/auth/register', 'post', 201>;
/** InvitationStatus is whether an invitation's link can still be accepted, or why not (POST /api/auth/invitation/status). */
export type InvitationStatus = Answer<'/api/auth/invitation/status', 'post'>['status'];
/** LoginInput is the body of POST /api/auth/login; kind is the login tab. */
export type LoginInput = Body<'/api/auth/login', 'post'>;
/** RegisterInput is the body of POST /api/auth/register. */
export type RegisterInput = Body<'/api/auth/register', 'post'>;
/** AcceptInvitationInput is the body of POST /api/auth/invitation/accept. */
export type AcceptInvitationInput = Body<'/api/auth/invitation/accept', 'post'>;
/** Session is one browser signed in to the account. */
export type Session = Item<Answer<'/api/me/sessions', 'get'>>;
/** MfaSetup is a new authenticator secret, not in force until a code of it is confirmed. */
export type MfaSetup = Answer<'/api/me/mfa/setup', 'post'>;
/** Settings are the consents a teacher gives and may withdraw at any time. */
export type Settings = Schemas['Settings'];

// Public forms.

/** SubscribeInput is the body of POST /api/subscribers. */
export type SubscribeInput = Body<'/api/subscribers', 'post'>;
/** ContactInput is the body of POST /api/contact. */
export type ContactInput = Body<'/api/contact', 'post'>;

// Vacancies.

/** Vacancy is a school's open (or closed) teaching job. */
export type Vacancy = Schemas['Vacancy'];
/** VacancyStatus is whether teachers may apply to a vacancy. */
export type VacancyStatus = Vacancy['status'];
/** Certification is what a vacancy asks of the teacher's teaching certificate. */
export type Certification = Vacancy['requiredCertification'];
/** WorkAuthorization is whom a vacancy can hire: only the already authorized, J-1 exchange teachers too, or those it may sponsor. */
export type WorkAuthorization = Vacancy['workAuthorization'];
/** TeacherVacancy is a vacancy as a signed-in teacher reads it. */
export type TeacherVacancy = Schemas['TeacherVacancy'];
/** Eligibility says whether the signed-in teacher may apply, and what their profile still lacks. */
export type Eligibility = TeacherVacancy['eligibility'];
/** ChecklistItem is one of the documents a teacher needs to apply. */
export type ChecklistItem = keyof Eligibility['checklist'];
/**
 * VacancyDetail is GET /api/vacancies/{id}: for a signed-in teacher also their eligibility, their
 * active application and how well they match; for anyone else those keys are absent.
 */
export type VacancyDetail = Vacancy & Partial<Omit<TeacherVacancy, keyof Vacancy>>;
/** SalaryEstimate is a signed-in teacher's yearly pay by the district's salary schedule (degree null: its starting salary). */
export type SalaryEstimate = NonNullable<TeacherVacancy['salaryEstimate']>;
/** SalarySchedule is a district's salary schedule for one school year, with only what its source states. */
export type SalarySchedule = Schemas['SalarySchedule'];
/** SalaryStep is a row of a schedule: the yearly pay from `years` of experience on, by degree. */
export type SalaryStep = Schemas['SalaryStep'];
/** SalarySupplement is pay a district adds to its schedule (amount null: a range its name gives). */
export type SalarySupplement = Schemas['SalarySupplement'];
/** SalaryScheduleInput is the body of PUT /api/admin/organizations/{id}/salary-schedule. */
export type SalaryScheduleInput = Body<'/api/admin/organizations/{id}/salary-schedule', 'put'>;
/** VacancyPage is one page of the public board. */
export type VacancyPage = Answer<'/api/vacancies', 'get'>;
/** VacancyMapSchool is a school of the board's map, with how many of the matching vacancies it has. */
export type VacancyMapSchool = Answer<'/api/vacancies/map', 'get'>['schools'][number];
/** SavedSearch is one of a teacher's saved searches of the board, with its mail's frequency. */
export type SavedSearch = Schemas['SavedSearch'];
/** SavedQuery is the board's search a saved search keeps: every filter, "" when not used. */
export type SavedQuery = Schemas['SavedQuery'];
/** SavedSearchInput is what POST and PUT /api/me/saved-searches take. */
export type SavedSearchInput = Schemas['SavedSearchInput'];
/** BoardVacancy is a row of the board as a signed-in teacher reads it: her score and her active application. */
export type BoardVacancy = Schemas['BoardVacancy'];
/** VacancySort is the board's order: newest first, or the soonest last date to apply first. */
export type VacancySort = NonNullable<NonNullable<Operation<'/api/vacancies', 'get'>['parameters']['query']>['sort']>;
/** Reason is one factor of a match score: whether it counted, how (`detail`) and about what (`items`). */
export type Reason = Schemas['Reason'];
/** Match is an open vacancy that fits the teacher, with its score (0-100) and the reasons for it. */
export type Match = Item<Answer<'/api/me/matches', 'get'>>;

// Applications.

/** ApplicationStatus is where an application stands; `withdrawn` is cancelled by the teacher. */
export type ApplicationStatus = Schemas['ApplicationStatus'];
/** ApplicationRow is one row of the teacher's applications; company is the district. */
export type ApplicationRow = Schemas['ApplicationRow'];
/** ApplicationPage is one page of the teacher's applications. */
export type ApplicationPage = Answer<'/api/applications', 'get'>;
/** Application is one application as its teacher reads it. */
export type Application = Schemas['Application'];
/** SubmittedDocument is a file as it was sent with an application. */
export type SubmittedDocument = Application['documents'][number];
/** StatusChange is one step of an application's history (`note` may be empty). */
export type StatusChange = Application['history'][number];
/** ResumeInsight is where the resume review of an application stands, with its suggestions. */
export type ResumeInsight = Schemas['ResumeInsight'];
/** Insight is one suggestion of the resume review. */
export type Insight = ResumeInsight['insights'][number];
/** InsightFailure is why a review could not read the resume. */
export type InsightFailure = NonNullable<ResumeInsight['failure']>;

// Teacher.

/** ProfileInput is what the teacher edits: the body of PUT /api/me/profile. */
export type ProfileInput = Schemas['Profile'];
/** Profile is GET /api/me/profile: the details, and how complete the profile is. */
export type Profile = Schemas['ProfileView'];
/** Gender is the teacher's optional answer. */
export type Gender = NonNullable<ProfileInput['gender']>;
/** Degree is the teacher's highest degree, a column of a district's salary schedule. */
export type Degree = NonNullable<ProfileInput['highestDegree']>;
/** Presentation is the public link to a video of the teacher teaching. */
export type Presentation = Schemas['Presentation'];
/** TeacherDocument is one uploaded file of the teacher's. */
export type TeacherDocument = Schemas['Document'];
/** DocumentKind is what a teacher's file is for. */
export type DocumentKind = TeacherDocument['kind'];
/** Preferences are what a teacher looks for: option codes, the subject "other" and five skills. */
export type Preferences = Schemas['Preferences'];

// The certification path (docs/api.md "Know before you go").

/** CertificationView is GET /api/me/certification: the teacher's route and steps, every step's facts, and her next step. */
export type CertificationView = Schemas['CertificationView'];
/** CertificationPath is what PUT /api/me/certification saves: the route, its steps done with dates, the exams passed. */
export type CertificationPath = Schemas['CertificationPath'];
/** CertificationRoute is how a teacher comes to Florida's certificate (foreign degree, U.S. degree, ...). */
export type CertificationRoute = Schemas['CertificationRoute'];
/** CertificationStepCode names one step of a route. */
export type CertificationStepCode = Schemas['CertificationStepCode'];
/** SubjectExam is a Florida subject area exam passed: the subject and the day. */
export type SubjectExam = Schemas['SubjectExam'];
/** CertificationSummary is the packet's one line of the teacher's path: route, steps done of how many, the next. */
export type CertificationSummary = NonNullable<ApplicationPacket['certification']>;
/** DisclosureSection names a section of the disclosures. */
export type DisclosureSection = Schemas['DisclosureSection'];
/** Disclosure is one section's state and answers. */
export type Disclosure = Schemas['Disclosure'];
/** SectionState is how far a teacher got with a section. */
export type SectionState = Disclosure['state'];
/** SectionSummary is one row of GET /api/me/disclosures. */
export type SectionSummary = Answer<'/api/me/disclosures', 'get'>['sections'][number];

// School.

/** Overview is GET /api/school/overview: the district's dashboard. */
export type Overview = Answer<'/api/school/overview', 'get'>;
/** OverviewSchool is one school of the recruiter's district, as the vacancy form offers it. */
export type OverviewSchool = Overview['schools'][number];
/** SchoolVacancy is a vacancy of the district with its non-withdrawn applications. */
export type SchoolVacancy = Schemas['SchoolVacancy'];
/** SchoolVacancyPage is one page of the district's vacancies. */
export type SchoolVacancyPage = Answer<'/api/school/vacancies', 'get'>;
/** SchoolVacancyQuery is what the district's vacancy list takes: a search, a school, a status, an order and a page. */
export type SchoolVacancyQuery = Query<'/api/school/vacancies', 'get'>;
/** VacancyInput is the body of POST and PUT /api/school/vacancies. */
export type VacancyInput = Body<'/api/school/vacancies', 'post'>;
/** Applicant is one application to a vacancy, as the ranked list shows it. */
export type Applicant = Item<Answer<'/api/school/vacancies/{id}/applications', 'get'>>;
/** InboxPage is one page of the district's inbox: the applications to all its vacancies. */
export type InboxPage = Answer<'/api/school/applications', 'get'>;
/** InboxApplication is one application of the inbox, with its teacher, vacancy and school. */
export type InboxApplication = Item<InboxPage>;
/** InboxQuery is what the inbox takes: a status, a vacancy, how recent, an order and a page. */
export type InboxQuery = Query<'/api/school/applications', 'get'>;
/** ApplicationPacket is an application as the hiring district reads it, with the disclosures it was sent with. */
export type ApplicationPacket = Schemas['ApplicationPacket'];
/** SchoolCultureInput is the body of PUT /api/school/schools/{id}: how one of the district's schools teaches. */
export type SchoolCultureInput = Body<'/api/school/schools/{id}', 'put'>;
/** StatusInput is the body of PUT /api/school/applications/{id}/status. */
export type StatusInput = Body<'/api/school/applications/{id}/status', 'put'>;

// Admin.

/** Invitation is one invitation of a school user or admin. */
export type Invitation = Schemas['Invitation'];
/** InvitationInput is the body of POST /api/admin/invitations; organizationId only for a school user. */
export type InvitationInput = Body<'/api/admin/invitations', 'post'>;
/** Organization is a partner school district, with how many schools and users it has. */
export type Organization = Item<Answer<'/api/admin/organizations', 'get'>>;
/** OrganizationInput is the body of POST and PUT /api/admin/organizations. */
export type OrganizationInput = Body<'/api/admin/organizations', 'post'>;
/** AdminSchool is a school as the admin API gives it. */
export type AdminSchool = Item<Answer<'/api/admin/schools', 'get'>>;
/** SchoolInput is the body of POST and PUT /api/admin/schools. */
export type SchoolInput = Body<'/api/admin/schools', 'post'>;
/** AdminUser is an account as the admin API gives it. */
export type AdminUser = Item<Answer<'/api/admin/users', 'get'>>;
/** Subscriber is one sign-up to the newsletter; unsubscribedAt is null while subscribed. */
export type Subscriber = Item<Answer<'/api/admin/subscribers', 'get'>>;
/** ContactMessage is a message sent through the contact form; handledAt is null until handled. */
export type ContactMessage = Item<Answer<'/api/admin/contact-messages', 'get'>>;
/** AuditEntry is one row of the audit log: who did what to whom, and when (never a value). */
export type AuditEntry = Item<Answer<'/api/admin/audit', 'get'>>;
/** SelfIdReport is the daily snapshot of the self-identification counts; a count below 5 is null. */
export type SelfIdReport = Answer<'/api/admin/reports/self-identification', 'get'>;

// Hiring: the school's side.

/** InterviewInput is the body of POST /api/school/applications/{id}/interviews: 1 to 5 proposed starts (RFC 3339). */
export type InterviewInput = Body<'/api/school/applications/{id}/interviews', 'post'>;
/** InterviewCancelInput is the body of POST /api/school/interviews/{id}/cancel: the reason both sides read. */
export type InterviewCancelInput = Body<'/api/school/interviews/{id}/cancel', 'post'>;
/** OfferInput is the body of POST /api/school/applications/{id}/offer (dates in Tampa). */
export type OfferInput = Body<'/api/school/applications/{id}/offer', 'post'>;
/** CloseVacancyInput is the body of POST /api/school/vacancies/{id}/close. */
export type CloseVacancyInput = Body<'/api/school/vacancies/{id}/close', 'post'>;

// Hiring: analytics and settings.

/** Analytics is how a district answers its applicants in a period (GET /api/school/analytics). */
export type Analytics = Schemas['Analytics'];
/** AnalyticsQuery is the period of the analytics: its first and last day in Tampa, both included. */
export type AnalyticsQuery = Query<'/api/school/analytics', 'get'>;
/** DistrictAnalytics is one district's analytics in the admin console, with the district's id and name. */
export type DistrictAnalytics = Item<Answer<'/api/admin/analytics', 'get'>>;
/** Notifications are a school user's mail settings (GET and PUT /api/me/notifications). */
export type Notifications = Answer<'/api/me/notifications', 'get'>;

// Hiring: the teacher's side.

/** Interview is an interview of an application: its mode, place, times and where it stands. */
export type Interview = Schemas['Interview'];
/** InterviewSlot is one time a school proposed for an interview, a UTC instant. */
export type InterviewSlot = Interview['slots'][number];
/** Offer is the latest offer made on an application, whatever became of it. */
export type Offer = Schemas['Offer'];
/** OtherTimesInput is the body of POST /api/interviews/{id}/other-times. */
export type OtherTimesInput = Body<'/api/interviews/{id}/other-times', 'post'>;
/** InterviewCancel is the body of POST /api/interviews/{id}/cancel: an optional reason. */
export type InterviewCancel = Body<'/api/interviews/{id}/cancel', 'post'>;
/** OfferDecline is the body of POST /api/applications/{id}/offer/decline: an optional reason. */
export type OfferDecline = Body<'/api/applications/{id}/offer/decline', 'post'>;

// References: confidential, written by supervisors (docs/api.md "References").

/** Reference is one of the teacher's referees: who, and where the request stands, never the answer. */
export type Reference = Schemas['Reference'];
/** Relationship is how a referee knows the teacher (docs/design.md §4). */
export type Relationship = Schemas['ReferenceRelationship'];
/** ReferenceInput is the body of POST /api/me/references and PUT /api/me/references/{id}. */
export type ReferenceInput = Schemas['ReferenceInput'];
/** RefereeForm is GET /api/references/form?token=T: who asks, and in which language the mail went. */
export type RefereeForm = Schemas['RefereeForm'];
/** RefereeAnswer is the body of POST /api/references/form?token=T. */
export type RefereeAnswer = Schemas['RefereeAnswer'];
/** Rating is one answer of 1 to 5, or null for "could not observe". */
export type Rating = RefereeAnswer['ratings']['instruction'];
/** WouldRehire is the referee's answer to "Would you hire this person again?". */
export type WouldRehire = RefereeAnswer['wouldRehire'];
/** PacketReference is one received reference in a school's application packet. */
export type PacketReference = Schemas['PacketReference'];
