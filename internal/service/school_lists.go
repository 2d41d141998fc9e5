package service

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// SchoolVacancyList is what GET /api/school/vacancies asks for, as sent.
type SchoolVacancyList struct {
	Q, SchoolID, Status, Sort, Page, PageSize string
}

// SchoolVacancies returns a page of the district's vacancies: those whose position or school
// name contains q (any case or accents), at one school, open or closed, newest first unless
// sort asks for the soonest deadline or the most applicants. Another district's school finds
// nothing, as an unknown one does.
func (s *Service) SchoolVacancies(ctx context.Context, u model.User, in SchoolVacancyList) (Page[model.SchoolVacancy], error) {
	org, err := organizationOf(u)
	if err != nil {
		return Page[model.SchoolVacancy]{}, err
	}
	f := model.Fields{}
	if in.Status != "" && in.Status != model.VacancyOpen && in.Status != model.VacancyClosed {
		f["status"] = "invalid"
	}
	if in.SchoolID != "" && uuid.Validate(in.SchoolID) != nil {
		f["schoolId"] = "invalid"
	}
	if _, known := store.SchoolVacancySorts[in.Sort]; in.Sort != "" && !known {
		f["sort"] = "invalid"
	}
	filter := store.OrganizationVacancyFilter{OrganizationID: org, Query: store.Contains(strings.TrimSpace(in.Q)),
		SchoolID: in.SchoolID, Status: in.Status, Sort: in.Sort}
	return listed(f, in.Q, in.Page, in.PageSize, func(p store.Paging) ([]model.SchoolVacancy, int, error) {
		filter.Paging = p
		return s.Store.OrganizationVacancies(ctx, filter)
	})
}

// InboxList is what GET /api/school/applications asks for, as sent.
type InboxList struct {
	Status, VacancyID, AppliedWithinDays, Sort, Page, PageSize string
}

// maxWithinDays bounds the inbox's appliedWithinDays: a year.
const maxWithinDays = 366

// SchoolInbox returns a page of the applications to the district's vacancies, newest first
// unless sort is "score": of one status, to one vacancy (another district's finds nothing),
// sent in the last so many days, as asked.
func (s *Service) SchoolInbox(ctx context.Context, u model.User, in InboxList) (Page[model.InboxApplication], error) {
	org, err := organizationOf(u)
	if err != nil {
		return Page[model.InboxApplication]{}, err
	}
	f := model.Fields{}
	if in.Status != "" && !slices.Contains(model.OptionCodes().ApplicationStatuses, in.Status) {
		f["status"] = "invalid"
	}
	if in.VacancyID != "" && uuid.Validate(in.VacancyID) != nil {
		f["vacancyId"] = "invalid"
	}
	if _, known := store.InboxSorts[in.Sort]; in.Sort != "" && !known {
		f["sort"] = "invalid"
	}
	filter := store.InboxFilter{OrganizationID: org, Status: in.Status, VacancyID: in.VacancyID, Sort: in.Sort}
	if in.AppliedWithinDays != "" {
		if filter.WithinDays, err = strconv.Atoi(in.AppliedWithinDays); err != nil || filter.WithinDays < 1 || filter.WithinDays > maxWithinDays {
			f["appliedWithinDays"] = "invalid"
		}
	}
	return listed(f, "", in.Page, in.PageSize, func(p store.Paging) ([]model.InboxApplication, int, error) {
		filter.Paging = p
		return s.Store.OrganizationApplications(ctx, filter)
	})
}
