package store

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// stageStatuses are the statuses an application leaves: the median time in each is measured from
// entering it to the next different status. The final ones are never left.
var stageStatuses = []string{model.StatusPending, model.StatusOnHold, model.StatusCandidate, model.StatusInterview, model.StatusOffered}

// periodApplications are the applications a of the organization $1 (every one when null) sent
// between the dates $2 and $3 in Tampa, both included, with when the school first answered: the
// first step after applying that the teacher did not take (TeachBay's own, a close-out, counts).
// The period's applications are read from applications_applied_idx alone (migration 000029). The
// first answer is a lateral join, read once per application: as a subquery in the select list it
// was read again for each use of answered_at (5.5 ms instead of 2.7 for 500 applications).
const periodApplications = `period AS (
	SELECT a.id, a.status, a.applied_at, v.organization_id, v.id AS vacancy_id, v.position, answer.answered_at
	FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
		LEFT JOIN LATERAL (SELECT min(e.at) AS answered_at FROM application_events e
			WHERE e.application_id = a.id AND e.actor_id IS DISTINCT FROM a.teacher_id) answer ON true
	WHERE ($1::uuid IS NULL OR v.organization_id = $1)
		AND a.applied_at >= ($2::date::timestamp AT TIME ZONE 'America/New_York')
		AND a.applied_at < (($3::date + 1)::timestamp AT TIME ZONE 'America/New_York'))`

// days is an interval in days, to one decimal.
const days = `round((extract(epoch FROM %s) / 86400)::numeric, 1)::float8`

