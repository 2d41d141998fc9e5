package service_test

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"
	"testing/quick"
	"time"

	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
	"github.com/teachbay/teachbay/web/shared"
)

// sensitiveAnswers are answers to a disclosures section where each yes/no question is yes with
// probability one half, its follow-ups then answered plausibly.
func sensitiveAnswers(t *testing.T, section string, rng *rand.Rand) map[string]any {
	t.Helper()
	var d struct {
		Sections []struct {
			Key       string
			Questions []struct {
				Key, Type string
				ShowIf    *struct{ Key string }
			}
		}
	}
	if err := json.Unmarshal(shared.Disclosures, &d); err != nil {
		t.Fatal(err)
	}
	out := map[string]any{}
	for _, s := range d.Sections {
		if s.Key != section {
			continue
		}
		for _, q := range s.Questions {
			switch {
			case q.ShowIf == nil && q.Type == "yesno":
				out[q.Key] = []string{"no", "yes"}[rng.IntN(2)]
			case q.ShowIf == nil || out[q.ShowIf.Key] != "yes":
			case q.Type == "date":
				out[q.Key] = "2015-06-01"
			default:
				out[q.Key] = "Tampa"
			}
		}
	}
	return out
}

// TestMatchingNeverReadsWhoTheTeacherIs changes, at random, everything about a teacher that
// matching must not read (name, gender, date of birth, country, self-identification, employment
// and criminal disclosures) and checks that no score moves.
func TestMatchingNeverReadsWhoTheTeacherIs(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	// Her values and a school's philosophy, so that the culture factor is among what must not move.
	testdb.Value[int](t, env.st, `WITH s AS (UPDATE schools SET philosophy = '{project_based}' WHERE name = 'Bay High School' RETURNING 1)
		SELECT count(*)::int FROM s`)
	setValues(t, env, ana, "project_based")
	page, err := env.svc.SearchVacancies(ctx, service.VacancySearch{PageSize: "50"})
	if err != nil || len(page.Items) == 0 {
		t.Fatalf("vacancies: %v", err)
	}
	corpus := matching.NewCorpus(page.Items)
	scores := func() []matching.Result {
		t.Helper()
		teacher, err := env.svc.MatchingTeacher(ctx, ana)
		if err != nil {
			t.Fatal(err)
		}
		out := make([]matching.Result, len(page.Items))
		for i, v := range page.Items {
			out[i] = matching.Score(teacher, v, corpus)
		}
		return out
	}
	before := scores()
	if !slices.ContainsFunc(before, func(r matching.Result) bool {
		return slices.ContainsFunc(r.Reasons, func(r model.Reason) bool { return r.Factor == matching.FactorCulture })
	}) {
		t.Fatal("no score has a culture reason")
	}

	places := []model.Profile{
		{Address: "12 Rizal St", City: "Quezon City", State: "Metro Manila", ZipCode: "1100", Country: "PH"},
		{Address: "401 E Jackson St", City: "Tampa", State: "FL", ZipCode: "33602", Country: "US"},
		{Address: "Av. Juárez 10", City: "Ciudad de México", State: "CDMX", ZipCode: "06000", Country: "MX"},
	}
	names := []string{"Ana", "Ben", "María José", "Nguyen"}
	choices := map[string][]string{"ethnicity": {"asian", "black", "hispanic", "white", "two_or_more", "none_selected"},
		"hispanicOrigin": {"yes", "no", "prefer_not_to_say"}, "gender": {"male", "female", "other", "prefer_not_to_say"},
		"veteranStatus": {"not_veteran", "veteran", "disabled_veteran", "prefer_not_to_say"}}
	unchanged := func(seed uint64) bool {
		rng := rand.New(rand.NewPCG(seed, 1))
		p := places[rng.IntN(len(places))]
		p.FirstName, p.LastName, p.ContactNumber = names[rng.IntN(len(names))], names[rng.IntN(len(names))], "+639171234567"
		gender, born := []string{"male", "female", "any"}[rng.IntN(3)], "19"+[]string{"62", "75", "88", "99"}[rng.IntN(4)]+"-04-12"
		p.Gender, p.DateOfBirth = &gender, &born
		if _, err := env.svc.UpdateProfile(ctx, ana, p); err != nil {
			t.Fatal(err)
		}
		self := map[string]any{}
		for key, options := range choices {
			self[key] = options[rng.IntN(len(options))]
		}
		for section, answers := range map[string]map[string]any{"self_identification": self,
			"employment": sensitiveAnswers(t, "employment", rng), "criminal": sensitiveAnswers(t, "criminal", rng)} {
			if _, err := env.svc.SaveDisclosure(ctx, ana, section, answers, true); err != nil {
				t.Fatalf("%s %v: %v", section, answers, err)
			}
		}
		after := scores()
		for i := range before {
			if before[i].Score != after[i].Score || len(before[i].Reasons) != len(after[i].Reasons) {
				t.Logf("%s: %d became %d", page.Items[i].Position, before[i].Score, after[i].Score)
				return false
			}
		}
		return true
	}
	if err := quick.Check(unchanged, &quick.Config{MaxCount: 25}); err != nil {
		t.Error(err)
	}
}

