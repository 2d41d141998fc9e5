-- A user's TOTP authenticator (RFC 6238). The secret is sealed as the SSN is (internal/sealed).
-- It counts once confirmed, when the user has shown a code from it; last_step is the time step
-- of the last code accepted, so a code is accepted once (RFC 6238 §5.2).
CREATE TABLE totp_secrets (
    user_id      uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    key_id       text NOT NULL,
    secret       bytea NOT NULL,
    confirmed_at timestamptz,
    last_step    bigint NOT NULL DEFAULT 0,
    created_at   timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes, for a lost authenticator: stored hashed, each used once.
CREATE TABLE recovery_codes (
    user_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash bytea NOT NULL,
    used_at   timestamptz,
    PRIMARY KEY (user_id, code_hash)
);

-- A login whose password was right and that waits for the second factor; the browser holds the
-- token (a cookie), stored here hashed.
CREATE TABLE mfa_challenges (
    token_hash bytea PRIMARY KEY,
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
);
CREATE INDEX mfa_challenges_user_id_idx ON mfa_challenges (user_id);
CREATE INDEX mfa_challenges_expires_at_idx ON mfa_challenges (expires_at);

-- An admin's invitation to a school user or admin to be: the account is created when the link is
-- followed. A new invitation to the same address replaces the pending one.
CREATE TABLE invitations (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email           citext NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    role            text NOT NULL CHECK (role IN ('school', 'admin')),
    organization_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
    language        text NOT NULL CHECK (language IN ('en', 'es')),
    token_hash      bytea NOT NULL UNIQUE,
    invited_by      uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    expires_at      timestamptz NOT NULL,
    accepted_at     timestamptz,
    replaced_at     timestamptz,
    user_id         uuid REFERENCES users (id) ON DELETE SET NULL,
    CHECK ((role = 'school') = (organization_id IS NOT NULL))
);
CREATE INDEX invitations_email_idx ON invitations (email);
CREATE INDEX invitations_created_at_idx ON invitations (created_at);
CREATE INDEX invitations_organization_id_idx ON invitations (organization_id);
CREATE INDEX invitations_invited_by_idx ON invitations (invited_by);
CREATE INDEX invitations_user_id_idx ON invitations (user_id);
