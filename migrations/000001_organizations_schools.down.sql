DROP TABLE schools;
DROP TABLE organizations;
