package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// InterviewRow is an interview as stored, with what its mails and its calendar invitation say of
// the two sides: the teacher (her chosen zone, "" for her country's) and the vacancy's district.
type InterviewRow struct {
	ID, ApplicationID, Status, Mode, Location, Note string
	DurationMinutes, Sequence                       int
	SlotIDs                                         []string
	SlotStarts                                      []time.Time
	Start                                           *time.Time
	// Teacher is the applicant (Recipient.ID is her user id).
	Teacher                                      Recipient
	TeacherZone, TeacherCountry, TeacherLastName string
	OrganizationID, Position, School             string
}

// NewInterview is a school's proposal of times for an application's interview.
type NewInterview struct {
	ApplicationID, Mode, Location, Note, CreatedBy string
	DurationMinutes                                int
	Slots                                          []time.Time
}

// ErrOpenInterview is a proposal for an application that has an open interview already.
var ErrOpenInterview = errors.New("store: the application has an open interview")

const interviewColumns = `i.id, i.application_id, i.status, i.mode, i.location, i.note, i.duration_minutes, i.sequence,
	ARRAY(SELECT sl.id::text FROM interview_slots sl WHERE sl.interview_id = i.id ORDER BY sl.start_at),
	ARRAY(SELECT sl.start_at FROM interview_slots sl WHERE sl.interview_id = i.id ORDER BY sl.start_at),
	i.start_at, a.teacher_id, u.email, u.first_name, u.language, coalesce(p.time_zone, ''), coalesce(u.country, ''),
	u.last_name, v.organization_id, v.position, s.name`

const interviewFrom = ` FROM interviews i JOIN applications a ON a.id = i.application_id
	JOIN users u ON u.id = a.teacher_id LEFT JOIN teacher_profiles p ON p.user_id = u.id
	JOIN vacancies v ON v.id = a.vacancy_id JOIN schools s ON s.id = v.school_id`

func scanInterview(row pgx.CollectableRow) (InterviewRow, error) {
	var i InterviewRow
	err := row.Scan(&i.ID, &i.ApplicationID, &i.Status, &i.Mode, &i.Location, &i.Note, &i.DurationMinutes, &i.Sequence,
		&i.SlotIDs, &i.SlotStarts, &i.Start, &i.Teacher.ID, &i.Teacher.Email, &i.Teacher.FirstName, &i.Teacher.Language,
		&i.TeacherZone, &i.TeacherCountry, &i.TeacherLastName, &i.OrganizationID, &i.Position, &i.School)
	return i, err
}

// InsertInterview stores a proposal and its slots, or returns ErrOpenInterview.
func (t *Tx) InsertInterview(ctx context.Context, n NewInterview) (string, error) {
	var id string
	err := t.tx.QueryRow(ctx, `INSERT INTO interviews (application_id, mode, location, note, duration_minutes, created_by)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (application_id) WHERE status IN ('proposed', 'scheduled') DO NOTHING
		RETURNING id`, n.ApplicationID, n.Mode, n.Location, n.Note, n.DurationMinutes, n.CreatedBy).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", ErrOpenInterview
	}
	if err != nil {
		return "", fmt.Errorf("store: insert interview: %w", err)
	}
	if _, err := t.tx.Exec(ctx, `INSERT INTO interview_slots (interview_id, start_at) SELECT $1, unnest($2::timestamptz[])`,
		id, n.Slots); err != nil {
		return "", fmt.Errorf("store: insert interview slots: %w", err)
	}
	return id, nil
}

// ApplicationInterviews lists an application's interviews, oldest first.
func (s *Store) ApplicationInterviews(ctx context.Context, applicationID string) ([]InterviewRow, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT `+interviewColumns+interviewFrom+` WHERE i.application_id = $1
		ORDER BY i.created_at, i.id`, applicationID)
	list, err := pgx.CollectRows(rows, scanInterview)
	if err != nil {
		return nil, fmt.Errorf("store: interviews: %w", err)
	}
	return list, nil
}

// Interview returns an interview, or found false.
func (s *Store) Interview(ctx context.Context, id string) (InterviewRow, bool, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT `+interviewColumns+interviewFrom+` WHERE i.id = $1`, id)
	return oneInterview(rows)
}

// LockInterview returns an interview locked until the transaction ends, or found false.
func (t *Tx) LockInterview(ctx context.Context, id string) (InterviewRow, bool, error) {
	rows, _ := t.tx.Query(ctx, `SELECT `+interviewColumns+interviewFrom+` WHERE i.id = $1 FOR UPDATE OF i`, id)
	return oneInterview(rows)
}

