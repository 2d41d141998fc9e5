-- Philosophy and cultural fit (docs/api.md): how a school teaches, as 0-5 codes of docs/design.md
-- §4 "School philosophy" that matching reads, and its own words on how it works (at most 600
-- characters), which job pages show and matching never reads; and the teacher's values, 0-3 of
-- the same codes. The service checks the codes; the database holds the bounds.
ALTER TABLE schools
    ADD COLUMN philosophy text[] NOT NULL DEFAULT '{}' CHECK (cardinality(philosophy) <= 5),
    ADD COLUMN culture text NOT NULL DEFAULT '' CHECK (length(culture) <= 600);

ALTER TABLE teacher_preferences
    ADD COLUMN work_values text[] NOT NULL DEFAULT '{}' CHECK (cardinality(work_values) <= 3);
