package model

// SchoolVacancy is a vacancy as its district's school users see it: with how many teachers
// applied (withdrawn applications not counted).
type SchoolVacancy struct {
	Vacancy
	ApplicantCount int `json:"applicantCount"`
}

// NewApplicantDays is how many days back the dashboard counts an application as new (its
// "this week"); the inbox's appliedWithinDays filter lists the same ones.
const NewApplicantDays = 7

// SchoolOverview is a school user's dashboard: their district, its schools, and its numbers.
type SchoolOverview struct {
	Organization          OrganizationRef `json:"organization"`
	Schools               []SchoolSummary `json:"schools"`
	OpenVacancies         int             `json:"openVacancies"`
	NewApplicantsThisWeek int             `json:"newApplicantsThisWeek"`
	ByStatus              map[string]int  `json:"byStatus"`
}

// OrganizationRef names a district.
type OrganizationRef struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// SchoolSummary is a school as the vacancy form offers it.
type SchoolSummary struct {
	ID          string `json:"id"`
	Name        string `json:"schoolName"`
	Level       string `json:"level"`
	Designation string `json:"designation"`
	City        string `json:"city"`
}

// RankedApplicant is one line of a vacancy's applicants, best match first.
type RankedApplicant struct {
	ApplicationID string     `json:"applicationId"`
	Teacher       TeacherRef `json:"teacher"`
	Score         *int       `json:"score"`
	Reasons       []Reason   `json:"reasons"`
	Status        string     `json:"status"`
	DateApplied   string     `json:"dateApplied"`
}

// TeacherRef names an applicant.
type TeacherRef struct {
	ID        string `json:"id"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
}

// ApplicationPacket is an application as the hiring district reads it: what the teacher sent,
// their employment, criminal and additional disclosures, their right to work and languages. Never
// their SSN, date of birth, gender or self-identification.
type ApplicationPacket struct {
	Application
	ApplicantBackground
	Teacher     TeacherRef   `json:"teacher"`
	Disclosures []Disclosure `json:"disclosures"`
	// References are the teacher's received references, when she shares them (docs/api.md
	// "References"); read as they are now, so turning sharing off hides them at once.
	References []PacketReference `json:"references"`
	// Certification is the line of her certification path, as it is now; nil when she has
	// saved none (docs/api.md "Know before you go").
	Certification *CertificationSummary `json:"certification"`
}

// InboxApplication is one line of a district's inbox: an application to any of its vacancies,
// with who sent it and to which vacancy at which school.
type InboxApplication struct {
	ApplicationID string     `json:"applicationId"`
	Teacher       TeacherRef `json:"teacher"`
	VacancyID     string     `json:"vacancyId"`
	Position      string     `json:"position"`
	SchoolID      string     `json:"schoolId"`
	SchoolName    string     `json:"schoolName"`
	Status        string     `json:"status"`
	Score         *int       `json:"score"`
	DateApplied   string     `json:"dateApplied"`
}

// ApplicantBackground is what a hiring district reads of an applicant's profile questions besides
// the disclosures sections, as it was when the teacher applied: the right to work and the
// languages. Never the SSN or the card's images.
type ApplicantBackground struct {
	WorkAuthorization WorkAuthorization `json:"workAuthorization"`
	Languages         Languages         `json:"languages"`
}

// WorkAuthorization is the teacher's answers on the right to work in the U.S. (null when not
// answered) and whether both sides of a work-authorization card are on file, with its expiry date.
type WorkAuthorization struct {
	Authorized       *bool   `json:"authorized"`
	NeedsSponsorship *bool   `json:"needsSponsorship"`
	CardOnFile       bool    `json:"cardOnFile"`
	CardExpiresOn    *string `json:"cardExpiresOn"`
}

// Languages is what the teacher answered on languages: English spoken and written (null when not
// answered), the other languages spoken and written (codes of the disclosures' language list) and
// any other named in words.
type Languages struct {
	SpeaksEnglish *bool    `json:"speaksEnglish"`
	WritesEnglish *bool    `json:"writesEnglish"`
	Spoken        []string `json:"spoken"`
	Written       []string `json:"written"`
	Other         string   `json:"other"`
}

// Notifications are a school user's mail settings (GET|PUT /api/me/notifications).
type Notifications struct {
	DailyApplicantDigest bool `json:"dailyApplicantDigest"`
}
