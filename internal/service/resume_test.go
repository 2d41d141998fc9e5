package service_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/pdfwrite"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

// resumePDF is a math teacher's resume as a text PDF: contact details, experience without a
// number, and no certification section or word about Florida certification.
var resumePDF = pdfwrite.Pages([]string{
	"Ana Cruz",
	"ana@example.com | +63 917 123 4567",
	"Summary",
	"Mathematics teacher who plans clear lessons for high school students.",
	"Experience",
	"Mathematics Teacher, Rizal National High School, 2016 - 2024",
	"- Responsible for lesson planning in algebra and geometry",
	"- Helped students prepare for exams",
	"Education",
	"Bachelor of Secondary Education, Mathematics, 2015",
	"Skills",
	"Lesson planning, classroom management, STEM instruction",
})

func jobsOf(t *testing.T, env *teacherEnv, kind string) int {
	t.Helper()
	return testdb.Value[int](t, env.st, `SELECT count(*)::int FROM river_job WHERE kind = $1`, kind)
}

func TestAResumeIsReadForMatchingAndReviewedOnRequest(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	docs, err := env.svc.UploadDocuments(ctx, ana, "resume", "", []service.UploadedFile{service.FileOf("resume.pdf", resumePDF)})
	if err != nil {
		t.Fatal(err)
	}

	// Each resume upload queues the reading of its text (the first one was completeProfile's); the
	// job's work gives matching the resume's words.
	if n := jobsOf(t, env, "read_resume"); n != 2 {
		t.Fatalf("%d read_resume jobs, want one per resume uploaded", n)
	}
	if err := env.svc.ReadResume(ctx, docs[0].ID); err != nil {
		t.Fatal(err)
	}
	teacher, err := env.svc.MatchingTeacher(ctx, ana)
	if err != nil || !strings.Contains(teacher.ResumeText, "Rizal National High School") {
		t.Fatalf("matching reads %q (%v)", teacher.ResumeText, err)
	}

	row, err := env.svc.Apply(ctx, ana, vacancyID(t, env, "Mathematics Teacher"))
	if err != nil {
		t.Fatal(err)
	}
	app, err := env.svc.Application(ctx, ana, row.ID)
	if err != nil || app.Insight.Status != model.InsightNone || len(app.Reasons) == 0 {
		t.Fatalf("a new application: insight %+v, %d reasons (%v)", app.Insight, len(app.Reasons), err)
	}

	// Asking twice while it is pending queues one review.
	for range 2 {
		in, err := env.svc.RequestResumeInsight(ctx, ana, row.ID)
		if err != nil || in.Status != model.InsightPending {
			t.Fatalf("request: %+v %v", in, err)
		}
	}
	if n := jobsOf(t, env, "review_resume"); n != 1 {
		t.Fatalf("%d review jobs", n)
	}
	if err := env.svc.ReviewResume(ctx, row.ID); err != nil {
		t.Fatal(err)
	}
	in, err := env.svc.ResumeInsight(ctx, ana, row.ID)
	if err != nil || in.Status != model.InsightReady || in.ReviewedAt == nil {
		t.Fatalf("after the review: %+v %v", in, err)
	}
	codes := map[string]model.Insight{}
	for _, i := range in.Insights {
		codes[i.Code] = i
	}
	// Her disclosures say she holds no Florida certificate, and the resume says nothing of it.
	if c, ok := codes["floridaCertification"]; !ok || c.Detail != "none" {
		t.Errorf("floridaCertification: %+v", codes["floridaCertification"])
	}
	if w := codes["weakVerbs"]; !slices.Contains(w.Items, "responsible for") || !slices.Contains(w.Items, "helped") {
		t.Errorf("weakVerbs: %+v", w)
	}
	if m := codes["missingSection"]; !slices.Equal(m.Items, []string{"certification"}) {
		t.Errorf("the resume lacks only a certification section; missingSection: %+v", m)
	}
	if app, _ = env.svc.Application(ctx, ana, row.ID); app.Insight.Status != model.InsightReady {
		t.Errorf("the application shows the insight %q", app.Insight.Status)
	}

	// A review whose job gave up reads as failed on our side, and may be asked for again.
	testdb.Value[int](t, env.st, `WITH u AS (UPDATE resume_insights SET status = 'pending', requested_at = now() - interval '6 minutes'
		RETURNING 1) SELECT count(*)::int FROM u`)
	if in, _ := env.svc.ResumeInsight(ctx, ana, row.ID); in.Status != model.InsightFailed || in.Failure != nil {
		t.Errorf("a review pending for 6 minutes: %+v", in)
	}
	if _, err := env.svc.RequestResumeInsight(ctx, ana, row.ID); err != nil || jobsOf(t, env, "review_resume") != 2 {
		t.Errorf("asking again: %v, %d jobs", err, jobsOf(t, env, "review_resume"))
	}

	// Another teacher's application, or no application: not found.
	for _, id := range []string{"not-a-uuid", "6f1d7c1e-0000-4000-8000-000000000000"} {
		if code, _ := codeOf(t, func() error { _, err := env.svc.RequestResumeInsight(ctx, ana, id); return err }()); code != model.ECodeNotFound {
			t.Errorf("%s: %s", id, code)
		}
	}
}

func TestAScannedResumeSaysItHasNoTextInsteadOfInventingSuggestions(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	if _, err := env.svc.UploadDocuments(ctx, ana, "resume", "", []service.UploadedFile{service.FileOf("scan.pdf", pdfwrite.Pages(nil))}); err != nil {
		t.Fatal(err)
	}
	row, err := env.svc.Apply(ctx, ana, vacancyID(t, env, "Algebra I Teacher"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.svc.RequestResumeInsight(ctx, ana, row.ID); err != nil {
		t.Fatal(err)
	}
	if err := env.svc.ReviewResume(ctx, row.ID); err != nil {
		t.Fatal(err)
	}
	in, err := env.svc.ResumeInsight(ctx, ana, row.ID)
	if err != nil || in.Status != model.InsightFailed || in.Failure == nil || *in.Failure != "noText" || len(in.Insights) != 0 {
		t.Fatalf("a scanned resume: %+v %v", in, err)
	}
	// Asking again after a failure reads it again.
	if _, err := env.svc.RequestResumeInsight(ctx, ana, row.ID); err != nil || jobsOf(t, env, "review_resume") != 2 {
		t.Fatalf("asking again: %v, %d jobs", err, jobsOf(t, env, "review_resume"))
	}
}
