package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// MatchingAnswers returns the answers matching reads of the teacher's disclosures: those of the
// profile questions (languages, years in public schools) and of the additional questions
// (certificates). The other sections are never read for matching.
func (s *Store) MatchingAnswers(ctx context.Context, userID string) (profile, additional map[string]any, err error) {
	rows, _ := s.Pool.Query(ctx, `SELECT section, answers FROM disclosures
		WHERE user_id = $1 AND section IN ('profile', 'additional')`, userID)
	var section string
	var answers map[string]any
	_, err = pgx.ForEachRow(rows, []any{&section, &answers}, func() error {
		if section == "profile" {
			profile = answers
		} else {
			additional = answers
		}
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("store: matching answers: %w", err)
	}
	return profile, additional, nil
}
