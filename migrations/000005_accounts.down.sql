DROP TABLE user_tokens;
DROP TABLE refresh_tokens;
DROP TABLE sessions;
DROP TABLE users;
