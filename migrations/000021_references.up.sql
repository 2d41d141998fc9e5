-- Confidential references (docs/api.md "References"): a teacher names up to five referees, each is
-- mailed a single-use link, and the answer is read by the schools she applies to, never by her.

-- Whether the schools she applies to read her received references; on unless she turns it off.
ALTER TABLE teacher_profiles ADD COLUMN share_references boolean NOT NULL DEFAULT true;

-- One referee of a teacher. token_hash is the SHA-256 of the link's token, as for invitations and
-- verification links: the token itself is only ever in the mail. A resend replaces it, so the first
-- link stops working. expires_at is 14 days after the latest request; reminded_at is the one
-- reminder's time; resent_at the one resend's.
CREATE TABLE teacher_references (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    teacher_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    email        citext NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    relationship text NOT NULL CHECK (relationship IN ('principal', 'assistant_principal', 'department_head',
                                                       'mentor_teacher', 'colleague', 'university_supervisor', 'other')),
    organization text NOT NULL DEFAULT '' CHECK (length(organization) <= 200),
    phone        text NOT NULL DEFAULT '' CHECK (length(phone) <= 40),
    status       text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'requested', 'received', 'declined', 'expired')),
    token_hash   bytea UNIQUE,
    requested_at timestamptz,
    expires_at   timestamptz,
    reminded_at  timestamptz,
    resent_at    timestamptz,
    received_at  timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    -- A link exists only while the referee may still answer.
    CHECK ((status = 'requested') = (token_hash IS NOT NULL)),
    -- One address once per teacher (citext: whatever its case).
    UNIQUE (teacher_id, email)
);
CREATE INDEX teacher_references_teacher_idx ON teacher_references (teacher_id, created_at);
-- The periodic job reads the requests that are due a reminder or past their date.
CREATE INDEX teacher_references_requested_idx ON teacher_references (expires_at) WHERE status = 'requested';

-- The referee's answer: what the schools read, and the address and browser it came from, kept for
-- the audit and never shown to anyone through the API.
CREATE TABLE reference_answers (
    reference_id         uuid PRIMARY KEY REFERENCES teacher_references (id) ON DELETE CASCADE,
    ratings              jsonb NOT NULL,
    would_rehire         text NOT NULL CHECK (would_rehire IN ('yes', 'with_reservations', 'no')),
    safeguarding_concern boolean NOT NULL,
    safeguarding_details text NOT NULL DEFAULT '' CHECK (length(safeguarding_details) <= 4000),
    comments             text NOT NULL DEFAULT '' CHECK (length(comments) <= 4000),
    referee_name         text NOT NULL CHECK (length(referee_name) BETWEEN 1 AND 200),
    referee_position     text NOT NULL CHECK (length(referee_position) BETWEEN 1 AND 200),
    referee_ip           inet,
    referee_user_agent   text NOT NULL DEFAULT '' CHECK (length(referee_user_agent) <= 500),
    answered_at          timestamptz NOT NULL DEFAULT now()
);
