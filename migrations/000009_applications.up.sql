-- A teacher's application to a vacancy. What the teacher's profile held when they applied is kept
-- with it (applicant, presentation, the documents below), so the school reads the application as
-- it was sent whatever the profile becomes. A withdrawn application stays, with its history; one
-- teacher has at most one application to a vacancy that is not withdrawn.
CREATE TABLE applications (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    teacher_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    vacancy_id   uuid NOT NULL REFERENCES vacancies (id) ON DELETE RESTRICT,
    status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'on-hold', 'candidate', 'withdrawn')),
    applied_at   timestamptz NOT NULL DEFAULT now(),
    -- The match score when the teacher applied; null until matching scores it.
    score        smallint CHECK (score BETWEEN 0 AND 100),
    -- The profile's starred fields and e-mail address when the teacher applied.
    applicant    jsonb NOT NULL,
    presentation text NOT NULL,
    updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX applications_one_active_idx ON applications (teacher_id, vacancy_id) WHERE status <> 'withdrawn';
CREATE INDEX applications_teacher_idx ON applications (teacher_id, applied_at DESC, id DESC);
CREATE INDEX applications_vacancy_idx ON applications (vacancy_id, status);

-- The documents an application was sent with. Their bytes stay while a row here points at them,
-- even after the teacher replaces or deletes the document on their profile.
CREATE TABLE application_documents (
    application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    document_id    uuid NOT NULL,
    kind           text NOT NULL,
    file_name      text NOT NULL,
    content_type   text NOT NULL,
    size           bigint NOT NULL,
    object_key     text NOT NULL,
    PRIMARY KEY (application_id, document_id)
);
CREATE INDEX application_documents_object_key_idx ON application_documents (object_key);

-- Every status an application took, who set it and when, with the note they left.
CREATE TABLE application_events (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    status         text NOT NULL CHECK (status IN ('pending', 'on-hold', 'candidate', 'withdrawn')),
    note           text NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
    actor_id       uuid REFERENCES users (id) ON DELETE SET NULL,
    at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_events_application_idx ON application_events (application_id, id);
