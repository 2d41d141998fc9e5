package matching

import (
	"testing"

	"github.com/teachbay/teachbay/internal/model"
)

func mathTeacher() Teacher {
	return Teacher{ID: "t", GradeLevels: []string{"high"}, Subjects: []string{"math"},
		ExperienceSettings: []string{"public", "title1"},
		Skills:             []string{"data_driven_instruction", "differentiated_instruction", "stem_instruction", "classroom_management", "esol_strategies"},
		Certification:      Certification{EligibilityStatement: true}, YearsExperience: 6, Languages: []string{"en", "tl"},
		ResumeText: "High school mathematics teacher: Algebra I, Geometry and Statistics for grades 9 and 10, with weekly data chats."}
}

func vacancy(subject, level string) model.Vacancy {
	return model.Vacancy{ID: subject + "-" + level, Position: "Teacher", EducationalLevel: level, Subject: subject,
		Designation: "traditional", Description: "Teach " + subject + " to curious students.", RequiredCertification: "eligible"}
}

func scoreOf(t Teacher, v model.Vacancy, others ...model.Vacancy) Result {
	return Score(t, v, NewCorpus(append(others, v)))
}

func TestTheSubjectComesFirstThenTheLevel(t *testing.T) {
	t.Parallel()
	teacher := mathTeacher()
	exact := scoreOf(teacher, vacancy("math", "high")).Score
	adjacentLevel := scoreOf(teacher, vacancy("math", "middle")).Score
	related := scoreOf(teacher, vacancy("physics", "high")).Score
	unrelated := scoreOf(teacher, vacancy("art", "high")).Score
	if !(exact > adjacentLevel && adjacentLevel > related && related > unrelated) {
		t.Errorf("math high %d, math middle %d, physics high %d, art high %d: want that order", exact, adjacentLevel, related, unrelated)
	}
	if exact < 80 || unrelated > 35 {
		t.Errorf("the right class scores %d, another subject's %d", exact, unrelated)
	}
}

func TestAKeywordLookAlikeDoesNotMakeASubject(t *testing.T) {
	t.Parallel()
	pe := Teacher{GradeLevels: []string{"high"}, Subjects: []string{"physical_education"}, Skills: mathTeacher().Skills,
		ResumeText: "Physical education coach; I teach the physics of movement, physics of throwing, physics of balance."}
	physics := vacancy("physics", "high")
	physics.Position, physics.Description = "Physics Teacher", "Teach physics: motion, forces, energy and waves."
	got := scoreOf(pe, physics, vacancy("art", "high"), vacancy("music", "high"))
	if got.Score > 35 || got.Reasons[0].Factor != FactorSubject || got.Reasons[0].Matched {
		t.Errorf("a PE teacher whose resume says physics, for a physics class: %+v", got)
	}
}

func TestADualLanguageClassNeedsSpanish(t *testing.T) {
	t.Parallel()
	v := vacancy("elementary_all", "elementary")
	v.DualLanguage, v.Designation = true, "dual_language"
	teacher := Teacher{GradeLevels: []string{"elementary"}, Subjects: []string{"elementary_all"}, Skills: mathTeacher().Skills,
		Languages: []string{"en"}, ExperienceSettings: []string{"dual_language"}}
	without := scoreOf(teacher, v)
	teacher.Languages = []string{"en", "es"}
	with := scoreOf(teacher, v)
	if with.Score-without.Score < 8 || !hasReason(with, FactorLanguage, "spanish") || !hasReason(without, FactorLanguage, "spanishMissing") {
		t.Errorf("with Spanish %+v, without %+v", with, without)
	}
}

func TestCertificationAndExperienceMinimums(t *testing.T) {
	t.Parallel()
	teacher := mathTeacher()
	v := vacancy("math", "high")
	v.RequiredCertification, v.MinYearsExperience = "florida", 8
	base := scoreOf(teacher, v)
	if !hasReason(base, FactorCertification, "eligibility") || !hasReason(base, FactorExperience, "short") {
		t.Fatalf("reasons %+v", base.Reasons)
	}
	teacher.Certification.Florida = []string{"math"}
	certified := scoreOf(teacher, v)
	teacher.YearsExperience = 9
	experienced := scoreOf(teacher, v)
	if !(experienced.Score > certified.Score && certified.Score > base.Score) || !hasReason(experienced, FactorExperience, "meets") {
		t.Errorf("eligible and short %d, certified %d, certified and experienced %d", base.Score, certified.Score, experienced.Score)
	}
}

