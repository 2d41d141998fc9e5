DROP TABLE reference_answers;
DROP TABLE teacher_references;
ALTER TABLE teacher_profiles DROP COLUMN share_references;
