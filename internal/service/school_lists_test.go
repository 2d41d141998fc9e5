package service_test

import (
	"context"
	"maps"
	"slices"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

// schoolPositions are the positions of a page of a district's vacancies, in order.
func schoolPositions(list []model.SchoolVacancy) []string {
	var out []string
	for _, v := range list {
		out = append(out, v.Position)
	}
	return out
}

func TestSchoolUsersSearchFilterAndSortTheirVacancies(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	schools := vacancyFixture(t, env.st)
	ctx := context.Background()
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	other := schoolUser(t, env, "hr@other.example", "other")
	otherSchool := testdb.Value[string](t, env.st, `INSERT INTO schools (organization_id, name, level)
		SELECT id, 'Other High', 'high' FROM organizations WHERE slug = 'other' RETURNING id::text`)
	// Two applicants to Biology, one to Algebra and one withdrawn from Mathematics.
	testdb.Value[int](t, env.st, `WITH t AS (INSERT INTO users (role, email, first_name, last_name, language)
			SELECT 'teacher', n || '@x.example', n, 'X', 'en' FROM unnest(ARRAY['a', 'b', 'c', 'd']) n RETURNING id, first_name),
		a AS (INSERT INTO applications (teacher_id, vacancy_id, status, applicant, presentation, disclosures)
			SELECT t.id, v.id, CASE t.first_name WHEN 'd' THEN 'withdrawn' ELSE 'pending' END, '{}', '', '[]'
			FROM t JOIN vacancies v ON v.position = CASE t.first_name WHEN 'c' THEN 'Algebra I Teacher'
				WHEN 'd' THEN 'Mathematics Teacher' ELSE 'Biology Teacher' END RETURNING 1)
		SELECT count(*)::int FROM a`)

	for _, tt := range []struct {
		in   service.SchoolVacancyList
		want []string
	}{
		{service.SchoolVacancyList{Q: "esol"}, []string{"ÉSOL Resource Teacher (K-5)"}},
		{service.SchoolVacancyList{Q: " GULF "}, []string{"ÉSOL Resource Teacher (K-5)", "Grade 3 Teacher"}},
		{service.SchoolVacancyList{Q: "teacher", SchoolID: schools[1]}, []string{"ÉSOL Resource Teacher (K-5)", "Grade 3 Teacher"}},
		{service.SchoolVacancyList{Q: "100%"}, nil},
		{service.SchoolVacancyList{SchoolID: otherSchool}, nil},
		{service.SchoolVacancyList{Status: "open", Sort: "deadline"}, []string{"Grade 3 Teacher", "Mathematics Teacher",
			"ÉSOL Resource Teacher (K-5)", "Biology Teacher", "Algebra I Teacher"}},
		{service.SchoolVacancyList{Status: "open", Sort: "applicants", PageSize: "2"}, []string{"Biology Teacher", "Algebra I Teacher"}},
		{service.SchoolVacancyList{Status: "closed", Sort: "newest"}, []string{"Closed Chemistry Teacher", "Expired Physics Teacher"}},
	} {
		page, err := env.svc.SchoolVacancies(ctx, hr, tt.in)
		if got := schoolPositions(page.Items); err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("%+v: %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	if page, err := env.svc.SchoolVacancies(ctx, other, service.SchoolVacancyList{Q: "teacher", SchoolID: schools[0]}); err != nil || page.Total != 0 {
		t.Errorf("another district's school user finds %d of this district's vacancies (%v)", page.Total, err)
	}
	_, err := env.svc.SchoolVacancies(ctx, hr, service.SchoolVacancyList{SchoolID: "nope", Sort: "oldest", Status: "archived"})
	if code, fields := codeOf(t, err); code != model.ECodeValidation ||
		!maps.Equal(fields, map[string]string{"schoolId": "invalid", "sort": "invalid", "status": "invalid"}) {
		t.Errorf("bad filters: %s %v", code, fields)
	}
	if _, err := env.svc.SchoolVacancies(ctx, env.teacher, service.SchoolVacancyList{}); !model.HasCode(err, model.ECodeForbidden) {
		t.Errorf("a teacher lists a district's vacancies: %v", err)
	}
}

func TestTheSchoolInboxListsEveryApplicationOfTheDistrictOnly(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	vacancyFixture(t, env.st)
	ctx := context.Background()
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	other := schoolUser(t, env, "hr@other.example", "other")
	elsewhere := testdb.Value[string](t, env.st, `WITH s AS (INSERT INTO schools (organization_id, name, level)
			SELECT id, 'Other High', 'high' FROM organizations WHERE slug = 'other' RETURNING id, organization_id)
		INSERT INTO vacancies (organization_id, school_id, position, type, educational_level, subject, designation, description, last_date_to_apply)
		SELECT organization_id, id, 'Elsewhere Teacher', 'full_time', 'high', 'math', 'traditional', 'Teach.', current_date + 9 FROM s
		RETURNING id::text`)
	// Ana applied to Mathematics yesterday (score 70), Bea to Biology two weeks ago (90), Cy to
	// Grade 3 today (unscored) and withdrew, Dee to the other district's vacancy.
	testdb.Value[int](t, env.st, `WITH t AS (INSERT INTO users (role, email, first_name, last_name, language)
			SELECT 'teacher', n || '@x.example', n, 'X', 'en' FROM unnest(ARRAY['Ana', 'Bea', 'Cy', 'Dee']) n RETURNING id, first_name),
		a AS (INSERT INTO applications (teacher_id, vacancy_id, status, score, applied_at, applicant, presentation, disclosures)
			SELECT t.id, coalesce(v.id, $1::uuid), CASE t.first_name WHEN 'Cy' THEN 'withdrawn' ELSE 'pending' END,
				CASE t.first_name WHEN 'Ana' THEN 70 WHEN 'Bea' THEN 90 END,
				now() - CASE t.first_name WHEN 'Ana' THEN interval '1 day' WHEN 'Bea' THEN interval '14 days' ELSE interval '0' END,
				jsonb_build_object('firstName', t.first_name, 'lastName', 'X'), '', '[]'
			FROM t LEFT JOIN vacancies v ON v.position = CASE t.first_name WHEN 'Ana' THEN 'Mathematics Teacher'
				WHEN 'Bea' THEN 'Biology Teacher' WHEN 'Cy' THEN 'Grade 3 Teacher' END RETURNING 1)
		SELECT count(*)::int FROM a`, elsewhere)
	math := vacancyID(t, env, "Mathematics Teacher")

	names := func(in service.InboxList) []string {
		t.Helper()
		page, err := env.svc.SchoolInbox(ctx, hr, in)
		if err != nil {
			t.Fatalf("%+v: %v", in, err)
		}
		var out []string
		for _, a := range page.Items {
			out = append(out, a.Teacher.FirstName)
		}
		return out
	}
	page, err := env.svc.SchoolInbox(ctx, hr, service.InboxList{})
	if err != nil || page.Total != 3 || page.PageSize != 10 || len(page.Items) != 3 {
		t.Fatalf("inbox: %+v, %v", page, err)
	}
	if a := page.Items[1]; a.Teacher.FirstName != "Ana" || a.Position != "Mathematics Teacher" || a.SchoolName != "Bay High School" ||
		a.VacancyID != math || a.Status != "pending" || a.Score == nil || *a.Score != 70 || a.DateApplied == "" {
		t.Errorf("an inbox row: %+v", a)
	}
	for _, tt := range []struct {
		in   service.InboxList
		want []string
	}{
		{service.InboxList{}, []string{"Cy", "Ana", "Bea"}},
		{service.InboxList{Sort: "score"}, []string{"Bea", "Ana", "Cy"}},
		{service.InboxList{Status: "withdrawn"}, []string{"Cy"}},
		{service.InboxList{Status: "candidate"}, nil},
		{service.InboxList{VacancyID: math}, []string{"Ana"}},
		{service.InboxList{VacancyID: elsewhere}, nil},
		{service.InboxList{AppliedWithinDays: "7"}, []string{"Cy", "Ana"}},
		{service.InboxList{Page: "2", PageSize: "2"}, []string{"Bea"}},
	} {
		if got := names(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("%+v: %v, want %v", tt.in, got, tt.want)
		}
	}
	// The dashboard's counts are the inbox's filters.
	o, _ := env.svc.SchoolOverview(ctx, hr)
	if week := names(service.InboxList{AppliedWithinDays: "7"}); o.NewApplicantsThisWeek != len(week) ||
		o.ByStatus["pending"] != len(names(service.InboxList{Status: "pending"})) {
		t.Errorf("overview %+v against the inbox's filters", o)
	}
	if page, err := env.svc.SchoolInbox(ctx, other, service.InboxList{VacancyID: math}); err != nil || page.Total != 0 {
		t.Errorf("another district's inbox shows this district's application: %+v, %v", page, err)
	}
	_, err = env.svc.SchoolInbox(ctx, hr, service.InboxList{Status: "lost", VacancyID: "1", AppliedWithinDays: "0", Sort: "name", Page: "x"})
	if code, fields := codeOf(t, err); code != model.ECodeValidation || !maps.Equal(fields, map[string]string{"status": "invalid",
		"vacancyId": "invalid", "appliedWithinDays": "invalid", "sort": "invalid", "page": "invalid"}) {
		t.Errorf("bad filters: %s %v", code, fields)
	}
	if _, err := env.svc.SchoolInbox(ctx, env.teacher, service.InboxList{}); !model.HasCode(err, model.ECodeForbidden) {
		t.Errorf("a teacher reads a district's inbox: %v", err)
	}
}
