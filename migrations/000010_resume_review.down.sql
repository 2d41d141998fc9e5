DROP TABLE resume_insights;
ALTER TABLE documents DROP COLUMN text;
ALTER TABLE applications DROP COLUMN reasons;
