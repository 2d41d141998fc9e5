package matching

import (
	"math"
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"github.com/teachbay/teachbay/internal/model"
)

// BM25's usual constants: how fast repeated words stop counting, and how much a long text is
// discounted.
const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

// stopWords are English words too common in any job text to tell one from another.
var stopWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a an and are as at be by for from has have in is it its of on or our that the
		their this to we will with you your who all can more than also into over per while be been who which about`) {
		stopWords[w] = true
	}
}

var stripMarks = runes.Remove(runes.In(unicode.Mn))

// words splits a text into lower-case words without accents ("Matemáticas" → "matematicas"),
// dropping stop words and one-letter words.
func words(text string) []string {
	plain, _, err := transform.String(transform.Chain(norm.NFD, stripMarks, norm.NFC), text)
	if err != nil {
		plain = text
	}
	fields := strings.FieldsFunc(strings.ToLower(plain), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	out := fields[:0]
	for _, f := range fields {
		if len(f) > 1 && !stopWords[f] {
			out = append(out, f)
		}
	}
	return out
}

// termCounts counts each word of a text.
func termCounts(text string) (map[string]int, int) {
	counts := map[string]int{}
	ws := words(text)
	for _, w := range ws {
		counts[w]++
	}
	return counts, len(ws)
}

// vacancyText is what a vacancy says about the job: its title, description and requirements.
func vacancyText(v model.Vacancy) string {
	return v.Position + "\n" + v.Description + "\n" + v.Requirements
}

// Corpus holds how many vacancies of a collection use each word, which makes a word that few
// vacancies use weigh more than one that all use ("teacher", "students").
type Corpus struct {
	docs      int
	docFreq   map[string]int
	avgLength float64
}

// NewCorpus counts the words of a collection of vacancies.
func NewCorpus(vs []model.Vacancy) *Corpus {
	c := &Corpus{docs: len(vs), docFreq: map[string]int{}}
	total := 0
	for _, v := range vs {
		counts, n := termCounts(vacancyText(v))
		total += n
		for w := range counts {
			c.docFreq[w]++
		}
	}
	if len(vs) > 0 {
		c.avgLength = float64(total) / float64(len(vs))
	}
	return c
}

// idf is BM25's inverse document frequency of a word, never negative.
func (c *Corpus) idf(word string) float64 {
	n := float64(c.docFreq[word])
	return math.Log(1 + (float64(c.docs)-n+0.5)/(n+0.5))
}

// bm25 scores a document (its word counts and length) for a query's words.
func (c *Corpus) bm25(query map[string]int, doc map[string]int, length int) float64 {
	score := 0.0
	avg := max(c.avgLength, 1)
	for w := range query {
		tf := float64(doc[w])
		if tf == 0 {
			continue
		}
		score += c.idf(w) * tf * (bm25K1 + 1) / (tf + bm25K1*(1-bm25B+bm25B*float64(length)/avg))
	}
	return score
}

// coverage is the share of what a vacancy's text says, each word weighed by how rare it is among
// vacancies, that a resume also says, a word's count saturating as in BM25: 0 when they share
// nothing distinctive, near 1 when the resume speaks the vacancy's language throughout.
func (c *Corpus) coverage(vacancy, resume map[string]int) float64 {
	var have, want float64
	for w := range vacancy {
		idf := c.idf(w)
		want += idf
		if tf := float64(resume[w]); tf > 0 {
			have += idf * tf * (bm25K1 + 1) / (tf + bm25K1)
		}
	}
	if want == 0 {
		return 0
	}
	return min(1, have/want)
}
