package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/testdb"
)

func TestAJobPageStatesItsSalaryAndItsJobPostingCarriesIt(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ids := jobFixture(t, env)
	testdb.Value[int](t, env.st, `WITH v AS (UPDATE vacancies SET salary_min = 48000, salary_max = CASE WHEN id = $1 THEN 63000 END
		WHERE id IN ($1, $2) RETURNING 1) SELECT count(*)::int FROM v`, ids["open"], ids["plain"])

	// baseSalary is the figures the school states: a range, or a minimum alone.
	baseSalary := func(page string) map[string]any {
		t.Helper()
		m := jsonLDRe.FindStringSubmatch(page)
		if m == nil {
			t.Fatal("no JSON-LD")
		}
		var ld struct {
			BaseSalary map[string]any `json:"baseSalary"`
		}
		if err := json.Unmarshal([]byte(m[1]), &ld); err != nil {
			t.Fatalf("JSON-LD: %v", err)
		}
		return ld.BaseSalary
	}
	_, page := get(t, env.url+"/vacancies/"+ids["open"])
	want := map[string]any{"@type": "MonetaryAmount", "currency": "USD",
		"value": map[string]any{"@type": "QuantitativeValue", "minValue": 48000.0, "maxValue": 63000.0, "unitText": "YEAR"}}
	if got := baseSalary(page); !jsonEqual(got, want) {
		t.Errorf("baseSalary %v, want %v", got, want)
	}
	if !strings.Contains(page, "<dt>Salary</dt><dd>$48,000 to $63,000 a year") {
		t.Error("the English page does not state the range")
	}

	_, page = get(t, env.url+"/vacancies/"+ids["plain"], "Cookie", "language=es")
	want["value"] = map[string]any{"@type": "QuantitativeValue", "minValue": 48000.0, "unitText": "YEAR"}
	if got := baseSalary(page); !jsonEqual(got, want) {
		t.Errorf("a minimum alone: baseSalary %v, want %v", got, want)
	}
	if !strings.Contains(page, "<dt>Salario</dt><dd>Desde 48.000\u00a0US$ al año") {
		t.Error("the Spanish page does not state the minimum")
	}

	// Without a salary, neither the page nor its JobPosting has one.
	testdb.Value[int](t, env.st, `WITH v AS (UPDATE vacancies SET salary_max = NULL, salary_min = NULL WHERE id = $1 RETURNING 1)
		SELECT count(*)::int FROM v`, ids["plain"])
	_, page = get(t, env.url+"/vacancies/"+ids["plain"])
	if baseSalary(page) != nil || strings.Contains(page, "<dt>Salary</dt>") || strings.Contains(page, "__tb_") {
		t.Error("a vacancy without a salary must state none")
	}
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

func TestSalarySchedulesAreReadByAnyoneAndSetByAdmins(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	jobFixture(t, env)
	org := testdb.Value[string](t, env.st, `SELECT id::text FROM organizations WHERE slug = 'bay'`)
	path := "/api/admin/organizations/" + org + "/salary-schedule"
	admin := env.admin(t, "ops@teachbay.example")

	status, _, body := admin.do(http.MethodPut, path, map[string]any{"schoolYear": "2024", "sourceUrl": "http://bay.example.org/pay",
		"retrievedOn": "2026-11-27", "startingSalary": -5, "steps": []map[string]any{{"years": 5}, {"years": 3, "master": 0}}})
	fields, _ := body["fields"].(map[string]any)
	if status != http.StatusBadRequest || fields["schoolYear"] != "invalid" || fields["sourceUrl"] != "invalid" ||
		fields["startingSalary"] != "out_of_range" || fields["steps.1.years"] != "not_increasing" || fields["steps.1.master"] != "out_of_range" {
		t.Errorf("bad schedule: %d %v", status, body)
	}
	if status, _, _ := admin.do(http.MethodPut, "/api/admin/organizations/nope/salary-schedule", map[string]any{}); status != http.StatusNotFound {
		t.Errorf("an unknown district: %d", status)
	}
	schedule := map[string]any{"schoolYear": "2024-25", "sourceUrl": "https://bay.example.org/pay", "retrievedOn": "2026-11-27",
		"startingSalary": 48000, "steps": []map[string]any{{"years": 0, "bachelor": 48000, "master": 51000}},
		"supplements": []map[string]any{{"name": "Referendum", "amount": 6000, "sourceUrl": "https://bay.example.org/referendum"}}}
	if status, _, body := admin.do(http.MethodPut, path, schedule); status != http.StatusOK || body["organization"] != "Bay District" {
		t.Fatalf("put: %d %v", status, body)
	}

	res, list := get(t, env.url+"/api/salary-schedules")
	var schedules []map[string]any
	if err := json.Unmarshal([]byte(list), &schedules); err != nil || res.StatusCode != http.StatusOK || len(schedules) != 1 ||
		schedules[0]["startingSalary"] != 48000.0 || !strings.HasPrefix(res.Header.Get("Cache-Control"), "public") {
		t.Errorf("the public list: %d %s %s", res.StatusCode, res.Header.Get("Cache-Control"), list)
	}
}
