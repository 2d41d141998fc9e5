DROP TABLE salary_schedules;
ALTER TABLE teacher_profiles DROP COLUMN highest_degree;
ALTER TABLE vacancies DROP CONSTRAINT vacancies_salary_range, DROP COLUMN salary_max, DROP COLUMN salary_min;
