package service_test

import (
	"context"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

// schoolUser creates a school user of the district slug (created when missing).
func schoolUser(t *testing.T, env *teacherEnv, email, slug string) model.User {
	t.Helper()
	testdb.Value[int](t, env.st, `WITH o AS (INSERT INTO organizations (slug, name, county) VALUES ($1, $1, 'Test')
		ON CONFLICT (slug) DO NOTHING RETURNING 1) SELECT count(*)::int FROM o`, slug)
	u, _, err := env.svc.CreateAccount(context.Background(), service.NewAccount{Role: model.RoleSchool, Email: email,
		FirstName: "Rita", LastName: "Moreno", OrganizationSlug: slug})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestSchoolUsersPostAndManageTheirDistrictsVacancies(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	schools := vacancyFixture(t, env.st)
	ctx := context.Background()
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	other := schoolUser(t, env, "hr@other.example", "other")
	tomorrow := time.Now().AddDate(0, 0, 2).Format(time.DateOnly)
	years := 41

	for _, tt := range []struct {
		in   service.VacancyInput
		want map[string]string
	}{
		{service.VacancyInput{}, map[string]string{"schoolId": "required", "position": "required", "type": "required",
			"educationalLevel": "required", "subject": "required", "description": "required", "lastDateToApply": "required"}},
		{service.VacancyInput{SchoolID: "nope", Position: strings.Repeat("x", 201), Type: "forever", EducationalLevel: "college",
			Subject: "alchemy", Designation: "castle", Description: "Teach.", RequiredCertification: "wizard",
			MinYearsExperience: &years, Needs: []string{"juggling"}, LastDateToApply: "2020-01-01", WorkAuthorization: "h1b"},
			map[string]string{"schoolId": "invalid", "position": "too_long", "type": "invalid", "educationalLevel": "invalid",
				"subject": "invalid", "designation": "invalid", "requiredCertification": "invalid", "minYearsExperience": "invalid",
				"needs": "invalid", "lastDateToApply": "past", "workAuthorization": "invalid"}},
		{service.VacancyInput{SchoolID: schools[0], Position: "Physics", Type: "full_time", EducationalLevel: "high",
			Subject: "physics", Description: "Teach.", Needs: []string{"lesson_planning", "lesson_planning"}, LastDateToApply: "next week"},
			map[string]string{"needs": "invalid", "lastDateToApply": "invalid"}},
	} {
		_, err := env.svc.CreateVacancy(ctx, hr, tt.in)
		if code, fields := codeOf(t, err); code != model.ECodeValidation || !maps.Equal(fields, tt.want) {
			t.Errorf("%+v:\n%s %v\nwant %v", tt.in, code, fields, tt.want)
		}
	}
	in := service.VacancyInput{SchoolID: schools[1], Position: " Dual-Language Science Teacher ", Type: "full_time",
		EducationalLevel: "elementary", Subject: "science", Description: "Teach science in English and Spanish.",
		Needs: []string{"bilingual_instruction"}, DualLanguage: true, LastDateToApply: tomorrow}
	if _, err := env.svc.CreateVacancy(ctx, other, in); func() bool { _, f := codeOf(t, err); return f["schoolId"] != "invalid" }() {
		t.Errorf("a school of another district: %v", err)
	}
	v, err := env.svc.CreateVacancy(ctx, hr, in)
	if err != nil || v.Position != "Dual-Language Science Teacher" || v.Designation != "title1" || v.RequiredCertification != "none" ||
		v.Status != "open" || v.ApplicantCount != 0 || v.District != "Test District" || !v.DualLanguage ||
		v.WorkAuthorization != model.AuthorizedOnly {
		t.Fatalf("create: %+v, %v", v, err)
	}
	public, err := env.svc.SearchVacancies(ctx, service.VacancySearch{Q: "dual-language"})
	if err != nil || public.Total != 1 {
		t.Errorf("the new vacancy on the public board: %+v, %v", public, err)
	}

	in.Position, in.RequiredCertification, in.WorkAuthorization = "Science Teacher", "florida", model.J1Welcome
	if v, err = env.svc.UpdateVacancy(ctx, hr, v.ID, in); err != nil || v.Position != "Science Teacher" || v.RequiredCertification != "florida" ||
		v.WorkAuthorization != model.J1Welcome {
		t.Errorf("update: %+v, %v", v, err)
	}
	if j1, err := env.svc.SearchVacancies(ctx, service.VacancySearch{WorkAuthorization: model.J1Welcome}); err != nil || j1.Total != 1 ||
		j1.Items[0].ID != v.ID {
		t.Errorf("the board's J-1 vacancies: %+v, %v", j1, err)
	}
	for name, call := range map[string]func() error{
		"read":   func() error { _, err := env.svc.SchoolVacancy(ctx, other, v.ID); return err },
		"update": func() error { _, err := env.svc.UpdateVacancy(ctx, other, v.ID, in); return err },
		"close":  func() error { _, err := env.svc.CloseVacancy(ctx, other, v.ID, service.CloseInput{}); return err },
		"rank":   func() error { _, err := env.svc.RankedApplicants(ctx, other, v.ID); return err },
	} {
		if err := call(); !model.HasCode(err, model.ECodeNotFound) {
			t.Errorf("another district's school user may not %s it: %v", name, err)
		}
	}

	if v, err = env.svc.CloseVacancy(ctx, hr, v.ID, service.CloseInput{}); err != nil || v.Status != "closed" {
		t.Errorf("close: %+v, %v", v, err)
	}
	open, err := env.svc.SchoolVacancies(ctx, hr, service.SchoolVacancyList{Status: "open"})
	closed, _ := env.svc.SchoolVacancies(ctx, hr, service.SchoolVacancyList{Status: "closed"})
	if err != nil || open.Total != 5 || closed.Total != 3 || closed.Items[0].ID != v.ID {
		t.Errorf("open %d, closed %d (%v)", open.Total, closed.Total, err)
	}
	if v, err = env.svc.ReopenVacancy(ctx, hr, v.ID); err != nil || v.Status != "open" {
		t.Errorf("reopen: %+v, %v", v, err)
	}
	expired := vacancyID(t, env, "Expired Physics Teacher")
	if _, fields := codeOf(t, firstOf(env.svc.ReopenVacancy(ctx, hr, expired))); fields["lastDateToApply"] != "past" {
		t.Errorf("reopening past its last date: %v", fields)
	}
	if _, err := env.svc.SchoolVacancies(ctx, hr, service.SchoolVacancyList{Status: "archived"}); err == nil {
		t.Error("an unknown status filter must be refused")
	}
}

func TestSchoolsRankApplicantsAndReadPacketsWithoutWhoTheTeacherIs(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	other := schoolUser(t, env, "hr@other.example", "other")
	math := vacancyID(t, env, "Mathematics Teacher")
	a, err := env.svc.Apply(ctx, ana, math)
	if err != nil {
		t.Fatal(err)
	}
	// Two more applicants, one better matched and one who withdrew.
	testdb.Value[int](t, env.st, `WITH t AS (INSERT INTO users (role, email, first_name, last_name, language)
			VALUES ('teacher', 'b@x.example', 'Bea', 'Best', 'en'), ('teacher', 'w@x.example', 'Will', 'Withdrawn', 'en') RETURNING id, first_name),
		a AS (INSERT INTO applications (teacher_id, vacancy_id, status, score, applicant, presentation, disclosures)
			SELECT id, $1, CASE first_name WHEN 'Will' THEN 'withdrawn' ELSE 'pending' END, CASE first_name WHEN 'Will' THEN 99 ELSE 98 END,
				jsonb_build_object('firstName', first_name, 'lastName', 'X'), '', '[]' FROM t RETURNING 1)
		SELECT count(*)::int FROM a`, math)

	ranked, err := env.svc.RankedApplicants(ctx, hr, math)
	var order []string
	for _, r := range ranked {
		order = append(order, r.Teacher.FirstName+" "+r.Status)
	}
	if err != nil || !slices.Equal(order, []string{"Bea pending", "Ana pending", "Will withdrawn"}) || ranked[1].ApplicationID != a.ID ||
		*ranked[1].Score != *a.Score || len(ranked[1].Reasons) == 0 || ranked[1].Teacher.ID != ana {
		t.Errorf("ranked: %v %+v, %v", order, ranked, err)
	}

	p, err := env.svc.ApplicationPacket(ctx, hr, a.ID)
	var sections []string
	for _, d := range p.Disclosures {
		sections = append(sections, d.Section)
	}
	if err != nil || p.Applicant.FirstName != "Ana" || len(p.Documents) != 5 || p.Presentation == nil ||
		!slices.Equal(sections, []string{"employment", "criminal", "additional"}) || p.Score == nil || len(p.History) != 1 {
		t.Fatalf("packet: %+v, %v", p, err)
	}
	raw, _ := json.Marshal(p)
	for _, never := range []string{"ssn", "SSN", "dateOfBirth", "gender", "ethnicity", "veteran", "hispanic", "selfIdentification", "self_identification"} {
		if strings.Contains(string(raw), never) {
			t.Errorf("the packet carries %q: %s", never, raw)
		}
	}
	d, body, err := env.svc.OpenApplicationDocument(ctx, hr, a.ID, p.Documents[0].ID)
	if err != nil || d.Kind != "resume" {
		t.Fatalf("download: %+v, %v", d, err)
	}
	_ = body.Close()
	for name, call := range map[string]func() error{
		"read":     func() error { _, err := env.svc.ApplicationPacket(ctx, other, a.ID); return err },
		"download": func() error { _, _, err := env.svc.OpenApplicationDocument(ctx, other, a.ID, d.ID); return err },
		"decide": func() error {
			_, err := env.svc.SetApplicationStatus(ctx, other, a.ID, model.StatusCandidate, "")
			return err
		},
	} {
		if err := call(); !model.HasCode(err, model.ECodeNotFound) {
			t.Errorf("another district's school user may not %s it: %v", name, err)
		}
	}
	audit := testdb.Value[string](t, env.st, `SELECT string_agg(action, ',' ORDER BY id) FROM audit_log WHERE actor_id = $1`, hr.ID)
	if audit != "application.packet.read,application.document.download" {
		t.Errorf("audit log: %s", audit)
	}
	o, err := env.svc.SchoolOverview(ctx, hr)
	if err != nil || o.Organization.Name != "Test District" || len(o.Schools) != 2 || o.OpenVacancies != 5 ||
		o.NewApplicantsThisWeek != 3 || o.ByStatus["pending"] != 2 || o.ByStatus["withdrawn"] != 1 {
		t.Errorf("overview: %+v, %v", o, err)
	}
}

// firstOf is the error of a call that returns one value besides it.
func firstOf[A any](_ A, err error) error { return err }

func TestThePacketShowsTheDisclosuresAsTheyWereWhenTheTeacherApplied(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	a, err := env.svc.Apply(ctx, ana, vacancyID(t, env, "Mathematics Teacher"))
	if err != nil {
		t.Fatal(err)
	}
	criminal := plainAnswers(t)["criminal"]
	criminal["arrested"] = "yes"
	if _, err := env.svc.SaveDisclosure(ctx, ana, "criminal", criminal, false); err != nil {
		t.Fatal(err)
	}
	answered := func(what string) {
		t.Helper()
		p, err := env.svc.ApplicationPacket(ctx, hr, a.ID)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		for _, d := range p.Disclosures {
			if d.Section == "criminal" && (d.Answers["arrested"] != "no" || d.State != model.DisclosureComplete) {
				t.Errorf("%s: the school reads the criminal section as %s %v, not as it was sent", what, d.State, d.Answers["arrested"])
			}
		}
		if len(p.Disclosures) != 3 {
			t.Errorf("%s: %d sections", what, len(p.Disclosures))
		}
	}
	answered("after the teacher changed an answer")
	if _, err := env.svc.CancelApplication(ctx, ana, a.ID); err != nil {
		t.Fatal(err)
	}
	answered("once the application is withdrawn")
	// The snapshot holds the three sections a district reads and nothing else.
	if kept := testdb.Value[string](t, env.st, `SELECT disclosures::text FROM applications WHERE id = $1`, a.ID); strings.Contains(kept, "ssn") ||
		strings.Contains(kept, "ethnicity") || strings.Contains(kept, `"profile"`) || strings.Contains(kept, "public_records") {
		t.Errorf("the snapshot keeps more than the district reads: %s", kept)
	}
}

func TestThePacketShowsTheRightToWorkAndLanguagesAsTheyWereWhenTheTeacherApplied(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	profile := plainAnswers(t)["profile"]
	profile["workAuthorized"], profile["otherLanguages"], profile["speaksEnglish"] = "yes", "yes", "yes"
	profile["languagesSpoken"], profile["languagesOther"] = []any{"tl", "es"}, "Waray"
	if _, err := env.svc.SaveDisclosure(ctx, ana, "profile", profile, true); err != nil {
		t.Fatal(err)
	}
	for kind, expires := range map[string]string{"work_auth_front": "2031-05-31", "work_auth_back": "2030-01-31"} {
		if _, err := env.svc.UploadDocuments(ctx, ana, kind, expires, []service.UploadedFile{service.FileOf(kind+".pdf", pdf)}); err != nil {
			t.Fatal(err)
		}
	}
	a, err := env.svc.Apply(ctx, ana, vacancyID(t, env, "Mathematics Teacher"))
	if err != nil {
		t.Fatal(err)
	}
	profile["workAuthorized"], profile["languagesSpoken"] = "no", []any{"fr"}
	if _, err := env.svc.SaveDisclosure(ctx, ana, "profile", profile, true); err != nil {
		t.Fatal(err)
	}
	p, err := env.svc.ApplicationPacket(ctx, hr, a.ID)
	if err != nil {
		t.Fatal(err)
	}
	w, l := p.WorkAuthorization, p.Languages
	if w.Authorized == nil || !*w.Authorized || w.NeedsSponsorship == nil || *w.NeedsSponsorship || !w.CardOnFile ||
		w.CardExpiresOn == nil || *w.CardExpiresOn != "2030-01-31" {
		t.Errorf("work authorization: %+v", w)
	}
	if l.SpeaksEnglish == nil || !*l.SpeaksEnglish || l.WritesEnglish == nil || *l.WritesEnglish || !slices.Equal(l.Spoken, []string{"tl", "es"}) ||
		len(l.Written) != 0 || l.Other != "Waray" {
		t.Errorf("languages: %+v", l)
	}
	raw, _ := json.Marshal(p)
	if strings.Contains(string(raw), "ssn") || strings.Contains(string(raw), "work_auth_") {
		t.Errorf("the packet carries the SSN or the card: %s", raw)
	}
	// Reading it is audited as every packet reading is.
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM audit_log WHERE actor_id = $1 AND action = 'application.packet.read'`, hr.ID); n != 1 {
		t.Errorf("%d audit rows", n)
	}
}
