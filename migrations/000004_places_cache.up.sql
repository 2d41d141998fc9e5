-- Answers of Google's Places API, kept for PLACES_CACHE_TTL so a repeated visit costs Google
-- nothing and every copy of the server shares them. The key says what was asked: a nearby search
-- at rounded coordinates, a place's details, or a place's photo at one width.
CREATE TABLE places_cache (
    key          text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 400),
    content_type text NOT NULL,
    body         bytea NOT NULL,
    expires_at   timestamptz NOT NULL
);
CREATE INDEX places_cache_expires_at_idx ON places_cache (expires_at);
