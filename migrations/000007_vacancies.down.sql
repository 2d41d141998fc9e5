DROP TABLE vacancies;
DROP FUNCTION immutable_unaccent(text);
DROP EXTENSION IF EXISTS unaccent;
