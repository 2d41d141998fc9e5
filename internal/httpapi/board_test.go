package httpapi

import (
	"context"
	"net/http"
	"testing"

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
