package service_test

import (
	"context"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestVacanciesStateAnOptionalSalaryRangeTheBoardFiltersBy(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	schools := vacancyFixture(t, env.st)
	ctx := context.Background()
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	n := func(v int) *int { return &v }
	in := service.VacancyInput{SchoolID: schools[0], Position: "Physics Teacher", Type: "full_time", EducationalLevel: "high",
		Subject: "physics", Description: "Teach physics.", LastDateToApply: time.Now().AddDate(0, 0, 5).Format(time.DateOnly)}
	for _, c := range []struct {
		lowest, highest *int
		want            map[string]string
	}{
		{n(9_999), n(500_001), map[string]string{"salaryMin": "out_of_range", "salaryMax": "out_of_range"}},
		{nil, n(60_000), map[string]string{"salaryMin": "required"}},
		{n(60_000), n(59_999), map[string]string{"salaryMax": "below_minimum"}},
	} {
		in.SalaryMin, in.SalaryMax = c.lowest, c.highest
		_, err := env.svc.CreateVacancy(ctx, hr, in)
		if code, fields := codeOf(t, err); code != model.ECodeValidation || !maps.Equal(fields, c.want) {
			t.Errorf("%v-%v: %s %v, want %v", c.lowest, c.highest, code, fields, c.want)
		}
	}
	in.SalaryMin, in.SalaryMax = n(50_000), n(62_000)
	ranged, err := env.svc.CreateVacancy(ctx, hr, in)
	if err != nil || *ranged.SalaryMin != 50_000 || *ranged.SalaryMax != 62_000 {
		t.Fatalf("create with a range: %+v, %v", ranged, err)
	}
	in.Position, in.SalaryMin, in.SalaryMax = "Chemistry Teacher", n(55_000), nil
	minimum, err := env.svc.CreateVacancy(ctx, hr, in)
	if err != nil || *minimum.SalaryMin != 55_000 || minimum.SalaryMax != nil {
		t.Fatalf("create with a minimum alone: %+v, %v", minimum, err)
	}

	// Without a schedule only the two vacancies whose pay is known match a minimum; with one, the
	// others match by their district's starting salary.
	board := func(minSalary string) []string {
		t.Helper()
		page, err := env.svc.SearchVacancies(ctx, service.VacancySearch{MinSalary: minSalary, PageSize: "50"})
		if err != nil {
			t.Fatalf("minSalary %q: %v", minSalary, err)
		}
		var positions []string
		for _, v := range page.Items {
			positions = append(positions, v.Position)
		}
		slices.Sort(positions)
		return positions
	}
	for _, c := range []struct {
		minSalary string
		want      []string
	}{
		{"60000", []string{"Physics Teacher"}},
		{"55000", []string{"Chemistry Teacher", "Physics Teacher"}},
		{"62001", nil},
	} {
		if got := board(c.minSalary); !slices.Equal(got, c.want) {
			t.Errorf("minSalary %s: %v, want %v", c.minSalary, got, c.want)
		}
	}
	testdb.Value[int](t, env.st, `WITH s AS (INSERT INTO salary_schedules (organization_id, school_year, source_url, retrieved_on, starting_salary)
		SELECT id, '2024-25', 'https://example.org/pay', '2026-11-27', 48000 FROM organizations WHERE slug = 'test-district' RETURNING 1)
		SELECT count(*)::int FROM s`)
	if got := board("48000"); len(got) != 7 {
		t.Errorf("minSalary 48000 with a starting salary of 48000: %v, want every open vacancy", got)
	}
	if got := board("48001"); !slices.Equal(got, []string{"Chemistry Teacher", "Physics Teacher"}) {
		t.Errorf("minSalary 48001: %v", got)
	}
	if _, err := env.svc.SearchVacancies(ctx, service.VacancySearch{MinSalary: "lots"}); !model.HasCode(err, model.ECodeValidation) {
		t.Errorf("minSalary lots: %v", err)
	}
}

func TestAdminsSetADistrictsSalaryScheduleFromItsSource(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	vacancyFixture(t, env.st)
	ctx := context.Background()
	admin := newAdmin(t, env.st)
	org := testdb.Value[string](t, env.st, `SELECT id::text FROM organizations WHERE slug = 'test-district'`)
	n := func(v int) *int { return &v }

	_, err := env.svc.PutSalarySchedule(ctx, admin, org, model.SalarySchedule{SchoolYear: "2024-26", SourceURL: "http://example.org/pay",
		RetrievedOn: "2999-01-01", StartingSalary: n(0),
		Steps:       []model.SalaryStep{{Years: 0, Bachelor: n(48000)}, {Years: 0, Master: n(-1)}},
		Supplements: []model.SalarySupplement{{Name: "", Amount: n(6000), SourceURL: "ftp://example.org"}}})
	want := map[string]string{"schoolYear": "invalid", "sourceUrl": "invalid", "retrievedOn": "future", "startingSalary": "out_of_range",
		"steps.1.years": "not_increasing", "steps.1.master": "out_of_range", "supplements.0.name": "required", "supplements.0.sourceUrl": "invalid"}
	if code, fields := codeOf(t, err); code != model.ECodeValidation || !maps.Equal(fields, want) {
		t.Errorf("bad schedule: %s %v\nwant %v", code, fields, want)
	}
	if _, err := env.svc.PutSalarySchedule(ctx, admin, "5f0c1e2a-0000-4000-8000-000000000000", model.SalarySchedule{}); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("an unknown district: %v", err)
	}

	in := model.SalarySchedule{SchoolYear: "2024-25", SourceURL: "https://example.org/pay", RetrievedOn: "2026-11-27",
		StartingSalary: n(48000), Steps: []model.SalaryStep{{Years: 0, Bachelor: n(48000), Master: n(51000)}, {Years: 5, Bachelor: n(53000)}},
		Supplements: []model.SalarySupplement{{Name: " Referendum ", Amount: n(6000), SourceURL: "https://example.org/referendum"}}}
	sc, err := env.svc.PutSalarySchedule(ctx, admin, org, in)
	if err != nil || sc.Organization != "Test District" || sc.Supplements[0].Name != "Referendum" || len(sc.Steps) != 2 {
		t.Fatalf("put: %+v, %v", sc, err)
	}
	list, err := env.svc.SalarySchedules(ctx)
	if err != nil || len(list) != 1 || list[0].OrganizationID != org || list[0].RetrievedOn != "2026-11-27" || *list[0].Steps[1].Bachelor != 53000 ||
		list[0].Steps[1].Master != nil {
		t.Errorf("list: %+v, %v", list, err)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM audit_log WHERE action = 'salary_schedule.update'
		AND actor_id = $1 AND subject_id = $2`, admin.ID, org); n != 1 {
		t.Errorf("audit rows: %d", n)
	}

	// A teacher with a master's degree and six years in public schools is on the 5-year step; its
	// master's column is empty, so the bachelor's is hers.
	teacher := env.teacher.ID
	testdb.Value[int](t, env.st, `WITH d AS (INSERT INTO disclosures (user_id, section, state, answers)
		VALUES ($1, 'profile', 'draft', '{"publicSchoolYears": 6}') RETURNING 1) SELECT count(*)::int FROM d`, teacher)
	testdb.Value[int](t, env.st, `WITH p AS (INSERT INTO teacher_profiles (user_id, highest_degree) VALUES ($1, 'master')
		ON CONFLICT (user_id) DO UPDATE SET highest_degree = 'master' RETURNING 1) SELECT count(*)::int FROM p`, teacher)
	v := vacancyID(t, env, "Mathematics Teacher")
	tv, err := env.svc.TeacherVacancy(ctx, teacher, v)
	if err != nil || tv.SalaryEstimate == nil || tv.SalaryEstimate.Amount != 53000 || *tv.SalaryEstimate.Degree != "bachelor" ||
		tv.SalaryEstimate.Years != 5 || tv.SalaryEstimate.SchoolYear != "2024-25" || tv.SalaryEstimate.SourceURL != "https://example.org/pay" {
		t.Errorf("her estimate: %+v, %v", tv.SalaryEstimate, err)
	}
}
