-- Interviews across time zones (docs/design.md "Time zones and calendar invitations").

-- The zone a teacher reads times in; null follows her country (model.CountryZone).
ALTER TABLE teacher_profiles ADD COLUMN time_zone text;

-- The application statuses of docs/design.md §4. 000019 widens them too: this is the same list,
-- so whichever runs last leaves the same constraint.
ALTER TABLE applications DROP CONSTRAINT IF EXISTS applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check CHECK (status IN
    ('pending', 'on-hold', 'candidate', 'interview', 'offered', 'hired', 'not_selected', 'withdrawn'));
ALTER TABLE application_events DROP CONSTRAINT IF EXISTS application_events_status_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_status_check CHECK (status IN
    ('pending', 'on-hold', 'candidate', 'interview', 'offered', 'hired', 'not_selected', 'withdrawn'));

-- An interview a school proposes for an application: the times it offers (interview_slots), the
-- one the teacher chose (start_at), and the calendar invitation's SEQUENCE, raised on each change
-- so calendars replace what they hold. reminded_for is the start the reminder mail went out for:
-- a new start reminds again, the same one never twice.
CREATE TABLE interviews (
    id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    application_id   uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    status           text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'scheduled', 'cancelled', 'completed')),
    mode             text NOT NULL CHECK (mode IN ('video', 'phone', 'in_person')),
    location         text NOT NULL DEFAULT '',
    duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 240),
    note             text NOT NULL DEFAULT '',
    start_at         timestamptz,
    sequence         integer NOT NULL DEFAULT 0,
    reminded_for     timestamptz,
    created_by       uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    CHECK ((status = 'scheduled') <= (start_at IS NOT NULL))
);
CREATE INDEX interviews_application_idx ON interviews (application_id, created_at);
-- An application has at most one open interview: a new proposal waits until it ends.
CREATE UNIQUE INDEX interviews_one_open_idx ON interviews (application_id) WHERE status IN ('proposed', 'scheduled');
-- The reminder job reads the scheduled interviews starting soon.
CREATE INDEX interviews_scheduled_start_idx ON interviews (start_at) WHERE status = 'scheduled';

CREATE TABLE interview_slots (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    interview_id uuid NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
    start_at     timestamptz NOT NULL,
    UNIQUE (interview_id, start_at)
);
