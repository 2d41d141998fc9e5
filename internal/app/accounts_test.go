package app

import (
	"bytes"
	"context"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

// openTestStore opens the app's database for the test to look into; it is closed when the test ends.
func openTestStore(t testing.TB, a *App) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), a.Config.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Close)
	return st
}

func TestCreateUserPrintsTheLinkAndLogsNoToken(t *testing.T) {
	t.Parallel()
	a := newTestApp(t, map[string]string{"APP_ENV": "development", "BASE_URL": "https://teachbay.example"})
	var out, logs bytes.Buffer
	a.Out, a.Log = &out, slog.New(slog.NewJSONHandler(&logs, nil))
	ctx := context.Background()
	if err := a.Seed(ctx, false); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	err := a.CreateUser(ctx, service.NewAccount{Role: "school", Email: "hr@example.org", FirstName: "Sam", LastName: "Reyes",
		OrganizationSlug: "pinellas"})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	const prefix = "Set-password link for hr@example.org (valid 72 hours): https://teachbay.example/user/reset-password?token="
	if len(lines) != 1 || !strings.HasPrefix(lines[0], prefix) {
		t.Fatalf("printed %q, want one line starting %q", out.String(), prefix)
	}
	link, _ := url.Parse(strings.TrimPrefix(lines[0], "Set-password link for hr@example.org (valid 72 hours): "))
	token := link.Query().Get("token")
	if token == "" || strings.Contains(logs.String(), token) {
		t.Errorf("token %q; the log holds it: %v", token, strings.Contains(logs.String(), token))
	}
	st := openTestStore(t, a)
	if got := testdb.Value[string](t, st, `SELECT u.role || ' ' || o.slug FROM users u JOIN organizations o ON o.id = u.organization_id
		WHERE u.email = 'hr@example.org'`); got != "school pinellas" {
		t.Errorf("created %q", got)
	}

	// Mistakes are named by their flags, and nothing is printed.
	out.Reset()
	err = a.CreateUser(ctx, service.NewAccount{Role: "school", Email: "x@example", FirstName: "Sam", LastName: "Reyes"})
	if err == nil || !strings.Contains(err.Error(), "--email invalid") || !strings.Contains(err.Error(), "--org required") {
		t.Errorf("a bad e-mail and no organization: %v", err)
	}
	err = a.CreateUser(ctx, service.NewAccount{Role: "admin", Email: "HR@example.org", FirstName: "Sam", LastName: "Reyes"})
	if !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("an address that has an account: %v, want conflict", err)
	}
	if out.Len() != 0 {
		t.Errorf("printed %q after a refusal", out.String())
	}
}

