package service

import (
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// strengthWeights are the parts of a completed profile (docs/design.md §5) in the order the API lists
// what is missing, each with its share of the profile strength. They add up to 100.
var strengthWeights = []struct {
	code   string
	weight int
}{
	// The starred profile fields, 20 in all: what a school needs to reach the teacher.
	{"profile.firstName", 2}, {"profile.lastName", 2}, {"profile.contactNumber", 3}, {"profile.address", 3},
	{"profile.city", 3}, {"profile.state", 2}, {"profile.zipCode", 3}, {"profile.country", 2},
	// Documents, 30: the resume weighs most, as schools read it first and the review reads it.
	{model.DocResume, 10}, {model.DocLessonPlan, 5}, {model.DocCertification, 5}, {model.DocEvaluation, 5}, {model.DocReference, 5},
	// The teaching video, 10: the closest a school gets to watching the teacher teach.
	{"presentation", 10},
	// The card when the teacher says they hold a work authorization, 5.
	{"work_authorization", 5},
	// The disclosures, 20: the profile questions carry the most (work authorization, experience).
	{"disclosures.profile", 5}, {"disclosures.employment", 3}, {"disclosures.criminal", 3}, {"disclosures.additional", 3},
	{"disclosures.self_identification", 3}, {"disclosures.public_records", 3},
	// Preferences, 15: what matching reads, the ranked skills most.
	{"preferences.gradeLevels", 3}, {"preferences.subjects", 4}, {"preferences.experienceSettings", 3}, {"preferences.skills", 5},
}

type completeness struct {
	strength int
	missing  []string
}

// completeness computes the profile strength and what is missing (docs/design.md §5) from the
// profile, its documents, the disclosures and the preferences.
func (s *Service) completeness(f store.TeacherFacts) completeness {
	done := map[string]bool{}
	now := time.Now()
	_, err := s.checkProfile(f.Profile, now)
	fields := map[string]string{}
	if e, ok := err.(*model.Error); ok {
		fields = e.Fields
	}
	for _, name := range []string{"firstName", "lastName", "contactNumber", "address", "city", "state", "zipCode", "country"} {
		done["profile."+name] = fields[name] == ""
	}
	for _, d := range f.Documents {
		done[d.Kind] = true
	}
	// One received reference counts in place of an uploaded reference letter (docs/design.md §5).
	done[model.DocReference] = done[model.DocReference] || f.ReceivedReference
	done["presentation"] = f.Presentation.URL != "" && f.Presentation.Attested

	for _, section := range s.Disclosures.Sections() {
		done["disclosures."+section] = f.DisclosureStates[section] == model.DisclosureComplete
	}
	needsCard := s.workAuthorizationDeclared(f.ProfileAnswers)
	done["work_authorization"] = f.DisclosureStates["profile"] == model.DisclosureComplete && (!needsCard || validCard(f.Documents, now))

	prefs := f.Preferences
	done["preferences.gradeLevels"] = len(prefs.GradeLevels) > 0
	done["preferences.subjects"] = len(prefs.Subjects) > 0
	done["preferences.experienceSettings"] = len(prefs.ExperienceSettings) > 0
	done["preferences.skills"] = len(prefs.Skills) == 5

	c := completeness{missing: []string{}}
	for _, w := range strengthWeights {
		switch {
		case done[w.code]:
			c.strength += w.weight
		// The card is listed as missing only once the teacher said they hold a work authorization.
		case w.code != "work_authorization" || needsCard:
			c.missing = append(c.missing, w.code)
		}
	}
	return c
}

// validCard reports whether both sides of the work-authorization card are uploaded and the card
// has not expired.
func validCard(docs []model.Document, now time.Time) bool {
	today := now.Format(time.DateOnly)
	sides := 0
	for _, d := range docs {
		if (d.Kind == model.DocWorkAuthFront || d.Kind == model.DocWorkAuthBack) && d.ExpiresOn != nil && *d.ExpiresOn > today {
			sides++
		}
	}
	return sides == 2
}

// workAuthorizationDeclared reports whether the teacher's answers to the profile disclosures (nil:
// none saved) say they hold a U.S. work authorization, which then needs the card (and an SSN).
func (s *Service) workAuthorizationDeclared(answers map[string]any) bool {
	if answers == nil {
		return false
	}
	cards, _ := s.Disclosures.Documents(sectionProfile, answers) // the schema always has the profile section
	return len(cards) > 0
}
