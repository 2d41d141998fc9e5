package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/swr"
)

const vacancyColumns = `v.id, v.position, v.school_id, s.name, o.name, v.type, v.educational_level, v.subject, v.designation,
	v.description, v.requirements, v.required_certification, v.min_years_experience, v.needs, v.dual_language,
	v.posted_at, v.last_date_to_apply,
	CASE WHEN ` + openVacancy + ` THEN 'open' ELSE 'closed' END, v.openings, v.work_authorization, v.organization_id, v.salary_min, v.salary_max,
	s.philosophy, s.culture`

const vacancyFrom = ` FROM vacancies v JOIN schools s ON s.id = v.school_id JOIN organizations o ON o.id = v.organization_id`

func scanVacancy(row pgx.CollectableRow) (model.Vacancy, error) {
	var v model.Vacancy
	return v, scanVacancyInto(row, &v)
}

// scanVacancyInto reads vacancyColumns into v, and the columns after them into extra.
func scanVacancyInto(row pgx.CollectableRow, v *model.Vacancy, extra ...any) error {
	var posted, last time.Time
	err := row.Scan(append([]any{&v.ID, &v.Position, &v.SchoolID, &v.SchoolName, &v.District, &v.Type, &v.EducationalLevel,
		&v.Subject, &v.Designation, &v.Description, &v.Requirements, &v.RequiredCertification, &v.MinYearsExperience, &v.Needs,
		&v.DualLanguage, &posted, &last, &v.Status, &v.Openings, &v.WorkAuthorization, &v.OrganizationID, &v.SalaryMin, &v.SalaryMax, &v.Philosophy, &v.Culture}, extra...)...)
	v.PostedAt = instant(posted)
	v.LastDateToApply = last.Format(time.DateOnly)
	return err
}

// VacancyFilter narrows the vacancy search (docs/api.md "Vacancies and applications"). Query is a
// prepared full-text query (see SearchQuery); empty fields do not filter.
type VacancyFilter struct {
	Query, SchoolID, Level, Subject, Designation, Type, WorkAuthorization string
	// DistrictID is an organization's id.
	DistrictID string
	// Near keeps the vacancies of the schools within a radius of a point; its zero value keeps all.
	Near Near
	// MinSalary is the least yearly pay wanted, 0 for any (see vacancyPay).
	MinSalary int
	// Sort is one of BoardSorts' keys; empty is newest. Totals do not depend on it.
	Sort           string
	Page, PageSize int
}

// Near is a point and a radius around it, in kilometres; a zero radius is no place.
type Near struct {
	Lat, Lng, RadiusKm float64
}

// search returns the filter without its paging and order: what its totals and map depend on.
func (f VacancyFilter) search() VacancyFilter {
	f.Sort, f.Page, f.PageSize = "", 0, 0
	return f
}

// BoardSorts are the orders of the board: newest posted first, or soonest last date to apply
// first (newest first among equals). Each walks an index of the open vacancies in its order.
var BoardSorts = map[string]string{
	"newest":   `v.posted_at DESC, v.id DESC`,
	"deadline": `v.last_date_to_apply, v.posted_at DESC, v.id DESC`,
}

// Counting the vacancies that match a search visits every match (about 10 ms at 50,000
// vacancies, 40 ms for a common word) while a page stops after its rows, so counting on every
// request would cost most of the search budget (docs/design.md §9). Totals are remembered per search
// instead: for totalsFresh as they are, then, up to totalsStale, answered as they are while they
// are recounted in the background, one at a time, so that no visitor waits for a count that was
// known and recounts never crowd out the searches. A total a minute old only shifts "Page N of M"
// for a moment; this process forgets its totals whenever it imports vacancies.
const (
	totalsFresh = time.Minute
	totalsStale = 10 * time.Minute
	totalsSize  = 10_000
)

// newTotals returns the cache of search totals, keyed by filter without its paging.
func (s *Store) newTotals() *swr.Cache[VacancyFilter, int] {
	return swr.New(totalsOptions, s.countVacancies)
}

