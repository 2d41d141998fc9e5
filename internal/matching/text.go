package matching

import (
	"math"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"github.com/teachbay/teachbay/internal/model"
)

// bm25K1 is BM25's usual saturation: how fast a word's repeats stop counting.
const bm25K1 = 1.2

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
	return slices.DeleteFunc(fields, func(f string) bool { return !significant(f) })
}

// significant is whether a word can tell one text from another: not a stop word, not one letter.
func significant(w string) bool { return len(w) > 1 && !stopWords[w] }

// termCounts counts each word of a text.
func termCounts(text string) map[string]int {
	counts := map[string]int{}
	for _, w := range words(text) {
		counts[w]++
	}
	return counts
}

// vacancyText is what a vacancy says about the job: its title and description (what the board's
// search indexes too).
func vacancyText(v model.Vacancy) string {
	return v.Position + "\n" + v.Description
}

// Corpus holds how many vacancies of a collection use each word, which makes a word that few
// vacancies use weigh more than one that all use ("teacher", "students").
type Corpus struct {
	docs    int
	words   map[string]int32 // each word's number
	docFreq []int32          // by number
}

// NewCorpus counts the words of a collection of vacancies.
func NewCorpus(vs []model.Vacancy) *Corpus {
	c := &Corpus{docs: len(vs), words: map[string]int32{}}
	for _, v := range vs {
		for w := range termCounts(vacancyText(v)) {
			id, ok := c.words[w]
			if !ok {
				id = int32(len(c.docFreq))
				c.words[w] = id
				c.docFreq = append(c.docFreq, 0)
			}
			c.docFreq[id]++
		}
	}
	return c
}

// idf is BM25's inverse document frequency of a word, never negative.
func (c *Corpus) idf(word string) float64 {
	var n float64
	if id, ok := c.words[word]; ok {
		n = float64(c.docFreq[id])
	}
	return math.Log(1 + (float64(c.docs)-n+0.5)/(n+0.5))
}

// saturate is BM25's weight of a word said n times: 1 for once, never more than bm25K1 + 1.
func saturate(n int) float64 {
	tf := float64(n)
	return tf * (bm25K1 + 1) / (tf + bm25K1)
}
