-- What a teacher adds to the account: the address and personal details of the profile screen, the
-- presentation link, the consents and whether the welcome was seen. Names, number and country stay
-- on users, where registration put them.
CREATE TABLE teacher_profiles (
    user_id                  uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    address                  text NOT NULL DEFAULT '' CHECK (length(address) <= 200),
    city                     text NOT NULL DEFAULT '' CHECK (length(city) <= 100),
    state                    text NOT NULL DEFAULT '' CHECK (length(state) <= 60),
    zip_code                 text NOT NULL DEFAULT '' CHECK (length(zip_code) <= 60),
    gender                   text CHECK (gender IN ('male', 'female', 'any')),
    date_of_birth            date,
    presentation_url         text NOT NULL DEFAULT '' CHECK (length(presentation_url) <= 500),
    presentation_attested_at timestamptz,
    consent_contact          boolean NOT NULL DEFAULT false,
    job_recommendations      boolean NOT NULL DEFAULT false,
    newsletter               boolean NOT NULL DEFAULT false,
    welcome_seen_at          timestamptz,
    updated_at               timestamptz NOT NULL DEFAULT now()
);

-- Uploaded files: the metadata here, the bytes in the blob store under object_key. Single-file
-- kinds (all but certification and reference) have at most one row per teacher.
CREATE TABLE documents (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind         text NOT NULL CHECK (kind IN ('resume', 'lesson_plan', 'certification', 'evaluation', 'reference',
                                               'work_auth_front', 'work_auth_back')),
    file_name    text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
    content_type text NOT NULL,
    size         bigint NOT NULL CHECK (size > 0),
    object_key   text NOT NULL UNIQUE,
    expires_on   date,
    uploaded_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_user_id_kind_idx ON documents (user_id, kind);
CREATE UNIQUE INDEX documents_single_kind_idx ON documents (user_id, kind)
    WHERE kind NOT IN ('certification', 'reference');

CREATE TABLE teacher_preferences (
    user_id             uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    grade_levels        text[] NOT NULL,
    subjects            text[] NOT NULL,
    subject_other       text NOT NULL DEFAULT '' CHECK (length(subject_other) <= 100),
    experience_settings text[] NOT NULL,
    -- Exactly five, strongest first.
    skills              text[] NOT NULL CHECK (cardinality(skills) = 5),
    updated_at          timestamptz NOT NULL DEFAULT now()
);

-- One row per answered section of the disclosures wizard (web/shared/disclosures.json), except
-- self-identification, which is kept apart (below), and the SSN, which is only ever encrypted.
CREATE TABLE disclosures (
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    section    text NOT NULL CHECK (section IN ('profile', 'employment', 'criminal', 'additional', 'public_records')),
    state      text NOT NULL CHECK (state IN ('draft', 'complete')),
    answers    jsonb NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, section)
);

-- Voluntary self-identification, separate from everything a school or the matching reads
-- (docs/design.md §6). Admins see aggregate counts only.
CREATE TABLE self_identification (
    user_id         uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    state           text NOT NULL CHECK (state IN ('draft', 'complete')),
    ethnicity       text,
    hispanic_origin text,
    gender          text,
    veteran_status  text,
    updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Social Security numbers, AES-256-GCM encrypted under the key named by key_id (rotation: old
-- keys stay readable). The last four digits are all that is ever shown.
CREATE TABLE ssns (
    user_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    key_id     text NOT NULL,
    sealed     bytea NOT NULL,
    last4      text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
    updated_at timestamptz NOT NULL DEFAULT now()
);

-- Who read or changed sensitive data, and when; never the value. Rows outlive deleted accounts.
CREATE TABLE audit_log (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at         timestamptz NOT NULL DEFAULT now(),
    actor_id   uuid,
    action     text NOT NULL,
    subject_id uuid
);
CREATE INDEX audit_log_at_idx ON audit_log (at);
CREATE INDEX audit_log_subject_id_idx ON audit_log (subject_id);
CREATE INDEX audit_log_actor_id_idx ON audit_log (actor_id);
