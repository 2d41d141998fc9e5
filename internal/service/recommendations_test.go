package service_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/testdb"
)

// recommendationMail is a queued job recommendations mail: to whom, in which language, the jobs
// it lists and its one-click unsubscribe link.
type recommendationMail struct {
	To, Lang, Unsubscribe string
	List                  []map[string]string
}

func recommendationMails(t *testing.T, env *teacherEnv) []recommendationMail {
	t.Helper()
	raw := testdb.Value[[]byte](t, env.st, `SELECT coalesce(json_agg(args ORDER BY id), '[]')::text::bytea FROM river_job
		WHERE kind = 'send_mail' AND args->>'template' = 'job_recommendations'`)
	var out []recommendationMail
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func positionsOf(m recommendationMail) []string {
	var out []string
	for _, row := range m.List {
		out = append(out, row["Position"])
	}
	return out
}

// weekLater makes every teacher due again, as if a week had passed since their last check.
func weekLater(t *testing.T, env *teacherEnv) {
	t.Helper()
	testdb.Value[int](t, env.st, `WITH u AS (UPDATE recommendation_mails SET checked_at = checked_at - interval '7 days 1 minute'
		RETURNING 1) SELECT count(*)::int FROM u`)
}

func TestJobRecommendationsMailOnlyNewMatchesAndStopWithOneClick(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	send := func() int {
		t.Helper()
		n, err := env.svc.SendRecommendations(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}

	// Not asked for: nothing, even with a complete profile and good matches.
	testdb.Value[int](t, env.st, `WITH u AS (UPDATE users SET email_verified_at = now() WHERE id = $1 RETURNING 1) SELECT count(*)::int FROM u`, ana)
	if n := send(); n != 0 {
		t.Fatalf("without the setting: %d mails", n)
	}
	if _, err := env.svc.SetSettings(ctx, ana, model.Settings{JobRecommendations: true}); err != nil {
		t.Fatal(err)
	}

	// The first mail lists her good matches, in her language, each linking to its job.
	if n := send(); n != 1 {
		t.Fatalf("first run: %d mails", n)
	}
	mails := recommendationMails(t, env)
	first := mails[0]
	if first.To != "ana@example.com" || first.Lang != "es" || !strings.Contains(first.Unsubscribe, "/api/recommendations/unsubscribe?token=") {
		t.Fatalf("mail %+v", first)
	}
	if got := positionsOf(first); !slices.Contains(got, "Mathematics Teacher") || !slices.Contains(got, "Algebra I Teacher") ||
		slices.Contains(got, "Grade 3 Teacher") || slices.Contains(got, "Closed Chemistry Teacher") {
		t.Errorf("a math teacher for high school was sent %v", got)
	}
	for _, row := range first.List {
		if !strings.HasPrefix(row["URL"], "https://teachbay.example/vacancies/") || row["Score"] == "" {
			t.Errorf("row %v", row)
		}
	}

	// Checked this week: not again. A week later with nothing new: still no mail.
	if n := send(); n != 0 {
		t.Fatalf("same week: %d mails", n)
	}
	weekLater(t, env)
	if n := send(); n != 0 || len(recommendationMails(t, env)) != 1 {
		t.Fatalf("nothing new: %d mails", n)
	}

	// A new math opening: the next week's mail lists it alone.
	school := testdb.Value[string](t, env.st, `SELECT id::text FROM schools WHERE name = 'Bay High School'`)
	testdb.Value[int](t, env.st, `WITH v AS (INSERT INTO vacancies (organization_id, school_id, position, type, educational_level, subject,
			designation, description, last_date_to_apply)
		SELECT organization_id, id, 'Geometry Teacher', 'full_time', 'high', 'math', 'traditional', 'Teach geometry.', current_date + 30
		FROM schools WHERE id = $1::uuid RETURNING 1) SELECT count(*)::int FROM v`, school)
	weekLater(t, env)
	if n := send(); n != 1 {
		t.Fatalf("a new match: %d mails", n)
	}
	mails = recommendationMails(t, env)
	if got := positionsOf(mails[1]); !slices.Equal(got, []string{"Geometry Teacher"}) {
		t.Errorf("second mail lists %v, want only the new vacancy", got)
	}

	// The one-click link unticks the setting; the same link twice is fine, an unknown one is not.
	token := mails[1].Unsubscribe[strings.Index(mails[1].Unsubscribe, "token=")+len("token="):]
	for range 2 {
		if err := env.svc.StopRecommendations(ctx, token); err != nil {
			t.Fatal(err)
		}
	}
	if s, _ := env.svc.Settings(ctx, ana); s.JobRecommendations {
		t.Error("the link did not untick job recommendations")
	}
	for _, bad := range []string{"", "nope"} {
		if code, _ := codeOf(t, env.svc.StopRecommendations(ctx, bad)); code != model.ECodeInvalidToken {
			t.Errorf("token %q: %s", bad, code)
		}
	}
	weekLater(t, env)
	if n := send(); n != 0 {
		t.Errorf("after stopping: %d mails", n)
	}
}

// TestATeacherWhoNeedsSponsorshipIsNeverMailedAJobOpenOnlyToAuthorizedTeachers: her matches list
// the job with the reason it cannot hire her; her mail leaves it out and lists the one that
// welcomes J-1 teachers (docs/api.md "Know before you go").
func TestATeacherWhoNeedsSponsorshipIsNeverMailedAJobOpenOnlyToAuthorizedTeachers(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	testdb.Value[int](t, env.st, `WITH v AS (UPDATE vacancies SET work_authorization = 'j1_welcome' WHERE position = 'Algebra I Teacher'
		RETURNING 1) SELECT count(*)::int FROM v`)
	profile := plainAnswers(t)["profile"]
	profile["needsSponsorship"] = "yes"
	if _, err := env.svc.SaveDisclosure(ctx, ana, "profile", profile, true); err != nil {
		t.Fatal(err)
	}
	if _, err := env.svc.SetSettings(ctx, ana, model.Settings{JobRecommendations: true}); err != nil {
		t.Fatal(err)
	}

	matches, err := env.svc.Matches(ctx, ana, "")
	if err != nil {
		t.Fatal(err)
	}
	reasons := map[string]model.Reason{}
	for _, m := range matches {
		for _, r := range m.Reasons {
			if r.Factor == "eligibility" {
				reasons[m.Vacancy.Position] = r
			}
		}
	}
	for _, m := range matches {
		// A good fit but for the rule, which keeps it under the recommendations' threshold.
		if m.Vacancy.Position == "Mathematics Teacher" && m.Score >= matching.RecommendThreshold {
			t.Fatalf("the authorized-only job scores %d", m.Score)
		}
	}
	if r := reasons["Mathematics Teacher"]; r.Matched || r.Detail != "sponsorshipNeeded" {
		t.Errorf("the authorized-only job's reason: %+v", r)
	}
	if r := reasons["Algebra I Teacher"]; !r.Matched || r.Detail != "j1Welcome" {
		t.Errorf("the J-1 job's reason: %+v", r)
	}

	if n, err := env.svc.SendRecommendations(ctx); err != nil || n != 1 {
		t.Fatalf("sent %d mails: %v", n, err)
	}
	if got := positionsOf(recommendationMails(t, env)[0]); !slices.Contains(got, "Algebra I Teacher") || slices.Contains(got, "Mathematics Teacher") {
		t.Errorf("a teacher who needs sponsorship was sent %v", got)
	}
}
