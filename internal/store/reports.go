package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// SelfIdentificationCounts are how many teachers completed the voluntary self-identification, and
// how many gave each answer: by question (ethnicity, hispanicOrigin, gender, veteranStatus), then
// by answer code.
type SelfIdentificationCounts struct {
	Total   int
	Answers map[string]map[string]int
}

// SelfIdentificationCounts counts the completed self-identifications (drafts are left out, so
// each question's counts add up to the total). No row leaves the database, only the counts.
func (t *Tx) SelfIdentificationCounts(ctx context.Context) (SelfIdentificationCounts, error) {
	c := SelfIdentificationCounts{Answers: map[string]map[string]int{}}
	if err := t.tx.QueryRow(ctx, `SELECT count(*) FROM self_identification WHERE state = 'complete'`).Scan(&c.Total); err != nil {
		return c, fmt.Errorf("store: count self-identifications: %w", err)
	}
	rows, _ := t.tx.Query(ctx, `
		SELECT a.question, a.code, count(*)
		FROM self_identification s
		CROSS JOIN LATERAL (VALUES ('ethnicity', s.ethnicity), ('hispanicOrigin', s.hispanic_origin),
			('gender', s.gender), ('veteranStatus', s.veteran_status)) AS a (question, code)
		WHERE s.state = 'complete' AND a.code IS NOT NULL
		GROUP BY a.question, a.code`)
	var question, code string
	var n int
	_, err := pgx.ForEachRow(rows, []any{&question, &code, &n}, func() error {
		if c.Answers[question] == nil {
			c.Answers[question] = map[string]int{}
		}
		c.Answers[question][code] = n
		return nil
	})
	if err != nil {
		return c, fmt.Errorf("store: count self-identification answers: %w", err)
	}
	return c, nil
}
