package service

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// The referee's side of a reference (docs/api.md "References"): the page of the mailed link reads
// the form, then answers or declines, once; the teacher is told which, never what. A periodic job
// reminds once and expires the links whose days ran out.

// RefereeAnswer is the body of POST /api/references/form.
type RefereeAnswer struct {
	Ratings             model.ReferenceRatings `json:"ratings"`
	WouldRehire         string                 `json:"wouldRehire"`
	SafeguardingConcern bool                   `json:"safeguardingConcern"`
	SafeguardingDetails string                 `json:"safeguardingDetails"`
	Comments            string                 `json:"comments"`
	RefereeName         string                 `json:"refereeName"`
	RefereePosition     string                 `json:"refereePosition"`
	Confirm             bool                   `json:"confirm"`
}

// Referee is where an answer came from, kept with it for the audit and never shown.
type Referee struct {
	IP, UserAgent string
}

// maxReferenceText is the longest comment or safeguarding detail a referee may write.
const maxReferenceText = 4000

// RefereeForm returns what the page of a request's link shows; a used, expired or unknown token
// is invalid_token.
func (s *Service) RefereeForm(ctx context.Context, token string) (model.RefereeForm, error) {
	r, found, err := s.Store.RefereeByToken(ctx, hashToken(token))
	if err != nil {
		return model.RefereeForm{}, err
	}
	if !found {
		return model.RefereeForm{}, model.Errorf(model.ECodeInvalidToken, msgInvalidToken)
	}
	return model.RefereeForm{TeacherName: r.Teacher.FirstName + " " + r.TeacherLastName, Relationship: r.Relationship,
		Questions: model.ReferenceQuestions, Language: language(r.Teacher.Language), ExpiresAt: r.ExpiresAt.UTC().Format(time.RFC3339)}, nil
}

// AnswerReference stores the referee's answer, which ends the link, and tells the teacher that
// the reference arrived.
func (s *Service) AnswerReference(ctx context.Context, token string, in RefereeAnswer, from Referee) error {
	a, err := checkRefereeAnswer(in)
	if err != nil {
		return err
	}
	a.IP, a.UserAgent = from.IP, truncate(from.UserAgent, 500)
	return s.closeReferenceLink(ctx, token, true, func(tx *store.Tx, id string) error { return tx.AnswerReference(ctx, id, a) })
}

// DeclineReference records that the referee declines to give the reference, which ends the link,
// and tells the teacher.
func (s *Service) DeclineReference(ctx context.Context, token string) error {
	return s.closeReferenceLink(ctx, token, false, func(tx *store.Tx, id string) error { return tx.DeclineReference(ctx, id) })
}

// closeReferenceLink runs close on the reference of an open link, locked so a link is used once,
// and mails the teacher whether it was received.
func (s *Service) closeReferenceLink(ctx context.Context, token string, received bool, close func(tx *store.Tx, id string) error) error {
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		r, found, err := tx.LockRefereeByToken(ctx, hashToken(token))
		if err != nil {
			return err
		}
		if !found {
			return model.Errorf(model.ECodeInvalidToken, msgInvalidToken)
		}
		if err := close(tx, r.ID); err != nil {
			return err
		}
		return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, r.Teacher.Email, r.Teacher.Language, mail.ReferenceStatus{
			FirstName: r.Teacher.FirstName, RefereeName: r.Name, Received: received, ReferencesURL: s.cfg.BaseURL + "/teacher/references"}))
	})
}

// checkRefereeAnswer validates an answer: each rating 1-5 or none, a known would-rehire answer,
// the details of a safeguarding concern, comments of at most maxReferenceText characters, the
// referee's name and position, and their confirmation that it is true.
func checkRefereeAnswer(in RefereeAnswer) (store.ReferenceAnswer, error) {
	a := store.ReferenceAnswer{Ratings: in.Ratings, WouldRehire: strings.TrimSpace(in.WouldRehire), SafeguardingConcern: in.SafeguardingConcern,
		SafeguardingDetails: model.CleanText(in.SafeguardingDetails), Comments: model.CleanText(in.Comments),
		RefereeName: model.CleanName(in.RefereeName), RefereePosition: model.CleanName(in.RefereePosition)}
	f := model.Fields{}
	for i, rating := range in.Ratings.All() {
		if rating != nil && (*rating < 1 || *rating > 5) {
			f["ratings."+model.ReferenceQuestions[i]] = "invalid"
		}
	}
	f.Required(map[string]string{"wouldRehire": a.WouldRehire, "refereeName": a.RefereeName, "refereePosition": a.RefereePosition})
	if _, set := f["wouldRehire"]; !set && !slices.Contains(model.WouldRehireAnswers, a.WouldRehire) {
		f["wouldRehire"] = "invalid"
	}
	if a.SafeguardingConcern && a.SafeguardingDetails == "" {
		f["safeguardingDetails"] = "required"
	}
	if !a.SafeguardingConcern {
		a.SafeguardingDetails = ""
	}
	f.Text("safeguardingDetails", a.SafeguardingDetails, maxReferenceText, true)
	f.Text("comments", a.Comments, maxReferenceText, true)
	f.Name("refereeName", a.RefereeName)
	f.Name("refereePosition", a.RefereePosition)
	if !in.Confirm {
		f["confirm"] = "required"
	}
	return a, f.Err(msgFixFields)
}

// referenceBatch is how many reminders one transaction of the periodic job mails.
const referenceBatch = 100

// SendReferenceReminders expires the requests whose link ran out, then mails each request left
// unanswered for store.ReferenceResendAfter its one reminder. Only the token's hash is kept, so
// the reminder carries a new link, valid until the same day, and the first one stops working. It
// returns how many it reminded.
func (s *Service) SendReferenceReminders(ctx context.Context) (int, error) {
	if err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		_, err := tx.ExpireReferences(ctx)
		return err
	}); err != nil {
		return 0, err
	}
	total := 0
	for {
		n := 0
		err := s.Store.InTx(ctx, func(tx *store.Tx) error {
			due, err := tx.LockReferencesToRemind(ctx, referenceBatch)
			if err != nil {
				return err
			}
			n = len(due)
			for _, r := range due {
				token, hash := newToken()
				if err := tx.RemindReference(ctx, r.ID, hash); err != nil {
					return err
				}
				teacher := model.User{FirstName: r.Teacher.FirstName, LastName: r.TeacherLastName, Language: r.Teacher.Language}
				if err := s.mailReferee(ctx, tx, r.Name, r.Email, r.Relationship, teacher, token, r.ExpiresAt, true); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil || n == 0 {
			return total, err
		}
		total += n
	}
}
