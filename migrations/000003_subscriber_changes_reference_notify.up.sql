-- A subscribe for an address that already exists changes nothing by itself: the new details wait
-- here until the owner of the address confirms them through the link mailed to it.
CREATE TABLE subscriber_changes (
    token_hash     bytea PRIMARY KEY,
    email          text NOT NULL REFERENCES subscribers (email) ON DELETE CASCADE,
    first_name     text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
    last_name      text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
    contact_number text NOT NULL CHECK (contact_number ~ '^\+[1-9][0-9]{6,14}$'),
    country        text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
    language       text NOT NULL CHECK (language IN ('en', 'es')),
    created_at     timestamptz NOT NULL DEFAULT now(),
    expires_at     timestamptz NOT NULL,
    used_at        timestamptz
);
CREATE INDEX subscriber_changes_email_created_at_idx ON subscriber_changes (email, created_at);
CREATE INDEX subscriber_changes_expires_at_idx ON subscriber_changes (expires_at);

-- Every copy of the server caches the school list; a change to schools or districts tells them all.
CREATE FUNCTION notify_reference_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('reference_changed', TG_TABLE_NAME);
    RETURN NULL;
END
$$;
CREATE TRIGGER organizations_reference_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations
    FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
CREATE TRIGGER schools_reference_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schools
    FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
