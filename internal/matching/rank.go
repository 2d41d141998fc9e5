package matching

import (
	"cmp"
	"maps"
	"slices"

	"github.com/teachbay/teachbay/internal/model"
)

// Index is a collection of vacancies ready to be ranked for teachers: its corpus, the words of
// all its vacancies numbered once (the vocabulary), and each vacancy's words by number with
// their weights, so ranking compares numbers, not words.
type Index struct {
	Corpus    *Corpus
	vacancies []model.Vacancy
	vocab     map[string]int32
	texts     []weighedText
}

// NewIndex prepares vacancies for ranking, their words weighed against the corpus.
func NewIndex(vs []model.Vacancy, c *Corpus) *Index {
	x := &Index{Corpus: c, vacancies: vs, vocab: map[string]int32{}, texts: make([]weighedText, len(vs))}
	for i, v := range vs {
		counts := termCounts(vacancyText(v))
		// In a fixed order, so a score never depends on the order of a map.
		ws := slices.Sorted(maps.Keys(counts))
		t := weighedText{ids: make([]int32, len(ws)), idfs: make([]float64, len(ws))}
		for j, w := range ws {
			id, ok := x.vocab[w]
			if !ok {
				id = int32(len(x.vocab))
				x.vocab[w] = id
			}
			t.ids[j], t.idfs[j] = id, c.idf(w)
			t.want += t.idfs[j]
		}
		x.texts[i] = t
	}
	return x
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

// Rank scores every vacancy of the index for the teacher and returns the best limit of them
// (every one when limit is 0), best first; equal scores keep the index's order.
func (x *Index) Rank(t Teacher, limit int) []Match {
	resume := x.resume(t.ResumeText)
	type scored struct{ i, score int }
	all := make([]scored, len(x.vacancies))
	var fs []factor // reused: most vacancies need only their score
	for i, v := range x.vacancies {
		fs = factors(fs[:0], t, v, x.texts[i].coverage(resume))
		all[i] = scored{i, total(fs)}
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
		matches := x.Rank(t, 0)
		ranked := make([]Ranked, len(matches))
		for i, m := range matches {
			ranked[i] = Ranked{VacancyID: m.Vacancy.ID, Score: m.Score}
		}
		out[t.ID] = ranked
	}
	return out
}
