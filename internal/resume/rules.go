package resume

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/teachbay/teachbay/internal/matching"
)

// missingSection names the sections the resume lacks, in sectionOrder.
func missingSection(d document) (Insight, bool) {
	var missing []string
	for _, s := range sectionOrder {
		if !d.sections[s] {
			missing = append(missing, s)
		}
	}
	return Insight{Code: codeMissingSection, Priority: priorityHigh, Items: missing}, len(missing) > 0
}

// floridaStatusPhrases say where a resume stands with Florida's certification: a Florida
// certificate, the state's Department of Education, or its statement of eligibility.
var floridaStatusPhrases = append([]string{"fldoe", "florida doe", "florida department of education",
	"statement of eligibility"}, certificationPhrases["florida"]...)

// floridaCertification asks a resume that is silent on Florida certification to state the
// teacher's status, as the profile gives it: the Florida certificates held (her disclosures'
// subjects, or the certificate her certification path records as issued), a statement of
// eligibility, another state's certificates, or none (then it must not claim one).
func floridaCertification(d document, t matching.Teacher) (Insight, bool) {
	if d.words.hasAny(floridaStatusPhrases) {
		return Insight{}, false
	}
	in := Insight{Code: codeFloridaCertification, Priority: priorityHigh}
	c := t.Certification
	switch {
	case len(c.Florida) > 0:
		in.Detail, in.Items = "held", slices.Clone(c.Florida)
	case c.PathCertificate:
		in.Detail = "pathCertificate"
	case c.EligibilityStatement:
		in.Detail = "eligibility"
	case len(c.OtherState) > 0:
		in.Detail, in.Items = "otherState", slices.Clone(c.OtherState)
	default:
		in.Detail = "none"
	}
	return in, true
}

const (
	// maxQuotes is how many lines noResults quotes, and maxQuoteChars how long a quote may be.
	maxQuotes     = 3
	maxQuoteChars = 80
	// statementWords is the fewest words of an experience line that says what the teacher did:
	// fewer is a title, a school or a list of courses.
	statementWords = 4
	// sentenceWords is the fewest words of an unbulleted line read as a statement.
	sentenceWords = 6
)

// noResults points out experience statements that show no result, when they are more than half
// of them: a line "has a result" if it holds a digit (a score, a percentage, a number of
// students). The statements are the bulleted lines and the sentences under experience headings,
// with their wrapped continuations.
func noResults(d document) (Insight, bool) {
	statements := experienceStatements(d.experience)
	var bare []string
	for _, s := range statements {
		if !strings.ContainsFunc(s, unicode.IsDigit) {
			bare = append(bare, s)
		}
	}
	if 2*len(bare) <= len(statements) {
		return Insight{}, false
	}
	quotes := make([]string, 0, maxQuotes)
	for _, s := range bare[:min(len(bare), maxQuotes)] {
		quotes = append(quotes, quote(s))
	}
	return Insight{Code: codeNoResults, Priority: priorityMedium, Items: quotes, Count: len(bare)}, true
}

// experienceStatements returns what the experience lines say the teacher did: the bulleted lines
// of statementWords words or more and the unbulleted sentences, each with the wrapped lines that
// continue it (a line beginning in lower case continues the one before).
func experienceStatements(lines []string) []string {
	var out []string
	open := false // the last line was a statement that may continue
	for _, line := range lines {
		body, bullet := cutBullet(line)
		r, _ := utf8.DecodeRuneInString(body)
		switch {
		case !bullet && open && unicode.IsLower(r):
			out[len(out)-1] += " " + body
		case bullet && len(strings.Fields(body)) >= statementWords, !bullet && sentenceLike(body, sentenceWords):
			out, open = append(out, body), true
		default:
			open = false
		}
	}
	return out
}

// quote shortens a line to maxQuoteChars characters at most, at the end of a word when it can,
// marking the cut.
func quote(s string) string {
	r := []rune(s)
	if len(r) <= maxQuoteChars {
		return s
	}
	cut := string(r[:maxQuoteChars])
	if i := strings.LastIndexByte(cut, ' '); i > 0 {
		return strings.TrimRight(cut[:i], " ,;:") + "…"
	}
	return string(r[:maxQuoteChars-1]) + "…"
}

// weakPhrases tell a duty or a part in someone else's work instead of what the teacher did and
// achieved ("Taught", "Raised", "Led" say more), in lower case.
var weakPhrases = []string{"responsible for", "helped", "assisted", "worked on", "duties included",
	"duties include", "tasked with", "involved in", "in charge of", "handled"}

// weakVerbs names the weak phrases the resume uses, anywhere, in weakPhrases' order, and counts
// how often it uses them.
func weakVerbs(d document) (Insight, bool) {
	in := Insight{Code: codeWeakVerbs, Priority: priorityMedium}
	for _, p := range weakPhrases {
		if n := d.words.count(p); n > 0 {
			in.Items, in.Count = append(in.Items, p), in.Count+n
		}
	}
	return in, in.Count > 0
}

const (
	// shortWords: under this many words a resume leaves out what a recruiter looks for (a
	// teacher's one-page resume is some 400 to 600 words).
	shortWords = 250
	// longWords: over this many words it runs past two pages, which recruiters skim.
	longWords = 1000
)

// length tells a resume that is too short or too long, with its word count.
func length(d document) (Insight, bool) {
	in := Insight{Code: codeLength, Priority: priorityLow, Count: d.wordCount}
	switch {
	case d.wordCount < shortWords:
		in.Detail = "short"
	case d.wordCount > longWords:
		in.Detail = "long"
	default:
		return Insight{}, false
	}
	return in, true
}
