-- Saved searches with their alert mails (docs/api.md "Never miss a job"): a teacher keeps at most
-- ten searches of the board, each mailed daily or weekly with the vacancies posted since it was
-- last checked. checked_at is where the next check starts; due_at when it runs. The token is the
-- one-click link of its mails that stops them.
CREATE TABLE saved_searches (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    teacher_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name              text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    query             jsonb NOT NULL,
    frequency         text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
    checked_at        timestamptz NOT NULL,
    due_at            timestamptz NOT NULL,
    mailed_at         timestamptz,
    unsubscribe_token text NOT NULL UNIQUE,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_teacher_idx ON saved_searches (teacher_id, created_at);
CREATE INDEX saved_searches_due_idx ON saved_searches (due_at);

COMMENT ON TABLE recommended_vacancies IS
    'The vacancies mailed to each teacher, by her job recommendations or her saved searches'' alerts, so that no mail repeats one';
