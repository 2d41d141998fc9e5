package model

import "time"

// Vacancy statuses.
const (
	VacancyOpen   = "open"
	VacancyClosed = "closed"
)

// Required certifications of a vacancy: a Florida certificate in the subject, any state's, a
// statement of eligibility, or none.
var RequiredCertifications = []string{"florida", "any_state", "eligible", "none"}

// Work authorizations a vacancy accepts (docs/api.md "Know before you go"): the teacher must already
// hold U.S. work authorization, the district hosts J-1 exchange teachers through a sponsor, or it
// may sponsor a work visa.
const (
	AuthorizedOnly  = "authorized_only"
	J1Welcome       = "j1_welcome"
	VisaSponsorship = "visa_sponsorship"
)

// WorkAuthorizations are the codes of a vacancy's work authorization, in the order forms list them.
var WorkAuthorizations = []string{AuthorizedOnly, J1Welcome, VisaSponsorship}

// Vacancy is a school's opening as the API shows it (docs/api.md "Vacancies and applications").
type Vacancy struct {
	ID                    string   `json:"id"`
	Position              string   `json:"position"`
	SchoolID              string   `json:"schoolId"`
	SchoolName            string   `json:"schoolName"`
	District              string   `json:"district"`
	Type                  string   `json:"type"`
	EducationalLevel      string   `json:"educationalLevel"`
	Subject               string   `json:"subject"`
	Designation           string   `json:"designation"`
	Description           string   `json:"description"`
	Requirements          string   `json:"requirements"`
	RequiredCertification string   `json:"requiredCertification"`
	MinYearsExperience    int      `json:"minYearsExperience"`
	Needs                 []string `json:"needs"`
	DualLanguage          bool     `json:"dualLanguage"`
	PostedAt              string   `json:"postedAt"`
	LastDateToApply       string   `json:"lastDateToApply"`
	Status                string   `json:"status"`
	// Openings is how many teachers the vacancy hires (1-50).
	Openings int `json:"openings"`
	// WorkAuthorization is one of WorkAuthorizations.
	WorkAuthorization string `json:"workAuthorization"`
	// SalaryMin and SalaryMax are the yearly pay in USD the school states, nil when it states none
	// (docs/api.md "Know before you go"); a maximum comes with a minimum.
	SalaryMin *int `json:"salaryMin"`
	SalaryMax *int `json:"salaryMax"`
	// ResponseRate is how its district answers applicants (docs/api.md "Hiring loop II"); nil
	// until the district has had enough applications in the last year, and outside the public board
	// and job page.
	ResponseRate *ResponseRate `json:"responseRate"`
	// OrganizationID is the hiring district's id; never sent.
	OrganizationID string `json:"-"`
	// Philosophy and Culture are its school's (School).
	Philosophy []string `json:"philosophy"`
	Culture    string   `json:"culture"`
	// DistanceKm is how far its school is from the place of a near search; only in such a search.
	DistanceKm *float64 `json:"distanceKm,omitempty"`
}

// MapSchool is a school on the board's map with how many of the searched vacancies it has.
type MapSchool struct {
	SchoolID   string  `json:"schoolId"`
	SchoolName string  `json:"schoolName"`
	Lat        float64 `json:"lat"`
	Lng        float64 `json:"lng"`
	Count      int     `json:"count"`
}

// ResponseRate is a district's answer rate over the last 365 days: the share of applications it
// answered within 14 days (a whole percent) and the median days to a first answer (nil when it
// answered none).
type ResponseRate struct {
	Pct        int      `json:"pct"`
	MedianDays *float64 `json:"medianDays"`
}

// NewVacancy is a vacancy to create: its school (whose district it belongs to) and its fields.
// PostedAt is RFC 3339, LastDateToApply a date.
type NewVacancy struct {
	// ID is set by imports that must be idempotent (the demo data); empty means a new id.
	ID                    string
	SchoolID              string
	Position              string
	Type                  string
	EducationalLevel      string
	Subject               string
	Designation           string
	Description           string
	Requirements          string
	RequiredCertification string
	MinYearsExperience    int
	Needs                 []string
	DualLanguage          bool
	PostedAt              string
	LastDateToApply       string
	Status                string
	// Openings is how many teachers it hires; 0 is one (the import's vacancies).
	Openings int
	// WorkAuthorization is one of WorkAuthorizations.
	WorkAuthorization string
	// SalaryMin and SalaryMax are the yearly pay in USD, nil when not stated.
	SalaryMin, SalaryMax *int
}

// JobPosting is a vacancy with what job search engines ask for besides (its public page's
// JobPosting data): where the school is, the district's site, and when the vacancy last changed.
type JobPosting struct {
	Vacancy
	SchoolAddress   string
	SchoolCity      string
	Lat, Lng        *float64
	DistrictWebsite string
	UpdatedAt       time.Time
}

// ListedJob is an open vacancy's entry in the sitemap.
type ListedJob struct {
	ID        string
	UpdatedAt time.Time
}
