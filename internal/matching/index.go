package matching

import (
	"bytes"
	"cmp"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/teachbay/teachbay/internal/model"
)

// Index is a collection of vacancies ready to be ranked for teachers: its corpus, the words of
// all its vacancies numbered once (the vocabulary), and each vacancy's words by number, so
// ranking compares numbers, not words. It keeps of each vacancy only what scores read
// (docs/design.md §9: a process of 150 MB holds the index of 50,000 open vacancies).
type Index struct {
	Corpus  *Corpus
	entries []entry
	// kindOf is the number of each entry's kind: apart from the entries, so that ranking reads
	// sixteen to a cache line (at 50,000 vacancies reading it from each entry was a third of
	// Rank's time).
	kindOf []int32
	// kinds are what vacancies alike in all that scores read but their words and position
	// share: their subject, level, designation, requirements and needs.
	kinds []kind
	// kindParts are the numbers of each kind's parts (see part), and partCount how many
	// different ones of each part the kinds have.
	kindParts [][parts]int32
	partCount [parts]int32
	// whole are the vacancies as NewIndex was given them, which Rank returns; nil in an index
	// built from streamed rows, whose matches carry what scores read only.
	whole     []model.Vacancy
	byID      map[string]int32
	bySubject map[string][]int32
	vocab     map[string]int32
	idf       []float64 // by word number: how rare the word is among vacancies
}

// entry is what an Index keeps of one vacancy.
type entry struct {
	id, position string  // the position, because a teacher's own subject ("other") may name it
	words        []int32 // its distinct words by number, in the words' order
	want         float64 // the sum of its words' idf
}

// kind is what scores read of a vacancy but its words and position.
type kind struct {
	subject, level, typ, designation, certification, workAuthorization string
	needs, philosophy                                                  []string
	minYears                                                           int32
	dualLanguage                                                       bool
}

// NewIndex prepares vacancies for ranking, their words read from their titles and descriptions
// and weighed against the corpus.
func NewIndex(vs []model.Vacancy, c *Corpus) *Index {
	b := &Builder{corpus: c}
	for _, v := range vs {
		b.Add(v, []byte(strings.Join(slices.Collect(maps.Keys(termCounts(vacancyText(v)))), " ")))
	}
	x := b.Index()
	x.whole = vs
	return x
}

// Builder builds an Index from vacancies given one at a time, as the database streams them: each
// word is numbered when it first comes, and nothing of a vacancy but its entry outlives Add.
// The corpus is the vacancies added.
type Builder struct {
	x      Index
	corpus *Corpus                 // the corpus the words are weighed against, when it is not the vacancies added
	kinds  map[string]int32        // a kind's number by its key (appendKind)
	parts  [parts]map[string]int32 // a part's number by its key (appendPart)
	key    []byte                  // the key of the vacancy being added
	codes  map[string]string       // the codes and positions the index holds, one copy of each (intern)
	words  []string                // by number
	freq   []int32                 // by number: how many of the vacancies added use the word
}

// Add adds a vacancy, which needs only the fields scores read (no description), and its distinct
// words separated by spaces, lower case and without accents (the words of the board's search).
// Words are read during the call only.
func (b *Builder) Add(v model.Vacancy, words []byte) {
	x := &b.x
	if x.vocab == nil {
		x.byID, x.bySubject, x.vocab, b.kinds, b.codes = map[string]int32{}, map[string][]int32{}, map[string]int32{}, map[string]int32{}, map[string]string{}
	}
	i := int32(len(x.entries))
	e := entry{id: v.ID, position: b.intern(v.Position), words: make([]int32, 0, bytes.Count(words, []byte(" "))+1)}
	b.key = appendKind(b.key[:0], v)
	k, ok := b.kinds[string(b.key)]
	if !ok {
		k = int32(len(x.kinds))
		b.kinds[string(b.key)] = k
		x.kinds, x.kindParts = append(x.kinds, b.kindOf(v)), append(x.kindParts, b.partsOf(v))
	}
	x.kindOf = append(x.kindOf, k)
	for w := range bytes.FieldsSeq(words) {
		id, ok := x.vocab[string(w)]
		if !ok {
			if !significant(string(w)) {
				continue
			}
			id = int32(len(b.words))
			b.words = append(b.words, string(w))
			b.freq = append(b.freq, 0)
			x.vocab[b.words[id]] = id
		}
		b.freq[id]++
		e.words = append(e.words, id)
	}
	// In the words' order, so a score never depends on the order they came in.
	slices.SortFunc(e.words, func(w1, w2 int32) int { return cmp.Compare(b.words[w1], b.words[w2]) })
	x.byID[v.ID] = i
	x.bySubject[v.Subject] = append(x.bySubject[v.Subject], i)
	x.entries = append(x.entries, e)
}

// appendKind appends to key what scores read of a vacancy but its words and position.
func appendKind(key []byte, v model.Vacancy) []byte {
	for q := range parts {
		key = append(appendPart(key, q, v), 2)
	}
	return key
}

