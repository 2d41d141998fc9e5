-- Know before you go: the work authorization a vacancy accepts (docs/api.md "Know before you go"):
-- authorized_only (the teacher must already hold U.S. work authorization), j1_welcome (the district
-- hosts J-1 exchange teachers through a sponsor) or visa_sponsorship (it may sponsor a work visa).
--
-- Vacancies posted before this migration said nothing about it, and a district that has not said
-- it hosts exchange teachers or sponsors visas cannot be assumed to: they get authorized_only, the
-- one value that promises a teacher from abroad nothing. A school changes it in its form.
ALTER TABLE vacancies ADD COLUMN work_authorization text NOT NULL DEFAULT 'authorized_only'
    CHECK (work_authorization IN ('authorized_only', 'j1_welcome', 'visa_sponsorship'));

-- The board's filter by it walks its open vacancies newest first, as every other filter does
-- (000008): the values a teacher from abroad looks for are a small share of the board.
CREATE INDEX vacancies_open_work_authorization_newest_idx ON vacancies (work_authorization, posted_at DESC, id DESC)
    WHERE status = 'open';
