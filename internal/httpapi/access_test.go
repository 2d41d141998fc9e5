package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/testdb"
)

// callers are the columns of the access matrix.
var callers = []string{"anonymous", "teacher A", "teacher B", "school X", "school Y", "admin"}

// accessRow is one endpoint of the matrix: the status each caller gets, in the order of callers.
// Placeholders in path and body name the objects of the fixture (see TestAccessMatrix); rows run
// in order, so an action's row comes before what it ends (reopen after close, delete last).
type accessRow struct {
	method, path, body string
	want               [6]int
}

var accessMatrix = []accessRow{
	{"GET", "/api/applications/{application}", "", [6]int{401, 200, 404, 401, 401, 401}},
	{"GET", "/api/school/overview", "", [6]int{401, 401, 401, 200, 200, 401}},
	{"GET", "/api/school/vacancies", "", [6]int{401, 401, 401, 200, 200, 401}},
	{"POST", "/api/school/vacancies", "{vacancyBody}", [6]int{401, 401, 401, 201, 400, 401}},
	{"GET", "/api/school/vacancies/{vacancy}", "", [6]int{401, 401, 401, 200, 404, 401}},
	{"PUT", "/api/school/vacancies/{vacancy}", "{vacancyBody}", [6]int{401, 401, 401, 200, 404, 401}},
	{"POST", "/api/school/vacancies/{vacancy}/close", "", [6]int{401, 401, 401, 200, 404, 401}},
	{"POST", "/api/school/vacancies/{vacancy}/reopen", "", [6]int{401, 401, 401, 200, 404, 401}},
	{"GET", "/api/school/vacancies/{vacancy}/applications", "", [6]int{401, 401, 401, 200, 404, 401}},
	{"GET", "/api/school/applications", "", [6]int{401, 401, 401, 200, 200, 401}},
	{"GET", "/api/school/applications/{application}", "", [6]int{401, 401, 401, 200, 404, 401}},
	// The fixture's pending offer is withdrawn before the application becomes a candidate and gets
	// the offer of the next row (one pending offer per application).
	{"POST", "/api/school/offers/{offer}/withdraw", "", [6]int{401, 401, 401, 200, 404, 401}},
	{"PUT", "/api/school/applications/{application}/status", `{"status": "candidate", "note": "Call on Monday"}`, [6]int{401, 401, 401, 200, 404, 401}},
	// {interview} is a proposal stored before the rows: not held, it cannot be completed; once
	// cancelled, the candidate may be invited again, which moves the application to interview,
	// from where the next row's offer is made.
	{"GET", "/api/school/applications/{application}/interviews", "", [6]int{401, 401, 401, 200, 404, 401}},
	{"POST", "/api/school/interviews/{interview}/complete", "", [6]int{401, 401, 401, 409, 404, 401}},
	{"POST", "/api/school/interviews/{interview}/cancel", `{"reason": "Filled"}`, [6]int{401, 401, 401, 200, 404, 401}},
	{"POST", "/api/school/applications/{application}/interviews", interviewBody, [6]int{401, 401, 401, 201, 404, 401}},
	{"POST", "/api/school/applications/{application}/offer", "{offerBody}", [6]int{401, 401, 401, 201, 404, 401}},
	{"GET", "/api/school/analytics", "", [6]int{401, 401, 401, 200, 200, 401}},
	{"PUT", "/api/school/schools/{school}", `{"philosophy": ["montessori"], "culture": "Mixed-age rooms."}`, [6]int{401, 401, 401, 200, 404, 401}},
	{"GET", "/api/school/applications/{application}/documents/{document}/download", "", [6]int{401, 401, 401, 200, 404, 401}},
	{"GET", "/api/admin/organizations", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"POST", "/api/admin/organizations", `{"slug": "matrix", "name": "Matrix District", "county": "Pasco"}`, [6]int{401, 401, 401, 401, 401, 201}},
	{"GET", "/api/admin/organizations/{organization}", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"PUT", "/api/admin/organizations/{organization}", `{"slug": "bay", "name": "Bay District", "county": "Bay"}`, [6]int{401, 401, 401, 401, 401, 200}},
	{"PUT", "/api/admin/organizations/{organization}/salary-schedule", `{"schoolYear": "2024-25", "sourceUrl": "https://bay.example.org/pay", "retrievedOn": "2026-11-27", "startingSalary": 48000}`, [6]int{401, 401, 401, 401, 401, 200}},
	{"GET", "/api/admin/schools", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"POST", "/api/admin/schools", `{"organizationId": "{organization}", "schoolName": "Matrix Middle", "level": "middle"}`, [6]int{401, 401, 401, 401, 401, 201}},
	{"GET", "/api/admin/schools/{school}", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"PUT", "/api/admin/schools/{school}", `{"organizationId": "{organization}", "schoolName": "bay High", "level": "high"}`, [6]int{401, 401, 401, 401, 401, 200}},
	{"GET", "/api/admin/invitations", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"POST", "/api/admin/invitations", `{"email": "new@bay.example", "role": "school", "organizationId": "{organization}"}`, [6]int{401, 401, 401, 401, 401, 201}},
	{"GET", "/api/admin/users", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"POST", "/api/admin/users/{spare user}/disable", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"POST", "/api/admin/users/{spare user}/enable", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"GET", "/api/admin/subscribers", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"DELETE", "/api/admin/subscribers/{subscriber}", "", [6]int{401, 401, 401, 401, 401, 204}},
	{"GET", "/api/admin/contact-messages", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"POST", "/api/admin/contact-messages/{message}/handled", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"GET", "/api/admin/reports/self-identification", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"GET", "/api/admin/audit", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"GET", "/api/admin/analytics", "", [6]int{401, 401, 401, 401, 401, 200}},
	{"DELETE", "/api/admin/schools/{spare school}", "", [6]int{401, 401, 401, 401, 401, 204}},
	{"DELETE", "/api/admin/organizations/{spare organization}", "", [6]int{401, 401, 401, 401, 401, 204}},
}

