package jobs

import (
	"context"

	"github.com/riverqueue/river"

	"github.com/teachbay/teachbay/internal/store"
)

// CleanupArgs is the periodic job that removes expired rows. River's own cleaner removes old jobs.
type CleanupArgs struct{}

// Kind names the job type in River.
func (CleanupArgs) Kind() string { return "cleanup" }

// CleanupWorker works CleanupArgs.
type CleanupWorker struct {
	river.WorkerDefaults[CleanupArgs]
	Store *store.Store
}

// Work deletes expired rate-limit windows and subscriber changes that can no longer be confirmed.
func (w *CleanupWorker) Work(ctx context.Context, _ *river.Job[CleanupArgs]) error {
	if _, err := w.Store.DeleteExpiredRateLimits(ctx); err != nil {
		return err
	}
	_, err := w.Store.DeleteExpiredSubscriberChanges(ctx)
	return err
}
