package service

import (
	"context"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/swr"
)

const (
	// analyticsDays is the period analytics cover when no dates are asked for, and the period of a
	// job page's answer rate: the last year.
	analyticsDays = 365
	// minRatedApplications is how many applications a district needs in the last year before its
	// job pages show its answer rate: fewer say nothing yet (docs/api.md "Hiring loop II").
	minRatedApplications = 20
	// responseRatesFresh is how old the answer rates the board shows may be: they move over days,
	// and one query a few minutes serves every page of the board.
	responseRatesFresh = 10 * time.Minute
)

// analyticsPeriod reads the from and to dates of an analytics request (YYYY-MM-DD, in Tampa, both
// included): to defaults to today, from to a year before to.
func analyticsPeriod(from, to string) (string, string, error) {
	f := model.Fields{}
	end, err := time.Parse(time.DateOnly, tampaToday())
	if to != "" {
		if end, err = time.Parse(time.DateOnly, to); err != nil {
			f["to"] = "invalid"
		}
	}
	start := end.AddDate(0, 0, -analyticsDays)
	if from != "" {
		if start, err = time.Parse(time.DateOnly, from); err != nil {
			f["from"] = "invalid"
		} else if f["to"] == "" && start.After(end) {
			f["to"] = "before_from" // as the audit log says it
		}
	}
	return start.Format(time.DateOnly), end.Format(time.DateOnly), f.Err(msgFixFields)
}

// SchoolAnalytics returns the analytics of the school user's district for the period.
func (s *Service) SchoolAnalytics(ctx context.Context, u model.User, from, to string) (model.Analytics, error) {
	org, err := organizationOf(u)
	if err != nil {
		return model.Analytics{}, err
	}
	if from, to, err = analyticsPeriod(from, to); err != nil {
		return model.Analytics{}, err
	}
	byOrg, err := s.Store.Analytics(ctx, org, from, to)
	if err != nil {
		return model.Analytics{}, err
	}
	return *orEmpty(byOrg, org), nil
}

// AdminAnalytics returns the analytics of every district for the period, by name.
func (s *Service) AdminAnalytics(ctx context.Context, from, to string) ([]model.OrganizationAnalytics, error) {
	from, to, err := analyticsPeriod(from, to)
	if err != nil {
		return nil, err
	}
	orgs, err := s.Store.Organizations(ctx)
	if err != nil {
		return nil, err
	}
	byOrg, err := s.Store.Analytics(ctx, "", from, to)
	if err != nil {
		return nil, err
	}
	list := make([]model.OrganizationAnalytics, len(orgs))
	for i, o := range orgs {
		list[i] = model.OrganizationAnalytics{OrganizationID: o.ID, Organization: o.Name, Analytics: *orEmpty(byOrg, o.ID)}
	}
	return list, nil
}

// orEmpty returns the organization's analytics, or those of a period without applications.
func orEmpty(byOrg map[string]*model.Analytics, id string) *model.Analytics {
	if a := byOrg[id]; a != nil {
		return a
	}
	return store.EmptyAnalytics()
}

// newResponseRates returns the cache of every district's answer rate, computed by one query for
// the whole board (docs/design.md §9: the board answers within its budget).
func (s *Service) newResponseRates() *swr.Cache[struct{}, map[string]*model.ResponseRate] {
	return swr.New(swr.Options{Fresh: responseRatesFresh, Stale: 6 * responseRatesFresh, LoadTimeout: time.Minute},
		func(ctx context.Context, _ struct{}) (map[string]*model.ResponseRate, error) {
			from, to, err := analyticsPeriod("", "")
			if err != nil {
				return nil, err
			}
			return s.Store.ResponseRates(ctx, from, to, minRatedApplications)
		})
}

// withResponseRates sets each public vacancy's district answer rate (nil for a district with too
// few applications).
func (s *Service) withResponseRates(ctx context.Context, vs []model.Vacancy) error {
	rates, err := s.responseRates.Get(ctx, struct{}{})
	if err != nil {
		return err
	}
	for i := range vs {
		vs[i].ResponseRate = rates[vs[i].OrganizationID]
	}
	return nil
}
