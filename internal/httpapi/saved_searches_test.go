package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/testdb"
)

// TestSavedSearchEndpointsByCaller calls each saved-search endpoint as each caller of the access
// matrix: a teacher's searches are hers alone (another teacher's is 404), and the one-click link
// works for whoever holds it, once.
func TestSavedSearchEndpointsByCaller(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	_, _, a, b := applied(t, env)
	browsers := []*browser{env.browser(t), a, b, env.school(t, "hr@bay.example", "bay"), env.school(t, "hr@gulf.example", "gulf"),
		env.admin(t, "ops@teachbay.example")}
	body := `{"name": "Math near Tampa", "frequency": "weekly", "query": {"q": "algebra", "school": "", "district": "", "level": "high",
		"subject": "math", "designation": "", "type": "", "near": {"lat": 27.95, "lng": -82.46, "radiusKm": 30}}}`
	_, _, saved := a.do(http.MethodPost, "/api/me/saved-searches", json.RawMessage(body))
	id, _ := saved["id"].(string)
	if id == "" {
		t.Fatalf("saving: %v", saved)
	}
	token := testdb.Value[string](t, env.st, `SELECT unsubscribe_token FROM saved_searches WHERE id = $1`, id)
	// Opening the link (a person, or a mail scanner) changes nothing and lands on the page that asks.
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Get(env.url + "/api/saved-searches/unsubscribe?token=" + token)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != "/subscribe?stopSearch="+token {
		t.Fatalf("GET of the link: %d to %q", res.StatusCode, res.Header.Get("Location"))
	}
	for _, row := range []accessRow{
		{"GET", "/api/me/saved-searches", "", [6]int{401, 200, 200, 401, 401, 401}},
		{"POST", "/api/me/saved-searches", `{"name": "All", "frequency": "daily", "query": {"q": "", "school": "", "district": "",
			"level": "", "subject": "", "designation": "", "type": "", "near": null}}`, [6]int{401, 201, 201, 401, 401, 401}},
		{"PUT", "/api/me/saved-searches/{id}", strings.Replace(body, "weekly", "daily", 1), [6]int{401, 200, 404, 401, 401, 401}},
		// The link deletes teacher A's search: for everyone after the first, it is gone.
		{"POST", "/api/saved-searches/unsubscribe?token={token}", "", [6]int{200, 400, 400, 400, 400, 400}},
		{"DELETE", "/api/me/saved-searches/{id}", "", [6]int{401, 404, 404, 401, 401, 401}},
	} {
		for i, who := range browsers {
			path := strings.NewReplacer("{id}", id, "{token}", token).Replace(row.path)
			status, _, got := who.raw(row.method, path, "application/json", strings.NewReader(row.body))
			if status != row.want[i] {
				t.Errorf("%s %s as %s: %d %s, want %d", row.method, row.path, callers[i], status, got, row.want[i])
			}
		}
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM saved_searches`); n != 2 {
		t.Errorf("%d saved searches left, want the two others", n)
	}
}

func TestSavedSearchEndpointsRefuseBadInput(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana := env.teacher(t, ana)
	for _, tc := range []struct{ body, field string }{
		{`{"name": "", "frequency": "daily", "query": {}}`, "name"},
		{`{"name": "Hourly", "frequency": "hourly", "query": {}}`, "frequency"},
		{`{"name": "Level", "frequency": "daily", "query": {"level": "college"}}`, "query.level"},
		{`{"name": "Far", "frequency": "daily", "query": {"near": {"lat": 27.9, "lng": -82.4, "radiusKm": 500}}}`, "query.radiusKm"},
	} {
		status, _, body := ana.do(http.MethodPost, "/api/me/saved-searches", json.RawMessage(tc.body))
		fields, _ := body["fields"].(map[string]any)
		if status != 400 || fields[tc.field] == nil {
			t.Errorf("%s: %d %v, want fields.%s", tc.body, status, body, tc.field)
		}
	}
	for _, bad := range []string{`{"name": `, `{"name": "x", "frequency": "daily", "query": {"near": {"lat": "north"}}}`} {
		if status, _, body := ana.raw(http.MethodPost, "/api/me/saved-searches", "application/json", strings.NewReader(bad)); status != 400 ||
			!strings.Contains(string(body), "validation_failed") {
			t.Errorf("%s: %d %s", bad, status, body)
		}
	}
	if status, _, body := ana.do(http.MethodPut, "/api/me/saved-searches/not-a-uuid",
		json.RawMessage(`{"name": "x", "frequency": "daily", "query": {}}`)); status != 404 {
		t.Errorf("an id that is no uuid: %d %v", status, body)
	}
	if status, _, body := env.browser(t).do(http.MethodPost, "/api/saved-searches/unsubscribe?token=", nil); status != 400 || body["code"] != "invalid_token" {
		t.Errorf("no token: %d %v", status, body)
	}
}
