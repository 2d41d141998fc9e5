package model

// Profile is the teacher's profile screen (docs/api.md "Teacher"): the starred fields, the optional
// personal details and, on reads, how complete it all is.
type Profile struct {
	FirstName     string  `json:"firstName"`
	LastName      string  `json:"lastName"`
	ContactNumber string  `json:"contactNumber"`
	Address       string  `json:"address"`
	City          string  `json:"city"`
	State         string  `json:"state"`
	ZipCode       string  `json:"zipCode"`
	Country       string  `json:"country"`
	Gender        *string `json:"gender"`
	DateOfBirth   *string `json:"dateOfBirth"`
	// HighestDegree is one of Degrees, nil when she has not said; her pay estimates read it.
	HighestDegree *string `json:"highestDegree"`
	// TimeZone is the IANA zone she reads interview times in. On reads it is the one she chose,
	// else her country's (model.CountryZone); sent empty, it is left as it is.
	TimeZone string `json:"timeZone"`
}

// ProfileView is a profile as its teacher reads it.
type ProfileView struct {
	Profile
	Email        string       `json:"email"`
	Strength     int          `json:"strength"`
	Complete     bool         `json:"complete"`
	Missing      []string     `json:"missing"`
	WelcomeSeen  bool         `json:"welcomeSeen"`
	Presentation Presentation `json:"presentation"`
}

// Presentation is the public link to a video of the teacher teaching, and their statement that
// it shows at least 15 minutes of it.
type Presentation struct {
	URL      string `json:"url"`
	Attested bool   `json:"attested"`
}

// Settings are the consents a teacher gives and may withdraw at any time.
type Settings struct {
	ConsentContact     bool `json:"consentContact"`
	JobRecommendations bool `json:"jobRecommendations"`
	Newsletter         bool `json:"newsletter"`
	// ShareReferences lets the schools she applies to read her received references (on unless she
	// turns it off). Always in answers; a PUT without it keeps the saved choice.
	ShareReferences *bool `json:"shareReferences,omitempty"`
}

// Preferences are what a teacher teaches and is best at (docs/api.md "Teacher").
type Preferences struct {
	GradeLevels        []string `json:"gradeLevels"`
	Subjects           []string `json:"subjects"`
	SubjectOther       string   `json:"subjectOther"`
	ExperienceSettings []string `json:"experienceSettings"`
	// Skills are exactly five skill codes, strongest first.
	Skills []string `json:"skills"`
	// JobTypes are the vacancy types the teacher wants (none: any).
	JobTypes []string `json:"jobTypes"`
	// Values are where the teacher does her best work: 0-3 of the school philosophies
	// (Options.Philosophies), which matching weighs against the school's.
	Values []string `json:"values"`
}

// Document kinds a teacher uploads.
const (
	DocResume        = "resume"
	DocLessonPlan    = "lesson_plan"
	DocCertification = "certification"
	DocEvaluation    = "evaluation"
	DocReference     = "reference"
	DocWorkAuthFront = "work_auth_front"
	DocWorkAuthBack  = "work_auth_back"
)

// Document is an uploaded file's metadata; its bytes are in the blob store.
type Document struct {
	ID          string  `json:"id"`
	Kind        string  `json:"kind"`
	FileName    string  `json:"fileName"`
	ContentType string  `json:"contentType"`
	Size        int64   `json:"size"`
	UploadedAt  string  `json:"uploadedAt"`
	ExpiresOn   *string `json:"expiresOn"`
	// ObjectKey is where the bytes are; never sent.
	ObjectKey string `json:"-"`
}

// Disclosure states (docs/api.md "Teacher").
const (
	DisclosureNotStarted = "not_started"
	DisclosureDraft      = "draft"
	DisclosureComplete   = "complete"
)

// Disclosure is one section of the disclosures wizard with its answers.
type Disclosure struct {
	Section string         `json:"section"`
	State   string         `json:"state"`
	Answers map[string]any `json:"answers"`
}
