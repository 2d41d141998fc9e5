package httpapi

import (
	"encoding/json"
	"html"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/model"
)

// The JobPosting data of an open vacancy's page (schema.org/JobPosting), with the properties
// job search engines require and recommend: title, description (HTML), identifier, datePosted,
// validThrough, employmentType, hiringOrganization, jobLocation, the experience asked for, and the
// salary when the school states one.
type jobPostingLD struct {
	Context                string         `json:"@context"`
	Type                   string         `json:"@type"`
	Title                  string         `json:"title"`
	Description            string         `json:"description"`
	URL                    string         `json:"url"`
	Identifier             ldIdentifier   `json:"identifier"`
	DatePosted             string         `json:"datePosted"`
	ValidThrough           string         `json:"validThrough"`
	EmploymentType         string         `json:"employmentType"`
	HiringOrganization     ldOrganization `json:"hiringOrganization"`
	JobLocation            ldPlace        `json:"jobLocation"`
	ExperienceRequirements ldExperience   `json:"experienceRequirements"`
	Industry               string         `json:"industry"`
	DirectApply            bool           `json:"directApply"`
	BaseSalary             *ldSalary      `json:"baseSalary,omitempty"`
}

// ldSalary is the vacancy's yearly pay in USD (schema.org MonetaryAmount): its range, or only its
// lowest figure when the school states no maximum.
type ldSalary struct {
	Type     string          `json:"@type"`
	Currency string          `json:"currency"`
	Value    ldSalaryFigures `json:"value"`
}

type ldSalaryFigures struct {
	Type     string `json:"@type"`
	MinValue int    `json:"minValue"`
	MaxValue *int   `json:"maxValue,omitempty"`
	UnitText string `json:"unitText"`
}

type ldIdentifier struct {
	Type  string `json:"@type"`
	Name  string `json:"name"`
	Value string `json:"value"`
}

type ldOrganization struct {
	Type   string `json:"@type"`
	Name   string `json:"name"`
	SameAs string `json:"sameAs,omitempty"`
}

type ldPlace struct {
	Type    string         `json:"@type"`
	Address ldAddress      `json:"address"`
	Geo     *ldCoordinates `json:"geo,omitempty"`
}

type ldAddress struct {
	Type            string `json:"@type"`
	StreetAddress   string `json:"streetAddress,omitempty"`
	AddressLocality string `json:"addressLocality,omitempty"`
	AddressRegion   string `json:"addressRegion"`
	AddressCountry  string `json:"addressCountry"`
}

type ldCoordinates struct {
	Type      string  `json:"@type"`
	Latitude  float64 `json:"latitude"`
	Longitude float64 `json:"longitude"`
}

type ldExperience struct {
	Type               string `json:"@type"`
	MonthsOfExperience int    `json:"monthsOfExperience"`
}

// employmentTypes maps the vacancy types (docs/design.md §4) to schema.org's employment types: a
// substitute is called in by the day; a long-term substitute fills a post for a while.
var employmentTypes = map[string]string{
	"full_time":            "FULL_TIME",
	"part_time":            "PART_TIME",
	"substitute":           "PER_DIEM",
	"long_term_substitute": "TEMPORARY",
}

// jobPosting returns the JobPosting data of a vacancy, whose page is at baseURL/vacancies/{id}.
func jobPosting(baseURL string, p model.JobPosting) jobPostingLD {
	ld := jobPostingLD{
		Context:            "https://schema.org/",
		Type:               "JobPosting",
		Title:              p.Position,
		Description:        htmlParagraphs(p.Description),
		URL:                baseURL + "/vacancies/" + p.ID,
		Identifier:         ldIdentifier{Type: "PropertyValue", Name: "TeachBay", Value: p.ID},
		EmploymentType:     employmentTypes[p.Type],
		HiringOrganization: ldOrganization{Type: "Organization", Name: p.District, SameAs: p.DistrictWebsite},
		JobLocation: ldPlace{Type: "Place", Address: ldAddress{Type: "PostalAddress", StreetAddress: p.SchoolAddress,
			AddressLocality: p.SchoolCity, AddressRegion: "FL", AddressCountry: "US"}},
		ExperienceRequirements: ldExperience{Type: "OccupationalExperienceRequirements", MonthsOfExperience: 12 * p.MinYearsExperience},
		Industry:               "Education",
		// Teachers apply on TeachBay itself, on this page, with their profile.
		DirectApply: true,
	}
	if ld.EmploymentType == "" {
		ld.EmploymentType = "OTHER"
	}
	if p.Requirements != "" {
		ld.Description += "<h3>Requirements</h3>" + htmlParagraphs(p.Requirements)
	}
	// Only the school's own figures: the page a search engine reads shows them (the district's
	// starting salary is the web app's, and not this job's offer).
	if p.SalaryMin != nil {
		ld.BaseSalary = &ldSalary{Type: "MonetaryAmount", Currency: "USD", Value: ldSalaryFigures{Type: "QuantitativeValue",
			MinValue: *p.SalaryMin, MaxValue: p.SalaryMax, UnitText: "YEAR"}}
	}
	if p.Lat != nil && p.Lng != nil {
		ld.JobLocation.Geo = &ldCoordinates{Type: "GeoCoordinates", Latitude: *p.Lat, Longitude: *p.Lng}
	}
	if posted, err := time.Parse(time.RFC3339, p.PostedAt); err == nil {
		ld.DatePosted = posted.In(model.Tampa).Format(time.DateOnly)
	}
	// The last date to apply is a day in Tampa: the posting is valid to its end.
	if last, err := time.ParseInLocation(time.DateOnly, p.LastDateToApply, model.Tampa); err == nil {
		ld.ValidThrough = last.Add(24*time.Hour - time.Second).Format(time.RFC3339)
	}
	return ld
}

// jobPostingScript is the JobPosting data as the page's JSON-LD element.
func jobPostingScript(baseURL string, p model.JobPosting) string {
	b, _ := json.Marshal(jobPosting(baseURL, p)) // json.Marshal escapes <, > and &, so the text cannot end the element
	return `<script type="application/ld+json">` + string(b) + `</script>`
}

// htmlParagraphs writes plain text as HTML: a paragraph for each block, a line break for each
// single new line.
func htmlParagraphs(text string) string {
	var b strings.Builder
	for _, block := range strings.Split(strings.ReplaceAll(strings.TrimSpace(text), "\r\n", "\n"), "\n\n") {
		if block = strings.TrimSpace(block); block != "" {
			b.WriteString("<p>" + strings.ReplaceAll(html.EscapeString(block), "\n", "<br>") + "</p>")
		}
	}
	return b.String()
}
