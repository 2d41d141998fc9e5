DROP TABLE places_cache;
