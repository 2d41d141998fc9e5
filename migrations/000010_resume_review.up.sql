-- The reasons of an application's match score, kept with the score it was sent with.
ALTER TABLE applications ADD COLUMN reasons jsonb NOT NULL DEFAULT '[]';

-- The text of a resume on a teacher's profile, read from the file in the background after it
-- is uploaded (internal/resume); matching reads it. Null until read, '' when the file has none.
ALTER TABLE documents ADD COLUMN text text;

-- The review of the resume an application was sent with, against its vacancy: pending while a
-- job reads it, then the suggestions, or why the file could not be read.
CREATE TABLE resume_insights (
    application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
    status         text NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
    insights       jsonb NOT NULL DEFAULT '[]',
    failure        text CHECK (failure IN ('noText', 'unreadable', 'unsupported')),
    requested_at   timestamptz NOT NULL DEFAULT now(),
    reviewed_at    timestamptz
);
