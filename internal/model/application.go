package model

// Application statuses (docs/design.md §4). Who may move an application from which to which is
// the transition table of internal/service/statuses.go; hired, not_selected and withdrawn are final.
const (
	StatusPending     = "pending"
	StatusOnHold      = "on-hold"
	StatusCandidate   = "candidate"
	StatusInterview   = "interview"
	StatusOffered     = "offered"
	StatusHired       = "hired"
	StatusNotSelected = "not_selected"
	StatusWithdrawn   = "withdrawn"
)

// ApplicationStatuses are every status, in the order of the hiring loop.
var ApplicationStatuses = []string{StatusPending, StatusOnHold, StatusCandidate, StatusInterview, StatusOffered,
	StatusHired, StatusNotSelected, StatusWithdrawn}

// Offer statuses: waiting for the teacher, answered by her, past its respond-by day, or taken back
// by the school.
const (
	OfferPending   = "pending"
	OfferAccepted  = "accepted"
	OfferDeclined  = "declined"
	OfferExpired   = "expired"
	OfferWithdrawn = "withdrawn"
)

// Offer is a school's offer on an application (docs/api.md "Hiring loop II"): the yearly salary in
// USD, the start date and the date the teacher answers by (both dates), and the school's note.
type Offer struct {
	ID        string `json:"id"`
	Status    string `json:"status"`
	Salary    int    `json:"salary"`
	StartDate string `json:"startDate"`
	RespondBy string `json:"respondBy"`
	Note      string `json:"note"`
}

// Eligibility is what a teacher reads on a job: whether they may apply, the requirements
// checklist ticked from their documents, and what their profile still lacks (the codes of
// ProfileView.Missing).
type Eligibility struct {
	Eligible  bool      `json:"eligible"`
	Checklist Checklist `json:"checklist"`
	Missing   []string  `json:"missing"`
}

// Checklist says which of a job's required documents the teacher has.
type Checklist struct {
	Resume         bool `json:"resume"`
	Presentation   bool `json:"presentation"`
	LessonPlan     bool `json:"lessonPlan"`
	Certifications bool `json:"certifications"`
	Evaluation     bool `json:"evaluation"`
	References     bool `json:"references"`
}

// TeacherVacancy is a vacancy as a signed-in teacher reads it: Reasons are her score's, one per
// factor that applied, and empty while Score is nil.
type TeacherVacancy struct {
	Vacancy
	Eligibility   Eligibility `json:"eligibility"`
	ApplicationID *string     `json:"applicationId"`
	Score         *int        `json:"score"`
	Reasons       []Reason    `json:"reasons"`
	// SalaryEstimate is her pay by the district's salary schedule, nil when it has none that tells.
	SalaryEstimate *SalaryEstimate `json:"salaryEstimate"`
}

// BoardVacancy is a row of the board as a signed-in teacher reads it: with her match score
// (null until her profile is complete) and her active application to it (null when none).
type BoardVacancy struct {
	Vacancy
	Score         *int    `json:"score"`
	ApplicationID *string `json:"applicationId"`
}

// ApplicationRow is a line of the teacher's applications table; Company is the hiring district.
type ApplicationRow struct {
	ID          string `json:"id"`
	VacancyID   string `json:"vacancyId"`
	DateApplied string `json:"dateApplied"`
	Company     string `json:"company"`
	Type        string `json:"type"`
	Position    string `json:"position"`
	Score       *int   `json:"score"`
	Status      string `json:"status"`
}

// Applicant is the part of a teacher's profile an application keeps: who they are and how to
// reach them, never their gender or date of birth.
type Applicant struct {
	FirstName     string `json:"firstName"`
	LastName      string `json:"lastName"`
	Email         string `json:"email"`
	ContactNumber string `json:"contactNumber"`
	Address       string `json:"address"`
	City          string `json:"city"`
	State         string `json:"state"`
	ZipCode       string `json:"zipCode"`
	Country       string `json:"country"`
}

// SubmittedDocument is a document as an application was sent with it.
type SubmittedDocument struct {
	ID          string `json:"id"`
	Kind        string `json:"kind"`
	FileName    string `json:"fileName"`
	ContentType string `json:"contentType"`
	Size        int64  `json:"size"`
	// ObjectKey is where the bytes are; never sent.
	ObjectKey string `json:"-"`
}

// StatusChange is one step of an application's history.
type StatusChange struct {
	Status string `json:"status"`
	At     string `json:"at"`
	Note   string `json:"note"`
}

// Reason is one factor of a match score (internal/matching): whether it matched, a code saying
// how (the web app words it), and the codes or numbers it is about (the related subject, the
// skills the school needs that the teacher has, the years against the minimum).
type Reason struct {
	Factor  string   `json:"factor"`
	Matched bool     `json:"matched"`
	Detail  string   `json:"detail"`
	Items   []string `json:"items,omitempty"`
}

// Application is one application as its teacher reads it.
type Application struct {
	ApplicationRow
	SchoolName    string              `json:"schoolName"`
	VacancyStatus string              `json:"vacancyStatus"`
	Applicant     Applicant           `json:"applicant"`
	Presentation  *string             `json:"presentation"`
	Documents     []SubmittedDocument `json:"documents"`
	History       []StatusChange      `json:"history"`
	Reasons       []Reason            `json:"reasons"`
	Insight       ResumeInsight       `json:"insight"`
	// Offer is the latest offer made on the application, whatever became of it; nil when none.
	Offer *Offer `json:"offer"`
}

// Resume review states: none asked for, being read, done, or the file could not be read.
const (
	InsightNone    = "none"
	InsightPending = "pending"
	InsightReady   = "ready"
	InsightFailed  = "failed"
)

// ResumeInsight is the review of the resume an application was sent with (internal/resume): its
// state, the suggestions once ready, and why it failed (noText, unreadable, unsupported).
type ResumeInsight struct {
	Status     string    `json:"status"`
	Insights   []Insight `json:"insights"`
	Failure    *string   `json:"failure"`
	ReviewedAt *string   `json:"reviewedAt"`
}

// Insight is one suggestion of a resume review: a code the web app words, how it applies
// (Detail), how much it matters (Priority 1 high to 3 low), and what it is about: section or term
// codes, or short quotes of the resume (Items), or a number (Count).
type Insight struct {
	Code     string   `json:"code"`
	Detail   string   `json:"detail,omitempty"`
	Priority int      `json:"priority"`
	Items    []string `json:"items,omitempty"`
	Count    int      `json:"count,omitempty"`
}

// NewApplication is what applying stores: the snapshot of the profile and the documents.
type NewApplication struct {
	TeacherID, VacancyID string
	Score                *int
	Reasons              []Reason
	Applicant            Applicant
	Presentation         string
	Documents            []SubmittedDocument
	// Disclosures are the sections the hiring district reads, as they are when the teacher
	// applies (never the SSN or self-identification).
	Disclosures []Disclosure
	Background  ApplicantBackground
}
