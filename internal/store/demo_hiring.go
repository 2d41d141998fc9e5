package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// The demo's hiring loop (seed --demo): applications at every stage, written as they would have
// happened over the last weeks. Only the demo and bench data call these.

// DemoHiringVacancies returns the ids of n open vacancies of the organization, oldest first, for the
// demo's applications: none that the browser tests' searches or journeys apply to (mathematics,
// biology, physics), so those still find vacancies the demo teacher has not applied to.
func (s *Store) DemoHiringVacancies(ctx context.Context, organizationID string, n int) ([]string, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT v.id::text FROM vacancies v WHERE v.organization_id = $1 AND `+openVacancy+`
		AND v.subject NOT IN ('math', 'biology', 'physics', 'science')
		AND NOT (v.position || ' ' || v.description) ~* '(math|biolog|physic)'
		ORDER BY v.posted_at, v.id LIMIT $2`, organizationID, n)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("store: demo hiring vacancies: %w", err)
	}
	if len(ids) < n {
		return nil, fmt.Errorf("store: demo hiring vacancies: %d of %d", len(ids), n)
	}
	return ids, nil
}

// BenchHiringVacancies returns the ids of the n newest open vacancies, taken from each district in
// turn, for the applications of make bench-api's school users (seed --bench-applications).
func (s *Store) BenchHiringVacancies(ctx context.Context, n int) ([]string, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT id FROM (
			SELECT v.id::text, v.organization_id, row_number() OVER (PARTITION BY v.organization_id
				ORDER BY v.posted_at DESC, v.id DESC) AS turn
			FROM vacancies v WHERE `+openVacancy+`) newest
		ORDER BY turn, organization_id LIMIT $1`, n)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("store: bench hiring vacancies: %w", err)
	}
	if len(ids) < n {
		return nil, fmt.Errorf("store: bench hiring vacancies: %d open of the %d wanted", len(ids), n)
	}
	return ids, nil
}

// DemoStep is a step of a demo application's history, taken days ago by the actor (empty for
// TeachBay itself).
type DemoStep struct {
	Status, Note, ActorID string
	DaysAgo               int
}

// DemoHistory sends an application appliedDaysAgo and gives it the steps after, its status the last
// step's.
func (s *Store) DemoHistory(ctx context.Context, applicationID string, appliedDaysAgo int, steps []DemoStep) error {
	return s.InTx(ctx, func(tx *Tx) error {
		if _, err := tx.tx.Exec(ctx, `WITH a AS (UPDATE applications SET applied_at = now() - make_interval(days => $2)
				WHERE id = $1 RETURNING id, applied_at)
			UPDATE application_events e SET at = a.applied_at FROM a WHERE e.application_id = a.id`, applicationID, appliedDaysAgo); err != nil {
			return fmt.Errorf("store: demo history: %w", err)
		}
		for _, st := range steps {
			if _, err := tx.tx.Exec(ctx, `INSERT INTO application_events (application_id, status, note, actor_id, at)
				VALUES ($1, $2, $3, nullif($4, '')::uuid, now() - make_interval(days => $5))`,
				applicationID, st.Status, st.Note, st.ActorID, st.DaysAgo); err != nil {
				return fmt.Errorf("store: demo step: %w", err)
			}
			if _, err := tx.tx.Exec(ctx, `UPDATE applications SET status = $2, updated_at = now() WHERE id = $1`, applicationID, st.Status); err != nil {
				return fmt.Errorf("store: demo status: %w", err)
			}
		}
		return nil
	})
}

// DemoOffer records an offer made daysAgo by the school user on an application, in the status.
func (s *Store) DemoOffer(ctx context.Context, applicationID, by, status string, o model.Offer, daysAgo int) error {
	_, err := s.Pool.Exec(ctx, `INSERT INTO offers (application_id, status, salary, start_date, respond_by, note, created_by, created_at, answered_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(days => $8), CASE WHEN $2 <> 'pending' THEN now() END)`,
		applicationID, status, o.Salary, o.StartDate, o.RespondBy, o.Note, by, daysAgo)
	if err != nil {
		return fmt.Errorf("store: demo offer: %w", err)
	}
	return nil
}

// DemoApplicant creates a teacher who applied to the vacancy (her profile as the application's
// snapshot) and returns the application's id; the teacher has no password, so nobody signs in as
// her.
func (s *Store) DemoApplicant(ctx context.Context, email, firstName, lastName, language, country, vacancyID string) (string, error) {
	var id string
	err := s.Pool.QueryRow(ctx, `WITH u AS (INSERT INTO users (role, email, first_name, last_name, language, country, email_verified_at)
			VALUES ('teacher', $1, $2, $3, $4, $5, now()) RETURNING id),
		a AS (INSERT INTO applications (teacher_id, vacancy_id, applicant, presentation, disclosures)
			SELECT u.id, $6, jsonb_build_object('firstName', $2::text, 'lastName', $3::text, 'email', $1::text, 'contactNumber', '',
				'address', '', 'city', '', 'state', '', 'zipCode', '', 'country', $5::text), '', '[]' FROM u RETURNING id, teacher_id)
		INSERT INTO application_events (application_id, status, actor_id) SELECT id, 'pending', teacher_id FROM a RETURNING application_id::text`,
		email, firstName, lastName, language, country, vacancyID).Scan(&id)
	if err != nil {
		return "", fmt.Errorf("store: demo applicant: %w", err)
	}
	return id, nil
}

// HasApplications says whether the teacher has applied to anything.
func (s *Store) HasApplications(ctx context.Context, teacherID string) (has bool, err error) {
	if err = s.Pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM applications WHERE teacher_id = $1)`, teacherID).Scan(&has); err != nil {
		return false, fmt.Errorf("store: has applications: %w", err)
	}
	return has, nil
}
