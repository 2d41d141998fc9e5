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

// Work deletes expired rate-limit windows, subscriber changes that can no longer be confirmed
// and expired answers of Google's Places API.
func (w *CleanupWorker) Work(ctx context.Context, _ *river.Job[CleanupArgs]) error {
	for _, del := range []func(context.Context) (int64, error){
		w.Store.DeleteExpiredRateLimits, w.Store.DeleteExpiredSubscriberChanges, w.Store.DeleteExpiredPlaces,
	} {
		if _, err := del(ctx); err != nil {
			return err
		}
	}
	return nil
}
