-- The self-identification report's counts, taken once a day (docs/design.md §6): the admin's report reads
-- them from here, never from the live answers, so reading it before and after one teacher's write
-- does not show what they answered. Only the latest day is kept.
CREATE TABLE self_identification_snapshots (
    as_of    date PRIMARY KEY,
    taken_at timestamptz NOT NULL DEFAULT now(),
    total    integer NOT NULL CHECK (total >= 0)
);

-- How many of the day's completed self-identifications gave each answer (question, answer code).
CREATE TABLE self_identification_snapshot_counts (
    as_of    date NOT NULL REFERENCES self_identification_snapshots ON DELETE CASCADE,
    question text NOT NULL,
    code     text NOT NULL,
    count    integer NOT NULL CHECK (count > 0),
    PRIMARY KEY (as_of, question, code)
);
