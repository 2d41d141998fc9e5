package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// SealedSecret is a TOTP secret as stored: sealed under the key KeyID names.
type SealedSecret struct {
	KeyID    string
	Sealed   []byte
	LastStep int64
}

// SetPendingTOTP stores a new, unconfirmed TOTP secret for a user, replacing an unconfirmed one;
// it reports false when the user already has a confirmed one.
func (t *Tx) SetPendingTOTP(ctx context.Context, userID string, s SealedSecret) (bool, error) {
	tag, err := t.tx.Exec(ctx, `
		INSERT INTO totp_secrets (user_id, key_id, secret) VALUES ($1, $2, $3)
		ON CONFLICT (user_id) DO UPDATE SET key_id = $2, secret = $3, last_step = 0, created_at = now()
		WHERE totp_secrets.confirmed_at IS NULL`, userID, s.KeyID, s.Sealed)
	if err != nil {
		return false, fmt.Errorf("store: set pending totp: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

// LockTOTP returns a user's TOTP secret, locked until the transaction ends so two codes are
// never checked at once, and whether it is confirmed; found false without one.
func (t *Tx) LockTOTP(ctx context.Context, userID string) (s SealedSecret, confirmed, found bool, err error) {
	err = t.tx.QueryRow(ctx, `SELECT key_id, secret, last_step, confirmed_at IS NOT NULL FROM totp_secrets
		WHERE user_id = $1 FOR UPDATE`, userID).Scan(&s.KeyID, &s.Sealed, &s.LastStep, &confirmed)
	if errors.Is(err, pgx.ErrNoRows) {
		return SealedSecret{}, false, false, nil
	}
	if err != nil {
		return SealedSecret{}, false, false, fmt.Errorf("store: lock totp: %w", err)
	}
	return s, confirmed, true, nil
}

// UseTOTPStep records the time step of an accepted code, so it is not accepted again.
func (t *Tx) UseTOTPStep(ctx context.Context, userID string, step int64) error {
	if _, err := t.tx.Exec(ctx, `UPDATE totp_secrets SET last_step = $2 WHERE user_id = $1`, userID, step); err != nil {
		return fmt.Errorf("store: use totp step: %w", err)
	}
	return nil
}

// ConfirmTOTP marks a user's secret confirmed and replaces their recovery codes with hashes.
func (t *Tx) ConfirmTOTP(ctx context.Context, userID string, recoveryHashes [][]byte) error {
	if _, err := t.tx.Exec(ctx, `UPDATE totp_secrets SET confirmed_at = now() WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("store: confirm totp: %w", err)
	}
	if _, err := t.tx.Exec(ctx, `DELETE FROM recovery_codes WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("store: clear recovery codes: %w", err)
	}
	if _, err := t.tx.Exec(ctx, `INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::bytea[])`,
		userID, recoveryHashes); err != nil {
		return fmt.Errorf("store: insert recovery codes: %w", err)
	}
	return nil
}

// UseRecoveryCode spends one of a user's unused recovery codes; false when none has that hash.
func (t *Tx) UseRecoveryCode(ctx context.Context, userID string, hash []byte) (bool, error) {
	tag, err := t.tx.Exec(ctx, `UPDATE recovery_codes SET used_at = now()
		WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`, userID, hash)
	if err != nil {
		return false, fmt.Errorf("store: use recovery code: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

// DeleteTOTP removes a user's authenticator and recovery codes.
func (t *Tx) DeleteTOTP(ctx context.Context, userID string) error {
	if _, err := t.tx.Exec(ctx, `DELETE FROM totp_secrets WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("store: delete totp: %w", err)
	}
	if _, err := t.tx.Exec(ctx, `DELETE FROM recovery_codes WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("store: delete recovery codes: %w", err)
	}
	return nil
}

// CreateMFAChallenge stores a login waiting for its second factor.
func (t *Tx) CreateMFAChallenge(ctx context.Context, userID string, hash []byte, expires time.Time) error {
	if _, err := t.tx.Exec(ctx, `DELETE FROM mfa_challenges WHERE expires_at < now()`); err != nil {
		return fmt.Errorf("store: expire mfa challenges: %w", err)
	}
	if _, err := t.tx.Exec(ctx, `INSERT INTO mfa_challenges (token_hash, user_id, expires_at) VALUES ($1, $2, $3)`,
		hash, userID, expires); err != nil {
		return fmt.Errorf("store: create mfa challenge: %w", err)
	}
	return nil
}

// MFAChallengeUser returns the user of a challenge that has not expired; found false otherwise.
func (s *Store) MFAChallengeUser(ctx context.Context, hash []byte) (userID string, found bool, err error) {
	err = s.Pool.QueryRow(ctx, `SELECT user_id FROM mfa_challenges WHERE token_hash = $1 AND expires_at > now()`, hash).Scan(&userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("store: mfa challenge: %w", err)
	}
	return userID, true, nil
}

// EndMFAChallenge removes a challenge once its login is complete.
func (t *Tx) EndMFAChallenge(ctx context.Context, hash []byte) error {
	if _, err := t.tx.Exec(ctx, `DELETE FROM mfa_challenges WHERE token_hash = $1`, hash); err != nil {
		return fmt.Errorf("store: end mfa challenge: %w", err)
	}
	return nil
}

// EnrolTOTP gives a user a confirmed TOTP secret unless they have one (the demo accounts).
func (t *Tx) EnrolTOTP(ctx context.Context, userID string, s SealedSecret) error {
	if _, err := t.tx.Exec(ctx, `INSERT INTO totp_secrets (user_id, key_id, secret, confirmed_at) VALUES ($1, $2, $3, now())
		ON CONFLICT (user_id) DO NOTHING`, userID, s.KeyID, s.Sealed); err != nil {
		return fmt.Errorf("store: enrol totp: %w", err)
	}
	return nil
}
