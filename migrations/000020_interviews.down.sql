DROP TABLE interview_slots;
DROP TABLE interviews;
-- The application statuses stay as wide as docs/design.md §4: 000019's down file narrows them.
ALTER TABLE teacher_profiles DROP COLUMN time_zone;
