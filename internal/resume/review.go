package resume

import (
	"slices"
	"time"

	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
)

// Insight is one suggestion of a review. It is model.Insight itself, so that the service stores
// what Review returns as it is.
type Insight = model.Insight

// Insight codes (the web app words them) and their priorities: 1 high, 2 medium, 3 low.
const (
	codeMissingSection       = "missingSection"
	codeFloridaCertification = "floridaCertification"
	codeNoResults            = "noResults"
	codeWeakVerbs            = "weakVerbs"
	codeLength               = "length"
	codeDates                = "dates"
	codeKeyTermsSupported    = "keyTermsSupported"
	codeKeyTermsUnsupported  = "keyTermsUnsupported"

	priorityHigh   = 1
	priorityMedium = 2
	priorityLow    = 3
)

// Review returns suggestions for improving a resume's text for vacancy v, given what the
// teacher's own profile says (t.ResumeText is ignored: text is read instead). They come by
// priority, high first, and in a fixed order inside a priority. It never suggests adding
// something the profile does not support: the vacancy's terms the profile lacks are only named
// as such. A clean, complete resume gets an empty list (not nil).
func Review(text string, t matching.Teacher, v model.Vacancy) []Insight {
	return review(text, t, v, time.Now().Year())
}

// review is Review in a given year, which is what "present" means in the resume's dates.
func review(text string, t matching.Teacher, v model.Vacancy, year int) []Insight {
	d := parse(text)
	out := []Insight{}
	add := func(in Insight, ok bool) {
		if ok {
			out = append(out, in)
		}
	}
	add(missingSection(d))
	add(floridaCertification(d, t))
	add(noResults(d))
	add(weakVerbs(d))
	add(length(d))
	add(dates(d, year))
	supported, unsupported := keyTerms(d, t, v)
	add(supported, len(supported.Items) > 0)
	add(unsupported, len(unsupported.Items) > 0)
	slices.SortStableFunc(out, func(a, b Insight) int { return a.Priority - b.Priority })
	return out
}
