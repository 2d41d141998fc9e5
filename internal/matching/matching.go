// Package matching scores how well a teacher fits a vacancy, from 0 to 100, with the reasons: what
// matched and what is missing. It is pure: no I/O, the same answer for the same input.
//
// Its input is a plain description of a teacher (Teacher) and a vacancy as the API shows it
// (model.Vacancy). Nothing else about a person reaches it: not their name, gender, date of birth,
// country, photo, self-identification or disclosures (docs/design.md §6), but for one answer of
// the profile questions, whether they need a visa sponsored, which decides whether a job open only
// to those already authorized to work could hire them at all.
package matching

import (
	"slices"

	"github.com/teachbay/teachbay/internal/model"
)

// Teacher is what matching knows of a teacher (docs/design.md §5, a completed profile).
type Teacher struct {
	ID                 string        `json:"id"`
	GradeLevels        []string      `json:"gradeLevels"`
	Subjects           []string      `json:"subjects"`
	SubjectOther       string        `json:"subjectOther"`
	ExperienceSettings []string      `json:"experienceSettings"`
	Skills             []string      `json:"skills"` // five, strongest first
	Certification      Certification `json:"certification"`
	YearsExperience    int           `json:"yearsExperience"`
	Languages          []string      `json:"languages"` // ISO 639-1
	JobTypes           []string      `json:"jobTypes"`  // the vacancy types wanted; none: any
	ResumeText         string        `json:"resumeText"`
	// NeedsSponsorship is the teacher's answer that she needs a visa sponsored to work in the U.S.
	NeedsSponsorship bool `json:"needsSponsorship"`
	// Values are the school philosophies she does her best work in (0-3 codes).
	Values []string `json:"values"`
}

// Certification is what the teacher is certified to teach: the subjects of their Florida
// certificates, of other states' certificates, and whether they hold a Florida statement of
// eligibility; and what their certification path says (docs/api.md "Know before you go"):
// whether a Florida certificate is issued, of a subject it does not name, and the subjects whose
// subject area exams they passed.
type Certification struct {
	Florida              []string `json:"florida"`
	OtherState           []string `json:"otherState"`
	EligibilityStatement bool     `json:"eligibilityStatement"`
	PathCertificate      bool     `json:"pathCertificate"`
	ExamSubjects         []string `json:"examSubjects"`
}

// Factors of a score, as the reasons name them.
const (
	FactorSubject       = "subject"
	FactorGradeLevel    = "gradeLevel"
	FactorCertification = "certification"
	FactorExperience    = "experience"
	FactorSkills        = "skills"
	FactorSetting       = "setting"
	FactorLanguage      = "language"
	FactorResume        = "resume"
	FactorJobType       = "jobType"
	FactorEligibility   = "eligibility"
	FactorCulture       = "culture"
)

// weights are each factor's share of a score when it applies; a factor that does not apply to a
// vacancy (no needs listed, no language asked for) leaves the others to share the whole.
var weights = map[string]float64{
	// What the teacher teaches is what a recruiter reads first; it also gates the rest (subjectGate).
	FactorSubject: 30,
	// The grade levels: a high school teacher in a middle school is plausible, in first grade not.
	FactorGradeLevel: 16,
	// Whether the teacher may legally teach the class soon: Florida checks certification first.
	FactorCertification: 14,
	// Years against the vacancy's minimum.
	FactorExperience: 10,
	// The teacher's five ranked skills against the school's needs, the strongest counting most.
	FactorSkills: 10,
	// A dual-language or ESOL class, or a language course, needs its language.
	FactorLanguage: 10,
	// Where the teacher has taught against the school's designation (Title I, ESE center...).
	FactorSetting: 4,
	// How much of what the vacancy says the resume also says, rare words weighing most.
	FactorResume: 6,
	// A vacancy of a type the teacher wants (full-time, substitute...), when she said which: a
	// full-time teacher's substitute posts come below her full-time ones, not out of her list.
	FactorJobType: 12,
	// Whether the vacancy can hire a teacher who needs a visa sponsored (docs/api.md "Know before
	// you go"): one open only to those already authorized to work cannot, however well the rest
	// fits. It applies only to a teacher who needs sponsorship, so no one else's score moves.
	FactorEligibility: 20,
	// Whether the school teaches the way the teacher does her best work (docs/api.md "Philosophy
	// and cultural fit"): what keeps a good hire at a school, but never worth a class she cannot
	// teach, so it weighs as the setting and the resume do. It applies only when she named values
	// and the school has a philosophy, so no one else's score moves.
	FactorCulture: 6,
}

// subjectGate is what is left of a score when the subject does not fit at all: a perfect
// candidate for another subject is still not this class's teacher.
const subjectGate = 0.35

// Result is a score from 0 to 100 and its reasons, one per factor that applied, in the order of
// the factors' weights.
type Result struct {
	Score   int            `json:"score"`
	Reasons []model.Reason `json:"reasons"`
}

