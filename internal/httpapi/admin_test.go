package httpapi

import (
	"bytes"
	"encoding/csv"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestAdminManagesDistrictsAndSchools(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	admin := env.admin(t, "ops@teachbay.example")
	org := map[string]any{"slug": "polk", "name": "Polk County Public Schools", "county": "Polk", "website": "https://polkschoolsfl.com"}
	status, _, created := admin.do(http.MethodPost, "/api/admin/organizations", org)
	if status != 201 || created["slug"] != "polk" || created["schoolCount"] != 0.0 {
		t.Fatalf("create district: %d %v", status, created)
	}
	orgPath := "/api/admin/organizations/" + created["id"].(string)
	if status, _, body := admin.do(http.MethodPost, "/api/admin/organizations", org); status != 400 || body["fields"].(map[string]any)["slug"] != "taken" {
		t.Errorf("a slug in use: %d %v", status, body)
	}
	org["name"] = "Polk Schools"
	if status, _, body := admin.do(http.MethodPut, orgPath, org); status != 200 || body["name"] != "Polk Schools" {
		t.Errorf("update: %d %v", status, body)
	}
	school := map[string]any{"organizationId": created["id"], "schoolName": "Lakeland High", "level": "high", "lat": 28.04, "lng": -81.95}
	status, _, sc := admin.do(http.MethodPost, "/api/admin/schools", school)
	if status != 201 || sc["district"] != "Polk Schools" || sc["designation"] != "traditional" || sc["lat"] != 28.04 {
		t.Fatalf("create school: %d %v", status, sc)
	}
	if status, _, body := admin.do(http.MethodGet, "/api/admin/schools?q=lakeland&organizationId="+created["id"].(string), nil); status != 200 ||
		body["total"] != 1.0 || body["pageSize"] != 10.0 {
		t.Errorf("list schools: %d %v", status, body)
	}
	if status, _, body := admin.do(http.MethodDelete, orgPath, nil); status != 409 || body["code"] != "conflict" {
		t.Errorf("delete a district with a school: %d %v", status, body)
	}
	if status, _, _ := admin.do(http.MethodDelete, "/api/admin/schools/"+sc["id"].(string), nil); status != 204 {
		t.Errorf("delete the school: %d", status)
	}
	if status, _, _ := admin.do(http.MethodDelete, orgPath, nil); status != 204 {
		t.Errorf("delete the district: %d", status)
	}
	if status, _, body := admin.do(http.MethodGet, orgPath, nil); status != 404 || body["code"] != "not_found" {
		t.Errorf("a deleted district: %d %v", status, body)
	}
	if status, _, body := admin.do(http.MethodGet, "/api/admin/organizations", nil); status != 200 || len(body["items"].([]any)) != 0 {
		t.Errorf("list districts: %d %v", status, body)
	}

	for _, c := range []struct {
		name string
		body string
		want int
	}{
		{"malformed JSON", `{"slug": `, 400},
		{"two values", `{} {}`, 400},
		{"over the size limit", `{"name": "` + strings.Repeat("x", 1<<20) + `"}`, 413},
	} {
		if status, _, _ := admin.raw(http.MethodPost, "/api/admin/schools", "application/json", strings.NewReader(c.body)); status != c.want {
			t.Errorf("%s: %d, want %d", c.name, status, c.want)
		}
	}
	if status, _, body := env.teacher(t, ana).do(http.MethodGet, "/api/admin/organizations", nil); status != 401 {
		t.Errorf("a teacher: %d %v", status, body)
	}
}

func TestAdminExportsAndUnsubscribesSubscribers(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	admin := env.admin(t, "ops@teachbay.example")
	testdb.Value[int](t, env.st, `WITH s AS (INSERT INTO subscribers (email, first_name, last_name, contact_number, country, language, unsubscribe_token)
		VALUES ('ana+news@example.com', '=HYPERLINK("x")', 'Cruz, "Ana"', '+639171234567', 'PH', 'es', 't1'),
		       ('ben@example.com', 'Ben', 'Ruiz', '+18135550100', 'US', 'en', 't2') RETURNING 1) SELECT count(*)::int FROM s`)

	status, h, body := admin.raw(http.MethodGet, "/api/admin/subscribers?format=csv&q=ana", "", nil)
	if status != 200 || h.Get("Content-Type") != "text/csv; charset=utf-8" ||
		h.Get("Content-Disposition") != "attachment; filename=subscribers.csv" || h.Get("Cache-Control") != "no-store" {
		t.Fatalf("export: %d %v %s", status, h, body)
	}
	rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(body, []byte("\uFEFF")))).ReadAll()
	if err != nil || len(rows) != 2 || rows[0][0] != "E-mail" ||
		!slices.Equal(rows[1][:6], []string{"ana+news@example.com", `'=HYPERLINK("x")`, `Cruz, "Ana"`, "+639171234567", "PH", "es"}) {
		t.Errorf("export rows %q %v", rows, err)
	}
	if status, _, body := admin.do(http.MethodGet, "/api/admin/subscribers?format=xlsx", nil); status != 400 || body["fields"].(map[string]any)["format"] != "invalid" {
		t.Errorf("an unknown format: %d %v", status, body)
	}
	if status, _, body := admin.do(http.MethodGet, "/api/admin/subscribers?q="+strings.Repeat("q", 201)+"&format=csv", nil); status != 400 {
		t.Errorf("a search too long for an export: %d %v", status, body)
	}

	// A subscriber is removed by the id the list gives, so no address is in the path (nor the log).
	status, _, list := admin.do(http.MethodGet, "/api/admin/subscribers?q=ana", nil)
	items, _ := list["items"].([]any)
	if status != 200 || list["total"] != 1.0 || len(items) != 1 {
		t.Fatalf("list: %d %v", status, list)
	}
	id, _ := items[0].(map[string]any)["id"].(string)
	if status, _, _ := admin.do(http.MethodDelete, "/api/admin/subscribers/"+id, nil); status != 204 || id == "" {
		t.Errorf("unsubscribe %q: %d", id, status)
	}
	for _, bad := range []string{"00000000-0000-4000-8000-000000000000", "ben%40example.com", "not-an-id"} {
		if status, _, body := admin.do(http.MethodDelete, "/api/admin/subscribers/"+bad, nil); status != 404 || body["code"] != "not_found" {
			t.Errorf("unsubscribe %s: %d %v, want 404 not_found", bad, status, body)
		}
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM subscribers WHERE unsubscribed_at IS NOT NULL`); n != 1 {
		t.Errorf("%d unsubscribed, want 1", n)
	}
	status, _, audit := admin.do(http.MethodGet, "/api/admin/audit?pageSize=1", nil)
	entries, _ := audit["items"].([]any)
	if status != 200 || len(entries) != 1 || entries[0].(map[string]any)["action"] != "subscriber.remove" || entries[0].(map[string]any)["subjectId"] != id {
		t.Errorf("the audit log's newest entry: %d %v, want subscriber.remove of %s", status, audit, id)
	}
}

func TestAdminDisablesAccountsAndReadsReports(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	admin := env.admin(t, "ops@teachbay.example")
	teacher := env.teacher(t, ana)
	_, _, me := teacher.do(http.MethodGet, "/api/auth/me", nil)
	teacherID := me["user"].(map[string]any)["id"].(string)
	_, _, me = admin.do(http.MethodGet, "/api/auth/me", nil)
	adminID := me["user"].(map[string]any)["id"].(string)

	status, _, u := admin.do(http.MethodPost, "/api/admin/users/"+teacherID+"/disable", nil)
	if status != 200 || u["disabled"] != true || u["email"] != "ana@example.com" || u["organizationName"] != nil {
		t.Fatalf("disable: %d %v", status, u)
	}
	if status, _, _ := teacher.do(http.MethodGet, "/api/auth/me", nil); status != 401 {
		t.Errorf("the disabled teacher's session answers %d, want 401", status)
	}
	if status, _, body := admin.do(http.MethodPost, "/api/admin/users/"+adminID+"/disable", nil); status != 409 {
		t.Errorf("disabling oneself: %d %v", status, body)
	}
	if status, _, u := admin.do(http.MethodPost, "/api/admin/users/"+teacherID+"/enable", nil); status != 200 || u["disabled"] != false {
		t.Errorf("enable: %d %v", status, u)
	}
	if status, _, body := admin.do(http.MethodGet, "/api/admin/users?role=teacher&q=CRUZ", nil); status != 200 || body["total"] != 1.0 {
		t.Errorf("search users: %d %v", status, body)
	}
	if status, _, body := admin.do(http.MethodGet, "/api/admin/users?role=owner", nil); status != 400 {
		t.Errorf("an unknown role: %d %v", status, body)
	}

	status, _, report := admin.do(http.MethodGet, "/api/admin/reports/self-identification", nil)
	if status != 200 || report["total"] != nil || len(report["ethnicity"].(map[string]any)) != 8 || report["asOf"] != time.Now().UTC().Format(time.DateOnly) {
		t.Errorf("report: %d %v", status, report)
	}
	status, _, audit := admin.do(http.MethodGet, "/api/admin/audit?pageSize=2", nil)
	items, _ := audit["items"].([]any)
	if status != 200 || audit["total"].(float64) < 3 || len(items) != 2 {
		t.Fatalf("audit: %d %v", status, audit)
	}
	for i, action := range []string{"report.self_identification.read", "user.enable"} {
		if e := items[i].(map[string]any); e["action"] != action || e["actorEmail"] != "ops@teachbay.example" {
			t.Errorf("audit entry %d: %v, want %s by the admin", i, e, action)
		}
	}
	// Who and what by name, filtered by action, actor and days.
	today := time.Now().In(model.Tampa).Format(time.DateOnly)
	status, _, audit = admin.do(http.MethodGet, "/api/admin/audit?action=user.disable&actor=OPS@&from="+today+"&to="+today, nil)
	items, _ = audit["items"].([]any)
	if e, _ := items[0].(map[string]any); status != 200 || len(items) != 1 || e["actorName"] != "Rita Moreno" ||
		e["subjectKind"] != "user" || e["subjectName"] != "Ana Cruz" {
		t.Errorf("audit of one action: %d %v", status, audit)
	}
	if status, _, body := admin.do(http.MethodGet, "/api/admin/audit?from=2026-13-01", nil); status != 400 || body["fields"].(map[string]any)["from"] != "invalid" {
		t.Errorf("a day that is none: %d %v", status, body)
	}

	testdb.Value[int](t, env.st, `WITH m AS (INSERT INTO contact_messages (first_name, last_name, email, phone, message, language)
		VALUES ('Jose', 'Rizal', 'jose@example.ph', '+639171234567', 'Hello', 'en') RETURNING 1) SELECT count(*)::int FROM m`)
	status, _, msgs := admin.do(http.MethodGet, "/api/admin/contact-messages?handled=false", nil)
	items, _ = msgs["items"].([]any)
	if status != 200 || len(items) != 1 {
		t.Fatalf("messages: %d %v", status, msgs)
	}
	if _, leaks := items[0].(map[string]any)["ip"]; leaks {
		t.Error("the list shows the sender's IP address")
	}
	id := items[0].(map[string]any)["id"].(string)
	if status, _, m := admin.do(http.MethodPost, "/api/admin/contact-messages/"+id+"/handled", nil); status != 200 || m["handledAt"] == nil {
		t.Errorf("mark handled: %d %v", status, m)
	}
	if status, _, _ := admin.do(http.MethodPost, "/api/admin/contact-messages/nope/handled", nil); status != 404 {
		t.Errorf("an unknown message: %d", status)
	}
	if status, _, _ := admin.do(http.MethodGet, "/api/admin/contact-messages?handled=maybe", nil); status != 400 {
		t.Errorf("handled=maybe: %d", status)
	}
}
