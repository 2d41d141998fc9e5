ALTER TABLE applications DROP COLUMN disclosures;
