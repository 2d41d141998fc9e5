package resume

import (
	"slices"
	"strings"
	"unicode"
)

// tokens splits text into lower-case words of letters and digits; everything else separates
// them, so "K-12" is "k 12", "Title I" is "title i" and "IEPs." is "ieps". Phrases are split the
// same way, which makes matching them case-insensitive and bounded by whole words.
func tokens(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// wordIndex finds phrases in a text: its words, and where each word occurs.
type wordIndex struct {
	words []string
	at    map[string][]int
}

func newWordIndex(words []string) wordIndex {
	at := make(map[string][]int, len(words))
	for i, w := range words {
		at[w] = append(at[w], i)
	}
	return wordIndex{words: words, at: at}
}

// count returns how many times the phrase's words occur in a row.
func (x wordIndex) count(phrase string) int {
	p := tokens(phrase)
	if len(p) == 0 {
		return 0
	}
	n := 0
	for _, i := range x.at[p[0]] {
		if i+len(p) <= len(x.words) && slices.Equal(x.words[i:i+len(p)], p) {
			n++
		}
	}
	return n
}

// hasAny tells whether any of the phrases occurs.
func (x wordIndex) hasAny(phrases []string) bool {
	return slices.ContainsFunc(phrases, func(p string) bool { return x.count(p) > 0 })
}

// degreeNames are degree titles whose words say nothing about what their holder teaches: every
// "Bachelor of Science in Secondary Education" would otherwise read as science.
var degreeNames = [][]string{
	{"bachelor", "of", "science"}, {"master", "of", "science"}, {"associate", "of", "science"},
	{"doctor", "of", "science"},
}

// withoutDegreeNames returns the words with the words of degree titles left out.
func withoutDegreeNames(words []string) []string {
	out := make([]string, 0, len(words))
	for i := 0; i < len(words); {
		if n := degreeNameAt(words[i:]); n > 0 {
			i += n
			continue
		}
		out = append(out, words[i])
		i++
	}
	return out
}

// degreeNameAt returns how many words a degree title that the words begin with has, or 0.
func degreeNameAt(words []string) int {
	for _, d := range degreeNames {
		if len(d) <= len(words) && slices.Equal(words[:len(d)], d) {
			return len(d)
		}
	}
	return 0
}
