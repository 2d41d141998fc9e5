package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// SessionRow is an open session of a user: the browser that started it and when it was last
// renewed.
type SessionRow struct {
	ID         string    `db:"id"`
	UserAgent  string    `db:"user_agent"`
	CreatedAt  time.Time `db:"created_at"`
	LastSeenAt time.Time `db:"last_seen_at"`
}

// OpenSessions returns a user's open sessions, the most recently used first.
func (s *Store) OpenSessions(ctx context.Context, userID string) ([]SessionRow, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT s.id::text, s.user_agent, s.created_at, s.last_seen_at FROM sessions s
		WHERE s.user_id = $1 AND `+openSession+` ORDER BY s.last_seen_at DESC, s.created_at DESC`, userID)
	list, err := pgx.CollectRows(rows, pgx.RowToStructByName[SessionRow])
	if err != nil {
		return nil, fmt.Errorf("store: open sessions: %w", err)
	}
	return list, nil
}

// EndUserSession ends one open session of a user and reports whether there was one.
func (t *Tx) EndUserSession(ctx context.Context, userID, sessionID string) (bool, error) {
	tag, err := t.tx.Exec(ctx, `UPDATE sessions SET ended_at = now() WHERE id = $1 AND user_id = $2 AND ended_at IS NULL`,
		sessionID, userID)
	if err != nil {
		return false, fmt.Errorf("store: end user session: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}
