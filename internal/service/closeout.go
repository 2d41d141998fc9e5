package service

import (
	"context"
	"errors"
	"strconv"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

const (
	// closeOutBatch is how many applications one transaction of a close-out moves: a crash loses
	// at most one batch's work, which the retried job does again.
	closeOutBatch = 50
	// similarPerMail is how many open vacancies from her matches a "not selected" mail suggests.
	similarPerMail = 3
)

// CloseInput is what a school sends to close a vacancy: whether its waiting applicants are
// mailed (true when not sent).
type CloseInput struct {
	NotifyApplicants *bool `json:"notifyApplicants"`
}

// CloseVacancy closes one of the district's vacancies and, in the same transaction, queues its
// close-out: every application still waiting (pending, on-hold, candidate, interview) becomes
// not_selected, each teacher mailed once when notify is on (docs/api.md "Hiring loop II").
func (s *Service) CloseVacancy(ctx context.Context, u model.User, id string, in CloseInput) (model.SchoolVacancy, error) {
	if _, err := s.SchoolVacancy(ctx, u, id); err != nil {
		return model.SchoolVacancy{}, err
	}
	notify := in.NotifyApplicants == nil || *in.NotifyApplicants
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		if _, err := tx.CloseVacancy(ctx, *u.OrganizationID, id); err != nil {
			return err
		}
		return s.CloseOuts.EnqueueCloseOut(ctx, tx, id, notify)
	})
	if err != nil {
		return model.SchoolVacancy{}, err
	}
	return s.SchoolVacancy(ctx, u, id)
}

// CloseOut moves every application to the vacancy still waiting for a decision to not_selected,
// closeOutBatch at a time. Each batch's status changes and mails commit together, so however
// often the work is interrupted and run again, each application moves, and its teacher is
// mailed, exactly once.
func (s *Service) CloseOut(ctx context.Context, vacancyID string, notify bool) error {
	v, err := s.Vacancy(ctx, vacancyID)
	if err != nil {
		return err
	}
	for {
		moved, err := s.closeOutBatch(ctx, v, notify, closeOutBatch)
		if err != nil || moved == 0 {
			return err
		}
	}
}

// closeOutBatch moves at most limit of the vacancy's waiting applications to not_selected in one
// transaction, and says how many it moved.
func (s *Service) closeOutBatch(ctx context.Context, v model.Vacancy, notify bool, limit int) (moved int, err error) {
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		waiting, err := tx.LockWaitingApplications(ctx, v.ID, limit)
		if err != nil {
			return err
		}
		var mails []jobs.MailArgs
		for _, w := range waiting {
			// Its proposed or scheduled interviews end with it, with their METHOD:CANCEL mails even
			// when the applicants are not told otherwise: a calendar must not keep a dead meeting.
			// No reason is given: the not-selected mail says why, in each reader's language.
			if err := s.cancelOpenInterviews(ctx, tx, w.ApplicationID, "", true); err != nil {
				return err
			}
			if err := tx.SetApplicationStatus(ctx, w.ApplicationID, model.StatusNotSelected, "", ""); err != nil {
				return err
			}
			if !notify {
				continue
			}
			m, err := s.notSelectedMail(ctx, v, w)
			if err != nil {
				return err
			}
			mails = append(mails, m)
		}
		moved = len(waiting)
		if len(mails) == 0 {
			return nil
		}
		return s.Mail.EnqueueMail(ctx, tx, mails...)
	})
	return moved, err
}

// notSelectedMail is the one mail a teacher gets when a vacancy is closed out without her: with
// the open vacancies that fit her best, other than this one (none when her profile is not
// complete).
func (s *Service) notSelectedMail(ctx context.Context, v model.Vacancy, w store.Waiting) (jobs.MailArgs, error) {
	matches, err := s.Matches(ctx, w.TeacherID, strconv.Itoa(similarPerMail+1))
	var incomplete *model.Error
	if errors.As(err, &incomplete) && incomplete.Code == model.ECodeProfileIncomplete {
		matches, err = nil, nil
	}
	if err != nil {
		return jobs.MailArgs{}, err
	}
	list := []mail.Recommendation{}
	for _, m := range matches {
		if m.Vacancy.ID == v.ID || len(list) == similarPerMail {
			continue
		}
		list = append(list, s.recommendation(m))
	}
	return jobs.NewMail(s.Keys, w.Email, w.Language, mail.NotSelected{FirstName: w.FirstName, Position: v.Position,
		School: v.SchoolName, MatchesURL: s.cfg.BaseURL + "/teacher/matches", List: list}), nil
}
