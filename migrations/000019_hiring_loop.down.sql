ALTER TABLE users DROP COLUMN digest_sent_at;
ALTER TABLE users DROP COLUMN daily_applicant_digest;
DROP TABLE offers;
ALTER TABLE vacancies DROP COLUMN openings;
DROP INDEX applications_status_applied_idx;
-- The statuses the old code knows: what it cannot tell apart goes back to where it came from
-- (an application in an interview or with an offer is a candidate; a decided one is on hold, and
-- the events keep what happened as the nearest old status).
UPDATE applications SET status = CASE status WHEN 'interview' THEN 'candidate' WHEN 'offered' THEN 'candidate'
    WHEN 'hired' THEN 'candidate' WHEN 'not_selected' THEN 'on-hold' ELSE status END;
UPDATE application_events SET status = CASE status WHEN 'interview' THEN 'candidate' WHEN 'offered' THEN 'candidate'
    WHEN 'hired' THEN 'candidate' WHEN 'not_selected' THEN 'on-hold' ELSE status END;
ALTER TABLE application_events DROP CONSTRAINT application_events_status_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_status_check CHECK (status IN
    ('pending', 'on-hold', 'candidate', 'withdrawn'));
ALTER TABLE applications DROP CONSTRAINT applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check CHECK (status IN
    ('pending', 'on-hold', 'candidate', 'withdrawn'));
