COMMENT ON TABLE recommended_vacancies IS NULL;
DROP TABLE saved_searches;
