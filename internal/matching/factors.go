package matching

import (
	"slices"
	"strconv"
	"strings"

	"github.com/teachbay/teachbay/internal/model"
)

func reason(name string, matched bool, detail string, items ...string) model.Reason {
	return model.Reason{Factor: name, Matched: matched, Detail: detail, Items: items}
}

// subject: the teacher's subject closest to the vacancy's, or the subject they named themselves
// ("other") when the position names it.
func subject(t Teacher, v model.Vacancy) factor {
	best, closest := 0.0, ""
	for _, s := range t.Subjects {
		if f := subjectFit(s, v.Subject, v.EducationalLevel); f > best {
			best, closest = f, s
		}
	}
	if other := strings.ToLower(strings.TrimSpace(t.SubjectOther)); other != "" && best < 0.8 &&
		strings.Contains(strings.ToLower(v.Position), other) {
		best, closest = 0.8, "other"
	}
	switch {
	case best == 1:
		return factor{FactorSubject, 1, reason(FactorSubject, true, "exact", v.Subject)}
	case best >= 0.5:
		return factor{FactorSubject, best, reason(FactorSubject, true, "related", closest, v.Subject)}
	case best > 0:
		return factor{FactorSubject, best, reason(FactorSubject, false, "distant", closest, v.Subject)}
	}
	return factor{FactorSubject, 0, reason(FactorSubject, false, "none", v.Subject)}
}

func gradeLevel(t Teacher, v model.Vacancy) factor {
	switch f := levelFit(t.GradeLevels, v.EducationalLevel); {
	case f == 1:
		return factor{FactorGradeLevel, 1, reason(FactorGradeLevel, true, "exact", v.EducationalLevel)}
	case f > 0:
		return factor{FactorGradeLevel, f, reason(FactorGradeLevel, false, "adjacent", v.EducationalLevel)}
	default:
		return factor{FactorGradeLevel, 0, reason(FactorGradeLevel, false, "none", v.EducationalLevel)}
	}
}

// certifiedIn tells whether any of the subjects certifies its holder for the vacancy's subject:
// the subject itself or one closely related at the vacancy's level.
func certifiedIn(subjects []string, v model.Vacancy) bool {
	return slices.ContainsFunc(subjects, func(s string) bool { return subjectFit(s, v.Subject, v.EducationalLevel) >= 0.7 })
}

// certification: what the teacher holds against what the vacancy requires, the best of what
// they hold counting. Florida hires on a Florida certificate in the subject; another state's
// leads to one quickly. A Florida certificate on the certification path is strong, and one in
// the subject when they passed its subject area exam (passing it is how Florida adds a subject
// to a certificate); the exam alone or a statement of eligibility show a teacher on the way; a
// certificate in another subject shows a certified teacher who would add a subject.
func certification(t Teacher, v model.Vacancy) factor {
	if v.RequiredCertification == "none" || v.RequiredCertification == "" {
		return factor{FactorCertification, 1, reason(FactorCertification, true, "notRequired")}
	}
	c := t.Certification
	examInSubject := certifiedIn(c.ExamSubjects, v)
	held := []string{"none"}
	if len(c.Florida)+len(c.OtherState) > 0 {
		held = append(held, "otherSubject")
	}
	if c.EligibilityStatement {
		held = append(held, "eligibility")
	}
	if examInSubject {
		held = append(held, "subjectExam")
	}
	if c.PathCertificate {
		held = append(held, "pathCertificate")
	}
	if certifiedIn(c.OtherState, v) {
		held = append(held, "otherState")
	}
	if certifiedIn(c.Florida, v) || (c.PathCertificate && examInSubject) {
		held = append(held, "florida")
	}
	values := certificationValue[v.RequiredCertification]
	best := held[0]
	for _, h := range held[1:] {
		if values[h] >= values[best] {
			best = h
		}
	}
	value := values[best]
	return factor{FactorCertification, value, reason(FactorCertification, value >= 0.7, best, v.RequiredCertification)}
}

