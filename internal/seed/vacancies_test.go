package seed

import (
	"context"
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/testdb"
)

var testNow = time.Date(2025, 3, 14, 15, 9, 26, 0, time.FixedZone("EDT", -4*3600))

// fileSchools are the schools of districts.json with made-up ids.
func fileSchools(t testing.TB) []VacancySchool {
	t.Helper()
	var f districtFile
	if err := json.Unmarshal(districtsJSON, &f); err != nil {
		t.Fatal(err)
	}
	schools := make([]VacancySchool, len(f.Schools))
	for i, s := range f.Schools {
		schools[i] = VacancySchool{ID: "school-" + strconv.Itoa(i), Level: s.Level, Designation: s.Designation}
	}
	return schools
}

func TestDemoVacanciesAreDeterministic(t *testing.T) {
	t.Parallel()
	schools := fileSchools(t)
	a, b := DemoVacancies(schools, 360, testNow), DemoVacancies(schools, 360, testNow)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the same inputs gave different vacancies")
	}
	later := DemoVacancies(schools, 400, testNow.Add(48*time.Hour))
	for i := range a {
		if later[i].ID != a[i].ID {
			t.Fatalf("vacancy %d has id %s, then %s: ids must depend on the index only", i, a[i].ID, later[i].ID)
		}
	}
}

func TestDemoVacanciesAreValidAndVaried(t *testing.T) {
	t.Parallel()
	schools := fileSchools(t)
	vs := DemoVacancies(schools, 360, testNow)
	if len(vs) != 360 {
		t.Fatalf("got %d vacancies, want 360", len(vs))
	}
	codes := model.OptionCodes()
	levels := map[string]string{}
	for _, s := range schools {
		levels[s.ID] = s.Level
	}
	ids, subjects, types, perSchool := map[string]bool{}, map[string]int{}, map[string]int{}, map[string]int{}
	closed, past := 0, 0
	today := testNow.UTC().Format(time.DateOnly)
	for i, v := range vs {
		if _, err := uuid.Parse(v.ID); err != nil || ids[v.ID] {
			t.Errorf("%d: id %q is not a fresh UUID", i, v.ID)
		}
		ids[v.ID] = true
		if n := utf8.RuneCountInString(v.Position); n < 1 || n > 200 {
			t.Errorf("%d: position %q", i, v.Position)
		}
		if !slices.Contains(codes.VacancyTypes, v.Type) || !slices.Contains(codes.Subjects, v.Subject) ||
			!slices.Contains(codes.Designations, v.Designation) || !slices.Contains(model.RequiredCertifications, v.RequiredCertification) ||
			v.EducationalLevel != levels[v.SchoolID] || (v.Status != model.VacancyOpen && v.Status != model.VacancyClosed) {
			t.Errorf("%d: a code out of its list: %+v", i, v)
		}
		if n := utf8.RuneCountInString(v.Description); n < 1 || n > 10000 || strings.Contains(v.Description+v.Requirements, "{") ||
			utf8.RuneCountInString(v.Requirements) > 5000 {
			t.Errorf("%d: description %q, requirements %q", i, v.Description, v.Requirements)
		}
		if v.MinYearsExperience < 0 || v.MinYearsExperience > 5 || (v.Type == "substitute" && v.RequiredCertification != "none") {
			t.Errorf("%d: %s asks for %d years and certification %s", i, v.Type, v.MinYearsExperience, v.RequiredCertification)
		}
		if len(v.Needs) < 2 || len(v.Needs) > 4 || len(slices.Compact(slices.Sorted(slices.Values(v.Needs)))) != len(v.Needs) {
			t.Errorf("%d: needs %v are not 2-4 distinct skills", i, v.Needs)
		}
		for _, s := range v.Needs {
			if !slices.Contains(codes.Skills, s) {
				t.Errorf("%d: need %q is not a skill", i, s)
			}
		}
		posted, err := time.Parse(time.RFC3339, v.PostedAt)
		if err != nil || posted.Location() != time.UTC || posted.After(testNow) || testNow.Sub(posted) > 90*24*time.Hour {
			t.Errorf("%d: postedAt %q (%v) is not in the 90 days before now, in UTC", i, v.PostedAt, err)
		}
		last, err := time.Parse(time.DateOnly, v.LastDateToApply)
		if days := last.Sub(posted.Truncate(24*time.Hour)).Hours() / 24; err != nil || days < 14 || days > 60 {
			t.Errorf("%d: lastDateToApply %q is not 14-60 days after %s", i, v.LastDateToApply, v.PostedAt)
		}
		subjects[v.Subject]++
		types[v.Type]++
		perSchool[v.SchoolID]++
		if v.Status == model.VacancyClosed {
			closed++
		}
		if v.LastDateToApply < today {
			past++
		}
	}
	if len(subjects) < 15 || len(types) != 4 || closed == 0 || closed > 36 || past == 0 {
		t.Errorf("%d subjects %v, types %v, %d closed, %d past their last date", len(subjects), subjects, types, closed, past)
	}
	if len(perSchool) != len(schools) {
		t.Errorf("vacancies at %d of %d schools", len(perSchool), len(schools))
	}
	for id, n := range perSchool {
		if n < 3 {
			t.Errorf("school %s has %d vacancies", id, n)
		}
	}
	t.Logf("subjects %v; types %v; %d closed; %d past their last date", subjects, types, closed, past)
}