// TestTheCertificationPathCountsAsEvidence: what a teacher's certification path says moves her
// certification reason as a recruiter reads it: a subject area exam passed in the vacancy's
// subject or a statement of eligibility is partial, a Florida certificate issued is strong, and
// with the exam passed in the subject it is as good as a Florida certificate in it.
func TestTheCertificationPathCountsAsEvidence(t *testing.T) {
	t.Parallel()
	v := vacancy("math", "high")
	v.RequiredCertification = "florida"
	tests := []struct {
		name    string
		cert    Certification
		detail  string
		matched bool
	}{
		{"nothing", Certification{}, "none", false},
		{"an exam of another subject", Certification{ExamSubjects: []string{"art"}}, "none", false},
		{"a statement of eligibility on the path", Certification{EligibilityStatement: true}, "eligibility", false},
		{"the subject's exam passed", Certification{ExamSubjects: []string{"math"}, EligibilityStatement: true}, "subjectExam", false},
		{"a Florida certificate issued", Certification{PathCertificate: true, ExamSubjects: []string{"art"}}, "pathCertificate", true},
		{"a certificate and the subject's exam", Certification{PathCertificate: true, ExamSubjects: []string{"math"}}, "florida", true},
	}
	// The rows go from the weakest evidence to the strongest.
	previous := -1
	for _, tt := range tests {
		teacher := mathTeacher()
		teacher.Certification = tt.cert
		r := scoreOf(teacher, v)
		var got model.Reason
		for _, reason := range r.Reasons {
			if reason.Factor == FactorCertification {
				got = reason
			}
		}
		if got.Detail != tt.detail || got.Matched != tt.matched {
			t.Errorf("%s: reason %+v, want %s (matched %v)", tt.name, got, tt.detail, tt.matched)
		}
		if r.Score < previous {
			t.Errorf("%s: score %d fell below the weaker evidence's %d", tt.name, r.Score, previous)
		}
		previous = r.Score
	}
}

func TestTheStrongestSkillsCountMost(t *testing.T) {
	t.Parallel()
	teacher := mathTeacher()
	strongest, weakest := vacancy("math", "high"), vacancy("math", "high")
	strongest.Needs, weakest.Needs = []string{teacher.Skills[0]}, []string{teacher.Skills[4]}
	s, w := scoreOf(teacher, strongest), scoreOf(teacher, weakest)
	if s.Score <= w.Score || !hasReason(s, FactorSkills, "matched") {
		t.Errorf("the strongest skill needed %d, the weakest %d", s.Score, w.Score)
	}
	if hasFactor(scoreOf(teacher, vacancy("math", "high")), FactorSkills) {
		t.Error("a vacancy without needs has a skills reason")
	}
}

func TestRankingsAreBestFirstAndBounded(t *testing.T) {
	t.Parallel()
	set := Set{Teachers: []Teacher{mathTeacher()}, Vacancies: []model.Vacancy{vacancy("art", "high"), vacancy("math", "high"), vacancy("math", "middle")}}
	got := Rankings(set)["t"]
	if len(got) != 3 || got[0].VacancyID != "math-high" || got[1].VacancyID != "math-middle" || got[2].VacancyID != "art-high" {
		t.Fatalf("ranking %+v", got)
	}
	for _, r := range got {
		if r.Score < 0 || r.Score > 100 {
			t.Errorf("score %d out of 0-100", r.Score)
		}
	}
}

func hasReason(r Result, name, detail string) bool {
	for _, x := range r.Reasons {
		if x.Factor == name && x.Detail == detail {
			return true
		}
	}
	return false
}

func hasFactor(r Result, name string) bool {
	for _, x := range r.Reasons {
		if x.Factor == name {
			return true
		}
	}
	return false
}

func TestATeacherWhoWantsFullTimeSeesSubstitutePostsBelowFullTimeOnes(t *testing.T) {
	t.Parallel()
	fullTime, substitute := vacancy("math", "high"), vacancy("math", "high")
	fullTime.ID, fullTime.Type = "full", "full_time"
	substitute.ID, substitute.Type = "sub", "substitute"
	teacher := mathTeacher()
	corpus := NewCorpus([]model.Vacancy{fullTime, substitute})
	// Without a wish the two score alike, and no reason speaks of job types.
	if a, b := Score(teacher, fullTime, corpus), Score(teacher, substitute, corpus); a.Score != b.Score || hasReason(a, FactorJobType, "wanted") {
		t.Errorf("without job types: full-time %+v, substitute %+v", a, b)
	}
	teacher.JobTypes = []string{"full_time"}
	ranked := NewIndex([]model.Vacancy{substitute, fullTime}, corpus).Rank(teacher, 2, nil)
	if len(ranked) != 2 || ranked[0].Vacancy.ID != "full" || ranked[0].Score-ranked[1].Score < 8 ||
		!hasReason(ranked[0].Result, FactorJobType, "wanted") || !hasReason(ranked[1].Result, FactorJobType, "notWanted") {
		t.Errorf("wanting full-time: %+v", ranked)
	}
}

