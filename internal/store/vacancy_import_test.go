package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

// importSchools creates two districts with two schools each and returns the schools as the
// demo vacancies take them.
func importSchools(t *testing.T, st *store.Store) []seed.VacancySchool {
	t.Helper()
	ctx := context.Background()
	for _, slug := range []string{"north", "south"} {
		orgID, err := st.UpsertOrganization(ctx, model.Organization{Slug: slug, Name: slug + " district"})
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range []model.School{{Name: slug + " Elementary", Level: "elementary", Designation: "title1"},
			{Name: slug + " High", Level: "high", Designation: "magnet"}} {
			if err := st.UpsertSchool(ctx, orgID, sc); err != nil {
				t.Fatal(err)
			}
		}
	}
	traits, err := st.VacancySchools(ctx)
	if err != nil || len(traits) != 4 || traits[0].Level != "elementary" || traits[0].Designation != "title1" {
		t.Fatalf("vacancy schools %+v, %v", traits, err)
	}
	schools := make([]seed.VacancySchool, len(traits))
	for i, tr := range traits {
		schools[i] = seed.VacancySchool(tr)
	}
	return schools
}

func TestImportVacanciesSkipsExistingIDs(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	ctx := context.Background()
	vs := seed.DemoVacancies(importSchools(t, st), 40, time.Now())
	for _, want := range []int{40, 0} {
		if n, err := st.ImportVacancies(ctx, vs); err != nil || n != want {
			t.Fatalf("imported %d, %v; want %d", n, err, want)
		}
	}
	if n := testdb.Value[int64](t, st, `SELECT count(*) FROM vacancies v JOIN schools s ON s.id = v.school_id
		WHERE v.organization_id = s.organization_id`); n != 40 {
		t.Errorf("%d of 40 vacancies carry their school's organization", n)
	}
	v := vs[7]
	var position, posted, last string
	var needs []string
	err := st.Pool.QueryRow(ctx, `SELECT position, to_char(posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
		last_date_to_apply::text, needs FROM vacancies WHERE id = $1`, v.ID).Scan(&position, &posted, &last, &needs)
	if err != nil || position != v.Position || posted != v.PostedAt || last != v.LastDateToApply || len(needs) != len(v.Needs) {
		t.Errorf("stored %q %s %s %v (%v); want %q %s %s %v", position, posted, last, needs, err, v.Position, v.PostedAt, v.LastDateToApply, v.Needs)
	}

	// A vacancy without an id gets one; one naming an unknown school fails the whole import.
	fresh := v
	fresh.ID = ""
	if n, err := st.ImportVacancies(ctx, []model.NewVacancy{fresh}); err != nil || n != 1 {
		t.Errorf("imported %d, %v; want a new vacancy", n, err)
	}
	stray := fresh
	stray.SchoolID = "00000000-0000-0000-0000-000000000000"
	if n, err := st.ImportVacancies(ctx, []model.NewVacancy{fresh, stray}); err == nil || n != 0 {
		t.Errorf("with an unknown school: imported %d, %v; want an error", n, err)
	}
	if n := testdb.Value[int64](t, st, `SELECT count(*) FROM vacancies`); n != 41 {
		t.Errorf("%d vacancies, want 41", n)
	}
}

func TestImportVacanciesAtScale(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	vs := seed.DemoVacancies(importSchools(t, st), 50_000, time.Now())
	start := time.Now()
	n, err := st.ImportVacancies(context.Background(), vs)
	if err != nil || n != len(vs) {
		t.Fatalf("imported %d, %v; want %d", n, err, len(vs))
	}
	t.Logf("imported %d vacancies in %v", n, time.Since(start))
}
