package service

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// Paging of every list (docs/api.md "Conventions").
const (
	DefaultPageSize = 10
	MaxPageSize     = 50
)

// VacancySearch is what GET /api/vacancies asks for, as sent.
type VacancySearch struct {
	Q, School, District, Level, Subject, Designation, Type, WorkAuthorization, Sort, Page, PageSize string
	// Near is a point, "lat,lng", and RadiusKm the distance from it in whole kilometres.
	Near, RadiusKm string
	// MinSalary is the least yearly pay in USD (store.VacancyFilter.MinSalary).
	MinSalary string
}

// A near search's radius (docs/api.md "Never miss a job"): 1-100 km, 25 when not given, about
// the drive from a home to the schools around it in Tampa Bay.
const (
	minRadiusKm     = 1
	maxRadiusKm     = 100
	defaultRadiusKm = 25
)

// Page is one page of a list and how many items there are in all.
type Page[T any] struct {
	Items    []T `json:"items"`
	Total    int `json:"total"`
	Page     int `json:"page"`
	PageSize int `json:"pageSize"`
}

// SearchVacancies returns a page of the open vacancies matching the search, newest first unless
// Sort is "deadline" (soonest last date to apply first). Words of q match the title and
// description without regard to case or accents, the last one as the start of a word, so results
// come while the visitor is still typing; a word that names a subject or grade level in English
// or Spanish also finds the vacancies of it. District is an organization's id. A page past the
// end has no items and the real total.
func (s *Service) SearchVacancies(ctx context.Context, in VacancySearch) (Page[model.Vacancy], error) {
	filter, err := vacancyFilter(in)
	if err != nil {
		return Page[model.Vacancy]{}, err
	}
	items, total, err := s.Store.SearchVacancies(ctx, filter)
	if err == nil {
		err = s.withResponseRates(ctx, items)
	}
	return Page[model.Vacancy]{Items: items, Total: total, Page: filter.Page, PageSize: filter.PageSize}, err
}

// VacancyMap returns the schools with coordinates that have open vacancies matching the search
// (its paging and order aside), each with how many.
func (s *Service) VacancyMap(ctx context.Context, in VacancySearch) ([]model.MapSchool, error) {
	filter, err := vacancyFilter(in)
	if err != nil {
		return nil, err
	}
	return s.Store.VacancyMap(ctx, filter)
}

// vacancyFilter checks a search and returns its filter, or the fields it has wrong.
func vacancyFilter(in VacancySearch) (store.VacancyFilter, error) {
	f := model.Fields{}
	filter := searchFilter(in, f)
	return filter, f.Err(msgFixFields)
}

// searchFilter returns a search's filter and records in f what it has wrong.
func searchFilter(in VacancySearch, f model.Fields) store.VacancyFilter {
	options := model.OptionCodes()
	filter := store.VacancyFilter{Query: SearchQuery(in.Q), SchoolID: in.School, DistrictID: in.District, Level: in.Level,
		Subject: in.Subject, Designation: in.Designation, Type: in.Type, WorkAuthorization: in.WorkAuthorization, Sort: in.Sort,
		Near: nearOf(in.Near, in.RadiusKm, f)}
	for name, id := range map[string]string{"school": in.School, "district": in.District} {
		if id != "" && uuid.Validate(id) != nil {
			f[name] = "invalid"
		}
	}
	if _, known := store.BoardSorts[in.Sort]; in.Sort != "" && !known {
		f["sort"] = "invalid"
	}
	for name, c := range map[string]struct {
		value string
		known []string
	}{"level": {in.Level, options.GradeLevels}, "subject": {in.Subject, options.Subjects},
		"designation": {in.Designation, options.Designations}, "type": {in.Type, options.VacancyTypes},
		"workAuthorization": {in.WorkAuthorization, model.WorkAuthorizations}} {
		if c.value != "" && !slices.Contains(c.known, c.value) {
			f[name] = "invalid"
		}
	}
	f.MaxLen("q", in.Q, 200)
	filter.MinSalary = parseMinSalary(f, in.MinSalary)
	filter.Page, filter.PageSize = paging(in.Page, in.PageSize, f)
	return filter
}

// nearOf reads a near search's point ("lat,lng", each a decimal number on the globe) and radius
// (whole kilometres, minRadiusKm-maxRadiusKm); no point is no near search, and a radius without
// one is refused, as it would silently search everywhere.
func nearOf(point, radius string, f model.Fields) store.Near {
	if point == "" {
		if radius != "" {
			f["near"] = "required"
		}
		return store.Near{}
	}
	near := store.Near{RadiusKm: defaultRadiusKm}
	lat, lng, found := strings.Cut(point, ",")
	var errLat, errLng error
	near.Lat, errLat = strconv.ParseFloat(strings.TrimSpace(lat), 64)
	near.Lng, errLng = strconv.ParseFloat(strings.TrimSpace(lng), 64)
	if !found || errLat != nil || errLng != nil || near.Lat < -90 || near.Lat > 90 || near.Lng < -180 || near.Lng > 180 {
		f["near"] = "invalid"
	}
	if radius != "" {
		km, err := strconv.Atoi(radius)
		if err != nil || km < minRadiusKm || km > maxRadiusKm {
			f["radiusKm"] = "invalid"
		}
		near.RadiusKm = float64(km)
	}
	return near
}

