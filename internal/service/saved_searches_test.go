package service_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

// alertMails are the queued mails of saved searches, oldest first.
func alertMails(t *testing.T, env *teacherEnv) []recommendationMail {
	t.Helper()
	raw := testdb.Value[[]byte](t, env.st, `SELECT coalesce(json_agg(args ORDER BY id), '[]')::text::bytea FROM river_job
		WHERE kind = 'send_mail' AND args->>'template' = 'search_alert'`)
	var out []recommendationMail
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSavedSearchAlertsMailEachNewVacancyOnce walks a teacher's two saved searches through their
// checks: the first mail of each looks back one period; a search that is not due is not checked;
// a vacancy one search mailed is never mailed again, by another search or by her job
// recommendations; nothing new is no mail; the one-click link deletes the search.
func TestSavedSearchAlertsMailEachNewVacancyOnce(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	run := func() int {
		t.Helper()
		n, err := env.svc.SendSearchAlerts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	math, err := env.svc.SaveSearch(ctx, ana, service.SavedSearchInput{Name: " Math in Tampa ", Frequency: "weekly",
		Query: model.SavedQuery{Subject: "math"}})
	if err != nil || math.Name != "Math in Tampa" || math.MailedAt != nil {
		t.Fatalf("saving: %+v %v", math, err)
	}

	// The first check looks back a week: both math vacancies, newest first, the better match marked.
	if n := run(); n != 1 {
		t.Fatalf("first run: %d mails", n)
	}
	first := alertMails(t, env)[0]
	if got := positionsOf(first); !slices.Equal(got, []string{"Mathematics Teacher", "Algebra I Teacher"}) {
		t.Errorf("the first mail lists %v", got)
	}
	if first.To != "ana@example.com" || first.Lang != "es" || first.List[0]["GoodMatch"] != "yes" ||
		!strings.Contains(first.Unsubscribe, "/api/saved-searches/unsubscribe?token=") {
		t.Errorf("the first mail: %+v", first)
	}
	if n := run(); n != 0 {
		t.Errorf("a search that is not due was mailed again: %d", n)
	}

	// A new vacancy, and a second search that also finds it: mailed by the search checked first only.
	testdb.Value[int](t, env.st, `WITH v AS (INSERT INTO vacancies (organization_id, school_id, position, type, educational_level,
			subject, designation, description, last_date_to_apply)
		SELECT organization_id, id, 'Geometry Teacher', 'full_time', 'high', 'math', 'traditional', 'Proofs.', current_date + 20
		FROM schools WHERE name = 'Bay High School' RETURNING 1) SELECT count(*)::int FROM v`)
	high, err := env.svc.SaveSearch(ctx, ana, service.SavedSearchInput{Name: "High school", Frequency: "daily",
		Query: model.SavedQuery{Level: "high"}})
	if err != nil {
		t.Fatal(err)
	}
	if n := run(); n != 1 {
		t.Fatalf("the new search's run: %d mails", n)
	}
	if got := positionsOf(alertMails(t, env)[1]); !slices.Equal(got, []string{"Geometry Teacher"}) {
		t.Errorf("the high school search lists %v, want only what its day holds", got)
	}
	testdb.Value[int](t, env.st, `WITH u AS (UPDATE saved_searches SET due_at = now() WHERE id = $1 RETURNING 1)
		SELECT count(*)::int FROM u`, math.ID)
	if n := run(); n != 0 {
		t.Errorf("the math search mailed what the other search had: %d mails", n)
	}
	if checked := testdb.Value[bool](t, env.st, `SELECT checked_at > now() - interval '1 minute' AND due_at - checked_at = interval '7 days'
		FROM saved_searches WHERE id = $1`, math.ID); !checked {
		t.Error("a check with nothing new was not recorded, or its next one is not a week later")
	}
	if testdb.Value[string](t, env.st, `SELECT (due_at - checked_at)::text FROM saved_searches WHERE id = $1`, high.ID) != "1 day" {
		t.Error("a daily search is not due a day after its check")
	}
	// Her job recommendations never list what an alert did.
	mailed := []string{vacancyID(t, env, "Geometry Teacher"), vacancyID(t, env, "Mathematics Teacher")}
	if fresh, err := env.st.NotRecommended(ctx, ana, mailed); err != nil || len(fresh) != 0 {
		t.Errorf("job recommendations may still list %v (%v)", fresh, err)
	}

	// The one-click link deletes the search; the same link again is invalid.
	link, _ := url.Parse(first.Unsubscribe)
	token := link.Query().Get("token")
	if err := env.svc.StopSavedSearch(ctx, token); err != nil {
		t.Fatal(err)
	}
	list, _ := env.svc.SavedSearches(ctx, ana)
	if len(list) != 1 || list[0].ID != high.ID {
		t.Errorf("after the link: %+v", list)
	}
	if err := env.svc.StopSavedSearch(ctx, token); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("a used link: %v", err)
	}
}

func TestSavedSearchesAreCheckedAndLimited(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	ana := env.teacher.ID
	for in, fields := range map[*service.SavedSearchInput][]string{
		{Name: " ", Frequency: "weekly"}:                                                                                  {"name"},
		{Name: strings.Repeat("n", 101), Frequency: "daily"}:                                                              {"name"},
		{Name: "Hourly", Frequency: "hourly"}:                                                                             {"frequency"},
		{Name: "Bad", Frequency: "daily", Query: model.SavedQuery{Level: "college", School: "x"}}:                         {"query.level", "query.school"},
		{Name: "Far", Frequency: "daily", Query: model.SavedQuery{Near: &model.SavedNear{Lat: 27.9, Lng: -82.4}}}:         {"query.radiusKm"},
		{Name: "Pole", Frequency: "daily", Query: model.SavedQuery{Near: &model.SavedNear{Lat: 95, Lng: 0, RadiusKm: 5}}}: {"query.near"},
	} {
		_, err := env.svc.SaveSearch(ctx, ana, *in)
		var e *model.Error
		if !errors.As(err, &e) || e.Code != model.ECodeValidation || len(e.Fields) != len(fields) {
			t.Errorf("%+v: %v", *in, err)
			continue
		}
		for _, name := range fields {
			if e.Fields[name] == "" {
				t.Errorf("%+v: no fields.%s in %v", *in, name, e.Fields)
			}
		}
	}
	for i := range service.MaxSavedSearches {
		if _, err := env.svc.SaveSearch(ctx, ana, service.SavedSearchInput{Name: "Search " + string(rune('A'+i)), Frequency: "weekly"}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := env.svc.SaveSearch(ctx, ana, service.SavedSearchInput{Name: "One more", Frequency: "weekly"}); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("an eleventh search: %v", err)
	}
}
