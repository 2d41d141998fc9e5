package httpapi

import (
	"net/http"
	"strings"
	"testing"
)

func TestAResumeReviewBeforeApplyingIsTheTeachersOwn(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	open, closed := openings(t, env, "bay")
	ana := env.teacher(t, ana)

	if status, _, body := ana.do(http.MethodPost, "/api/me/resume-review", map[string]any{}); status != 422 || body["code"] != "profile_incomplete" {
		t.Errorf("without a resume: %d %v", status, body)
	}
	if status, body := ana.upload("resume", "", map[string][]byte{"resume.pdf": testPDF}); status != 201 {
		t.Fatalf("upload: %d %s", status, body)
	}
	if status, _, body := ana.do(http.MethodPost, "/api/me/resume-review", map[string]any{"vacancyId": open}); status != 202 || body["status"] != "pending" {
		t.Errorf("asking from the job view: %d %v", status, body)
	}
	if status, _, body := ana.do(http.MethodGet, "/api/me/resume-review?vacancyId="+open, nil); status != 200 || body["status"] != "pending" {
		t.Errorf("the job view's review: %d %v", status, body)
	}
	if status, _, body := ana.do(http.MethodGet, "/api/me/resume-review", nil); status != 200 || body["status"] != "none" {
		t.Errorf("the review for any job, never asked for: %d %v", status, body)
	}
	for body, want := range map[string]int{`{"vacancyId": "` + closed + `"}`: 410, `{"vacancyId": "00000000-0000-4000-8000-000000000000"}`: 404,
		`{"vacancyId": 7}`: 400, `[]`: 400, ``: 400, `{}`: 202} {
		if status, _, got := ana.raw(http.MethodPost, "/api/me/resume-review", "application/json", strings.NewReader(body)); status != want {
			t.Errorf("POST %q: %d %s, want %d", body, status, got, want)
		}
	}
	if status, _, body := ana.do(http.MethodGet, "/api/me/resume-review?vacancyId=nope", nil); status != 400 {
		t.Errorf("a malformed vacancyId: %d %v", status, body)
	}

	// Another teacher reads only hers; a visitor and a school user are not teachers.
	ben := env.teacher(t, ben)
	if status, _, body := ben.do(http.MethodGet, "/api/me/resume-review?vacancyId="+open, nil); status != 200 || body["status"] != "none" {
		t.Errorf("another teacher: %d %v", status, body)
	}
	school := env.school(t, "hr@bay.example", "bay")
	for _, b := range []*browser{env.browser(t), school} {
		for _, method := range []string{http.MethodPost, http.MethodGet} {
			if status, _, body := b.do(method, "/api/me/resume-review", map[string]any{}); status != 401 {
				t.Errorf("%s by a non-teacher: %d %v, want 401", method, status, body)
			}
		}
	}
}

func TestResumeReviewsShareTheApplicationReviewsLimit(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana := env.teacher(t, ana)
	for i := range resumeReviewsPerHour {
		if status, _, body := ana.do(http.MethodPost, "/api/me/resume-review", map[string]any{}); status != 422 {
			t.Fatalf("review %d: %d %v", i+1, status, body)
		}
	}
	if status, h, body := ana.do(http.MethodPost, "/api/me/resume-review", map[string]any{}); status != 429 || h.Get("Retry-After") == "" {
		t.Errorf("one review past the limit: %d %v", status, body)
	}
	if status, _, body := ana.do(http.MethodPost, "/api/applications/00000000-0000-4000-8000-000000000000/resume-insight", nil); status != 429 {
		t.Errorf("an application's review past the shared limit: %d %v", status, body)
	}
}
