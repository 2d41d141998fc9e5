package service

import (
	"context"
	"slices"
	"strconv"
	"time"

	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/swr"
)

// MatchingTeacher describes the teacher to the matching engine (docs/design.md §5-6): their
// preferences, the certificates, languages and years of their disclosures, their certification
// path, whether they need a visa sponsored, and the text of the resume on their profile. Nothing
// else of theirs reaches the engine: not their name, gender, date of birth, country or photo, not
// their self-identification, employment or criminal disclosures.
func (s *Service) MatchingTeacher(ctx context.Context, userID string) (matching.Teacher, error) {
	f, err := s.Store.TeacherFacts(ctx, userID, true)
	if err != nil {
		return matching.Teacher{}, err
	}
	return matchingTeacher(userID, f), nil
}

// matchingProfile reads the teacher's profile and what matching reads of her, in one round trip.
func (s *Service) matchingProfile(ctx context.Context, userID string) (model.ProfileView, matching.Teacher, error) {
	f, err := s.Store.TeacherFacts(ctx, userID, true)
	if err != nil {
		return model.ProfileView{}, matching.Teacher{}, err
	}
	return s.profileView(f), matchingTeacher(userID, f), nil
}

// matchingTeacher builds the engine's teacher from her facts.
func matchingTeacher(userID string, f store.TeacherFacts) matching.Teacher {
	t := teacherFor(userID, f.Preferences, f.ProfileAnswers, f.AdditionalAnswers, f.ResumeText)
	// The path is evidence beside the disclosures: a statement of eligibility ticked there counts
	// as one answered there (docs/api.md "Know before you go").
	path := f.Certification
	t.Certification.EligibilityStatement = t.Certification.EligibilityStatement || path.Steps[model.StepStatementOfEligibility].Done
	t.Certification.PathCertificate = path.HoldsFloridaCertificate()
	t.Certification.ExamSubjects = path.ExamSubjects()
	return t
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
		ExperienceSettings: prefs.ExperienceSettings, Skills: prefs.Skills, JobTypes: prefs.JobTypes, Values: prefs.Values,
		ResumeText: resumeText}
	if yes(additional, "floridaCertificate") {
		t.Certification.Florida = list(additional, "floridaCertificateSubjects")
	}
	if yes(additional, "otherStateCertificate") {
		t.Certification.OtherState = list(additional, "otherStateCertificateSubjects")
	}
	t.Certification.EligibilityStatement = yes(additional, "eligibilityStatement")
	t.NeedsSponsorship = yes(profile, "needsSponsorship")
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

// staleFactor is how many times Config.MatchingRefresh an index may be old while a background
// read replaces it; older, a request waits for a new one.
const staleFactor = 10

// newMatchIndex returns the cache of the open vacancies ready for matching (matching.Index), read
// at most MatchingRefresh ago. Up to staleFactor times older, it is still answered while one
// background read replaces it, so a request does not wait for others' new vacancies; concurrent
// requests that must wait share one read. While this copy of the server hears Postgres announce
// changes (HearChanges), a refresh with no change announced since the last read, on the same
// day, keeps that read: reading 50,000 vacancies takes seconds of CPU, which every process spent
// each minute, and which a request waiting behind it felt.
func (s *Service) newMatchIndex() *swr.Cache[struct{}, *matching.Index] {
	return swr.New(swr.Options{Fresh: s.cfg.MatchingRefresh, Stale: staleFactor * s.cfg.MatchingRefresh, LoadTimeout: time.Minute},
		func(ctx context.Context, _ struct{}) (*matching.Index, error) {
			at := readIndex{changes: s.changes.Load(), day: time.Now().In(model.Tampa).Format(time.DateOnly)}
			if last := s.lastIndex.Load(); last != nil && s.hearing.Load() && last.changes == at.changes && last.day == at.day {
				return last.index, nil
			}
			var b matching.Builder
			if err := s.Store.EachMatchableVacancy(ctx, b.Add); err != nil {
				return nil, err
			}
			at.index = b.Index()
			s.lastIndex.Store(&at)
			return at.index, nil
		})
}

// readIndex is a match index and what it was read at: the changes announced until then, and the
// day in Tampa (a vacancy's last date to apply ends at midnight there).
type readIndex struct {
	index   *matching.Index
	changes uint64
	day     string
}

// HearChanges records whether this copy of the server hears Postgres announce changes to the
// vacancies, schools and districts (store.ReferenceChannel); either way changes may have been
// missed, so the next refresh of the match index reads it again.
func (s *Service) HearChanges(on bool) {
	s.hearing.Store(on)
	s.changes.Add(1)
	if on {
		s.firstHeard.Do(func() { close(s.heard) })
	}
}

// Changed records that Postgres announced a change to the vacancies, schools or districts: the
// next refresh of the match index reads it again.
func (s *Service) Changed() { s.changes.Add(1) }

// WarmMatchIndex reads the open vacancies into the match index, as a server does in the
// background when it starts, so that the first teacher to ask for matches does not wait for it;
// one who asks while it is read waits for the same read (swr.Cache.Get). It first waits up to
// hearFirst for this copy to hear changes announced (HearChanges), so that its read is one later
// refreshes can keep, rather than one read again a minute after the start.
func (s *Service) WarmMatchIndex(ctx context.Context) error {
	select {
	case <-s.heard:
	case <-time.After(hearFirst):
	case <-ctx.Done():
		return ctx.Err()
	}
	_, err := s.matchingIndex(ctx)
	return err
}

// hearFirst is how long the match index's first read waits for announcements to be heard.
const hearFirst = 2 * time.Second

// matchingIndex returns the open vacancies ready for matching (see newMatchIndex).
func (s *Service) matchingIndex(ctx context.Context) (*matching.Index, error) {
	return s.matches.Get(ctx, struct{}{})
}

// matchScore scores a teacher with a completed profile for a vacancy: as Matches does when the
// vacancy is open, else against the open vacancies' words.
func (s *Service) matchScore(ctx context.Context, t matching.Teacher, v model.Vacancy) (matching.Result, error) {
	index, err := s.matchingIndex(ctx)
	if err != nil {
		return matching.Result{}, err
	}
	if r, found := index.Score(t, v.ID); found {
		return r, nil
	}
	return matching.Score(t, v, index.Corpus), nil
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
	p, t, err := s.matchingProfile(ctx, teacherID)
	if err != nil {
		return nil, err
	}
	if !p.Complete {
		return nil, &model.Error{Code: model.ECodeProfileIncomplete, Message: "Complete your profile to see your matches.", Missing: p.Missing}
	}
	index, err := s.matchingIndex(ctx)
	if err != nil {
		return nil, err
	}
	// Vacancies of other subjects score below subjectGate; they are not scored at all.
	ranked := index.Rank(t, n, matching.CandidateSubjects(t))
	ids := make([]string, len(ranked))
	for i, m := range ranked {
		ids[i] = m.Vacancy.ID
	}
	// The index holds what scores read; the list shows the vacancies whole, as they are now.
	vs, err := s.Store.VacanciesByID(ctx, ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]model.Vacancy, len(vs))
	for _, v := range vs {
		byID[v.ID] = v
	}
	out := make([]Match, 0, len(ranked))
	for _, m := range ranked {
		if v, ok := byID[m.Vacancy.ID]; ok && v.Status == model.VacancyOpen {
			out = append(out, Match{Vacancy: v, Score: m.Score, Reasons: m.Reasons})
		}
	}
	return out, nil
}
