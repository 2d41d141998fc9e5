DROP TABLE rate_limits;
DROP TABLE contact_messages;
DROP TABLE subscribers;