// certificationValue is what each certificate held is worth against each requirement.
var certificationValue = map[string]map[string]float64{
	"florida": {"florida": 1, "pathCertificate": 0.9, "otherState": 0.6, "subjectExam": 0.5, "eligibility": 0.4,
		"otherSubject": 0.3, "none": 0},
	"any_state": {"florida": 1, "pathCertificate": 1, "otherState": 1, "subjectExam": 0.8, "eligibility": 0.7,
		"otherSubject": 0.4, "none": 0.1},
	"eligible": {"florida": 1, "pathCertificate": 1, "otherState": 1, "subjectExam": 1, "eligibility": 1,
		"otherSubject": 0.7, "none": 0.3},
}

func experience(t Teacher, v model.Vacancy) factor {
	years, least := strconv.Itoa(t.YearsExperience), strconv.Itoa(v.MinYearsExperience)
	switch {
	case v.MinYearsExperience == 0:
		return factor{FactorExperience, 1, reason(FactorExperience, true, "noMinimum", years)}
	case t.YearsExperience >= v.MinYearsExperience:
		return factor{FactorExperience, 1, reason(FactorExperience, true, "meets", years, least)}
	}
	return factor{FactorExperience, 0.5 * float64(t.YearsExperience) / float64(v.MinYearsExperience),
		reason(FactorExperience, false, "short", years, least)}
}

// rankWeights are what each of the teacher's five skills counts, strongest first.
var rankWeights = []float64{5, 4, 3, 2, 1}

// skills: the school's needs the teacher ranks among their strengths, the higher the better,
// against the best the teacher's ranking could do for that many needs. Applies when the vacancy
// lists needs.
func skills(t Teacher, v model.Vacancy) (factor, bool) {
	if len(v.Needs) == 0 {
		return factor{}, false
	}
	var got, best float64
	var matched []string
	for i, s := range t.Skills[:min(len(t.Skills), len(rankWeights))] {
		if slices.Contains(v.Needs, s) {
			got += rankWeights[i]
			matched = append(matched, s)
		}
	}
	for i := range min(len(v.Needs), len(rankWeights)) {
		best += rankWeights[i]
	}
	f := got / best
	if len(matched) == 0 {
		return factor{FactorSkills, 0, reason(FactorSkills, false, "none", v.Needs...)}, true
	}
	return factor{FactorSkills, f, reason(FactorSkills, f >= 0.5, "matched", matched...)}, true
}

// language: a dual-language class or a Spanish course needs Spanish (Tampa Bay's dual-language
// programs are Spanish and English); a world-language course needs a language besides English; an
// ESOL class is taught best by someone who speaks the students' language, most often Spanish.
// Applies to those vacancies only.
func language(t Teacher, v model.Vacancy) (factor, bool) {
	speaks := func(code string) bool { return slices.Contains(t.Languages, code) }
	second := slices.ContainsFunc(t.Languages, func(l string) bool { return l != "en" })
	switch {
	case v.DualLanguage || v.Designation == "dual_language" || v.Subject == "spanish":
		if speaks("es") {
			return factor{FactorLanguage, 1, reason(FactorLanguage, true, "spanish")}, true
		}
		return factor{FactorLanguage, 0, reason(FactorLanguage, false, "spanishMissing")}, true
	case v.Subject == "world_languages":
		if second {
			return factor{FactorLanguage, 1, reason(FactorLanguage, true, "second")}, true
		}
		return factor{FactorLanguage, 0, reason(FactorLanguage, false, "secondMissing")}, true
	case v.Subject == "esol":
		switch {
		case speaks("es"):
			return factor{FactorLanguage, 1, reason(FactorLanguage, true, "spanish")}, true
		case second:
			return factor{FactorLanguage, 0.7, reason(FactorLanguage, true, "second")}, true
		}
		return factor{FactorLanguage, 0.4, reason(FactorLanguage, false, "englishOnly")}, true
	}
	return factor{}, false
}

