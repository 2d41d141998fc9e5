package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// AuditEntry is one row of the audit log: who did what to whom, and when; never a value.
type AuditEntry struct {
	At         time.Time `json:"at"`
	ActorID    *string   `json:"actorId"`
	ActorEmail *string   `json:"actorEmail"` // null when there is no actor or the account is gone
	Action     string    `json:"action"`
	SubjectID  *string   `json:"subjectId"`
}

// AuditLog returns a page of the audit log, newest first, and how many entries it has in all.
func (s *Store) AuditLog(ctx context.Context, p Paging) ([]AuditEntry, int, error) {
	return listPage(ctx, s, "audit log", p, `a.at, a.actor_id, u.email::text AS actor_email, a.action, a.subject_id`,
		` FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id`, `a.at DESC, a.id DESC`, pgx.RowToStructByName[AuditEntry])
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
