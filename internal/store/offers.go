package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

const offerColumns = `f.id, f.status, f.salary, f.start_date, f.respond_by, f.note`

func scanOffer(row pgx.Row, extra ...any) (model.Offer, error) {
	var o model.Offer
	var start, respondBy time.Time
	err := row.Scan(append([]any{&o.ID, &o.Status, &o.Salary, &start, &respondBy, &o.Note}, extra...)...)
	o.StartDate, o.RespondBy = start.Format(time.DateOnly), respondBy.Format(time.DateOnly)
	return o, err
}

// InsertOffer stores a pending offer on an application, made by the school user by.
func (t *Tx) InsertOffer(ctx context.Context, applicationID, by string, o model.Offer) (model.Offer, error) {
	o, err := scanOffer(t.tx.QueryRow(ctx, `INSERT INTO offers AS f (application_id, salary, start_date, respond_by, note, created_by)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING `+offerColumns, applicationID, o.Salary, o.StartDate, o.RespondBy, o.Note, by))
	if err != nil {
		return model.Offer{}, fmt.Errorf("store: insert offer: %w", err)
	}
	return o, nil
}

// LatestOffer returns the newest offer made on an application, whatever became of it, or nil.
func (s *Store) LatestOffer(ctx context.Context, applicationID string) (*model.Offer, error) {
	o, err := scanOffer(s.Pool.QueryRow(ctx, `SELECT `+offerColumns+` FROM offers f WHERE f.application_id = $1
		ORDER BY f.created_at DESC, f.id DESC LIMIT 1`, applicationID))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("store: latest offer: %w", err)
	}
	return &o, nil
}

// OfferNotice is a pending offer locked for an answer, with its application and whom to tell:
// the teacher, and the school user who made it (SchoolEmail empty when that account is gone or
// disabled).
type OfferNotice struct {
	Offer                                        model.Offer
	ApplicationID, ApplicationStatus             string
	VacancyID, Position, School                  string
	TeacherID, TeacherName, Email, FirstName     string
	Language                                     string
	SchoolEmail, SchoolFirstName, SchoolLanguage string
}

const offerNoticeQuery = `SELECT ` + offerColumns + `, a.id, a.status, v.id, v.position, s.name,
		t.id, t.first_name || ' ' || t.last_name, t.email, t.first_name, t.language,
		coalesce(u.email, ''), coalesce(u.first_name, ''), coalesce(u.language, 'en')
	FROM offers f JOIN applications a ON a.id = f.application_id JOIN vacancies v ON v.id = a.vacancy_id
	JOIN schools s ON s.id = v.school_id JOIN users t ON t.id = a.teacher_id
	LEFT JOIN users u ON u.id = f.created_by AND u.disabled_at IS NULL
	WHERE f.status = 'pending' AND `

func (t *Tx) lockOffer(ctx context.Context, cond string, args ...any) (OfferNotice, bool, error) {
	var n OfferNotice
	var err error
	n.Offer, err = scanOffer(t.tx.QueryRow(ctx, offerNoticeQuery+cond+` FOR UPDATE OF f, a SKIP LOCKED`, args...),
		&n.ApplicationID, &n.ApplicationStatus, &n.VacancyID, &n.Position, &n.School,
		&n.TeacherID, &n.TeacherName, &n.Email, &n.FirstName, &n.Language, &n.SchoolEmail, &n.SchoolFirstName, &n.SchoolLanguage)
	if errors.Is(err, pgx.ErrNoRows) {
		return OfferNotice{}, false, nil
	}
	if err != nil {
		return OfferNotice{}, false, fmt.Errorf("store: lock offer: %w", err)
	}
	return n, true, nil
}

// LockPendingOffer returns the pending offer on one of the teacher's applications, locked with the
// application until the transaction ends, or found false.
func (t *Tx) LockPendingOffer(ctx context.Context, teacherID, applicationID string) (OfferNotice, bool, error) {
	return t.lockOffer(ctx, `a.teacher_id = $1 AND a.id = $2`, teacherID, applicationID)
}

// LockOrganizationOffer returns a pending offer on an application to one of the organization's
// vacancies, locked, or found false.
func (t *Tx) LockOrganizationOffer(ctx context.Context, organizationID, id string) (OfferNotice, bool, error) {
	return t.lockOffer(ctx, `v.organization_id = $1 AND f.id = $2`, organizationID, id)
}

// LockExpiredOffer returns a pending offer whose respond-by day has ended in Tampa, locked, or
// found false; offers another transaction holds are skipped.
func (t *Tx) LockExpiredOffer(ctx context.Context) (OfferNotice, bool, error) {
	return t.lockOffer(ctx, `f.respond_by < `+tampaToday+` ORDER BY f.respond_by LIMIT 1`)
}

// SetOfferStatus records how a pending offer ended, with the teacher's reason when she declined.
func (t *Tx) SetOfferStatus(ctx context.Context, id, status, reason string) error {
	if _, err := t.tx.Exec(ctx, `UPDATE offers SET status = $2, decline_reason = $3, answered_at = now() WHERE id = $1`,
		id, status, reason); err != nil {
		return fmt.Errorf("store: set offer status: %w", err)
	}
	return nil
}

// EndPendingOffer marks the pending offer on an application, if there is one, with status (the
// teacher withdrawing her application declines it).
func (t *Tx) EndPendingOffer(ctx context.Context, applicationID, status string) error {
	if _, err := t.tx.Exec(ctx, `UPDATE offers SET status = $2, answered_at = now() WHERE application_id = $1 AND status = 'pending'`,
		applicationID, status); err != nil {
		return fmt.Errorf("store: end pending offer: %w", err)
	}
	return nil
}

// OrganizationOfferExists says whether an offer, in any status, is on an application to one of the
// organization's vacancies.
func (t *Tx) OrganizationOfferExists(ctx context.Context, organizationID, id string) (exists bool, err error) {
	err = t.tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM offers f JOIN applications a ON a.id = f.application_id
		JOIN vacancies v ON v.id = a.vacancy_id WHERE v.organization_id = $1 AND f.id = $2)`, organizationID, id).Scan(&exists)
	if err != nil {
		return false, fmt.Errorf("store: offer exists: %w", err)
	}
	return exists, nil
}