// TeacherBoard is SearchVacancies for a signed-in teacher: each row also carries her match score
// (once her profile is complete, as the job view's) and her active application to it.
func (s *Service) TeacherBoard(ctx context.Context, teacherID string, in VacancySearch) (Page[model.BoardVacancy], error) {
	page, err := s.SearchVacancies(ctx, in)
	if err != nil {
		return Page[model.BoardVacancy]{}, err
	}
	board := Page[model.BoardVacancy]{Items: make([]model.BoardVacancy, len(page.Items)), Total: page.Total, Page: page.Page,
		PageSize: page.PageSize}
	ids := make([]string, len(page.Items))
	for i, v := range page.Items {
		board.Items[i].Vacancy, ids[i] = v, v.ID
	}
	applied, err := s.Store.ActiveApplications(ctx, teacherID, ids)
	if err != nil {
		return board, err
	}
	for i, row := range board.Items {
		if id, ok := applied[row.ID]; ok {
			board.Items[i].ApplicationID = &id
		}
	}
	scores, err := s.scores(ctx, teacherID, page.Items)
	for i, score := range scores {
		board.Items[i].Score = score
	}
	return board, err
}

// scores returns the teacher's match score for each vacancy, as the job view gives it; none (all
// nil) until her profile is complete, as only a completed profile is matched (docs/design.md §5).
func (s *Service) scores(ctx context.Context, teacherID string, vacancies []model.Vacancy) ([]*int, error) {
	return s.newScorer().scores(ctx, teacherID, vacancies)
}

// scorer scores vacancies for teachers, reading each teacher (and the match index) once.
type scorer struct {
	s        *Service
	index    *matching.Index
	teachers map[string]*matching.Teacher // nil: her profile is not complete
}

func (s *Service) newScorer() *scorer {
	return &scorer{s: s, teachers: map[string]*matching.Teacher{}}
}

// scores is Service.scores, with what it read kept for the next call.
func (sc *scorer) scores(ctx context.Context, teacherID string, vacancies []model.Vacancy) ([]*int, error) {
	scores := make([]*int, len(vacancies))
	if len(vacancies) == 0 {
		return scores, nil
	}
	t, read := sc.teachers[teacherID]
	if !read {
		p, mt, err := sc.s.matchingProfile(ctx, teacherID)
		if err != nil {
			return scores, err
		}
		if p.Complete {
			t = &mt
		}
		sc.teachers[teacherID] = t
	}
	if t == nil {
		return scores, nil
	}
	if sc.index == nil {
		index, err := sc.s.matchingIndex(ctx)
		if err != nil {
			return scores, err
		}
		sc.index = index
	}
	for i, v := range vacancies {
		r, found := sc.index.Score(*t, v.ID)
		if !found {
			r = matching.Score(*t, v, sc.index.Corpus)
		}
		scores[i] = &r.Score
	}
	return scores, nil
}

// paging reads page and pageSize (docs/api.md "Conventions"): page from 1, pageSize 10 by default and
// at most 50; what is not a positive number is recorded in f.
func paging(page, size string, f model.Fields) (int, int) {
	p, ps := 1, DefaultPageSize
	var err error
	if page != "" {
		if p, err = strconv.Atoi(page); err != nil || p < 1 || p > 100_000 {
			f["page"] = "invalid"
		}
	}
	if size != "" {
		if ps, err = strconv.Atoi(size); err != nil || ps < 1 {
			f["pageSize"] = "invalid"
		}
	}
	return p, min(ps, MaxPageSize)
}

// SearchQuery turns what a visitor typed into a Postgres full-text query: its words (letters and
// digits, lower-cased, at most 10) all required, the last one as a prefix; "" when there is no
// word. Accents are removed in the database, as for the indexed text.
func SearchQuery(q string) string {
	words := strings.FieldsFunc(strings.ToLower(q), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) })
	if len(words) == 0 {
		return ""
	}
	words = words[:min(len(words), 10)]
	words[len(words)-1] += ":*"
	return strings.Join(words, " & ")
}

// JobPosting returns one vacancy, open or closed, with what its public page's JobPosting data
// needs; an unknown id is not found.
func (s *Service) JobPosting(ctx context.Context, id string) (model.JobPosting, error) {
	if uuid.Validate(id) != nil {
		return model.JobPosting{}, model.Errorf(model.ECodeNotFound, "No such vacancy")
	}
	p, found, err := s.Store.JobPosting(ctx, id)
	if err == nil && !found {
		err = model.Errorf(model.ECodeNotFound, "No such vacancy")
	}
	if err == nil {
		one := []model.Vacancy{p.Vacancy}
		err = s.withResponseRates(ctx, one)
		p.Vacancy = one[0]
	}
	return p, err
}

// MaxListedJobs is how many open vacancies the sitemap lists, newest first: a sitemap holds at
// most 50,000 addresses (sitemaps.org), and the site's own pages take a few.
const MaxListedJobs = 49_000

// ListedJobs returns the open vacancies the sitemap lists.
func (s *Service) ListedJobs(ctx context.Context) ([]model.ListedJob, error) {
	return s.Store.ListedJobs(ctx, MaxListedJobs)
}

// FeedJobs returns the open vacancies the job feeds list, newest first, as many as the sitemap
// lists: a job site wants every open job in one feed (no partial feeds), and this bounds the
// memory a feed takes.
func (s *Service) FeedJobs(ctx context.Context) ([]model.JobPosting, error) {
	return s.Store.OpenJobPostings(ctx, MaxListedJobs)
}

// Vacancy returns one vacancy, open or closed; an unknown id is not found.
func (s *Service) Vacancy(ctx context.Context, id string) (model.Vacancy, error) {
	p, err := s.JobPosting(ctx, id)
	return p.Vacancy, err
}
