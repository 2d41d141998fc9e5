package service

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// MaxSubjectExams is how many passed subject area exams a teacher may list (docs/api.md "Know
// before you go").
const MaxSubjectExams = 10

// Certification returns the teacher's certification path with each step's facts and her next
// step (docs/api.md "Know before you go").
func (s *Service) Certification(ctx context.Context, userID string) (model.CertificationView, error) {
	p, found, err := s.Store.Certification(ctx, userID)
	if err != nil || !found {
		return model.ViewCertification(nil), err
	}
	return model.ViewCertification(&p), nil
}

// SetCertification checks and saves the teacher's certification path: a known route, only that
// route's steps, a date only on a step done, dates that are days and not to come, and at most
// MaxSubjectExams exams, each of a subject of the list (docs/design.md §4) and passed on a day.
func (s *Service) SetCertification(ctx context.Context, userID string, p model.CertificationPath) (model.CertificationView, error) {
	f := model.Fields{}
	if !slices.Contains(model.CertificationRoutes, p.Route) {
		f["route"] = "invalid"
	}
	// The teacher may be in Manila, a day ahead of Tampa: a date is in the future when it has
	// not begun anywhere yet.
	latestToday := time.Now().UTC().Add(14 * time.Hour).Format(time.DateOnly)
	for code, step := range p.Steps {
		key := "steps." + code
		switch {
		case !slices.Contains(model.RouteSteps[p.Route], code):
			f[key] = "invalid"
		case step.Date != nil && !step.Done:
			f[key+".date"] = "invalid"
		case step.Date != nil:
			checkPastDate(f, key+".date", *step.Date, latestToday)
		}
	}
	if len(p.SubjectExams) > MaxSubjectExams {
		f["subjectExams"] = "too_many"
	}
	subjects := model.OptionCodes().Subjects
	seen := map[string]bool{}
	for i, e := range p.SubjectExams[:min(len(p.SubjectExams), MaxSubjectExams)] {
		key := fmt.Sprintf("subjectExams.%d", i)
		if !slices.Contains(subjects, e.Subject) || e.Subject == "other" || seen[e.Subject] {
			f[key+".subject"] = "invalid"
		}
		seen[e.Subject] = true
		checkPastDate(f, key+".passedOn", e.PassedOn, latestToday)
	}
	if err := f.Err(msgFixFields); err != nil {
		return model.CertificationView{}, err
	}
	if p.Steps == nil {
		p.Steps = map[string]model.CertificationStep{}
	}
	if p.SubjectExams == nil {
		p.SubjectExams = []model.SubjectExam{}
	}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error { return tx.SetCertification(ctx, userID, p) })
	return model.ViewCertification(&p), err
}

// checkPastDate records what is wrong with a day something was done: not a YYYY-MM-DD date
// ("invalid"), or after latestToday ("future").
func checkPastDate(f model.Fields, name, v, latestToday string) {
	if _, err := time.Parse(time.DateOnly, v); err != nil {
		f[name] = "invalid"
	} else if v > latestToday {
		f[name] = "future"
	}
}
