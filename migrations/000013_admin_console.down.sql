DROP INDEX subscribers_search_idx, users_search_idx, users_role_created_at_idx, users_created_at_idx, users_organization_id_idx;
DROP EXTENSION IF EXISTS pg_trgm;
