// Package seed loads TeachBay's reference data (the partner districts and their schools) and,
// for development, demo data. Every load is idempotent.
package seed

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// districtsJSON was converted from the researched facts file (shared/content/tampa-bay-facts.yaml);
// each record keeps its source. Of the Pasco schools only Pasco High and J.W. Mitchell High have
// sourced coordinates; the others' are null until a source gives them.
//
//go:embed districts.json
var districtsJSON []byte

// salarySchedulesJSON holds each district's salary schedule by slug, from the same facts file
// (relocation_2026.salaries), with only what a source states.
//
//go:embed salary_schedules.json
var salarySchedulesJSON []byte

type districtFile struct {
	Organizations []model.Organization `json:"organizations"`
	Schools       []struct {
		Name        string   `json:"name"`
		District    string   `json:"district"` // an organization slug
		Level       string   `json:"level"`
		Designation string   `json:"designation"`
		City        string   `json:"city"`
		Lat         *float64 `json:"lat"`
		Lng         *float64 `json:"lng"`
		// Philosophy is only what the school's public pages state (the facts file's sources):
		// its IB programme, its magnet's theme; never inferred.
		Philosophy []string `json:"philosophy"`
	} `json:"schools"`
}

// Counts says how many records a load wrote.
type Counts struct {
	Organizations int
	Schools       int
}

// salarySchedules gives each district of salary_schedules.json its schedule unless it has one
// already (store.SeedSalarySchedule), so an admin's edit outlives a second load.
func salarySchedules(ctx context.Context, st *store.Store) error {
	var schedules map[string]json.RawMessage
	if err := json.Unmarshal(salarySchedulesJSON, &schedules); err != nil {
		return fmt.Errorf("seed: salary_schedules.json: %w", err)
	}
	for slug, raw := range schedules {
		if slug == "_comment" {
			continue
		}
		var sc model.SalarySchedule
		if err := json.Unmarshal(raw, &sc); err != nil {
			return fmt.Errorf("seed: salary_schedules.json %s: %w", slug, err)
		}
		if err := st.SeedSalarySchedule(ctx, slug, sc); err != nil {
			return err
		}
	}
	return nil
}

// Reference creates or updates the partner districts and their schools, and gives each district
// its salary schedule when it has none.
func Reference(ctx context.Context, st *store.Store) (Counts, error) {
	var f districtFile
	if err := json.Unmarshal(districtsJSON, &f); err != nil {
		return Counts{}, fmt.Errorf("seed: districts.json: %w", err)
	}
	var c Counts
	orgIDs := make(map[string]string, len(f.Organizations))
	for _, o := range f.Organizations {
		id, err := st.UpsertOrganization(ctx, o)
		if err != nil {
			return c, err
		}
		orgIDs[o.Slug] = id
		c.Organizations++
	}
	for _, s := range f.Schools {
		orgID, ok := orgIDs[s.District]
		if !ok {
			return c, fmt.Errorf("seed: school %q names unknown district %q", s.Name, s.District)
		}
		school := model.School{Name: s.Name, Level: s.Level, Designation: s.Designation, City: s.City, Lat: s.Lat, Lng: s.Lng,
			Philosophy: s.Philosophy}
		if err := st.UpsertSchool(ctx, orgID, school); err != nil {
			return c, err
		}
		c.Schools++
	}
	return c, salarySchedules(ctx, st)
}

// ImportDemoVacancies creates the DemoVacancyCount demo vacancies over the seeded schools, posted
// in the 90 days before now, and returns how many were new: an import skips those that exist.
func ImportDemoVacancies(ctx context.Context, st *store.Store, now time.Time) (int, error) {
	traits, err := st.VacancySchools(ctx)
	if err != nil {
		return 0, err
	}
	schools := make([]VacancySchool, len(traits))
	for i, t := range traits {
		schools[i] = VacancySchool(t)
	}
	return st.ImportVacancies(ctx, DemoVacancies(schools, DemoVacancyCount, now))
}
