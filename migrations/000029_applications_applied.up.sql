-- The hiring analytics (docs/api.md "Hiring loop II") count the applications sent in a period:
-- without an index on when they were sent, every request read every application ever sent, each
-- a wide row (its copy of the profile, documents and disclosures), three times (one per figure).
-- The included columns are all those reads need of an application, so they read the index alone.
CREATE INDEX applications_applied_idx ON applications (applied_at) INCLUDE (id, vacancy_id, status, teacher_id);
