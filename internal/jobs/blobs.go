package jobs

import (
	"context"
	"fmt"

	"github.com/riverqueue/river"

	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/store"
)

// DeleteBlobsArgs is the job that deletes the bytes of files no row points at any more (a
// replaced or deleted document, a deleted account). It is inserted in the transaction that
// removes the rows, so the bytes go only once that commits, and go even if the store is down
// at that moment: River retries.
type DeleteBlobsArgs struct {
	Keys []string `json:"keys"`
}

// Kind names the job type in River.
func (DeleteBlobsArgs) Kind() string { return "delete_blobs" }

// DeleteBlobsWorker works DeleteBlobsArgs.
type DeleteBlobsWorker struct {
	river.WorkerDefaults[DeleteBlobsArgs]
	Blobs blob.Store
	Store *store.Store
}

// Work deletes each object that no row points at now (an application sent with a document keeps
// its bytes after the profile lets go of it); one already gone is fine.
func (w *DeleteBlobsWorker) Work(ctx context.Context, job *river.Job[DeleteBlobsArgs]) error {
	keys, err := w.Store.UnreferencedKeys(ctx, job.Args.Keys)
	if err != nil {
		return fmt.Errorf("jobs: delete blobs: %w", err)
	}
	for _, key := range keys {
		if err := w.Blobs.Delete(ctx, key); err != nil {
			return fmt.Errorf("jobs: delete blob: %w", err)
		}
	}
	return nil
}

// EnqueueDeleteBlobs inserts, inside tx, the job that deletes the objects under keys.
func (q *Enqueuer) EnqueueDeleteBlobs(ctx context.Context, tx *store.Tx, keys []string) error {
	if len(keys) == 0 {
		return nil
	}
	if _, err := q.client.InsertTx(ctx, tx.Pgx(), DeleteBlobsArgs{Keys: keys}, nil); err != nil {
		return fmt.Errorf("jobs: enqueue blob deletion: %w", err)
	}
	return nil
}
