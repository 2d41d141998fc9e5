package jobs

import (
	"context"

	"github.com/riverqueue/river"

	"github.com/teachbay/teachbay/internal/store"
)

// SelfIdentificationSnapshotArgs is the periodic job that takes the day's snapshot of the
// self-identification counts, which the admin's report reads.
type SelfIdentificationSnapshotArgs struct{}

// Kind names the job type in River.
func (SelfIdentificationSnapshotArgs) Kind() string { return "self_identification_snapshot" }

// SelfIdentificationSnapshotWorker works SelfIdentificationSnapshotArgs.
type SelfIdentificationSnapshotWorker struct {
	river.WorkerDefaults[SelfIdentificationSnapshotArgs]
	Store *store.Store
}

// Work takes today's snapshot (UTC) unless it is taken already: the job runs at start and every
// hour, and the counts change once a day.
func (w *SelfIdentificationSnapshotWorker) Work(ctx context.Context, _ *river.Job[SelfIdentificationSnapshotArgs]) error {
	_, err := w.Store.TakeSelfIdentificationSnapshot(ctx)
	return err
}
