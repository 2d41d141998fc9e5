package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// SchoolTraits is what generated vacancies need to know of a school.
type SchoolTraits struct {
	ID          string
	Level       string
	Designation string
	// StartingSalary is its district's starting salary, 0 when unknown.
	StartingSalary int `db:"starting_salary"`
}

// VacancySchools returns every school's id, level, designation and district's starting salary,
// ordered by name.
func (s *Store) VacancySchools(ctx context.Context) ([]SchoolTraits, error) {
	rows, err := s.Pool.Query(ctx, `SELECT s.id::text AS id, s.level, s.designation, coalesce(ss.starting_salary, 0) AS starting_salary
		FROM schools s LEFT JOIN salary_schedules ss ON ss.organization_id = s.organization_id ORDER BY s.name, s.id`)
	if err != nil {
		return nil, fmt.Errorf("store: vacancy schools: %w", err)
	}
	schools, err := pgx.CollectRows(rows, pgx.RowToStructByName[SchoolTraits])
	if err != nil {
		return nil, fmt.Errorf("store: vacancy schools: %w", err)
	}
	return schools, nil
}

// importColumns are the columns of the staging table ImportVacancies copies into, in the order
// of importRow.
var importColumns = []string{"id", "school_id", "position", "type", "educational_level", "subject",
	"designation", "description", "requirements", "required_certification", "min_years_experience",
	"needs", "dual_language", "posted_at", "last_date_to_apply", "status", "work_authorization", "salary_min", "salary_max"}

// ImportVacancies inserts vs in one transaction, each in its school's organization, and skips
// those whose id exists already, so importing the same vacancies again inserts none. A vacancy
// without an id gets a new one, one without a work authorization authorized_only (the column's
// default, migration 000023). It copies the rows into a staging table first, which keeps
// tens of thousands of rows fast. It returns how many were inserted; a vacancy naming an
// unknown school fails the whole import.
func (s *Store) ImportVacancies(ctx context.Context, vs []model.NewVacancy) (inserted int, err error) {
	err = s.InTx(ctx, func(tx *Tx) error {
		// A seed of tens of thousands of vacancies is one long statement, past the limit a request's
		// statements have (db.go); the command that runs it has no request waiting on it.
		if _, err := tx.tx.Exec(ctx, `SET LOCAL statement_timeout = 0`); err != nil {
			return err
		}
		// Ids and dates stay text here and are cast below, so Postgres parses them all in one place.
		_, err := tx.tx.Exec(ctx, `
			CREATE TEMPORARY TABLE vacancy_import (
				id text, school_id text, position text, type text, educational_level text, subject text,
				designation text, description text, requirements text, required_certification text,
				min_years_experience integer, needs text[], dual_language boolean, posted_at text,
				last_date_to_apply text, status text, work_authorization text, salary_min integer, salary_max integer
			) ON COMMIT DROP`)
		if err != nil {
			return err
		}
		_, err = tx.tx.CopyFrom(ctx, pgx.Identifier{"vacancy_import"}, importColumns,
			pgx.CopyFromSlice(len(vs), func(i int) ([]any, error) { return importRow(vs[i]), nil }))
		if err != nil {
			return err
		}
		var unknown int
		err = tx.tx.QueryRow(ctx, `
			SELECT count(*) FROM vacancy_import i
			WHERE NOT EXISTS (SELECT 1 FROM schools s WHERE s.id = i.school_id::uuid)`).Scan(&unknown)
		if err != nil {
			return err
		}
		if unknown > 0 {
			return fmt.Errorf("%d of %d vacancies name an unknown school", unknown, len(vs))
		}
		tag, err := tx.tx.Exec(ctx, `
			INSERT INTO vacancies (id, organization_id, school_id, position, type, educational_level, subject,
				designation, description, requirements, required_certification, min_years_experience, needs,
				dual_language, posted_at, last_date_to_apply, status, work_authorization, salary_min, salary_max)
			SELECT coalesce(nullif(i.id, '')::uuid, gen_random_uuid()), s.organization_id, s.id, i.position,
				i.type, i.educational_level, i.subject, i.designation, i.description, i.requirements,
				i.required_certification, i.min_years_experience, i.needs, i.dual_language,
				i.posted_at::timestamptz, i.last_date_to_apply::date, i.status,
				coalesce(nullif(i.work_authorization, ''), 'authorized_only'), i.salary_min, i.salary_max
			FROM vacancy_import i JOIN schools s ON s.id = i.school_id::uuid
			ON CONFLICT (id) DO NOTHING`)
		inserted = int(tag.RowsAffected())
		return err
	})
	s.totals.Forget()
	s.maps.Forget()
	if err != nil {
		return 0, fmt.Errorf("store: import vacancies: %w", err)
	}
	return inserted, nil
}

func importRow(v model.NewVacancy) []any {
	return []any{v.ID, v.SchoolID, v.Position, v.Type, v.EducationalLevel, v.Subject, v.Designation,
		v.Description, v.Requirements, v.RequiredCertification, v.MinYearsExperience, nonNil(v.Needs),
		v.DualLanguage, v.PostedAt, v.LastDateToApply, v.Status, v.WorkAuthorization, v.SalaryMin, v.SalaryMax}
}
