package service

import (
	"context"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
)

// MatchingTeacher describes the teacher to the matching engine (DESIGN.md §5-6): their
// preferences, the certificates, languages and years of their disclosures, and the text of the
// resume on their profile. Nothing else of theirs is read: not their name, gender, date of
// birth, country or photo, not their self-identification, employment or criminal disclosures.
func (s *Service) MatchingTeacher(ctx context.Context, userID string) (matching.Teacher, error) {
	prefs, err := s.Store.Preferences(ctx, userID)
	if err != nil {
		return matching.Teacher{}, err
	}
	profile, additional, err := s.Store.MatchingAnswers(ctx, userID)
	if err != nil {
		return matching.Teacher{}, err
	}
	resumeText, err := s.Store.ResumeText(ctx, userID)
	if err != nil {
		return matching.Teacher{}, err
	}
	return teacherFor(userID, prefs, profile, additional, resumeText), nil
}

// teacherFor builds the engine's teacher from what MatchingTeacher reads.
func teacherFor(userID string, prefs model.Preferences, profile, additional map[string]any, resumeText string) matching.Teacher {
	yes := func(answers map[string]any, key string) bool { return answers[key] == "yes" }
	list := func(answers map[string]any, key string) []string {
		var out []string
		if values, ok := answers[key].([]any); ok {
			for _, v := range values {
				if s, ok := v.(string); ok && s != "other" {
					out = append(out, s)
				}
			}
		}
		return out
	}
	t := matching.Teacher{ID: userID, GradeLevels: prefs.GradeLevels, Subjects: prefs.Subjects, SubjectOther: prefs.SubjectOther,
		ExperienceSettings: prefs.ExperienceSettings, Skills: prefs.Skills, ResumeText: resumeText}
	if yes(additional, "floridaCertificate") {
		t.Certification.Florida = list(additional, "floridaCertificateSubjects")
	}
	if yes(additional, "otherStateCertificate") {
		t.Certification.OtherState = list(additional, "otherStateCertificateSubjects")
	}
	t.Certification.EligibilityStatement = yes(additional, "eligibilityStatement")
	if years, ok := profile["publicSchoolYears"].(float64); ok {
		t.YearsExperience = int(years)
	}
	if yes(profile, "speaksEnglish") {
		t.Languages = append(t.Languages, "en")
	}
	if yes(profile, "otherLanguages") {
		for _, l := range list(profile, "languagesSpoken") {
			if !slices.Contains(t.Languages, l) {
				t.Languages = append(t.Languages, l)
			}
		}
	}
	return t
}

// corpusTTL is how long the words of the open vacancies are reused for scoring resumes: they
// change little from one vacancy to the next.
const corpusTTL = 10 * time.Minute

// vacancyCorpus holds the counted words of the open vacancies; the zero value is ready.
type vacancyCorpus struct {
	mu     sync.Mutex
	corpus *matching.Corpus
	at     time.Time
}

// corpus returns the words of the open vacancies, counted at most corpusTTL ago.
func (s *Service) corpus(ctx context.Context) (*matching.Corpus, error) {
	s.words.mu.Lock()
	defer s.words.mu.Unlock()
	if s.words.corpus != nil && time.Since(s.words.at) < corpusTTL {
		return s.words.corpus, nil
	}
	docs, docFreq, err := s.Store.VacancyWords(ctx)
	if err != nil {
		return nil, err
	}
	s.words.corpus, s.words.at = matching.CorpusOf(docs, docFreq), time.Now()
	return s.words.corpus, nil
}

// matchScore scores a teacher with a completed profile for a vacancy.
func (s *Service) matchScore(ctx context.Context, teacherID string, v model.Vacancy) (matching.Result, error) {
	t, err := s.MatchingTeacher(ctx, teacherID)
	if err != nil {
		return matching.Result{}, err
	}
	c, err := s.corpus(ctx)
	if err != nil {
		return matching.Result{}, err
	}
	return matching.Score(t, v, c), nil
}

// Match is a vacancy with the teacher's score for it and why (GET /api/me/matches).
type Match struct {
	Vacancy model.Vacancy  `json:"vacancy"`
	Score   int            `json:"score"`
	Reasons []model.Reason `json:"reasons"`
}

// Matches returns the open vacancies that fit the teacher best, best first, at most limit (20 by
// default, at most 50). Only a completed profile is matched: another is profile_incomplete,
// with what it misses.
func (s *Service) Matches(ctx context.Context, teacherID, limit string) ([]Match, error) {
	n := 20
	if limit != "" {
		var err error
		if n, err = strconv.Atoi(limit); err != nil || n < 1 {
			return nil, &model.Error{Code: model.ECodeValidation, Message: msgFixFields, Fields: map[string]string{"limit": "invalid"}}
		}
		n = min(n, MaxPageSize)
	}
	p, err := s.Profile(ctx, teacherID)
	if err != nil {
		return nil, err
	}
	if !p.Complete {
		return nil, &model.Error{Code: model.ECodeProfileIncomplete, Message: "Complete your profile to see your matches.", Missing: p.Missing}
	}
	t, err := s.MatchingTeacher(ctx, teacherID)
	if err != nil {
		return nil, err
	}
	c, err := s.corpus(ctx)
	if err != nil {
		return nil, err
	}
	// Vacancies of other subjects score below subjectGate; they are not read at all.
	vs, err := s.Store.OpenVacanciesOf(ctx, matching.CandidateSubjects(t))
	if err != nil {
		return nil, err
	}
	ranked := matching.NewIndex(vs, c).Rank(t, n)
	out := make([]Match, len(ranked))
	for i, m := range ranked {
		out[i] = Match{Vacancy: m.Vacancy, Score: m.Score, Reasons: m.Reasons}
	}
	return out, nil
}
