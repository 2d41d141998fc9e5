package model

// Analytics is how a district answers its applicants over a period (docs/api.md "Hiring loop II"):
// how many applied, how many it answered (any step after applying that the teacher did not take),
// the share answered within 14 days (a whole percent, nil without applications), the median days
// to a first answer and in each status before the next (nil without any), the count in each status
// now, and the same counts per vacancy.
type Analytics struct {
	Applications              int                 `json:"applications"`
	Responded                 int                 `json:"responded"`
	RespondedWithin14DaysPct  *int                `json:"respondedWithin14DaysPct"`
	MedianDaysToFirstResponse *float64            `json:"medianDaysToFirstResponse"`
	ByStatus                  map[string]int      `json:"byStatus"`
	MedianDaysInStage         map[string]*float64 `json:"medianDaysInStage"`
	Vacancies                 []VacancyAnalytics  `json:"vacancies"`
}

// VacancyAnalytics is one vacancy's applications of the period, by status now.
type VacancyAnalytics struct {
	ID           string         `json:"id"`
	Position     string         `json:"position"`
	Applications int            `json:"applications"`
	ByStatus     map[string]int `json:"byStatus"`
}

// OrganizationAnalytics is one district's Analytics, as the admin console lists them.
type OrganizationAnalytics struct {
	OrganizationID string `json:"organizationId"`
	Organization   string `json:"organization"`
	Analytics
}
