package httpapi

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestTheBoardShowsASignedInTeacherHerScoreAndApplications(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	open, _ := openings(t, env, "bay")
	openings(t, env, "gulf")
	bay := testdb.Value[string](t, env.st, `SELECT id::text FROM organizations WHERE slug = 'bay'`)
	visitor, ana, ben := env.browser(t), env.teacher(t, ana), env.teacher(t, map[string]any{"firstName": "Ben", "lastName": "Diaz",
		"email": "ben@example.com", "contactNumber": "+18135551234", "country": "US", "password": "bayshore sunsets in july"})
	if err := seed.CompleteDemoTeacher(context.Background(), env.svc, ana.userID()); err != nil {
		t.Fatal(err)
	}
	env.confirmEmail(t, "ana@example.com")
	_, _, applied := ana.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": open})

	rows := func(b *browser, path string) []map[string]any {
		t.Helper()
		status, _, page := b.do(http.MethodGet, path, nil)
		if status != 200 {
			t.Fatalf("%s: %d %v", path, status, page)
		}
		var out []map[string]any
		for _, item := range page["items"].([]any) {
			out = append(out, item.(map[string]any))
		}
		return out
	}
	// "matemáticas" finds the algebra openings by their subject; district keeps Bay's.
	path := "/api/vacancies?q=matem%C3%A1ticas&district=" + bay + "&sort=deadline"
	got := rows(ana, path)
	if len(got) != 1 || got[0]["id"] != open || got[0]["applicationId"] != applied["id"] || got[0]["score"] == nil {
		t.Errorf("Ana's board: %v", got)
	}
	if got := rows(ben, path); len(got) != 1 || got[0]["applicationId"] != nil || got[0]["score"] != nil {
		t.Errorf("an incomplete teacher's board: %v", got)
	}
	if got := rows(visitor, path); len(got) != 1 {
		t.Errorf("a visitor's board: %v", got)
	} else if _, has := got[0]["score"]; has {
		t.Errorf("a visitor reads a score: %v", got[0])
	}
	status, _, page := visitor.do(http.MethodGet, "/api/vacancies?q=matematicas&page=40", nil)
	if status != 200 || page["total"] != 2.0 || len(page["items"].([]any)) != 0 {
		t.Errorf("a page past the end: %d %v", status, page)
	}
	for _, bad := range []string{"/api/vacancies?sort=oldest", "/api/vacancies?district=bay"} {
		if status, _, body := visitor.do(http.MethodGet, bad, nil); status != 400 {
			t.Errorf("%s: %d %v", bad, status, body)
		}
	}
}

func TestTheBoardsAnswersAreKeptUntilAVacancyChanges(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ids := feedFixture(t, env)
	search := env.url + "/api/vacancies?sort=newest"
	renamed := func(body string) bool { return strings.Contains(body, "Renamed Teacher") }

	// While this copy cannot hear Postgres announce changes, nothing is kept: a change it would
	// not hear shows at once.
	first, _ := get(t, search)
	unannounced(t, env, `UPDATE vacancies SET position = 'Renamed Teacher' WHERE id = $1`, ids["plain"])
	if _, body := get(t, search); !renamed(body) {
		t.Fatal("an answer was kept while no change could be heard")
	}
	if first.Header.Get("Cache-Control") != "no-store" || first.Header.Get("Content-Type") != "application/json; charset=utf-8" {
		t.Errorf("headers: %v", first.Header)
	}

	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go env.srv.WatchReference(ctx)
	waitFor(t, 10*time.Second, env.srv.board.listening.Load)

	// Listening, a second visitor gets the answer the first one got, gzip and ETag included:
	// a change Postgres does not announce (triggers off for it) does not show.
	res, kept := get(t, search)
	unannounced(t, env, `UPDATE vacancies SET position = 'Teacher Again' WHERE id = $1`, ids["plain"])
	if _, again := get(t, search); again != kept {
		t.Error("the same search read the vacancies again")
	}
	if res, _ := get(t, search, "If-None-Match", res.Header.Get("ETag")); res.StatusCode != http.StatusNotModified {
		t.Errorf("revalidation: %d", res.StatusCode)
	}
	if res, _ := get(t, search, "Accept-Encoding", "gzip"); res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("Content-Encoding %q", res.Header.Get("Content-Encoding"))
	}
	// Another search is its own answer; a bad one is still a 400 that names its field.
	if _, body := get(t, env.url+"/api/vacancies?sort=deadline"); !strings.Contains(body, "Teacher Again") {
		t.Error("another search was answered from the first one's")
	}
	if res, body := get(t, env.url+"/api/vacancies?sort=sideways"); res.StatusCode != http.StatusBadRequest || !strings.Contains(body, `"sort"`) {
		t.Errorf("a bad search: %d %s", res.StatusCode, body)
	}
	// A signed-in teacher's board, with her applications, is never the visitors'.
	if status, _, body := env.teacher(t, ana).raw(http.MethodGet, "/api/vacancies?sort=newest", "", nil); status != http.StatusOK ||
		!strings.Contains(string(body), "Teacher Again") {
		t.Errorf("the teacher's board: %d %s", status, body)
	}

	// Another copy of the server (here: a plain connection) closes a vacancy: the board loses it
	// as soon as the announcement arrives, with the change it had missed.
	testdb.Value[int](t, env.st, `WITH v AS (UPDATE vacancies SET status = 'closed' WHERE id = $1 RETURNING 1)
		SELECT count(*)::int FROM v`, ids["open"])
	waitFor(t, 5*time.Second, func() bool {
		_, body := get(t, search)
		return !strings.Contains(body, ids["open"])
	})
	if _, body := get(t, search); !strings.Contains(body, "Teacher Again") {
		t.Errorf("after the close: %s", body)
	}
}

// unannounced makes a change to the vacancies that Postgres does not announce (its triggers
// off), as a change another copy of the server made while this one could not hear.
func unannounced(t *testing.T, env *authEnv, sql string, args ...any) {
	t.Helper()
	ctx := context.Background()
	tx, err := env.st.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	if _, err := tx.Exec(ctx, `SET LOCAL session_replication_role = replica`); err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, sql, args...); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
}
