package service

import (
	"context"
	"regexp"
	"strconv"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// Pay on every job (docs/api.md "Know before you go"): the vacancies' salary ranges and the
// districts' salary schedules.

// Bounds of a vacancy's yearly salary in USD (the vacancies table's checks say the same): below or
// above is a typing slip, not a teacher's pay. An offer's bounds (offers.go) are wider: it is
// what one school and one teacher agree.
const (
	minPostedSalary = 10_000
	maxPostedSalary = 500_000
)

// Bounds of a salary schedule: a district's steps run to about 30 years of service.
const (
	maxSalarySteps       = 60
	maxSalarySupplements = 20
	maxStepYears         = 60
)

// schoolYearPattern is a school year as districts write it: 2024-25.
var schoolYearPattern = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}$`)

// salaryRange checks a vacancy's optional salary range: each within the bounds, a maximum only
// with a minimum, and not below it.
func salaryRange(f model.Fields, lowest, highest *int) {
	for name, v := range map[string]*int{"salaryMin": lowest, "salaryMax": highest} {
		if v != nil && (*v < minPostedSalary || *v > maxPostedSalary) {
			f[name] = "out_of_range"
		}
	}
	switch {
	case highest == nil || f["salaryMax"] != "":
	case lowest == nil:
		f["salaryMin"] = "required"
	case f["salaryMin"] == "" && *highest < *lowest:
		f["salaryMax"] = "below_minimum"
	}
}

// parseMinSalary reads the board's minSalary parameter: empty is any pay.
func parseMinSalary(f model.Fields, v string) int {
	if v == "" {
		return 0
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > maxPostedSalary {
		f["minSalary"] = "invalid"
		return 0
	}
	return n
}

// SalarySchedules returns every district's salary schedule (public).
func (s *Service) SalarySchedules(ctx context.Context) ([]model.SalarySchedule, error) {
	return s.Store.SalarySchedules(ctx)
}

// salaryEstimate returns the teacher's pay at the vacancy's district by its schedule, from her
// highest degree and her years in public schools (her disclosures), or nil when the district
// has no schedule or it cannot tell (model.SalarySchedule.Estimate).
func (s *Service) salaryEstimate(ctx context.Context, degree *string, teacherID, organizationID string) (*model.SalaryEstimate, error) {
	sc, found, err := s.Store.SalarySchedule(ctx, organizationID)
	if err != nil || !found {
		return nil, err
	}
	profile, _, err := s.Store.MatchingAnswers(ctx, teacherID)
	if err != nil {
		return nil, err
	}
	years, _ := profile["publicSchoolYears"].(float64)
	return sc.Estimate(degree, int(years)), nil
}

// PutSalarySchedule sets a district's salary schedule, audited as salary_schedule.update; an
// unknown district is not found. Only what a source states goes in (docs/api.md "Know before you
// go"): the source is an https link, the date it was read a past day, every amount positive, and
// the steps' years strictly increasing.
func (s *Service) PutSalarySchedule(ctx context.Context, admin model.User, organizationID string, in model.SalarySchedule) (model.SalarySchedule, error) {
	org, err := s.Organization(ctx, organizationID)
	if err != nil {
		return model.SalarySchedule{}, err
	}
	sc, err := checkSalarySchedule(in, time.Now())
	if err != nil {
		return model.SalarySchedule{}, err
	}
	sc.OrganizationID, sc.Organization = org.ID, org.Name
	err = s.audited(ctx, admin, "salary_schedule.update", func(tx *store.Tx) (string, error) {
		return org.ID, tx.PutSalarySchedule(ctx, sc)
	})
	return sc, err
}

// checkSalarySchedule cleans a schedule and checks it; its fields' codes name the row of a step or
// supplement ("steps.2.master").
func checkSalarySchedule(in model.SalarySchedule, now time.Time) (model.SalarySchedule, error) {
	sc := model.SalarySchedule{SchoolYear: model.CleanText(in.SchoolYear), SourceURL: model.CleanText(in.SourceURL),
		RetrievedOn: model.CleanText(in.RetrievedOn), StartingSalary: in.StartingSalary,
		Steps: in.Steps, Supplements: in.Supplements}
	if sc.Steps == nil {
		sc.Steps = []model.SalaryStep{}
	}
	if sc.Supplements == nil {
		sc.Supplements = []model.SalarySupplement{}
	}
	f := model.Fields{}
	f.Required(map[string]string{"schoolYear": sc.SchoolYear, "sourceUrl": sc.SourceURL, "retrievedOn": sc.RetrievedOn})
	if f["schoolYear"] == "" && !validSchoolYear(sc.SchoolYear) {
		f["schoolYear"] = "invalid"
	}
	link := func(name, url string) {
		f.MaxLen(name, url, 500)
		if f[name] == "" && !httpsURL(url) {
			f[name] = "invalid"
		}
	}
	if f["sourceUrl"] == "" {
		link("sourceUrl", sc.SourceURL)
	}
	if day, err := time.Parse(time.DateOnly, sc.RetrievedOn); f["retrievedOn"] == "" && err != nil {
		f["retrievedOn"] = "invalid"
	} else if err == nil && day.After(now) {
		f["retrievedOn"] = "future"
	}
	amount := func(name string, v *int) {
		if v != nil && (*v <= 0 || *v > maxPostedSalary) {
			f[name] = "out_of_range"
		}
	}
	amount("startingSalary", sc.StartingSalary)
	if len(sc.Steps) > maxSalarySteps {
		f["steps"] = "too_many"
	}
	for i, step := range sc.Steps {
		row := "steps." + strconv.Itoa(i) + "."
		switch {
		case step.Years < 0 || step.Years > maxStepYears:
			f[row+"years"] = "invalid"
		case i > 0 && step.Years <= sc.Steps[i-1].Years:
			f[row+"years"] = "not_increasing"
		}
		amount(row+"bachelor", step.Bachelor)
		amount(row+"master", step.Master)
		amount(row+"specialist", step.Specialist)
		amount(row+"doctorate", step.Doctorate)
	}
	if len(sc.Supplements) > maxSalarySupplements {
		f["supplements"] = "too_many"
	}
	for i := range sc.Supplements {
		row := "supplements." + strconv.Itoa(i) + "."
		sup := &sc.Supplements[i]
		sup.Name, sup.SourceURL = model.CleanText(sup.Name), model.CleanText(sup.SourceURL)
		f.Required(map[string]string{row + "name": sup.Name, row + "sourceUrl": sup.SourceURL})
		f.Text(row+"name", sup.Name, 200, false)
		amount(row+"amount", sup.Amount)
		if f[row+"sourceUrl"] == "" {
			link(row+"sourceUrl", sup.SourceURL)
		}
	}
	return sc, f.Err(msgFixFields)
}

// validSchoolYear reports whether a school year's second year follows its first (2024-25).
func validSchoolYear(v string) bool {
	if !schoolYearPattern.MatchString(v) {
		return false
	}
	first, _ := strconv.Atoi(v[:4])
	second, _ := strconv.Atoi(v[5:])
	return (first+1)%100 == second
}