// Analytics returns, by organization id, the analytics of the applications sent between the dates
// (YYYY-MM-DD, in Tampa, both included) to one organization's vacancies, or every organization's
// when organizationID is empty. An organization without applications in the period is absent.
func (s *Store) Analytics(ctx context.Context, organizationID, from, to string) (map[string]*model.Analytics, error) {
	var org *string
	if organizationID != "" {
		org = &organizationID
	}
	// The three readings run at once, each on a connection of its own, so that together they take
	// the time of the slowest (make bench-api: one after the other, their p99 was over the budget
	// of a school's lists one run in two); each fills analytics of its own, merged at the end.
	readings := []func(context.Context, *string, string, string, func(string) *model.Analytics) error{
		s.analyticsAnswers, s.analyticsByStatus, s.analyticsStages}
	parts := make([]map[string]*model.Analytics, len(readings))
	errs := make([]error, len(readings))
	var wg sync.WaitGroup
	for i, read := range readings {
		parts[i] = map[string]*model.Analytics{}
		get := func(id string) *model.Analytics {
			if parts[i][id] == nil {
				parts[i][id] = EmptyAnalytics()
			}
			return parts[i][id]
		}
		wg.Go(func() { errs[i] = read(ctx, org, from, to, get) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	byOrg := parts[0]
	of := func(id string) *model.Analytics {
		if byOrg[id] == nil {
			byOrg[id] = EmptyAnalytics()
		}
		return byOrg[id]
	}
	for id, a := range parts[1] {
		t := of(id)
		t.ByStatus, t.Vacancies = a.ByStatus, a.Vacancies
	}
	for id, a := range parts[2] {
		of(id).MedianDaysInStage = a.MedianDaysInStage
	}
	return byOrg, nil
}

// analyticsAnswers reads how many applications each organization received, and how soon it
// answered them.
func (s *Store) analyticsAnswers(ctx context.Context, org *string, from, to string, get func(string) *model.Analytics) error {
	var id string
	var a model.Analytics
	rows, _ := s.Pool.Query(ctx, `WITH `+periodApplications+`
		SELECT organization_id, count(*)::int, count(answered_at)::int,
			round(100.0 * count(*) FILTER (WHERE answered_at <= applied_at + interval '14 days') / count(*))::int,
			percentile_cont(0.5) WITHIN GROUP (ORDER BY `+fmt.Sprintf(days, "answered_at - applied_at")+`)
		FROM period GROUP BY organization_id`, org, from, to)
	_, err := pgx.ForEachRow(rows, []any{&id, &a.Applications, &a.Responded, &a.RespondedWithin14DaysPct, &a.MedianDaysToFirstResponse}, func() error {
		t := get(id)
		t.Applications, t.Responded, t.RespondedWithin14DaysPct = a.Applications, a.Responded, a.RespondedWithin14DaysPct
		t.MedianDaysToFirstResponse = roundDays(a.MedianDaysToFirstResponse)
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: analytics: %w", err)
	}
	return nil
}

// analyticsByStatus reads each organization's applications by status, in all and by vacancy.
func (s *Store) analyticsByStatus(ctx context.Context, org *string, from, to string, get func(string) *model.Analytics) error {
	var id, vacancyID, position, status string
	var n int
	rows, _ := s.Pool.Query(ctx, `WITH `+periodApplications+`
		SELECT organization_id, vacancy_id, position, status, count(*)::int FROM period
		GROUP BY organization_id, vacancy_id, position, status ORDER BY organization_id, position, vacancy_id`, org, from, to)
	_, err := pgx.ForEachRow(rows, []any{&id, &vacancyID, &position, &status, &n}, func() error {
		t := get(id)
		t.ByStatus[status] += n
		if last := len(t.Vacancies) - 1; last < 0 || t.Vacancies[last].ID != vacancyID {
			t.Vacancies = append(t.Vacancies, model.VacancyAnalytics{ID: vacancyID, Position: position, ByStatus: zeroByStatus()})
		}
		v := &t.Vacancies[len(t.Vacancies)-1]
		v.ByStatus[status] += n
		v.Applications += n
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: analytics by status: %w", err)
	}
	return nil
}

// analyticsStages reads the median days each organization's applications spent in each stage. A
// stage is a run of steps in one status (a note on the same status continues it), from its first
// step to the next step in another status.
func (s *Store) analyticsStages(ctx context.Context, org *string, from, to string, get func(string) *model.Analytics) error {
	var id, status string
	var median *float64
	rows, _ := s.Pool.Query(ctx, `WITH `+periodApplications+`,
		steps AS (SELECT e.application_id, p.organization_id, e.status, e.at,
				lag(e.status) OVER (PARTITION BY e.application_id ORDER BY e.id) AS before
			FROM application_events e JOIN period p ON p.id = e.application_id),
		stages AS (SELECT organization_id, status, at, lead(at) OVER (PARTITION BY application_id ORDER BY at) AS left_at
			FROM steps WHERE before IS DISTINCT FROM status)
		SELECT organization_id, status, percentile_cont(0.5) WITHIN GROUP (ORDER BY `+fmt.Sprintf(days, "left_at - at")+`)
		FROM stages WHERE left_at IS NOT NULL GROUP BY organization_id, status`, org, from, to)
	_, err := pgx.ForEachRow(rows, []any{&id, &status, &median}, func() error {
		if t := get(id); slices.Contains(stageStatuses, status) {
			t.MedianDaysInStage[status] = roundDays(median)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: analytics stages: %w", err)
	}
	return nil
}

// EmptyAnalytics is the analytics of a period without applications: every count 0, every median nil.
func EmptyAnalytics() *model.Analytics {
	stages := map[string]*float64{}
	for _, st := range stageStatuses {
		stages[st] = nil
	}
	return &model.Analytics{ByStatus: zeroByStatus(), MedianDaysInStage: stages, Vacancies: []model.VacancyAnalytics{}}
}

// roundDays rounds a median of days (percentile_cont interpolates) to one decimal.
func roundDays(d *float64) *float64 {
	if d == nil {
		return nil
	}
	r := float64(int64(*d*10+0.5)) / 10
	return &r
}

// ResponseRates returns, by organization id, the answer rate of each organization that received at
// least minApplications applications between the dates (model.ResponseRate).
func (s *Store) ResponseRates(ctx context.Context, from, to string, minApplications int) (map[string]*model.ResponseRate, error) {
	rows, _ := s.Pool.Query(ctx, `WITH `+periodApplications+`
		SELECT organization_id,
			round(100.0 * count(*) FILTER (WHERE answered_at <= applied_at + interval '14 days') / count(*))::int,
			percentile_cont(0.5) WITHIN GROUP (ORDER BY `+fmt.Sprintf(days, "answered_at - applied_at")+`)
		FROM period GROUP BY organization_id HAVING count(*) >= $4`, nil, from, to, minApplications)
	rates := map[string]*model.ResponseRate{}
	var id string
	var r model.ResponseRate
	_, err := pgx.ForEachRow(rows, []any{&id, &r.Pct, &r.MedianDays}, func() error {
		rates[id] = &model.ResponseRate{Pct: r.Pct, MedianDays: roundDays(r.MedianDays)}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: response rates: %w", err)
	}
	return rates, nil
}