// newMaps returns the cache of the board's maps, kept as the totals are: a map counts every match
// as a total does.
func (s *Store) newMaps() *swr.Cache[VacancyFilter, []model.MapSchool] {
	return swr.New(totalsOptions, s.mapSchools)
}

var totalsOptions = swr.Options{Fresh: totalsFresh, Stale: totalsStale, LoadTimeout: 10 * time.Second, MaxEntries: totalsSize}

// vacancySearch returns the condition of the open vacancies f matches (without its paging) and
// its parameters, and for a near search the expression of a row's school's distance from the
// point, in kilometres ("" otherwise).
func vacancySearch(f VacancyFilter) (cond string, args []any, distance string) {
	c := conditions{where: []string{openVacancy}}
	searchWords(&c, f.Query)
	if f.Near.RadiusKm > 0 {
		distance = nearSchools(&c, f.Near)
	}
	for _, filter := range []struct{ cond, value string }{
		{`v.school_id = ?::uuid`, f.SchoolID},
		{`v.organization_id = ?::uuid`, f.DistrictID},
		{`v.educational_level = ?`, f.Level},
		{`v.subject = ?`, f.Subject},
		{`v.designation = ?`, f.Designation},
		{`v.type = ?`, f.Type},
		{`v.work_authorization = ?`, f.WorkAuthorization},
	} {
		if filter.value != "" {
			c.add(filter.cond, filter.value)
		}
	}
	if f.MinSalary > 0 {
		c.add(vacancyPay+` >= ?`, f.MinSalary)
	}
	return c.sql(), c.args, distance
}

// nearSchools adds the condition of the vacancies at the schools within near's radius (schools
// without coordinates are never within it) and returns the distance expression of the school
// joined as s. The schools in the radius's bounding cube come from schools_earth_idx (migration
// 000026); only those truly within the radius are kept.
//
// The schools are read first, as an array the vacancies' condition compares with. Postgres
// estimates that a bounding cube holds almost no school, so a join with them (IN) was planned as
// a join of every open vacancy of those schools, sorted for the page: at 50,000 vacancies a 35 km
// search read 18,000 rows for its 20 (120 ms, and 250 ms under make bench-api's load). Against an
// array it walks the board's newest-first index and stops after its page (about 2 ms).
func nearSchools(c *conditions, near Near) (distance string) {
	within, point := schoolsWithin(c, near)
	c.where = append(c.where, `v.school_id = ANY (ARRAY(`+within+`))`)
	return `earth_distance(` + point + `, ll_to_earth(s.lat, s.lng)) / 1000`
}

// schoolsWithin returns the query of the ids of the schools within near's radius, and the
// expression of its point.
func schoolsWithin(c *conditions, near Near) (query, point string) {
	point = `ll_to_earth(` + c.param(near.Lat) + `::float8, ` + c.param(near.Lng) + `::float8)`
	meters := c.param(near.RadiusKm * 1000)
	return `SELECT n.id FROM schools n WHERE n.lat IS NOT NULL
		AND earth_box(` + point + `, ` + meters + `::float8) @> ll_to_earth(n.lat, n.lng)
		AND earth_distance(` + point + `, ll_to_earth(n.lat, n.lng)) <= ` + meters + `::float8`, point
}

// vacancyPay is the most a vacancy pays a year as far as is known (docs/api.md "Know before you
// go"): its maximum, else its minimum, else its district's starting salary. A teacher who filters
// by pay expects jobs whose pay is known, so a vacancy with none of the three matches no minimum.
const vacancyPay = `coalesce(v.salary_max, v.salary_min,
	(SELECT ss.starting_salary FROM salary_schedules ss WHERE ss.organization_id = v.organization_id))`

