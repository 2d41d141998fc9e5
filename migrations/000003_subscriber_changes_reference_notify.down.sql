DROP TRIGGER schools_reference_changed ON schools;
DROP TRIGGER organizations_reference_changed ON organizations;
DROP FUNCTION notify_reference_changed();
DROP TABLE subscriber_changes;
