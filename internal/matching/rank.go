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

// NewIndex prepares vacancies for ranking, their words weighed against the corpus.
func NewIndex(vs []model.Vacancy, c *Corpus) *Index {
	x := &Index{Corpus: c, vacancies: vs, texts: make([]map[string]int, len(vs))}
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
