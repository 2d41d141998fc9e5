package matching

import (
	"cmp"
	"slices"

	"github.com/teachbay/teachbay/internal/model"
)

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
	type scored struct {
		i     int32
		score int
	}
	var all []scored
	var fs []factor // reused: most vacancies need only their score
	partialAt := func(i int32) partial {
		fs = factors(fs[:0], t, x.vacancy(i))
		return partialOf(fs)
	}
	// Vacancies of one kind differ only in their words, unless the teacher's own subject is one
	// the position may name: their partial scores are worked out once.
	var partials []partial
	var known []bool
	if t.SubjectOther == "" {
		partials, known = make([]partial, len(x.kinds)), make([]bool, len(x.kinds))
	}
	add := func(i int32) {
		var p partial
		if partials == nil {
			p = partialAt(i)
		} else {
			k := x.entries[i].kind
			if !known[k] {
				partials[k], known[k] = partialAt(i), true
			}
			p = partials[k]
		}
		all = append(all, scored{i, p.with(resumeFactor(x.coverage(i, resume)))})
	}
	if subjects == nil {
		for i := range int32(len(x.entries)) {
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
		v := x.vacancy(s.i)
		matches[j] = Match{Vacancy: v, Result: score(t, v, x.coverage(s.i, resume))}
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
	return score(t, x.vacancy(i), x.coverage(i, x.resume(t.ResumeText))), true
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