// searchWords adds the condition of a prepared full-text query (see VacancyFilter.Query): every
// word in the title or description, or, for a word that names subjects or grade levels in
// English or Spanish ("matemáticas", "math", "secundaria"), a vacancy of one of them: the search
// document holds its subject and level as the lexemes subject:<code> and level:<code> (migration
// 000018). It stays one full-text condition, which the search index serves alone.
func searchWords(c *conditions, query string) {
	if query == "" {
		return
	}
	var plain, named []string
	for _, word := range strings.Split(query, " & ") {
		subjects, levels := model.NamedOptions(strings.TrimSuffix(word, ":*"))
		if len(subjects) == 0 && len(levels) == 0 {
			plain = append(plain, word)
			continue
		}
		var lexemes []string
		for _, code := range subjects {
			lexemes = append(lexemes, `'subject:`+code+`'`)
		}
		for _, code := range levels {
			lexemes = append(lexemes, `'level:`+code+`'`)
		}
		named = append(named, `(to_tsquery('simple', immutable_unaccent(`+c.param(word)+`)) || `+
			c.param(strings.Join(lexemes, " | "))+`::tsquery)`)
	}
	if len(plain) > 0 {
		named = append(named, `to_tsquery('simple', immutable_unaccent(`+c.param(strings.Join(plain, " & "))+`))`)
	}
	c.where = append(c.where, `v.search @@ (`+strings.Join(named, " && ")+`)`)
}

// SearchVacancies returns a page of the open vacancies that match, newest first, and how many
// match in all (as counted recently: see totalsFresh).
func (s *Store) SearchVacancies(ctx context.Context, f VacancyFilter) ([]model.Vacancy, int, error) {
	total, err := s.totals.Get(ctx, f.search())
	if err != nil {
		return nil, 0, err
	}
	cond, args, distance := vacancySearch(f)
	filtered := f.Query != "" && len(args) > 1
	args = append(args, f.PageSize, (f.Page-1)*f.PageSize)
	order, ok := BoardSorts[f.Sort]
	if !ok {
		order = BoardSorts["newest"]
	}
	columns := vacancyColumns
	if distance != "" {
		columns += ", " + distance
	}
	page := `SELECT ` + columns + vacancyFrom + cond +
		fmt.Sprintf(` ORDER BY %s LIMIT $%d OFFSET $%d`, order, len(args)-1, len(args))
	if filtered {
		// Words and a filter: planned for these values (about 2 ms) rather than once for any
		// (a cached statement's generic plan). Words that mostly fall within the filter ("bio" in
		// biology openings) are found by walking the filter's newest first (under 1 ms); the
		// generic plan intersects both indexes and sorts every match (7 to 14 ms at 50,000).
		args = append([]any{pgx.QueryExecModeExec}, args...)
	}
	rows, _ := s.Pool.Query(ctx, page, args...)
	list, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (model.Vacancy, error) {
		var v model.Vacancy
		if distance == "" {
			return v, scanVacancyInto(row, &v)
		}
		return v, scanVacancyInto(row, &v, &v.DistanceKm)
	})
	if err != nil {
		return nil, 0, fmt.Errorf("store: search vacancies: %w", err)
	}
	return list, total, nil
}

// VacancyMap returns the schools with coordinates that have open vacancies f matches, and how
// many each has (as counted recently, as the totals are), by name.
func (s *Store) VacancyMap(ctx context.Context, f VacancyFilter) ([]model.MapSchool, error) {
	return s.maps.Get(ctx, f.search())
}

// mapSchools counts the open vacancies f matches per school with coordinates.
func (s *Store) mapSchools(ctx context.Context, f VacancyFilter) ([]model.MapSchool, error) {
	cond, args, _ := vacancySearch(f)
	rows, _ := s.Pool.Query(ctx, `SELECT s.id, s.name, s.lat, s.lng, count(*)::int FROM vacancies v
		JOIN schools s ON s.id = v.school_id`+cond+` AND s.lat IS NOT NULL GROUP BY s.id ORDER BY s.name, s.id`, args...)
	list, err := pgx.CollectRows(rows, pgx.RowToStructByPos[model.MapSchool])
	if err != nil {
		return nil, fmt.Errorf("store: vacancy map: %w", err)
	}
	return list, nil
}

