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

// VacancyWords returns how many vacancies are open and, for each word of their titles and
// descriptions (as the board's search indexes them: lower case, without accents), how many of
// them use it.
func (s *Store) VacancyWords(ctx context.Context) (docs int, docFreq map[string]int, err error) {
	if err := s.Pool.QueryRow(ctx, `SELECT count(*) FROM vacancies WHERE status = 'open'`).Scan(&docs); err != nil {
		return 0, nil, fmt.Errorf("store: count open vacancies: %w", err)
	}
	rows, _ := s.Pool.Query(ctx, `SELECT word, ndoc FROM ts_stat('SELECT search FROM vacancies WHERE status = ''open''')`)
	docFreq = map[string]int{}
	var word string
	var n int
	if _, err := pgx.ForEachRow(rows, []any{&word, &n}, func() error { docFreq[word] = n; return nil }); err != nil {
		return 0, nil, fmt.Errorf("store: vacancy words: %w", err)
	}
	return docs, docFreq, nil
}
