-- A teacher's newsletter setting is whether her account's address is among the subscribers
-- (internal/service/newsletter.go), so the newsletter's unsubscribe link and an admin's removal
-- untick it. The teachers who ticked it when it recorded only the wish are subscribed with their
-- account's details, unless their address is a subscriber already (who may have unsubscribed).
INSERT INTO subscribers (email, first_name, last_name, contact_number, country, language, unsubscribe_token)
SELECT u.email, u.first_name, u.last_name, u.contact_number, u.country, u.language,
       replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
FROM teacher_profiles p JOIN users u ON u.id = p.user_id
WHERE p.newsletter AND u.disabled_at IS NULL
  AND u.contact_number ~ '^\+[1-9][0-9]{6,14}$' AND u.country ~ '^[A-Z]{2}$'
ON CONFLICT (email) DO NOTHING;

ALTER TABLE teacher_profiles DROP COLUMN newsletter;

-- The review of the resume on a teacher's profile before she applies ("improve my resume" on her
-- documents and in a job view), against a vacancy when she asked from one: the latest she asked
-- for, pending while a job reads it, then as resume_insights. It goes with the resume it reviewed
-- (a new resume replaces the document) and with its vacancy.
CREATE TABLE resume_reviews (
    user_id      uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    document_id  uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    vacancy_id   uuid REFERENCES vacancies (id) ON DELETE CASCADE,
    status       text NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
    insights     jsonb NOT NULL DEFAULT '[]',
    failure      text CHECK (failure IN ('noText', 'unreadable', 'unsupported')),
    requested_at timestamptz NOT NULL DEFAULT now(),
    reviewed_at  timestamptz
);
CREATE INDEX resume_reviews_document_idx ON resume_reviews (document_id);
CREATE INDEX resume_reviews_vacancy_idx ON resume_reviews (vacancy_id);
