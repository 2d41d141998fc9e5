ALTER TABLE applications DROP COLUMN background;
