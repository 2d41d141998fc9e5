package httpapi

import (
	"net/http"
	"testing"
	"time"
)

// TestTheHiringLoopThroughHTTP walks an offer from the school to the teacher's answer, and calls
// the teacher's and the school user's new endpoints as every caller: teacher A (the applicant),
// teacher B, school X (her district), school Y, an admin and nobody.
func TestTheHiringLoopThroughHTTP(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	vacancy, app, a, b := applied(t, env)
	x, y, admin, nobody := env.school(t, "hr@bay.example", "bay"), env.school(t, "hr@gulf.example", "gulf"),
		env.admin(t, "ops@teachbay.example"), env.browser(t)
	everyone := []*browser{nobody, a, b, x, y, admin}

	offer := map[string]any{"salary": 52000, "startDate": time.Now().AddDate(0, 2, 0).Format(time.DateOnly),
		"respondBy": time.Now().AddDate(0, 0, 7).Format(time.DateOnly), "note": "Welcome."}
	if status, _, body := x.do(http.MethodPost, "/api/school/applications/"+app+"/offer", offer); status != 409 || body["code"] != "conflict" {
		t.Errorf("an offer on a pending application: %d %v", status, body)
	}
	if status, _, body := x.do(http.MethodPut, "/api/school/applications/"+app+"/status", map[string]any{"status": "hired"}); status != 400 {
		t.Errorf("a school set hired by hand: %d %v", status, body)
	}
	x.do(http.MethodPut, "/api/school/applications/"+app+"/status", map[string]any{"status": "candidate"})
	if status, _, body := x.do(http.MethodPost, "/api/school/applications/"+app+"/offer", offer); status != 201 || body["status"] != "pending" {
		t.Fatalf("the offer: %d %v", status, body)
	}
	if _, _, view := a.do(http.MethodGet, "/api/applications/"+app, nil); view["status"] != "offered" || view["offer"].(map[string]any)["salary"] != 52000.0 {
		t.Errorf("the teacher's view: %v, %v", view["status"], view["offer"])
	}

	// Declining takes a reason; accepting, no body. Only teacher A may answer.
	for i, want := range []int{401, 200, 404, 401, 401, 401} {
		status, _, body := everyone[i].do(http.MethodPost, "/api/applications/"+app+"/offer/decline", map[string]any{"reason": "Too far."})
		if status != want {
			t.Errorf("decline as %s: %d %v, want %d", callers[i], status, body, want)
		}
	}
	x.do(http.MethodPost, "/api/school/applications/"+app+"/offer", offer)
	for i, want := range []int{401, 200, 404, 401, 401, 401} {
		status, _, body := everyone[i].raw(http.MethodPost, "/api/applications/"+app+"/offer/accept", "", nil)
		if status != want {
			t.Errorf("accept as %s: %d %s, want %d", callers[i], status, body, want)
		}
	}
	if status, _, _ := a.raw(http.MethodPost, "/api/applications/"+app+"/offer/accept", "", nil); status != 409 {
		t.Errorf("an offer accepted twice: %d", status)
	}
	if _, _, view := a.do(http.MethodGet, "/api/applications/"+app, nil); view["status"] != "hired" {
		t.Errorf("after accepting: %v", view["status"])
	}
	// The hire filled the vacancy's one opening: it is closed.
	if _, _, v := x.do(http.MethodGet, "/api/school/vacancies/"+vacancy, nil); v["status"] != "closed" || v["openings"] != 1.0 {
		t.Errorf("the filled vacancy: %v, %v openings", v["status"], v["openings"])
	}

	// The digest setting is a school user's alone.
	for i, want := range []int{401, 401, 401, 200, 200, 401} {
		if status, _, body := everyone[i].do(http.MethodGet, "/api/me/notifications", nil); status != want {
			t.Errorf("notifications as %s: %d %v, want %d", callers[i], status, body, want)
		}
	}
	if status, _, body := x.do(http.MethodPut, "/api/me/notifications", map[string]any{"dailyApplicantDigest": false}); status != 200 ||
		body["dailyApplicantDigest"] != false {
		t.Errorf("turning the digest off: %d %v", status, body)
	}
	if _, _, body := x.do(http.MethodGet, "/api/me/notifications", nil); body["dailyApplicantDigest"] != false {
		t.Errorf("the digest setting read back: %v", body)
	}
	if _, _, body := y.do(http.MethodGet, "/api/me/notifications", nil); body["dailyApplicantDigest"] != true {
		t.Errorf("another school user's setting changed: %v", body)
	}
	if status, _, body := x.do(http.MethodPut, "/api/me/notifications", map[string]any{}); status != 400 {
		t.Errorf("a setting left out: %d %v", status, body)
	}

	// The teacher filters by any status; the analytics count the hire.
	if status, _, page := a.do(http.MethodGet, "/api/applications?status=hired", nil); status != 200 || page["total"] != 1.0 {
		t.Errorf("the hired filter: %d %v", status, page)
	}
	if status, _, body := x.do(http.MethodGet, "/api/school/analytics", nil); status != 200 || body["byStatus"].(map[string]any)["hired"] != 1.0 {
		t.Errorf("the analytics: %d %v", status, body)
	}
	if status, _, body := x.do(http.MethodGet, "/api/school/analytics?from=2027-02-30", nil); status != 400 {
		t.Errorf("analytics from a day that does not exist: %d %v", status, body)
	}
}
