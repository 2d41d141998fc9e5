DROP TABLE audit_log;
DROP TABLE ssns;
DROP TABLE self_identification;
DROP TABLE disclosures;
DROP TABLE teacher_preferences;
DROP TABLE documents;
DROP TABLE teacher_profiles;
