// Generated from internal/httpapi/openapi.yaml by scripts/api-types.mjs: do not edit.
// Change the document, then run `npm run api-types`; `npm run typecheck` fails while this file is stale.
// Use the names of src/lib/api-types.ts rather than this file.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process runs. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Postgres answers. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                        };
                    };
                };
                503: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (served on METRICS_ADDR instead when it is set). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Prometheus text format */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OpenAPI 3.1 YAML */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the web app needs to know about the server's configuration. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recaptchaSiteKey: string;
                            mapsBrowserKey: string;
                            languages: ("en" | "es")[];
                            supportEmail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stable option codes (docs/design.md §4). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            gradeLevels: string[];
                            subjects: string[];
                            experienceSettings: string[];
                            skills: string[];
                            designations: string[];
                            vacancyTypes: string[];
                            applicationStatuses: string[];
                            philosophies: components["schemas"]["Philosophy"][];
                        } & {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ISO 3166-1 countries, named and sorted in the requested language. */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            name: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every school, ordered by name, with its district's id (organizationId, the board's district filter) and name. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["School"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a teacher's account, sign in (session cookies) and mail a link to verify the address. An address that already has an account gets the same 201 answer without cookies, and its owner is mailed instead. 10 per client an hour. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        /** Format: email */
                        email: string;
                        /** @description a valid number for country, stored in E.164 */
                        contactNumber: string;
                        /**
                         * @description ISO 3166-1 alpha-2
                         * @default US
                         */
                        country?: string;
                        /** @description fields.password: too_short, too_long or too_common */
                        password: string;
                        /** @enum {string} */
                        language?: "en" | "es";
                    };
                };
            };
            responses: {
                201: components["responses"]["UserAnswer"];
                400: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in on the teacher or school tab (admins use the school tab). A wrong password, an unknown address or a disabled account is 401 invalid_credentials. The right password on the other tab is 401 wrong_kind with kind, the tab the account signs in on (checked only after the password, so it tells nothing to someone without it). 60 attempts per client an hour; 10 failures per account in 15 minutes. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        /** @enum {string} */
                        kind: "teacher" | "school";
                    };
                };
            };
            responses: {
                200: components["responses"]["LoginAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session of the access cookie and the session the refresh cookie belongs to (so a browser whose access cookie expired is signed out too), and remove both cookies. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                403: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the refresh cookie for new session cookies. A token exchanged less than 10 seconds ago (another tab refreshing at the same moment) gets the same new refresh token as the first exchange. A missing or expired refresh token is 401; one exchanged earlier than that is 401 and also ends its session. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["UserAnswer"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, with mfaSetupRequired for a school user or admin without TOTP. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["LoginAnswer"];
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a link to set a new password (valid 1 hour, single use) when the address has an account. Always 202. 5 per client an hour; at most 3 mails per account an hour. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                202: components["responses"]["Message"];
                403: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the mailed token; every session of the account ends. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Password set */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in user's password; every other session ends. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Password changed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the account's e-mail address with the mailed token. A link used already, expired or replaced by a newer one is 409 conflict when the address is confirmed (the page says so), else 400 invalid_token, as an unknown one is. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Address confirmed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the signed-in user (any role) a new link to confirm their e-mail address, as registering did. An address confirmed already gets no mail and the same 202. 429 past 3 requests per account per hour. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sent, unless the address is confirmed already */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vacancies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public job board: open vacancies (status open and last date to apply not past in Tampa Bay), newest first (postedAt, then id), or with sort=deadline soonest last date to apply first. q matches the words of the position and description without regard to case or accents, the last word as a prefix; a word that names a subject or grade level in English or Spanish, accents or not (matemáticas, matematicas, math, secundaria), also finds the vacancies of that subject or level. A page past the end is 200 with no items and the real total; pageSize over 50 counts as 50. An unknown filter code or sort, an id that is not a uuid, or a page that is not a positive number is 400 (fields.<name> = invalid). With a teacher's session each row is a BoardVacancy (her score and active application); without one (or with another role's) a Vacancy. With near, only the vacancies of the schools within radiusKm of the point (schools without coordinates are left out), each with its distanceKm; radiusKm without near is 400 (fields.near = required). */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    /** @description A point, "lat,lng" in decimal degrees, to search around */
                    near?: components["parameters"]["near"];
                    /** @description How far from near, in whole kilometres */
                    radiusKm?: components["parameters"]["radiusKm"];
                    /** @description A school id */
                    school?: string;
                    /** @description An organization (district) id */
                    district?: string;
                    sort?: "newest" | "deadline";
                    level?: "prek" | "elementary" | "middle" | "high" | "adult";
                    subject?: string;
                    designation?: string;
                    type?: "full_time" | "part_time" | "substitute" | "long_term_substitute";
                    /** @description The work authorization the vacancies accept */
                    workAuthorization?: components["schemas"]["WorkAuthorizationAccepted"];
                    /** @description The least yearly pay in USD (0 to 500000): a vacancy matches when its salaryMax, else its salaryMin, else its district's starting salary (GET /api/salary-schedules) is at least this; a vacancy whose pay is not known by any of the three does not match. */
                    minSalary?: number;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of vacancies */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: (components["schemas"]["Vacancy"] | components["schemas"]["BoardVacancy"])[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vacancies/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The board's map: the schools with coordinates that have open vacancies matching the same filters as GET /api/vacancies (paging and sort aside), by name, each with how many. Counts are as recent as the board's totals (at most a minute old). Bad filters are 400 as there. */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    /** @description A point, "lat,lng" in decimal degrees, to search around */
                    near?: components["parameters"]["near"];
                    /** @description How far from near, in whole kilometres */
                    radiusKm?: components["parameters"]["radiusKm"];
                    /** @description A school id */
                    school?: string;
                    /** @description An organization (district) id */
                    district?: string;
                    level?: "prek" | "elementary" | "middle" | "high" | "adult";
                    subject?: string;
                    designation?: string;
                    type?: "full_time" | "part_time" | "substitute" | "long_term_substitute";
                    /** @description The work authorization the vacancies accept */
                    workAuthorization?: components["schemas"]["WorkAuthorizationAccepted"];
                    /** @description The least yearly pay in USD (0 to 500000): a vacancy matches when its salaryMax, else its salaryMin, else its district's starting salary (GET /api/salary-schedules) is at least this; a vacancy whose pay is not known by any of the three does not match. */
                    minSalary?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The schools on the map */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            schools: {
                                /** Format: uuid */
                                schoolId: string;
                                schoolName: string;
                                lat: number;
                                lng: number;
                                count: number;
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vacancies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vacancy, open or closed (a vacancy past its last date to apply is closed). Public; with a teacher's session it also says whether they may apply (eligibility, applicationId, score), and without one (or with another role's, or an expired one) those keys are absent. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The vacancy */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Vacancy"] | components["schemas"]["TeacherVacancy"];
                    };
                };
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/salary-schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every district's salary schedule, by district name (docs/api.md "Know before you go"): only what its source states, with the source's link, the school year and the day it was read. Public; cached for five minutes. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The schedules */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SalarySchedule"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teacher's applications, newest first (sort=oldest: oldest first), every status (withdrawn too) unless status asks for one. company is the hiring district's name; score is null until matching scored it. */
        get: {
            parameters: {
                query?: {
                    status?: components["schemas"]["ApplicationStatus"];
                    sort?: "newest" | "oldest";
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of applications */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["ApplicationRow"][];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Apply to an open vacancy with the profile as it is now: its starred fields, e-mail, presentation link and documents (resume, lesson plan, certifications, evaluation, references) are kept with the application as sent. 404 for an unknown vacancy, 410 when it is closed or past its last date, 422 profile_incomplete (with missing) when the profile is not complete (docs/design.md §5), 403 email_unverified (nothing is stored) while the account's e-mail address is not confirmed, 409 conflict with applicationId when an application of the teacher's to it is active (not withdrawn; also the second of two applies sent at once, which creates nothing), 429 past 30 applications per account per hour. The employment, criminal and additional disclosures are kept with it as they are now: the school reads them so, whatever the teacher changes later. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        vacancyId: string;
                    };
                };
            };
            responses: {
                /** @description The application, pending */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApplicationRow"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                410: components["responses"]["Error"];
                422: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the teacher's applications as it was sent, with its status history (another's is 404). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Application"];
                    };
                };
                401: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw the application. It stays, with its history, and the teacher may apply to the vacancy again while it is open. 409 when its status is final (withdrawn, hired, not_selected). A pending offer on it ends as declined. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application, withdrawn */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Application"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/offer/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the pending offer on the application: it becomes hired and the school user who made the offer is mailed. When the vacancy's hires reach its openings, the vacancy closes and every application to it still waiting becomes not_selected (its teacher mailed once). 409 when no offer waits for an answer; another teacher's application is 404. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The application, hired */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Application"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/offer/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline the pending offer on the application, with an optional reason (at most 1,000 characters, kept in the history and told to the school): the application is a candidate again. 409 when no offer waits for an answer; another teacher's application is 404. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description The application, a candidate again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Application"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/resume-insight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The review of the application's resume and where it stands. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The review */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResumeInsight"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Ask for a review of the resume the application was sent with, against its vacancy ('improve my resume'). A background job reads it; one under way is not asked for twice. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The review is under way */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResumeInsight"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                429: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/documents/{docId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document the application was sent with, as it was then (even if the profile has replaced it since), as an attachment with nosniff and a sandboxing Content-Security-Policy. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    docId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["File"];
                401: components["responses"]["Error"];
                404: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a login that answered mfaRequired, with the challenge cookie it set and a 6-digit TOTP code (each accepted once) or an unused recovery code. A wrong code is 401 invalid_code; a missing or expired challenge (5 minutes) 401 unauthenticated. 5 wrong codes per account in 15 minutes, 60 attempts per client an hour. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                200: components["responses"]["LoginAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitation/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an invitation's link can still be accepted, which its page asks before it shows the form: pending, or accepted (used), expired or replaced (by a newer invitation to the same address). An unknown token is 400 invalid_token. 60 per client an hour. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description The invitation's state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "pending" | "accepted" | "expired" | "replaced";
                        };
                    };
                };
                400: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the invited school user's or admin's account (address verified) and sign it in; it must then enrol TOTP (mfaSetupRequired). A used, replaced, unknown or expired invitation is 400 invalid_token; an address that has an account since is 409. 20 per client an hour. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        firstName: string;
                        lastName: string;
                        password: string;
                    };
                };
            };
            responses: {
                200: components["responses"]["LoginAnswer"];
                400: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/mfa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start enrolling an authenticator (any role): a new TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s), replacing one never confirmed. 409 when one is enrolled. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The secret, as text and as the otpauth URL of its QR code */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: string;
                            otpauthUrl: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/mfa/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the new secret on with a code from it, and receive 10 single-use recovery codes (stored hashed; shown this once). A wrong code is 401 invalid_code. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description The recovery codes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recoveryCodes: string[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** A teacher turns TOTP off with their password (fields.password incorrect when wrong). School users and admins must keep it: 403. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Turned off */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's (any role) browsers that are signed in, the most recently used first: the browser and system named by each one's user agent ("" when not recognised), when it signed in, when it last renewed its access, and which one is asking. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The open sessions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                browser: string;
                                system: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastUsedAt: string;
                                current: boolean;
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        /** Sign out every other browser of the user; the one asking stays signed in. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The other sessions ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one of the user's browsers. Another user's session, or one already ended, is 404. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the language of the signed-in user's account (any role): the mails they are sent from now on are written in it. The header's language switch calls it when signed in; after login the web app adopts the account's language. fields.language = invalid for anything but en or es. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "es";
                    };
                };
            };
            responses: {
                200: components["responses"]["UserAnswer"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A school user's mail settings: dailyApplicantDigest, on by default, is the mail at most once a day listing the district's new applicants and those left pending 14 days or more. Teachers and admins have no such setting: 401, as for any caller of another role. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["Notifications"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        /** Change a school user's mail settings (fields.dailyApplicantDigest = required when left out). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dailyApplicantDigest: boolean;
                    };
                };
            };
            responses: {
                200: components["responses"]["Notifications"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The school user's dashboard. Every /api/school call is 403 mfa_setup_required until TOTP is enrolled. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The district, its schools and its numbers (this week = the last 7 days). Each count lists as: openVacancies GET /api/school/vacancies?status=open, newApplicantsThisWeek GET /api/school/applications?appliedWithinDays=7, byStatus.<code> GET /api/school/applications?status=<code>. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organization: {
                                id: string;
                                name: string;
                            };
                            schools: {
                                id: string;
                                schoolName: string;
                                level: string;
                                designation: string;
                                city: string;
                            }[];
                            openVacancies: number;
                            newApplicantsThisWeek: number;
                            /** @description Applications of each status, 0 when none */
                            byStatus: components["schemas"]["StatusCounts"];
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/vacancies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the district's vacancies; status open (taking applications), closed, or all. q matches the position and the school's name (contained, any case or accents); schoolId keeps one school's (another district's school, like an unknown one, finds nothing); sort is newest posted first (the default), deadline (soonest last date to apply first) or applicants (most applicants first, withdrawn ones not counted). An unknown status or sort, or a schoolId that is not a uuid, is 400 (fields.<name> = invalid). */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    schoolId?: string;
                    status?: "open" | "closed";
                    sort?: "newest" | "deadline" | "applicants";
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of vacancies */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["SchoolVacancy"][];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Post an open vacancy at one of the district's schools. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: components["requestBodies"]["VacancyInput"];
            responses: {
                201: components["responses"]["SchoolVacancy"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/vacancies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the district's vacancies; another district's is 404. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["SchoolVacancy"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        /** Replace a vacancy's fields (the body of POST). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: components["requestBodies"]["VacancyInput"];
            responses: {
                200: components["responses"]["SchoolVacancy"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/vacancies/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a vacancy to new applications. Every application to it still waiting (pending, on-hold, candidate, interview) then becomes not_selected, in a background job, exactly once each; with notifyApplicants (true when left out, as when there is no body) each of their teachers gets one mail in her language pointing to open vacancies among her matches. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @default true */
                        notifyApplicants?: boolean;
                    };
                };
            };
            responses: {
                200: components["responses"]["SchoolVacancy"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/vacancies/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a vacancy; past its last date it is 400 with fields.lastDateToApply = past (edit the date first). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["SchoolVacancy"];
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/vacancies/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The applications to a vacancy, best match score first (the score and reasons they were sent with), withdrawn ones last. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ranked applicants */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                applicationId: string;
                                teacher: components["schemas"]["TeacherRef"];
                                score: number | null;
                                reasons: components["schemas"]["Reason"][];
                                status: components["schemas"]["ApplicationStatus"];
                                /** Format: date-time */
                                dateApplied: string;
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The district's inbox: a page of the applications to all its vacancies (withdrawn ones too), newest first, or best match score first (sort=score; unscored last). status keeps one status, vacancyId one vacancy's (another district's vacancy, like an unknown one, finds nothing), appliedWithinDays those sent in the last N days (the dashboard's newApplicantsThisWeek is appliedWithinDays=7; its byStatus counts are status=<code>). An unknown status or sort, a vacancyId that is not a uuid or a number of days outside 1-366 is 400 (fields.<name> = invalid). */
        get: {
            parameters: {
                query?: {
                    status?: components["schemas"]["ApplicationStatus"];
                    vacancyId?: string;
                    appliedWithinDays?: number;
                    sort?: "newest" | "score";
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of applications */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                applicationId: string;
                                teacher: components["schemas"]["TeacherRef"];
                                /** Format: uuid */
                                vacancyId: string;
                                position: string;
                                /** Format: uuid */
                                schoolId: string;
                                schoolName: string;
                                status: components["schemas"]["ApplicationStatus"];
                                score: number | null;
                                /** Format: date-time */
                                dateApplied: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application packet: what the teacher sent, their employment, criminal and additional disclosures, right to work (workAuthorization) and languages as they were when the teacher applied (a snapshot; also for a withdrawn application), the history and the resume review. Never the SSN, date of birth, gender or self-identification. Each reading is recorded in the audit log. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["ApplicationPacket"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/applications/{id}/documents/{docId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document the application was sent with, as an attachment; recorded in the audit log. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    docId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["File"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest 200 invitations, newest first. Every /api/admin call is 403 mfa_setup_required until TOTP is enrolled. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invitations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Invitation"][];
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Invite a school user (of an organization) or an admin: a mail with a one-time link valid 72 hours. A new invitation to the same address replaces the pending one; an address that has an account is 409. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "school" | "admin";
                        /**
                         * Format: uuid
                         * @description required for a school user, refused for an admin
                         */
                        organizationId?: string;
                        /**
                         * @default en
                         * @enum {string}
                         */
                        language?: "en" | "es";
                    };
                };
            };
            responses: {
                /** @description The invitation */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Invitation"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/applications/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A school user moves an application to a vacancy of their district to pending, on-hold, candidate or not_selected, with an optional note the teacher reads. The change is recorded in the history and the audit log, and e-mailed to the teacher in their language when they let schools contact them. The same status with a new note is kept and mailed the same way; the same status without a note, or with the note of the latest step, changes and mails nothing. Answers the application with its history (without the disclosures: a write does not read them). Another district's application is 404. An application whose status is final (hired, not_selected, withdrawn), or that has an offer out (offered: withdraw the offer first), is 409 conflict; interview, offered and hired come only from their flows (docs/design.md §4). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "pending" | "on-hold" | "candidate" | "not_selected";
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description The application, with its history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Application"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/interviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The interviews of one of the teacher's applications, oldest first, each with the zones its times are read in (docs/design.md "Time zones and calendar invitations"). Another teacher's application is 404. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The interviews */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Interview"][];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/applications/{id}/interviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The interviews of an application to a vacancy of the school user's district, oldest first. Another district's is 404. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The interviews */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Interview"][];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Propose an interview: 1 to 5 different future times, a mode, its place (an https meeting link for video, an address for in person, anything or nothing for phone), 15-240 minutes and a note. The application becomes interview and the teacher is mailed the times in her zone and Tampa's. An application that is hired, not selected or withdrawn, or that has a proposed or scheduled interview already, is 409 conflict; another district's is 404. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InterviewInput"];
                };
            };
            responses: {
                /** @description The proposed interview */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Interview"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/interviews/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a proposed or scheduled interview of the district, with a reason both sides read. Both are mailed; a scheduled one's mails carry the calendar's METHOD:CANCEL. A cancelled or completed one is 409. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InterviewCancel"];
                };
            };
            responses: {
                /** @description The cancelled interview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Interview"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/interviews/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a scheduled interview of the district completed, once its start has passed; before, or for one not scheduled, 409. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The completed interview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Interview"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interviews/{id}/choose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The teacher chooses one of a proposed interview's times, still in the future: it is scheduled and both sides are mailed an invitation (text/calendar; method=REQUEST). A time of another interview is 400; an interview no longer proposed 409; another teacher's 404. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slotId: string;
                    };
                };
            };
            responses: {
                /** @description The scheduled interview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Interview"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interviews/{id}/other-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The teacher asks for other times with a message (1-1,000 characters), mailed to the district's school users; the interview stays proposed. 20 an hour per account. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description The interview, still proposed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Interview"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interviews/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The teacher cancels one of her proposed or scheduled interviews, as the school does (/api/school/interviews/{id}/cancel). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InterviewCancel"];
                };
            };
            responses: {
                /** @description The cancelled interview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Interview"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interviews/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The interview's iCalendar file for its teacher or a school user of its district (anyone else 404), in the reader's language: METHOD:REQUEST for its time, METHOD:CANCEL once cancelled, with the UID and SEQUENCE its mails carry. One with no time chosen yet is 409. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The calendar file, as an attachment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/applications/{id}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an offer on an application to a vacancy of the district: salary (whole US dollars a year, 1,000 to 1,000,000), startDate (today or later in Tampa), respondBy (1 to 30 days after today in Tampa; the offer expires at the end of that day there) and an optional note (at most 1,000 characters). The application becomes offered and the teacher is mailed in her language. 409 conflict unless the application is a candidate or in an interview (docs/design.md §4); 400 with fields for bad values; another district's application is 404. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        salary: number;
                        /** Format: date */
                        startDate: string;
                        /** Format: date */
                        respondBy: string;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description The offer, pending */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Offer"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/offers/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a pending offer of the district: the application is a candidate again and the teacher is mailed. An offer already answered, expired or withdrawn is 409; another district's is 404. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The offer, withdrawn */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Offer"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/schools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set how one of the district's own schools teaches (docs/api.md "Philosophy and cultural fit"): its philosophy codes and culture text, which job pages show and matching reads (the codes only). A school of another district, or no school: 404. Validation (400, fields): philosophy invalid (unknown or repeated) | too_many (over 5), culture too_long (600). Audited as school.culture. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        philosophy: components["schemas"]["Philosophy"][];
                        culture: string;
                    };
                };
            };
            responses: {
                /** @description The school */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["School"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/school/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the district answers its applicants: the applications sent between from and to (days in Tampa, both included; to defaults to today, from to a year before it), how many it answered (any step after applying the teacher did not take), the share answered within 14 days, the median days to a first answer and in each status, the count in each status now, and per vacancy. A day that is not YYYY-MM-DD is 400 fields.from/to = invalid; to before from is fields.to = before_from. */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The district's analytics */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Analytics"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Real-estate agencies within 5,000 m of a point, at most 20, the most prominent first, from Google's Places API through the server key. The point is rounded to 3 decimals and answers are cached (PLACES_CACHE_TTL, 24 h by default). Limited to 300 calls an hour per client for all /api/places endpoints together. */
        get: {
            parameters: {
                query: {
                    lat: number;
                    lng: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            places: {
                                id: string;
                                /** @description empty when Google gives no name */
                                displayName: string;
                                location: {
                                    lat: number;
                                    lng: number;
                                };
                                /** @description OPERATIONAL, CLOSED_TEMPORARILY, CLOSED_PERMANENTLY or empty */
                                businessStatus: string;
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A place's details, cached like the nearby search. Empty strings and a null rating mean Google does not know. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            displayName: string;
                            formattedAddress: string;
                            rating: number | null;
                            websiteUri: string;
                            /** @description /api/places/{id}/photo?maxWidth=400, or empty without a photo */
                            photoUrl: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/places/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The place's first photo, fetched by the server so Google's key never reaches the browser. */
        get: {
            parameters: {
                query?: {
                    maxWidth?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image, as Google sends it. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/*": string;
                    };
                };
                400: components["responses"]["Error"];
                404: components["responses"]["Error"];
                429: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to the newsletter. For an address that already exists it answers the same, changes nothing by itself and mails the address a link to confirm the new details. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName?: string;
                        lastName?: string;
                        /** Format: email */
                        email?: string;
                        /** @description Parsed with the country as default region; stored in E.164. */
                        contactNumber?: string;
                        /** @description ISO 3166-1 alpha-2; default US. */
                        country?: string;
                        /** @enum {string} */
                        language?: "en" | "es";
                    };
                };
            };
            responses: {
                200: components["responses"]["Message"];
                400: components["responses"]["Error"];
                403: components["responses"]["Error"];
                413: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribers/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the details a subscribe asked for an address that already existed (the link mailed to it, /subscribe?confirm=TOKEN); the address is subscribed again if it had unsubscribed. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                200: components["responses"]["Message"];
                400: components["responses"]["Error"];
                403: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribers/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link in every newsletter mail. Changes nothing (mail scanners fetch links) and redirects to /subscribe?unsubscribe=TOKEN, which asks the person to confirm and then POSTs. */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redirect to the page that asks to confirm */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Unsubscribe: the RFC 8058 one-click POST of mail programs (no CSRF header needed; the token is the authority) and the confirm button of the page. Idempotent. */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["Message"];
                /** @description invalid_token: an unknown token */
                400: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recommendations/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link in every job recommendations mail. Changes nothing and redirects to /subscribe?stopRecommendations=TOKEN, which asks the teacher to confirm and then POSTs. */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redirect to the page that asks to confirm */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Stop job recommendations: the RFC 8058 one-click POST of mail programs and the confirm button of the page. Unticks the teacher's jobRecommendations setting. Idempotent. */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["Message"];
                /** @description invalid_token: an unknown token */
                400: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link in every saved search's mail. Changes nothing and redirects to /subscribe?stopSearch=TOKEN, which asks the teacher to confirm and then POSTs. */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redirect to the page that asks to confirm */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Stop a saved search's mails: the RFC 8058 one-click POST of mail programs and the confirm button of the page. Deletes the saved search the mail was about (a saved search exists for its mails; the board saves it again). A used or unknown token is 400 invalid_token. */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["Message"];
                /** @description invalid_token: an unknown or used token */
                400: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the team; stored before any e-mail is attempted. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName?: string;
                        lastName?: string;
                        /** Format: email */
                        email?: string;
                        /** @description Numbers without a country prefix are read as U.S. numbers. */
                        phone?: string;
                        message?: string;
                        recaptchaToken?: string;
                        /** @enum {string} */
                        language?: "en" | "es";
                    };
                };
            };
            responses: {
                200: components["responses"]["Message"];
                400: components["responses"]["Error"];
                403: components["responses"]["Error"];
                413: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in teacher's profile, with its strength and what is missing (docs/design.md §5). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileView"];
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        /** Save the profile screen's fields. For country US the state is a USPS code and the zip code 5 digits or ZIP+4; elsewhere both are free text of 1-60 characters. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            responses: {
                /** @description The saved profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileView"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/welcome-seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the teacher closed the welcome modal. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Recorded */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/presentation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the public link to a video of at least 15 minutes of the teacher teaching, with their statement that it does. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Presentation"];
                };
            };
            responses: {
                /** @description The saved link */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Presentation"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teacher's uploaded documents, oldest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The documents */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Document"][];
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Upload one file (several, up to 10, for certification and reference). The content is sniffed and must be a type the kind accepts (resume, lesson_plan, evaluation, reference: pdf, doc, docx; certification, work_auth_*: pdf, jpg, png); macro-enabled Office files and archive bombs are refused (415, fields.file = unsupported | macros | archive); an empty file is 400, fields.file = empty. 10 MB per file (413 as soon as a file passes it). Photos lose their metadata. A single-file kind replaces the earlier document. A teacher's documents may take 200 MB in all, the replaced document not counted: beyond it, 413 quota_exceeded and nothing is stored. At most 60 uploads per account per hour, and 2 at once per account (429); at most 8 at once per server process (503 unavailable with Retry-After). A file sent slower than 32 kB/s after its first 10 s is cut off with 408 request_timeout. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @enum {string} */
                        kind: "resume" | "lesson_plan" | "certification" | "evaluation" | "reference" | "work_auth_front" | "work_auth_back";
                        file: string[];
                        /**
                         * Format: date
                         * @description Required (and in the future) for work_auth_*
                         */
                        expiresOn?: string;
                    };
                };
            };
            responses: {
                /** @description The documents created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Document"][];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                408: components["responses"]["Error"];
                413: components["responses"]["Error"];
                415: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
                503: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The open vacancies that fit the teacher best, best first, each with its score (0-100) and reasons: one per factor that applied (subject, gradeLevel, certification, experience, skills, language, setting, resume), each saying whether it matched, how (detail, a code) and about what (items: codes or numbers). Only a completed profile is matched: another is 422 profile_incomplete with missing. */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The matches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                vacancy: components["schemas"]["Vacancy"];
                                score: number;
                                reasons: components["schemas"]["Reason"][];
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                422: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the teacher's documents (another's is 404). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/documents/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file, as an attachment with nosniff and a sandboxing Content-Security-Policy. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                200: components["responses"]["File"];
                401: components["responses"]["Error"];
                404: components["responses"]["Error"];
                503: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teacher's preferences (empty lists until saved). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The preferences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Preferences"];
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        /** Save the preferences: at least one grade level, subject and setting (fields code required or invalid), subjectOther when 'other' is a subject (required, too_long over 100), and exactly five different skills, strongest first (skills = count | invalid). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Preferences"];
                };
            };
            responses: {
                /** @description The saved preferences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Preferences"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/disclosures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each section of the disclosures, in order, with its state. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sections */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sections: {
                                section: components["schemas"]["DisclosureSection"];
                                /** @enum {string} */
                                state: "not_started" | "draft" | "complete";
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/disclosures/{section}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A section's answers (reading them is recorded in the audit log). The profile section shows ssnLast4, never the SSN. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    section: components["parameters"]["Section"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The section */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Disclosure"];
                    };
                };
                401: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        /** Save a section: complete true validates fully (every visible question answered), false saves a draft (only the values given are checked; an invalid ssn is refused even then). Follow-ups whose yes/no question is not 'yes' are dropped. In the profile section, ssn is write-only (9 digits, dashes allowed) and a complete section declaring a work authorization needs the SSN and both card sides uploaded with a future expiry (fields workAuthFront / workAuthBack = required | expired). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    section: components["parameters"]["Section"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answers: components["schemas"]["DisclosureAnswers"];
                        complete: boolean;
                    };
                };
            };
            responses: {
                /** @description The saved section */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Disclosure"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teacher's consents. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The consents */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Settings"];
                    };
                };
                401: components["responses"]["Error"];
            };
        };
        /** Give or withdraw the consents, at any time. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            responses: {
                /** @description The saved consents */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Settings"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teacher's saved searches of the board, oldest first. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The saved searches */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedSearch"][];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Save a search of the board (at most ten: 409 conflict past them; 60 saves an hour per account). Its query is checked as GET /api/vacancies checks its parameters (400 fields.query.<name>); name 1-100 characters; frequency daily or weekly. Its first check runs at once and looks back one period (a day or a week): the first mail lists the matching vacancies posted in it. After that, each period's mail lists the open vacancies posted since the last check that no mail to the teacher listed (nor her job recommendations), at most 20, newest first; no mail when nothing is new. Each mail has a one-click link that stops this search's mails. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SavedSearchInput"];
                };
            };
            responses: {
                /** @description The saved search */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedSearch"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a saved search and set its query and frequency, with the rules of POST; a new frequency counts from its last check. Another teacher's is 404. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SavedSearchInput"];
                };
            };
            responses: {
                /** @description The saved search */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SavedSearch"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        post?: never;
        /** Delete a saved search, and so its mails. Another teacher's is 404. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/certification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teacher's Florida certification path (docs/api.md "Know before you go"): her route and steps (route and next null until saved), every step with its sourced fee, typical weeks and official page (null where no source states one), each route's steps in order, and her next step (null when all are done). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The certification path */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CertificationView"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        /** Save the path in place of the one saved. 400 validation_failed with fields: route = invalid (unknown); steps.<code> = invalid (a step unknown or not of the route); steps.<code>.date and subjectExams.<i>.passedOn = invalid (not YYYY-MM-DD, or a date on a step not done) or future; subjectExams = too_many (more than 10); subjectExams.<i>.subject = invalid (not a subject of docs/design.md §4, "other", or repeated). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CertificationPath"];
                };
            };
            responses: {
                /** @description The saved path, as GET answers it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CertificationView"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teacher's referees, oldest first: who, and where each request stands (status and dates). Never the referee's answer: a reference is confidential to the districts the teacher applies to. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The referees */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reference"][];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Name a referee, a draft until requested. At most five (a declined one no longer counts): 409 conflict past them. The address may not be the teacher's own (400 fields.email = own_email), that of another TeachBay teacher account of hers, one with the same contact number or the same name and date of birth (own_account), or that of another of her referees, whatever its case (duplicate). relationship is one of docs/design.md §4; phone is optional, E.164 when given. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReferenceInput"];
                };
            };
            responses: {
                /** @description The new draft */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reference"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/references/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rewrite a draft referee, with the rules of POST; 409 conflict once it was requested. Another teacher's is 404. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReferenceInput"];
                };
            };
            responses: {
                /** @description The draft */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reference"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        post?: never;
        /** Delete a draft referee; 409 conflict once it was requested. Another teacher's is 404. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/references/{id}/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the request: the referee is mailed, in the teacher's language, who asks and why, what they will be asked and who reads it, and a single-use link /reference?token=T&lang=L valid 14 days (one reminder after 7, with a new link that replaces the first). Called again on a request left unanswered (requested or expired) from resendableAt on, it resends it once, with a new link (the first stops working) and 14 new days; otherwise 409 conflict. 429 past 20 requests an hour per account. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The reference, requested */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reference"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/references/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a request left unanswered (requested or expired): its link stops working and the reference is a draft again, to correct, request again or delete. 409 conflict for a draft, a received or a declined one. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The reference, a draft again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reference"];
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/references/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The referee's form, no account: who asks, in what capacity, the rating questions, the teacher's language (the page's default) and until when the link works. A used, expired or unknown token is 400 invalid_token. Limited to 30 calls an hour per token and 100 per client (the three referee endpoints together). */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The form */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RefereeForm"];
                    };
                };
                400: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        put?: never;
        /** The referee's answer: the reference is received and the link used; the teacher is mailed that it arrived, never what it says. Invalid fields are 400 validation_failed with fields (ratings.<question> invalid, wouldRehire required|invalid, safeguardingDetails required when safeguardingConcern, comments and safeguardingDetails too_long past 4,000 characters, refereeName and refereePosition required, confirm required unless true); a used, expired or unknown token is 400 invalid_token. The client's address and user agent are kept with the answer for the audit, never shown. */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RefereeAnswer"];
                };
            };
            responses: {
                /** @description Received */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/references/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The referee declines to give the reference: it is declined and the link used; the teacher is mailed. A used, expired or unknown token is 400 invalid_token. */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Declined */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/resume-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The review of the profile's resume against vacancyId (without it: the one for any job) and where it stands: none unless it is the latest asked for and the resume is still the one reviewed. */
        get: {
            parameters: {
                query?: {
                    vacancyId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The review */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResumeInsight"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Ask for a review of the resume on the teacher's profile before applying ('improve my resume' on her documents and in a job view): the review of an application's resume, of her current resume, against the open vacancy vacancyId when given (else for any job: no key terms). It replaces the review asked for before; the same review under way is not asked for twice. 404 for an unknown vacancy, 410 gone for a closed one, 422 profile_incomplete (missing [resume]) without a resume, 429 past 30 reviews (this and the applications' together) per account or client an hour. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        vacancyId?: string;
                    };
                };
            };
            responses: {
                /** @description The review is under way */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResumeInsight"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                410: components["responses"]["Error"];
                422: components["responses"]["Error"];
                429: components["responses"]["RateLimited"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the teacher's account, its files and its sessions, once the password confirms it (fields.password = incorrect otherwise). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Deleted; the session cookies are removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every district, by name, with how many schools and users each has. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The districts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                slug: string;
                                name: string;
                                county: string;
                                website: string;
                                careersUrl: string;
                                address: string;
                                phone: string;
                                schoolCount: number;
                                userCount: number;
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a district. Validation (400, fields): slug required | invalid (^[a-z0-9-]{2,64}$) | taken, name required | too_long (200), county required, website and careersUrl invalid unless a public https:// link (or empty). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                        county: string;
                        /** @description A public https:// link, or empty */
                        website?: string;
                        /** @description A public https:// link, or empty */
                        careersUrl?: string;
                        address?: string;
                        phone?: string;
                    };
                };
            };
            responses: {
                /** @description The district */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            name: string;
                            county: string;
                            website: string;
                            careersUrl: string;
                            address: string;
                            phone: string;
                            schoolCount: number;
                            userCount: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One district. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The district */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            name: string;
                            county: string;
                            website: string;
                            careersUrl: string;
                            address: string;
                            phone: string;
                            schoolCount: number;
                            userCount: number;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        /** Replace a district's details (the body and rules of POST). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                        county: string;
                        /** @description A public https:// link, or empty */
                        website?: string;
                        /** @description A public https:// link, or empty */
                        careersUrl?: string;
                        address?: string;
                        phone?: string;
                    };
                };
            };
            responses: {
                /** @description The district */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            slug: string;
                            name: string;
                            county: string;
                            website: string;
                            careersUrl: string;
                            address: string;
                            phone: string;
                            schoolCount: number;
                            userCount: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        post?: never;
        /** Remove a district; 409 while it has schools or users. Its pending invitations go with it. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organizations/{id}/salary-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a district's salary schedule, replacing the one it had (audited as salary_schedule.update). 400 with fields.<name>: schoolYear invalid (not 2024-25), sourceUrl invalid (not an https link), retrievedOn invalid or future, an amount out_of_range (not 1 to 500000), steps.<i>.years invalid (not 0 to 60) or not_increasing (years must strictly increase), supplements.<i>.name or .sourceUrl required or invalid. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        schoolYear: string;
                        sourceUrl: string;
                        /** Format: date */
                        retrievedOn: string;
                        startingSalary?: number | null;
                        steps?: components["schemas"]["SalaryStep"][];
                        supplements?: components["schemas"]["SalarySupplement"][];
                    };
                };
            };
            responses: {
                /** @description The district's schedule */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SalarySchedule"];
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the schools by name: of one district with organizationId, and whose name contains q (any case) with q. */
        get: {
            parameters: {
                query?: {
                    organizationId?: string;
                    q?: string;
                    page?: number;
                    /** @description Over 50 counts as 50 */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of schools */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                organizationId: string;
                                /** @description The district's name */
                                district: string;
                                schoolName: string;
                                /** @enum {string} */
                                level: "prek" | "elementary" | "middle" | "high" | "adult";
                                designation: string;
                                address: string;
                                city: string;
                                lat: number | null;
                                lng: number | null;
                                /** @description How the school teaches (docs/design.md §4 "School philosophy"), 0-5 codes, no repeats (unknown or repeated: 400 fields.philosophy = invalid; more than 5: too_many). Absent from an admin's PUT: the saved codes stay. */
                                philosophy: components["schemas"]["Philosophy"][];
                                /** @description The school's own words on how it works, shown on its job pages (over 600 characters: 400 fields.culture = too_long; absent from an admin's PUT: the saved text stays). Matching never reads it. */
                                culture: string;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a school to a district. Validation (400, fields): organizationId required | invalid (not a district), schoolName required | too_long (200) | taken (in its district), level required | invalid, designation invalid (traditional when empty), lat and lng both or neither (the missing one required), invalid outside the partner districts' box (lat 27..29, lng -83.5..-81.5). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        organizationId: string;
                        schoolName: string;
                        /** @enum {string} */
                        level: "prek" | "elementary" | "middle" | "high" | "adult";
                        /** @default traditional */
                        designation?: string;
                        address?: string;
                        city?: string;
                        lat?: number | null;
                        lng?: number | null;
                        /** @description How the school teaches (docs/design.md §4 "School philosophy"), 0-5 codes, no repeats (unknown or repeated: 400 fields.philosophy = invalid; more than 5: too_many). Absent from an admin's PUT: the saved codes stay. */
                        philosophy?: components["schemas"]["Philosophy"][];
                        /** @description The school's own words on how it works, shown on its job pages (over 600 characters: 400 fields.culture = too_long; absent from an admin's PUT: the saved text stays). Matching never reads it. */
                        culture?: string;
                    };
                };
            };
            responses: {
                /** @description The school */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            organizationId: string;
                            /** @description The district's name */
                            district: string;
                            schoolName: string;
                            /** @enum {string} */
                            level: "prek" | "elementary" | "middle" | "high" | "adult";
                            designation: string;
                            address: string;
                            city: string;
                            lat: number | null;
                            lng: number | null;
                            /** @description How the school teaches (docs/design.md §4 "School philosophy"), 0-5 codes, no repeats (unknown or repeated: 400 fields.philosophy = invalid; more than 5: too_many). Absent from an admin's PUT: the saved codes stay. */
                            philosophy: components["schemas"]["Philosophy"][];
                            /** @description The school's own words on how it works, shown on its job pages (over 600 characters: 400 fields.culture = too_long; absent from an admin's PUT: the saved text stays). Matching never reads it. */
                            culture: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One school. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The school */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            organizationId: string;
                            /** @description The district's name */
                            district: string;
                            schoolName: string;
                            /** @enum {string} */
                            level: "prek" | "elementary" | "middle" | "high" | "adult";
                            designation: string;
                            address: string;
                            city: string;
                            lat: number | null;
                            lng: number | null;
                            /** @description How the school teaches (docs/design.md §4 "School philosophy"), 0-5 codes, no repeats (unknown or repeated: 400 fields.philosophy = invalid; more than 5: too_many). Absent from an admin's PUT: the saved codes stay. */
                            philosophy: components["schemas"]["Philosophy"][];
                            /** @description The school's own words on how it works, shown on its job pages (over 600 characters: 400 fields.culture = too_long; absent from an admin's PUT: the saved text stays). Matching never reads it. */
                            culture: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        /** Replace a school's details (the body and rules of POST). A school moved to another district takes its vacancies along. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        organizationId: string;
                        schoolName: string;
                        /** @enum {string} */
                        level: "prek" | "elementary" | "middle" | "high" | "adult";
                        /** @default traditional */
                        designation?: string;
                        address?: string;
                        city?: string;
                        lat?: number | null;
                        lng?: number | null;
                        /** @description How the school teaches (docs/design.md §4 "School philosophy"), 0-5 codes, no repeats (unknown or repeated: 400 fields.philosophy = invalid; more than 5: too_many). Absent from an admin's PUT: the saved codes stay. */
                        philosophy?: components["schemas"]["Philosophy"][];
                        /** @description The school's own words on how it works, shown on its job pages (over 600 characters: 400 fields.culture = too_long; absent from an admin's PUT: the saved text stays). Matching never reads it. */
                        culture?: string;
                    };
                };
            };
            responses: {
                /** @description The school */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            organizationId: string;
                            /** @description The district's name */
                            district: string;
                            schoolName: string;
                            /** @enum {string} */
                            level: "prek" | "elementary" | "middle" | "high" | "adult";
                            designation: string;
                            address: string;
                            city: string;
                            lat: number | null;
                            lng: number | null;
                            /** @description How the school teaches (docs/design.md §4 "School philosophy"), 0-5 codes, no repeats (unknown or repeated: 400 fields.philosophy = invalid; more than 5: too_many). Absent from an admin's PUT: the saved codes stay. */
                            philosophy: components["schemas"]["Philosophy"][];
                            /** @description The school's own words on how it works, shown on its job pages (over 600 characters: 400 fields.culture = too_long; absent from an admin's PUT: the saved text stays). Matching never reads it. */
                            culture: string;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        post?: never;
        /** Remove a school; 409 while it has vacancies. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the accounts, newest first; of one role with role, and whose e-mail address or names contain q (any case) with q. */
        get: {
            parameters: {
                query?: {
                    role?: "teacher" | "school" | "admin";
                    q?: string;
                    page?: number;
                    /** @description Over 50 counts as 50 */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of accounts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: (components["schemas"]["User"] & {
                                /** @description A school user's district */
                                organizationName: string | null;
                                disabled: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            })[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable an account: it can no longer sign in, and every session of it ends at once. Disabling one's own account is 409. Recorded in the audit log (user.disable). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"] & {
                            /** @description A school user's district */
                            organizationName: string | null;
                            disabled: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
                409: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a disabled account sign in again. Recorded in the audit log (user.enable). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"] & {
                            /** @description A school user's district */
                            organizationName: string | null;
                            disabled: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the newsletter's subscribers (unsubscribed ones too), newest first, whose e-mail address or names contain q (any case) with q. With format=csv: every subscriber that matches, as the download subscribers.csv (RFC 4180, CRLF, UTF-8 opened by a byte order mark so that Excel reads accents right): a header row in words, in the admin's language (English: E-mail, First name, Last name, Phone, Country, Language, Subscribed, Unsubscribed; Spanish: Correo electrónico, Nombre, Apellido, Teléfono, País, Idioma, Suscripción, Baja), then a row each in the list's columns, instants in RFC 3339 UTC. A cell that starts with =, +, -, @, a tab or a carriage return is prefixed with ' so that no spreadsheet runs it, except a plain phone number (a + then digits, spaces and ( ) . -), which can run nothing. Each export is recorded in the audit log (subscribers.export). */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    format?: "csv";
                    page?: number;
                    /** @description Over 50 counts as 50 */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of subscribers, or the CSV download */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /**
                                 * Format: uuid
                                 * @description What DELETE /api/admin/subscribers/{id} takes
                                 */
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @description E.164 */
                                contactNumber: string;
                                /** @description ISO 3166-1 alpha-2 */
                                country: string;
                                /** @enum {string} */
                                language: "en" | "es";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                unsubscribedAt: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                        "text/csv": string;
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unsubscribe a subscriber by the id the list gives (not the address, which would then be in every request log); the record stays, with unsubscribedAt. Again is 204 too. Recorded in the audit log (subscriber.remove). An id that is not a subscriber's is 404. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unsubscribed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the contact-form messages, newest first; handled=true only the handled ones, handled=false only the others. */
        get: {
            parameters: {
                query?: {
                    handled?: boolean;
                    page?: number;
                    /** @description Over 50 counts as 50 */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                /** @description E.164 */
                                phone: string;
                                message: string;
                                /** @enum {string} */
                                language: "en" | "es";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                handledAt: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a message handled; again keeps the first time. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The message */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            firstName: string;
                            lastName: string;
                            email: string;
                            /** @description E.164 */
                            phone: string;
                            message: string;
                            /** @enum {string} */
                            language: "en" | "es";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            handledAt: string | null;
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
                404: components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/self-identification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many teachers had completed the voluntary self-identification (drafts are not counted), and how many gave each answer, on the day asOf: the counts are a daily snapshot (taken at start when there is none, then once a day, UTC), never the live answers, so that a reading before and after one teacher's write does not tell their answers. Every answer code of docs/design.md §4 is present. A count below 5 (the total too) is null, shown as "fewer than 5". Each reading is recorded in the audit log (report.self_identification.read). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description The day (UTC) of the snapshot the counts are from
                             */
                            asOf: string;
                            total: number | null;
                            ethnicity: {
                                [key: string]: number | null;
                            };
                            hispanicOrigin: {
                                [key: string]: number | null;
                            };
                            gender: {
                                [key: string]: number | null;
                            };
                            veteranStatus: {
                                [key: string]: number | null;
                            };
                        };
                    };
                };
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The analytics of GET /api/school/analytics for every district, by name (a district without applications in the period has zero counts and null medians). Same from and to. */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every district's analytics */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: (components["schemas"]["Analytics"] & {
                                /** Format: uuid */
                                organizationId: string;
                                organization: string;
                            })[];
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the audit log, newest first, one row per event. It says who did what to whom, never a value: the actor and the subject by id and, as they are now, by name (null when there is none, it has no name or it is gone). action keeps one action; actor the actors whose e-mail address or name contains it (any case); from and to are days in Tampa Bay (America/New_York), both included. A day that is not YYYY-MM-DD is 400 fields.from/to = invalid; to before from is fields.to = before_from. */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actor?: string;
                    from?: string;
                    to?: string;
                    page?: number;
                    /** @description Over 50 counts as 50 */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the audit log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: date-time */
                                at: string;
                                /** Format: uuid */
                                actorId: string | null;
                                /** @description Null when the account is gone */
                                actorEmail: string | null;
                                /** @description The actor's first and last name */
                                actorName: string | null;
                                /** @description What was done, e.g. user.disable, subscribers.export. Every change in the admin console has one, the changed row its subject: organization.create, organization.update, organization.delete, school.create, school.update, school.delete, school.move (a school given another district, instead of school.update), subscriber.remove, contact_message.handle, user.disable, user.enable. A save of the profile questions that stores a new SSN is ssn.write alone (not disclosure.write besides). */
                                action: string;
                                /** Format: uuid */
                                subjectId: string | null;
                                /** @enum {string|null} */
                                subjectKind: "user" | "organization" | "school" | "invitation" | "application" | "subscriber" | "contact_message" | null;
                                /** @description A person's first and last name, a district's or school's name, an invitation's e-mail address, an application's position and applicant ("Algebra Teacher (Ana Cruz)") */
                                subjectName: string | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                400: components["responses"]["Error"];
                401: components["responses"]["Error"];
                403: components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        SchoolVacancy: components["schemas"]["Vacancy"] & {
            /** @description Applications not withdrawn */
            applicantCount: number;
        };
        TeacherRef: {
            /** Format: uuid */
            id: string;
            firstName: string;
            lastName: string;
        };
        ApplicationPacket: components["schemas"]["Application"] & {
            teacher: components["schemas"]["TeacherRef"];
            /** @description The one line of the teacher's Florida certification path, as it is now: her route, the steps of it done of how many, and the next (null when all are done); null when she has saved no path. */
            certification: null | {
                route: components["schemas"]["CertificationRoute"];
                done: number;
                total: number;
                next: null | components["schemas"]["CertificationStepCode"];
            };
            /** @description The teacher's received references, newest first, as they are now, and only while her shareReferences setting is on (else empty); a read that returns any writes the audit row reference.read. */
            references: components["schemas"]["PacketReference"][];
            /** @description The profile questions on the right to work as answered when the teacher applied (null: not answered), and whether both sides of a work-authorization card were on file with the earlier side's expiry date. Never the SSN or the card's images. */
            workAuthorization: {
                authorized: boolean | null;
                needsSponsorship: boolean | null;
                cardOnFile: boolean;
                /** Format: date */
                cardExpiresOn: string | null;
            };
            /** @description The profile questions on languages as answered when the teacher applied: English spoken and written (null: not answered), the other languages spoken and written (codes of the disclosures' language list) and others named in words. */
            languages: {
                speaksEnglish: boolean | null;
                writesEnglish: boolean | null;
                spoken: string[];
                written: string[];
                other: string;
            };
            /** @description The employment, criminal and additional sections the teacher had answered when they applied (for applications made before this was kept: as they stood on the upgrade) */
            disclosures: {
                /** @enum {string} */
                section: "employment" | "criminal" | "additional";
                state: string;
                /** @description As DisclosureAnswers */
                answers: {
                    [key: string]: unknown;
                };
            }[];
        };
        Invitation: {
            /** Format: uuid */
            id: string;
            email: string;
            /** @enum {string} */
            role: "school" | "admin";
            /** Format: uuid */
            organizationId: string | null;
            organizationName: string | null;
            /** @enum {string} */
            language: "en" | "es";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "expired" | "replaced";
        };
        Error: {
            code: string;
            message: string;
            fields?: {
                [key: string]: string;
            };
            /** @description For profile_incomplete, what the profile lacks (ProfileView.missing) */
            missing?: string[];
            /**
             * @description For wrong_kind, the login tab the account signs in on
             * @enum {string}
             */
            kind?: "teacher" | "school";
            /**
             * Format: uuid
             * @description For the conflict of applying to a vacancy twice, the application that exists
             */
            applicationId?: string;
        };
        /** @description A search of the board as GET /api/vacancies takes it; an empty string does not filter. */
        SavedQuery: {
            q: string;
            /** @description A code of WorkAuthorizationAccepted or "" */
            workAuthorization: string;
            minSalary: number | null;
            /** @description A school id or "" */
            school: string;
            /** @description An organization id or "" */
            district: string;
            level: string;
            subject: string;
            designation: string;
            type: string;
            near: {
                lat: number;
                lng: number;
                radiusKm: number;
            } | null;
        };
        SavedSearchInput: {
            name: string;
            query: components["schemas"]["SavedQuery"];
            /** @enum {string} */
            frequency: "daily" | "weekly";
        };
        SavedSearch: {
            /** Format: uuid */
            id: string;
            name: string;
            query: components["schemas"]["SavedQuery"];
            /** @enum {string} */
            frequency: "daily" | "weekly";
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When its last mail went out; null before the first
             */
            mailedAt: string | null;
        };
        User: {
            /** Format: uuid */
            id: string;
            email: string;
            firstName: string;
            lastName: string;
            /** @enum {string} */
            role: "teacher" | "school" | "admin";
            /** @enum {string} */
            language: "en" | "es";
            emailVerified: boolean;
            /** Format: uuid */
            organizationId: string | null;
            mfaEnabled: boolean;
        };
        /**
         * @description The work authorization a vacancy accepts (docs/api.md "Know before you go"): authorized_only, the teacher must already hold U.S. work authorization; j1_welcome, the district hosts J-1 exchange teachers through a sponsor; visa_sponsorship, it may sponsor a work visa. Vacancies posted before the field existed are authorized_only.
         * @enum {string}
         */
        WorkAuthorizationAccepted: "authorized_only" | "j1_welcome" | "visa_sponsorship";
        /**
         * @description A school philosophy, and a teacher's value (docs/design.md §4)
         * @enum {string}
         */
        Philosophy: "project_based" | "inquiry_stem" | "arts_integration" | "dual_language_immersion" | "restorative_practices" | "social_emotional_focus" | "international_baccalaureate" | "montessori" | "career_technical" | "community_school" | "small_learning_community" | "structured_traditional";
        /** @description A school with its district's id (organizationId, the board's district filter) and name, and how it teaches: philosophy codes and its culture text. */
        School: {
            /** Format: uuid */
            id: string;
            schoolName: string;
            /** Format: uuid */
            organizationId: string;
            district: string;
            level: string;
            city: string;
            lat: number | null;
            lng: number | null;
            designation: string;
            philosophy: components["schemas"]["Philosophy"][];
            culture: string;
        };
        Vacancy: {
            /** Format: uuid */
            id: string;
            position: string;
            /** Format: uuid */
            schoolId: string;
            schoolName: string;
            /** @description The hiring district's name */
            district: string;
            /** @enum {string} */
            type: "full_time" | "part_time" | "substitute" | "long_term_substitute";
            educationalLevel: string;
            subject: string;
            designation: string;
            description: string;
            requirements: string;
            /** @enum {string} */
            requiredCertification: "florida" | "any_state" | "eligible" | "none";
            minYearsExperience: number;
            /** @description Skill codes */
            needs: string[];
            dualLanguage: boolean;
            /** Format: date-time */
            postedAt: string;
            /** Format: date */
            lastDateToApply: string;
            /** @enum {string} */
            status: "open" | "closed";
            /** @description How many teachers it hires */
            openings: number;
            /** @description In a near search only: how far the school is from the point, in kilometres */
            distanceKm?: number;
            workAuthorization: components["schemas"]["WorkAuthorizationAccepted"];
            /** @description Yearly pay in USD the school states; null when none */
            salaryMin: number | null;
            /** @description At least salaryMin; null when the school states only a minimum, or none */
            salaryMax: number | null;
            /** @description Its school's philosophy */
            philosophy: components["schemas"]["Philosophy"][];
            /** @description Its school's culture text */
            culture: string;
            /** @description How its district answers applicants over the last 365 days: the share answered within 14 days (a whole percent) and the median days to a first answer (null when none was answered). Null until the district has 20 applications in that year, and outside the public board and job page. */
            responseRate: null | {
                pct: number;
                medianDays: number | null;
            };
        };
        /** @description A row of the board as a signed-in teacher reads it. */
        BoardVacancy: components["schemas"]["Vacancy"] & {
            /** @description Her match score; null until her profile is complete */
            score: number | null;
            /**
             * Format: uuid
             * @description Her active application to it; null when none
             */
            applicationId: string | null;
        };
        TeacherVacancy: components["schemas"]["Vacancy"] & {
            /** @description Her yearly pay by the district's salary schedule (docs/api.md "Know before you go"): the step with the most years not above her public-school years, in the column of her highest degree or, where that is empty, the nearest lower degree's (degree says which); without steps, a step she has reached or a degree, the starting salary (degree null, years 0). Supplements are not added. Null when the district has no schedule or it tells neither. */
            salaryEstimate: null | {
                amount: number;
                /** @enum {string|null} */
                degree: "bachelor" | "master" | "specialist" | "doctorate" | null;
                years: number;
                schoolYear: string;
                sourceUrl: string;
            };
            eligibility: {
                /** @description The profile is complete (docs/design.md §5) */
                eligible: boolean;
                checklist: {
                    resume: boolean;
                    presentation: boolean;
                    lessonPlan: boolean;
                    certifications: boolean;
                    evaluation: boolean;
                    references: boolean;
                };
                /** @description As ProfileView.missing */
                missing: string[];
            };
            /**
             * Format: uuid
             * @description The teacher's active application to it
             */
            applicationId: string | null;
            score: number | null;
            /** @description Why her score is what it is, one per factor that applied (as GET /api/me/matches); empty while score is null. The job view explains a certificate the vacancy asks for that she lacks. */
            reasons: components["schemas"]["Reason"][];
        };
        /** @description A district's salary schedule for one school year, with only what its source states. */
        SalarySchedule: {
            /** Format: uuid */
            organizationId: string;
            /** @description The district's name */
            organization: string;
            /** @description 2024-25 */
            schoolYear: string;
            sourceUrl: string;
            /**
             * Format: date
             * @description The day the source was read
             */
            retrievedOn: string;
            /** @description Yearly USD; null when the source states none */
            startingSalary: number | null;
            /** @description By years, increasing; may be empty */
            steps: components["schemas"]["SalaryStep"][];
            supplements: components["schemas"]["SalarySupplement"][];
        };
        /** @description Yearly USD from years of experience on, by degree; null where the source gives none. */
        SalaryStep: {
            years: number;
            bachelor: number | null;
            master: number | null;
            specialist: number | null;
            doctorate: number | null;
        };
        /** @description Pay a district adds to its schedule, with the source that states it; amount (yearly USD) is null when the source gives no single figure, and the name then says it. */
        SalarySupplement: {
            name: string;
            amount: number | null;
            sourceUrl: string;
        };
        Reason: {
            /**
             * @description culture applies when the teacher named values and the school has a philosophy (its own codes, and dual_language_immersion for a dual_language designation, career_technical for a career_academy one): matched (items the codes they share) or none (not matched, items the school's codes); it never reads the culture text. eligibility applies only to a teacher whose profile questions say she needs a visa sponsored (docs/api.md "Know before you go"): sponsorshipNeeded (not matched, scoring 0) for an authorized_only vacancy, j1Welcome or sponsorship (matched) for the others.
             * @enum {string}
             */
            factor: "subject" | "gradeLevel" | "certification" | "experience" | "skills" | "language" | "setting" | "resume" | "jobType" | "eligibility" | "culture";
            matched: boolean;
            /** @description How it matched or what is missing, a code (exact, related, none, spanishMissing...) */
            detail: string;
            /** @description What it is about (subject codes, skill codes, years) */
            items?: string[];
        };
        /**
         * @description docs/design.md §4; hired, not_selected and withdrawn are final.
         * @enum {string}
         */
        ApplicationStatus: "pending" | "on-hold" | "candidate" | "interview" | "offered" | "hired" | "not_selected" | "withdrawn";
        /** @description Applications of each status, 0 when none */
        StatusCounts: {
            pending: number;
            "on-hold": number;
            candidate: number;
            interview: number;
            offered: number;
            hired: number;
            not_selected: number;
            withdrawn: number;
        };
        Offer: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "declined" | "expired" | "withdrawn";
            /** @description Whole US dollars a year */
            salary: number;
            /** Format: date */
            startDate: string;
            /**
             * Format: date
             * @description The offer expires at the end of this day in Tampa
             */
            respondBy: string;
            note: string;
        };
        Analytics: {
            applications: number;
            /** @description Applications the district answered (any step after applying the teacher did not take) */
            responded: number;
            /** @description Null without applications */
            respondedWithin14DaysPct: number | null;
            /** @description Days, to one decimal; null when none was answered */
            medianDaysToFirstResponse: number | null;
            byStatus: components["schemas"]["StatusCounts"];
            /** @description Median days an application stayed in each status before the next (null when none left it) */
            medianDaysInStage: {
                pending: number | null;
                "on-hold": number | null;
                candidate: number | null;
                interview: number | null;
                offered: number | null;
            };
            /** @description The vacancies with applications in the period, by position */
            vacancies: {
                /** Format: uuid */
                id: string;
                position: string;
                applications: number;
                byStatus: components["schemas"]["StatusCounts"];
            }[];
        };
        /** @description The review of the resume an application was sent with, against its vacancy: none asked for, pending while it is read, ready with suggestions, or failed with why the file could not be read. */
        ResumeInsight: {
            /** @enum {string} */
            status: "none" | "pending" | "ready" | "failed";
            /** @description Suggestions, most important first (empty unless ready) */
            insights: {
                /** @enum {string} */
                code: "missingSection" | "floridaCertification" | "noResults" | "weakVerbs" | "length" | "dates" | "keyTermsSupported" | "keyTermsUnsupported";
                /** @description How it applies (held, eligibility, otherState, none; short, long; missing, gap) */
                detail?: string;
                /** @description 1 high, 3 low */
                priority: number;
                /** @description Section codes, term codes (subject:biology, skill:iep_support, language:es...), year spans or short quotes of the resume */
                items?: string[];
                count?: number;
            }[];
            /** @enum {string|null} */
            failure: "noText" | "unreadable" | "unsupported" | null;
            /** Format: date-time */
            reviewedAt: string | null;
        };
        ApplicationRow: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            vacancyId: string;
            /** Format: date-time */
            dateApplied: string;
            /** @description The hiring district's name */
            company: string;
            type: string;
            position: string;
            score: number | null;
            status: components["schemas"]["ApplicationStatus"];
        };
        Application: components["schemas"]["ApplicationRow"] & {
            schoolName: string;
            /** @enum {string} */
            vacancyStatus: "open" | "closed";
            /** @description The profile when the teacher applied (never gender or date of birth) */
            applicant: {
                firstName: string;
                lastName: string;
                email: string;
                contactNumber: string;
                address: string;
                city: string;
                state: string;
                zipCode: string;
                country: string;
            };
            /** @description The presentation link when the teacher applied */
            presentation: string | null;
            documents: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                kind: "resume" | "lesson_plan" | "certification" | "evaluation" | "reference";
                fileName: string;
                contentType: string;
                size: number;
            }[];
            /** @description Every status it took, oldest first */
            history: {
                status: components["schemas"]["ApplicationStatus"];
                /** Format: date-time */
                at: string;
                note: string;
            }[];
            /** @description Why it scored as it did when the teacher applied */
            reasons: components["schemas"]["Reason"][];
            insight: components["schemas"]["ResumeInsight"];
            /** @description The latest offer made on it, whatever became of it; null when none */
            offer: null | components["schemas"]["Offer"];
        };
        Profile: {
            firstName: string;
            lastName: string;
            /** @description Any valid number of the country; stored in E.164 */
            contactNumber: string;
            address: string;
            city: string;
            state: string;
            zipCode: string;
            /**
             * @description ISO 3166-1 alpha-2
             * @default US
             */
            country: string;
            /** @enum {string|null} */
            gender?: "male" | "female" | "any" | null;
            /**
             * Format: date
             * @description Age 18 to 100
             */
            dateOfBirth?: string | null;
            /**
             * @description Optional; the column of a district's salary schedule her pay estimate reads
             * @enum {string|null}
             */
            highestDegree?: "bachelor" | "master" | "specialist" | "doctorate" | null;
            /** @description The IANA zone she reads interview times in. Read: the one she chose, else her country's (PH Asia/Manila, US America/New_York, ...; a country of several zones America/New_York). Written: empty leaves it as it is; her country's own zone follows the country from then on. */
            timeZone?: string;
        };
        ProfileView: components["schemas"]["Profile"] & {
            /** @description Always sent (see Profile.timeZone) */
            timeZone: string;
            email: string;
            strength: number;
            complete: boolean;
            /** @description What a completed profile still lacks, in this order: profile.firstName, profile.lastName, profile.contactNumber, profile.address, profile.city, profile.state, profile.zipCode, profile.country, resume, lesson_plan, certification, evaluation, reference, presentation, work_authorization, disclosures.<section>, preferences.gradeLevels, preferences.subjects, preferences.experienceSettings, preferences.skills. */
            missing: string[];
            welcomeSeen: boolean;
            presentation: components["schemas"]["Presentation"];
        };
        Presentation: {
            /** @description A public http(s) link; "" in a profile that has none */
            url: string;
            /** @description The teacher's statement that it shows at least 15 minutes of teaching */
            attested: boolean;
        };
        Document: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "resume" | "lesson_plan" | "certification" | "evaluation" | "reference" | "work_auth_front" | "work_auth_back";
            fileName: string;
            contentType: string;
            size: number;
            /** Format: date-time */
            uploadedAt: string;
            /** Format: date */
            expiresOn: string | null;
        };
        /** @enum {string} */
        CertificationRoute: "foreign_degree" | "us_degree" | "other_state" | "florida_certified";
        /** @enum {string} */
        CertificationStepCode: "credential_evaluation" | "fldoe_application" | "statement_of_eligibility" | "general_knowledge" | "professional_education" | "subject_area_exam" | "fingerprints" | "temporary_certificate" | "professional_certificate" | "esol_endorsement";
        CertificationStep: {
            done: boolean;
            /**
             * Format: date
             * @description The day it was done; only on a step done
             */
            date: string | null;
        };
        SubjectExam: {
            /** @description A subject code of docs/design.md §4 */
            subject: string;
            /** Format: date */
            passedOn: string;
        };
        CertificationPath: {
            route: components["schemas"]["CertificationRoute"];
            /** @description By step code; only the route's steps */
            steps: {
                [key: string]: components["schemas"]["CertificationStep"];
            };
            subjectExams: components["schemas"]["SubjectExam"][];
        };
        CertificationView: {
            route: null | components["schemas"]["CertificationRoute"];
            /** @description Every step code, with what the teacher saved (not done, no date, when she did not) and its facts */
            steps: {
                [key: string]: components["schemas"]["CertificationStep"] & {
                    /** @description What it costs in USD, as a source states it; null when no source does */
                    fee: null | {
                        /** @description Two when the sources disagree */
                        amounts: number[];
                        /** @enum {string} */
                        per: "subject_area" | "exam" | "all_subtests";
                        /** @description When the figure was true; null when the source is undated */
                        date: string | null;
                        sourceUrl: string;
                    };
                    /** @description How long it typically takes, as a source states it; null when no source does */
                    typicalWeeks: null | {
                        min: number;
                        max: number;
                        sourceUrl: string;
                    };
                    /** @description The official page of the step */
                    sourceUrl: string | null;
                };
            };
            subjectExams: components["schemas"]["SubjectExam"][];
            /** @description The route's first step not done, in its order; null when all are done or no route is saved */
            next: null | components["schemas"]["CertificationStepCode"];
            /** @description Each route's steps, in order */
            routes: {
                foreign_degree: components["schemas"]["CertificationStepCode"][];
                us_degree: components["schemas"]["CertificationStepCode"][];
                other_state: components["schemas"]["CertificationStepCode"][];
                florida_certified: components["schemas"]["CertificationStepCode"][];
            };
        };
        Preferences: {
            gradeLevels: string[];
            subjects: string[];
            subjectOther: string;
            experienceSettings: string[];
            /** @description Strongest first */
            skills: string[];
            /** @description The vacancy types the teacher wants, no repeats (unknown or repeated: 400 fields.jobTypes = invalid). Empty: any type; absent from a PUT: the saved ones stay. When given, matching weighs it (reason factor jobType: wanted or notWanted, items [the vacancy's type]), so other types rank lower. */
            jobTypes?: ("full_time" | "part_time" | "substitute" | "long_term_substitute")[];
            /** @description Where the teacher does her best work: 0-3 of the school philosophy codes, no repeats (unknown or repeated: 400 fields.values = invalid; more than 3: too_many). Absent from a PUT: the saved ones stay. Matching weighs them against the school's philosophy (reason factor culture). */
            values?: components["schemas"]["Philosophy"][];
        };
        /** @description One of the teacher's referees as she reads it: never the answer. status expired is a request whose 14 days ran out unanswered. */
        Reference: {
            /** Format: uuid */
            id: string;
            name: string;
            email: string;
            relationship: components["schemas"]["ReferenceRelationship"];
            organization: string;
            /** @description E.164, or empty */
            phone: string;
            /** @enum {string} */
            status: "draft" | "requested" | "received" | "declined" | "expired";
            /**
             * Format: date-time
             * @description The latest request's time
             */
            requestedAt: string | null;
            /** Format: date-time */
            receivedAt: string | null;
            /**
             * Format: date-time
             * @description When the teacher may send the request again (7 days after it, once; requested or expired); null when she may not: a draft, an answered request, or one resent already.
             */
            resendableAt: string | null;
        };
        /** @enum {string} */
        ReferenceRelationship: "principal" | "assistant_principal" | "department_head" | "mentor_teacher" | "colleague" | "university_supervisor" | "other";
        ReferenceInput: {
            name: string;
            email: string;
            /** @description A ReferenceRelationship (else 400 fields.relationship = invalid) */
            relationship: string;
            organization?: string;
            /** @description Optional: a valid number (+ and country code, or a U.S. number), stored in E.164 */
            phone?: string;
        };
        /** @description Each question rated 1-5, or null for "could not observe". */
        ReferenceRatings: {
            instruction: number | null;
            classroomManagement: number | null;
            studentRelationships: number | null;
            collaboration: number | null;
            professionalism: number | null;
        };
        RefereeForm: {
            teacherName: string;
            relationship: components["schemas"]["ReferenceRelationship"];
            /** @description The keys of ReferenceRatings, in the order the form asks them */
            questions: ("instruction" | "classroomManagement" | "studentRelationships" | "collaboration" | "professionalism")[];
            /**
             * @description The teacher's language: the page's default
             * @enum {string}
             */
            language: "en" | "es";
            /** Format: date-time */
            expiresAt: string;
        };
        RefereeAnswer: {
            ratings: components["schemas"]["ReferenceRatings"];
            /** @enum {string} */
            wouldRehire: "yes" | "with_reservations" | "no";
            /** @description Whether the referee knows of any concern about the teacher's conduct with children */
            safeguardingConcern: boolean;
            /** @description Required when safeguardingConcern; dropped otherwise */
            safeguardingDetails?: string;
            comments?: string;
            refereeName: string;
            refereePosition: string;
            /** @description The referee confirms the answer is true; must be true */
            confirm: boolean;
        };
        /** @description A received reference as the hiring district reads it. Never where the answer was sent from. */
        PacketReference: {
            /** @description The referee as the teacher named them */
            name: string;
            relationship: components["schemas"]["ReferenceRelationship"];
            organization: string;
            /** @description The position the referee gave */
            refereePosition: string;
            /** Format: date-time */
            receivedAt: string;
            ratings: components["schemas"]["ReferenceRatings"];
            /** @enum {string} */
            wouldRehire: "yes" | "with_reservations" | "no";
            safeguardingConcern: boolean;
            safeguardingDetails: string;
            comments: string;
            /** @description Received more than two years ago */
            older: boolean;
        };
        Settings: {
            consentContact: boolean;
            jobRecommendations: boolean;
            /** @description Whether the account's address is subscribed to the newsletter. Setting it true subscribes it with the account's names, number, country and language (a confirmed address at once, welcomed with the unsubscribe link; an unconfirmed one as the public form does, so a known address is mailed a link to confirm and this stays false until it is followed); false unsubscribes it. */
            newsletter: boolean;
            /** @description Whether the districts the teacher applies to read her received references in the packet (on by default). Always in answers; absent from a PUT, the saved choice stays. The newsletter's unsubscribe link and an admin's removal make it false. */
            shareReferences?: boolean;
        };
        /** @enum {string} */
        DisclosureSection: "profile" | "employment" | "criminal" | "additional" | "self_identification" | "public_records";
        /** @description The answers of one section, keyed by question. Every section's questions, their types, follow-ups (shown and required when their yes/no question is 'yes') and rules are described in web/shared/disclosures.json, which drives both the wizard and this validation. Section self_identification has ethnicity, hispanicOrigin, gender and veteranStatus (docs/design.md §4 codes). */
        DisclosureAnswers: {
            [key: string]: unknown;
        };
        Disclosure: {
            section: components["schemas"]["DisclosureSection"];
            /** @enum {string} */
            state: "not_started" | "draft" | "complete";
            answers: components["schemas"]["DisclosureAnswers"];
        };
        Interview: {
            id: string;
            applicationId: string;
            /** @enum {string} */
            status: "proposed" | "scheduled" | "cancelled" | "completed";
            /** @enum {string} */
            mode: "video" | "phone" | "in_person";
            /** @description The meeting link (video) or the address (in person); may be empty for phone */
            location: string;
            durationMinutes: number;
            /** @description The proposed times, earliest first */
            slots: {
                id: string;
                /**
                 * Format: date-time
                 * @description RFC 3339, in UTC
                 */
                start: string;
            }[];
            /**
             * Format: date-time
             * @description The chosen time; null until the teacher chooses
             */
            start: string | null;
            note: string;
            /** @description The teacher's IANA zone (profile timeZone, else her country's) */
            teacherTimeZone: string;
            /** @enum {string} */
            schoolTimeZone: "America/New_York";
        };
        InterviewInput: {
            /** @enum {string} */
            mode: "video" | "phone" | "in_person";
            /** @description https meeting link for video; address for in_person (required); optional for phone */
            location?: string;
            durationMinutes: number;
            /** @description Different starts, each in the future */
            slots: string[];
            note?: string;
        };
        InterviewCancel: {
            reason?: string;
        };
    };
    responses: {
        /** @description The school user's mail settings */
        Notifications: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    dailyApplicantDigest: boolean;
                };
            };
        };
        /** @description Signed in (session cookies set), with mfaSetupRequired for a school user or admin without TOTP; or only mfaRequired (no session; a challenge cookie tb_mfa is set for POST /api/auth/mfa) */
        LoginAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    user?: components["schemas"]["User"];
                    mfaRequired?: boolean;
                    mfaSetupRequired?: boolean;
                };
            };
        };
        /** @description The vacancy */
        SchoolVacancy: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SchoolVacancy"];
            };
        };
        /** @description The application packet */
        ApplicationPacket: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApplicationPacket"];
            };
        };
        /** @description The user; sign-in answers also set the tb_access and tb_refresh cookies (__Host- prefixed when Secure) */
        UserAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    user: components["schemas"]["User"];
                };
            };
        };
        /** @description OK */
        Message: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        /** @description The file, with the type it was stored as (pdf, doc, docx, jpg, png) */
        File: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/pdf": string;
                "application/msword": string;
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                "image/jpeg": string;
                "image/png": string;
            };
        };
        /** @description An error */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests from this client */
        RateLimited: {
            headers: {
                /** @description Seconds until the window ends */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        Section: components["schemas"]["DisclosureSection"];
        /** @description A point, "lat,lng" in decimal degrees, to search around */
        near: string;
        /** @description How far from near, in whole kilometres */
        radiusKm: number;
    };
    requestBodies: {
        VacancyInput: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description a school of the caller's district
                     */
                    schoolId: string;
                    position: string;
                    /** @enum {string} */
                    type: "full_time" | "part_time" | "substitute" | "long_term_substitute";
                    educationalLevel: string;
                    subject: string;
                    /** @description default: the school's */
                    designation?: string;
                    description: string;
                    requirements?: string;
                    /**
                     * @default none
                     * @enum {string}
                     */
                    requiredCertification?: "florida" | "any_state" | "eligible" | "none";
                    /** @default 0 */
                    minYearsExperience?: number;
                    /** @description Skill codes */
                    needs?: string[];
                    /** @default false */
                    dualLanguage?: boolean;
                    /**
                     * Format: date
                     * @description today or later (Tampa Bay time)
                     */
                    lastDateToApply: string;
                    /**
                     * @description How many teachers it hires
                     * @default 1
                     */
                    openings?: number;
                    /**
                     * @description Another value is 400 (fields.workAuthorization = invalid).
                     * @default authorized_only
                     */
                    workAuthorization?: components["schemas"]["WorkAuthorizationAccepted"];
                    /** @description Yearly pay in USD, 10000 to 500000 (fields.salaryMin out_of_range); required when salaryMax is sent (fields.salaryMin required) */
                    salaryMin?: number | null;
                    /** @description Yearly pay in USD, 10000 to 500000 (fields.salaryMax out_of_range), not below salaryMin (fields.salaryMax below_minimum) */
                    salaryMax?: number | null;
                };
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
