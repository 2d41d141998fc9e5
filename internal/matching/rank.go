package matching

import (
	"cmp"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/teachbay/teachbay/internal/model"
)

// Index is a collection of vacancies ready to be ranked for teachers: its corpus, the words of
// all its vacancies numbered once (the vocabulary), and each vacancy's words by number with
// their weights, so ranking compares numbers, not words.
type Index struct {
	Corpus    *Corpus
	vacancies []model.Vacancy
	byID      map[string]int
	bySubject map[string][]int
	// kinds number the vacancies alike in all that scores read but their words and position
	// (subject, level, designation, requirements, needs): kind[i] is vacancy i's.
	kind  []int32
	kinds int
	vocab map[string]int32
	texts []weighedText
}

// NewIndex prepares vacancies for ranking, their words read from their titles and descriptions
// and weighed against the corpus.
func NewIndex(vs []model.Vacancy, c *Corpus) *Index {
	words := make([][]string, len(vs))
	for i, v := range vs {
		words[i] = slices.Collect(maps.Keys(termCounts(vacancyText(v))))
	}
	return build(vs, words, c)
}

// IndexOf prepares vacancies whose words were read elsewhere (the words of the database's search
// index, lower case and without accents): words[i] are the distinct words of vs[i]. The corpus
// is these vacancies. A vacancy needs only the fields scores read: no description.
func IndexOf(vs []model.Vacancy, words [][]string) *Index {
	c := &Corpus{docs: len(vs), docFreq: map[string]int{}}
	for i, ws := range words {
		words[i] = slices.DeleteFunc(ws, func(w string) bool { return !significant(w) })
		for _, w := range words[i] {
			c.docFreq[w]++
		}
	}
	return build(vs, words, c)
}

func build(vs []model.Vacancy, words [][]string, c *Corpus) *Index {
	x := &Index{Corpus: c, vacancies: vs, byID: make(map[string]int, len(vs)), bySubject: map[string][]int{},
		vocab: map[string]int32{}, texts: make([]weighedText, len(vs)), kind: make([]int32, len(vs))}
	kinds := map[string]int32{}
	for i, ws := range words {
		x.byID[vs[i].ID] = i
		x.kind[i] = intern(kinds, kindOf(vs[i]))
		x.bySubject[vs[i].Subject] = append(x.bySubject[vs[i].Subject], i)
		// In a fixed order, so a score never depends on the order of a map.
		slices.Sort(ws)
		t := weighedText{ids: make([]int32, len(ws)), idfs: make([]float64, len(ws))}
		for j, w := range ws {
			t.ids[j], t.idfs[j] = intern(x.vocab, w), c.idf(w)
			t.want += t.idfs[j]
		}
		x.texts[i] = t
	}
	x.kinds = len(kinds)
	return x
}

// intern returns the number of key in numbers, numbering it next when it is new.
func intern(numbers map[string]int32, key string) int32 {
	n, ok := numbers[key]
	if !ok {
		n = int32(len(numbers))
		numbers[key] = n
	}
	return n
}

// kindOf is what scores read of a vacancy but its words and position, as one string.
func kindOf(v model.Vacancy) string {
	return strings.Join(append([]string{v.Subject, v.EducationalLevel, v.Type, v.Designation, v.RequiredCertification,
		strconv.Itoa(v.MinYearsExperience), strconv.FormatBool(v.DualLanguage)}, v.Needs...), "\x00")
}

// resume is each vocabulary word's count in a resume, saturated: the words of the vacancies
// only, since no other word can count for one.
func (x *Index) resume(text string) []float64 {
	tf := make([]float64, len(x.vocab))
	for w, n := range termCounts(text) {
		if id, ok := x.vocab[w]; ok {
			tf[id] = saturate(n)
		}
	}
	return tf
}

// Match is a vacancy scored for a teacher.
type Match struct {
	Vacancy model.Vacancy
	Result
}

