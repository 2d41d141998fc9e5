package model

// A teacher's Florida certification path (docs/api.md "Know before you go", docs/product.md
// "Certification path"): the route she takes to a Florida teaching certificate and the steps of
// it she has done.

// Certification routes: how the teacher comes to Florida's certificate.
const (
	RouteForeignDegree    = "foreign_degree"
	RouteUSDegree         = "us_degree"
	RouteOtherState       = "other_state"
	RouteFloridaCertified = "florida_certified"
)

// Certification steps, as docs/api.md names them.
const (
	StepCredentialEvaluation    = "credential_evaluation"
	StepFLDOEApplication        = "fldoe_application"
	StepStatementOfEligibility  = "statement_of_eligibility"
	StepGeneralKnowledge        = "general_knowledge"
	StepProfessionalEducation   = "professional_education"
	StepSubjectAreaExam         = "subject_area_exam"
	StepFingerprints            = "fingerprints"
	StepTemporaryCertificate    = "temporary_certificate"
	StepProfessionalCertificate = "professional_certificate"
	StepESOLEndorsement         = "esol_endorsement"
)

// RouteSteps are each route's steps in the order FLDOE describes them (docs/product.md
// "Certification path" says where each list comes from). A degree from abroad is evaluated
// course by course first; a U.S. degree needs no evaluation; a standard certificate of another
// state leads to the Professional Certificate without Florida's exams; a teacher already
// certified in Florida has only the ESOL endorsement her district may ask for left.
var RouteSteps = map[string][]string{
	RouteForeignDegree: {StepCredentialEvaluation, StepFLDOEApplication, StepStatementOfEligibility, StepFingerprints,
		StepTemporaryCertificate, StepGeneralKnowledge, StepSubjectAreaExam, StepProfessionalEducation,
		StepProfessionalCertificate, StepESOLEndorsement},
	RouteUSDegree: {StepFLDOEApplication, StepStatementOfEligibility, StepFingerprints, StepTemporaryCertificate,
		StepGeneralKnowledge, StepSubjectAreaExam, StepProfessionalEducation, StepProfessionalCertificate,
		StepESOLEndorsement},
	RouteOtherState:       {StepFLDOEApplication, StepStatementOfEligibility, StepFingerprints, StepProfessionalCertificate, StepESOLEndorsement},
	RouteFloridaCertified: {StepESOLEndorsement},
}

// CertificationRoutes are the route codes, in the order the page offers them.
var CertificationRoutes = []string{RouteForeignDegree, RouteUSDegree, RouteOtherState, RouteFloridaCertified}

// CertificationStep is one step of the path: whether it is done and on which day.
type CertificationStep struct {
	Done bool    `json:"done"`
	Date *string `json:"date"`
}

// SubjectExam is a Florida subject area exam the teacher passed: the subject and the day.
type SubjectExam struct {
	Subject  string `json:"subject"`
	PassedOn string `json:"passedOn"`
}

// CertificationPath is what the teacher saves (PUT /api/me/certification).
type CertificationPath struct {
	Route        string                       `json:"route"`
	Steps        map[string]CertificationStep `json:"steps"`
	SubjectExams []SubjectExam                `json:"subjectExams"`
}

// NextStep is the first step of the route, in its order, that is not done; "" when all are.
func NextStep(route string, steps map[string]CertificationStep) string {
	for _, code := range RouteSteps[route] {
		if !steps[code].Done {
			return code
		}
	}
	return ""
}

// StepsDone counts the route's steps that are done (steps of another route do not count).
func StepsDone(route string, steps map[string]CertificationStep) int {
	n := 0
	for _, code := range RouteSteps[route] {
		if steps[code].Done {
			n++
		}
	}
	return n
}

// HoldsFloridaCertificate tells whether the path says the teacher holds a Florida certificate:
// she is on the route of the certified, or her temporary or professional certificate is issued.
func (p CertificationPath) HoldsFloridaCertificate() bool {
	return p.Route == RouteFloridaCertified || p.Steps[StepTemporaryCertificate].Done || p.Steps[StepProfessionalCertificate].Done
}

// ExamSubjects are the subjects of the subject area exams the teacher passed.
func (p CertificationPath) ExamSubjects() []string {
	out := make([]string, 0, len(p.SubjectExams))
	for _, e := range p.SubjectExams {
		out = append(out, e.Subject)
	}
	return out
}

// CertificationSummary is the one line of the path a hiring district reads in the packet: the
// route, how many of its steps are done of how many, and the next one (null when all are done).
type CertificationSummary struct {
	Route string  `json:"route"`
	Done  int     `json:"done"`
	Total int     `json:"total"`
	Next  *string `json:"next"`
}

// Summary returns the path's line for the packet.
func (p CertificationPath) Summary() CertificationSummary {
	s := CertificationSummary{Route: p.Route, Done: StepsDone(p.Route, p.Steps), Total: len(RouteSteps[p.Route])}
	if next := NextStep(p.Route, p.Steps); next != "" {
		s.Next = &next
	}
	return s
}
