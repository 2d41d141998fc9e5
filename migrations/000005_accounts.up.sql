CREATE EXTENSION IF NOT EXISTS citext;

-- Everyone who signs in. Teachers register themselves; school users (who belong to one district)
-- and admins are invited, so their password is empty until they accept.
CREATE TABLE users (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    role              text NOT NULL CHECK (role IN ('teacher', 'school', 'admin')),
    email             citext NOT NULL UNIQUE CHECK (length(email) BETWEEN 3 AND 254),
    password_hash     text,
    first_name        text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
    last_name         text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
    contact_number    text CHECK (contact_number ~ '^\+[1-9][0-9]{6,14}$'),
    country           text CHECK (country ~ '^[A-Z]{2}$'),
    language          text NOT NULL CHECK (language IN ('en', 'es')),
    organization_id   uuid REFERENCES organizations (id) ON DELETE RESTRICT,
    email_verified_at timestamptz,
    disabled_at       timestamptz,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now(),
    CHECK ((role = 'school') = (organization_id IS NOT NULL))
);

-- A signed-in browser. The access token names the session, which every request checks, so ending
-- it (logout, password change, a disabled account) ends access at once.
CREATE TABLE sessions (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    ended_at     timestamptz,
    user_agent   text NOT NULL DEFAULT '' CHECK (length(user_agent) <= 500)
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id) WHERE ended_at IS NULL;

-- Refresh tokens, stored hashed. Each use replaces the token; a replaced one presented again means
-- it was copied, and ends its session.
CREATE TABLE refresh_tokens (
    token_hash  bytea PRIMARY KEY,
    session_id  uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL,
    rotated_at  timestamptz
);
CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);

-- Links mailed to a user (verify the address, reset the password, accept an invitation), stored
-- hashed, single use; a new one of a kind voids the earlier ones.
CREATE TABLE user_tokens (
    token_hash bytea PRIMARY KEY,
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       text NOT NULL CHECK (kind IN ('verify_email', 'reset_password', 'invitation')),
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at    timestamptz
);
CREATE INDEX user_tokens_user_id_kind_idx ON user_tokens (user_id, kind);
