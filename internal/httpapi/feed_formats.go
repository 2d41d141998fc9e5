package httpapi

import (
	"encoding/xml"
	"regexp"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/model"
)

// jobFeedXML is the XML job feed job search engines ingest (Indeed's format: a <source> with the
// publisher and one <job> per open vacancy; every job in one feed). Text is CDATA, so a school's
// markup reaches them as it was written.
type jobFeedXML struct {
	XMLName       xml.Name     `xml:"source"`
	Publisher     string       `xml:"publisher"`
	PublisherURL  string       `xml:"publisherurl"`
	LastBuildDate string       `xml:"lastBuildDate"`
	Jobs          []jobFeedJob `xml:"job"`
}

type jobFeedJob struct {
	Title cdata `xml:"title"`
	// Date is the day it was posted in Tampa, ISO 8601, as the job page's datePosted.
	Date cdata `xml:"date"`
	// ReferenceNumber and RequisitionID are the vacancy's id, which never changes: TeachBay has no
	// requisition numbers of the districts'.
	ReferenceNumber cdata  `xml:"referencenumber"`
	RequisitionID   cdata  `xml:"requisitionid"`
	URL             cdata  `xml:"url"`
	Company         cdata  `xml:"company"`
	City            cdata  `xml:"city"`
	State           cdata  `xml:"state"`
	Country         cdata  `xml:"country"`
	PostalCode      *cdata `xml:"postalcode"`
	StreetAddress   *cdata `xml:"streetaddress"`
	Description     cdata  `xml:"description"`
	Salary          *cdata `xml:"salary"`
	JobType         cdata  `xml:"jobtype"`
}

// cdata is an element's text as a CDATA section. encoding/xml splits a "]]>" in it across two
// sections, so no text can end one early.
type cdata struct {
	Text string `xml:",cdata"`
}

// xmlInvalid matches what XML 1.0 cannot carry, even in CDATA: control characters other than tab
// and line ends, and the non-characters U+FFFE and U+FFFF.
var xmlInvalid = regexp.MustCompile("[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]")

// text is s as an element's CDATA, with what XML cannot carry replaced.
func text(s string) cdata { return cdata{xmlInvalid.ReplaceAllString(s, "\uFFFD")} }

// optionalText is s as CDATA, or no element when s is empty.
func optionalText(s string) *cdata {
	if s == "" {
		return nil
	}
	c := text(s)
	return &c
}

// feedJobTypes maps the vacancy types (docs/design.md §4) to the job feed's job types: a
// substitute, by the day or for a while, is temporary work.
var feedJobTypes = map[string]string{
	"full_time":            "fulltime",
	"part_time":            "parttime",
	"substitute":           "temporary",
	"long_term_substitute": "temporary",
}

// postalCodeRe finds the ZIP code that ends a US address ("2415 S Himes Ave, Tampa, FL 33629").
var postalCodeRe = regexp.MustCompile(`\b(\d{5})(?:-\d{4})?\s*$`)

// jobSalary is the pay a vacancy states, as the job feed writes it (in English, as its other
// words): "$48,000 - $63,000 per year", "From $48,000 per year", or nothing when it states none.
// The district's starting salary, which the job page shows beside, is no offer of this job's, as
// for its JobPosting data.
func jobSalary(p model.JobPosting) string {
	switch {
	case p.SalaryMin == nil:
		return ""
	case p.SalaryMax == nil:
		return "From " + dollars(*p.SalaryMin) + " per year"
	case *p.SalaryMax == *p.SalaryMin:
		return dollars(*p.SalaryMin) + " per year"
	}
	return dollars(*p.SalaryMin) + " - " + dollars(*p.SalaryMax) + " per year"
}

// dollars writes whole US dollars with their thousands grouped: $48,000.
func dollars(amount int) string { return "$" + model.GroupDigits(amount, ",") }

