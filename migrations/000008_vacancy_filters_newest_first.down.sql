DROP INDEX vacancies_open_level_newest_idx, vacancies_open_subject_newest_idx, vacancies_open_designation_newest_idx,
    vacancies_open_type_newest_idx, vacancies_open_school_newest_idx;
CREATE INDEX vacancies_educational_level_idx ON vacancies (educational_level);
CREATE INDEX vacancies_subject_idx ON vacancies (subject);
CREATE INDEX vacancies_designation_idx ON vacancies (designation);
CREATE INDEX vacancies_type_idx ON vacancies (type);
