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
	// best are the best limit so far, best first, equal scores in the index's order; with no
	// limit, every vacancy, sorted at the end.
	var best []scored
	before := func(a, b scored) int { return cmp.Or(cmp.Compare(b.score, a.score), cmp.Compare(a.i, b.i)) }
	keep := func(s scored) {
		switch {
		case limit == 0:
			best = append(best, s)
			return
		case len(best) == limit && before(s, best[limit-1]) > 0:
			return
		case len(best) == limit:
			best = best[:limit-1]
		}
		j, _ := slices.BinarySearchFunc(best, s, before)
		best = slices.Insert(best, j, s)
	}
	// Each part's partial is worked out once for the vacancies that share it (see part), but the
	// class's when the teacher's own subject is one the position may name.
	var fs []factor
	fullResume := resumeFactor(1)
	var partials [parts][]partial
	var known [parts][]bool
	for q := range parts {
		partials[q], known[q] = make([]partial, x.partCount[q]), make([]bool, x.partCount[q])
	}
	add := func(i int32) {
		var p partial
		for q := range parts {
			n := x.kindParts[x.kindOf[i]][q]
			if !known[q][n] || q == classPart && t.SubjectOther != "" {
				fs = partFactors(fs[:0], q, t, x.vacancy(i))
				partials[q][n], known[q][n] = partialOf(fs), true
			}
			p = p.plus(partials[q][n])
		}
		// A score grows with the resume's coverage: one that could not be among the best even
		// were the coverage full is not worked out.
		if limit > 0 && len(best) == limit && before(scored{i, p.with(fullResume)}, best[limit-1]) > 0 {
			return
		}
		keep(scored{i, p.with(resumeFactor(x.coverage(i, resume)))})
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
	if limit == 0 {
		slices.SortFunc(best, before)
	}
	// The reasons of the best only: scoring again is cheaper than keeping every vacancy's.
	matches := make([]Match, len(best))
	for j, s := range best {
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
