package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// Certification returns the teacher's certification path, and whether she has saved one.
func (s *Store) Certification(ctx context.Context, userID string) (p model.CertificationPath, saved bool, err error) {
	err = s.read(ctx, "certification", func(b *pgx.Batch) { queueCertification(b, userID, &p, &saved) })
	return p, saved, err
}

func queueCertification(b *pgx.Batch, userID string, p *model.CertificationPath, saved *bool) {
	b.Queue(`SELECT route, steps, subject_exams FROM teacher_certification WHERE user_id = $1`, userID).
		QueryRow(func(row pgx.Row) error {
			err := row.Scan(&p.Route, &p.Steps, &p.SubjectExams)
			if errors.Is(err, pgx.ErrNoRows) {
				*p = model.CertificationPath{}
				return nil
			}
			*saved = err == nil
			return err
		})
}

// SetCertification saves the teacher's certification path in place of the one saved.
func (t *Tx) SetCertification(ctx context.Context, userID string, p model.CertificationPath) error {
	_, err := t.tx.Exec(ctx, `INSERT INTO teacher_certification (user_id, route, steps, subject_exams)
		VALUES ($1, $2, $3, $4)
		ON CONFLICT (user_id) DO UPDATE SET route = $2, steps = $3, subject_exams = $4, updated_at = now()`,
		userID, p.Route, p.Steps, p.SubjectExams)
	if err != nil {
		return fmt.Errorf("store: set certification: %w", err)
	}
	return nil
}
