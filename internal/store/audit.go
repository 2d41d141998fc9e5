package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// AuditLog returns a page of the audit log, newest first, and how many entries it has in all.
func (s *Store) AuditLog(ctx context.Context, p Paging) ([]model.AuditEntry, int, error) {
	return listPage(ctx, s, "audit log", p, `a.at, a.actor_id, u.email::text AS actor_email, a.action, a.subject_id`,
		` FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id`, `a.at DESC, a.id DESC`, pgx.RowToStructByName[model.AuditEntry])
}

// Audit records an event outside any change's transaction (a failed login, say); an empty actorID
// is an event nobody signed in caused, an empty subjectID one about no known account.
func (s *Store) Audit(ctx context.Context, actorID, action, subjectID string) error {
	_, err := s.Pool.Exec(ctx, `INSERT INTO audit_log (actor_id, action, subject_id) VALUES (NULLIF($1, '')::uuid, $2, NULLIF($3, '')::uuid)`,
		actorID, action, subjectID)
	if err != nil {
		return fmt.Errorf("store: audit: %w", err)
	}
	return nil
}

// Audit records that actor read or changed sensitive data of subject (never the value).
func (t *Tx) Audit(ctx context.Context, actorID, action, subjectID string) error {
	if _, err := t.tx.Exec(ctx, `INSERT INTO audit_log (actor_id, action, subject_id) VALUES ($1, $2, $3)`, actorID, action, subjectID); err != nil {
		return fmt.Errorf("store: audit: %w", err)
	}
	return nil
}
