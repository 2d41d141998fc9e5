package model

// SchoolVacancy is a vacancy as its district's school users see it: with how many teachers
// applied (withdrawn applications not counted).
type SchoolVacancy struct {
	Vacancy
	ApplicantCount int `json:"applicantCount"`
}

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
// and their employment, criminal and additional disclosures. Never their SSN, date of birth,
// gender or self-identification.
type ApplicationPacket struct {
	Application
	Teacher     TeacherRef   `json:"teacher"`
	Disclosures []Disclosure `json:"disclosures"`
}
