package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// queueResumeText reads the text read from the resume on the teacher's profile: "" when there is
// none, it is not read yet, or it has no text.
func queueResumeText(b *pgx.Batch, userID string, text *string) {
	b.Queue(`SELECT coalesce(text, '') FROM documents WHERE user_id = $1 AND kind = 'resume'`, userID).
		QueryRow(func(row pgx.Row) error {
			if err := row.Scan(text); !errors.Is(err, pgx.ErrNoRows) {
				return err
			}
			return nil
		})
}

// UnreadResume returns a resume on a profile whose text is not read yet, or found false when the
// document is gone (replaced or deleted) or read already.
func (s *Store) UnreadResume(ctx context.Context, documentID string) (d model.SubmittedDocument, found bool, err error) {
	err = s.Pool.QueryRow(ctx, `SELECT id, kind, file_name, content_type, size, object_key FROM documents
		WHERE id = $1 AND kind = 'resume' AND text IS NULL`, documentID).
		Scan(&d.ID, &d.Kind, &d.FileName, &d.ContentType, &d.Size, &d.ObjectKey)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.SubmittedDocument{}, false, nil
	}
	if err != nil {
		return model.SubmittedDocument{}, false, fmt.Errorf("store: unread resume: %w", err)
	}
	return d, true, nil
}

// SetResumeText keeps the text read from a resume.
func (s *Store) SetResumeText(ctx context.Context, documentID, text string) error {
	if _, err := s.Pool.Exec(ctx, `UPDATE documents SET text = $2 WHERE id = $1`, documentID, text); err != nil {
		return fmt.Errorf("store: set resume text: %w", err)
	}
	return nil
}

// ResumeInsight returns the review of one of the teacher's applications' resume, or found false
// (also for another teacher's application).
func (s *Store) ResumeInsight(ctx context.Context, teacherID, applicationID string) (model.ResumeInsight, bool, error) {
	var exists bool
	err := s.Pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM applications WHERE teacher_id = $1 AND id = $2)`,
		teacherID, applicationID).Scan(&exists)
	if err != nil || !exists {
		return model.ResumeInsight{}, false, err
	}
	in, err := s.resumeInsight(ctx, applicationID)
	return in, err == nil, err
}

// resumeInsight returns the review of an application's resume; none when it was never asked for.
// One pending for longer than ReviewAgainAfter failed on our side (its job gave up, or was
// lost): it reads as failed without a cause, and may be asked for again.
func (s *Store) resumeInsight(ctx context.Context, applicationID string) (model.ResumeInsight, error) {
	return scanInsight(s.Pool.QueryRow(ctx, `SELECT `+insightColumns+` FROM resume_insights WHERE application_id = $1`,
		applicationID, ReviewAgainAfter))
}

// insightColumns are what scanInsight reads of a row of resume_insights or resume_reviews, with
// ReviewAgainAfter as $2.
const insightColumns = `CASE WHEN status = 'pending' AND requested_at < now() - $2::interval THEN 'failed' ELSE status END,
	insights, failure, reviewed_at`

// scanInsight reads a review (insightColumns); none when there is no row.
func scanInsight(row pgx.Row) (model.ResumeInsight, error) {
	in := model.ResumeInsight{Status: model.InsightNone, Insights: []model.Insight{}}
	var reviewed *time.Time
	err := row.Scan(&in.Status, &in.Insights, &in.Failure, &reviewed)
	if errors.Is(err, pgx.ErrNoRows) {
		return in, nil
	}
	if err != nil {
		return model.ResumeInsight{}, fmt.Errorf("store: resume insight: %w", err)
	}
	if reviewed != nil {
		at := instant(*reviewed)
		in.ReviewedAt = &at
	}
	return in, nil
}

// ReviewAgainAfter is how long a review may stay pending before asking again queues another (its
// job failed for good, or was lost).
const ReviewAgainAfter = 5 * time.Minute

// RequestResumeInsight marks the review of an application's resume pending, and says whether a
// job is to read it: not when one is pending already (asked less than ReviewAgainAfter ago).
func (t *Tx) RequestResumeInsight(ctx context.Context, applicationID string) (queue bool, err error) {
	err = t.tx.QueryRow(ctx, `
		INSERT INTO resume_insights (application_id, status) VALUES ($1, 'pending')
		ON CONFLICT (application_id) DO UPDATE SET status = 'pending', insights = '[]', failure = NULL,
			requested_at = now(), reviewed_at = NULL
		WHERE resume_insights.status <> 'pending' OR resume_insights.requested_at < now() - $2::interval
		RETURNING true`, applicationID, ReviewAgainAfter).Scan(&queue)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("store: request resume insight: %w", err)
	}
	return true, nil
}

// ApplicationResume returns who sent an application, to which vacancy, and the resume it was sent
// with; found false when the application is gone.
func (s *Store) ApplicationResume(ctx context.Context, applicationID string) (teacherID, vacancyID string, d model.SubmittedDocument, found bool, err error) {
	err = s.Pool.QueryRow(ctx, `SELECT a.teacher_id, a.vacancy_id, d.document_id, d.kind, d.file_name, d.content_type, d.size, d.object_key
		FROM applications a JOIN application_documents d ON d.application_id = a.id AND d.kind = 'resume'
		WHERE a.id = $1`, applicationID).
		Scan(&teacherID, &vacancyID, &d.ID, &d.Kind, &d.FileName, &d.ContentType, &d.Size, &d.ObjectKey)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", "", model.SubmittedDocument{}, false, nil
	}
	if err != nil {
		return "", "", model.SubmittedDocument{}, false, fmt.Errorf("store: application resume: %w", err)
	}
	return teacherID, vacancyID, d, true, nil
}

// SetResumeInsight records the outcome of a review: ready with its suggestions, or failed with
// why.
func (s *Store) SetResumeInsight(ctx context.Context, applicationID string, insights []model.Insight, failure string) error {
	status, insights, why := outcome(insights, failure)
	_, err := s.Pool.Exec(ctx, `UPDATE resume_insights SET status = $2, insights = $3, failure = $4, reviewed_at = now()
		WHERE application_id = $1`, applicationID, status, insights, why)
	if err != nil {
		return fmt.Errorf("store: set resume insight: %w", err)
	}
	return nil
}

// outcome is how a review is stored: ready with its suggestions, or failed with why (none then).
func outcome(insights []model.Insight, failure string) (status string, _ []model.Insight, why *string) {
	if failure != "" {
		return model.InsightFailed, []model.Insight{}, &failure
	}
	return model.InsightReady, insights, nil
}
