DROP TABLE invitations;
DROP TABLE mfa_challenges;
DROP TABLE recovery_codes;
DROP TABLE totp_secrets;
