-- Every copy of the server caches the job feeds (/jobs.xml, /jobs.atom); a change to a vacancy tells
-- them all on the channel of the schools and districts, which the feeds also show, so that a closed
-- vacancy leaves every copy's feeds at once. The payload names the table (vacancies).
CREATE TRIGGER vacancies_reference_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vacancies
    FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