// setting: whether the teacher has taught where this school's designation asks for. Applies to
// designations that ask for a setting.
func setting(t Teacher, v model.Vacancy) (factor, bool) {
	wanted, ok := designationSettings[v.Designation]
	if !ok {
		return factor{}, false
	}
	for _, s := range t.ExperienceSettings {
		if slices.Contains(wanted, s) {
			return factor{FactorSetting, 1, reason(FactorSetting, true, "matched", s, v.Designation)}, true
		}
	}
	return factor{FactorSetting, 0.3, reason(FactorSetting, false, "none", v.Designation)}, true
}

// resumeFull is the coverage of a vacancy's words that counts as a full match: half of what a
// vacancy says, rare words weighing most, is as much as a resume written for it says.
const resumeFull = 0.5

func resumeFactor(coverage float64) factor {
	f := min(1, coverage/resumeFull)
	switch {
	case f >= 0.6:
		return factor{FactorResume, f, reason(FactorResume, true, "strong")}
	case f >= 0.25:
		return factor{FactorResume, f, reason(FactorResume, true, "some")}
	}
	return factor{FactorResume, f, reason(FactorResume, false, "little")}
}

// jobType: whether the vacancy is of a type the teacher wants; it applies only when she said
// which types she wants.
func jobType(t Teacher, v model.Vacancy) (factor, bool) {
	if len(t.JobTypes) == 0 {
		return factor{}, false
	}
	if slices.Contains(t.JobTypes, v.Type) {
		return factor{FactorJobType, 1, reason(FactorJobType, true, "wanted", v.Type)}, true
	}
	return factor{FactorJobType, 0, reason(FactorJobType, false, "notWanted", v.Type)}, true
}

// eligibility: whether the vacancy accepts a teacher who needs a visa sponsored. One open only to
// teachers already authorized to work in the U.S. cannot hire her, and says so; one that welcomes
// J-1 exchange teachers or may sponsor a visa can. It applies only when she needs sponsorship.
func eligibility(t Teacher, v model.Vacancy) (factor, bool) {
	if !t.NeedsSponsorship {
		return factor{}, false
	}
	switch v.WorkAuthorization {
	case model.J1Welcome:
		return factor{FactorEligibility, 1, reason(FactorEligibility, true, "j1Welcome")}, true
	case model.VisaSponsorship:
		return factor{FactorEligibility, 1, reason(FactorEligibility, true, "sponsorship")}, true
	}
	return factor{FactorEligibility, 0, reason(FactorEligibility, false, "sponsorshipNeeded")}, true
}

// designationPhilosophy is the philosophy a school's designation states by itself: a
// dual-language school teaches through immersion in two languages, a career academy through
// career and technical education.
var designationPhilosophy = map[string]string{"dual_language": "dual_language_immersion", "career_academy": "career_technical"}

// culture: whether the school teaches the way the teacher does her best work, its philosophy (and
// what its designation states) against her values. It reads the codes only, never the school's
// own words, and applies only when both have some.
func culture(t Teacher, v model.Vacancy) (factor, bool) {
	philosophy := v.Philosophy
	if p, ok := designationPhilosophy[v.Designation]; ok && !slices.Contains(philosophy, p) {
		philosophy = append(slices.Clip(philosophy), p)
	}
	if len(t.Values) == 0 || len(philosophy) == 0 {
		return factor{}, false
	}
	var shared []string
	for _, p := range philosophy {
		if slices.Contains(t.Values, p) {
			shared = append(shared, p)
		}
	}
	if len(shared) == 0 {
		return factor{FactorCulture, 0, reason(FactorCulture, false, "none", philosophy...)}, true
	}
	return factor{FactorCulture, 1, reason(FactorCulture, true, "matched", shared...)}, true
}
