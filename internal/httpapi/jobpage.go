package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// jobRoutePath is the web app's job page (web/src/app/routes.json): the server writes each
// vacancy's page itself, so that search engines read the vacancy in the HTML it sends.
const jobRoutePath = "/vacancies/:id"

// jobSource reads the vacancies behind the job pages, the board and the sitemap (the service).
type jobSource interface {
	JobPosting(ctx context.Context, id string) (model.JobPosting, error)
	ListedJobs(ctx context.Context) ([]model.ListedJob, error)
	SearchVacancies(ctx context.Context, in service.VacancySearch) (service.Page[model.Vacancy], error)
}

// boardRoutePath is the public job board, whose pre-rendered page gets the newest open vacancies
// for a browser without JavaScript (serveBoard).
const boardRoutePath = "/vacancies"

// servedListSlot is the empty element of the board's pre-rendered page the list goes in
// (web/src/features/jobs/components/vacancy-board.tsx).
const servedListSlot = `<noscript id="tb-vacancies"></noscript>`

// jobLanguage is one language's job page, from dist/pages/job.json (web/scripts/prerender.mjs):
// the pre-rendered page for an open and for a closed vacancy with `__tb_<name>__` markers where
// its values go, and the texts those values are written with.
type jobLanguage struct {
	Open   string                       `json:"open"`
	Closed string                       `json:"closed"`
	Labels map[string]map[string]string `json:"labels"`
	Years  []string                     `json:"years"`
	List   struct {
		LastDate  string `json:"lastDate"`
		MoreOne   string `json:"moreOne"`
		MoreOther string `json:"moreOther"` // with {{count}}
		None      string `json:"none"`
	} `json:"list"`
	Date writtenDay `json:"date"`
	// MedianDays is the median days to a first answer in words: for one day, and for {{days}}
	// days written with Decimal.
	MedianDays struct {
		One     string `json:"one"`
		Other   string `json:"other"` // with {{days}}
		Decimal string `json:"decimal"`
	} `json:"medianDays"`
	// Salary is a vacancy's yearly pay in words: a range, one figure, or a minimum alone, with
	// amounts written as Money says (web/src/lib/numbers.ts formatUSD).
	Salary struct {
		Range string `json:"range"` // with {{min}} and {{max}}
		Exact string `json:"exact"` // with {{amount}}
		From  string `json:"from"`  // with {{min}}
		Money struct {
			Prefix string `json:"prefix"`
			Group  string `json:"group"`
			Suffix string `json:"suffix"`
		} `json:"money"`
	} `json:"salary"`
}

// jobPages writes the page of each vacancy, /vacancies/{id}: the vacancy's own title,
// description, canonical address and JobPosting data (schema.org) while it is open; a page that
// says it is closed, with no JobPosting and 410 Gone, once it is closed or past its last date.
type jobPages struct {
	source    jobSource
	baseURL   string
	languages map[string]*jobLanguage
}

func newJobPages(files fs.FS, source jobSource, baseURL string) (*jobPages, error) {
	raw, err := fs.ReadFile(files, "pages/job.json")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil // a build without the pre-render: the web app's page only
	}
	if err != nil {
		return nil, fmt.Errorf("spa: pages/job.json: %w", err)
	}
	j := &jobPages{source: source, baseURL: baseURL}
	if err := json.Unmarshal(raw, &j.languages); err != nil {
		return nil, fmt.Errorf("spa: pages/job.json: %w", err)
	}
	for lang, l := range j.languages {
		if len(l.Date.Months) != 12 || len(l.Years) == 0 || !strings.Contains(l.Open, "__tb_position__") {
			return nil, fmt.Errorf("spa: pages/job.json: the %s job page is incomplete", lang)
		}
	}
	if _, ok := j.languages["en"]; !ok {
		return nil, errors.New("spa: pages/job.json has no English job page")
	}
	return j, nil
}

// serve answers the page of the vacancy with the id, in lang. An id of no vacancy gets the web
// app's page, which says so, with 404; a database that cannot answer, 503 and the same page.
func (j *jobPages) serve(w http.ResponseWriter, r *http.Request, lang, id string, fallback *prepared) {
	l := j.language(lang)
	p, err := j.source.JobPosting(r.Context(), id)
	if err != nil {
		status := http.StatusServiceUnavailable
		var coded *model.Error
		if errors.As(err, &coded) && coded.Code == model.ECodeNotFound {
			status = http.StatusNotFound
		} else {
			logger(r.Context()).Error("job page: reading the vacancy failed", slog.String("error", err.Error()))
		}
		fallback.serve(w, r, status, "no-cache")
		return
	}
	status := http.StatusOK
	if p.Status != model.VacancyOpen {
		status = http.StatusGone
	}
	j.page(l, lang, p).serve(w, r, status, "no-cache")
}

