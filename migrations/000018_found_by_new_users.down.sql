ALTER TABLE teacher_preferences DROP COLUMN job_types;
ALTER TABLE vacancies DROP COLUMN search;
ALTER TABLE vacancies ADD COLUMN search tsvector GENERATED ALWAYS AS
    (to_tsvector('simple', immutable_unaccent(position || ' ' || description))) STORED;
CREATE INDEX vacancies_search_idx ON vacancies USING gin (search);
DROP INDEX vacancies_open_organization_newest_idx;
ALTER TABLE applications DROP COLUMN background;
