DROP TABLE resume_reviews;

ALTER TABLE teacher_profiles ADD COLUMN newsletter boolean NOT NULL DEFAULT false;
UPDATE teacher_profiles p SET newsletter = true
FROM users u JOIN subscribers sb ON sb.email = u.email AND sb.unsubscribed_at IS NULL
WHERE u.id = p.user_id;