// page writes the vacancy into the language's page.
func (j *jobPages) page(l *jobLanguage, lang string, p model.JobPosting) *prepared {
	open := p.Status == model.VacancyOpen
	doc := l.Closed
	if open {
		doc = l.Open
	}
	rate := p.ResponseRate
	doc = section(doc, "Requirements", p.Requirements != "")
	doc = section(doc, "ResponseRate", rate != nil)
	doc = section(doc, "Median", rate != nil && rate.MedianDays != nil)
	doc = section(doc, "Openings", p.Openings > 1)
	doc = section(doc, "Salary", p.SalaryMin != nil)
	// How the school works: the section when it described either, and each part only when set.
	doc = section(doc, "Culture", len(p.Philosophy) > 0 || p.Culture != "")
	doc = section(doc, "Philosophy", len(p.Philosophy) > 0)
	doc = section(doc, "CultureText", p.Culture != "")
	pct, median := "", ""
	if rate != nil {
		pct = strconv.Itoa(rate.Pct)
		if rate.MedianDays != nil {
			median = l.medianDays(*rate.MedianDays)
		}
	}
	// A code this release has no label for shows as itself, as in the web app.
	label := func(group, code string) string {
		if text, ok := l.Labels[group][code]; ok {
			return text
		}
		return code
	}
	years := strconv.Itoa(p.MinYearsExperience)
	if p.MinYearsExperience >= 0 && p.MinYearsExperience < len(l.Years) {
		years = l.Years[p.MinYearsExperience]
	}
	esc := html.EscapeString
	// The school's philosophies, an item each, as the web app lists them (school-culture.tsx).
	var philosophies strings.Builder
	for _, code := range p.Philosophy {
		philosophies.WriteString("<li>" + esc(label("philosophies", code)) + "</li>")
	}
	body := strings.NewReplacer(
		"__tb_id__", esc(p.ID),
		"__tb_position__", esc(p.Position),
		"__tb_schoolName__", esc(p.SchoolName),
		"__tb_district__", esc(p.District),
		"__tb_type__", esc(label("vacancyTypes", p.Type)),
		"__tb_educationalLevel__", esc(label("gradeLevels", p.EducationalLevel)),
		"__tb_subject__", esc(label("subjects", p.Subject)),
		"__tb_designation__", esc(label("designations", p.Designation)),
		"__tb_certification__", esc(label("certification", p.RequiredCertification)),
		"__tb_workAuthorization__", esc(label("workAuthorization", p.WorkAuthorization)),
		"__tb_years__", esc(years),
		"__tb_description__", esc(p.Description),
		"__tb_requirements__", esc(p.Requirements),
		"__tb_postedAtValue__", esc(p.PostedAt),
		"__tb_postedAt__", esc(l.day(p.PostedAt)),
		"__tb_lastDateToApplyValue__", esc(p.LastDateToApply),
		"__tb_lastDateToApply__", esc(l.day(p.LastDateToApply)),
		"__tb_pct__", pct,
		"__tb_medianDays__", esc(median),
		"__tb_openings__", strconv.Itoa(p.Openings),
		"__tb_salary__", esc(l.salary(p.SalaryMin, p.SalaryMax)),
		"__tb_philosophy__", philosophies.String(),
		"__tb_culture__", esc(p.Culture),
	).Replace(doc)

	canonical := ""
	if open {
		canonical = j.baseURL + "/vacancies/" + p.ID
	}
	meta := pageMeta{Title: p.Position + ", " + p.SchoolName + " | TeachBay", Description: summary(p.Description, 160)}
	head := servedVacancy(p.Vacancy)
	if open {
		head = jobPostingScript(j.baseURL, p) + head
	}
	return prepareOnce(fillPage([]byte(body), lang, meta, canonical, !open, head), htmlType)
}

// serveBoard answers the job board's page with the newest open vacancies that match its search
// (the board's own parameters, as its search form sends them without JavaScript) in its list
// slot; should they not be read, the page goes as it is and its app loads them.
func (j *jobPages) serveBoard(w http.ResponseWriter, r *http.Request, lang string, page *prepared) {
	l := j.language(lang)
	// Every filter of the board's search, as the app reads it; the newest first, as the list
	// says, and as many as a page holds, since a browser without JavaScript has no pager.
	search := vacancySearchOf(r)
	search.Sort, search.Page, search.PageSize = "", "", strconv.Itoa(service.MaxPageSize)
	list, err := j.source.SearchVacancies(r.Context(), search)
	if err != nil {
		if !errors.As(err, new(*model.Error)) { // a bad filter is the visitor's, and the app says so
			logger(r.Context()).Error("job board: reading the vacancies failed", slog.String("error", err.Error()))
		}
		page.serve(w, r, http.StatusOK, "no-cache")
		return
	}
	intro := l.List.None
	switch n := len(list.Items); {
	case n == 1:
		intro = l.List.MoreOne
	case n > 1:
		intro = strings.ReplaceAll(l.List.MoreOther, "{{count}}", strconv.Itoa(n))
	}
	var b strings.Builder
	b.WriteString(`<noscript id="tb-vacancies"><p>` + html.EscapeString(intro) + `</p>`)
	if len(list.Items) > 0 {
		b.WriteString(`<ul>`)
		for _, v := range list.Items {
			b.WriteString(`<li><a href="/vacancies/` + html.EscapeString(v.ID) + `">` + html.EscapeString(v.Position) + `</a>, ` +
				html.EscapeString(v.SchoolName+" ("+v.District+"). "+l.List.LastDate+": "+l.day(v.LastDateToApply)) + `</li>`)
		}
		b.WriteString(`</ul>`)
	}
	b.WriteString(`</noscript>`)
	body := strings.Replace(string(page.body), servedListSlot, b.String(), 1)
	prepareOnce([]byte(body), htmlType).serve(w, r, http.StatusOK, "no-cache")
}

