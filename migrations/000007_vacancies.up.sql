CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (its dictionary could change); search needs an IMMUTABLE version to
-- index. The dictionary is named, so the answer cannot depend on search_path.
CREATE FUNCTION immutable_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN public.unaccent('public.unaccent'::regdictionary, $1);

-- A school's opening. Its district is the school's; the search document is the title and
-- description without accents or case.
CREATE TABLE vacancies (
    id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    organization_id        uuid NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
    school_id              uuid NOT NULL REFERENCES schools (id) ON DELETE RESTRICT,
    position               text NOT NULL CHECK (length(position) BETWEEN 1 AND 200),
    type                   text NOT NULL CHECK (type IN ('full_time', 'part_time', 'substitute', 'long_term_substitute')),
    educational_level      text NOT NULL CHECK (educational_level IN ('prek', 'elementary', 'middle', 'high', 'adult')),
    subject                text NOT NULL,
    designation            text NOT NULL CHECK (designation IN ('traditional', 'title1', 'magnet', 'charter', 'turnaround',
                                                 'dual_language', 'ese_center', 'career_academy', 'virtual')),
    description            text NOT NULL CHECK (length(description) BETWEEN 1 AND 10000),
    requirements           text NOT NULL DEFAULT '' CHECK (length(requirements) <= 5000),
    required_certification text NOT NULL DEFAULT 'none' CHECK (required_certification IN ('florida', 'any_state', 'eligible', 'none')),
    min_years_experience   integer NOT NULL DEFAULT 0 CHECK (min_years_experience BETWEEN 0 AND 40),
    needs                  text[] NOT NULL DEFAULT '{}',
    dual_language          boolean NOT NULL DEFAULT false,
    posted_at              timestamptz NOT NULL DEFAULT now(),
    last_date_to_apply     date NOT NULL,
    status                 text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    updated_at             timestamptz NOT NULL DEFAULT now(),
    search                 tsvector GENERATED ALWAYS AS
                               (to_tsvector('simple', immutable_unaccent(position || ' ' || description))) STORED
);
CREATE INDEX vacancies_search_idx ON vacancies USING gin (search);
CREATE INDEX vacancies_open_newest_idx ON vacancies (posted_at DESC, id DESC) WHERE status = 'open';
-- The board's totals count the open vacancies with every filter but the words from this index
-- alone (an index-only scan), never from the wide rows.
CREATE INDEX vacancies_open_count_idx ON vacancies (last_date_to_apply)
    INCLUDE (school_id, educational_level, subject, designation, type) WHERE status = 'open';
CREATE INDEX vacancies_organization_id_idx ON vacancies (organization_id, status);
CREATE INDEX vacancies_school_id_idx ON vacancies (school_id);
CREATE INDEX vacancies_educational_level_idx ON vacancies (educational_level);
CREATE INDEX vacancies_subject_idx ON vacancies (subject);
CREATE INDEX vacancies_designation_idx ON vacancies (designation);
CREATE INDEX vacancies_type_idx ON vacancies (type);
