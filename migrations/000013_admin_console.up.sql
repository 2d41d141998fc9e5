-- The admin console's lists. Accounts are listed newest first, of all roles or of one, and a
-- district's are counted (users.organization_id is a foreign key that had no index); accounts and
-- subscribers are searched by any part of their e-mail address or names, which trigram indexes
-- serve (the expressions are those of internal/store).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX users_organization_id_idx ON users (organization_id);
CREATE INDEX users_created_at_idx ON users (created_at DESC, id DESC);
CREATE INDEX users_role_created_at_idx ON users (role, created_at DESC, id DESC);
CREATE INDEX users_search_idx ON users USING gin ((email::text || ' ' || first_name || ' ' || last_name) gin_trgm_ops);
CREATE INDEX subscribers_search_idx ON subscribers USING gin ((email || ' ' || first_name || ' ' || last_name) gin_trgm_ops);