func TestDemoVacanciesAtADualLanguageSchool(t *testing.T) {
	t.Parallel()
	vs := DemoVacancies([]VacancySchool{{ID: "dl", Level: "elementary", Designation: "dual_language"}}, 100, testNow)
	spanish, bilingual := 0, 0
	for _, v := range vs {
		if v.Designation == "dual_language" && !v.DualLanguage {
			t.Errorf("%q at a dual language school is not marked dual language", v.Position)
		}
		if v.Subject == "spanish" || v.Subject == "esol" {
			spanish++
		}
		if slices.Contains(v.Needs, "bilingual_instruction") || slices.Contains(v.Needs, "esol_strategies") {
			bilingual++
		}
	}
	if spanish < 20 || bilingual < 80 {
		t.Errorf("of 100 openings, %d teach Spanish or ESOL and %d need bilingual or ESOL skills", spanish, bilingual)
	}
}

func TestPositionNamesTheType(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ title, typ, want string }{
		{"Biology Teacher", "full_time", "Biology Teacher"},
		{"Grade 5 Teacher", "long_term_substitute", "Long-Term Substitute – Grade 5"},
		{"Band Director", "substitute", "Band Director (Substitute Teacher)"},
		{"ESOL Resource Teacher (K-5)", "part_time", "ESOL Resource Teacher (K-5, Part-Time)"},
	} {
		if got := position(c.title, c.typ); got != c.want {
			t.Errorf("position(%q, %s) = %q, want %q", c.title, c.typ, got, c.want)
		}
	}
}

func TestDemoVacanciesAtScale(t *testing.T) {
	t.Parallel()
	schools := fileSchools(t)
	start := time.Now()
	vs := DemoVacancies(schools, 50_000, testNow)
	t.Logf("generated %d vacancies in %v", len(vs), time.Since(start))
	if len(vs) != 50_000 || vs[49_999].ID == vs[0].ID {
		t.Errorf("got %d vacancies", len(vs))
	}
}

func BenchmarkDemoVacancies50000(b *testing.B) {
	schools := fileSchools(b)
	for b.Loop() {
		DemoVacancies(schools, 50_000, testNow)
	}
}

func TestImportDemoVacanciesIsIdempotent(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	ctx := context.Background()
	if _, err := Reference(ctx, st); err != nil {
		t.Fatal(err)
	}
	for _, want := range []int{DemoVacancyCount, 0} {
		if n, err := ImportDemoVacancies(ctx, st, testNow); err != nil || n != want {
			t.Fatalf("imported %d, %v; want %d", n, err, want)
		}
	}
	if n := testdb.Value[int64](t, st, `SELECT count(DISTINCT school_id) FROM vacancies`); n != 60 {
		t.Errorf("vacancies at %d schools, want all 60", n)
	}
	// Every vacancy shows pay: its own range, or its district's starting salary; a third of the
	// full-time ones state a range from that salary.
	if n := testdb.Value[int64](t, st, `SELECT count(*) FROM vacancies v LEFT JOIN salary_schedules ss ON ss.organization_id = v.organization_id
		WHERE v.salary_min IS NULL AND ss.starting_salary IS NULL`); n != 0 {
		t.Errorf("%d vacancies show no pay", n)
	}
	if n := testdb.Value[int64](t, st, `SELECT count(*) FROM vacancies v JOIN salary_schedules ss ON ss.organization_id = v.organization_id
		WHERE v.salary_min = ss.starting_salary AND v.salary_max = ss.starting_salary + 15000`); n < 60 {
		t.Errorf("%d vacancies state a range from their district's starting salary, want a third of the full-time ones", n)
	}
	// The import keeps what each vacancy accepts (the column's default would hide a lost value).
	if n := testdb.Value[int64](t, st, `SELECT count(*) FROM vacancies WHERE work_authorization = 'j1_welcome'`); n == 0 {
		t.Error("no imported vacancy welcomes J-1 teachers")
	}
}

// TestEveryDemoVacancySaysWhichWorkAuthorizationItAccepts: the demo claims no visa sponsorship
// (no source says a Tampa Bay district offers one), and welcomes J-1 teachers only where the
// exchange's rule allows: a full-time post in a primary or secondary school.
func TestEveryDemoVacancySaysWhichWorkAuthorizationItAccepts(t *testing.T) {
	t.Parallel()
	counts := map[string]int{}
	for i, v := range DemoVacancies(fileSchools(t), DemoVacancyCount, testNow) {
		counts[v.WorkAuthorization]++
		switch v.WorkAuthorization {
		case model.AuthorizedOnly:
		case model.J1Welcome:
			if v.Type != "full_time" || v.EducationalLevel == "adult" {
				t.Errorf("%d: a %s %s vacancy welcomes J-1 teachers", i, v.Type, v.EducationalLevel)
			}
		default:
			t.Errorf("%d: work authorization %q", i, v.WorkAuthorization)
		}
	}
	if counts[model.J1Welcome] < 30 || counts[model.AuthorizedOnly] < counts[model.J1Welcome] {
		t.Errorf("work authorizations %v: want mostly authorized_only, and J-1 posts to find", counts)
	}
	t.Logf("work authorizations %v", counts)
}
