package store

import (
	"context"
	"crypto/rand"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// RecommendEvery is how often a teacher who asked for job recommendations is checked for new
// matches, and so the most often they get a mail.
const RecommendEvery = 7 * 24 * time.Hour

// Recipient is a teacher due for their job recommendations: where and in which language to
// write to them.
type Recipient struct {
	ID, Email, FirstName, Language string
}

// DueRecommendations returns at most limit teachers who asked for job recommendations and were
// not checked for new matches in the last RecommendEvery, those waiting longest first. Disabled
// and unverified accounts get none.
func (s *Store) DueRecommendations(ctx context.Context, limit int) ([]Recipient, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT u.id, u.email, u.first_name, u.language
		FROM teacher_profiles p JOIN users u ON u.id = p.user_id
		LEFT JOIN recommendation_mails m ON m.teacher_id = u.id
		WHERE p.job_recommendations AND `+enabledUser+` AND u.email_verified_at IS NOT NULL
			AND (m.checked_at IS NULL OR m.checked_at < now() - $1::interval)
		ORDER BY m.checked_at NULLS FIRST, u.id LIMIT $2`, RecommendEvery, limit)
	due, err := pgx.CollectRows(rows, pgx.RowToStructByPos[Recipient])
	if err != nil {
		return nil, fmt.Errorf("store: due recommendations: %w", err)
	}
	return due, nil
}

// NotRecommended returns those of vacancyIDs the teacher was never recommended, in their order.
func (s *Store) NotRecommended(ctx context.Context, teacherID string, vacancyIDs []string) ([]string, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT id FROM unnest($2::uuid[]) WITH ORDINALITY AS c (id, n)
		WHERE NOT EXISTS (SELECT 1 FROM recommended_vacancies r WHERE r.teacher_id = $1 AND r.vacancy_id = c.id)
		ORDER BY n`, teacherID, vacancyIDs)
	fresh, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("store: not recommended: %w", err)
	}
	return fresh, nil
}

// RecordRecommendations notes that the teacher was checked for new matches now and recommended
// vacancyIDs (none when nothing was new), and returns the token of the link that stops their
// recommendations (the same in every mail, so an old mail's link works too).
func (t *Tx) RecordRecommendations(ctx context.Context, teacherID string, vacancyIDs []string) (token string, err error) {
	err = t.tx.QueryRow(ctx, `INSERT INTO recommendation_mails (teacher_id, checked_at, unsubscribe_token) VALUES ($1, now(), $2)
		ON CONFLICT (teacher_id) DO UPDATE SET checked_at = now()
		RETURNING unsubscribe_token`, teacherID, rand.Text()).Scan(&token)
	if err != nil {
		return "", fmt.Errorf("store: record recommendations: %w", err)
	}
	_, err = t.tx.Exec(ctx, `INSERT INTO recommended_vacancies (teacher_id, vacancy_id)
		SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`, teacherID, vacancyIDs)
	if err != nil {
		return "", fmt.Errorf("store: record recommended vacancies: %w", err)
	}
	return token, nil
}

// StopRecommendations unticks the job recommendations setting of the teacher the token belongs
// to; found is false for an unknown token. Doing it twice changes nothing more.
func (s *Store) StopRecommendations(ctx context.Context, token string) (found bool, err error) {
	tag, err := s.Pool.Exec(ctx, `UPDATE teacher_profiles SET job_recommendations = false, updated_at = now()
		WHERE user_id = (SELECT teacher_id FROM recommendation_mails WHERE unsubscribe_token = $1)`, token)
	if err != nil {
		return false, fmt.Errorf("store: stop recommendations: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}
