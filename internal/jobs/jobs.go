// Package jobs runs TeachBay's background work on River, a Postgres-backed queue inside the
// binary. Jobs are inserted in the same transaction as the rows that cause them, so a committed
// request never loses its e-mail.
package jobs

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"github.com/teachbay/teachbay/internal/store"
)

// Enqueuer inserts jobs, each inside the transaction of the change that causes it; a copy of the
// program that works no jobs, or the services (which the workers need, and which enqueue jobs),
// use one.
type Enqueuer struct {
	client *river.Client[pgx.Tx]
}

// NewEnqueuer returns an Enqueuer that only inserts jobs.
func NewEnqueuer(pool *pgxpool.Pool) (*Enqueuer, error) {
	client, err := river.NewClient(riverpgxv5.New(pool), &river.Config{})
	if err != nil {
		return nil, fmt.Errorf("jobs: %w", err)
	}
	return &Enqueuer{client: client}, nil
}

// Queue works jobs once started, and inserts them as an Enqueuer does.
type Queue struct {
	Enqueuer
}

// Config holds what the workers need.
type Config struct {
	Mail MailWorker
	// Periodic cleanup of rows that expire (rate-limit windows, unconfirmed subscriber changes).
	Cleanup CleanupWorker
	// DeleteBlobs removes the bytes of files no row points at any more.
	DeleteBlobs DeleteBlobsWorker
	// SelfIdentificationSnapshot takes the daily counts the self-identification report shows.
	SelfIdentificationSnapshot SelfIdentificationSnapshotWorker
	// Services do the jobs that need TeachBay's rules; without them (a test that only sends
	// mail), those jobs fail and are retried.
	Services Services
}

// New prepares the queue's client; Start begins working jobs.
func New(pool *pgxpool.Pool, log *slog.Logger, cfg Config) (*Queue, error) {
	workers := river.NewWorkers()
	mail := cfg.Mail
	if err := river.AddWorkerSafely(workers, &mail); err != nil {
		return nil, err
	}
	cleanup := cfg.Cleanup
	if err := river.AddWorkerSafely(workers, &cleanup); err != nil {
		return nil, err
	}
	deleteBlobs := cfg.DeleteBlobs
	if err := river.AddWorkerSafely(workers, &deleteBlobs); err != nil {
		return nil, err
	}
	snapshot := cfg.SelfIdentificationSnapshot
	if err := river.AddWorkerSafely(workers, &snapshot); err != nil {
		return nil, err
	}
	svc := services{cfg.Services}
	if err := river.AddWorkerSafely(workers, &readResumeWorker{services: svc}); err != nil {
		return nil, err
	}
	if err := river.AddWorkerSafely(workers, &reviewResumeWorker{services: svc}); err != nil {
		return nil, err
	}
	if err := river.AddWorkerSafely(workers, &reviewProfileResumeWorker{services: svc}); err != nil {
		return nil, err
	}
	if err := river.AddWorkerSafely(workers, &recommendWorker{services: svc}); err != nil {
		return nil, err
	}
	// The hiring loop (hiring.go): close-outs, expiring offers, daily digests.
	if err := addHiringWorkers(workers, svc); err != nil {
		return nil, err
	}
	if err := river.AddWorkerSafely(workers, &interviewRemindersWorker{services: svc}); err != nil {
		return nil, err
	}
	if err := river.AddWorkerSafely(workers, &referenceRemindersWorker{services: svc}); err != nil {
		return nil, err
	}
	if err := river.AddWorkerSafely(workers, &searchAlertsWorker{services: svc}); err != nil {
		return nil, err
	}
	client, err := river.NewClient(riverpgxv5.New(pool), &river.Config{
		Logger:                      log,
		Queues:                      map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: 5}},
		Workers:                     workers,
		JobTimeout:                  time.Minute,
		CompletedJobRetentionPeriod: 24 * time.Hour,
		CancelledJobRetentionPeriod: 7 * 24 * time.Hour,
		DiscardedJobRetentionPeriod: 7 * 24 * time.Hour,
		PeriodicJobs: []*river.PeriodicJob{
			river.NewPeriodicJob(river.PeriodicInterval(10*time.Minute),
				func() (river.JobArgs, *river.InsertOpts) { return CleanupArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
			river.NewPeriodicJob(river.PeriodicInterval(time.Hour),
				func() (river.JobArgs, *river.InsertOpts) { return RecommendArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
			river.NewPeriodicJob(river.PeriodicInterval(time.Hour),
				func() (river.JobArgs, *river.InsertOpts) { return SelfIdentificationSnapshotArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
			// The hiring loop: an offer expires within ten minutes of its respond-by day's end in
			// Tampa; a school user's digest goes out in the first run of their day.
			river.NewPeriodicJob(river.PeriodicInterval(10*time.Minute),
				func() (river.JobArgs, *river.InsertOpts) { return ExpireOffersArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
			river.NewPeriodicJob(river.PeriodicInterval(time.Hour),
				func() (river.JobArgs, *river.InsertOpts) { return ApplicantDigestArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
			// Every five minutes: a reminder goes out within five minutes of a day before.
			river.NewPeriodicJob(river.PeriodicInterval(5*time.Minute),
				func() (river.JobArgs, *river.InsertOpts) { return InterviewRemindersArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
			// Hourly: a referee's reminder and a link's expiry come within the hour of their day.
			river.NewPeriodicJob(river.PeriodicInterval(time.Hour),
				func() (river.JobArgs, *river.InsertOpts) { return ReferenceRemindersArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
			// Every five minutes: a saved search's mail comes within five minutes of its period.
			river.NewPeriodicJob(river.PeriodicInterval(5*time.Minute),
				func() (river.JobArgs, *river.InsertOpts) { return SearchAlertsArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
		},
	})
	if err != nil {
		return nil, fmt.Errorf("jobs: %w", err)
	}
	return &Queue{Enqueuer{client: client}}, nil
}

// Start begins working jobs in the background.
func (q *Queue) Start(ctx context.Context) error { return q.client.Start(ctx) }

// Stop waits for running jobs to finish, or for ctx to end.
func (q *Queue) Stop(ctx context.Context) error { return q.client.Stop(ctx) }

// EnqueueMail inserts one send-mail job per message inside tx, so they are sent only if it commits.
func (q *Enqueuer) EnqueueMail(ctx context.Context, tx *store.Tx, mails ...MailArgs) error {
	params := make([]river.InsertManyParams, len(mails))
	for i, m := range mails {
		params[i] = river.InsertManyParams{Args: m}
	}
	if _, err := q.client.InsertManyTx(ctx, tx.Pgx(), params); err != nil {
		return fmt.Errorf("jobs: enqueue mail: %w", err)
	}
	return nil
}
