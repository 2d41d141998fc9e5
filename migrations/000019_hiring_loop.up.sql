-- Hiring loop II (docs/api.md "Hiring loop II", docs/design.md §4): the statuses an application
-- reaches through interviews and offers, the offers themselves, a vacancy's openings, and the
-- school users' daily digest of applicants.

-- interview, offered and hired are set by their flows; hired, not_selected and withdrawn are final.
ALTER TABLE applications DROP CONSTRAINT applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check CHECK (status IN
    ('pending', 'on-hold', 'candidate', 'interview', 'offered', 'hired', 'not_selected', 'withdrawn'));
ALTER TABLE application_events DROP CONSTRAINT application_events_status_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_status_check CHECK (status IN
    ('pending', 'on-hold', 'candidate', 'interview', 'offered', 'hired', 'not_selected', 'withdrawn'));

-- The close-out and the digest read an organization's applications by status and date.
CREATE INDEX applications_status_applied_idx ON applications (status, applied_at);

-- How many teachers a vacancy hires: when its hires reach the number, it closes and every
-- applicant still waiting hears back.
ALTER TABLE vacancies ADD COLUMN openings smallint NOT NULL DEFAULT 1 CHECK (openings BETWEEN 1 AND 50);

-- An offer a school makes on an application. At most one is pending per application; the others
-- stay as its history. respond_by is a date: the offer expires at the end of that day in Tampa.
CREATE TABLE offers (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    status         text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'accepted', 'declined', 'expired', 'withdrawn')),
    salary         integer NOT NULL CHECK (salary BETWEEN 1 AND 1000000),
    start_date     date NOT NULL,
    respond_by     date NOT NULL,
    note           text NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
    decline_reason text NOT NULL DEFAULT '' CHECK (length(decline_reason) <= 1000),
    created_by     uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    answered_at    timestamptz
);
CREATE UNIQUE INDEX offers_one_pending_idx ON offers (application_id) WHERE status = 'pending';
CREATE INDEX offers_pending_respond_by_idx ON offers (respond_by) WHERE status = 'pending';

-- A school user's daily digest of new and overdue applicants: whether they want it, and when the
-- last one was sent (the next lists the applicants since).
ALTER TABLE users ADD COLUMN daily_applicant_digest boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN digest_sent_at timestamptz;
