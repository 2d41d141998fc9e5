package jobs

import (
	"context"
	"errors"
	"fmt"

	"github.com/riverqueue/river"

	"github.com/teachbay/teachbay/internal/store"
)

// HiringServices do the hiring loop's background work (docs/api.md "Hiring loop II"): a vacancy's
// close-out, the offers whose respond-by day ended, the school users' daily digests.
type HiringServices interface {
	CloseOut(ctx context.Context, vacancyID string, notify bool) error
	ExpireOffers(ctx context.Context) (expired int, err error)
	SendDigests(ctx context.Context) (sent int, err error)
}

// CloseOutArgs is the job that moves a closed or filled vacancy's waiting applications to
// not_selected, in batches, each with its mail (when Notify) in the batch's transaction: a run
// that dies halfway is retried and takes only the applications still waiting.
type CloseOutArgs struct {
	VacancyID string `json:"vacancyId"`
	Notify    bool   `json:"notify"`
}

// Kind names the job type in River.
func (CloseOutArgs) Kind() string { return "close_out_vacancy" }

// ExpireOffersArgs is the periodic job that expires the offers whose respond-by day has ended in
// Tampa.
type ExpireOffersArgs struct{}

// Kind names the job type in River.
func (ExpireOffersArgs) Kind() string { return "expire_offers" }

// ApplicantDigestArgs is the periodic job that mails the school users due for their daily digest.
type ApplicantDigestArgs struct{}

// Kind names the job type in River.
func (ApplicantDigestArgs) Kind() string { return "applicant_digest" }

// hiringServices holds the HiringServices for the workers of the jobs they do.
type hiringServices struct{ services }

func (s hiringServices) get() (HiringServices, error) {
	all, err := s.services.get()
	if err != nil {
		return nil, err
	}
	h, ok := all.(HiringServices)
	if !ok {
		return nil, fmt.Errorf("jobs: the services do not do the hiring loop's work")
	}
	return h, nil
}

type closeOutWorker struct {
	river.WorkerDefaults[CloseOutArgs]
	hiringServices
}

func (w *closeOutWorker) Work(ctx context.Context, job *river.Job[CloseOutArgs]) error {
	h, err := w.get()
	if err != nil {
		return err
	}
	return h.CloseOut(ctx, job.Args.VacancyID, job.Args.Notify)
}

type expireOffersWorker struct {
	river.WorkerDefaults[ExpireOffersArgs]
	hiringServices
}

func (w *expireOffersWorker) Work(ctx context.Context, _ *river.Job[ExpireOffersArgs]) error {
	h, err := w.get()
	if err != nil {
		return err
	}
	_, err = h.ExpireOffers(ctx)
	return err
}

type applicantDigestWorker struct {
	river.WorkerDefaults[ApplicantDigestArgs]
	hiringServices
}

func (w *applicantDigestWorker) Work(ctx context.Context, _ *river.Job[ApplicantDigestArgs]) error {
	h, err := w.get()
	if err != nil {
		return err
	}
	_, err = h.SendDigests(ctx)
	return err
}

// addHiringWorkers registers the hiring loop's workers.
func addHiringWorkers(workers *river.Workers, svc services) error {
	h := hiringServices{svc}
	return errors.Join(river.AddWorkerSafely(workers, &closeOutWorker{hiringServices: h}),
		river.AddWorkerSafely(workers, &expireOffersWorker{hiringServices: h}),
		river.AddWorkerSafely(workers, &applicantDigestWorker{hiringServices: h}))
}

// EnqueueCloseOut inserts, inside tx, the close-out of a vacancy that was closed or filled.
func (q *Enqueuer) EnqueueCloseOut(ctx context.Context, tx *store.Tx, vacancyID string, notify bool) error {
	_, err := q.client.InsertTx(ctx, tx.Pgx(), CloseOutArgs{VacancyID: vacancyID, Notify: notify}, nil)
	if err != nil {
		return fmt.Errorf("jobs: enqueue close-out: %w", err)
	}
	return nil
}
