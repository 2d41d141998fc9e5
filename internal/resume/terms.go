package resume

import (
	"slices"

	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
)

// term is one of a vacancy's key terms: its code ("skill:iep_support"), the phrases that show a
// resume has it, and whether the teacher's profile supports it.
type term struct {
	code      string
	phrases   []string
	supported bool
}

// designationSettings are the experience settings a school's designation is a key term for.
var designationSettings = map[string]string{"title1": "title1", "dual_language": "dual_language",
	"ese_center": "inclusion"}

// vacancyTerms returns the vacancy's key terms, in this order: its subject, its grade level,
// each of its needs, the setting of its designation, Spanish (for a dual-language, Spanish or
// ESOL class) and a Florida certificate (when it requires one). A code without phrases (the
// subject "other", which only the position names) is no key term. Whether the profile supports
// a term depends on the profile alone, never on the resume.
func vacancyTerms(t matching.Teacher, v model.Vacancy) []term {
	var terms []term
	add := func(kind, code string, table map[string][]string, supported bool) {
		full := kind + ":" + code
		if phrases, ok := table[code]; ok && !slices.ContainsFunc(terms, func(x term) bool { return x.code == full }) {
			terms = append(terms, term{code: full, phrases: phrases, supported: supported})
		}
	}
	c := t.Certification
	add("subject", v.Subject, subjectPhrases, slices.Contains(t.Subjects, v.Subject) ||
		slices.Contains(c.Florida, v.Subject) || slices.Contains(c.OtherState, v.Subject))
	add("gradeLevel", v.EducationalLevel, gradeLevelPhrases, slices.Contains(t.GradeLevels, v.EducationalLevel))
	for _, n := range v.Needs {
		add("skill", n, skillPhrases, slices.Contains(t.Skills, n))
	}
	if s, ok := designationSettings[v.Designation]; ok {
		add("setting", s, settingPhrases, slices.Contains(t.ExperienceSettings, s))
	}
	if v.DualLanguage || v.Designation == "dual_language" || v.Subject == "spanish" || v.Subject == "esol" {
		add("language", "es", languagePhrases, slices.Contains(t.Languages, "es"))
	}
	if v.RequiredCertification == "florida" {
		add("certification", "florida", certificationPhrases, len(c.Florida) > 0 || c.PathCertificate)
	}
	return terms
}

// keyTerms returns the vacancy's key terms the resume lacks, split by whether the profile
// supports them: those to add (keyTermsSupported), and those to add only if they are true
// (keyTermsUnsupported). Degree titles do not count ("Bachelor of Science" is no science).
func keyTerms(d document, t matching.Teacher, v model.Vacancy) (supported, unsupported Insight) {
	supported = Insight{Code: codeKeyTermsSupported, Priority: priorityHigh}
	unsupported = Insight{Code: codeKeyTermsUnsupported, Priority: priorityLow}
	words := d.words
	if plain := withoutDegreeNames(d.words.words); len(plain) < len(words.words) {
		words = newWordIndex(plain)
	}
	for _, k := range vacancyTerms(t, v) {
		switch {
		case words.hasAny(k.phrases):
		case k.supported:
			supported.Items = append(supported.Items, k.code)
		default:
			unsupported.Items = append(unsupported.Items, k.code)
		}
	}
	return supported, unsupported
}
