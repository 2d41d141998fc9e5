-- Newsletter subscribers, contact-form messages, and the per-client rate-limit windows.
CREATE TABLE subscribers (
    email             text PRIMARY KEY CHECK (email = lower(btrim(email)) AND length(email) BETWEEN 3 AND 254),
    id                uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    first_name        text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
    last_name         text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
    contact_number    text NOT NULL CHECK (contact_number ~ '^\+[1-9][0-9]{6,14}$'),
    country           text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
    language          text NOT NULL CHECK (language IN ('en', 'es')),
    -- Not a password: it only unsubscribes, and every newsletter mail must carry it.
    unsubscribe_token text NOT NULL UNIQUE,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now(),
    unsubscribed_at   timestamptz
);
CREATE INDEX subscribers_created_at_idx ON subscribers (created_at);
CREATE INDEX subscribers_unsubscribed_at_idx ON subscribers (unsubscribed_at);

CREATE TABLE contact_messages (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
    last_name  text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
    email      text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    phone      text NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
    message    text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
    language   text NOT NULL CHECK (language IN ('en', 'es')),
    ip         inet,
    user_agent text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    handled_at timestamptz
);
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at);
CREATE INDEX contact_messages_handled_at_idx ON contact_messages (handled_at);

CREATE TABLE rate_limits (
    key          text NOT NULL,
    window_start timestamptz NOT NULL,
    hits         integer NOT NULL DEFAULT 1,
    expires_at   timestamptz NOT NULL,
    PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_expires_at_idx ON rate_limits (expires_at);
