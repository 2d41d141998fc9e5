ALTER TABLE teacher_preferences DROP COLUMN work_values;
ALTER TABLE schools DROP COLUMN culture, DROP COLUMN philosophy;
