package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// AuditFilter narrows the audit log; empty fields do not filter.
type AuditFilter struct {
	Action string
	// Actor is a Contains pattern matched against the actor's e-mail address and name.
	Actor string
	// From and To are days in Tampa Bay (YYYY-MM-DD), both included.
	From, To string
	Paging
}

// personName is the name of a row p of a table with first_name and last_name.
const personName = `nullif(btrim(p.first_name || ' ' || p.last_name), '')`

// auditSubject names the subject of an audit row a, whichever table it is a row of (ids are
// uuids, unique across tables): its kind (model.AuditSubjectKinds) and its name.
const auditSubject = `LEFT JOIN LATERAL (
		SELECT 'user' AS kind, ` + personName + ` AS name FROM users p WHERE p.id = a.subject_id
		UNION ALL SELECT 'organization', name FROM organizations WHERE id = a.subject_id
		UNION ALL SELECT 'school', name FROM schools WHERE id = a.subject_id
		UNION ALL SELECT 'invitation', email::text FROM invitations WHERE id = a.subject_id
		UNION ALL SELECT 'application', v.position || ' (' || btrim(ap.applicant->>'firstName' || ' ' || (ap.applicant->>'lastName')) || ')'
			FROM applications ap JOIN vacancies v ON v.id = ap.vacancy_id WHERE ap.id = a.subject_id
		UNION ALL SELECT 'subscriber', ` + personName + ` FROM subscribers p WHERE p.id = a.subject_id
		UNION ALL SELECT 'contact_message', ` + personName + ` FROM contact_messages p WHERE p.id = a.subject_id
		LIMIT 1) subject ON true`

// AuditLog returns a page of the audit log, newest first, and how many entries match in all.
func (s *Store) AuditLog(ctx context.Context, f AuditFilter) ([]model.AuditEntry, int, error) {
	c := conditions{where: []string{"true"}}
	if f.Action != "" {
		c.add(`a.action = ?`, f.Action)
	}
	if f.Actor != "" {
		c.add(`(u.email ILIKE ? OR (u.first_name || ' ' || u.last_name) ILIKE ?)`, f.Actor)
	}
	if f.From != "" {
		c.add(`a.at >= (?::date)::timestamp AT TIME ZONE 'America/New_York'`, f.From)
	}
	if f.To != "" {
		c.add(`a.at < (?::date + 1)::timestamp AT TIME ZONE 'America/New_York'`, f.To)
	}
	from := ` FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id` + c.sql()
	var total int
	if err := s.Pool.QueryRow(ctx, `SELECT count(*)`+from, c.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("store: count audit log: %w", err)
	}
	// The subjects are named for the page's rows alone, after the page is cut.
	rows, _ := s.Pool.Query(ctx, fmt.Sprintf(`SELECT a.at, a.actor_id, a.actor_email, a.actor_name, a.action, a.subject_id,
			subject.kind AS subject_kind, subject.name AS subject_name
		FROM (SELECT a.id, a.at, a.actor_id, u.email::text AS actor_email, nullif(btrim(u.first_name || ' ' || u.last_name), '') AS actor_name,
				a.action, a.subject_id %s ORDER BY a.at DESC, a.id DESC LIMIT $%d OFFSET $%d) a
		%s ORDER BY a.at DESC, a.id DESC`, from, len(c.args)+1, len(c.args)+2, auditSubject),
		append(c.args, f.PageSize, (f.Page-1)*f.PageSize)...)
	items, err := pgx.CollectRows(rows, pgx.RowToStructByName[model.AuditEntry])
	if err != nil {
		return nil, 0, fmt.Errorf("store: audit log: %w", err)
	}
	return items, total, nil
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
