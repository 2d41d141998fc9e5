package resume

import (
	"maps"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
)

// TestEveryOptionHasPhrases: every subject, grade level, skill and experience setting a vacancy
// or a profile may name has the words that show a resume has it (but "other", which only a
// position names), written as the review splits words, none of them redundant; no phrase table
// names an unknown code, and each heading name opens one section.
func TestEveryOptionHasPhrases(t *testing.T) {
	t.Parallel()
	o := model.OptionCodes()
	tables := []struct {
		kind  string
		codes []string
		table map[string][]string
	}{
		{"subject", slices.DeleteFunc(o.Subjects, func(s string) bool { return s == "other" }), subjectPhrases},
		{"gradeLevel", o.GradeLevels, gradeLevelPhrases},
		{"skill", o.Skills, skillPhrases},
		{"setting", o.ExperienceSettings, settingPhrases},
		{"language", []string{"es"}, languagePhrases},
		{"certification", []string{"florida"}, certificationPhrases},
	}
	for _, tc := range tables {
		if got := slices.Sorted(maps.Keys(tc.table)); !reflect.DeepEqual(got, slices.Sorted(slices.Values(tc.codes))) {
			t.Errorf("%s phrases for %v, want %v", tc.kind, got, tc.codes)
		}
		for code, phrases := range tc.table {
			for _, p := range phrases {
				if strings.Join(tokens(p), " ") != p {
					t.Errorf("%s:%s phrase %q is not as the review splits words", tc.kind, code, p)
				}
				// A phrase inside another of the term's ("reading" in "guided reading") makes it useless.
				for _, q := range phrases {
					if q != p && strings.Contains(" "+p+" ", " "+q+" ") {
						t.Errorf("%s:%s phrase %q already has %q", tc.kind, code, p, q)
					}
				}
			}
		}
	}
	for d, s := range designationSettings {
		if !slices.Contains(o.Designations, d) || settingPhrases[s] == nil {
			t.Errorf("designation %s → setting %s", d, s)
		}
	}
	seen := map[string]string{}
	for section, names := range headingNames {
		for _, n := range names {
			if other, dup := seen[n]; dup || strings.Join(tokens(n), " ") != n {
				t.Errorf("heading %q of %s (also %s)", n, section, other)
			}
			seen[n] = section
		}
	}
}

// supports is what the contract says a profile supports, written apart from terms.go.
func supports(t matching.Teacher, term string) bool {
	kind, code, _ := strings.Cut(term, ":")
	c := t.Certification
	switch kind {
	case "subject":
		return slices.Contains(t.Subjects, code) || slices.Contains(c.Florida, code) || slices.Contains(c.OtherState, code)
	case "gradeLevel":
		return slices.Contains(t.GradeLevels, code)
	case "skill":
		return slices.Contains(t.Skills, code)
	case "setting":
		return slices.Contains(t.ExperienceSettings, code)
	case "language":
		return slices.Contains(t.Languages, code)
	case "certification":
		return len(c.Florida) > 0
	}
	return false
}

// TestTheResumeNeverMakesATermSupported reviews random profiles, vacancies and resumes (made of
// every phrase the review knows, so that any term may seem present): a term to add is one the
// profile supports, a term to add only if true one it does not, and no other suggestion names a
// term.
func TestTheResumeNeverMakesATermSupported(t *testing.T) {
	t.Parallel()
	o := model.OptionCodes()
	var phrases []string
	for _, table := range []map[string][]string{subjectPhrases, gradeLevelPhrases, skillPhrases, settingPhrases,
		languagePhrases, certificationPhrases} {
		for _, code := range slices.Sorted(maps.Keys(table)) {
			phrases = append(phrases, table[code]...)
		}
	}
	r := rand.New(rand.NewPCG(13, 13))
	some := func(from []string, most int) []string {
		out := slices.Clone(from)
		r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
		return out[:r.IntN(most+1)]
	}
	for range 300 {
		teacher := matching.Teacher{Subjects: some(o.Subjects, 3), GradeLevels: some(o.GradeLevels, 2),
			Skills: some(o.Skills, 5), ExperienceSettings: some(o.ExperienceSettings, 4),
			Languages: some([]string{"en", "es", "tl"}, 3),
			Certification: matching.Certification{Florida: some(o.Subjects, 1), OtherState: some(o.Subjects, 1),
				EligibilityStatement: r.IntN(2) == 0}}
		one := func(from []string) string { return from[r.IntN(len(from))] }
		v := model.Vacancy{Subject: one(o.Subjects), EducationalLevel: one(o.GradeLevels), Designation: one(o.Designations),
			Needs: some(o.Skills, 4), DualLanguage: r.IntN(3) == 0, RequiredCertification: one(model.RequiredCertifications)}
		text := strings.Join(some(phrases, 60), "\n")
		for _, in := range review(text, teacher, v, thisYear) {
			for _, item := range in.Items {
				term := strings.Contains(item, ":")
				switch {
				case in.Code == "keyTermsSupported" && !supports(teacher, item),
					in.Code == "keyTermsUnsupported" && supports(teacher, item),
					in.Code != "keyTermsSupported" && in.Code != "keyTermsUnsupported" && term:
					t.Fatalf("%s names %s\nprofile %+v\nvacancy %+v", in.Code, item, teacher, v)
				}
			}
		}
	}
}
