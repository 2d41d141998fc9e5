package service_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

func ptr[T any](v T) *T { return &v }

func TestSchoolValidation(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, st)
	vacancyFixture(t, st)
	org := testdb.Value[string](t, st, `SELECT id::text FROM organizations WHERE slug = 'test-district'`)
	good := service.SchoolInput{OrganizationID: org, SchoolName: " Cypress Creek Middle ", Level: "middle", City: "Wesley Chapel",
		Lat: ptr(28.21), Lng: ptr(-82.33)}
	created, err := svc.CreateSchool(ctx, admin, good)
	if err != nil {
		t.Fatal(err)
	}
	if created.Name != "Cypress Creek Middle" || created.Designation != "traditional" || created.District != "Test District" ||
		created.OrganizationID != org || *created.Lat != 28.21 {
		t.Errorf("created %+v", created)
	}
	for _, c := range []struct {
		name        string
		change      func(*service.SchoolInput)
		field, code string
	}{
		{"no district", func(in *service.SchoolInput) { in.OrganizationID = "" }, "organizationId", "required"},
		{"district not an id", func(in *service.SchoolInput) { in.OrganizationID = "test-district" }, "organizationId", "invalid"},
		{"unknown district", func(in *service.SchoolInput) { in.OrganizationID = "00000000-0000-4000-8000-000000000000" }, "organizationId", "invalid"},
		{"no name", func(in *service.SchoolInput) { in.SchoolName = "  " }, "schoolName", "required"},
		{"long name", func(in *service.SchoolInput) { in.SchoolName = strings.Repeat("s", 201) }, "schoolName", "too_long"},
		{"name taken in the district", func(in *service.SchoolInput) { in.SchoolName = "Bay High School" }, "schoolName", "taken"},
		{"no level", func(in *service.SchoolInput) { in.Level = "" }, "level", "required"},
		{"unknown level", func(in *service.SchoolInput) { in.Level = "college" }, "level", "invalid"},
		{"unknown designation", func(in *service.SchoolInput) { in.Designation = "private" }, "designation", "invalid"},
		{"latitude alone", func(in *service.SchoolInput) { in.Lng = nil }, "lng", "required"},
		{"longitude alone", func(in *service.SchoolInput) { in.Lat = nil }, "lat", "required"},
		{"north of the bay", func(in *service.SchoolInput) { in.Lat = ptr(30.4) }, "lat", "invalid"},
		{"east of the bay", func(in *service.SchoolInput) { in.Lng = ptr(-80.1) }, "lng", "invalid"},
	} {
		in := good
		in.SchoolName = "Another School"
		c.change(&in)
		_, err := svc.CreateSchool(ctx, admin, in)
		if code, fields := codeOf(t, err); code != model.ECodeValidation || fields[c.field] != c.code {
			t.Errorf("%s: %s %v, want fields.%s = %s", c.name, code, fields, c.field, c.code)
		}
	}
	good.Lat, good.Lng = nil, nil
	if updated, err := svc.UpdateSchool(ctx, admin, created.ID, good); err != nil || updated.Lat != nil || updated.Lng != nil {
		t.Errorf("without a location: %+v %v", updated, err)
	}
	// An update in the same district is no move.
	if got, want := auditedActions(t, svc, created.ID), by(admin, "school.create", "school.update"); !slices.Equal(got, want) {
		t.Errorf("audit: %v, want %v", got, want)
	}
}

func TestSchoolsAreListedAndMovedWithTheirVacancies(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, st)
	schools := vacancyFixture(t, st)
	other, err := svc.CreateOrganization(ctx, admin, pasco())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.CreateSchool(ctx, admin, service.SchoolInput{OrganizationID: other.ID, SchoolName: "Bay Pines 100%", Level: "high"}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		in   service.SchoolList
		want []string
	}{
		{service.SchoolList{}, []string{"Bay High School", "Bay Pines 100%", "Gulf Elementary"}},
		{service.SchoolList{Q: "BAY "}, []string{"Bay High School", "Bay Pines 100%"}},
		{service.SchoolList{Q: "100%"}, []string{"Bay Pines 100%"}},
		{service.SchoolList{Q: "%"}, []string{"Bay Pines 100%"}},
		{service.SchoolList{OrganizationID: other.ID}, []string{"Bay Pines 100%"}},
		{service.SchoolList{PageSize: "2", Page: "2"}, []string{"Gulf Elementary"}},
	} {
		page, err := svc.AdminSchools(ctx, c.in)
		var got []string
		for _, sc := range page.Items {
			got = append(got, sc.Name)
		}
		if err != nil || strings.Join(got, "|") != strings.Join(c.want, "|") || (c.in.Page == "" && page.Total != len(c.want)) {
			t.Errorf("%+v: %v (total %d) %v, want %v", c.in, got, page.Total, err, c.want)
		}
	}
	if _, err := svc.AdminSchools(ctx, service.SchoolList{OrganizationID: "pasco"}); !hasField(err, "organizationId", "invalid") {
		t.Errorf("a district that is not an id: %v", err)
	}

	if err := svc.DeleteSchool(ctx, admin, schools[1]); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("deleting a school with vacancies: %v, want conflict", err)
	}
	sc, err := svc.AdminSchool(ctx, schools[1])
	if err != nil {
		t.Fatal(err)
	}
	moved, err := svc.UpdateSchool(ctx, admin, sc.ID, service.SchoolInput{OrganizationID: other.ID, SchoolName: sc.Name, Level: sc.Level,
		Designation: sc.Designation, Address: "1 Gulf Blvd", City: sc.City})
	if err != nil || moved.District != "Pasco County Schools" || moved.Address != "1 Gulf Blvd" {
		t.Fatalf("moved %+v %v", moved, err)
	}
	if n := testdb.Value[int](t, st, `SELECT count(*)::int FROM vacancies WHERE school_id = $1 AND organization_id <> $2`, sc.ID, other.ID); n != 0 {
		t.Errorf("%d vacancies of the moved school stayed with the old district", n)
	}
	testdb.Value[int](t, st, `WITH v AS (DELETE FROM vacancies WHERE school_id = $1 RETURNING 1) SELECT count(*)::int FROM v`, sc.ID)
	if err := svc.DeleteSchool(ctx, admin, sc.ID); err != nil {
		t.Fatalf("deleting a school without vacancies: %v", err)
	}
	// The move is one row, school.move, the school its subject (not a school.update besides); the
	// refused deletion is none.
	if got, want := auditedActions(t, svc, sc.ID), by(admin, "school.move", "school.delete"); !slices.Equal(got, want) {
		t.Errorf("audit of the moved school: %v, want %v", got, want)
	}
	if _, err := svc.AdminSchool(ctx, sc.ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("read after deleting: %v, want not_found", err)
	}
}
