-- Pay on every job (docs/api.md "Know before you go"): a vacancy's yearly salary range in USD, the
-- districts' salary schedules, and the teacher's highest degree the estimate reads.

-- Both optional; a maximum comes with a minimum and is not below it. The bounds are the service's
-- (service/salary.go): anything outside is a typing slip, not a teacher's salary.
ALTER TABLE vacancies
    ADD COLUMN salary_min integer CHECK (salary_min BETWEEN 10000 AND 500000),
    ADD COLUMN salary_max integer CHECK (salary_max BETWEEN 10000 AND 500000),
    ADD CONSTRAINT vacancies_salary_range CHECK (salary_max IS NULL OR (salary_min IS NOT NULL AND salary_min <= salary_max));

ALTER TABLE teacher_profiles
    ADD COLUMN highest_degree text CHECK (highest_degree IN ('bachelor', 'master', 'specialist', 'doctorate'));

-- One district's salary schedule for one school year, with only what its source states: the
-- starting salary, the steps ([{years, bachelor, master, specialist, doctorate}], amounts null
-- where the source gives none) and supplements ([{name, amount, sourceUrl}], amount null when the
-- source gives a range in words). retrieved_on is when the source was read.
CREATE TABLE salary_schedules (
    organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
    school_year     text NOT NULL CHECK (school_year ~ '^[0-9]{4}-[0-9]{2}$'),
    source_url      text NOT NULL CHECK (source_url LIKE 'https://%' AND length(source_url) <= 500),
    retrieved_on    date NOT NULL,
    starting_salary integer CHECK (starting_salary > 0),
    steps           jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(steps) = 'array'),
    supplements     jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(supplements) = 'array'),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
