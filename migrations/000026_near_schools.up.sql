-- Jobs near a place (docs/api.md "Never miss a job"): distances between schools and a point are
-- great-circle distances from the earthdistance module, which ships with PostgreSQL (contrib), so
-- every installation has it, where PostGIS is a separate install; its precision (a sphere, about
-- 0.5 % off at worst) is far finer than a 1-100 km radius needs. A near search finds the schools in
-- the radius's bounding cube through this index, then keeps those truly within it.
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE INDEX schools_earth_idx ON schools USING gist (ll_to_earth(lat, lng)) WHERE lat IS NOT NULL;
