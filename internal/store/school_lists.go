package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// The lists a school user works from: the district's vacancies and its inbox of applications.

// OrganizationVacancyFilter narrows a district's vacancies; empty fields do not filter.
type OrganizationVacancyFilter struct {
	OrganizationID string
	// Query is a Contains pattern matched against the position and the school's name, without
	// regard to accents.
	Query    string
	SchoolID string
	// Status is "open" for the vacancies taking applications, "closed" for the others.
	Status string
	// Sort is one of VacancySorts' keys; empty is newest.
	Sort string
	Paging
}

// SchoolVacancySorts are the orders of a district's vacancies: newest posted first, soonest
// last date to apply first, most applicants (withdrawn ones not counted) first.
var SchoolVacancySorts = map[string]string{
	"newest":     `v.posted_at DESC, v.id DESC`,
	"deadline":   `v.last_date_to_apply, v.posted_at DESC, v.id DESC`,
	"applicants": `applicants DESC, v.posted_at DESC, v.id DESC`,
}

// OrganizationVacancies returns a page of a district's vacancies, in the order f asks for.
func (s *Store) OrganizationVacancies(ctx context.Context, f OrganizationVacancyFilter) ([]model.SchoolVacancy, int, error) {
	c := conditions{}
	c.add(`v.organization_id = ?`, f.OrganizationID)
	if f.Query != "" {
		c.add(`immutable_unaccent(v.position || ' ' || s.name) ILIKE immutable_unaccent(?)`, f.Query)
	}
	if f.SchoolID != "" {
		c.add(`v.school_id = ?::uuid`, f.SchoolID)
	}
	if f.Status != "" {
		c.add(`(? = 'open') = `+openVacancy, f.Status)
	}
	order, ok := SchoolVacancySorts[f.Sort]
	if !ok {
		order = SchoolVacancySorts["newest"]
	}
	return listPage(ctx, s, "organization vacancies", f.Paging, vacancyColumns+", "+applicantCount+" AS applicants",
		vacancyFrom+c.sql(), order, scanSchoolVacancy, c.args...)
}

// appliedWithin is true for an application a sent in the last ? days: the dashboard's new
// applicants, and the inbox filter that lists them.
const appliedWithin = `(a.applied_at > now() - make_interval(days => ?::int))`

// InboxFilter narrows a district's applications; empty fields do not filter.
type InboxFilter struct {
	OrganizationID, Status, VacancyID string
	// WithinDays keeps the applications sent in the last so many days (0: all), as the
	// dashboard counts its new applicants.
	WithinDays int
	// Sort is one of InboxSorts' keys; empty is newest.
	Sort string
	Paging
}

// InboxSorts are the orders of a district's inbox: newest application first, or best match
// first (unscored last), newest first among equals.
var InboxSorts = map[string]string{
	"newest": `a.applied_at DESC, a.id DESC`,
	"score":  `a.score DESC NULLS LAST, a.applied_at DESC, a.id DESC`,
}

// OrganizationApplications returns a page of the applications to a district's vacancies, in
// the order f asks for.
func (s *Store) OrganizationApplications(ctx context.Context, f InboxFilter) ([]model.InboxApplication, int, error) {
	c := conditions{}
	c.add(`v.organization_id = ?`, f.OrganizationID)
	if f.Status != "" {
		c.add(`a.status = ?`, f.Status)
	}
	if f.VacancyID != "" {
		c.add(`a.vacancy_id = ?::uuid`, f.VacancyID)
	}
	if f.WithinDays > 0 {
		c.add(appliedWithin, f.WithinDays)
	}
	order, ok := InboxSorts[f.Sort]
	if !ok {
		order = InboxSorts["newest"]
	}
	return listPage(ctx, s, "organization applications", f.Paging,
		`a.id, a.teacher_id, a.applicant->>'firstName', a.applicant->>'lastName', a.vacancy_id, v.position, v.school_id, s.name,
			a.status, a.score, a.applied_at`,
		` FROM applications a JOIN vacancies v ON v.id = a.vacancy_id JOIN schools s ON s.id = v.school_id`+c.sql(), order,
		func(row pgx.CollectableRow) (r model.InboxApplication, err error) {
			var at time.Time
			err = row.Scan(&r.ApplicationID, &r.Teacher.ID, &r.Teacher.FirstName, &r.Teacher.LastName, &r.VacancyID, &r.Position,
				&r.SchoolID, &r.SchoolName, &r.Status, &r.Score, &at)
			r.DateApplied = instant(at)
			return r, err
		}, c.args...)
}