// countVacancies counts the open vacancies f matches.
func (s *Store) countVacancies(ctx context.Context, f VacancyFilter) (int, error) {
	if f.Near.RadiusKm > 0 {
		return s.countNear(ctx, f)
	}
	cond, args, _ := vacancySearch(f)
	var total int
	if err := s.Pool.QueryRow(ctx, `SELECT count(*) FROM vacancies v`+cond, args...).Scan(&total); err != nil {
		return 0, fmt.Errorf("store: count vacancies: %w", err)
	}
	return total, nil
}

// countNear counts the open vacancies a near search matches: those its search without the radius
// matches at the schools within the radius, from that search's map, which the near searches of
// the same filters share. Each point and radius is a search of its own, and counting one visits
// every match (13 to 22 ms at 50 km of make bench-api's 50,000 vacancies): this reads the
// schools within the radius instead.
func (s *Store) countNear(ctx context.Context, f VacancyFilter) (int, error) {
	var c conditions
	within, _ := schoolsWithin(&c, f.Near)
	rows, _ := s.Pool.Query(ctx, within, c.args...)
	inside := map[string]bool{}
	var id string
	if _, err := pgx.ForEachRow(rows, []any{&id}, func() error { inside[id] = true; return nil }); err != nil {
		return 0, fmt.Errorf("store: schools within a radius: %w", err)
	}
	f.Near = Near{}
	schools, err := s.maps.Get(ctx, f)
	if err != nil {
		return 0, err
	}
	total := 0
	for _, school := range schools {
		if inside[school.SchoolID] {
			total += school.Count
		}
	}
	return total, nil
}

// Vacancy returns one vacancy, open or not (one past its last date to apply is closed), or found
// false.
func (s *Store) Vacancy(ctx context.Context, id string) (model.Vacancy, bool, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT `+vacancyColumns+vacancyFrom+` WHERE v.id = $1`, id)
	v, err := pgx.CollectExactlyOneRow(rows, scanVacancy)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.Vacancy{}, false, nil
	}
	if err != nil {
		return model.Vacancy{}, false, fmt.Errorf("store: vacancy: %w", err)
	}
	return v, true, nil
}

// vacanciesByID reads the vacancies of the ids $1, in that order.
const vacanciesByID = `SELECT ` + vacancyColumns + vacancyFrom + ` JOIN unnest($1::uuid[]) WITH ORDINALITY AS wanted (id, n)
	ON wanted.id = v.id ORDER BY wanted.n`

// VacanciesByID returns the vacancies with the ids, in that order; an id of no vacancy is left out.
func (s *Store) VacanciesByID(ctx context.Context, ids []string) ([]model.Vacancy, error) {
	rows, _ := s.Pool.Query(ctx, vacanciesByID, ids)
	list, err := pgx.CollectRows(rows, scanVacancy)
	if err != nil {
		return nil, fmt.Errorf("store: vacancies by id: %w", err)
	}
	return list, nil
}

// jobPostingSelect reads a vacancy with its school's address and its district's site (scanJobPosting).
const jobPostingSelect = `SELECT ` + vacancyColumns + `, s.address, s.city, s.lat, s.lng, o.website, v.updated_at` + vacancyFrom

func scanJobPosting(row pgx.CollectableRow) (model.JobPosting, error) {
	var p model.JobPosting
	return p, scanVacancyInto(row, &p.Vacancy, &p.SchoolAddress, &p.SchoolCity, &p.Lat, &p.Lng, &p.DistrictWebsite, &p.UpdatedAt)
}

// JobPosting returns one vacancy, open or closed, with its school's address and its district's site.
func (s *Store) JobPosting(ctx context.Context, id string) (model.JobPosting, bool, error) {
	rows, _ := s.Pool.Query(ctx, jobPostingSelect+` WHERE v.id = $1`, id)
	p, err := pgx.CollectExactlyOneRow(rows, scanJobPosting)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.JobPosting{}, false, nil
	}
	if err != nil {
		return model.JobPosting{}, false, fmt.Errorf("store: job posting: %w", err)
	}
	return p, true, nil
}

// ListedJobs returns up to limit open vacancies, newest first, for the sitemap.
func (s *Store) ListedJobs(ctx context.Context, limit int) ([]model.ListedJob, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT v.id, v.updated_at FROM vacancies v
		WHERE `+openVacancy+` ORDER BY v.posted_at DESC, v.id DESC LIMIT $1`, limit)
	list, err := pgx.CollectRows(rows, pgx.RowToStructByPos[model.ListedJob])
	if err != nil {
		return nil, fmt.Errorf("store: listed jobs: %w", err)
	}
	return list, nil
}

