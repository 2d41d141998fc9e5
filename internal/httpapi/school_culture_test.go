package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/testdb"
)

// TestASchoolUserSetsItsSchoolsPhilosophyOverHTTP checks PUT /api/school/schools/{id} (the role
// matrix is in TestAccessMatrix): what it refuses, and that the public list and the job's vacancy
// then carry what was saved.
func TestASchoolUserSetsItsSchoolsPhilosophyOverHTTP(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	open, _ := openings(t, env, "bay")
	school := testdb.Value[string](t, env.st, `SELECT id::text FROM schools WHERE name = 'bay High'`)
	hr := env.school(t, "hr@bay.example", "bay")
	path := "/api/school/schools/" + school

	for _, c := range []struct {
		body   any
		fields map[string]string
	}{
		{map[string]any{"philosophy": []string{"waldorf"}, "culture": strings.Repeat("x", 601)},
			map[string]string{"philosophy": "invalid", "culture": "too_long"}},
		{map[string]any{"philosophy": []string{"montessori", "project_based", "inquiry_stem", "arts_integration", "community_school",
			"montessori"}, "culture": ""}, map[string]string{"philosophy": "too_many"}},
	} {
		status, _, body := hr.do(http.MethodPut, path, c.body)
		fields, _ := body["fields"].(map[string]any)
		if status != 400 || body["code"] != "validation_failed" || len(fields) != len(c.fields) {
			t.Errorf("%v: %d %v", c.body, status, body)
		}
		for k, v := range c.fields {
			if fields[k] != v {
				t.Errorf("%v: fields.%s = %v, want %s", c.body, k, fields[k], v)
			}
		}
	}
	if status, _, body := hr.do(http.MethodPut, path, "not an object"); status != 400 {
		t.Errorf("a body of the wrong shape: %d %v", status, body)
	}

	culture := "Grade-level teams plan together every Wednesday."
	status, _, saved := hr.do(http.MethodPut, path, map[string]any{"philosophy": []string{"project_based", "international_baccalaureate"},
		"culture": culture})
	if status != 200 || saved["id"] != school || saved["culture"] != culture || len(saved["philosophy"].([]any)) != 2 {
		t.Fatalf("saved: %d %v", status, saved)
	}
	visitor := env.browser(t)
	if status, _, job := visitor.do(http.MethodGet, "/api/vacancies/"+open, nil); status != 200 || job["culture"] != culture ||
		job["philosophy"].([]any)[0] != "project_based" {
		t.Errorf("the job: %d %v", status, job)
	}
	res, err := http.Get(env.url + "/api/schools")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var schools []map[string]any
	if err := json.NewDecoder(res.Body).Decode(&schools); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, sc := range schools {
		if sc["id"] == school {
			found = sc["culture"] == culture && len(sc["philosophy"].([]any)) == 2
		}
	}
	if !found {
		t.Errorf("GET /api/schools does not carry it: %v", schools)
	}
}
