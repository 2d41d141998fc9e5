package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// TeacherFacts is what a teacher's profile strength is worked out from and, when asked for,
// what matching reads of her: read together in one round trip.
type TeacherFacts struct {
	ProfileRow
	Documents         []model.Document
	ReceivedReference bool
	DisclosureStates  map[string]string
	Preferences       model.Preferences
	// The answers of the profile questions and of the additional ones (see MatchingAnswers).
	ProfileAnswers, AdditionalAnswers map[string]any
	// With matching only: the resume's text (see queueResumeText) and the certification path.
	ResumeText    string
	Certification model.CertificationPath
}

// TeacherFacts reads a teacher's facts, with what matching reads when matching is true.
func (s *Store) TeacherFacts(ctx context.Context, userID string, matching bool) (TeacherFacts, error) {
	var f TeacherFacts
	err := s.read(ctx, "teacher facts", func(b *pgx.Batch) {
		queueProfile(b, userID, &f.ProfileRow)
		queueDocuments(b, userID, &f.Documents)
		b.Queue(`SELECT EXISTS (SELECT 1 FROM teacher_references WHERE teacher_id = $1 AND status = 'received')`, userID).
			QueryRow(func(row pgx.Row) error { return row.Scan(&f.ReceivedReference) })
		queueDisclosureStates(b, userID, &f.DisclosureStates)
		queuePreferences(b, userID, &f.Preferences)
		queueMatchingAnswers(b, userID, &f.ProfileAnswers, &f.AdditionalAnswers)
		if matching {
			queueResumeText(b, userID, &f.ResumeText)
			var saved bool
			queueCertification(b, userID, &f.Certification, &saved)
		}
	})
	return f, err
}

// read sends the reads queue queues in one round trip; what names them in an error.
func (s *Store) read(ctx context.Context, what string, queue func(b *pgx.Batch)) error {
	b := &pgx.Batch{}
	queue(b)
	if err := s.Pool.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("store: %s: %w", what, err)
	}
	return nil
}