// Rank scores the vacancies of the index for the teacher, those of the given subjects only
// unless subjects is nil, and returns the best limit of them (every one when limit is 0), best
// first; equal scores keep the index's order.
func (x *Index) Rank(t Teacher, limit int, subjects []string) []Match {
	resume := x.resume(t.ResumeText)
	type scored struct{ i, score int }
	var all []scored
	var fs []factor // reused: most vacancies need only their score
	partialAt := func(i int) partial {
		fs = factors(fs[:0], t, x.vacancies[i])
		return partialOf(fs)
	}
	// Vacancies of one kind differ only in their words, unless the teacher's own subject is one
	// the position may name: their partial scores are worked out once.
	var partials []partial
	var known []bool
	if t.SubjectOther == "" {
		partials, known = make([]partial, x.kinds), make([]bool, x.kinds)
	}
	add := func(i int) {
		var p partial
		if partials == nil {
			p = partialAt(i)
		} else {
			k := x.kind[i]
			if !known[k] {
				partials[k], known[k] = partialAt(i), true
			}
			p = partials[k]
		}
		all = append(all, scored{i, p.with(resumeFactor(x.texts[i].coverage(resume)))})
	}
	if subjects == nil {
		for i := range x.vacancies {
			add(i)
		}
	}
	for _, subject := range subjects {
		for _, i := range x.bySubject[subject] {
			add(i)
		}
	}
	slices.SortFunc(all, func(a, b scored) int { return cmp.Or(cmp.Compare(b.score, a.score), cmp.Compare(a.i, b.i)) })
	if limit > 0 && len(all) > limit {
		all = all[:limit]
	}
	// The reasons of the best only: scoring again is cheaper than keeping every vacancy's.
	matches := make([]Match, len(all))
	for j, s := range all {
		v := x.vacancies[s.i]
		matches[j] = Match{Vacancy: v, Result: score(t, v, x.texts[s.i].coverage(resume))}
	}
	return matches
}

// Score rates the teacher for the index's vacancy with the id; found is false when the index
// does not hold it.
func (x *Index) Score(t Teacher, id string) (r Result, found bool) {
	i, found := x.byID[id]
	if !found {
		return Result{}, false
	}
	return score(t, x.vacancies[i], x.texts[i].coverage(x.resume(t.ResumeText))), true
}

// CandidateSubjects are the vacancy subjects a teacher can fit at all: theirs, the related ones,
// and for an elementary generalist the core subjects of an elementary class. Vacancies of other
// subjects score at most subjectGate of a full score, below any of these.
func CandidateSubjects(t Teacher) []string {
	var out []string
	for _, subject := range model.OptionCodes().Subjects {
		for _, s := range t.Subjects {
			if subjectFit(s, subject, "elementary") > 0 && !slices.Contains(out, subject) {
				out = append(out, subject)
			}
		}
	}
	if t.SubjectOther != "" && !slices.Contains(out, "other") {
		out = append(out, "other")
	}
	return out
}

// Set is teachers and vacancies to rank, as `teachbay matching rank` reads them.
type Set struct {
	Teachers  []Teacher       `json:"teachers"`
	Vacancies []model.Vacancy `json:"vacancies"`
}

// Ranked is one vacancy's place in a teacher's ranking.
type Ranked struct {
	VacancyID string `json:"vacancyId"`
	Score     int    `json:"score"`
}

// Rankings ranks every vacancy of the set for each teacher, best first: teacher id → ranking.
func Rankings(set Set) map[string][]Ranked {
	x := NewIndex(set.Vacancies, NewCorpus(set.Vacancies))
	out := make(map[string][]Ranked, len(set.Teachers))
	for _, t := range set.Teachers {
		matches := x.Rank(t, 0, nil)
		ranked := make([]Ranked, len(matches))
		for i, m := range matches {
			ranked[i] = Ranked{VacancyID: m.Vacancy.ID, Score: m.Score}
		}
		out[t.ID] = ranked
	}
	return out
}
