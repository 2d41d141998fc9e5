-- Partner school districts and their schools.
CREATE TABLE organizations (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    slug        text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]{2,64}$'),
    name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    county      text NOT NULL,
    website     text NOT NULL DEFAULT '',
    careers_url text NOT NULL DEFAULT '',
    address     text NOT NULL DEFAULT '',
    phone       text NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE schools (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
    name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    level           text NOT NULL CHECK (level IN ('prek', 'elementary', 'middle', 'high', 'adult')),
    designation     text NOT NULL DEFAULT 'traditional' CHECK (designation IN ('traditional', 'title1', 'magnet',
                        'charter', 'turnaround', 'dual_language', 'ese_center', 'career_academy', 'virtual')),
    address         text NOT NULL DEFAULT '',
    city            text NOT NULL DEFAULT '',
    lat             double precision CHECK (lat BETWEEN -90 AND 90),
    lng             double precision CHECK (lng BETWEEN -180 AND 180),
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (organization_id, name),
    CHECK ((lat IS NULL) = (lng IS NULL))
);

CREATE INDEX schools_organization_id_idx ON schools (organization_id);
CREATE INDEX schools_name_idx ON schools (name);
CREATE INDEX schools_level_idx ON schools (level);
CREATE INDEX schools_designation_idx ON schools (designation);
