package jobs

import (
	"context"
	"errors"
	"fmt"

	"github.com/riverqueue/river"

	"github.com/teachbay/teachbay/internal/store"
)

// Services do the work of the jobs that need TeachBay's rules (service.Service): reading the text
// of the resume on a teacher's profile, for matching; reviewing the resume an application was
// sent with, or the one on a profile before applying; mailing job recommendations and saved
// searches' alerts; reminding of interviews and references.
type Services interface {
	ReadResume(ctx context.Context, documentID string) error
	ReviewResume(ctx context.Context, applicationID string) error
	ReviewProfileResume(ctx context.Context, userID string) error
	SendRecommendations(ctx context.Context) (sent int, err error)
	SendInterviewReminders(ctx context.Context) (reminded int, err error)
	SendReferenceReminders(ctx context.Context) (reminded int, err error)
	SendSearchAlerts(ctx context.Context) (sent int, err error)
}

// resumeAttempts is how often a resume job is tried: a file store that is down for longer
// leaves a review pending, which the teacher may ask for again (store.ReviewAgainAfter).
const resumeAttempts = 5

// ReadResumeArgs is the job that reads the text of a resume uploaded to a profile.
type ReadResumeArgs struct {
	DocumentID string `json:"documentId"`
}

// Kind names the job type in River.
func (ReadResumeArgs) Kind() string { return "read_resume" }

// InsertOpts gives the job resumeAttempts attempts.
func (ReadResumeArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: resumeAttempts}
}

// ReviewResumeArgs is the job that reviews the resume an application was sent with.
type ReviewResumeArgs struct {
	ApplicationID string `json:"applicationId"`
}

// Kind names the job type in River.
func (ReviewResumeArgs) Kind() string { return "review_resume" }

// InsertOpts gives the job resumeAttempts attempts.
func (ReviewResumeArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: resumeAttempts}
}

// ReviewProfileResumeArgs is the job that reviews the resume on a teacher's profile, before she
// applies: the latest review she asked for.
type ReviewProfileResumeArgs struct {
	UserID string `json:"userId"`
}

// Kind names the job type in River.
func (ReviewProfileResumeArgs) Kind() string { return "review_profile_resume" }

// InsertOpts gives the job resumeAttempts attempts.
func (ReviewProfileResumeArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: resumeAttempts}
}

// services holds the Services for the workers of the jobs they do.
type services struct {
	s Services
}

func (s services) get() (Services, error) {
	if s.s == nil {
		return nil, errors.New("jobs: no services to do the work")
	}
	return s.s, nil
}

type readResumeWorker struct {
	river.WorkerDefaults[ReadResumeArgs]
	services
}

func (w *readResumeWorker) Work(ctx context.Context, job *river.Job[ReadResumeArgs]) error {
	r, err := w.get()
	if err != nil {
		return err
	}
	return r.ReadResume(ctx, job.Args.DocumentID)
}

type reviewResumeWorker struct {
	river.WorkerDefaults[ReviewResumeArgs]
	services
}

func (w *reviewResumeWorker) Work(ctx context.Context, job *river.Job[ReviewResumeArgs]) error {
	r, err := w.get()
	if err != nil {
		return err
	}
	return r.ReviewResume(ctx, job.Args.ApplicationID)
}

type reviewProfileResumeWorker struct {
	river.WorkerDefaults[ReviewProfileResumeArgs]
	services
}

func (w *reviewProfileResumeWorker) Work(ctx context.Context, job *river.Job[ReviewProfileResumeArgs]) error {
	r, err := w.get()
	if err != nil {
		return err
	}
	return r.ReviewProfileResume(ctx, job.Args.UserID)
}

// RecommendArgs is the hourly job that mails their job recommendations to the teachers due for
// them (a teacher is due once a week, so the work spreads over the week).
type RecommendArgs struct{}

// Kind names the job type in River.
func (RecommendArgs) Kind() string { return "recommend_jobs" }

type recommendWorker struct {
	river.WorkerDefaults[RecommendArgs]
	services
}

func (w *recommendWorker) Work(ctx context.Context, _ *river.Job[RecommendArgs]) error {
	s, err := w.get()
	if err != nil {
		return err
	}
	_, err = s.SendRecommendations(ctx)
	return err
}

// InterviewRemindersArgs is the periodic job that reminds both sides of the interviews starting
// within a day (service.SendInterviewReminders), once per interview and start.
type InterviewRemindersArgs struct{}

// Kind names the job type in River.
func (InterviewRemindersArgs) Kind() string { return "interview_reminders" }

type interviewRemindersWorker struct {
	river.WorkerDefaults[InterviewRemindersArgs]
	services
}

func (w *interviewRemindersWorker) Work(ctx context.Context, _ *river.Job[InterviewRemindersArgs]) error {
	s, err := w.get()
	if err != nil {
		return err
	}
	_, err = s.SendInterviewReminders(ctx)
	return err
}

// ReferenceRemindersArgs is the periodic job that expires the reference requests whose link ran
// out and reminds each referee once (service.SendReferenceReminders).
type ReferenceRemindersArgs struct{}

// Kind names the job type in River.
func (ReferenceRemindersArgs) Kind() string { return "reference_reminders" }

type referenceRemindersWorker struct {
	river.WorkerDefaults[ReferenceRemindersArgs]
	services
}

func (w *referenceRemindersWorker) Work(ctx context.Context, _ *river.Job[ReferenceRemindersArgs]) error {
	s, err := w.get()
	if err != nil {
		return err
	}
	_, err = s.SendReferenceReminders(ctx)
	return err
}

// EnqueueReadResume inserts, inside tx, the job that reads the text of a profile's resume.
func (q *Enqueuer) EnqueueReadResume(ctx context.Context, tx *store.Tx, documentID string) error {
	_, err := q.client.InsertTx(ctx, tx.Pgx(), ReadResumeArgs{DocumentID: documentID}, nil)
	if err != nil {
		return fmt.Errorf("jobs: enqueue resume reading: %w", err)
	}
	return nil
}

// EnqueueReviewResume inserts, inside tx, the job that reviews an application's resume.
func (q *Enqueuer) EnqueueReviewResume(ctx context.Context, tx *store.Tx, applicationID string) error {
	_, err := q.client.InsertTx(ctx, tx.Pgx(), ReviewResumeArgs{ApplicationID: applicationID}, nil)
	if err != nil {
		return fmt.Errorf("jobs: enqueue resume review: %w", err)
	}
	return nil
}

// EnqueueReviewProfileResume inserts, inside tx, the job that reviews the resume on a teacher's
// profile.
func (q *Enqueuer) EnqueueReviewProfileResume(ctx context.Context, tx *store.Tx, userID string) error {
	_, err := q.client.InsertTx(ctx, tx.Pgx(), ReviewProfileResumeArgs{UserID: userID}, nil)
	if err != nil {
		return fmt.Errorf("jobs: enqueue profile resume review: %w", err)
	}
	return nil
}
