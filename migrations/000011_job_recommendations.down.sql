DROP TABLE recommended_vacancies;
DROP TABLE recommendation_mails;