// OpenJobPostings returns up to limit open vacancies as JobPosting returns them, newest first, for
// the job feeds.
func (s *Store) OpenJobPostings(ctx context.Context, limit int) ([]model.JobPosting, error) {
	rows, _ := s.Pool.Query(ctx, jobPostingSelect+` WHERE `+openVacancy+` ORDER BY v.posted_at DESC, v.id DESC LIMIT $1`, limit)
	list, err := pgx.CollectRows(rows, scanJobPosting)
	if err != nil {
		return nil, fmt.Errorf("store: open job postings: %w", err)
	}
	return list, nil
}

// InsertVacancy creates an open vacancy at one of a district's schools and returns its id.
func (s *Store) InsertVacancy(ctx context.Context, organizationID string, v model.NewVacancy) (string, error) {
	var id string
	err := s.Pool.QueryRow(ctx, `INSERT INTO vacancies (organization_id, school_id, position, type, educational_level, subject,
			designation, description, requirements, required_certification, min_years_experience, needs, dual_language, last_date_to_apply, openings,
			work_authorization, salary_min, salary_max)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
		organizationID, v.SchoolID, v.Position, v.Type, v.EducationalLevel, v.Subject, v.Designation, v.Description,
		v.Requirements, v.RequiredCertification, v.MinYearsExperience, v.Needs, v.DualLanguage, v.LastDateToApply, v.Openings,
		v.WorkAuthorization, v.SalaryMin, v.SalaryMax).Scan(&id)
	if err != nil {
		return "", fmt.Errorf("store: insert vacancy: %w", err)
	}
	return id, nil
}

// UpdateVacancy replaces the fields of one of a district's vacancies.
func (s *Store) UpdateVacancy(ctx context.Context, organizationID, id string, v model.NewVacancy) error {
	_, err := s.Pool.Exec(ctx, `UPDATE vacancies SET school_id = $3, position = $4, type = $5, educational_level = $6,
			subject = $7, designation = $8, description = $9, requirements = $10, required_certification = $11,
			min_years_experience = $12, needs = $13, dual_language = $14, last_date_to_apply = $15, openings = $16,
			work_authorization = $17, salary_min = $18, salary_max = $19, updated_at = now()
		WHERE organization_id = $1 AND id = $2`,
		organizationID, id, v.SchoolID, v.Position, v.Type, v.EducationalLevel, v.Subject, v.Designation, v.Description,
		v.Requirements, v.RequiredCertification, v.MinYearsExperience, v.Needs, v.DualLanguage, v.LastDateToApply, v.Openings,
		v.WorkAuthorization, v.SalaryMin, v.SalaryMax)
	if err != nil {
		return fmt.Errorf("store: update vacancy: %w", err)
	}
	return nil
}

// SetVacancyStatus opens or closes one of a district's vacancies.
func (s *Store) SetVacancyStatus(ctx context.Context, organizationID, id, status string) error {
	if _, err := s.Pool.Exec(ctx, `UPDATE vacancies SET status = $3, updated_at = now() WHERE organization_id = $1 AND id = $2`,
		organizationID, id, status); err != nil {
		return fmt.Errorf("store: set vacancy status: %w", err)
	}
	return nil
}