func TestMatchesPutTheJobTypesATeacherWantsFirst(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	// Mathematics Teacher is full-time, Algebra I Teacher a long-term substitute post, both for
	// a high school math teacher.
	rank := func() []string {
		t.Helper()
		list, err := env.svc.Matches(ctx, ana, "")
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, m := range list {
			if m.Vacancy.Subject == "math" {
				out = append(out, m.Vacancy.Position)
			}
		}
		return out
	}
	prefs, err := env.svc.Preferences(ctx, ana)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		types []string
		first string
	}{{[]string{"long_term_substitute"}, "Algebra I Teacher"}, {[]string{"full_time"}, "Mathematics Teacher"}} {
		prefs.JobTypes = tt.types
		if _, err := env.svc.SetPreferences(ctx, ana, prefs); err != nil {
			t.Fatal(err)
		}
		if got := rank(); len(got) != 2 || got[0] != tt.first {
			t.Errorf("wanting %v: %v, want %s first", tt.types, got, tt.first)
		}
	}
}

func TestTheMatchIndexIsReadAgainOnlyAfterAnAnnouncedChange(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	svc := service.New(service.Config{BaseURL: "https://teachbay.example", MatchingRefresh: 5 * time.Millisecond}, env.svc.Deps)
	listed := func(position string) bool {
		t.Helper()
		list, err := svc.Matches(ctx, ana, "50")
		if err != nil {
			t.Fatal(err)
		}
		return slices.ContainsFunc(list, func(m service.Match) bool { return m.Vacancy.Position == position })
	}
	// A new math vacancy for her, which no announcement reaches this copy of the server about.
	post := func(position string) {
		testdb.Value[int](t, env.st, `WITH v AS (INSERT INTO vacancies (organization_id, school_id, position, type, educational_level,
				subject, designation, description, posted_at, last_date_to_apply, status)
			SELECT organization_id, school_id, $1, type, educational_level, subject, designation, description, now(),
				last_date_to_apply, status FROM vacancies WHERE position = 'Mathematics Teacher' RETURNING 1)
			SELECT count(*)::int FROM v`, position)
	}
	// Hearing changes, a refresh with none announced keeps the index read before.
	svc.HearChanges(true)
	if listed("Geometry Teacher") {
		t.Fatal("listed before it was posted")
	}
	post("Geometry Teacher")
	for range 5 {
		time.Sleep(20 * time.Millisecond) // past the refresh and the stale time: each call may read again
		if listed("Geometry Teacher") {
			t.Fatal("the index was read again with no change announced")
		}
	}
	svc.Changed()
	eventually(t, func() bool { return listed("Geometry Teacher") })
	// Not hearing them, it is read again at each refresh, as before there were announcements.
	svc.HearChanges(false)
	listed("Geometry Teacher")
	post("Trigonometry Teacher")
	eventually(t, func() bool { return listed("Trigonometry Teacher") })
}

// eventually waits up to 5 seconds for ok to hold.
func eventually(t *testing.T, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !ok(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("not within 5 s")
		}
	}
}
