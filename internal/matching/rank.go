package matching

import (
	"cmp"
	"slices"

	"github.com/teachbay/teachbay/internal/model"
)

// Index is a collection of vacancies ready to be ranked for teachers: its corpus, and each
// vacancy's words counted once.
type Index struct {
	Corpus    *Corpus
	vacancies []model.Vacancy
	texts     []map[string]int
}

// NewIndex prepares vacancies for ranking.
func NewIndex(vs []model.Vacancy) *Index {
	x := &Index{Corpus: NewCorpus(vs), vacancies: vs, texts: make([]map[string]int, len(vs))}
	for i, v := range vs {
		x.texts[i] = termCounts(vacancyText(v))
	}
	return x
}

// Match is a vacancy scored for a teacher.
type Match struct {
	Vacancy model.Vacancy
	Result
}

// Rank scores every vacancy of the index for the teacher and returns the best limit of them
// (every one when limit is 0), best first; equal scores keep the index's order.
func (x *Index) Rank(t Teacher, limit int) []Match {
	resume := termCounts(t.ResumeText)
	matches := make([]Match, len(x.vacancies))
	for i, v := range x.vacancies {
		matches[i] = Match{Vacancy: v, Result: score(t, resume, v, x.texts[i], x.Corpus)}
	}
	slices.SortStableFunc(matches, func(a, b Match) int { return cmp.Compare(b.Score, a.Score) })
	if limit > 0 && len(matches) > limit {
		matches = matches[:limit]
	}
	return matches
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
	x := NewIndex(set.Vacancies)
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
