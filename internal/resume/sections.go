package resume

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// document is what the rules read of a resume.
type document struct {
	words     wordIndex       // every word, in order
	wordCount int             // words as a reader counts them
	sections  map[string]bool // the sections found (sectionOrder's codes)
	// experience are the lines under experience headings, trimmed, blank lines left out.
	experience []string
}

// sectionOrder are the sections a resume should have, in the order missingSection names them.
var sectionOrder = []string{"contact", "summary", "experience", "education", "certification", "skills"}

const (
	// maxHeadingChars is the longest line read as a heading (or heading label before a colon).
	maxHeadingChars = 60
	// openingWords: a line of this many words or more before the first heading, a sentence rather
	// than a name or an address, is an untitled summary.
	openingWords = 12
)

var (
	emailPattern = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`)
	// phonePattern: an international number (+63 917 555 0142), a North American one
	// ((813) 555-0142, 813.555.0142) or a Philippine mobile one (0917 555 0142).
	phonePattern = regexp.MustCompile(`\+\d[\d\s().-]{8,16}\d|` +
		`\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|` +
		`\b09\d{2}[\s.-]?\d{3}[\s.-]?\d{4}\b`)
)

// parse reads a resume's text line by line: its headings, what lies under its experience
// headings, and whether it gives an e-mail address or a phone number.
func parse(text string) document {
	d := document{words: newWordIndex(tokens(text)), wordCount: countWords(text), sections: map[string]bool{}}
	d.sections["contact"] = emailPattern.MatchString(text) || phonePattern.MatchString(text)
	inExperience, headed := false, false
	for _, raw := range strings.Split(text, "\n") {
		line := strings.TrimSpace(raw)
		if line == "" {
			continue
		}
		if names, rest, ok := heading(line); ok {
			for _, n := range names {
				d.sections[n] = true
			}
			// "Skills: ..." is a section of one line; a heading alone opens the lines below it.
			if rest == "" {
				inExperience, headed = slices.Contains(names, "experience"), true
			}
			continue
		}
		if inExperience {
			d.experience = append(d.experience, line)
		}
		if !headed && sentenceLike(line, openingWords) {
			d.sections["summary"] = true
		}
	}
	return d
}

// heading returns the sections a line opens when it is a heading: a heading name alone or
// before a colon ("Skills: lesson planning, ..."), or several joined by "and", "&", "/", "|" or
// commas ("EDUCATION & CERTIFICATIONS"), in any case. rest is what follows the colon. Other
// short lines, such as a job title in capitals, are not headings: they belong to the section
// they are in. A bulleted line is never a heading.
func heading(line string) (sections []string, rest string, ok bool) {
	if _, bullet := cutBullet(line); bullet {
		return nil, "", false
	}
	label, rest, _ := strings.Cut(line, ":")
	if len(label) > maxHeadingChars {
		return nil, "", false
	}
	words := tokens(headingJoins.Replace(label))
	if s, known := headingSection(strings.Join(words, " ")); known {
		return []string{s}, strings.TrimSpace(rest), true
	}
	var part []string
	for _, w := range append(words, "and") {
		if w != "and" {
			part = append(part, w)
			continue
		}
		if len(part) == 0 {
			continue
		}
		s, known := headingSection(strings.Join(part, " "))
		if !known {
			return nil, "", false
		}
		sections, part = append(sections, s), part[:0]
	}
	return sections, strings.TrimSpace(rest), len(sections) > 0
}

// headingJoins makes the signs that join the names of a combined heading read "and".
var headingJoins = strings.NewReplacer("&", " and ", "/", " and ", "|", " and ", ",", " and ", "+", " and ")

// bulletMarks are the characters that open a bulleted line.
const bulletMarks = "-•*▪◦●·‣○–—►✓"

// cutBullet returns a line without its bullet mark, and whether it had one.
func cutBullet(line string) (string, bool) {
	r, size := utf8.DecodeRuneInString(line)
	if !strings.ContainsRune(bulletMarks, r) {
		return line, false
	}
	return strings.TrimSpace(line[size:]), true
}

// sentenceLike tells whether a line reads as a sentence of at least minWords words: at least
// half of its words that begin with a letter begin with a lower-case one. Names, titles and addresses
// ("Rizal National High School, Pasig City") are capitalised throughout.
func sentenceLike(line string, minWords int) bool {
	fields := strings.Fields(line)
	if len(fields) < minWords {
		return false
	}
	lettered, lower := 0, 0
	for _, f := range fields {
		r, _ := utf8.DecodeRuneInString(f)
		if unicode.IsLetter(r) {
			lettered++
			if unicode.IsLower(r) {
				lower++
			}
		}
	}
	return lettered > 0 && 2*lower >= lettered
}

// countWords counts the words of a text as a reader does: what spaces separate, if it has a
// letter or a digit (not a lone bullet or dash).
func countWords(text string) int {
	n := 0
	for _, f := range strings.Fields(text) {
		if strings.ContainsFunc(f, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
			n++
		}
	}
	return n
}
