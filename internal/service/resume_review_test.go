package service_test

import (
	"context"
	"slices"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

func TestTheProfileResumeIsReviewedBeforeApplying(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	if _, err := env.svc.UploadDocuments(ctx, ana, "resume", "", []service.UploadedFile{service.FileOf("resume.pdf", resumePDF)}); err != nil {
		t.Fatal(err)
	}
	math := vacancyID(t, env, "Mathematics Teacher")

	// Asked for from the job view, twice while it is pending: one review, of this vacancy only.
	for range 2 {
		if in, err := env.svc.RequestResumeReview(ctx, ana, math); err != nil || in.Status != model.InsightPending {
			t.Fatalf("request: %+v %v", in, err)
		}
	}
	if n := jobsOf(t, env, "review_profile_resume"); n != 1 {
		t.Fatalf("%d review jobs, want 1", n)
	}
	if in, _ := env.svc.ResumeReview(ctx, ana, math); in.Status != model.InsightPending {
		t.Errorf("the job view's review before the job: %+v", in)
	}
	if in, _ := env.svc.ResumeReview(ctx, ana, ""); in.Status != model.InsightNone {
		t.Errorf("the documents' review (for any job) was never asked for: %+v", in)
	}
	if err := env.svc.ReviewProfileResume(ctx, ana); err != nil {
		t.Fatal(err)
	}
	in, err := env.svc.ResumeReview(ctx, ana, math)
	codes := map[string]model.Insight{}
	for _, i := range in.Insights {
		codes[i.Code] = i
	}
	// The application's review, of the profile's resume: the same suggestions as in
	// TestAResumeIsReadForMatchingAndReviewedOnRequest.
	if err != nil || in.Status != model.InsightReady || in.ReviewedAt == nil || codes["floridaCertification"].Detail != "none" ||
		!slices.Contains(codes["weakVerbs"].Items, "helped") || !slices.Equal(codes["missingSection"].Items, []string{"certification"}) {
		t.Fatalf("after the review: %+v %v", in, err)
	}

	// Asked for from her documents, for any job: a new review; the job view's is no longer the latest.
	if _, err := env.svc.RequestResumeReview(ctx, ana, ""); err != nil || jobsOf(t, env, "review_profile_resume") != 2 {
		t.Fatalf("for any job: %v, %d jobs", err, jobsOf(t, env, "review_profile_resume"))
	}
	if err := env.svc.ReviewProfileResume(ctx, ana); err != nil {
		t.Fatal(err)
	}
	if in, _ := env.svc.ResumeReview(ctx, ana, ""); in.Status != model.InsightReady || len(in.Insights) == 0 {
		t.Errorf("the review for any job: %+v", in)
	}
	if in, _ := env.svc.ResumeReview(ctx, ana, math); in.Status != model.InsightNone {
		t.Errorf("the job view's review after another was asked for: %+v", in)
	}

	// A new resume is not the one reviewed.
	if _, err := env.svc.UploadDocuments(ctx, ana, "resume", "", []service.UploadedFile{service.FileOf("new.pdf", resumePDF)}); err != nil {
		t.Fatal(err)
	}
	if in, _ := env.svc.ResumeReview(ctx, ana, ""); in.Status != model.InsightNone {
		t.Errorf("the review after a new resume: %+v", in)
	}

	// Only an open vacancy; only with a resume.
	for id, want := range map[string]string{
		vacancyID(t, env, "Closed Chemistry Teacher"): model.ECodeGone, vacancyID(t, env, "Expired Physics Teacher"): model.ECodeGone,
		"6f1d7c1e-0000-4000-8000-000000000000": model.ECodeNotFound, "not-a-uuid": model.ECodeNotFound,
	} {
		if code, _ := codeOf(t, func() error { _, err := env.svc.RequestResumeReview(ctx, ana, id); return err }()); code != want {
			t.Errorf("vacancy %s: %s, want %s", id, code, want)
		}
	}
	docs, err := env.svc.Documents(ctx, ana)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range docs {
		if d.Kind == model.DocResume {
			if err := env.svc.DeleteDocument(ctx, ana, d.ID); err != nil {
				t.Fatal(err)
			}
		}
	}
	_, err = env.svc.RequestResumeReview(ctx, ana, math)
	if e, ok := err.(*model.Error); !ok || e.Code != model.ECodeProfileIncomplete || !slices.Equal(e.Missing, []string{"resume"}) {
		t.Errorf("without a resume: %v", err)
	}
}
