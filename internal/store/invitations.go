package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

const invitationColumns = `i.id, i.email, i.role, i.organization_id, o.name, i.language, i.created_at, i.expires_at,
	CASE WHEN i.accepted_at IS NOT NULL THEN 'accepted' WHEN i.replaced_at IS NOT NULL THEN 'replaced'
	     WHEN i.expires_at <= now() THEN 'expired' ELSE 'pending' END`

func scanInvitation(row pgx.Row) (model.Invitation, error) {
	var in model.Invitation
	var created, expires time.Time
	err := row.Scan(&in.ID, &in.Email, &in.Role, &in.OrganizationID, &in.OrganizationName, &in.Language, &created, &expires, &in.Status)
	in.CreatedAt, in.ExpiresAt = instant(created), instant(expires)
	return in, err
}

// NewInvitation is an invitation to store: who, as what, and the hash of its link's token.
type NewInvitation struct {
	Email          string
	Role           string
	OrganizationID *string
	Language       string
	TokenHash      []byte
	InvitedBy      string
	Expires        time.Time
}

// InsertInvitation stores an invitation and marks the pending ones to the same address replaced.
func (t *Tx) InsertInvitation(ctx context.Context, n NewInvitation) (model.Invitation, error) {
	if _, err := t.tx.Exec(ctx, `UPDATE invitations SET replaced_at = now()
		WHERE email = $1 AND accepted_at IS NULL AND replaced_at IS NULL`, n.Email); err != nil {
		return model.Invitation{}, fmt.Errorf("store: replace invitations: %w", err)
	}
	var id string
	if err := t.tx.QueryRow(ctx, `
		INSERT INTO invitations (email, role, organization_id, language, token_hash, invited_by, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
		n.Email, n.Role, n.OrganizationID, n.Language, n.TokenHash, n.InvitedBy, n.Expires).Scan(&id); err != nil {
		return model.Invitation{}, fmt.Errorf("store: insert invitation: %w", err)
	}
	in, err := scanInvitation(t.tx.QueryRow(ctx, `SELECT `+invitationColumns+`
		FROM invitations i LEFT JOIN organizations o ON o.id = i.organization_id WHERE i.id = $1`, id))
	if err != nil {
		return model.Invitation{}, fmt.Errorf("store: read invitation: %w", err)
	}
	return in, nil
}

// LockPendingInvitation returns the invitation whose token has this hash while it can still be
// accepted, locked until the transaction ends; found false otherwise.
func (t *Tx) LockPendingInvitation(ctx context.Context, hash []byte) (in model.Invitation, found bool, err error) {
	in, err = scanInvitation(t.tx.QueryRow(ctx, `SELECT `+invitationColumns+`
		FROM invitations i LEFT JOIN organizations o ON o.id = i.organization_id
		WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.replaced_at IS NULL AND i.expires_at > now()
		FOR UPDATE OF i`, hash))
	if errors.Is(err, pgx.ErrNoRows) {
		return model.Invitation{}, false, nil
	}
	if err != nil {
		return model.Invitation{}, false, fmt.Errorf("store: lock invitation: %w", err)
	}
	return in, true, nil
}

// InvitationByToken returns the invitation whose token has this hash, in whatever state; found
// false for an unknown token.
func (s *Store) InvitationByToken(ctx context.Context, hash []byte) (in model.Invitation, found bool, err error) {
	in, err = scanInvitation(s.Pool.QueryRow(ctx, `SELECT `+invitationColumns+`
		FROM invitations i LEFT JOIN organizations o ON o.id = i.organization_id WHERE i.token_hash = $1`, hash))
	if errors.Is(err, pgx.ErrNoRows) {
		return model.Invitation{}, false, nil
	}
	if err != nil {
		return model.Invitation{}, false, fmt.Errorf("store: invitation by token: %w", err)
	}
	return in, true, nil
}

// AcceptInvitation records that an invitation became the account userID.
func (t *Tx) AcceptInvitation(ctx context.Context, id, userID string) error {
	if _, err := t.tx.Exec(ctx, `UPDATE invitations SET accepted_at = now(), user_id = $2 WHERE id = $1`, id, userID); err != nil {
		return fmt.Errorf("store: accept invitation: %w", err)
	}
	return nil
}

// Invitations returns the latest invitations, newest first.
func (s *Store) Invitations(ctx context.Context, limit int) ([]model.Invitation, error) {
	rows, err := s.Pool.Query(ctx, `SELECT `+invitationColumns+`
		FROM invitations i LEFT JOIN organizations o ON o.id = i.organization_id
		ORDER BY i.created_at DESC, i.id LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: invitations: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (model.Invitation, error) { return scanInvitation(row) })
	if err != nil {
		return nil, fmt.Errorf("store: invitations: %w", err)
	}
	return list, nil
}
