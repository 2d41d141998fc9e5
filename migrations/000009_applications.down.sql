DROP TABLE application_events;
DROP TABLE application_documents;
DROP TABLE applications;
