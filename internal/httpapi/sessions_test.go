package httpapi

import (
	"net/http"
	"testing"

	"github.com/teachbay/teachbay/internal/testdb"
)

const (
	firefoxOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:135.0) Gecko/20100101 Firefox/135.0"
	chromeOnAndroid  = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
)

func TestAUserSeesTheirSessionsAndEndsTheOthers(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	laptop := env.browser(t)
	laptop.userAgent = firefoxOnWindows
	if status, _, body := laptop.do(http.MethodPost, "/api/auth/register", ana); status != 201 {
		t.Fatalf("register: %d %v", status, body)
	}
	login := func(userAgent string) *browser {
		b := env.browser(t)
		b.userAgent = userAgent
		if status, _, body := b.do(http.MethodPost, "/api/auth/login", map[string]string{"email": "ana@example.com",
			"password": "bayshore sunsets in july", "kind": "teacher"}); status != 200 {
			t.Fatalf("login: %d %v", status, body)
		}
		return b
	}
	phone, tablet := login(chromeOnAndroid), login("")

	status, _, body := laptop.do(http.MethodGet, "/api/me/sessions", nil)
	items, _ := body["items"].([]any)
	if status != 200 || len(items) != 3 {
		t.Fatalf("sessions: %d %v; want 3", status, body)
	}
	byDevice := map[string]map[string]any{}
	for _, it := range items {
		s := it.(map[string]any)
		byDevice[s["browser"].(string)+" on "+s["system"].(string)] = s
	}
	own, other := byDevice["Firefox on Windows"], byDevice["Chrome on Android"]
	if own == nil || other == nil || byDevice[" on "] == nil {
		t.Fatalf("devices: %v", byDevice)
	}
	if own["current"] != true || other["current"] != false || own["lastUsedAt"] == nil || own["createdAt"] == nil {
		t.Errorf("the asking browser is the current one: %v", items)
	}

	// One other browser signed out: it can no longer call the API, the others still can.
	if status, _, _ := laptop.do(http.MethodDelete, "/api/me/sessions/"+other["id"].(string), nil); status != 204 {
		t.Fatalf("end one session: %d", status)
	}
	if status, _, _ := phone.do(http.MethodGet, "/api/auth/me", nil); status != 401 {
		t.Errorf("the signed-out phone: %d, want 401", status)
	}
	if status, _, _ := phone.do(http.MethodPost, "/api/auth/refresh", nil); status != 401 {
		t.Errorf("the signed-out phone's refresh: %d, want 401", status)
	}
	if status, _, _ := tablet.do(http.MethodGet, "/api/auth/me", nil); status != 200 {
		t.Errorf("the tablet: %d, want 200", status)
	}
	// Ending it again, or another user's session, or no session at all, is not found.
	intruder := env.teacher(t, map[string]any{"firstName": "Eve", "lastName": "Stone", "email": "eve@example.com",
		"contactNumber": "+639171234568", "country": "PH", "password": "another long passphrase", "language": "en"})
	for _, path := range []string{"/api/me/sessions/" + other["id"].(string), "/api/me/sessions/not-an-id",
		"/api/me/sessions/00000000-0000-0000-0000-000000000000"} {
		if status, _, body := laptop.do(http.MethodDelete, path, nil); status != 404 || body["code"] != "not_found" {
			t.Errorf("DELETE %s: %d %v, want 404", path, status, body)
		}
	}
	if status, _, _ := intruder.do(http.MethodDelete, "/api/me/sessions/"+own["id"].(string), nil); status != 404 {
		t.Errorf("another user ending Ana's session: %d, want 404", status)
	}
	if status, _, _ := laptop.do(http.MethodGet, "/api/auth/me", nil); status != 200 {
		t.Error("another user's attempt ended Ana's session")
	}

	// Every other browser signed out at once.
	if status, _, _ := laptop.do(http.MethodDelete, "/api/me/sessions", nil); status != 204 {
		t.Fatalf("end the others: %d", status)
	}
	if status, _, _ := tablet.do(http.MethodGet, "/api/auth/me", nil); status != 401 {
		t.Errorf("the tablet after ending the others: %d, want 401", status)
	}
	status, _, body = laptop.do(http.MethodGet, "/api/me/sessions", nil)
	if items, _ := body["items"].([]any); status != 200 || len(items) != 1 {
		t.Errorf("left: %d %v; want only this browser", status, body)
	}
	if audit := testdb.Value[string](t, env.st, `SELECT string_agg(action, ',' ORDER BY id) FROM audit_log WHERE action LIKE 'session.%'`); audit != "session.end,session.end_others" {
		t.Errorf("audit log: %s", audit)
	}
}

func TestOnlyASignedInUserReachesTheirSessions(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	for _, c := range []struct{ method, path string }{
		{http.MethodGet, "/api/me/sessions"}, {http.MethodDelete, "/api/me/sessions"},
		{http.MethodDelete, "/api/me/sessions/00000000-0000-0000-0000-000000000000"},
	} {
		if status, _, body := env.browser(t).do(c.method, c.path, nil); status != 401 || body["code"] != "unauthenticated" {
			t.Errorf("%s %s signed out: %d %v", c.method, c.path, status, body)
		}
	}
	b := env.teacher(t, ana)
	if status, _, _ := b.raw(http.MethodDelete, "/api/me/sessions", "", nil); status != 204 {
		t.Fatalf("with the CSRF header: %d", status)
	}
	if status := b.withoutCSRFHeader(http.MethodDelete, "/api/me/sessions", ""); status != 403 {
		t.Errorf("without X-Requested-With: %d, want 403 csrf", status)
	}
}

func TestSchoolStaffSeeTheirSessionsToo(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	testdb.Value[int](t, env.st, `WITH o AS (INSERT INTO organizations (slug, name, county) VALUES ('bay', 'Bay District', 'Bay') RETURNING 1)
		SELECT count(*)::int FROM o`)
	for _, b := range []*browser{env.school(t, "rita@bay.example", "bay"), env.admin(t, "admin@teachbay.example")} {
		if status, _, body := b.do(http.MethodGet, "/api/me/sessions", nil); status != 200 || len(body["items"].([]any)) != 1 {
			t.Errorf("staff sessions: %d %v", status, body)
		}
	}
}
