package service_test

import (
	"context"
	"slices"
	"testing"

	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
)

func doneOn(date string) model.CertificationStep {
	return model.CertificationStep{Done: true, Date: &date}
}

// TestThePacketSumsUpTheCertificationPathAsItIsNow: a district reads no line before the teacher
// saves a path, then her route, the steps done of the route's and the next, as they are now.
func TestThePacketSumsUpTheCertificationPathAsItIsNow(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	a, err := env.svc.Apply(ctx, ana, vacancyID(t, env, "Mathematics Teacher"))
	if err != nil {
		t.Fatal(err)
	}
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	if packet, err := env.svc.ApplicationPacket(ctx, hr, a.ID); err != nil || packet.Certification != nil {
		t.Fatalf("before a path: %+v, %v", packet.Certification, err)
	}
	path := model.CertificationPath{Route: model.RouteForeignDegree, Steps: map[string]model.CertificationStep{
		model.StepCredentialEvaluation: doneOn("2026-01-15"), model.StepFLDOEApplication: doneOn("2026-02-01"),
		model.StepStatementOfEligibility: doneOn("2026-03-20"), model.StepGeneralKnowledge: doneOn("2026-04-02")}}
	if _, err := env.svc.SetCertification(ctx, ana, path); err != nil {
		t.Fatal(err)
	}
	packet, err := env.svc.ApplicationPacket(ctx, hr, a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if c := packet.Certification; c == nil || c.Route != model.RouteForeignDegree || c.Done != 4 || c.Total != 10 ||
		c.Next == nil || *c.Next != model.StepFingerprints {
		t.Errorf("the packet's line: %+v", c)
	}
}

// TestMatchingReadsTheCertificationPath: the steps a teacher ticks reach the engine as evidence,
// and a vacancy that asks for a Florida certificate scores her higher for them.
func TestMatchingReadsTheCertificationPath(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	v, err := env.svc.Vacancy(ctx, vacancyID(t, env, "Mathematics Teacher"))
	if err != nil {
		t.Fatal(err)
	}
	v.RequiredCertification = "florida"
	score := func() (matching.Teacher, matching.Result) {
		t.Helper()
		teacher, err := env.svc.MatchingTeacher(ctx, ana)
		if err != nil {
			t.Fatal(err)
		}
		return teacher, matching.Score(teacher, v, matching.NewCorpus([]model.Vacancy{v}))
	}
	_, before := score()
	path := model.CertificationPath{Route: model.RouteUSDegree, Steps: map[string]model.CertificationStep{
		model.StepFLDOEApplication: doneOn("2026-01-10"), model.StepStatementOfEligibility: doneOn("2026-02-20"),
		model.StepFingerprints: doneOn("2026-03-01"), model.StepTemporaryCertificate: doneOn("2026-03-15")},
		SubjectExams: []model.SubjectExam{{Subject: "math", PassedOn: "2026-02-28"}}}
	if _, err := env.svc.SetCertification(ctx, ana, path); err != nil {
		t.Fatal(err)
	}
	teacher, after := score()
	c := teacher.Certification
	if !c.EligibilityStatement || !c.PathCertificate || !slices.Equal(c.ExamSubjects, []string{"math"}) {
		t.Errorf("what the engine reads: %+v", c)
	}
	if after.Score <= before.Score || !slices.ContainsFunc(after.Reasons, func(r model.Reason) bool {
		return r.Factor == matching.FactorCertification && r.Detail == "florida" && r.Matched
	}) {
		t.Errorf("before %d, after %d %+v", before.Score, after.Score, after.Reasons)
	}
}
