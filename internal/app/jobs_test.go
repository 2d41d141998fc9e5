package app

import (
	"context"
	"testing"
	"time"
)

// The jobs that need TeachBay's rules are worked by the services Serve built: the hourly
// recommendations job, which runs at start, completes rather than failing for want of them.
func TestServeWorksTheJobsOfTheServices(t *testing.T) {
	t.Parallel()
	st := serveDevelopment(t)
	ctx := context.Background()

	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		var state string
		var errors []string
		err := st.Pool.QueryRow(ctx, `SELECT state, coalesce((SELECT array_agg(e->>'error') FROM unnest(errors) e), '{}')
			FROM river_job WHERE kind = 'recommend_jobs' ORDER BY id LIMIT 1`).Scan(&state, &errors)
		if err == nil && state == "completed" {
			return
		}
		if time.Now().After(deadline) || len(errors) > 0 {
			t.Fatalf("the recommendations job: %q, errors %q (%v); want it completed", state, errors, err)
		}
	}
}
