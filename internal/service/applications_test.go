package service_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"mime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
	"github.com/teachbay/teachbay/internal/testsmtp"
)

// completeProfile gives the teacher everything docs/design.md §5 asks of a completed profile.
func completeProfile(t *testing.T, env *teacherEnv, id string) {
	t.Helper()
	ctx := context.Background()
	if _, err := env.svc.UpdateProfile(ctx, id, model.Profile{FirstName: "Ana", LastName: "Cruz", ContactNumber: "+639171234567",
		Address: "12 Rizal St", City: "Quezon City", State: "Metro Manila", ZipCode: "1100", Country: "PH"}); err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{"resume", "lesson_plan", "certification", "evaluation", "reference"} {
		if _, err := env.svc.UploadDocuments(ctx, id, kind, "", []service.UploadedFile{service.FileOf(kind+".pdf", pdf)}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := env.svc.SetPresentation(ctx, id, model.Presentation{URL: "https://vimeo.com/123", Attested: true}); err != nil {
		t.Fatal(err)
	}
	for section, answers := range plainAnswers(t) {
		if _, err := env.svc.SaveDisclosure(ctx, id, section, answers, true); err != nil {
			t.Fatalf("%s: %v", section, err)
		}
	}
	if _, err := env.svc.SetPreferences(ctx, id, model.Preferences{GradeLevels: []string{"high"}, Subjects: []string{"math"},
		ExperienceSettings: []string{"international"}, Skills: []string{"lesson_planning", "stem_instruction", "esol_strategies",
			"classroom_management", "collaboration_plc"}}); err != nil {
		t.Fatal(err)
	}
}

// confirmEmail records that the user followed the verification link mailed to them.
func confirmEmail(t *testing.T, env *teacherEnv, id string) {
	t.Helper()
	testdb.Value[int](t, env.st, `WITH u AS (UPDATE users SET email_verified_at = now() WHERE id = $1 RETURNING 1) SELECT count(*)::int FROM u`, id)
}

// completeTeacher is the teacher of a new environment with a complete profile and a confirmed
// address, over the vacancy fixture.
func completeTeacher(t *testing.T) (env *teacherEnv, id string) {
	t.Helper()
	env = newTeacherEnv(t, nil)
	vacancyFixture(t, env.st)
	completeProfile(t, env, env.teacher.ID)
	confirmEmail(t, env, env.teacher.ID)
	return env, env.teacher.ID
}

func vacancyID(t *testing.T, env *teacherEnv, position string) string {
	t.Helper()
	return testdb.Value[string](t, env.st, `SELECT id::text FROM vacancies WHERE position = $1`, position)
}

func TestApplyNeedsACompleteProfileAndAnOpenVacancyOnce(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	vacancyFixture(t, env.st)
	ctx := context.Background()
	ana := env.teacher.ID
	math := vacancyID(t, env, "Mathematics Teacher")

	job, err := env.svc.TeacherVacancy(ctx, ana, math)
	if err != nil || job.Eligibility.Eligible || job.Eligibility.Checklist.Resume || job.ApplicationID != nil || job.Score != nil ||
		job.Reasons == nil || len(job.Reasons) != 0 || job.Eligibility.Missing[0] != "profile.address" {
		t.Fatalf("a new teacher's job view: %+v, %v", job, err)
	}
	_, err = env.svc.Apply(ctx, ana, math)
	var e *model.Error
	if !model.HasCode(err, model.ECodeProfileIncomplete) || !errors.As(err, &e) || !slices.Contains(e.Missing, "resume") {
		t.Fatalf("an incomplete profile applied: %v", err)
	}

	completeProfile(t, env, ana)
	// An address not confirmed yet cannot apply, and nothing is stored.
	if _, err := env.svc.Apply(ctx, ana, math); !model.HasCode(err, model.ECodeEmailUnverified) {
		t.Fatalf("an unconfirmed address applied: %v", err)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM applications`); n != 0 {
		t.Fatalf("%d applications stored for an unconfirmed address", n)
	}
	confirmEmail(t, env, ana)
	job, _ = env.svc.TeacherVacancy(ctx, ana, math)
	if c := job.Eligibility.Checklist; !job.Eligibility.Eligible || !c.Resume || !c.Presentation || !c.LessonPlan ||
		!c.Certifications || !c.Evaluation || !c.References || len(job.Eligibility.Missing) != 0 {
		t.Fatalf("a complete profile's job view: %+v", job.Eligibility)
	}
	for id, code := range map[string]string{
		"00000000-0000-4000-8000-000000000000": model.ECodeNotFound,
		"math":                                 model.ECodeNotFound,
		vacancyID(t, env, "Closed Chemistry Teacher"): model.ECodeGone,
		vacancyID(t, env, "Expired Physics Teacher"):  model.ECodeGone,
	} {
		if _, err := env.svc.Apply(ctx, ana, id); !model.HasCode(err, code) {
			t.Errorf("apply to %s: %v, want %s", id, err, code)
		}
	}

	a, err := env.svc.Apply(ctx, ana, math)
	if err != nil || a.Status != model.StatusPending || a.Company != "Test District" || a.Position != "Mathematics Teacher" ||
		a.Type != "full_time" || a.DateApplied == "" || a.Score == nil || *a.Score < 60 {
		t.Fatalf("apply: %+v, %v", a, err)
	}
	if _, err := env.svc.Apply(ctx, ana, math); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("a second application while the first is pending: %v", err)
	}
	// The job view's score comes with its reasons, as the application's: the certification the job
	// asks for among them, so the page can say when a missing certificate lowers it.
	if job, _ := env.svc.TeacherVacancy(ctx, ana, math); job.ApplicationID == nil || *job.ApplicationID != a.ID ||
		job.Score == nil || *job.Score != *a.Score || !slices.ContainsFunc(job.Reasons, func(r model.Reason) bool {
		return r.Factor == "certification" && r.Detail == "notRequired"
	}) {
		t.Errorf("the job view after applying: application %v, score %v (applied with %d), reasons %+v",
			job.ApplicationID, job.Score, *a.Score, job.Reasons)
	}

	got, err := env.svc.Application(ctx, ana, a.ID)
	kinds := []string{}
	for _, d := range got.Documents {
		kinds = append(kinds, d.Kind)
	}
	if err != nil || got.Applicant.Email != "ana@example.com" || got.Applicant.City != "Quezon City" || got.SchoolName != "Bay High School" ||
		got.Presentation == nil || *got.Presentation != "https://vimeo.com/123" || got.VacancyStatus != "open" ||
		strings.Join(kinds, ",") != "resume,lesson_plan,certification,evaluation,reference" ||
		len(got.History) != 1 || got.History[0].Status != model.StatusPending {
		t.Fatalf("the application as sent: %+v, %v", got, err)
	}
}

func TestAnApplicationKeepsTheDocumentsItWasSentWith(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := newTeacherEnv(t, localBlobs(t, dir))
	vacancyFixture(t, env.st)
	ctx := context.Background()
	ana := env.teacher.ID
	completeProfile(t, env, ana)
	confirmEmail(t, env, ana)
	a, err := env.svc.Apply(ctx, ana, vacancyID(t, env, "Mathematics Teacher"))
	if err != nil {
		t.Fatal(err)
	}
	sent, _ := env.svc.Application(ctx, ana, a.ID)
	resume := sent.Documents[0]

	// The teacher replaces the resume on their profile; the application keeps the one it was sent with.
	if _, err := env.svc.UploadDocuments(ctx, ana, "resume", "", []service.UploadedFile{service.FileOf("new-resume.pdf", pdf)}); err != nil {
		t.Fatal(err)
	}
	keys := deleteJobKeys(t, env.st)
	if !slices.Contains(keys, resume.ObjectKey) {
		t.Fatalf("replacing the resume did not queue its old bytes: %v", keys)
	}
	worker := jobs.DeleteBlobsWorker{Blobs: env.blobs, Store: env.st}
	if err := worker.Work(ctx, deleteJob(keys)); err != nil {
		t.Fatal(err)
	}
	d, body, err := env.svc.OpenSubmittedDocument(ctx, ana, a.ID, resume.ID)
	if err != nil {
		t.Fatalf("the resume the application was sent with is gone: %v", err)
	}
	data, _ := io.ReadAll(body)
	body.Close()
	if d.FileName != "resume.pdf" || string(data) != string(pdf) {
		t.Errorf("submitted resume %q, %d bytes", d.FileName, len(data))
	}
	if _, _, err := env.svc.OpenSubmittedDocument(ctx, ana, a.ID, "00000000-0000-4000-8000-000000000000"); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("a document the application was not sent with: %v", err)
	}

	// Deleting the account deletes the bytes the applications were sent with too.
	if err := env.svc.DeleteAccount(ctx, env.teacher, teacherPassword); err != nil {
		t.Fatal(err)
	}
	if err := worker.Work(ctx, deleteJob(deleteJobKeys(t, env.st))); err != nil {
		t.Fatal(err)
	}
	if n := files(t, dir); n != 0 {
		t.Errorf("%d files left after the account was deleted", n)
	}
}

func TestCancelKeepsTheHistoryAndAllowsApplyingAgain(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	math, bio := vacancyID(t, env, "Mathematics Teacher"), vacancyID(t, env, "Biology Teacher")
	first, _ := env.svc.Apply(ctx, ana, math)
	testdb.Value[int](t, env.st, `WITH u AS (UPDATE applications SET applied_at = applied_at - interval '2 days' WHERE id = $1 RETURNING 1)
		SELECT count(*)::int FROM u`, first.ID)
	if _, err := env.svc.Apply(ctx, ana, bio); err != nil {
		t.Fatal(err)
	}

	cancelled, err := env.svc.CancelApplication(ctx, ana, first.ID)
	if err != nil || cancelled.Status != model.StatusWithdrawn || len(cancelled.History) != 2 ||
		cancelled.History[1].Status != model.StatusWithdrawn {
		t.Fatalf("cancel: %+v, %v", cancelled, err)
	}
	if _, err := env.svc.CancelApplication(ctx, ana, first.ID); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("cancelling twice: %v", err)
	}
	again, err := env.svc.Apply(ctx, ana, math)
	if err != nil || again.ID == first.ID {
		t.Fatalf("applying again after cancelling: %+v, %v", again, err)
	}

	list := func(in service.ApplicationList) []string {
		t.Helper()
		page, err := env.svc.Applications(ctx, ana, in)
		if err != nil {
			t.Fatal(err)
		}
		out := []string{}
		for _, a := range page.Items {
			out = append(out, a.Position+" "+a.Status)
		}
		return out
	}
	for name, tc := range map[string]struct {
		in   service.ApplicationList
		want string
	}{
		"all, newest first":      {service.ApplicationList{}, "Mathematics Teacher pending|Biology Teacher pending|Mathematics Teacher withdrawn"},
		"oldest first":           {service.ApplicationList{Sort: "oldest"}, "Mathematics Teacher withdrawn|Biology Teacher pending|Mathematics Teacher pending"},
		"withdrawn only":         {service.ApplicationList{Status: "withdrawn"}, "Mathematics Teacher withdrawn"},
		"candidates: none":       {service.ApplicationList{Status: "candidate"}, ""},
		"the second page of two": {service.ApplicationList{Page: "2", PageSize: "2"}, "Mathematics Teacher withdrawn"},
	} {
		if got := strings.Join(list(tc.in), "|"); got != tc.want {
			t.Errorf("%s: %s, want %s", name, got, tc.want)
		}
	}
	page, _ := env.svc.Applications(ctx, ana, service.ApplicationList{Page: "5"})
	if page.Total != 3 || len(page.Items) != 0 || page.Items == nil {
		t.Errorf("a page past the end: %+v", page)
	}
	_, err = env.svc.Applications(ctx, ana, service.ApplicationList{Status: "rejected", Sort: "best", Page: "x"})
	if _, fields := codeOf(t, err); !equalMaps(fields, map[string]string{"status": "invalid", "sort": "invalid", "page": "invalid"}) {
		t.Errorf("bad filters: %v", fields)
	}

	// Another teacher sees none of it.
	ben, _, err := env.svc.Register(ctx, service.RegisterInput{FirstName: "Ben", LastName: "Ramos", Email: "ben@example.com",
		ContactNumber: "+639171234568", Country: "PH", Password: teacherPassword, Language: "en"}, "test")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.svc.Application(ctx, ben.ID, again.ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another teacher read the application: %v", err)
	}
	if _, err := env.svc.CancelApplication(ctx, ben.ID, again.ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another teacher cancelled the application: %v", err)
	}
	if page, _ := env.svc.Applications(ctx, ben.ID, service.ApplicationList{}); page.Total != 0 {
		t.Errorf("another teacher lists %d applications", page.Total)
	}
}

func TestASchoolsStatusChangeIsRecordedAndMailedWhenTheTeacherAgreed(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	a, err := env.svc.Apply(ctx, ana, vacancyID(t, env, "Mathematics Teacher"))
	if err != nil {
		t.Fatal(err)
	}
	testdb.Value[string](t, env.st, `INSERT INTO organizations (slug, name, county) VALUES ('other', 'Other District', 'Other') RETURNING slug`)
	school, _, err := env.svc.CreateAccount(ctx, service.NewAccount{Role: model.RoleSchool, Email: "hr@test.example", FirstName: "Hal",
		LastName: "Reyes", OrganizationSlug: "test-district"})
	if err != nil {
		t.Fatal(err)
	}
	other, _, err := env.svc.CreateAccount(ctx, service.NewAccount{Role: model.RoleSchool, Email: "hr@other.example", FirstName: "Olga",
		LastName: "Ruiz", OrganizationSlug: "other"})
	if err != nil {
		t.Fatal(err)
	}
	statusMails := func() int {
		n := 0
		for _, m := range mailJobs(t, env.st) {
			if strings.HasPrefix(m, "application_status ") {
				n++
			}
		}
		return n
	}

	if _, err := env.svc.SetApplicationStatus(ctx, other, a.ID, model.StatusCandidate, ""); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another district changed the status: %v", err)
	}
	_, err = env.svc.SetApplicationStatus(ctx, school, a.ID, model.StatusWithdrawn, strings.Repeat("x", 2001))
	if _, fields := codeOf(t, err); !equalMaps(fields, map[string]string{"status": "invalid", "note": "too_long"}) {
		t.Errorf("a school withdrawing with a long note: %v", fields)
	}
	got, err := env.svc.SetApplicationStatus(ctx, school, a.ID, model.StatusOnHold, "")
	if err != nil || got.Status != model.StatusOnHold || len(got.History) != 2 || statusMails() != 0 {
		t.Fatalf("on hold without the teacher's consent: %+v, %v, %d mails", got, err, statusMails())
	}
	if _, err := env.svc.SetSettings(ctx, ana, model.Settings{ConsentContact: true}); err != nil {
		t.Fatal(err)
	}
	got, err = env.svc.SetApplicationStatus(ctx, school, a.ID, model.StatusCandidate, "We will call you on Monday.")
	if err != nil || got.Status != model.StatusCandidate || got.History[2].Note != "We will call you on Monday." {
		t.Fatalf("candidate: %+v, %v", got, err)
	}
	if m := mailJobs(t, env.st); m[len(m)-1] != "application_status es ana@example.com" {
		t.Errorf("the status mail: %v", m)
	}
	if page, _ := env.svc.Applications(ctx, ana, service.ApplicationList{Status: "candidate"}); page.Total != 1 {
		t.Errorf("the teacher's candidate filter finds %d", page.Total)
	}
	if _, err := env.svc.CancelApplication(ctx, ana, a.ID); err != nil {
		t.Fatal(err)
	}
	// Withdrawn is final (docs/design.md §4): the school sees it and cannot move it.
	if _, err := env.svc.SetApplicationStatus(ctx, school, a.ID, model.StatusPending, ""); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("a school moved a withdrawn application: %v", err)
	}
}

func TestANoteOnTheSameStatusIsKeptShownAndMailedOnce(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	if _, err := env.svc.SetSettings(ctx, ana, model.Settings{ConsentContact: true}); err != nil {
		t.Fatal(err)
	}
	a, err := env.svc.Apply(ctx, ana, vacancyID(t, env, "Mathematics Teacher"))
	if err != nil {
		t.Fatal(err)
	}
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	outbox := deliverMail(t, env)
	statusMails := func() []string {
		return testdb.Value[[]string](t, env.st, `SELECT coalesce(array_agg((args->>'lang') || ' ' || (args->>'to') || ' ' ||
			(args->'data'->>'Status') || ' ' || coalesce(args->'data'->>'NoteOnly', '') || ' ' || (args->'data'->>'Note') ORDER BY id), '{}')
			FROM river_job WHERE kind = 'send_mail' AND args->>'template' = 'application_status'`)
	}
	steps := func(h []model.StatusChange) []string {
		var out []string
		for _, c := range h {
			if c.At == "" {
				t.Errorf("a step without its date: %+v", c)
			}
			out = append(out, c.Status+": "+c.Note)
		}
		return out
	}

	if _, err := env.svc.SetApplicationStatus(ctx, hr, a.ID, model.StatusOnHold, ""); err != nil {
		t.Fatal(err)
	}
	got, err := env.svc.SetApplicationStatus(ctx, hr, a.ID, model.StatusOnHold, "  Interviews start in May.  ")
	want := []string{"pending: ", "on-hold: ", "on-hold: Interviews start in May."}
	if err != nil || got.Status != model.StatusOnHold || !slices.Equal(steps(got.History), want) {
		t.Fatalf("a note on the same status: %v, %v", steps(got.History), err)
	}
	// The same note again (a request sent twice), or the same status without a note, changes nothing.
	for _, note := range []string{"Interviews start in May.", "", "   "} {
		if got, err = env.svc.SetApplicationStatus(ctx, hr, a.ID, model.StatusOnHold, note); err != nil || len(got.History) != 3 {
			t.Errorf("on hold again with %q: %v, %v", note, steps(got.History), err)
		}
	}
	if m := statusMails(); !slices.Equal(m, []string{"es ana@example.com on-hold  ", "es ana@example.com on-hold yes Interviews start in May."}) {
		t.Errorf("the status mails: %q", m)
	}
	// Both reach her, in Spanish, after the receipt of her application; the second says it is a note.
	var subjects []string
	deadline := time.Now().Add(20 * time.Second)
	for len(subjects) < 3 && time.Now().Before(deadline) {
		subjects = nil
		for _, m := range outbox.Messages() {
			subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
			if strings.Contains(subject, "postulación") && slices.Equal(m.To, []string{"ana@example.com"}) {
				subjects = append(subjects, subject)
				if strings.HasPrefix(subject, "Una escuela") && !strings.Contains(m.Part("text/plain"), "Su nota: Interviews start in May.") {
					t.Errorf("the note's mail:\n%s", m.Part("text/plain"))
				}
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	slices.Sort(subjects)
	if !slices.Equal(subjects, []string{"Cambió el estado de tu postulación en TeachBay", "Enviamos tu postulación en TeachBay",
		"Una escuela escribió sobre tu postulación en TeachBay"}) {
		t.Errorf("the mails that reached the teacher: %q", subjects)
	}

	// The teacher reads the note in their application's history, and the school in the packet.
	mine, err := env.svc.Application(ctx, ana, a.ID)
	if err != nil || !slices.Equal(steps(mine.History), want) {
		t.Errorf("the teacher's history: %v, %v", steps(mine.History), err)
	}
	packet, err := env.svc.ApplicationPacket(ctx, hr, a.ID)
	if err != nil || !slices.Equal(steps(packet.History), want) {
		t.Errorf("the packet's history: %v, %v", steps(packet.History), err)
	}
	// Each change is audited as a write; a write does not read the packet.
	audit := testdb.Value[string](t, env.st, `SELECT string_agg(action || ' ' || (subject_id = $1)::text, ',' ORDER BY id)
		FROM audit_log WHERE actor_id = $2`, a.ID, hr.ID)
	if audit != "application.status.write true,application.status.write true,application.packet.read false" {
		t.Errorf("the school user's audit rows: %s", audit)
	}
}

// deliverMail sends the mails the environment queues (and has queued) to a real SMTP server on
// loopback, and returns that server.
func deliverMail(t *testing.T, env *teacherEnv) *testsmtp.Server {
	t.Helper()
	outbox := testsmtp.Start(t)
	renderer, err := mail.NewRenderer("https://teachbay.example")
	if err != nil {
		t.Fatal(err)
	}
	sender, err := mail.NewSMTPSender(mail.SMTPConfig{Host: outbox.Host, Port: outbox.Port, Security: "none", Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	queue, err := jobs.New(env.st.Pool, slog.New(slog.NewTextHandler(io.Discard, nil)), jobs.Config{Mail: jobs.MailWorker{Sender: sender,
		Renderer: renderer, From: "TeachBay <no-reply@teachbay.example>", Backoff: []time.Duration{100 * time.Millisecond}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := queue.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = queue.Stop(ctx)
	})
	return outbox
}
