package service_test

import (
	"context"
	"slices"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

// vacancyFixture creates two schools and these vacancies, newest first: each is
// position|subject|type|days since posting|days left to apply|status|school (0 or 1).
func vacancyFixture(t *testing.T, st *store.Store) (schools [2]string) {
	t.Helper()
	for i, name := range []string{"Bay High School", "Gulf Elementary"} {
		schools[i] = testdb.Value[string](t, st, `WITH o AS (INSERT INTO organizations (slug, name, county) VALUES ($1, $2, 'Test')
			ON CONFLICT (slug) DO UPDATE SET name = excluded.name RETURNING id)
			INSERT INTO schools (organization_id, name, level, designation) SELECT id, $3, $4, $5 FROM o RETURNING id::text`,
			"test-district", "Test District", name, []string{"high", "elementary"}[i], []string{"traditional", "title1"}[i])
	}
	for i, v := range []struct {
		position, subject, vtype string
		ago, left                int
		status                   string
		school                   int
	}{
		{"Mathematics Teacher", "math", "full_time", 1, 30, "open", 0},
		{"ÉSOL Resource Teacher (K-5)", "esol", "full_time", 2, 30, "open", 1},
		{"Biology Teacher", "biology", "part_time", 3, 30, "open", 0},
		{"Algebra I Teacher", "math", "long_term_substitute", 4, 30, "open", 0},
		{"Closed Chemistry Teacher", "chemistry", "full_time", 5, 30, "closed", 0},
		{"Expired Physics Teacher", "physics", "full_time", 6, -1, "open", 0},
		{"Grade 3 Teacher", "elementary_all", "full_time", 7, 0, "open", 1},
	} {
		testdb.Value[int](t, st, `WITH v AS (INSERT INTO vacancies (organization_id, school_id, position, type, educational_level, subject,
				designation, description, posted_at, last_date_to_apply, status)
			SELECT s.organization_id, s.id, $1, $2, s.level, $3, s.designation, 'Teach '||$3::text||' to curious students. '||$7::text,
				now() - make_interval(days => $4::int), (now() AT TIME ZONE 'America/New_York')::date + $5::int, $6
			FROM schools s WHERE s.id = $8::uuid RETURNING 1) SELECT count(*)::int FROM v`,
			v.position, v.vtype, v.subject, v.ago, v.left, v.status, "Número "+string(rune('0'+i)), schools[v.school])
	}
	return schools
}

func positions(p service.Page[model.Vacancy]) []string {
	out := make([]string, len(p.Items))
	for i, v := range p.Items {
		out[i] = v.Position
	}
	return out
}

func TestVacancySearchFindsWordsWithoutCaseOrAccents(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	schools := vacancyFixture(t, st)
	ctx := context.Background()
	open := []string{"Mathematics Teacher", "ÉSOL Resource Teacher (K-5)", "Biology Teacher", "Algebra I Teacher", "Grade 3 Teacher"}
	district := testdb.Value[string](t, st, `SELECT id::text FROM organizations WHERE slug = 'test-district'`)
	for name, tc := range map[string]struct {
		in   service.VacancySearch
		want []string
	}{
		"everything open, newest first; closed and past last date left out": {service.VacancySearch{}, open},
		"the last word as a prefix":                                         {service.VacancySearch{Q: "resou"}, []string{"ÉSOL Resource Teacher (K-5)"}},
		"no accent finds an accent":                                         {service.VacancySearch{Q: "esol"}, []string{"ÉSOL Resource Teacher (K-5)"}},
		"an accented word without its accent":                               {service.VacancySearch{Q: "numero"}, open},
		"case does not matter":                                              {service.VacancySearch{Q: "BIOLOGY teach"}, []string{"Biology Teacher"}},
		"every word must match":                                             {service.VacancySearch{Q: "resource biology"}, nil},
		"words of the description":                                          {service.VacancySearch{Q: "curious"}, open},
		"punctuation is no operator":                                        {service.VacancySearch{Q: "algebra & | ! (i"}, []string{"Algebra I Teacher"}},
		"by school":                                                         {service.VacancySearch{School: schools[1]}, []string{"ÉSOL Resource Teacher (K-5)", "Grade 3 Teacher"}},
		"by level":                                                          {service.VacancySearch{Level: "high"}, []string{"Mathematics Teacher", "Biology Teacher", "Algebra I Teacher"}},
		"by subject":                                                        {service.VacancySearch{Subject: "math"}, []string{"Mathematics Teacher", "Algebra I Teacher"}},
		"by designation":                                                    {service.VacancySearch{Designation: "title1"}, []string{"ÉSOL Resource Teacher (K-5)", "Grade 3 Teacher"}},
		"by type":                                                           {service.VacancySearch{Type: "part_time"}, []string{"Biology Teacher"}},
		"filters together":                                                  {service.VacancySearch{Q: "teacher", Subject: "math", Type: "full_time"}, []string{"Mathematics Teacher"}},
		"a second page":                                                     {service.VacancySearch{Page: "2", PageSize: "2"}, []string{"Biology Teacher", "Algebra I Teacher"}},
		"a page past the end":                                               {service.VacancySearch{Page: "9"}, nil},
		"a subject's Spanish name":                                          {service.VacancySearch{Q: "matemáticas"}, []string{"Mathematics Teacher", "Algebra I Teacher"}},
		"a subject's Spanish name without its accent":                       {service.VacancySearch{Q: "Matematicas"}, []string{"Mathematics Teacher", "Algebra I Teacher"}},
		"the start of a subject's English name":                             {service.VacancySearch{Q: "math teacher"}, []string{"Mathematics Teacher", "Algebra I Teacher"}},
		"a subject's name and a word":                                       {service.VacancySearch{Q: "matemáticas algebra"}, []string{"Algebra I Teacher"}},
		"a level's Spanish name":                                            {service.VacancySearch{Q: "secundaria"}, []string{"Mathematics Teacher", "Biology Teacher", "Algebra I Teacher"}},
		"a level's and a subject's name":                                    {service.VacancySearch{Q: "primaria"}, []string{"ÉSOL Resource Teacher (K-5)", "Grade 3 Teacher"}},
		"soonest deadline first":                                            {service.VacancySearch{Sort: "deadline"}, []string{"Grade 3 Teacher", "Mathematics Teacher", "ÉSOL Resource Teacher (K-5)", "Biology Teacher", "Algebra I Teacher"}},
		"by district":                                                       {service.VacancySearch{District: district}, open},
		"by another district":                                               {service.VacancySearch{District: "00000000-0000-4000-8000-000000000000"}, nil},
	} {
		got, err := svc.SearchVacancies(ctx, tc.in)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !slices.Equal(positions(got), tc.want) && !(len(got.Items) == 0 && len(tc.want) == 0) {
			t.Errorf("%s: %v, want %v", name, positions(got), tc.want)
		}
	}
	got, _ := svc.SearchVacancies(ctx, service.VacancySearch{Page: "9", PageSize: "500"})
	if got.Total != 5 || got.Page != 9 || got.PageSize != 50 || got.Items == nil {
		t.Errorf("past the end with a big page: total %d page %d size %d items %v", got.Total, got.Page, got.PageSize, got.Items)
	}
}

func TestVacancySearchRefusesUnknownFilters(t *testing.T) {
	t.Parallel()
	svc, _ := newService(t, nil)
	_, err := svc.SearchVacancies(context.Background(), service.VacancySearch{School: "x", District: "hillsborough", Level: "college",
		Subject: "alchemy", Designation: "castle", Type: "forever", Sort: "oldest", Page: "0", PageSize: "-1"})
	_, fields := codeOf(t, err)
	want := map[string]string{"school": "invalid", "district": "invalid", "level": "invalid", "subject": "invalid",
		"designation": "invalid", "type": "invalid", "sort": "invalid", "page": "invalid", "pageSize": "invalid"}
	if !equalMaps(fields, want) {
		t.Errorf("fields %v, want %v", fields, want)
	}
}

func TestAVacancyPastItsLastDateIsClosed(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	vacancyFixture(t, st)
	ctx := context.Background()
	for position, status := range map[string]string{"Expired Physics Teacher": "closed", "Closed Chemistry Teacher": "closed",
		"Grade 3 Teacher": "open"} {
		id := testdb.Value[string](t, st, `SELECT id::text FROM vacancies WHERE position = $1`, position)
		v, err := svc.Vacancy(ctx, id)
		if err != nil || v.Status != status || v.SchoolName == "" || v.District != "Test District" {
			t.Errorf("%s: %+v, %v", position, v, err)
		}
	}
	for _, id := range []string{"not-a-uuid", "00000000-0000-4000-8000-000000000000"} {
		if _, err := svc.Vacancy(ctx, id); !model.HasCode(err, model.ECodeNotFound) {
			t.Errorf("%s: %v", id, err)
		}
	}
}
