package httpapi

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/testdb"
)

// openings creates a district with a school and two vacancies, one open and one closed, and returns
// their ids.
func openings(t *testing.T, env *authEnv, slug string) (open, closed string) {
	t.Helper()
	ids := testdb.Value[[]string](t, env.st, `WITH o AS (INSERT INTO organizations (slug, name, county) VALUES ($1, $1 || ' District', 'Bay')
			RETURNING id), s AS (INSERT INTO schools (organization_id, name, level) SELECT id, $1 || ' High', 'high' FROM o RETURNING *),
		v AS (INSERT INTO vacancies (organization_id, school_id, position, type, educational_level, subject, designation, description,
			last_date_to_apply, status)
			SELECT organization_id, id, 'Algebra Teacher ' || st, 'full_time', 'high', 'math', 'traditional', 'Algebra.', current_date + 30, st
			FROM s, unnest(ARRAY['open', 'closed']) st RETURNING id, status)
		SELECT array_agg(id::text ORDER BY status DESC) FROM v`, slug)
	return ids[0], ids[1]
}

func (b *browser) userID() string {
	b.t.Helper()
	_, _, body := b.do(http.MethodGet, "/api/auth/me", nil)
	return body["user"].(map[string]any)["id"].(string)
}

func TestApplyingTrackingAndCancellingOverHTTP(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	open, closed := openings(t, env, "bay")
	ana := env.teacher(t, ana)

	// The job view: a visitor reads the vacancy; a teacher also reads what is missing.
	if _, _, job := env.browser(t).do(http.MethodGet, "/api/vacancies/"+open, nil); job["position"] != "Algebra Teacher open" || job["eligibility"] != nil {
		t.Errorf("a visitor's job view: %v", job)
	}
	_, _, job := ana.do(http.MethodGet, "/api/vacancies/"+open, nil)
	if e, _ := job["eligibility"].(map[string]any); e == nil || e["eligible"] != false || job["applicationId"] != nil {
		t.Fatalf("an incomplete teacher's job view: %v", job)
	}
	status, _, body := ana.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": open})
	if missing, _ := body["missing"].([]any); status != 422 || body["code"] != "profile_incomplete" || len(missing) == 0 {
		t.Fatalf("an incomplete profile applies: %d %v", status, body)
	}

	if err := seed.CompleteDemoTeacher(context.Background(), env.svc, ana.userID()); err != nil {
		t.Fatal(err)
	}
	env.confirmEmail(t, "ana@example.com")
	for body, want := range map[string]int{`{"vacancyId": "` + closed + `"}`: 410, `{"vacancyId": "00000000-0000-4000-8000-000000000000"}`: 404,
		`{"vacancyId": 7}`: 400, `{"vacancy": "x"}`: 400} {
		if status, _, got := ana.raw(http.MethodPost, "/api/applications", "application/json", strings.NewReader(body)); status != want {
			t.Errorf("apply %s: %d %s, want %d", body, status, got, want)
		}
	}
	status, _, created := ana.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": open})
	if status != 201 || created["status"] != "pending" || created["company"] != "bay District" || created["score"] == nil {
		t.Fatalf("apply: %d %v", status, created)
	}
	id := created["id"].(string)
	if status, _, body := ana.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": open}); status != 409 {
		t.Errorf("applying twice: %d %v", status, body)
	}
	if _, _, job := ana.do(http.MethodGet, "/api/vacancies/"+open, nil); job["applicationId"] != id {
		t.Errorf("the job view after applying: %v", job)
	}

	_, _, list := ana.do(http.MethodGet, "/api/applications?status=pending&sort=oldest", nil)
	if items, _ := list["items"].([]any); len(items) != 1 || list["total"] != 1.0 {
		t.Errorf("the list: %v", list)
	}
	if status, _, _ := ana.do(http.MethodGet, "/api/applications?status=rejected", nil); status != 400 {
		t.Errorf("an unknown status: %d", status)
	}
	_, _, got := ana.do(http.MethodGet, "/api/applications/"+id, nil)
	docs, _ := got["documents"].([]any)
	if len(docs) != 5 || got["schoolName"] != "bay High" || got["applicant"].(map[string]any)["city"] != "Quezon City" {
		t.Fatalf("the application: %v", got)
	}
	if reasons, _ := got["reasons"].([]any); len(reasons) < 4 || got["insight"].(map[string]any)["status"] != "none" {
		t.Errorf("the application's reasons and insight: %v %v", got["reasons"], got["insight"])
	}

	// 'Improve my resume': asked for, it is pending until a job reviews it.
	if status, _, body := ana.do(http.MethodPost, "/api/applications/"+id+"/resume-insight", nil); status != 202 || body["status"] != "pending" {
		t.Errorf("asking for a review: %d %v", status, body)
	}
	if status, _, body := ana.do(http.MethodGet, "/api/applications/"+id+"/resume-insight", nil); status != 200 || body["status"] != "pending" ||
		body["failure"] != nil {
		t.Errorf("the review: %d %v", status, body)
	}
	resume := docs[0].(map[string]any)
	status, h, file := ana.raw(http.MethodGet, "/api/applications/"+id+"/documents/"+resume["id"].(string)+"/download", "", nil)
	if status != 200 || !strings.HasPrefix(string(file), "%PDF-") || !strings.Contains(h.Get("Content-Disposition"), "demo-teacher-resume.pdf") ||
		h.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("the resume as sent: %d %v", status, h)
	}

	// Another teacher can neither read, download nor cancel it.
	ben := env.teacher(t, map[string]any{"firstName": "Ben", "lastName": "Ramos", "email": "ben@example.com",
		"contactNumber": "+639171234568", "country": "PH", "password": "bayshore sunsets in july"})
	for _, e := range []string{"GET /api/applications/" + id, "POST /api/applications/" + id + "/cancel",
		"GET /api/applications/" + id + "/documents/" + resume["id"].(string) + "/download", "GET /api/applications/nope",
		"POST /api/applications/" + id + "/resume-insight", "GET /api/applications/" + id + "/resume-insight"} {
		method, path, _ := strings.Cut(e, " ")
		if status, _, body := ben.raw(method, path, "application/json", strings.NewReader("{}")); status != 404 {
			t.Errorf("another teacher: %s → %d %s", e, status, body)
		}
	}

	// A school of the district moves it; another district's cannot.
	env.school(t, "hr@bay.example", "bay")
	openings(t, env, "gulf")
	gulf := env.school(t, "hr@gulf.example", "gulf")
	if status, _, body := gulf.do(http.MethodPut, "/api/school/applications/"+id+"/status", map[string]any{"status": "candidate"}); status != 404 {
		t.Errorf("another district's school: %d %v", status, body)
	}
	bay := env.school(t, "hr2@bay.example", "bay")
	if status, _, body := bay.do(http.MethodPut, "/api/school/applications/"+id+"/status", map[string]any{"status": "hired"}); status != 400 {
		t.Errorf("an unknown status: %d %v", status, body)
	}
	if status, _, body := bay.do(http.MethodPut, "/api/school/applications/"+id+"/status", map[string]any{"status": "on-hold",
		"note": "Interviews start in May."}); status != 200 || body["status"] != "on-hold" {
		t.Errorf("the district's school: %d %v", status, body)
	}

	status, _, cancelled := ana.do(http.MethodPost, "/api/applications/"+id+"/cancel", nil)
	if history, _ := cancelled["history"].([]any); status != 200 || cancelled["status"] != "withdrawn" || len(history) != 3 {
		t.Errorf("cancel: %d %v", status, cancelled)
	}
	if status, _, _ := ana.do(http.MethodPost, "/api/applications/"+id+"/cancel", nil); status != 409 {
		t.Errorf("cancelling twice: %d", status)
	}
	if status, _, _ := ana.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": open}); status != 201 {
		t.Errorf("applying again after cancelling: %d", status)
	}
}

