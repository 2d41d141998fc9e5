package service_test

import (
	"context"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

// newAdmin adds an admin account (without a password: the services only need who acts).
func newAdmin(t *testing.T, st *store.Store) model.User {
	t.Helper()
	return model.User{ID: testdb.Value[string](t, st, `INSERT INTO users (role, email, first_name, last_name, language)
		VALUES ('admin', 'ops@teachbay.example', 'Olga', 'Ops', 'en') RETURNING id::text`),
		Email: "ops@teachbay.example", Role: model.RoleAdmin, FirstName: "Olga", LastName: "Ops", MFAEnabled: true}
}

func TestDisablingAUserEndsTheirSessionsAtOnce(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, env.st)
	u, session, err := env.svc.Register(ctx, service.RegisterInput{FirstName: "Ben", LastName: "Ruiz", Email: "ben@example.com",
		ContactNumber: "+18135550100", Country: "US", Password: teacherPassword, Language: "en"}, "test")
	if err != nil || session == nil {
		t.Fatalf("register: %v", err)
	}

	if _, err := env.svc.DisableUser(ctx, admin, strings.ToUpper(admin.ID)); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("disabling oneself: %v, want conflict", err)
	}
	disabled, err := env.svc.DisableUser(ctx, admin, u.ID)
	if err != nil || !disabled.Disabled || disabled.Email != "ben@example.com" {
		t.Fatalf("disable: %+v %v", disabled, err)
	}
	if _, found, err := env.st.SessionUser(ctx, session.ID); found || err != nil {
		t.Errorf("the session of a disabled user is still open (%v)", err)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM sessions WHERE user_id = $1 AND ended_at IS NULL`, u.ID); n != 0 {
		t.Errorf("%d sessions left open", n)
	}
	enabled, err := env.svc.EnableUser(ctx, admin, u.ID)
	if err != nil || enabled.Disabled {
		t.Fatalf("enable: %+v %v", enabled, err)
	}
	if _, err := env.svc.EnableUser(ctx, admin, "00000000-0000-4000-8000-000000000000"); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("an unknown user: %v, want not_found", err)
	}

	log, err := env.svc.AuditLog(ctx, service.AuditList{})
	if err != nil || log.Total != 2 {
		t.Fatalf("audit log: %+v %v", log, err)
	}
	for i, action := range []string{"user.enable", "user.disable"} {
		e := log.Items[i]
		if e.Action != action || *e.ActorID != admin.ID || *e.ActorEmail != admin.Email || *e.SubjectID != u.ID {
			t.Errorf("audit entry %d: %s by %v of %v, want %s of the teacher", i, e.Action, *e.ActorEmail, *e.SubjectID, action)
		}
	}
}

func TestUsersAreListedByRoleAndSearch(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil) // Ana Cruz, ana@example.com, a teacher
	ctx := context.Background()
	newAdmin(t, env.st)
	vacancyFixture(t, env.st)
	testdb.Value[int](t, env.st, `WITH u AS (INSERT INTO users (role, email, first_name, last_name, language, organization_id)
		SELECT 'school', 'hr_1@district.example', 'Hana', 'Anaya', 'en', id FROM organizations RETURNING 1) SELECT count(*)::int FROM u`)
	for _, c := range []struct {
		in   service.UserList
		want string
	}{
		{service.UserList{}, "hr_1@district.example ops@teachbay.example ana@example.com"},
		{service.UserList{Role: "teacher"}, "ana@example.com"},
		{service.UserList{Q: "ANA"}, "hr_1@district.example ana@example.com"},
		{service.UserList{Q: "ana cruz"}, "ana@example.com"},
		{service.UserList{Q: "r_1@"}, "hr_1@district.example"},
		{service.UserList{Q: "r_"}, "hr_1@district.example"},
		{service.UserList{Q: "%"}, ""},
		{service.UserList{Role: "admin", Q: "ana"}, ""},
		{service.UserList{PageSize: "1", Page: "3"}, "ana@example.com"},
	} {
		page, err := env.svc.Users(ctx, c.in)
		var got []string
		for _, u := range page.Items {
			got = append(got, u.Email)
		}
		if err != nil || strings.Join(got, " ") != c.want {
			t.Errorf("%+v: %v %v, want %s", c.in, got, err, c.want)
		}
	}
	page, err := env.svc.Users(ctx, service.UserList{Role: "school"})
	if err != nil || page.Total != 1 || *page.Items[0].OrganizationName != "Test District" || page.Items[0].OrganizationID == nil {
		t.Errorf("a school user: %+v %v", page, err)
	}
	if _, err := env.svc.Users(ctx, service.UserList{Role: "owner"}); !hasField(err, "role", "invalid") {
		t.Errorf("an unknown role: %v", err)
	}
}
