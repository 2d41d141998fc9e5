package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// The review of the resume on a teacher's profile, before she applies: one per teacher, the
// latest she asked for, against a vacancy or none.

// ProfileResumeID returns the id of the resume on the teacher's profile, or found false, and
// keeps it from being replaced until the transaction ends.
func (t *Tx) ProfileResumeID(ctx context.Context, userID string) (id string, found bool, err error) {
	err = t.tx.QueryRow(ctx, `SELECT id FROM documents WHERE user_id = $1 AND kind = 'resume' FOR SHARE`, userID).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("store: profile resume: %w", err)
	}
	return id, true, nil
}

// RequestResumeReview marks the review of a profile's resume (documentID), against the vacancy or
// none, pending, and says whether a job is to read it: not when the same review is pending
// already (asked less than ReviewAgainAfter ago).
func (t *Tx) RequestResumeReview(ctx context.Context, userID, documentID string, vacancyID *string) (queue bool, err error) {
	err = t.tx.QueryRow(ctx, `
		INSERT INTO resume_reviews AS r (user_id, document_id, vacancy_id, status) VALUES ($1, $2, $3, 'pending')
		ON CONFLICT (user_id) DO UPDATE SET document_id = $2, vacancy_id = $3, status = 'pending', insights = '[]',
			failure = NULL, requested_at = now(), reviewed_at = NULL
		WHERE r.status <> 'pending' OR r.requested_at < now() - $4::interval
			OR r.document_id <> $2 OR r.vacancy_id IS DISTINCT FROM $3
		RETURNING true`, userID, documentID, vacancyID, ReviewAgainAfter).Scan(&queue)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("store: request resume review: %w", err)
	}
	return true, nil
}

// ResumeReview returns the review of the teacher's profile resume against the vacancy (nil: the
// one asked for without a vacancy); none when the latest she asked for is of another, or of a
// resume since replaced.
func (s *Store) ResumeReview(ctx context.Context, userID string, vacancyID *string) (model.ResumeInsight, error) {
	return scanInsight(s.Pool.QueryRow(ctx, `SELECT `+insightColumns+` FROM resume_reviews
		WHERE user_id = $1 AND vacancy_id IS NOT DISTINCT FROM $3`, userID, ReviewAgainAfter, vacancyID))
}

// ResumeReviewRequest returns what the teacher's latest review is to read: the resume and the
// vacancy (nil for none); found false when there is none (its resume was replaced or deleted).
func (s *Store) ResumeReviewRequest(ctx context.Context, userID string) (vacancyID *string, d model.SubmittedDocument, found bool, err error) {
	err = s.Pool.QueryRow(ctx, `SELECT r.vacancy_id, d.id, d.kind, d.file_name, d.content_type, d.size, d.object_key
		FROM resume_reviews r JOIN documents d ON d.id = r.document_id WHERE r.user_id = $1`, userID).
		Scan(&vacancyID, &d.ID, &d.Kind, &d.FileName, &d.ContentType, &d.Size, &d.ObjectKey)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, model.SubmittedDocument{}, false, nil
	}
	if err != nil {
		return nil, model.SubmittedDocument{}, false, fmt.Errorf("store: resume review request: %w", err)
	}
	return vacancyID, d, true, nil
}

// SetResumeReview records the outcome of the review of a teacher's profile resume (documentID),
// against the vacancy (nil: none): ready with its suggestions, or failed with why. A review asked
// for since, of another resume or vacancy, is left to its own job.
func (s *Store) SetResumeReview(ctx context.Context, userID, documentID string, vacancyID *string, insights []model.Insight, failure string) error {
	status, insights, why := outcome(insights, failure)
	_, err := s.Pool.Exec(ctx, `UPDATE resume_reviews SET status = $4, insights = $5, failure = $6, reviewed_at = now()
		WHERE user_id = $1 AND document_id = $2 AND vacancy_id IS NOT DISTINCT FROM $3`, userID, documentID, vacancyID, status, insights, why)
	if err != nil {
		return fmt.Errorf("store: set resume review: %w", err)
	}
	return nil
}
