package httpapi

import (
	"net/http"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/testdb"
)

// TestASchoolSaysWhichWorkAuthorizationItsVacancyAcceptsAndTheBoardFiltersByIt walks the field of
// docs/api.md "Know before you go" through HTTP: the school sets it (authorized_only when it sends
// none), a value outside the three is 400, a visitor or a teacher cannot set it, and the board
// keeps the vacancies of one value.
func TestASchoolSaysWhichWorkAuthorizationItsVacancyAcceptsAndTheBoardFiltersByIt(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	old, _ := openings(t, env, "bay")
	school := env.school(t, "hr@bay.example", "bay")
	schoolID := testdb.Value[string](t, env.st, `SELECT id::text FROM schools WHERE name = 'bay High'`)
	body := func(workAuthorization any) map[string]any {
		b := map[string]any{"schoolId": schoolID, "position": "Chemistry Teacher", "type": "full_time", "educationalLevel": "high",
			"subject": "chemistry", "description": "Teach chemistry.", "lastDateToApply": time.Now().AddDate(0, 1, 0).Format(time.DateOnly)}
		if workAuthorization != nil {
			b["workAuthorization"] = workAuthorization
		}
		return b
	}

	// The vacancy posted before the field existed, and one posted without it, are for teachers who
	// already hold a U.S. work authorization.
	if _, _, v := env.browser(t).do(http.MethodGet, "/api/vacancies/"+old, nil); v["workAuthorization"] != "authorized_only" {
		t.Errorf("an earlier vacancy: %v", v["workAuthorization"])
	}
	if status, _, v := school.do(http.MethodPost, "/api/school/vacancies", body(nil)); status != 201 || v["workAuthorization"] != "authorized_only" {
		t.Errorf("posted without it: %d %v", status, v)
	}
	status, _, j1 := school.do(http.MethodPost, "/api/school/vacancies", body("j1_welcome"))
	if status != 201 || j1["workAuthorization"] != "j1_welcome" {
		t.Fatalf("posted for J-1 teachers: %d %v", status, j1)
	}
	id := j1["id"].(string)
	if status, _, got := school.do(http.MethodPost, "/api/school/vacancies", body("h1b")); status != 400 ||
		got["code"] != "validation_failed" || got["fields"].(map[string]any)["workAuthorization"] != "invalid" {
		t.Errorf("an unknown value: %d %v", status, got)
	}
	if status, _, got := school.do(http.MethodPost, "/api/school/vacancies", body("")); status != 201 || got["workAuthorization"] != "authorized_only" {
		t.Errorf("an empty value: %d %v", status, got)
	}
	if status, _, v := school.do(http.MethodPut, "/api/school/vacancies/"+id, body("visa_sponsorship")); status != 200 ||
		v["workAuthorization"] != "visa_sponsorship" {
		t.Errorf("changed to sponsorship: %d %v", status, v)
	}

	// Nobody but the district's school users sets it.
	teacher := env.teacher(t, ana)
	for name, b := range map[string]*browser{"a visitor": env.browser(t), "a teacher": teacher} {
		if status, _, got := b.do(http.MethodPut, "/api/school/vacancies/"+id, body("authorized_only")); status != 401 {
			t.Errorf("%s changed it: %d %v", name, status, got)
		}
		if status, _, got := b.do(http.MethodPost, "/api/school/vacancies", body("j1_welcome")); status != 401 {
			t.Errorf("%s posted a vacancy: %d %v", name, status, got)
		}
	}
	if _, _, v := env.browser(t).do(http.MethodGet, "/api/vacancies/"+id, nil); v["workAuthorization"] != "visa_sponsorship" {
		t.Errorf("after the others tried: %v", v["workAuthorization"])
	}

	// The board keeps the vacancies of the value asked for, for a visitor and a teacher alike.
	for name, b := range map[string]*browser{"a visitor": env.browser(t), "a teacher": teacher} {
		_, _, page := b.do(http.MethodGet, "/api/vacancies?workAuthorization=visa_sponsorship", nil)
		items, _ := page["items"].([]any)
		if page["total"] != 1.0 || len(items) != 1 || items[0].(map[string]any)["id"] != id {
			t.Errorf("%s filtering by sponsorship: %v", name, page)
		}
		if _, _, page := b.do(http.MethodGet, "/api/vacancies?workAuthorization=authorized_only", nil); page["total"] != 3.0 {
			t.Errorf("%s filtering by authorized only: %v", name, page["total"])
		}
		if status, _, got := b.do(http.MethodGet, "/api/vacancies?workAuthorization=h1b", nil); status != 400 ||
			got["fields"].(map[string]any)["workAuthorization"] != "invalid" {
			t.Errorf("%s filtering by an unknown value: %d %v", name, status, got)
		}
	}
}
