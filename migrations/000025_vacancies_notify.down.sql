DROP TRIGGER vacancies_reference_changed ON vacancies;
