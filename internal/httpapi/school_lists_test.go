package httpapi

import (
	"context"
	"net/http"
	"testing"

	"github.com/teachbay/teachbay/internal/seed"
)

func TestSchoolUsersFindTheirVacanciesAndApplicationsOverHTTP(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	open, _ := openings(t, env, "bay")
	openings(t, env, "gulf")
	ana := env.teacher(t, ana)
	if err := seed.CompleteDemoTeacher(context.Background(), env.svc, ana.userID()); err != nil {
		t.Fatal(err)
	}
	env.confirmEmail(t, "ana@example.com")
	_, _, applied := ana.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": open})
	bay, gulf := env.school(t, "hr@bay.example", "bay"), env.school(t, "hr@gulf.example", "gulf")

	status, _, list := bay.do(http.MethodGet, "/api/school/vacancies?q=ALGEBRA&status=open&sort=applicants", nil)
	if items, _ := list["items"].([]any); status != 200 || len(items) != 1 || items[0].(map[string]any)["applicantCount"] != 1.0 {
		t.Errorf("search: %d %v", status, list)
	}
	status, _, inbox := bay.do(http.MethodGet, "/api/school/applications?sort=score&status=pending&vacancyId="+open+"&appliedWithinDays=7", nil)
	items, _ := inbox["items"].([]any)
	if status != 200 || inbox["total"] != 1.0 || len(items) != 1 {
		t.Fatalf("inbox: %d %v", status, inbox)
	}
	row := items[0].(map[string]any)
	if row["applicationId"] != applied["id"] || row["position"] != "Algebra Teacher open" || row["schoolName"] != "bay High" ||
		row["teacher"].(map[string]any)["firstName"] != "Demo" || row["status"] != "pending" || row["score"] == nil {
		t.Errorf("an inbox row: %v", row)
	}
	if _, _, inbox := gulf.do(http.MethodGet, "/api/school/applications?vacancyId="+open, nil); inbox["total"] != 0.0 {
		t.Errorf("another district's inbox: %v", inbox)
	}
	for _, path := range []string{"/api/school/applications?sort=name", "/api/school/applications?appliedWithinDays=400",
		"/api/school/vacancies?sort=oldest", "/api/school/vacancies?schoolId=42"} {
		if status, _, body := bay.do(http.MethodGet, path, nil); status != 400 || body["code"] != "validation_failed" {
			t.Errorf("%s: %d %v", path, status, body)
		}
	}
}
