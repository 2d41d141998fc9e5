-- The teacher's Florida certification path (docs/api.md "Know before you go"): the route she
-- takes, the steps she has done with their dates and the subject area exams she has passed. One
-- row per teacher; the steps and exams are small documents the service checks before saving.
CREATE TABLE teacher_certification (
    user_id       uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    route         text NOT NULL CHECK (route IN ('foreign_degree', 'us_degree', 'other_state', 'florida_certified')),
    steps         jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(steps) = 'object'),
    subject_exams jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(subject_exams) = 'array'),
    updated_at    timestamptz NOT NULL DEFAULT now()
);
