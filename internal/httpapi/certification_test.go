package httpapi

import (
	"net/http"
	"strings"
	"testing"
)

// TestCertificationPathIsTheTeachersOwn: a teacher reads an empty path with every step's facts,
// saves hers and reads it back with the next step; no one else may call it.
func TestCertificationPathIsTheTeachersOwn(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana := env.teacher(t, ana)
	status, _, empty := ana.do(http.MethodGet, "/api/me/certification", nil)
	steps, _ := empty["steps"].(map[string]any)
	if status != 200 || empty["route"] != nil || empty["next"] != nil || len(steps) != 10 {
		t.Fatalf("an unsaved path: %d %v", status, empty)
	}
	fee := steps["fldoe_application"].(map[string]any)["fee"].(map[string]any)
	if fee["amounts"].([]any)[0] != float64(75) || fee["per"] != "subject_area" {
		t.Errorf("the application fee: %v", fee)
	}
	path := map[string]any{"route": "foreign_degree", "steps": map[string]any{
		"credential_evaluation": map[string]any{"done": true, "date": "2026-01-15"},
		"fldoe_application":     map[string]any{"done": true, "date": nil}},
		"subjectExams": []any{map[string]any{"subject": "math", "passedOn": "2026-03-02"}}}
	status, _, saved := ana.do(http.MethodPut, "/api/me/certification", path)
	if status != 200 || saved["next"] != "statement_of_eligibility" {
		t.Fatalf("saving: %d %v", status, saved)
	}
	_, _, read := ana.do(http.MethodGet, "/api/me/certification", nil)
	evaluation := read["steps"].(map[string]any)["credential_evaluation"].(map[string]any)
	if read["route"] != "foreign_degree" || evaluation["done"] != true || evaluation["date"] != "2026-01-15" ||
		len(read["subjectExams"].([]any)) != 1 || read["next"] != "statement_of_eligibility" {
		t.Errorf("read back: %v", read)
	}

	body := `{"route": "us_degree", "steps": {}, "subjectExams": []}`
	openings(t, env, "bay")
	for who, b := range map[string]*browser{"a visitor": env.browser(t), "a school user": env.school(t, "hr@bay.example", "bay"),
		"an admin": env.admin(t, "ops@teachbay.example")} {
		for _, method := range []string{http.MethodGet, http.MethodPut} {
			// A school or admin token is not a teacher's: the teacher's endpoints do not know it.
			if status, _, got := b.raw(method, "/api/me/certification", "application/json", strings.NewReader(body)); status != 401 {
				t.Errorf("%s %s: %d %s, want 401", who, method, status, got)
			}
		}
	}
}

// TestCertificationPathRefusesBadInput sends each field what it must refuse.
func TestCertificationPathRefusesBadInput(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana := env.teacher(t, ana)
	exams := `[` + strings.Repeat(`{"subject": "math", "passedOn": "2026-01-01"},`, 10) + `{"subject": "art", "passedOn": "2026-01-01"}]`
	for _, tt := range []struct {
		body, field, why string
	}{
		{`{"route": "abroad", "steps": {}, "subjectExams": []}`, "route", "invalid"},
		{`{"route": "", "steps": {}, "subjectExams": []}`, "route", "invalid"},
		{`{"route": "us_degree", "steps": {"notarised": {"done": true, "date": null}}, "subjectExams": []}`, "steps.notarised", "invalid"},
		{`{"route": "us_degree", "steps": {"credential_evaluation": {"done": true, "date": null}}, "subjectExams": []}`, "steps.credential_evaluation", "invalid"},
		{`{"route": "us_degree", "steps": {"fingerprints": {"done": true, "date": "15/01/2026"}}, "subjectExams": []}`, "steps.fingerprints.date", "invalid"},
		{`{"route": "us_degree", "steps": {"fingerprints": {"done": true, "date": "2999-01-01"}}, "subjectExams": []}`, "steps.fingerprints.date", "future"},
		{`{"route": "us_degree", "steps": {"fingerprints": {"done": false, "date": "2026-01-01"}}, "subjectExams": []}`, "steps.fingerprints.date", "invalid"},
		{`{"route": "us_degree", "steps": {}, "subjectExams": [{"subject": "cooking", "passedOn": "2026-01-01"}]}`, "subjectExams.0.subject", "invalid"},
		{`{"route": "us_degree", "steps": {}, "subjectExams": [{"subject": "other", "passedOn": "2026-01-01"}]}`, "subjectExams.0.subject", "invalid"},
		{`{"route": "us_degree", "steps": {}, "subjectExams": [{"subject": "art", "passedOn": "2026-01-01"}, {"subject": "art", "passedOn": "2026-02-01"}]}`, "subjectExams.1.subject", "invalid"},
		{`{"route": "us_degree", "steps": {}, "subjectExams": [{"subject": "art", "passedOn": ""}]}`, "subjectExams.0.passedOn", "invalid"},
		{`{"route": "us_degree", "steps": {}, "subjectExams": [{"subject": "art", "passedOn": "2999-12-31"}]}`, "subjectExams.0.passedOn", "future"},
		{`{"route": "us_degree", "steps": {}, "subjectExams": ` + exams + `}`, "subjectExams", "too_many"},
		{`{"route": "us_degree", "steps": [], "subjectExams": []}`, "", ""},
	} {
		status, _, raw := ana.raw(http.MethodPut, "/api/me/certification", "application/json", strings.NewReader(tt.body))
		got := string(raw)
		if status != 400 || !strings.Contains(got, `"code":"validation_failed"`) || (tt.field != "" && !strings.Contains(got, `"`+tt.field+`":"`+tt.why+`"`)) {
			t.Errorf("%s: %d %s, want 400 %s=%s", tt.body, status, got, tt.field, tt.why)
		}
	}
	if _, _, read := ana.do(http.MethodGet, "/api/me/certification", nil); read["route"] != nil {
		t.Errorf("a refused path was saved: %v", read)
	}
}