func TestApplicationEndpointsAreForTheirRolesOnly(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	openings(t, env, "bay")
	school := env.school(t, "hr@bay.example", "bay")
	teacher := env.teacher(t, ana)
	id := "00000000-0000-4000-8000-000000000000"
	teacherOnly := []string{"GET /api/applications", "POST /api/applications", "GET /api/applications/" + id,
		"POST /api/applications/" + id + "/cancel", "GET /api/applications/" + id + "/documents/" + id + "/download",
		"POST /api/applications/" + id + "/resume-insight", "GET /api/applications/" + id + "/resume-insight"}
	for who, b := range map[string]*browser{"a visitor": env.browser(t), "a school user": school} {
		for _, e := range teacherOnly {
			method, path, _ := strings.Cut(e, " ")
			if status, _, body := b.raw(method, path, "application/json", strings.NewReader("{}")); status != 401 {
				t.Errorf("%s: %s → %d %s, want 401", who, e, status, body)
			}
		}
	}
	for who, b := range map[string]*browser{"a visitor": env.browser(t), "a teacher": teacher} {
		body := strings.NewReader(`{"status": "candidate"}`)
		if status, _, got := b.raw(http.MethodPut, "/api/school/applications/"+id+"/status", "application/json", body); status != 401 {
			t.Errorf("%s changes a status: %d %s, want 401", who, status, got)
		}
	}
}

