package service

import (
	"context"
	"slices"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// SkillsToRank is how many professional skills a teacher ranks (docs/product.md §5).
const SkillsToRank = 5

// Preferences returns the teacher's preferences.
func (s *Service) Preferences(ctx context.Context, userID string) (model.Preferences, error) {
	return s.Store.Preferences(ctx, userID)
}

// SetPreferences checks and saves the teacher's preferences: at least one grade level, subject
// and setting, known codes only, the free text when 'other' is a subject, exactly five different
// skills, strongest first, any of the vacancy types (none: any type; none sent: those saved) and
// up to three values (none sent: those saved).
func (s *Service) SetPreferences(ctx context.Context, userID string, p model.Preferences) (model.Preferences, error) {
	options := model.OptionCodes()
	f := model.Fields{}
	checkCodes(f, "gradeLevels", p.GradeLevels, options.GradeLevels)
	checkCodes(f, "subjects", p.Subjects, options.Subjects)
	checkCodes(f, "experienceSettings", p.ExperienceSettings, options.ExperienceSettings)
	p.SubjectOther = model.CleanText(p.SubjectOther)
	if slices.Contains(p.Subjects, "other") {
		f.Required(map[string]string{"subjectOther": p.SubjectOther})
		f.Text("subjectOther", p.SubjectOther, 100, false)
	} else {
		p.SubjectOther = ""
	}
	// A body without jobTypes or values (a client that does not know them) keeps the ones saved.
	if p.JobTypes == nil || p.Values == nil {
		saved, err := s.Store.Preferences(ctx, userID)
		if err != nil {
			return model.Preferences{}, err
		}
		if p.JobTypes == nil {
			p.JobTypes = saved.JobTypes
		}
		if p.Values == nil {
			p.Values = saved.Values
		}
	}
	if !knownCodes(p.JobTypes, options.VacancyTypes) || hasRepeats(p.JobTypes) {
		f["jobTypes"] = "invalid"
	}
	checkPhilosophies(f, "values", p.Values, maxValues)
	switch {
	case len(p.Skills) != SkillsToRank:
		f["skills"] = "count"
	case !knownCodes(p.Skills, options.Skills) || hasRepeats(p.Skills):
		f["skills"] = "invalid"
	}
	if err := f.Err(msgFixFields); err != nil {
		return model.Preferences{}, err
	}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error { return tx.SetPreferences(ctx, userID, p) })
	return p, err
}

// checkCodes records "required" for an empty choice and "invalid" for unknown or repeated codes.
func checkCodes(f model.Fields, name string, chosen, known []string) {
	switch {
	case len(chosen) == 0:
		f[name] = "required"
	case !knownCodes(chosen, known) || hasRepeats(chosen):
		f[name] = "invalid"
	}
}

func knownCodes(chosen, known []string) bool {
	for _, c := range chosen {
		if !slices.Contains(known, c) {
			return false
		}
	}
	return true
}

func hasRepeats(codes []string) bool {
	seen := map[string]bool{}
	for _, c := range codes {
		if seen[c] {
			return true
		}
		seen[c] = true
	}
	return false
}
