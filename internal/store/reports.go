package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// SelfIdentificationCounts are how many teachers had completed the voluntary self-identification
// on the day AsOf, and how many gave each answer: by question (ethnicity, hispanicOrigin, gender,
// veteranStatus), then by answer code.
type SelfIdentificationCounts struct {
	AsOf    time.Time
	Total   int
	Answers map[string]map[string]int
}

// snapshotDay is the day a snapshot taken now is of: the UTC date.
const snapshotDay = `(now() AT TIME ZONE 'UTC')::date`

// TakeSelfIdentificationSnapshot counts the completed self-identifications (drafts are left out,
// so each question's counts add up to the total) as today's snapshot, unless today's is taken
// already, and drops the older ones. No row leaves the database, only the counts. It reports
// whether it took one.
func (s *Store) TakeSelfIdentificationSnapshot(ctx context.Context) (bool, error) {
	var taken bool
	err := s.InTx(ctx, func(tx *Tx) error {
		var err error
		taken, err = tx.takeSelfIdentificationSnapshot(ctx)
		return err
	})
	return taken, err
}

func (t *Tx) takeSelfIdentificationSnapshot(ctx context.Context) (bool, error) {
	var asOf time.Time
	err := t.tx.QueryRow(ctx, `
		INSERT INTO self_identification_snapshots (as_of, total)
		SELECT `+snapshotDay+`, count(*) FROM self_identification WHERE state = 'complete'
		ON CONFLICT (as_of) DO NOTHING
		RETURNING as_of`).Scan(&asOf)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("store: take self-identification snapshot: %w", err)
	}
	_, err = t.tx.Exec(ctx, `
		INSERT INTO self_identification_snapshot_counts (as_of, question, code, count)
		SELECT $1, a.question, a.code, count(*)
		FROM self_identification s
		CROSS JOIN LATERAL (VALUES ('ethnicity', s.ethnicity), ('hispanicOrigin', s.hispanic_origin),
			('gender', s.gender), ('veteranStatus', s.veteran_status)) AS a (question, code)
		WHERE s.state = 'complete' AND a.code IS NOT NULL
		GROUP BY a.question, a.code`, asOf)
	if err != nil {
		return false, fmt.Errorf("store: count self-identification answers: %w", err)
	}
	if _, err := t.tx.Exec(ctx, `DELETE FROM self_identification_snapshots WHERE as_of < $1`, asOf); err != nil {
		return false, fmt.Errorf("store: drop old self-identification snapshots: %w", err)
	}
	return true, nil
}

// SelfIdentificationSnapshot returns the latest snapshot of the self-identification counts,
// taking one first when there is none yet (a new database, before the daily job's first run).
func (t *Tx) SelfIdentificationSnapshot(ctx context.Context) (SelfIdentificationCounts, error) {
	c := SelfIdentificationCounts{Answers: map[string]map[string]int{}}
	err := t.tx.QueryRow(ctx, `SELECT as_of, total FROM self_identification_snapshots ORDER BY as_of DESC LIMIT 1`).Scan(&c.AsOf, &c.Total)
	if errors.Is(err, pgx.ErrNoRows) {
		if _, err := t.takeSelfIdentificationSnapshot(ctx); err != nil {
			return c, err
		}
		err = t.tx.QueryRow(ctx, `SELECT as_of, total FROM self_identification_snapshots ORDER BY as_of DESC LIMIT 1`).Scan(&c.AsOf, &c.Total)
	}
	if err != nil {
		return c, fmt.Errorf("store: self-identification snapshot: %w", err)
	}
	rows, _ := t.tx.Query(ctx, `SELECT question, code, count FROM self_identification_snapshot_counts WHERE as_of = $1`, c.AsOf)
	var question, code string
	var n int
	_, err = pgx.ForEachRow(rows, []any{&question, &code, &n}, func() error {
		if c.Answers[question] == nil {
			c.Answers[question] = map[string]int{}
		}
		c.Answers[question][code] = n
		return nil
	})
	if err != nil {
		return c, fmt.Errorf("store: self-identification snapshot counts: %w", err)
	}
	return c, nil
}