func TestATeacherWhoNeedsSponsorshipIsToldAnAuthorizedOnlyJobCannotHireHer(t *testing.T) {
	t.Parallel()
	jobs := map[string]model.Vacancy{}
	for _, code := range model.WorkAuthorizations {
		v := vacancy("math", "high")
		v.ID, v.WorkAuthorization = code, code
		jobs[code] = v
	}
	corpus := NewCorpus([]model.Vacancy{jobs[model.AuthorizedOnly], jobs[model.J1Welcome], jobs[model.VisaSponsorship]})
	teacher := mathTeacher()

	// A teacher who needs no sponsorship: no reason speaks of it, and the three score alike.
	for code, v := range jobs {
		if r := Score(teacher, v, corpus); hasFactor(r, FactorEligibility) || r.Score != Score(teacher, jobs[model.AuthorizedOnly], corpus).Score {
			t.Errorf("without the need, %s: %+v", code, r)
		}
	}

	teacher.NeedsSponsorship = true
	authorized, j1, sponsored := Score(teacher, jobs[model.AuthorizedOnly], corpus), Score(teacher, jobs[model.J1Welcome], corpus),
		Score(teacher, jobs[model.VisaSponsorship], corpus)
	if !hasReason(authorized, FactorEligibility, "sponsorshipNeeded") || !hasReason(j1, FactorEligibility, "j1Welcome") ||
		!hasReason(sponsored, FactorEligibility, "sponsorship") {
		t.Fatalf("reasons: authorized only %+v, J-1 %+v, sponsorship %+v", authorized.Reasons, j1.Reasons, sponsored.Reasons)
	}
	for _, r := range authorized.Reasons {
		if r.Factor == FactorEligibility && r.Matched {
			t.Errorf("the authorized-only job's eligibility matched: %+v", r)
		}
	}
	// The J-1 and sponsoring jobs do not penalise her; the other one falls well below them.
	without := Score(mathTeacher(), jobs[model.J1Welcome], corpus).Score
	if j1.Score < without || sponsored.Score != j1.Score || j1.Score-authorized.Score < 15 {
		t.Errorf("needing sponsorship: authorized only %d, J-1 %d, sponsorship %d; %d without the need",
			authorized.Score, j1.Score, sponsored.Score, without)
	}
	// An index ranks by the same rule: J-1 and sponsorship first.
	ranked := NewIndex([]model.Vacancy{jobs[model.AuthorizedOnly], jobs[model.J1Welcome], jobs[model.VisaSponsorship]}, corpus).Rank(teacher, 3, nil)
	if ranked[2].Vacancy.ID != model.AuthorizedOnly || ranked[2].Score != authorized.Score {
		t.Errorf("ranked %+v", ranked)
	}
}

func TestTheSchoolsPhilosophyMeetsTheTeachersValues(t *testing.T) {
	t.Parallel()
	ib, dual, plain := vacancy("math", "high"), vacancy("math", "high"), vacancy("math", "high")
	ib.ID, ib.Philosophy, ib.Culture = "ib", []string{"international_baccalaureate", "project_based"}, "We teach through inquiry."
	dual.ID, dual.Designation = "dual", "dual_language"
	plain.ID = "plain"
	corpus := NewCorpus([]model.Vacancy{ib, dual, plain})
	teacher := mathTeacher()
	teacher.Languages = []string{"en", "es"}

	// No values: no culture reason, and no score moves.
	for _, v := range []model.Vacancy{ib, dual, plain} {
		if r := Score(teacher, v, corpus); hasFactor(r, FactorCulture) {
			t.Errorf("without values, %s: %+v", v.ID, r.Reasons)
		}
	}
	before := Score(teacher, ib, corpus).Score

	teacher.Values = []string{"project_based", "dual_language_immersion"}
	got, onDual, onPlain := Score(teacher, ib, corpus), Score(teacher, dual, corpus), Score(teacher, plain, corpus)
	if !hasReason(got, FactorCulture, "matched") || got.Score < before {
		t.Errorf("IB and project-based for a project-based teacher: %d (was %d), %+v", got.Score, before, got.Reasons)
	}
	for _, r := range got.Reasons {
		if r.Factor == FactorCulture && (len(r.Items) != 1 || r.Items[0] != "project_based") {
			t.Errorf("the shared codes: %+v", r)
		}
	}
	// A dual-language school states its philosophy by its designation.
	if !hasReason(onDual, FactorCulture, "matched") {
		t.Errorf("dual-language designation: %+v", onDual.Reasons)
	}
	if hasFactor(onPlain, FactorCulture) || onPlain.Score != Score(mathTeacher(), plain, corpus).Score {
		t.Errorf("a school without a philosophy: %+v", onPlain)
	}

	teacher.Values = []string{"montessori"}
	if r := Score(teacher, ib, corpus); !hasReason(r, FactorCulture, "none") || r.Score >= before || r.Score >= got.Score-5 {
		t.Errorf("valued elsewhere: %d (%d without values, %d valued), %+v", r.Score, before, got.Score, r.Reasons)
	}
	// The school's own words are never read.
	ib.Culture = "Montessori montessori montessori"
	if r := Score(teacher, ib, corpus); r.Score != Score(teacher, vacancyWithout(ib), corpus).Score {
		t.Errorf("the culture text moved the score: %+v", r)
	}

	// The index built from streamed rows keeps the philosophy.
	var b Builder
	b.Add(ib, []byte("teacher math"))
	if ranked := b.Index().Rank(teacher, 1, nil); !hasReason(ranked[0].Result, FactorCulture, "none") {
		t.Errorf("streamed: %+v", ranked[0].Reasons)
	}
}

func vacancyWithout(v model.Vacancy) model.Vacancy {
	v.Culture = ""
	return v
}
