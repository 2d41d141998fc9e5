package service_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

// newAccountsService is newService with cheap password hashing (setting a password hashes it) and
// the partner districts loaded.
func newAccountsService(t *testing.T) (*service.Service, *store.Store) {
	t.Helper()
	st := testdb.New(t)
	queue, err := jobs.New(st.Pool, slog.New(slog.NewTextHandler(io.Discard, nil)), jobs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := seed.Reference(context.Background(), st); err != nil {
		t.Fatal(err)
	}
	return service.New(service.Config{BaseURL: "https://teachbay.example", ContactTo: "team@teachbay.example", CaptchaOff: true,
		PasswordParams: auth.Params{Memory: 1024, Iterations: 1, Parallelism: 1}},
		service.Deps{Store: st, Mail: queue, Countries: list, Keys: testKeys}), st
}

func TestCreateAccountGivesALinkThatSetsThePasswordOnce(t *testing.T) {
	t.Parallel()
	svc, st := newAccountsService(t)
	ctx := context.Background()
	u, link, err := svc.CreateAccount(ctx, service.NewAccount{Role: "admin", Email: " Admin@Example.org ",
		FirstName: " Ada ", LastName: "Lovelace"})
	if err != nil {
		t.Fatal(err)
	}
	if u.Role != model.RoleAdmin || u.Email != "admin@example.org" || u.FirstName != "Ada" || u.Language != "en" ||
		u.OrganizationID != nil || u.EmailVerified {
		t.Errorf("created %+v", u)
	}
	if got := testdb.Value[bool](t, st, `SELECT password_hash IS NULL FROM users WHERE id = $1`, u.ID); !got {
		t.Error("the account has a password before the link is followed")
	}
	expires := testdb.Value[time.Time](t, st, `SELECT expires_at FROM user_tokens WHERE user_id = $1 AND kind = 'reset_password'`, u.ID)
	if d := time.Until(expires); d < 71*time.Hour || d > 73*time.Hour {
		t.Errorf("the link expires in %v, want 72 hours", d)
	}
	if n := testdb.Value[int](t, st, `SELECT count(*) FROM river_job`); n != 0 {
		t.Errorf("%d jobs enqueued, want no mail", n)
	}

	parsed, err := url.Parse(link)
	if err != nil || !strings.HasPrefix(link, "https://teachbay.example/user/reset-password?token=") {
		t.Fatalf("link %q", link)
	}
	token := parsed.Query().Get("token")
	if n := testdb.Value[int](t, st, `SELECT count(*) FROM user_tokens WHERE token_hash = convert_to($1, 'UTF8')`, token); n != 0 {
		t.Error("the token is stored in clear")
	}
	if err := svc.ResetPassword(ctx, token, "correct horse battery"); err != nil {
		t.Fatal(err)
	}
	if set := testdb.Value[bool](t, st, `SELECT password_hash IS NOT NULL AND email_verified_at IS NOT NULL FROM users WHERE id = $1`, u.ID); !set {
		t.Error("after following the link the password or the verified address is not set")
	}
	if err := svc.ResetPassword(ctx, token, "another good passphrase"); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("the link followed twice: %v, want invalid_token", err)
	}
}

func TestCreateAccountOfASchoolUserResolvesTheOrganization(t *testing.T) {
	t.Parallel()
	svc, st := newAccountsService(t)
	u, link, err := svc.CreateAccount(context.Background(), service.NewAccount{Role: "school", Email: "hr@example.org",
		FirstName: "Sam", LastName: "Reyes", Language: "es", OrganizationSlug: " Hillsborough "})
	if err != nil {
		t.Fatal(err)
	}
	want := testdb.Value[string](t, st, `SELECT id::text FROM organizations WHERE slug = 'hillsborough'`)
	if u.Role != model.RoleSchool || u.Language != "es" || u.OrganizationID == nil || *u.OrganizationID != want {
		t.Errorf("created %+v, want a school user of %s", u, want)
	}
	if link == "" {
		t.Error("no link")
	}
}

func TestCreateAccountRefusals(t *testing.T) {
	t.Parallel()
	svc, st := newAccountsService(t)
	ctx := context.Background()
	good := service.NewAccount{Role: "teacher", Email: "ana@example.com", FirstName: "Ana", LastName: "Cruz"}
	for _, c := range []struct {
		name        string
		change      func(*service.NewAccount)
		field, code string
	}{
		{"bad e-mail", func(in *service.NewAccount) { in.Email = "ana@example" }, "email", "invalid"},
		{"no e-mail", func(in *service.NewAccount) { in.Email = " " }, "email", "required"},
		{"unknown role", func(in *service.NewAccount) { in.Role = "owner" }, "role", "invalid"},
		{"link in a name", func(in *service.NewAccount) { in.LastName = "www.spam.example" }, "lastName", "invalid"},
		{"unknown language", func(in *service.NewAccount) { in.Language = "fr" }, "language", "invalid"},
		{"school without organization", func(in *service.NewAccount) { in.Role = "school" }, "organization", "required"},
		{"organization for an admin", func(in *service.NewAccount) { in.Role, in.OrganizationSlug = "admin", "hillsborough" }, "organization", "not_allowed"},
		{"organization for a teacher", func(in *service.NewAccount) { in.OrganizationSlug = "hillsborough" }, "organization", "not_allowed"},
		{"unknown organization", func(in *service.NewAccount) { in.Role, in.OrganizationSlug = "school", "atlantis" }, "organization", "invalid"},
	} {
		in := good
		c.change(&in)
		_, link, err := svc.CreateAccount(ctx, in)
		var fields map[string]string
		if e := (*model.Error)(nil); errors.As(err, &e) && e.Code == model.ECodeValidation {
			fields = e.Fields
		}
		if fields[c.field] != c.code || link != "" {
			t.Errorf("%s: %v %v, want validation_failed with fields.%s = %q", c.name, err, fields, c.field, c.code)
		}
	}
	if n := testdb.Value[int](t, st, `SELECT count(*) FROM users`); n != 0 {
		t.Fatalf("%d accounts after refusals", n)
	}

	if _, _, err := svc.CreateAccount(ctx, good); err != nil {
		t.Fatal(err)
	}
	again := good
	again.Email, again.Role = "ANA@example.com", "admin"
	_, link, err := svc.CreateAccount(ctx, again)
	if !model.HasCode(err, model.ECodeConflict) || link != "" {
		t.Errorf("an address that has an account: %v, want conflict", err)
	}
	if n := testdb.Value[int](t, st, `SELECT count(*) FROM user_tokens`); n != 1 {
		t.Errorf("%d tokens, want only the first account's", n)
	}
}