func oneInterview(rows pgx.Rows) (InterviewRow, bool, error) {
	i, err := pgx.CollectExactlyOneRow(rows, scanInterview)
	if errors.Is(err, pgx.ErrNoRows) {
		return InterviewRow{}, false, nil
	}
	if err != nil {
		return InterviewRow{}, false, fmt.Errorf("store: interview: %w", err)
	}
	return i, true, nil
}

// LockOpenInterviews returns an application's proposed and scheduled interviews, locked until the
// transaction ends.
func (t *Tx) LockOpenInterviews(ctx context.Context, applicationID string) ([]InterviewRow, error) {
	rows, _ := t.tx.Query(ctx, `SELECT `+interviewColumns+interviewFrom+` WHERE i.application_id = $1
		AND i.status IN ('proposed', 'scheduled') ORDER BY i.created_at FOR UPDATE OF i`, applicationID)
	list, err := pgx.CollectRows(rows, scanInterview)
	if err != nil {
		return nil, fmt.Errorf("store: open interviews: %w", err)
	}
	return list, nil
}

// SetInterviewStatus records an interview's new status and start, and raises its SEQUENCE.
func (t *Tx) SetInterviewStatus(ctx context.Context, id, status string, start *time.Time) error {
	if _, err := t.tx.Exec(ctx, `UPDATE interviews SET status = $2, start_at = $3, sequence = sequence + 1, updated_at = now()
		WHERE id = $1`, id, status, start); err != nil {
		return fmt.Errorf("store: set interview status: %w", err)
	}
	return nil
}

// OrganizationRecipients returns the district's school users an admin has not disabled.
func (t *Tx) OrganizationRecipients(ctx context.Context, organizationID string) ([]Recipient, error) {
	rows, _ := t.tx.Query(ctx, `SELECT u.id, u.email, u.first_name, u.language FROM users u
		WHERE u.role = 'school' AND u.organization_id = $1 AND `+enabledUser+` ORDER BY u.email`, organizationID)
	list, err := pgx.CollectRows(rows, pgx.RowToStructByPos[Recipient])
	if err != nil {
		return nil, fmt.Errorf("store: organization recipients: %w", err)
	}
	return list, nil
}

// LockInterviewsToRemind returns the scheduled interviews that start within the window and whose
// reminder has not gone out for that start, locked (others' locks skipped, so two workers never
// remind of the same one), and records that it has.
func (t *Tx) LockInterviewsToRemind(ctx context.Context, window time.Duration) ([]InterviewRow, error) {
	rows, _ := t.tx.Query(ctx, `SELECT `+interviewColumns+interviewFrom+` WHERE i.status = 'scheduled'
		AND i.start_at > now() AND i.start_at <= now() + $1::interval AND i.reminded_for IS DISTINCT FROM i.start_at
		ORDER BY i.start_at LIMIT 100 FOR UPDATE OF i SKIP LOCKED`, window)
	list, err := pgx.CollectRows(rows, scanInterview)
	if err != nil {
		return nil, fmt.Errorf("store: interviews to remind: %w", err)
	}
	for _, i := range list {
		if _, err := t.tx.Exec(ctx, `UPDATE interviews SET reminded_for = start_at WHERE id = $1`, i.ID); err != nil {
			return nil, fmt.Errorf("store: interview reminded: %w", err)
		}
	}
	return list, nil
}

// ProfileZone returns the teacher's chosen zone ("" for her country's) and her country.
func (t *Tx) ProfileZone(ctx context.Context, teacherID string) (zone, country string, err error) {
	err = t.tx.QueryRow(ctx, `SELECT coalesce(p.time_zone, ''), coalesce(u.country, '') FROM users u
		LEFT JOIN teacher_profiles p ON p.user_id = u.id WHERE u.id = $1`, teacherID).Scan(&zone, &country)
	if err != nil {
		return "", "", fmt.Errorf("store: profile zone: %w", err)
	}
	return zone, country, nil
}

// Interview returns the wire form of the row; the teacher's zone is the one she chose or her
// country's.
func (i InterviewRow) Interview() model.Interview {
	out := model.Interview{ID: i.ID, ApplicationID: i.ApplicationID, Status: i.Status, Mode: i.Mode, Location: i.Location,
		DurationMinutes: i.DurationMinutes, Note: i.Note, Slots: make([]model.InterviewSlot, len(i.SlotIDs)),
		TeacherTimeZone: model.TeacherZone(i.TeacherZone, i.TeacherCountry), SchoolTimeZone: model.TampaZone}
	for n, id := range i.SlotIDs {
		out.Slots[n] = model.InterviewSlot{ID: id, Start: instant(i.SlotStarts[n])}
	}
	if i.Start != nil {
		start := instant(*i.Start)
		out.Start = &start
	}
	return out
}
