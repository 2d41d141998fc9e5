package model

// What the certification page tells of each step: only figures a source states, each with that
// source, from the facts file's relocation_2026.certification_foreign_degree and
// florida_facts.teacher_certification_foreign_educated (docs/product.md "Certification path").
// A figure no source gives (what a credential evaluation costs, how long the exams take to book)
// is null, never estimated.

// StepFee is what a step costs in U.S. dollars. Two amounts mean the sources disagree; the page
// shows both and says so rather than pick one.
type StepFee struct {
	Amounts []int `json:"amounts"`
	// Per is what the amount is paid for: "subject_area" (each subject applied for), "exam" (each
	// sitting of the exam) or "all_subtests" (the four subtests of the General Knowledge test).
	Per string `json:"per"`
	// Date is when the figure was true, as the source dates it; null when the source is undated.
	Date      *string `json:"date"`
	SourceURL string  `json:"sourceUrl"`
}

// StepWeeks is how many weeks a step typically takes, as a source states it.
type StepWeeks struct {
	Min       int    `json:"min"`
	Max       int    `json:"max"`
	SourceURL string `json:"sourceUrl"`
}

// StepFacts are a step's fee, typical weeks and the official page that explains it.
type StepFacts struct {
	Fee          *StepFee   `json:"fee"`
	TypicalWeeks *StepWeeks `json:"typicalWeeks"`
	SourceURL    *string    `json:"sourceUrl"`
}

// The official pages of the steps.
const (
	urlForeignTrained = "https://cdn.fldoe.org/teaching/certification/foreign-trained-grads/"
	urlEvaluators     = "https://www.teachinflorida.org/foreign-trained-graduates"
	urlStatement      = "http://www.fldoe.org/teaching/certification/steps-to-certification/step-2-the-official-statement-of-statu.stml"
	urlFingerprints   = "https://origin.fldoe.org/teaching/certification/steps-to-certification/step-4-submitting-fingerprints-for-cer.stml"
	urlCertificates   = "http://cdn.fldoe.org/teaching/certification/general-cert-requirements/"
	// The FTCE's own site, where the exams are booked and their fees confirmed.
	urlFTCE = "https://fl.nesinc.com/"
	// An undated district page that lists the FTCE fees.
	urlFlaglerFees = "https://www.flaglerschools.com/employment/certification/certification-exams"
)

func ptr[T any](v T) *T { return &v }

// certificationFacts are the steps' facts. The Subject Area Exam's fee is $150 on one district's
// page and $200 on another source: both are shown. The fingerprints' fee is paid by the district,
// the charter school or the teacher, and no source gives the amount. No source was found for
// the ESOL endorsement, which the district names when a subject needs it.
var certificationFacts = map[string]StepFacts{
	StepCredentialEvaluation: {SourceURL: ptr(urlEvaluators)},
	StepFLDOEApplication: {SourceURL: ptr(urlForeignTrained), Fee: &StepFee{Amounts: []int{75}, Per: "subject_area",
		SourceURL: "https://www.fcis.org/member-services/master-in-service/steps-for-initial-certification"}},
	StepStatementOfEligibility: {SourceURL: ptr(urlStatement),
		TypicalWeeks: &StepWeeks{Min: 6, Max: 8, SourceURL: "https://www.unf.edu/coehs/epi/Statement_of_Eligibility.aspx"}},
	StepGeneralKnowledge: {SourceURL: ptr(urlFTCE), Fee: &StepFee{Amounts: []int{130}, Per: "all_subtests", Date: ptr("2025"),
		SourceURL: "https://www.teacherstestprep.com/FTCE-general-knowledge"}},
	StepProfessionalEducation:   {SourceURL: ptr(urlFTCE), Fee: &StepFee{Amounts: []int{150}, Per: "exam", SourceURL: urlFlaglerFees}},
	StepSubjectAreaExam:         {SourceURL: ptr(urlFTCE), Fee: &StepFee{Amounts: []int{150, 200}, Per: "exam", SourceURL: urlFlaglerFees}},
	StepFingerprints:            {SourceURL: ptr(urlFingerprints)},
	StepTemporaryCertificate:    {SourceURL: ptr(urlCertificates)},
	StepProfessionalCertificate: {SourceURL: ptr(urlCertificates)},
	StepESOLEndorsement:         {},
}

// CertificationStepView is a step as the teacher reads it: what she saved and what it takes.
type CertificationStepView struct {
	CertificationStep
	StepFacts
}

// CertificationView is the path as GET /api/me/certification answers it: every step (so the page
// can show any route before she saves it), each route's steps in order, and the next step of
// hers. Route and Next are null until she picks a route, and Next when every step is done.
type CertificationView struct {
	Route        *string                          `json:"route"`
	Steps        map[string]CertificationStepView `json:"steps"`
	SubjectExams []SubjectExam                    `json:"subjectExams"`
	Next         *string                          `json:"next"`
	Routes       map[string][]string              `json:"routes"`
}

// ViewCertification returns the view of a saved path; nil is a teacher who has saved none.
func ViewCertification(p *CertificationPath) CertificationView {
	v := CertificationView{Steps: map[string]CertificationStepView{}, SubjectExams: []SubjectExam{}, Routes: RouteSteps}
	for code, facts := range certificationFacts {
		v.Steps[code] = CertificationStepView{StepFacts: facts}
	}
	if p == nil {
		return v
	}
	v.Route = &p.Route
	for code, step := range p.Steps {
		view := v.Steps[code]
		view.CertificationStep = step
		v.Steps[code] = view
	}
	if p.SubjectExams != nil {
		v.SubjectExams = p.SubjectExams
	}
	if next := NextStep(p.Route, p.Steps); next != "" {
		v.Next = &next
	}
	return v
}

// IsCertificationStep tells whether code names a step.
func IsCertificationStep(code string) bool {
	_, ok := certificationFacts[code]
	return ok
}
