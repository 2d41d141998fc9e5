package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// SchoolOverview returns a district's dashboard; "this week" is the last model.NewApplicantDays.
func (s *Store) SchoolOverview(ctx context.Context, organizationID string) (model.SchoolOverview, error) {
	o := model.SchoolOverview{ByStatus: zeroByStatus()}
	err := s.Pool.QueryRow(ctx, `SELECT o.id, o.name,
			(SELECT count(*) FROM vacancies v WHERE v.organization_id = o.id AND `+openVacancy+`),
			(SELECT count(*) FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
			 WHERE v.organization_id = o.id AND `+strings.ReplaceAll(appliedWithin, "?", "$2")+`)
		FROM organizations o WHERE o.id = $1`, organizationID, model.NewApplicantDays).
		Scan(&o.Organization.ID, &o.Organization.Name, &o.OpenVacancies, &o.NewApplicantsThisWeek)
	if err != nil {
		return o, fmt.Errorf("store: school overview: %w", err)
	}
	rows, _ := s.Pool.Query(ctx, `SELECT id, name, level, designation, city FROM schools WHERE organization_id = $1 ORDER BY name`, organizationID)
	if o.Schools, err = pgx.CollectRows(rows, pgx.RowToStructByPos[model.SchoolSummary]); err != nil {
		return o, fmt.Errorf("store: school overview schools: %w", err)
	}
	rows, _ = s.Pool.Query(ctx, `SELECT a.status, count(*) FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
		WHERE v.organization_id = $1 GROUP BY a.status`, organizationID)
	var status string
	var n int
	_, err = pgx.ForEachRow(rows, []any{&status, &n}, func() error { o.ByStatus[status] = n; return nil })
	if err != nil {
		return o, fmt.Errorf("store: school overview statuses: %w", err)
	}
	return o, nil
}

const applicantCount = `(SELECT count(*) FROM applications a WHERE a.vacancy_id = v.id AND ` + activeApplication + `)`

func scanSchoolVacancy(row pgx.CollectableRow) (model.SchoolVacancy, error) {
	var v model.SchoolVacancy
	return v, scanVacancyInto(row, &v.Vacancy, &v.ApplicantCount)
}

// OrganizationVacancy returns one of a district's vacancies, or found false.
func (s *Store) OrganizationVacancy(ctx context.Context, organizationID, id string) (model.SchoolVacancy, bool, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT `+vacancyColumns+`, `+applicantCount+vacancyFrom+`
		WHERE v.organization_id = $1 AND v.id = $2`, organizationID, id)
	v, err := pgx.CollectExactlyOneRow(rows, scanSchoolVacancy)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.SchoolVacancy{}, false, nil
	}
	if err != nil {
		return model.SchoolVacancy{}, false, fmt.Errorf("store: organization vacancy: %w", err)
	}
	return v, true, nil
}

// RankedApplicants returns the applications to a vacancy, best match first, withdrawn ones last.
func (s *Store) RankedApplicants(ctx context.Context, vacancyID string) ([]model.RankedApplicant, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT a.id, a.teacher_id, a.applicant->>'firstName', a.applicant->>'lastName', a.score,
			a.reasons, a.status, a.applied_at
		FROM applications a WHERE a.vacancy_id = $1
		ORDER BY NOT `+activeApplication+`, a.score DESC NULLS LAST, a.applied_at, a.id`, vacancyID)
	list, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (r model.RankedApplicant, err error) {
		var at time.Time
		err = row.Scan(&r.ApplicationID, &r.Teacher.ID, &r.Teacher.FirstName, &r.Teacher.LastName, &r.Score, &r.Reasons, &r.Status, &at)
		r.DateApplied = instant(at)
		return r, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: ranked applicants: %w", err)
	}
	return list, nil
}

// OrganizationApplicant returns the teacher of an application to one of a district's vacancies,
// or found false.
func (s *Store) OrganizationApplicant(ctx context.Context, organizationID, applicationID string) (teacherID string, found bool, err error) {
	err = s.Pool.QueryRow(ctx, `SELECT a.teacher_id FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
		WHERE a.id = $1 AND v.organization_id = $2`, applicationID, organizationID).Scan(&teacherID)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("store: organization applicant: %w", err)
	}
	return teacherID, true, nil
}