type factor struct {
	name   string
	value  float64 // 0 to 1
	reason model.Reason
}

// Score rates how well the teacher fits the vacancy. The corpus is the collection of vacancies
// the resume's words are weighed against (NewCorpus).
func Score(t Teacher, v model.Vacancy, c *Corpus) Result {
	return NewIndex([]model.Vacancy{v}, c).Rank(t, 1, nil)[0].Result
}

// score rates the teacher for the vacancy, given how much of the vacancy's words their resume
// covers, with the reasons.
func score(t Teacher, v model.Vacancy, coverage float64) Result {
	resume := resumeFactor(coverage)
	var fs []factor
	var p partial
	for q := range parts {
		n := len(fs)
		fs = partFactors(fs, q, t, v)
		p = p.plus(partialOf(fs[n:]))
	}
	reasons := make([]model.Reason, 0, len(fs)+1)
	for _, f := range append(fs, resume) {
		reasons = append(reasons, f.reason)
	}
	slices.SortStableFunc(reasons, func(a, b model.Reason) int { return int(weights[b.Factor] - weights[a.Factor]) })
	return Result{Score: p.with(resume), Reasons: reasons}
}

// part is one of the three parts of a vacancy that its factors but the resume's read, each from
// fields of its own: its class (the subject, level, certificate and years it asks for), its terms
// (needs, type, work authorization) and its school (designation, philosophy, a dual-language
// class, and the subject when it is a language). Far fewer vacancies differ in one part than in
// all three: the bench's 50,000 vacancies are 21,748 kinds, but 871 classes, 1,902 terms and 97
// schools, so ranking works out each part's factors once (Index.Rank).
type part int

const (
	classPart part = iota
	termsPart
	schoolPart
	parts // how many there are
)

// partFactors appends to fs the factors of the vacancy's part q that apply. The parts' factors,
// in the parts' order, are in the order their reasons keep among equal weights.
func partFactors(fs []factor, q part, t Teacher, v model.Vacancy) []factor {
	if q == classPart {
		return append(fs, subject(t, v), gradeLevel(t, v), certification(t, v), experience(t, v))
	}
	applying := func(f factor, applies bool) {
		if applies {
			fs = append(fs, f)
		}
	}
	if q == termsPart {
		applying(skills(t, v))
		applying(jobType(t, v))
		applying(eligibility(t, v))
	} else {
		applying(language(t, v))
		applying(setting(t, v))
		applying(culture(t, v))
	}
	return fs
}

// partial is a score but for its resume factor: the weighed sum and the weight of the other
// factors, and the subject's fit. Vacancies alike in a part share that part's partial.
type partial struct {
	sum, weight, subject float64
	// gated is true when a factor is at or below its gate (gates).
	gated bool
}

func partialOf(fs []factor) partial {
	var p partial
	for _, f := range fs {
		if floor, ok := gates[f.name]; ok && f.value <= floor {
			p.gated = true
		}
		if f.name == FactorSubject {
			p.subject = f.value
		}
		w := weights[f.name]
		p.sum += w * f.value
		p.weight += w
	}
	return p
}

// plus is the partial of p's factors and q's; only the class part has a subject.
func (p partial) plus(q partial) partial {
	return partial{sum: p.sum + q.sum, weight: p.weight + q.weight, subject: p.subject + q.subject, gated: p.gated || q.gated}
}

// with is the score once the resume's factor is added.
func (p partial) with(resume factor) int {
	w := weights[resume.name]
	s := (p.sum + w*resume.value) / (p.weight + w) * (subjectGate + (1-subjectGate)*p.subject)
	if p.gated {
		s *= gatedScale
	}
	return int(100*s + 0.5)
}

// RecommendThreshold is the least score a match needs to be recommended: mailed among a teacher's
// job recommendations, or marked a good match in a saved search's mail. Below it a match is a
// maybe.
const RecommendThreshold = 60

// gates are the factors a district recruiter never looks past, with the value at or below which
// each closes the door: a teacher at none of the vacancy's levels nor one next to them; no
// certificate at all where the district requires one (Florida's or any state's); a dual-language
// post without its partner language; under half the years of experience it asks; a vacancy open
// only to teachers already authorized to work in the U.S. for one who needs a visa sponsored (docs/api.md
// "Know before you go": it is never recommended to her). A gated match
// keeps its order among the others (its score is scaled, not cut), but can never reach
// RecommendThreshold, whatever its other factors: measured on testdata/eval, these are most of the
// pairs the engine scored 60 or more that recruiters would not interview (see README.md).
var gates = map[string]float64{FactorGradeLevel: 0, FactorCertification: 0.1, FactorLanguage: 0, FactorExperience: 0.24,
	FactorEligibility: 0}

// gatedScale is what a gated match's score is multiplied by: from 100 at best to just under the
// threshold.
const gatedScale = float64(RecommendThreshold-1) / 100
