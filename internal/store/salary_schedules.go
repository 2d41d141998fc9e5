package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// The districts' salary schedules (docs/api.md "Know before you go").

const salaryScheduleColumns = `ss.organization_id, o.name, ss.school_year, ss.source_url, ss.retrieved_on, ss.starting_salary,
	ss.steps, ss.supplements`

const salaryScheduleFrom = ` FROM salary_schedules ss JOIN organizations o ON o.id = ss.organization_id`

func scanSalarySchedule(row pgx.CollectableRow) (model.SalarySchedule, error) {
	var s model.SalarySchedule
	var retrieved time.Time
	err := row.Scan(&s.OrganizationID, &s.Organization, &s.SchoolYear, &s.SourceURL, &retrieved, &s.StartingSalary,
		&s.Steps, &s.Supplements)
	s.RetrievedOn = retrieved.Format(time.DateOnly)
	return s, err
}

// SalarySchedules returns every district's salary schedule, by district name.
func (s *Store) SalarySchedules(ctx context.Context) ([]model.SalarySchedule, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT `+salaryScheduleColumns+salaryScheduleFrom+` ORDER BY o.name`)
	list, err := pgx.CollectRows(rows, scanSalarySchedule)
	if err != nil {
		return nil, fmt.Errorf("store: salary schedules: %w", err)
	}
	return list, nil
}

// SalarySchedule returns a district's salary schedule, or found false when it has none.
func (s *Store) SalarySchedule(ctx context.Context, organizationID string) (model.SalarySchedule, bool, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT `+salaryScheduleColumns+salaryScheduleFrom+` WHERE ss.organization_id = $1`, organizationID)
	sc, err := pgx.CollectExactlyOneRow(rows, scanSalarySchedule)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.SalarySchedule{}, false, nil
	}
	if err != nil {
		return model.SalarySchedule{}, false, fmt.Errorf("store: salary schedule: %w", err)
	}
	return sc, true, nil
}

// PutSalarySchedule sets a district's salary schedule, replacing the one it had.
func (t *Tx) PutSalarySchedule(ctx context.Context, sc model.SalarySchedule) error {
	if _, err := t.tx.Exec(ctx, `INSERT INTO salary_schedules AS ss (organization_id, school_year, source_url, retrieved_on,
			starting_salary, steps, supplements)
		VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (organization_id) DO UPDATE SET school_year = excluded.school_year, source_url = excluded.source_url,
			retrieved_on = excluded.retrieved_on, starting_salary = excluded.starting_salary, steps = excluded.steps,
			supplements = excluded.supplements, updated_at = now()`,
		sc.OrganizationID, sc.SchoolYear, sc.SourceURL, sc.RetrievedOn, sc.StartingSalary, sc.Steps, sc.Supplements); err != nil {
		return fmt.Errorf("store: put salary schedule: %w", err)
	}
	return nil
}

// SeedSalarySchedule gives the district with the slug the schedule unless it has one: a schedule
// an admin has edited stays as it is when the reference data is loaded again.
func (s *Store) SeedSalarySchedule(ctx context.Context, slug string, sc model.SalarySchedule) error {
	if _, err := s.Pool.Exec(ctx, `INSERT INTO salary_schedules (organization_id, school_year, source_url, retrieved_on,
			starting_salary, steps, supplements)
		SELECT o.id, $2, $3, $4, $5, $6, $7 FROM organizations o WHERE o.slug = $1
		ON CONFLICT (organization_id) DO NOTHING`,
		slug, sc.SchoolYear, sc.SourceURL, sc.RetrievedOn, sc.StartingSalary, sc.Steps, sc.Supplements); err != nil {
		return fmt.Errorf("store: seed salary schedule: %w", err)
	}
	return nil
}
