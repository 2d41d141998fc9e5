package model

// SavedSearch is one of a teacher's saved searches of the board (docs/api.md "Never miss a job"):
// its name, the board's filters, and how often its new vacancies are mailed. Times are RFC 3339
// instants in UTC; MailedAt is nil until a mail went out.
type SavedSearch struct {
	ID        string     `json:"id"`
	Name      string     `json:"name"`
	Query     SavedQuery `json:"query"`
	Frequency string     `json:"frequency"`
	CreatedAt string     `json:"createdAt"`
	MailedAt  *string    `json:"mailedAt"`
}

// SavedQuery is the board's search a saved search keeps; an empty field does not filter.
type SavedQuery struct {
	Q                 string     `json:"q"`
	School            string     `json:"school"`
	District          string     `json:"district"`
	Level             string     `json:"level"`
	Subject           string     `json:"subject"`
	Designation       string     `json:"designation"`
	Type              string     `json:"type"`
	WorkAuthorization string     `json:"workAuthorization"`
	MinSalary         *int       `json:"minSalary"`
	Near              *SavedNear `json:"near"`
}

// SavedNear is a saved search's place: a point and a radius in whole kilometres.
type SavedNear struct {
	Lat      float64 `json:"lat"`
	Lng      float64 `json:"lng"`
	RadiusKm int     `json:"radiusKm"`
}

// Frequencies of a saved search's mails.
var SavedSearchFrequencies = []string{"daily", "weekly"}