// jobFeed writes the XML job feed of the open vacancies, built at built.
func jobFeed(baseURL string, jobs []model.JobPosting, built time.Time) []byte {
	feed := jobFeedXML{Publisher: "TeachBay", PublisherURL: baseURL, LastBuildDate: lastChange(jobs, built).Format(time.RFC3339)}
	for _, p := range jobs {
		ld := jobPosting(baseURL, p)
		postal := ""
		if m := postalCodeRe.FindStringSubmatch(p.SchoolAddress); m != nil {
			postal = m[1]
		}
		jobType := feedJobTypes[p.Type]
		if jobType == "" {
			jobType = "other"
		}
		feed.Jobs = append(feed.Jobs, jobFeedJob{
			Title: text(p.Position), Date: text(ld.DatePosted), ReferenceNumber: text(p.ID), RequisitionID: text(p.ID),
			URL: text(ld.URL), Company: text(p.District), City: text(p.SchoolCity),
			State: text(ld.JobLocation.Address.AddressRegion), Country: text(ld.JobLocation.Address.AddressCountry),
			PostalCode: optionalText(postal), StreetAddress: optionalText(p.SchoolAddress),
			Description: text(ld.Description), Salary: optionalText(jobSalary(p)), JobType: text(jobType),
		})
	}
	return marshalFeed(feed)
}

// atomFeedXML is an Atom 1.0 feed (RFC 4287) of the newest open vacancies.
type atomFeedXML struct {
	XMLName xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	Lang    string      `xml:"xml:lang,attr"`
	ID      string      `xml:"id"`
	Title   string      `xml:"title"`
	Updated string      `xml:"updated"`
	Links   []atomLink  `xml:"link"`
	Author  atomPerson  `xml:"author"`
	Entries []atomEntry `xml:"entry"`
}

type atomLink struct {
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr,omitempty"`
	Href string `xml:"href,attr"`
}

type atomPerson struct {
	Name string `xml:"name"`
	URI  string `xml:"uri,omitempty"`
}

type atomEntry struct {
	// ID is urn:uuid: and the vacancy's id, which never changes.
	ID        string     `xml:"id"`
	Title     string     `xml:"title"`
	Updated   string     `xml:"updated"`
	Published string     `xml:"published"`
	Link      atomLink   `xml:"link"`
	Author    atomPerson `xml:"author"`
	Summary   string     `xml:"summary"`
	Content   atomText   `xml:"content"`
}

type atomText struct {
	Type string `xml:"type,attr"`
	Text string `xml:",chardata"`
}

// atomEntries is how many vacancies the Atom feed lists: what a feed reader shows, not an archive.
const atomEntries = 100

// atomFeed writes the Atom feed of the newest open vacancies, built at built.
func atomFeed(baseURL string, jobs []model.JobPosting, built time.Time) []byte {
	jobs = jobs[:min(len(jobs), atomEntries)]
	feed := atomFeedXML{Lang: "en", ID: baseURL + atomFeedPath, Title: "TeachBay: open teaching vacancies in Tampa Bay",
		Updated: lastChange(jobs, built).Format(time.RFC3339),
		Links: []atomLink{{Rel: "self", Type: "application/atom+xml", Href: baseURL + atomFeedPath},
			{Rel: "alternate", Type: "text/html", Href: baseURL + boardRoutePath}},
		Author: atomPerson{Name: "TeachBay", URI: baseURL}}
	for _, p := range jobs {
		ld := jobPosting(baseURL, p)
		summary := p.SchoolName + ", " + p.District
		if p.SchoolCity != "" {
			summary += ", " + p.SchoolCity
		}
		feed.Entries = append(feed.Entries, atomEntry{
			ID: "urn:uuid:" + p.ID, Title: p.Position, Updated: p.UpdatedAt.UTC().Format(time.RFC3339), Published: p.PostedAt,
			Link: atomLink{Rel: "alternate", Type: "text/html", Href: ld.URL}, Author: atomPerson{Name: p.District},
			Summary: summary + ". Last date to apply: " + p.LastDateToApply + ".",
			Content: atomText{Type: "html", Text: ld.Description},
		})
	}
	return marshalFeed(feed)
}

// lastChange is when the newest change to a listed vacancy was made, so that feeds built again
// with nothing changed are the same bytes (and ETag); with none listed, when the feed was built.
func lastChange(jobs []model.JobPosting, built time.Time) time.Time {
	if len(jobs) == 0 {
		return built.UTC()
	}
	last := jobs[0].UpdatedAt
	for _, p := range jobs[1:] {
		if p.UpdatedAt.After(last) {
			last = p.UpdatedAt
		}
	}
	return last.UTC()
}

// marshalFeed writes a feed as an XML document, indented so a person can read it.
func marshalFeed(v any) []byte {
	var b strings.Builder
	b.WriteString(xml.Header)
	enc := xml.NewEncoder(&b)
	enc.Indent("", "  ")
	// Only a writer's error fails encoding these types, and a strings.Builder returns none.
	_ = enc.Encode(v)
	b.WriteString("\n")
	return []byte(b.String())
}
