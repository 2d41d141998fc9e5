package service

import (
	"context"
	"errors"
	"net/url"
	"strconv"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

const (
	// recommendBatch is how many teachers one run of the hourly recommendations job checks: a
	// week holds 168 runs, so up to about 34,000 teachers get theirs on time.
	recommendBatch = 200
	// recommendPerMail is the most vacancies one mail lists: a mail to read, not a second board.
	recommendPerMail = 5
)

// SendRecommendations mails each teacher due for job recommendations (store.DueRecommendations)
// their new top matches: the open vacancies that fit them well and that no earlier mail listed.
// A teacher with nothing new, or whose profile is not complete, gets no mail and waits for the
// next week. It returns how many mails it queued.
func (s *Service) SendRecommendations(ctx context.Context) (sent int, err error) {
	due, err := s.Store.DueRecommendations(ctx, recommendBatch)
	if err != nil {
		return 0, err
	}
	for _, r := range due {
		picks, err := s.newMatches(ctx, r.ID)
		if err != nil {
			return sent, err
		}
		err = s.Store.InTx(ctx, func(tx *store.Tx) error {
			ids := make([]string, len(picks))
			for i, m := range picks {
				ids[i] = m.Vacancy.ID
			}
			token, err := tx.RecordRecommendations(ctx, r.ID, ids)
			if err != nil || len(picks) == 0 {
				return err
			}
			return s.Mail.EnqueueMail(ctx, tx, s.recommendationMail(r, picks, token))
		})
		if err != nil {
			return sent, err
		}
		if len(picks) > 0 {
			sent++
		}
	}
	return sent, nil
}

// newMatches returns the teacher's best matches worth a mail that no earlier mail listed, at most
// recommendPerMail; none for a profile that is not complete, and never a vacancy that cannot hire
// her (cannotHire), however well the rest of it fits.
func (s *Service) newMatches(ctx context.Context, teacherID string) ([]Match, error) {
	matches, err := s.Matches(ctx, teacherID, strconv.Itoa(MaxPageSize))
	var incomplete *model.Error
	if errors.As(err, &incomplete) && incomplete.Code == model.ECodeProfileIncomplete {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	byID := map[string]Match{}
	var ids []string
	for _, m := range matches {
		// A weekly mail of maybes teaches teachers to ignore it; a vacancy that cannot hire her
		// (matching's gates) never reaches the threshold.
		if m.Score >= matching.RecommendThreshold {
			byID[m.Vacancy.ID] = m
			ids = append(ids, m.Vacancy.ID)
		}
	}
	fresh, err := s.Store.NotRecommended(ctx, teacherID, ids)
	if err != nil {
		return nil, err
	}
	picks := make([]Match, 0, recommendPerMail)
	for _, id := range fresh[:min(len(fresh), recommendPerMail)] {
		picks = append(picks, byID[id])
	}
	return picks, nil
}

// recommendationMail is the mail listing picks, each linking to its job page, with the one-click
// link that stops recommendations.
func (s *Service) recommendationMail(r store.Recipient, picks []Match, token string) jobs.MailArgs {
	stop := s.cfg.BaseURL + "/api/recommendations/unsubscribe?token=" + url.QueryEscape(token)
	list := make([]mail.Recommendation, len(picks))
	for i, m := range picks {
		list[i] = s.recommendation(m)
	}
	m := jobs.NewMail(s.Keys, r.Email, r.Language, mail.JobRecommendations{FirstName: r.FirstName, UnsubscribeURL: stop,
		MatchesURL: s.cfg.BaseURL + "/teacher/matches", List: list})
	m.Unsubscribe = stop
	return m
}

// recommendation is a match as a mail lists it, linking to its job page.
func (s *Service) recommendation(m Match) mail.Recommendation {
	return mail.Recommendation{Position: m.Vacancy.Position, School: m.Vacancy.SchoolName, District: m.Vacancy.District,
		Score: strconv.Itoa(m.Score), URL: s.cfg.BaseURL + "/vacancies/" + url.PathEscape(m.Vacancy.ID)}
}

// StopRecommendations unticks the job recommendations setting of the teacher whose mail carried
// the token (the one-click link); an unknown token is invalid_token.
func (s *Service) StopRecommendations(ctx context.Context, token string) error {
	return oneClick(ctx, token, s.Store.StopRecommendations)
}

// oneClick runs a mail's one-click unsubscribe with its link's token; an empty token, or one stop
// finds nothing for, is invalid_token.
func oneClick(ctx context.Context, token string, stop func(context.Context, string) (bool, error)) error {
	found := false
	var err error
	if token != "" {
		found, err = stop(ctx, token)
	}
	if err == nil && !found {
		err = model.Errorf(model.ECodeInvalidToken, "Unknown unsubscribe link")
	}
	return err
}
