-- What new users tripped on: the packet's background, and the board's search by subject and
-- level names and its district filter, and the job types a teacher wants.

-- What a hiring district reads of an application's profile questions besides the disclosures
-- sections, as it was when the teacher applied: the answers on the right to work, whether both
-- sides of the work-authorization card were on file and when it expires (never the SSN or the
-- images), and the languages. A JSON object {workAuthorization, languages}, taken in the
-- transaction that creates the application, as the disclosures are.
--
-- Applications made before this migration get what the profile holds now, as 000015 did.
ALTER TABLE applications ADD COLUMN background jsonb;

UPDATE applications a SET background = jsonb_build_object(
    'workAuthorization', jsonb_build_object(
        'authorized', CASE p.answers->>'workAuthorized' WHEN 'yes' THEN true WHEN 'no' THEN false END,
        'needsSponsorship', CASE p.answers->>'needsSponsorship' WHEN 'yes' THEN true WHEN 'no' THEN false END,
        'cardOnFile', card.sides = 2,
        'cardExpiresOn', card.expires_on),
    'languages', jsonb_build_object(
        'speaksEnglish', CASE p.answers->>'speaksEnglish' WHEN 'yes' THEN true WHEN 'no' THEN false END,
        'writesEnglish', CASE p.answers->>'writesEnglish' WHEN 'yes' THEN true WHEN 'no' THEN false END,
        'spoken', coalesce(p.answers->'languagesSpoken', '[]'),
        'written', coalesce(p.answers->'languagesWritten', '[]'),
        'other', coalesce(p.answers->>'languagesOther', '')))
FROM applications x
LEFT JOIN disclosures p ON p.user_id = x.teacher_id AND p.section = 'profile'
CROSS JOIN LATERAL (SELECT count(DISTINCT d.kind) AS sides, min(d.expires_on) AS expires_on FROM documents d
    WHERE d.user_id = x.teacher_id AND d.kind IN ('work_auth_front', 'work_auth_back')) card
WHERE x.id = a.id;

-- The default says nothing is known: what an application written by other means (a test's
-- fixture) reads as.
ALTER TABLE applications ALTER COLUMN background SET NOT NULL, ALTER COLUMN background SET DEFAULT
    '{"workAuthorization": {"authorized": null, "needsSponsorship": null, "cardOnFile": false, "cardExpiresOn": null},
      "languages": {"speaksEnglish": null, "writesEnglish": null, "spoken": [], "written": [], "other": ""}}';

-- The board's district filter walks the district's open vacancies newest first and stops after
-- the page, as the other filters do (000008).
CREATE INDEX vacancies_open_organization_newest_idx ON vacancies (organization_id, posted_at DESC, id DESC) WHERE status = 'open';

-- The board's search document also holds the vacancy's subject and level as the lexemes
-- subject:<code> and level:<code> (no word of a title or description has a colon), so that a
-- searched word naming a subject or level in either language (the server's table of names) finds
-- them through the same index: 'matematicas':* | 'subject:math'.
ALTER TABLE vacancies DROP COLUMN search;
ALTER TABLE vacancies ADD COLUMN search tsvector GENERATED ALWAYS AS
    (to_tsvector('simple', immutable_unaccent(position || ' ' || description))
     || array_to_tsvector(ARRAY['subject:' || subject, 'level:' || educational_level])) STORED;
CREATE INDEX vacancies_search_idx ON vacancies USING gin (search);

-- The vacancy types (docs/design.md §4) a teacher wants; none chosen leaves matching as it was.
ALTER TABLE teacher_preferences ADD COLUMN job_types text[] NOT NULL DEFAULT '{}';
