DROP INDEX schools_earth_idx;
DROP EXTENSION earthdistance;
DROP EXTENSION cube;
