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
