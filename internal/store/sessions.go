package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
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

// CreateSession starts a session of the user with its first refresh token (hashed).
func (t *Tx) CreateSession(ctx context.Context, userID, userAgent string, refreshHash []byte, refreshExpires, sessionExpires time.Time) (string, error) {
	var id string
	if err := t.tx.QueryRow(ctx, `INSERT INTO sessions (user_id, user_agent, expires_at) VALUES ($1, $2, $3) RETURNING id`,
		userID, userAgent, sessionExpires).Scan(&id); err != nil {
		return "", fmt.Errorf("store: create session: %w", err)
	}
	return id, t.AddRefreshToken(ctx, id, refreshHash, refreshExpires)
}

// AddRefreshToken adds a refresh token (hashed) to a session.
func (t *Tx) AddRefreshToken(ctx context.Context, sessionID string, hash []byte, expires time.Time) error {
	_, err := t.tx.Exec(ctx, `INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, $3)`, hash, sessionID, expires)
	if err != nil {
		return fmt.Errorf("store: add refresh token: %w", err)
	}
	return nil
}

// RefreshState is what a presented refresh token turned out to be.
type RefreshState int

// The states of a refresh token.
const (
	RefreshUnknown RefreshState = iota // no such token, or its session or user can no longer be used
	RefreshValid                       // current: it has now been marked rotated
	RefreshReused                      // rotated earlier than the grace period: a copy is in someone's hands
	RefreshRecent                      // rotated within the grace period: another tab refreshed at the same moment
)

// UseRefreshToken marks a current refresh token rotated and returns its session and user. For a
// token of an open session rotated less than grace ago it returns RefreshRecent; for one rotated
// before that, RefreshReused and the session, so the caller ends it.
func (t *Tx) UseRefreshToken(ctx context.Context, hash []byte, grace time.Duration) (RefreshState, string, model.User, error) {
	var sessionID string
	var rotated, recent, usable bool
	u, err := scanUser(t.tx.QueryRow(ctx, `
		SELECT `+userColumns+`, r.session_id, r.rotated_at IS NOT NULL, coalesce(r.rotated_at > now() - make_interval(secs => $2), false),
			r.expires_at > now() AND `+openSession+` AND `+enabledUser+`
		FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id JOIN users u ON u.id = s.user_id
		WHERE r.token_hash = $1 FOR UPDATE OF r`, hash, grace.Seconds()), &sessionID, &rotated, &recent, &usable)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return RefreshUnknown, "", model.User{}, nil
	case err != nil:
		return RefreshUnknown, "", model.User{}, fmt.Errorf("store: use refresh token: %w", err)
	case rotated && recent && usable:
		return RefreshRecent, sessionID, u, nil
	case rotated:
		return RefreshReused, sessionID, u, nil
	case !usable:
		return RefreshUnknown, sessionID, u, nil
	}
	if _, err := t.tx.Exec(ctx, `UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1`, hash); err != nil {
		return RefreshUnknown, "", model.User{}, fmt.Errorf("store: rotate refresh token: %w", err)
	}
	if _, err := t.tx.Exec(ctx, `UPDATE sessions SET last_seen_at = now() WHERE id = $1`, sessionID); err != nil {
		return RefreshUnknown, "", model.User{}, fmt.Errorf("store: touch session: %w", err)
	}
	return RefreshValid, sessionID, u, nil
}

// RefreshTokenExpiry returns when a session's refresh token expires, or found false when it is not
// one of the session's or has expired.
func (t *Tx) RefreshTokenExpiry(ctx context.Context, sessionID string, hash []byte) (expires time.Time, found bool, err error) {
	err = t.tx.QueryRow(ctx, `SELECT expires_at FROM refresh_tokens WHERE token_hash = $1 AND session_id = $2 AND expires_at > now()`,
		hash, sessionID).Scan(&expires)
	if errors.Is(err, pgx.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, fmt.Errorf("store: refresh token expiry: %w", err)
	}
	return expires, true, nil
}

// EndSessionOfRefreshToken ends the session a refresh token belongs to, whatever the token's state.
func (s *Store) EndSessionOfRefreshToken(ctx context.Context, hash []byte) error {
	_, err := s.Pool.Exec(ctx, `UPDATE sessions SET ended_at = now()
		WHERE id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1) AND ended_at IS NULL`, hash)
	if err != nil {
		return fmt.Errorf("store: end session of refresh token: %w", err)
	}
	return nil
}

// SessionUser returns the user of a session that is still open, or found false.
func (s *Store) SessionUser(ctx context.Context, sessionID string) (u model.User, found bool, err error) {
	u, err = scanUser(s.Pool.QueryRow(ctx, `
		SELECT `+userColumns+` FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.id = $1 AND `+openSession+` AND `+enabledUser, sessionID))
	if errors.Is(err, pgx.ErrNoRows) {
		return model.User{}, false, nil
	}
	if err != nil {
		return model.User{}, false, fmt.Errorf("store: session user: %w", err)
	}
	return u, true, nil
}

// EndSession ends one session.
func (s *Store) EndSession(ctx context.Context, sessionID string) error {
	if _, err := s.Pool.Exec(ctx, `UPDATE sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL`, sessionID); err != nil {
		return fmt.Errorf("store: end session: %w", err)
	}
	return nil
}

// EndSessions ends every open session of a user except the one named (none when empty).
func (t *Tx) EndSessions(ctx context.Context, userID, except string) error {
	_, err := t.tx.Exec(ctx, `UPDATE sessions SET ended_at = now()
		WHERE user_id = $1 AND ended_at IS NULL AND id::text <> $2`, userID, except)
	if err != nil {
		return fmt.Errorf("store: end sessions: %w", err)
	}
	return nil
}
