package service_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

// auditedActions returns the actions the audit log holds on the subject, oldest first, each
// with its actor: "organization.create by <admin id>".
func auditedActions(t *testing.T, svc *service.Service, subjectID string) []string {
	t.Helper()
	page, err := svc.AuditLog(context.Background(), service.AuditList{PageSize: "100"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range slices.Backward(page.Items) {
		if e.SubjectID != nil && *e.SubjectID == subjectID {
			got = append(got, e.Action+" by "+deref(e.ActorID))
		}
	}
	return got
}

func deref(s *string) string {
	if s == nil {
		return "nobody"
	}
	return *s
}

// by appends " by <the admin's id>" to each action, as auditedActions writes them.
func by(admin model.User, actions ...string) []string {
	out := make([]string, len(actions))
	for i, a := range actions {
		out[i] = a + " by " + admin.ID
	}
	return out
}

func pasco() model.Organization {
	return model.Organization{Slug: "pasco", Name: "Pasco County Schools", County: "Pasco", Website: "https://www.pasco.k12.fl.us",
		CareersURL: "https://www.pasco.k12.fl.us/hr", Address: "7227 Land O' Lakes Blvd", Phone: "(813) 794-2000"}
}

func TestOrganizationValidation(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, st)
	created, err := svc.CreateOrganization(ctx, admin, pasco())
	if err != nil {
		t.Fatal(err)
	}
	if created.ID == "" || created.Slug != "pasco" || created.CareersURL != "https://www.pasco.k12.fl.us/hr" || created.SchoolCount != 0 {
		t.Errorf("created %+v", created)
	}
	for _, c := range []struct {
		name        string
		change      func(*model.Organization)
		field, code string
	}{
		{"no slug", func(o *model.Organization) { o.Slug = " " }, "slug", "required"},
		{"capitals in the slug", func(o *model.Organization) { o.Slug = "Polk" }, "slug", "invalid"},
		{"one-letter slug", func(o *model.Organization) { o.Slug = "p" }, "slug", "invalid"},
		{"slug taken", func(*model.Organization) {}, "slug", "taken"},
		{"no name", func(o *model.Organization) { o.Slug, o.Name = "polk", "" }, "name", "required"},
		{"long name", func(o *model.Organization) { o.Slug, o.Name = "polk", strings.Repeat("n", 201) }, "name", "too_long"},
		{"no county", func(o *model.Organization) { o.Slug, o.County = "polk", "" }, "county", "required"},
		{"plain http website", func(o *model.Organization) { o.Slug, o.Website = "polk", "http://polk.example" }, "website", "invalid"},
		{"careers page not a link", func(o *model.Organization) { o.Slug, o.CareersURL = "polk", "polk schools" }, "careersUrl", "invalid"},
	} {
		in := pasco()
		c.change(&in)
		_, err := svc.CreateOrganization(ctx, admin, in)
		if code, fields := codeOf(t, err); code != model.ECodeValidation || fields[c.field] != c.code {
			t.Errorf("%s: %s %v, want fields.%s = %s", c.name, code, fields, c.field, c.code)
		}
	}

	polk := pasco()
	polk.Slug, polk.Name, polk.Website = "polk", "Polk County Public Schools", ""
	other, err := svc.CreateOrganization(ctx, admin, polk)
	if err != nil {
		t.Fatal(err)
	}
	polk.Slug = "pasco"
	if _, err := svc.UpdateOrganization(ctx, admin, other.ID, polk); !hasField(err, "slug", "taken") {
		t.Errorf("renaming to a slug in use: %v", err)
	}
	polk.Slug = "polk-county"
	if updated, err := svc.UpdateOrganization(ctx, admin, other.ID, polk); err != nil || updated.Slug != "polk-county" || updated.ID != other.ID {
		t.Errorf("update: %+v %v", updated, err)
	}
	for _, id := range []string{"00000000-0000-4000-8000-000000000000", "not-an-id"} {
		if _, err := svc.UpdateOrganization(ctx, admin, id, polk); !model.HasCode(err, model.ECodeNotFound) {
			t.Errorf("update of %s: %v, want not_found", id, err)
		}
	}
	// Each change is in the audit log, by the admin, with the district as subject; a refused one is not.
	if got, want := auditedActions(t, svc, created.ID), by(admin, "organization.create"); !slices.Equal(got, want) {
		t.Errorf("audit of the first district: %v, want %v", got, want)
	}
	if got, want := auditedActions(t, svc, other.ID), by(admin, "organization.create", "organization.update"); !slices.Equal(got, want) {
		t.Errorf("audit of the second district: %v, want %v", got, want)
	}
	orgs, err := svc.Organizations(ctx)
	if err != nil || len(orgs) != 2 || orgs[0].Slug != "pasco" || orgs[1].Name != "Polk County Public Schools" {
		t.Errorf("organizations by name: %+v %v", orgs, err)
	}
}

// hasField reports whether err is a validation error with the code for the field.
func hasField(err error, field, code string) bool {
	var e *model.Error
	return errors.As(err, &e) && e.Code == model.ECodeValidation && e.Fields[field] == code
}

func TestDeletingAnOrganizationIsRefusedWhileItHasSchoolsOrUsers(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, st)
	vacancyFixture(t, st)
	org := testdb.Value[string](t, st, `SELECT id::text FROM organizations WHERE slug = 'test-district'`)
	got, err := svc.Organization(ctx, org)
	if err != nil || got.SchoolCount != 2 || got.UserCount != 0 {
		t.Fatalf("organization %+v %v", got, err)
	}
	if err := svc.DeleteOrganization(ctx, admin, org); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("with schools: %v, want conflict", err)
	}

	empty, err := svc.CreateOrganization(ctx, admin, pasco())
	if err != nil {
		t.Fatal(err)
	}
	testdb.Value[int](t, st, `WITH u AS (INSERT INTO users (role, email, first_name, last_name, language, organization_id)
		VALUES ('school', 'hr@pasco.example', 'Hana', 'Reyes', 'en', $1) RETURNING 1) SELECT count(*)::int FROM u`, empty.ID)
	if err := svc.DeleteOrganization(ctx, admin, empty.ID); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("with a user: %v, want conflict", err)
	}
	testdb.Value[int](t, st, `WITH u AS (DELETE FROM users WHERE role = 'school' RETURNING 1) SELECT count(*)::int FROM u`)
	if err := svc.DeleteOrganization(ctx, admin, empty.ID); err != nil {
		t.Fatalf("without schools or users: %v", err)
	}
	if err := svc.DeleteOrganization(ctx, admin, empty.ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("again: %v, want not_found", err)
	}
	if _, err := svc.Organization(ctx, empty.ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("read after deleting: %v, want not_found", err)
	}
	// Only the deletion that happened is audited, not the refused ones.
	if got, want := auditedActions(t, svc, empty.ID), by(admin, "organization.create", "organization.delete"); !slices.Equal(got, want) {
		t.Errorf("audit: %v, want %v", got, want)
	}
	if got := auditedActions(t, svc, org); len(got) != 0 {
		t.Errorf("audit of the district whose deletion was refused: %v, want none", got)
	}
}
