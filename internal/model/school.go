package model

// Organization is a partner school district.
type Organization struct {
	ID         string `json:"id"`
	Slug       string `json:"slug"`
	Name       string `json:"name"`
	County     string `json:"county"`
	Website    string `json:"website"`
	CareersURL string `json:"careersUrl"`
	Address    string `json:"address"`
	Phone      string `json:"phone"`
}

// School is one school of a district: OrganizationID is the district's id, District its name. Lat
// and Lng are nil where the location is unknown.
type School struct {
	ID             string   `json:"id"`
	Name           string   `json:"schoolName"`
	OrganizationID string   `json:"organizationId"`
	District       string   `json:"district"`
	Level          string   `json:"level"`
	City           string   `json:"city"`
	Lat            *float64 `json:"lat"`
	Lng            *float64 `json:"lng"`
	Designation    string   `json:"designation"`
	// Philosophy is how the school teaches, 0-5 of Philosophies; Culture its own words on how it
	// works (docs/api.md "Philosophy and cultural fit").
	Philosophy []string `json:"philosophy"`
	Culture    string   `json:"culture"`
}
