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
// and their employment, criminal and additional disclosures. Never their SSN, date of birth,
// gender or self-identification.
type ApplicationPacket struct {
	Application
	Teacher     TeacherRef   `json:"teacher"`
	Disclosures []Disclosure `json:"disclosures"`
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