func TestDemoSeedCreatesTheAccountsOnceAndTheyLogIn(t *testing.T) {
	t.Parallel()
	uploads := t.TempDir()
	a := newTestApp(t, map[string]string{"APP_ENV": "development", "BASE_URL": "https://teachbay.example", "UPLOADS_DIR": uploads})
	var out bytes.Buffer
	a.Out = &out
	ctx := context.Background()
	for range 2 {
		out.Reset()
		if err := a.Seed(ctx, true); err != nil {
			t.Fatal(err)
		}
		for _, email := range []string{DemoTeacherEmail, DemoNewTeacherEmail, DemoSchoolEmail, DemoSchool2Email, DemoAdminEmail} {
			want := email + " / " + a.Config.DemoPassword + "  ("
			if !strings.Contains(out.String(), want) {
				t.Errorf("printed %q, want %q in it", out.String(), want)
			}
		}
	}
	if problem := auth.PasswordProblem(a.Config.DemoPassword); problem != "" {
		t.Errorf("the demo password is %s", problem)
	}
	st := openTestStore(t, a)
	demoAccounts := []string{DemoTeacherEmail, DemoNewTeacherEmail, DemoSchoolEmail, DemoSchool2Email, DemoAdminEmail}
	got := testdb.Value[string](t, st, `SELECT string_agg(u.role || ' ' || coalesce(o.slug, '-') || ' ' || (u.email_verified_at IS NOT NULL)::text, ', ' ORDER BY u.email)
		FROM users u LEFT JOIN organizations o ON o.id = u.organization_id WHERE u.email = ANY($1)`, demoAccounts)
	if want := "admin - true, teacher - true, school pinellas true, school hillsborough true, teacher - true"; got != want {
		t.Errorf("users after two demo seeds: %q, want %q", got, want)
	}
	// The demo teacher can apply: her profile is complete, her five documents stored once.
	docs := testdb.Value[string](t, st, `SELECT string_agg(d.kind, ',' ORDER BY d.kind) FROM documents d JOIN users u ON u.id = d.user_id
		WHERE u.email = $1`, DemoTeacherEmail)
	if docs != "certification,evaluation,lesson_plan,reference,resume" {
		t.Errorf("the demo teacher's documents after two seeds: %s", docs)
	}
	if n, _ := os.ReadDir(filepath.Join(uploads, "documents")); len(n) != 10 {
		t.Errorf("%d files in the file store, want the 5 documents of each of the two complete teachers", len(n))
	}
	// One proposed and one scheduled interview, in the demo school's district, seeded once.
	interviews := testdb.Value[string](t, st, `SELECT string_agg(i.status || ' ' || o.slug, ', ' ORDER BY i.status)
		FROM interviews i JOIN applications a ON a.id = i.application_id JOIN vacancies v ON v.id = a.vacancy_id
		JOIN organizations o ON o.id = v.organization_id`)
	if interviews != "proposed hillsborough, scheduled hillsborough" {
		t.Errorf("the demo interviews after two seeds: %s", interviews)
	}
	// The hiring loop at every stage, once: the demo teacher's applications, a pending offer, and
	// generated teachers' applications beside hers (two of them the demo interviews'; eight more, dated
	// across the last year, give Hillsborough the 20 applications its answer rate needs).
	stages := testdb.Value[string](t, st, `SELECT string_agg(a.status, ',' ORDER BY a.status) FROM applications a
		JOIN users u ON u.id = a.teacher_id WHERE u.email = $1`, DemoTeacherEmail)
	if stages != "candidate,hired,not_selected,offered,pending,withdrawn" {
		t.Errorf("the demo teacher's applications after two seeds: %s", stages)
	}
	others := testdb.Value[string](t, st, `SELECT string_agg(a.status, ',' ORDER BY a.status) FROM applications a
		JOIN users u ON u.id = a.teacher_id WHERE NOT u.email = ANY($1)`, demoAccounts)
	if others != "candidate,candidate,candidate,interview,interview,not_selected,not_selected,not_selected,not_selected,not_selected,on-hold,on-hold,on-hold,pending,pending,pending" {
		t.Errorf("the generated teachers' applications: %s", others)
	}
	if offers := testdb.Value[string](t, st, `SELECT string_agg(status, ',' ORDER BY status) FROM offers`); offers != "accepted,pending" {
		t.Errorf("the demo offers: %s", offers)
	}
	// Her referees, once: a received reference with its answer, a request and a draft.
	references := testdb.Value[string](t, st, `SELECT string_agg(r.status || ' ' || r.relationship || ' ' || (a.reference_id IS NOT NULL)::text,
		', ' ORDER BY r.status) FROM teacher_references r JOIN users u ON u.id = r.teacher_id
		LEFT JOIN reference_answers a ON a.reference_id = r.id WHERE u.email = $1`, DemoTeacherEmail)
	if references != "draft colleague false, received principal true, requested mentor_teacher false" {
		t.Errorf("the demo teacher's references after two seeds: %s", references)
	}

	signer, err := auth.NewSigner([]byte(strings.Repeat("k", 32)), a.Config.BaseURL)
	if err != nil {
		t.Fatal(err)
	}
	keys, err := a.newKeyring()
	if err != nil {
		t.Fatal(err)
	}
	svc := service.New(service.Config{BaseURL: a.Config.BaseURL, PasswordParams: auth.DefaultParams},
		service.Deps{Store: st, Signer: signer, Keys: keys})
	// The teacher signs in with her password; the school user also needs a code from the demo secret.
	res, err := svc.Login(ctx, service.LoginInput{Email: DemoTeacherEmail, Password: a.Config.DemoPassword, Kind: model.RoleTeacher}, "test")
	if err != nil || res.Session == nil || res.User.Role != model.RoleTeacher || !res.User.EmailVerified {
		t.Errorf("login of the demo teacher: %+v, %v", res, err)
	}
	res, err = svc.Login(ctx, service.LoginInput{Email: DemoSchoolEmail, Password: a.Config.DemoPassword, Kind: model.RoleSchool}, "test")
	if err != nil || res.Session != nil || res.Challenge == "" {
		t.Fatalf("login of the demo school user: %+v, %v; want a second-factor challenge", res, err)
	}
	code, err := totp.GenerateCode(a.Config.DemoTOTPSecret, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	u, session, err := svc.CompleteMFALogin(ctx, res.Challenge, code, "test")
	if err != nil || session == nil || u.Role != model.RoleSchool || !u.MFAEnabled {
		t.Errorf("the demo school user's code from DEMO_TOTP_SECRET: %+v, %v", u, err)
	}
}
