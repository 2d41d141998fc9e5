package service_test

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestASchoolUserSetsHowTheirOwnSchoolsTeach(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	schools := vacancyFixture(t, env.st)
	ctx := context.Background()
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	other := schoolUser(t, env, "hr@other.example", "other")

	for _, tt := range []struct {
		in   service.SchoolCulture
		want map[string]string
	}{
		{service.SchoolCulture{Philosophy: []string{"montessori", "project_based", "inquiry_stem", "arts_integration",
			"community_school", "restorative_practices"}}, map[string]string{"philosophy": "too_many"}},
		{service.SchoolCulture{Philosophy: []string{"waldorf"}, Culture: strings.Repeat("é", 601)},
			map[string]string{"philosophy": "invalid", "culture": "too_long"}},
		{service.SchoolCulture{Philosophy: []string{"montessori", "montessori"}, Culture: "Bell\x07"},
			map[string]string{"philosophy": "invalid", "culture": "invalid"}},
	} {
		_, err := env.svc.SetSchoolCulture(ctx, hr, schools[0], tt.in)
		if code, fields := codeOf(t, err); code != model.ECodeValidation || !maps.Equal(fields, tt.want) {
			t.Errorf("%+v: %s %v, want %v", tt.in, code, fields, tt.want)
		}
	}
	// Another district's user, and an id of no school, learn nothing: not found.
	for _, tt := range []struct {
		who model.User
		id  string
	}{{other, schools[0]}, {hr, "not-an-id"}, {hr, "00000000-0000-4000-8000-000000000000"}} {
		if _, err := env.svc.SetSchoolCulture(ctx, tt.who, tt.id, service.SchoolCulture{}); !isNotFound(t, err) {
			t.Errorf("%s on %s: %v, want not found", tt.who.Email, tt.id, err)
		}
	}

	culture := "We loop with our students for two years.\nEvery Friday is project day."
	saved, err := env.svc.SetSchoolCulture(ctx, hr, schools[0], service.SchoolCulture{
		Philosophy: []string{"project_based", "international_baccalaureate"}, Culture: "  " + culture + "\r\n"})
	if err != nil || saved.ID != schools[0] || !slices.Equal(saved.Philosophy, []string{"project_based", "international_baccalaureate"}) ||
		saved.Culture != culture {
		t.Fatalf("saved %+v, %v", saved, err)
	}
	// The school's list and each of its vacancies now say so; the other school does not.
	list, err := env.svc.Store.ListSchools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range list {
		want := sc.ID == schools[0]
		if got := sc.Culture == culture && len(sc.Philosophy) == 2; got != want {
			t.Errorf("%s: %+v", sc.Name, sc)
		}
	}
	page, err := env.svc.SearchVacancies(ctx, service.VacancySearch{PageSize: "50"})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range page.Items {
		if (v.SchoolID == schools[0]) != (v.Culture == culture && len(v.Philosophy) == 2) || v.Philosophy == nil {
			t.Errorf("%s at %s: %q %v", v.Position, v.SchoolName, v.Culture, v.Philosophy)
		}
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM audit_log WHERE action = 'school.culture' AND subject_id = $1`,
		schools[0]); n != 1 {
		t.Errorf("audited %d times, want once", n)
	}
	// Clearing both is allowed.
	if cleared, err := env.svc.SetSchoolCulture(ctx, hr, schools[0], service.SchoolCulture{}); err != nil ||
		cleared.Philosophy == nil || len(cleared.Philosophy) != 0 || cleared.Culture != "" {
		t.Errorf("cleared %+v, %v", cleared, err)
	}
}

func TestAnAdminsSchoolEditKeepsThePhilosophyItDoesNotSend(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	schools := vacancyFixture(t, env.st)
	ctx := context.Background()
	admin := newAdmin(t, env.st)
	culture := "Small classes."
	sc, err := env.svc.AdminSchool(ctx, schools[0])
	if err != nil {
		t.Fatal(err)
	}
	in := service.SchoolInput{OrganizationID: sc.OrganizationID, SchoolName: sc.Name, Level: sc.Level,
		Philosophy: []string{"montessori"}, Culture: &culture}
	if got, err := env.svc.UpdateSchool(ctx, admin, sc.ID, in); err != nil || !slices.Equal(got.Philosophy, []string{"montessori"}) ||
		got.Culture != culture {
		t.Fatalf("set: %+v, %v", got, err)
	}
	in.Philosophy, in.Culture, in.City = nil, nil, "Tampa"
	if got, err := env.svc.UpdateSchool(ctx, admin, sc.ID, in); err != nil || !slices.Equal(got.Philosophy, []string{"montessori"}) ||
		got.Culture != culture || got.City != "Tampa" {
		t.Errorf("kept: %+v, %v", got, err)
	}
	in.Philosophy = []string{"montessori", "nope"}
	_, err = env.svc.UpdateSchool(ctx, admin, sc.ID, in)
	if code, fields := codeOf(t, err); code != model.ECodeValidation || fields["philosophy"] != "invalid" {
		t.Errorf("an unknown code: %s %v", code, fields)
	}
	created, err := env.svc.CreateSchool(ctx, admin, service.SchoolInput{OrganizationID: sc.OrganizationID, SchoolName: "New Middle",
		Level: "middle"})
	if err != nil || created.Philosophy == nil || len(created.Philosophy) != 0 || created.Culture != "" {
		t.Errorf("created without them: %+v, %v", created, err)
	}
}

func TestATeachersValuesAreThreeKnownCodesAtMost(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	prefs, err := env.svc.Preferences(ctx, ana)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		values []string
		want   string
	}{
		{[]string{"montessori", "project_based", "inquiry_stem", "arts_integration"}, "too_many"},
		{[]string{"montessori", "montessori"}, "invalid"},
		{[]string{"waldorf"}, "invalid"},
	} {
		p := prefs
		p.Values = tt.values
		_, err := env.svc.SetPreferences(ctx, ana, p)
		if code, fields := codeOf(t, err); code != model.ECodeValidation || fields["values"] != tt.want {
			t.Errorf("%v: %s %v, want values %s", tt.values, code, fields, tt.want)
		}
	}
	prefs.Values = []string{"montessori", "inquiry_stem"}
	if _, err := env.svc.SetPreferences(ctx, ana, prefs); err != nil {
		t.Fatal(err)
	}
	// A client that does not know values keeps the saved ones.
	prefs.Values = nil
	if saved, err := env.svc.SetPreferences(ctx, ana, prefs); err != nil || !slices.Equal(saved.Values, []string{"montessori", "inquiry_stem"}) {
		t.Errorf("kept: %v, %v", saved.Values, err)
	}
	if got, err := env.svc.Preferences(ctx, ana); err != nil || !slices.Equal(got.Values, []string{"montessori", "inquiry_stem"}) {
		t.Errorf("read back: %v, %v", got.Values, err)
	}
}

// A teacher who values how a school teaches sees it above a school alike in all else, with the
// reason; the school's own words never move her score.
func TestMatchesWeighTheSchoolsPhilosophyAgainstTheTeachersValues(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	// Bay High School's Mathematics Teacher and Algebra I Teacher differ in type only; Ana wants any type.
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	bay := testdb.Value[string](t, env.st, `SELECT id::text FROM schools WHERE name = 'Bay High School'`)
	scores := func() map[string]service.Match {
		t.Helper()
		list, err := env.svc.Matches(ctx, ana, "")
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]service.Match{}
		for _, m := range list {
			out[m.Vacancy.Position] = m
		}
		return out
	}
	before := scores()
	if _, err := env.svc.SetSchoolCulture(ctx, hr, bay, service.SchoolCulture{Philosophy: []string{"project_based"},
		Culture: "Anything at all"}); err != nil {
		t.Fatal(err)
	}
	if got := scores(); got["Mathematics Teacher"].Score != before["Mathematics Teacher"].Score {
		t.Errorf("a teacher without values: %d became %d", before["Mathematics Teacher"].Score, got["Mathematics Teacher"].Score)
	}
	setValues(t, env, ana, "project_based")
	matched := scores()["Mathematics Teacher"]
	if matched.Score <= before["Mathematics Teacher"].Score || !hasReason(matched.Reasons, "culture", true, "matched", "project_based") {
		t.Errorf("valued: %d (was %d), %+v", matched.Score, before["Mathematics Teacher"].Score, matched.Reasons)
	}
	setValues(t, env, ana, "montessori")
	other := scores()["Mathematics Teacher"]
	if other.Score >= before["Mathematics Teacher"].Score || !hasReason(other.Reasons, "culture", false, "none", "project_based") {
		t.Errorf("not valued: %d (was %d), %+v", other.Score, before["Mathematics Teacher"].Score, other.Reasons)
	}
	if _, err := env.svc.SetSchoolCulture(ctx, hr, bay, service.SchoolCulture{Philosophy: []string{"project_based"},
		Culture: "Completely different words about montessori"}); err != nil {
		t.Fatal(err)
	}
	if again := scores()["Mathematics Teacher"]; again.Score != other.Score {
		t.Errorf("the culture text moved the score: %d, then %d", other.Score, again.Score)
	}
}

// setValues saves the teacher's values, her other preferences as they are.
func setValues(t *testing.T, env *teacherEnv, teacherID string, values ...string) {
	t.Helper()
	ctx := context.Background()
	prefs, err := env.svc.Preferences(ctx, teacherID)
	if err != nil {
		t.Fatal(err)
	}
	prefs.Values = values
	if _, err := env.svc.SetPreferences(ctx, teacherID, prefs); err != nil {
		t.Fatal(err)
	}
}

func hasReason(reasons []model.Reason, factor string, matched bool, detail string, items ...string) bool {
	return slices.ContainsFunc(reasons, func(r model.Reason) bool {
		return r.Factor == factor && r.Matched == matched && r.Detail == detail && slices.Equal(r.Items, items)
	})
}

func isNotFound(t *testing.T, err error) bool {
	t.Helper()
	code, _ := codeOf(t, err)
	return code == model.ECodeNotFound
}
