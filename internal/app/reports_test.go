package app

import (
	"context"
	"testing"
	"time"
)

// A fresh start (make run) has a self-identification report to show: the day's snapshot of the
// counts is taken at start when there is none, by the periodic job's first run.
func TestServeTakesTheDaysSelfIdentificationSnapshotAtStart(t *testing.T) {
	t.Parallel()
	st := serveDevelopment(t)
	ctx := context.Background()

	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		var today int
		err := st.Pool.QueryRow(ctx, `SELECT count(*) FROM self_identification_snapshots
			WHERE as_of = (now() AT TIME ZONE 'UTC')::date`).Scan(&today)
		if err == nil && today == 1 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("30 s after start: %d snapshots of today, %v; want 1", today, err)
		}
	}
}
