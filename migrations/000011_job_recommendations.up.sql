-- The weekly job recommendations of teachers who asked for them (teacher_profiles.job_recommendations):
-- when each was last checked for new matches (sent a mail, or found nothing new), and the token of
-- the link in their mails that stops them.
CREATE TABLE recommendation_mails (
    teacher_id        uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    checked_at        timestamptz NOT NULL,
    unsubscribe_token text NOT NULL UNIQUE
);
CREATE INDEX recommendation_mails_checked_idx ON recommendation_mails (checked_at);

-- The vacancies each teacher has been recommended, so that a mail holds only new ones.
CREATE TABLE recommended_vacancies (
    teacher_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    vacancy_id uuid NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
    sent_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (teacher_id, vacancy_id)
);