// applied is the matrix's fixture: the districts bay and gulf with an open vacancy each, teacher A
// (Ana, a complete profile) who applied to bay's, and teacher B who did not. It returns bay's
// vacancy, A's application and the two teachers.
func applied(t *testing.T, env *authEnv) (vacancy, application string, a, b *browser) {
	t.Helper()
	vacancy, _ = openings(t, env, "bay")
	openings(t, env, "gulf")
	a, b = env.teacher(t, ana), env.teacher(t, map[string]any{"firstName": "Ben", "lastName": "Diaz", "email": "ben@example.com",
		"contactNumber": "+18135551234", "country": "US", "password": "bayshore sunsets in july"})
	if err := seed.CompleteDemoTeacher(context.Background(), env.svc, a.userID()); err != nil {
		t.Fatal(err)
	}
	env.confirmEmail(t, "ana@example.com")
	_, _, sent := a.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": vacancy})
	return vacancy, sent["id"].(string), a, b
}

// TestAccessMatrix calls every /api/school and /api/admin endpoint as each caller and checks the
// status: 401 for a caller of another role (or none), 404 for another district's objects, 2xx for
// the right one. A new endpoint must join the matrix: the test fails for one missing.
func TestAccessMatrix(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	vacancy, app, a, b := applied(t, env)
	_, _, packet := a.do(http.MethodGet, "/api/applications/"+app, nil)
	browsers := []*browser{env.browser(t), a, b, env.school(t, "hr@bay.example", "bay"), env.school(t, "hr@gulf.example", "gulf"),
		env.admin(t, "ops@teachbay.example")}

	objects := map[string]string{
		"{vacancy}":      vacancy,
		"{application}":  app,
		"{document}":     packet["documents"].([]any)[0].(map[string]any)["id"].(string),
		"{organization}": testdb.Value[string](t, env.st, `SELECT id::text FROM organizations WHERE slug = 'bay'`),
		"{school}":       testdb.Value[string](t, env.st, `SELECT id::text FROM schools WHERE name = 'bay High'`),
		"{spare organization}": testdb.Value[string](t, env.st, `INSERT INTO organizations (slug, name, county)
			VALUES ('spare', 'Spare District', 'Polk') RETURNING id::text`),
		"{spare school}": testdb.Value[string](t, env.st, `INSERT INTO schools (organization_id, name, level)
			SELECT id, 'Spare Elementary', 'elementary' FROM organizations WHERE slug = 'gulf' RETURNING id::text`),
		"{spare user}": testdb.Value[string](t, env.st, `INSERT INTO users (role, email, first_name, last_name, language)
			VALUES ('teacher', 'spare@example.com', 'Sam', 'Spare', 'en') RETURNING id::text`),
		"{subscriber}": testdb.Value[string](t, env.st, `INSERT INTO subscribers (email, first_name, last_name, contact_number, country,
			language, unsubscribe_token) VALUES ('sub@example.com', 'Sue', 'Sub', '+18135550000', 'US', 'en', 'T') RETURNING id::text`),
		"{message}": testdb.Value[string](t, env.st, `INSERT INTO contact_messages (first_name, last_name, email, phone, message, language)
			VALUES ('Mo', 'Msg', 'mo@example.com', '+18135550001', 'Hello', 'en') RETURNING id::text`),
	}
	objects["{offer}"] = testdb.Value[string](t, env.st, `INSERT INTO offers (application_id, salary, start_date, respond_by)
		VALUES ($1, 50000, current_date + 60, current_date + 7) RETURNING id::text`, objects["{application}"])
	objects["{offerBody}"] = fmt.Sprintf(`{"salary": 52000, "startDate": %q, "respondBy": %q}`,
		time.Now().AddDate(0, 2, 0).Format(time.DateOnly), time.Now().AddDate(0, 0, 7).Format(time.DateOnly))
	objects["{interview}"] = testdb.Value[string](t, env.st, `WITH i AS (INSERT INTO interviews (application_id, mode, duration_minutes)
		VALUES ($1, 'phone', 30) RETURNING id), s AS (INSERT INTO interview_slots (interview_id, start_at)
		SELECT id, now() + interval '2 days' FROM i) SELECT id::text FROM i`, objects["{application}"])
	schoolID := testdb.Value[string](t, env.st, `SELECT id::text FROM schools WHERE name = 'bay High'`)
	objects["{vacancyBody}"] = fmt.Sprintf(`{"schoolId": %q, "position": "Geometry Teacher", "type": "full_time",
		"educationalLevel": "high", "subject": "math", "description": "Teach geometry.", "lastDateToApply": %q}`,
		schoolID, time.Now().AddDate(0, 1, 0).Format(time.DateOnly))
	fill := func(s string) string {
		for name, value := range objects {
			s = strings.ReplaceAll(s, name, value)
		}
		return s
	}

	covered := map[string]bool{}
	for _, row := range accessMatrix {
		pattern := row.method + " " + row.path
		for placeholder := range objects {
			pattern = strings.ReplaceAll(pattern, placeholder, "{id}")
		}
		covered[strings.ReplaceAll(pattern, "/{id}/documents/{id}/", "/{id}/documents/{docId}/")] = true
		for i, who := range browsers {
			status, _, body := who.raw(row.method, fill(row.path), "application/json", strings.NewReader(fill(row.body)))
			if status != row.want[i] {
				t.Errorf("%s %s as %s: %d %s, want %d", row.method, row.path, callers[i], status, body, row.want[i])
			}
		}
	}
	err := chi.Walk(newServer(t, testdb.New(t)).router(), func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		route = strings.TrimSuffix(strings.ReplaceAll(route, "/*", ""), "/")
		if (strings.HasPrefix(route, "/api/school/") || strings.HasPrefix(route, "/api/admin/")) && !covered[method+" "+route] {
			t.Errorf("%s %s is not in the access matrix", method, route)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestSchoolResponsesNeverCarryWhoTheTeacherIs reads every school endpoint's answer about a teacher
// who gave a date of birth, gender, SSN and self-identification, and finds none of them, by key
// or by value (docs/api.md "School").
func TestSchoolResponsesNeverCarryWhoTheTeacherIs(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ctx := context.Background()
	vacancy, _ := openings(t, env, "bay")
	ana := env.teacher(t, ana)
	id := ana.userID()
	if err := seed.CompleteDemoTeacher(ctx, env.svc, id); err != nil {
		t.Fatal(err)
	}
	testdb.Value[int](t, env.st, `WITH p AS (UPDATE teacher_profiles SET date_of_birth = '1987-06-05', gender = 'female'
		WHERE user_id = $1 RETURNING 1) SELECT count(*)::int FROM p`, id)
	env.confirmEmail(t, "ana@example.com")
	_, _, applied := ana.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": vacancy})
	app := applied["id"].(string)
	school := env.school(t, "hr@bay.example", "bay")
	var answers []string
	for _, path := range []string{"/api/school/overview", "/api/school/vacancies", "/api/school/applications", "/api/school/vacancies/" + vacancy,
		"/api/school/vacancies/" + vacancy + "/applications", "/api/school/applications/" + app} {
		status, _, body := school.raw(http.MethodGet, path, "", nil)
		if status != 200 {
			t.Fatalf("%s: %d %s", path, status, body)
		}
		answers = append(answers, string(body))
	}
	_, _, body := school.raw(http.MethodPut, "/api/school/applications/"+app+"/status", "application/json",
		strings.NewReader(`{"status": "on-hold"}`))
	answers = append(answers, string(body))

	testdb.Value[int](t, env.st, `WITH s AS (INSERT INTO self_identification (user_id, state, ethnicity, hispanic_origin, gender, veteran_status)
		VALUES ($1, 'complete', 'native_hawaiian_pacific_islander', 'yes', 'female', 'disabled_veteran')
		ON CONFLICT (user_id) DO UPDATE SET ethnicity = excluded.ethnicity, veteran_status = excluded.veteran_status RETURNING 1)
		SELECT count(*)::int FROM s`, id)
	never := []string{`"dateOfBirth"`, `"gender"`, `"ssn`, `"selfIdentification"`, `"self_identification"`, `"ethnicity"`,
		`"veteranStatus"`, `"hispanicOrigin"`, "1987-06-05", "female", "native_hawaiian", "disabled_veteran"}
	for i, answer := range answers {
		for _, word := range never {
			if strings.Contains(answer, word) {
				t.Errorf("school answer %d carries %s: %s", i, word, answer)
			}
		}
	}
	if !slices.ContainsFunc(answers, func(a string) bool { return strings.Contains(a, `"employment"`) }) {
		t.Error("the packet must carry the employment disclosures")
	}
}