// section keeps the part of doc between __tb_if<name>__ and __tb_end<name>__ when shown, and
// drops it otherwise, with the markers either way.
func section(doc, name string, shown bool) string {
	before, rest, found := strings.Cut(doc, "__tb_if"+name+"__")
	if !found {
		return doc
	}
	part, after, _ := strings.Cut(rest, "__tb_end"+name+"__")
	if !shown {
		part = ""
	}
	return before + part + after
}

// medianDays words a median number of days (to one decimal) as the web app does in this language.
func (l *jobLanguage) medianDays(days float64) string {
	if days == 1 {
		return l.MedianDays.One
	}
	written := strings.Replace(strconv.FormatFloat(days, 'f', -1, 64), ".", l.MedianDays.Decimal, 1)
	return strings.ReplaceAll(l.MedianDays.Other, "{{days}}", written)
}

// salary words a vacancy's yearly pay as the web app does in this language (jobs.json
// job.salary); nothing when the school states none.
func (l *jobLanguage) salary(lowest, highest *int) string {
	switch {
	case lowest == nil:
		return ""
	case highest == nil:
		return strings.ReplaceAll(l.Salary.From, "{{min}}", l.money(*lowest))
	case *highest == *lowest:
		return strings.ReplaceAll(l.Salary.Exact, "{{amount}}", l.money(*lowest))
	}
	return strings.NewReplacer("{{min}}", l.money(*lowest), "{{max}}", l.money(*highest)).Replace(l.Salary.Range)
}

// money writes whole dollars as the web app does in this language: $48,000, 48.000 US$. Salaries
// are five or six figures, which every language groups.
func (l *jobLanguage) money(amount int) string {
	return l.Salary.Money.Prefix + model.GroupDigits(amount, l.Salary.Money.Group) + l.Salary.Money.Suffix
}

// language returns a language's job page texts, English for one there are none of.
func (j *jobPages) language(lang string) *jobLanguage {
	if l := j.languages[lang]; l != nil {
		return l
	}
	return j.languages["en"]
}

// servedVacancy is the vacancy as the API shows it to a visitor, sent with its page so the web
// app hydrates the page without asking again (web/src/features/jobs/api/vacancies.ts).
func servedVacancy(v model.Vacancy) string {
	b, _ := json.Marshal(v) // json.Marshal escapes <, > and &, so the text cannot end the element
	return `<script type="application/json" id="tb-vacancy">` + string(b) + `</script>`
}

// writtenDay is how the web app writes a day in one language (Intl "medium"): its parts in
// order, and the months.
type writtenDay struct {
	Parts  []struct{ Type, Value string } `json:"parts"`
	Months []string                       `json:"months"`
}

// day writes a date (2027-05-31) or an instant (RFC 3339, as the day it is in Tampa) as the web
// app does in this language.
func (l *jobLanguage) day(value string) string {
	return l.Date.write(value)
}

// write writes a date (2027-05-31) or an instant (RFC 3339, as the day it is in Tampa).
func (d writtenDay) write(value string) string {
	t, err := time.Parse(time.DateOnly, value)
	if err != nil {
		if t, err = time.Parse(time.RFC3339, value); err != nil {
			return value
		}
		t = t.In(model.Tampa)
	}
	var b strings.Builder
	for _, part := range d.Parts {
		switch part.Type {
		case "day":
			b.WriteString(strconv.Itoa(t.Day()))
		case "month":
			b.WriteString(d.Months[t.Month()-1])
		case "year":
			b.WriteString(strconv.Itoa(t.Year()))
		default:
			b.WriteString(part.Value)
		}
	}
	return b.String()
}

// summary shortens text to at most limit characters, at a word, for a meta description.
func summary(text string, limit int) string {
	text = strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(text) <= limit {
		return text
	}
	runes := []rune(text)
	// A word ends at the space after it: look one character further than what is kept.
	cut := string(runes[:limit])
	if i := strings.LastIndexByte(cut, ' '); i > len(cut)/2 {
		cut = cut[:i]
	} else {
		cut = string(runes[:limit-1])
	}
	return strings.TrimRight(cut, " ,.;:") + "…"
}
