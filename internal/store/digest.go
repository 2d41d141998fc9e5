package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// dueDigest is true for a school user u who wants the daily applicant digest and has not had one
// today in Tampa.
const dueDigest = `(u.role = 'school' AND u.daily_applicant_digest AND ` + enabledUser + ` AND
	(u.digest_sent_at IS NULL OR (u.digest_sent_at AT TIME ZONE 'America/New_York')::date < ` + tampaToday + `))`

// DueDigests returns the ids of at most limit school users due for their daily digest.
func (s *Store) DueDigests(ctx context.Context, limit int) ([]string, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT u.id FROM users u WHERE `+dueDigest+` ORDER BY u.digest_sent_at NULLS FIRST, u.id LIMIT $1`, limit)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("store: due digests: %w", err)
	}
	return ids, nil
}

// DigestReader is a school user due for a digest: whom to write, in which language, about which
// organization, and since when (the last digest, or a day before the first).
type DigestReader struct {
	ID, Email, FirstName, Language, OrganizationID string
	Since                                          time.Time
}

// LockDueDigest returns the school user if still due for a digest, locked until the transaction
// ends, or found false (sent meanwhile, turned off, or held by another run).
func (t *Tx) LockDueDigest(ctx context.Context, userID string) (DigestReader, bool, error) {
	var r DigestReader
	err := t.tx.QueryRow(ctx, `SELECT u.id, u.email, u.first_name, u.language, u.organization_id,
			coalesce(u.digest_sent_at, now() - interval '1 day')
		FROM users u WHERE u.id = $1 AND `+dueDigest+` FOR UPDATE SKIP LOCKED`, userID).
		Scan(&r.ID, &r.Email, &r.FirstName, &r.Language, &r.OrganizationID, &r.Since)
	if errors.Is(err, pgx.ErrNoRows) {
		return DigestReader{}, false, nil
	}
	if err != nil {
		return DigestReader{}, false, fmt.Errorf("store: lock due digest: %w", err)
	}
	return r, true, nil
}

// DigestApplicant is an application a digest lists.
type DigestApplicant struct {
	ApplicationID, FirstName, LastName, Position, School string
	AppliedAt                                            time.Time
}

// DigestApplicants returns, oldest first and at most limit of each, the applications to the
// organization's vacancies sent since the time, and those left pending for overdueDays or more.
func (t *Tx) DigestApplicants(ctx context.Context, organizationID string, since time.Time, overdueDays, limit int) (fresh, overdue []DigestApplicant, err error) {
	query := func(cond string, arg any) ([]DigestApplicant, error) {
		rows, _ := t.tx.Query(ctx, `SELECT a.id, a.applicant->>'firstName', a.applicant->>'lastName', v.position, s.name, a.applied_at
			FROM applications a JOIN vacancies v ON v.id = a.vacancy_id JOIN schools s ON s.id = v.school_id
			WHERE v.organization_id = $1 AND `+cond+` ORDER BY a.applied_at, a.id LIMIT $3`, organizationID, arg, limit)
		return pgx.CollectRows(rows, pgx.RowToStructByPos[DigestApplicant])
	}
	if fresh, err = query(`a.applied_at > $2 AND `+activeApplication, since); err != nil {
		return nil, nil, fmt.Errorf("store: digest new applicants: %w", err)
	}
	if overdue, err = query(`a.status = 'pending' AND a.applied_at <= now() - make_interval(days => $2::int)`, overdueDays); err != nil {
		return nil, nil, fmt.Errorf("store: digest overdue applicants: %w", err)
	}
	return fresh, overdue, nil
}

// MarkDigestSent records that the user's digest went out now: the next lists what comes after.
func (t *Tx) MarkDigestSent(ctx context.Context, userID string) error {
	if _, err := t.tx.Exec(ctx, `UPDATE users SET digest_sent_at = now() WHERE id = $1`, userID); err != nil {
		return fmt.Errorf("store: mark digest sent: %w", err)
	}
	return nil
}

// DigestSetting says whether the user wants the daily applicant digest.
func (s *Store) DigestSetting(ctx context.Context, userID string) (on bool, err error) {
	if err = s.Pool.QueryRow(ctx, `SELECT daily_applicant_digest FROM users WHERE id = $1`, userID).Scan(&on); err != nil {
		return false, fmt.Errorf("store: digest setting: %w", err)
	}
	return on, nil
}

// SetDigestSetting turns the user's daily applicant digest on or off.
func (s *Store) SetDigestSetting(ctx context.Context, userID string, on bool) error {
	if _, err := s.Pool.Exec(ctx, `UPDATE users SET daily_applicant_digest = $2 WHERE id = $1`, userID, on); err != nil {
		return fmt.Errorf("store: set digest setting: %w", err)
	}
	return nil
}
