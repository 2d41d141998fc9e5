DROP INDEX applications_applied_idx;