func TestMatchesAreForCompletedProfiles(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	openings(t, env, "bay")
	ana := env.teacher(t, ana)
	status, _, body := ana.do(http.MethodGet, "/api/me/matches", nil)
	if missing, _ := body["missing"].([]any); status != 422 || body["code"] != "profile_incomplete" || len(missing) == 0 {
		t.Fatalf("an incomplete profile's matches: %d %v", status, body)
	}
	if err := seed.CompleteDemoTeacher(context.Background(), env.svc, ana.userID()); err != nil {
		t.Fatal(err)
	}
	// The demo teacher needs a visa sponsored: the job welcomes J-1 teachers, or it could not hire her.
	testdb.Value[int](t, env.st, `WITH v AS (UPDATE vacancies SET work_authorization = 'j1_welcome' RETURNING 1) SELECT count(*)::int FROM v`)
	status, _, body = ana.do(http.MethodGet, "/api/me/matches?limit=5", nil)
	items, _ := body["items"].([]any)
	if status != 200 || len(items) != 1 {
		t.Fatalf("matches: %d %v", status, body)
	}
	first := items[0].(map[string]any)
	reasons, _ := first["reasons"].([]any)
	if first["vacancy"].(map[string]any)["position"] != "Algebra Teacher open" || first["score"].(float64) < 50 || len(reasons) < 4 {
		t.Errorf("the math teacher's match: %v", first)
	}
	if status, _, _ := ana.do(http.MethodGet, "/api/me/matches?limit=zero", nil); status != 400 {
		t.Errorf("a bad limit: %d", status)
	}
	if status, _, _ := env.browser(t).do(http.MethodGet, "/api/me/matches", nil); status != 401 {
		t.Errorf("a visitor's matches: %d", status)
	}
}

func TestApplyingTwiceAtOnceCreatesOneApplication(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	open, _ := openings(t, env, "bay")
	ana := env.teacher(t, ana)
	if err := seed.CompleteDemoTeacher(context.Background(), env.svc, ana.userID()); err != nil {
		t.Fatal(err)
	}
	env.confirmEmail(t, "ana@example.com")

	// A double click, ten times over: every request leaves at once.
	type answer struct {
		status int
		body   map[string]any
	}
	answers := make([]answer, 10)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range answers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			answers[i].status, _, answers[i].body = ana.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": open})
		}()
	}
	close(start)
	wg.Wait()

	var created string
	conflicts := map[any]int{}
	for _, a := range answers {
		switch {
		case a.status == 201:
			if created != "" {
				t.Errorf("a second application was created: %v", a.body)
			}
			created, _ = a.body["id"].(string)
		case a.status == 409 && a.body["code"] == "conflict":
			conflicts[a.body["applicationId"]]++
		default:
			t.Errorf("apply: %d %v", a.status, a.body)
		}
	}
	if created == "" || conflicts[created] != 9 || len(conflicts) != 1 {
		t.Errorf("created %q; the conflicts named %v, want the other nine naming it", created, conflicts)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM applications WHERE vacancy_id = $1`, open); n != 1 {
		t.Errorf("%d applications stored, want 1", n)
	}
}
