-- The disclosures a hiring district reads with an application (the employment, criminal and
-- additional sections: never the profile section with the SSN, nor self-identification), as
-- they were when the teacher applied: a JSON array of {section, state, answers}, taken in the
-- transaction that creates the application. The school reads this snapshot, never the live
-- answers, also once the application is withdrawn.
--
-- Applications made before this migration get the answers as they are now: the nearest to what
-- was sent that is still known, and what their packet showed until now. From here on they stay
-- as they are, whatever the teacher changes.
ALTER TABLE applications ADD COLUMN disclosures jsonb;

UPDATE applications a SET disclosures = coalesce((
    SELECT jsonb_agg(jsonb_build_object('section', d.section, 'state', d.state, 'answers', d.answers)
        ORDER BY array_position(ARRAY['employment', 'criminal', 'additional'], d.section))
    FROM disclosures d WHERE d.user_id = a.teacher_id AND d.section IN ('employment', 'criminal', 'additional')), '[]');

ALTER TABLE applications ALTER COLUMN disclosures SET NOT NULL;
