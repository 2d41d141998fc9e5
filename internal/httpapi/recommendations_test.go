package httpapi

import (
	"net/http"
	"testing"

	"github.com/teachbay/teachbay/internal/testdb"
)

func TestTheLinkOfARecommendationsMailStopsThemWithOneClick(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana := env.teacher(t, ana)
	id := ana.userID()
	testdb.Value[int](t, env.st, `WITH p AS (INSERT INTO teacher_profiles (user_id, job_recommendations) VALUES ($1, true)
			ON CONFLICT (user_id) DO UPDATE SET job_recommendations = true RETURNING 1),
		m AS (INSERT INTO recommendation_mails (teacher_id, checked_at, unsubscribe_token) VALUES ($1, now(), 'tok-ana') RETURNING 1)
		SELECT count(*)::int FROM p, m`, id)
	recommended := func() bool {
		return testdb.Value[bool](t, env.st, `SELECT job_recommendations FROM teacher_profiles WHERE user_id = $1`, id)
	}

	// Opening the link (a person, or a mail scanner) changes nothing and lands on the page that asks.
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Get(env.url + "/api/recommendations/unsubscribe?token=tok-ana")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != "/subscribe?stopRecommendations=tok-ana" ||
		res.Header.Get("Cache-Control") != "no-store" || !recommended() {
		t.Fatalf("GET of the link: %d to %q, Cache-Control %q", res.StatusCode, res.Header.Get("Location"), res.Header.Get("Cache-Control"))
	}

	// The one-click POST of a mail program carries no CSRF header; twice is fine.
	for range 2 {
		status, _, body := post(t, env.url+"/api/recommendations/unsubscribe?token=tok-ana", "List-Unsubscribe=One-Click",
			"Content-Type", "application/x-www-form-urlencoded", "X-Requested-With", "")
		if status != 200 || body["message"] != msgRecommendationsStopped {
			t.Fatalf("one-click: %d %v", status, body)
		}
	}
	if recommended() {
		t.Error("the setting is still ticked")
	}
	for _, forged := range []string{"forged", ""} {
		if status, _, body := post(t, env.url+"/api/recommendations/unsubscribe?token="+forged, ""); status != 400 || body["code"] != "invalid_token" {
			t.Errorf("token %q: %d %v, want 400 invalid_token", forged, status, body)
		}
	}
}
