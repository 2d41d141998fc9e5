package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/riverqueue/river"

	"github.com/teachbay/teachbay/internal/store"
)

// SearchAlertsArgs is the job that mails the saved searches that are due their new vacancies
// (service.SendSearchAlerts): every few minutes, and at once after a search is saved.
type SearchAlertsArgs struct{}

// Kind names the job type in River.
func (SearchAlertsArgs) Kind() string { return "search_alerts" }

type searchAlertsWorker struct {
	river.WorkerDefaults[SearchAlertsArgs]
	services
}

// Timeout gives a run the time its batches take (service.alertRunFor) with a margin.
func (w *searchAlertsWorker) Timeout(*river.Job[SearchAlertsArgs]) time.Duration {
	return 5 * time.Minute
}

func (w *searchAlertsWorker) Work(ctx context.Context, _ *river.Job[SearchAlertsArgs]) error {
	s, err := w.get()
	if err != nil {
		return err
	}
	_, err = s.SendSearchAlerts(ctx)
	return err
}

// EnqueueSearchAlerts inserts, inside tx, a run of the saved searches' alerts.
func (q *Enqueuer) EnqueueSearchAlerts(ctx context.Context, tx *store.Tx) error {
	if _, err := q.client.InsertTx(ctx, tx.Pgx(), SearchAlertsArgs{}, nil); err != nil {
		return fmt.Errorf("jobs: enqueue search alerts: %w", err)
	}
	return nil
}
