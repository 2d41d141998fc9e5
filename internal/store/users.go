package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// ErrEmailTaken is an account created with an e-mail address that already has one.
var ErrEmailTaken = errors.New("store: e-mail address already registered")

const userColumns = `u.id, u.email, u.first_name, u.last_name, u.role, u.language, u.email_verified_at IS NOT NULL, u.organization_id,
	EXISTS (SELECT 1 FROM totp_secrets ts WHERE ts.user_id = u.id AND ts.confirmed_at IS NOT NULL)`

func scanUser(row pgx.Row, extra ...any) (model.User, error) {
	var u model.User
	err := row.Scan(append([]any{&u.ID, &u.Email, &u.FirstName, &u.LastName, &u.Role, &u.Language, &u.EmailVerified, &u.OrganizationID, &u.MFAEnabled}, extra...)...)
	return u, err
}

// InsertUser creates an account, or returns ErrEmailTaken.
func (t *Tx) InsertUser(ctx context.Context, n model.NewUser) (model.User, error) {
	u, err := scanUser(t.tx.QueryRow(ctx, `
		INSERT INTO users AS u (role, email, password_hash, first_name, last_name, contact_number, country, language, organization_id)
		VALUES ($1, $2, NULLIF($3, ''), $4, $5, NULLIF($6, ''), NULLIF($7, ''), $8, $9)
		ON CONFLICT (email) DO NOTHING
		RETURNING `+userColumns,
		n.Role, n.Email, n.PasswordHash, n.FirstName, n.LastName, n.ContactNumber, n.Country, n.Language, n.OrganizationID))
	if errors.Is(err, pgx.ErrNoRows) { // the transaction stays usable, unlike after a unique violation
		return model.User{}, ErrEmailTaken
	}
	if err != nil {
		return model.User{}, fmt.Errorf("store: insert user: %w", err)
	}
	return u, nil
}

// Credentials are what login checks of an account besides its password.
type Credentials struct {
	User         model.User
	PasswordHash string // empty until an invited user sets one
	Disabled     bool
}

// CredentialsByEmail returns the account with the e-mail address (any case), or found false.
func (s *Store) CredentialsByEmail(ctx context.Context, email string) (c Credentials, found bool, err error) {
	c.User, err = scanUser(s.Pool.QueryRow(ctx, `SELECT `+userColumns+`, coalesce(u.password_hash, ''), u.disabled_at IS NOT NULL
		FROM users u WHERE u.email = $1`, email), &c.PasswordHash, &c.Disabled)
	if errors.Is(err, pgx.ErrNoRows) {
		return Credentials{}, false, nil
	}
	if err != nil {
		return Credentials{}, false, fmt.Errorf("store: user by e-mail: %w", err)
	}
	return c, true, nil
}

// PasswordHash returns the password hash of a user.
func (s *Store) PasswordHash(ctx context.Context, userID string) (string, error) {
	var hash string
	err := s.Pool.QueryRow(ctx, `SELECT coalesce(password_hash, '') FROM users WHERE id = $1`, userID).Scan(&hash)
	if err != nil {
		return "", fmt.Errorf("store: password hash: %w", err)
	}
	return hash, nil
}

// SetPasswordHash replaces a user's password hash.
func (t *Tx) SetPasswordHash(ctx context.Context, userID, hash string) error {
	if _, err := t.tx.Exec(ctx, `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, userID, hash); err != nil {
		return fmt.Errorf("store: set password: %w", err)
	}
	return nil
}

// SetUserLanguage sets the language of a user's account ("en" or "es").
func (t *Tx) SetUserLanguage(ctx context.Context, userID, lang string) error {
	if _, err := t.tx.Exec(ctx, `UPDATE users SET language = $2, updated_at = now() WHERE id = $1`, userID, lang); err != nil {
		return fmt.Errorf("store: set language: %w", err)
	}
	return nil
}

// ContactDetails returns the phone number (E.164) and country of an account; "" where it has none.
func (t *Tx) ContactDetails(ctx context.Context, userID string) (phone, country string, err error) {
	err = t.tx.QueryRow(ctx, `SELECT coalesce(contact_number, ''), coalesce(country, '') FROM users WHERE id = $1`, userID).Scan(&phone, &country)
	if err != nil {
		return "", "", fmt.Errorf("store: contact details: %w", err)
	}
	return phone, country, nil
}

// MarkEmailVerified records that the user proved the e-mail address is theirs.
func (t *Tx) MarkEmailVerified(ctx context.Context, userID string) error {
	_, err := t.tx.Exec(ctx, `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1`, userID)
	if err != nil {
		return fmt.Errorf("store: verify e-mail: %w", err)
	}
	return nil
}

// InsertUserToken stores a mailed link's token (hashed) and voids the user's earlier unused ones
// of the same kind.
func (t *Tx) InsertUserToken(ctx context.Context, userID, kind string, hash []byte, expires time.Time) error {
	if _, err := t.tx.Exec(ctx, `UPDATE user_tokens SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL`,
		userID, kind); err != nil {
		return fmt.Errorf("store: void user tokens: %w", err)
	}
	if _, err := t.tx.Exec(ctx, `INSERT INTO user_tokens (token_hash, user_id, kind, expires_at) VALUES ($1, $2, $3, $4)`,
		hash, userID, kind, expires); err != nil {
		return fmt.Errorf("store: insert user token: %w", err)
	}
	return nil
}

// UseUserToken marks a current token of the kind used and returns its user, or found false for
// an unknown, used or expired one.
func (t *Tx) UseUserToken(ctx context.Context, kind string, hash []byte) (userID string, found bool, err error) {
	err = t.tx.QueryRow(ctx, `UPDATE user_tokens SET used_at = now()
		WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id`, hash, kind).Scan(&userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("store: use user token: %w", err)
	}
	return userID, true, nil
}

// UserTokenOwner returns the user of a token of the kind, whether it is current, used or
// expired; found false for an unknown one.
func (t *Tx) UserTokenOwner(ctx context.Context, kind string, hash []byte) (userID string, found bool, err error) {
	err = t.tx.QueryRow(ctx, `SELECT user_id FROM user_tokens WHERE token_hash = $1 AND kind = $2`, hash, kind).Scan(&userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("store: user token owner: %w", err)
	}
	return userID, true, nil
}

// User returns an account by id.
func (t *Tx) User(ctx context.Context, id string) (model.User, error) {
	u, err := scanUser(t.tx.QueryRow(ctx, `SELECT `+userColumns+` FROM users u WHERE u.id = $1`, id))
	if err != nil {
		return model.User{}, fmt.Errorf("store: user: %w", err)
	}
	return u, nil
}

// DeleteUser removes an account and, through the foreign keys, its sessions, tokens, profile,
// documents' rows, preferences, disclosures and SSN.
func (t *Tx) DeleteUser(ctx context.Context, userID string) error {
	if _, err := t.tx.Exec(ctx, `DELETE FROM users WHERE id = $1`, userID); err != nil {
		return fmt.Errorf("store: delete user: %w", err)
	}
	return nil
}
