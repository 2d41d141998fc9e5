package model

import (
	"slices"
	"testing"
)

// done marks the codes done.
func done(codes ...string) map[string]CertificationStep {
	steps := map[string]CertificationStep{}
	for _, c := range codes {
		steps[c] = CertificationStep{Done: true}
	}
	return steps
}

func TestNextStepIsTheFirstStepOfTheRouteNotDone(t *testing.T) {
	all := func(route string) map[string]CertificationStep { return done(RouteSteps[route]...) }
	tests := []struct {
		name  string
		route string
		steps map[string]CertificationStep
		want  string
	}{
		{"foreign degree, nothing done", RouteForeignDegree, nil, StepCredentialEvaluation},
		{"foreign degree, evaluated", RouteForeignDegree, done(StepCredentialEvaluation), StepFLDOEApplication},
		{"foreign degree, an exam passed out of order", RouteForeignDegree,
			done(StepCredentialEvaluation, StepFLDOEApplication, StepGeneralKnowledge), StepStatementOfEligibility},
		{"foreign degree, all but ESOL", RouteForeignDegree,
			done(RouteSteps[RouteForeignDegree][:9]...), StepESOLEndorsement},
		{"foreign degree, all done", RouteForeignDegree, all(RouteForeignDegree), ""},
		{"U.S. degree skips the evaluation", RouteUSDegree, nil, StepFLDOEApplication},
		{"U.S. degree ignores an evaluation done", RouteUSDegree, done(StepCredentialEvaluation), StepFLDOEApplication},
		{"U.S. degree, statement in hand", RouteUSDegree, done(StepFLDOEApplication, StepStatementOfEligibility), StepFingerprints},
		{"U.S. degree, all done", RouteUSDegree, all(RouteUSDegree), ""},
		{"other state, nothing done", RouteOtherState, nil, StepFLDOEApplication},
		{"other state, fingerprints cleared", RouteOtherState,
			done(StepFLDOEApplication, StepStatementOfEligibility, StepFingerprints), StepProfessionalCertificate},
		{"other state takes no Florida exam", RouteOtherState,
			done(StepFLDOEApplication, StepStatementOfEligibility, StepFingerprints, StepProfessionalCertificate), StepESOLEndorsement},
		{"Florida certified, nothing done", RouteFloridaCertified, nil, StepESOLEndorsement},
		{"Florida certified, endorsed", RouteFloridaCertified, done(StepESOLEndorsement), ""},
		{"a step not done is not done", RouteUSDegree,
			map[string]CertificationStep{StepFLDOEApplication: {Done: false, Date: nil}}, StepFLDOEApplication},
		{"an unknown route has no steps", "elsewhere", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NextStep(tt.route, tt.steps); got != tt.want {
				t.Errorf("NextStep = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestEveryRouteListsKnownStepsOnceAndEveryStepHasFacts(t *testing.T) {
	for _, route := range CertificationRoutes {
		steps := RouteSteps[route]
		if len(steps) == 0 {
			t.Errorf("%s has no steps", route)
		}
		for i, code := range steps {
			if !IsCertificationStep(code) || slices.Index(steps, code) != i {
				t.Errorf("%s: %q unknown or repeated", route, code)
			}
		}
	}
	if len(RouteSteps) != len(CertificationRoutes) {
		t.Errorf("%d routes with steps, %d routes", len(RouteSteps), len(CertificationRoutes))
	}
	if len(RouteSteps[RouteForeignDegree]) != len(certificationFacts) {
		t.Errorf("the foreign-degree route takes %d steps of %d", len(RouteSteps[RouteForeignDegree]), len(certificationFacts))
	}
}

func TestTheSummaryCountsTheRoutesStepsOnly(t *testing.T) {
	p := CertificationPath{Route: RouteUSDegree, Steps: done(StepCredentialEvaluation, StepFLDOEApplication, StepStatementOfEligibility)}
	s := p.Summary()
	if s.Done != 2 || s.Total != 9 || s.Next == nil || *s.Next != StepFingerprints {
		t.Errorf("summary %+v", s)
	}
	p.Steps = done(RouteSteps[RouteUSDegree]...)
	if s := p.Summary(); s.Done != 9 || s.Next != nil {
		t.Errorf("all done: %+v", s)
	}
}

func TestTheViewShowsEveryStepsFactsAndOnlySourcedFigures(t *testing.T) {
	empty := ViewCertification(nil)
	if empty.Route != nil || empty.Next != nil || len(empty.Steps) != 10 {
		t.Fatalf("an unsaved path: %+v", empty)
	}
	soe := empty.Steps[StepStatementOfEligibility].TypicalWeeks
	if soe == nil || soe.Min != 6 || soe.Max != 8 {
		t.Errorf("statement of eligibility weeks %+v", soe)
	}
	if fee := empty.Steps[StepSubjectAreaExam].Fee; fee == nil || !slices.Equal(fee.Amounts, []int{150, 200}) {
		t.Errorf("the sources disagree on the subject area exam: %+v", fee)
	}
	if empty.Steps[StepCredentialEvaluation].Fee != nil || empty.Steps[StepFingerprints].Fee != nil {
		t.Error("a fee no source states is shown")
	}
	date := "2026-01-10"
	v := ViewCertification(&CertificationPath{Route: RouteForeignDegree,
		Steps: map[string]CertificationStep{StepCredentialEvaluation: {Done: true, Date: &date}}})
	got := v.Steps[StepCredentialEvaluation]
	if !got.Done || *got.Date != date || got.SourceURL == nil || *v.Next != StepFLDOEApplication {
		t.Errorf("a saved path: %+v, next %v", got, v.Next)
	}
}
