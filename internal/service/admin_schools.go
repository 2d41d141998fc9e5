package service

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// The admin console's schools (docs/api.md "Admin").

// SchoolList is what GET /api/admin/schools asks for, as sent.
type SchoolList struct {
	OrganizationID, Q, Page, PageSize string
}

// SchoolInput is the body of POST and PUT /api/admin/schools. Lat and Lng are both given or both
// null. Philosophy and Culture, absent (nil) from a PUT, keep the school's.
type SchoolInput struct {
	OrganizationID string   `json:"organizationId"`
	SchoolName     string   `json:"schoolName"`
	Level          string   `json:"level"`
	Designation    string   `json:"designation"`
	Address        string   `json:"address"`
	City           string   `json:"city"`
	Lat            *float64 `json:"lat"`
	Lng            *float64 `json:"lng"`
	Philosophy     []string `json:"philosophy"`
	Culture        *string  `json:"culture"`
}

// AdminSchools returns a page of the schools, by name: of one district when OrganizationID is
// given, and whose name contains Q (any case) when it is.
func (s *Service) AdminSchools(ctx context.Context, in SchoolList) (Page[model.AdminSchool], error) {
	f := model.Fields{}
	filter := store.SchoolFilter{Query: store.Contains(strings.TrimSpace(in.Q))}
	if in.OrganizationID != "" {
		var err error
		if filter.OrganizationID, err = parseID(in.OrganizationID, "organization"); err != nil {
			f["organizationId"] = "invalid"
		}
	}
	return listed(f, in.Q, in.Page, in.PageSize, func(p store.Paging) ([]model.AdminSchool, int, error) {
		filter.Paging = p
		return s.Store.AdminSchools(ctx, filter)
	})
}

// AdminSchool returns a school; an unknown id is not found.
func (s *Service) AdminSchool(ctx context.Context, id string) (model.AdminSchool, error) {
	id, err := parseID(id, "school")
	if err != nil {
		return model.AdminSchool{}, err
	}
	return s.Store.AdminSchool(ctx, id)
}

// CreateSchool adds a school to a district, audited as school.create.
func (s *Service) CreateSchool(ctx context.Context, admin model.User, in SchoolInput) (model.AdminSchool, error) {
	sc, err := validateSchool(in)
	if err != nil {
		return model.AdminSchool{}, err
	}
	var created model.AdminSchool
	err = s.audited(ctx, admin, "school.create", func(tx *store.Tx) (string, error) {
		created, err = tx.InsertSchool(ctx, sc)
		return created.ID, schoolRefusal(err)
	})
	return created, err
}

// UpdateSchool replaces a school's details, audited as school.update; an unknown id is not found.
// A school moved to another district takes its vacancies along, and the change is audited as
// school.move instead (the school the subject), so the log shows which district changes hands.
func (s *Service) UpdateSchool(ctx context.Context, admin model.User, id string, in SchoolInput) (model.AdminSchool, error) {
	id, err := parseID(id, "school")
	if err != nil {
		return model.AdminSchool{}, err
	}
	sc, err := validateSchool(in)
	if err != nil {
		return model.AdminSchool{}, err
	}
	var updated model.AdminSchool
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		saved, err := tx.SchoolForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if in.Philosophy == nil {
			sc.Philosophy = saved.Philosophy
		}
		if in.Culture == nil {
			sc.Culture = saved.Culture
		}
		if updated, err = tx.UpdateSchool(ctx, id, sc); err != nil {
			return schoolRefusal(err)
		}
		// One row per change: a move, which changes the school too, is recorded as school.move alone.
		action := "school.update"
		if updated.OrganizationID != saved.OrganizationID {
			action = "school.move"
		}
		return tx.Audit(ctx, admin.ID, action, id)
	})
	return updated, err
}

// DeleteSchool removes a school that has no vacancies (a conflict otherwise), audited as
// school.delete.
func (s *Service) DeleteSchool(ctx context.Context, admin model.User, id string) error {
	id, err := parseID(id, "school")
	if err != nil {
		return err
	}
	return s.audited(ctx, admin, "school.delete", func(tx *store.Tx) (string, error) {
		return id, inUse(tx.DeleteSchool(ctx, id), "This school still has vacancies.")
	})
}

// schoolRefusal words what the database refused of a school as validation errors: a name its
// district has already, or a district that does not exist (deleted since the form was filled).
func schoolRefusal(err error) error {
	switch {
	case errors.Is(err, store.ErrTaken):
		return model.Fields{"schoolName": "taken"}.Err(msgFixFields)
	case errors.Is(err, store.ErrReferenced):
		return model.Fields{"organizationId": "invalid"}.Err(msgFixFields)
	}
	return err
}

func validateSchool(in SchoolInput) (model.AdminSchool, error) {
	sc := model.AdminSchool{OrganizationID: strings.TrimSpace(in.OrganizationID), Address: strings.TrimSpace(in.Address)}
	sc.Name, sc.Level, sc.Designation = strings.TrimSpace(in.SchoolName), strings.TrimSpace(in.Level), strings.TrimSpace(in.Designation)
	sc.City, sc.Lat, sc.Lng = strings.TrimSpace(in.City), in.Lat, in.Lng
	if sc.Designation == "" {
		sc.Designation = "traditional"
	}
	options := model.OptionCodes()
	f := model.Fields{}
	f.Required(map[string]string{"organizationId": sc.OrganizationID, "schoolName": sc.Name, "level": sc.Level})
	if _, set := f["organizationId"]; !set {
		var err error
		if sc.OrganizationID, err = parseID(sc.OrganizationID, "organization"); err != nil {
			f["organizationId"] = "invalid"
		}
	}
	f.Text("schoolName", sc.Name, 200, false)
	if _, set := f["level"]; !set && !slices.Contains(options.GradeLevels, sc.Level) {
		f["level"] = "invalid"
	}
	if !slices.Contains(options.Designations, sc.Designation) {
		f["designation"] = "invalid"
	}
	f.Text("address", sc.Address, 200, false)
	f.Text("city", sc.City, 100, false)
	if in.Culture != nil {
		sc.Culture = *in.Culture
	}
	sc.Philosophy, sc.Culture = in.Philosophy, checkCulture(f, in.Philosophy, sc.Culture)
	switch {
	case sc.Lat == nil && sc.Lng != nil:
		f["lat"] = "required"
	case sc.Lat != nil && sc.Lng == nil:
		f["lng"] = "required"
	case sc.Lat != nil:
		if *sc.Lat < serviceArea.minLat || *sc.Lat > serviceArea.maxLat {
			f["lat"] = "invalid"
		}
		if *sc.Lng < serviceArea.minLng || *sc.Lng > serviceArea.maxLng {
			f["lng"] = "invalid"
		}
	}
	return sc, f.Err(msgFixFields)
}