// appendPart appends to key what the factors of the vacancy's part q read (partFactors).
func appendPart(key []byte, q part, v model.Vacancy) []byte {
	switch q {
	case classPart:
		key = appendCodes(key, v.Subject, v.EducationalLevel, v.RequiredCertification)
		return strconv.AppendInt(key, int64(v.MinYearsExperience), 10)
	case termsPart:
		return appendCodes(appendCodes(key, v.Type, v.WorkAuthorization), v.Needs...)
	}
	key = appendCodes(appendCodes(key, v.Designation, v.Subject), v.Philosophy...)
	return strconv.AppendBool(key, v.DualLanguage)
}

// appendCodes appends the codes to key, then where they end, so that two lists cannot run together.
func appendCodes(key []byte, codes ...string) []byte {
	for _, c := range codes {
		key = append(append(key, c...), 0)
	}
	return append(key, 1)
}

// intern returns the copy of s the index already holds, else s, which it then holds: codes and
// positions repeat from vacancy to vacancy (positions such as "Mathematics Teacher", a few
// hundred of them among the bench's 50,000 vacancies).
func (b *Builder) intern(s string) string {
	if c, ok := b.codes[s]; ok {
		return c
	}
	b.codes[s] = s
	return s
}

// kindOf is a new kind's vacancy: what scores read of v, its codes shared with the kinds before.
func (b *Builder) kindOf(v model.Vacancy) kind {
	code := b.intern
	k := kind{subject: code(v.Subject), level: code(v.EducationalLevel), typ: code(v.Type), designation: code(v.Designation),
		certification: code(v.RequiredCertification), workAuthorization: code(v.WorkAuthorization),
		minYears: int32(v.MinYearsExperience), dualLanguage: v.DualLanguage}
	codes := func(list []string) []string {
		if len(list) == 0 {
			return nil
		}
		out := make([]string, len(list))
		for j, c := range list {
			out[j] = code(c)
		}
		return out
	}
	k.needs, k.philosophy = codes(v.Needs), codes(v.Philosophy)
	return k
}

// partsOf numbers the parts of a new kind's vacancy, each numbered once for all kinds.
func (b *Builder) partsOf(v model.Vacancy) (numbers [parts]int32) {
	for q := range parts {
		if b.parts[q] == nil {
			b.parts[q] = map[string]int32{}
		}
		key := string(appendPart(nil, q, v))
		n, ok := b.parts[q][key]
		if !ok {
			n = b.x.partCount[q]
			b.parts[q][key] = n
			b.x.partCount[q]++
		}
		numbers[q] = n
	}
	return numbers
}

// Index returns the index of the vacancies added; the builder is not used again.
func (b *Builder) Index() *Index {
	// A copy, its lists cut to their length: neither the builder's maps of keys nor the
	// room the lists grew into stay in memory with the index (about 5 MB of 50,000 vacancies).
	x := b.x
	x.entries, x.kindOf, x.kinds, x.kindParts = slices.Clone(x.entries), slices.Clone(x.kindOf), slices.Clone(x.kinds), slices.Clone(x.kindParts)
	if x.vocab == nil {
		x.byID, x.bySubject, x.vocab = map[string]int32{}, map[string][]int32{}, map[string]int32{}
	}
	x.Corpus = b.corpus
	if x.Corpus == nil {
		x.Corpus = &Corpus{docs: len(x.entries), words: x.vocab, docFreq: b.freq}
	}
	x.idf = make([]float64, len(b.words))
	for id, w := range b.words {
		x.idf[id] = x.Corpus.idf(w)
	}
	for i := range x.entries {
		e := &x.entries[i]
		for _, id := range e.words {
			e.want += x.idf[id]
		}
	}
	return &x
}

// vacancy is the index's vacancy i: as NewIndex was given it, or what scores read of it.
func (x *Index) vacancy(i int32) model.Vacancy {
	if x.whole != nil {
		return x.whole[i]
	}
	e := &x.entries[i]
	k := &x.kinds[x.kindOf[i]]
	return model.Vacancy{ID: e.id, Position: e.position, Subject: k.subject, EducationalLevel: k.level, Type: k.typ,
		Designation: k.designation, RequiredCertification: k.certification, MinYearsExperience: int(k.minYears),
		Needs: k.needs, DualLanguage: k.dualLanguage, WorkAuthorization: k.workAuthorization, Philosophy: k.philosophy}
}

// resume is what each vocabulary word of a resume counts for: its count in the resume, saturated
// as in BM25, times how rare it is among vacancies (idf). Only the vacancies' words are counted,
// since no other word can count for one.
func (x *Index) resume(text string) []float64 {
	weighed := make([]float64, len(x.vocab))
	for w, n := range termCounts(text) {
		if id, ok := x.vocab[w]; ok {
			weighed[id] = x.idf[id] * saturate(n)
		}
	}
	return weighed
}

// coverage is the share of what the index's vacancy i says, each word weighed by how rare it is
// among vacancies (idf), that a resume also says: 0 when they share nothing distinctive, near 1
// when the resume speaks the vacancy's language throughout. resume is what each word of the
// resume counts for (Index.resume).
func (x *Index) coverage(i int32, resume []float64) float64 {
	e := &x.entries[i]
	if e.want == 0 {
		return 0
	}
	var have float64
	for _, id := range e.words {
		have += resume[id]
	}
	return min(1, have/e.want)
}
