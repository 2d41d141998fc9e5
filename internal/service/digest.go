package service

import (
	"context"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

const (
	// overdueDays is how long an application may wait in pending before the school's digest lists
	// it as overdue (docs/api.md "Hiring loop II": the response promise).
	overdueDays = 14
	// digestRows is the most applications a digest lists of each kind; the inbox has the rest.
	digestRows = 25
	// digestBatch is how many school users one run of the hourly digest job serves.
	digestBatch = 500
)

// NotificationsInput is what PUT /api/me/notifications sends.
type NotificationsInput struct {
	DailyApplicantDigest *bool `json:"dailyApplicantDigest"`
}

// Notifications returns the school user's mail settings.
func (s *Service) Notifications(ctx context.Context, userID string) (model.Notifications, error) {
	on, err := s.Store.DigestSetting(ctx, userID)
	return model.Notifications{DailyApplicantDigest: on}, err
}

// SetNotifications changes the school user's mail settings.
func (s *Service) SetNotifications(ctx context.Context, userID string, in NotificationsInput) (model.Notifications, error) {
	if in.DailyApplicantDigest == nil {
		return model.Notifications{}, model.Fields{"dailyApplicantDigest": "required"}.Err(msgFixFields)
	}
	if err := s.Store.SetDigestSetting(ctx, userID, *in.DailyApplicantDigest); err != nil {
		return model.Notifications{}, err
	}
	return s.Notifications(ctx, userID)
}

// SendDigests mails each school user due for it (at most one a day in Tampa, when the setting is
// on) the digest of their district: the applications sent since their last digest and those left
// pending overdueDays or more. A user with nothing to read gets no mail and stays due, so the next
// digest still lists everything since the last one. It returns how many digests it queued.
func (s *Service) SendDigests(ctx context.Context) (sent int, err error) {
	due, err := s.Store.DueDigests(ctx, digestBatch)
	if err != nil {
		return 0, err
	}
	for _, id := range due {
		queued := false
		err := s.Store.InTx(ctx, func(tx *store.Tx) error {
			r, found, err := tx.LockDueDigest(ctx, id)
			if err != nil || !found {
				return err
			}
			fresh, overdue, err := tx.DigestApplicants(ctx, r.OrganizationID, r.Since, overdueDays, digestRows)
			if err != nil || len(fresh)+len(overdue) == 0 {
				return err
			}
			list := make([]mail.DigestRow, 0, len(fresh)+len(overdue))
			for _, group := range []struct {
				rows    []store.DigestApplicant
				overdue bool
			}{{fresh, false}, {overdue, true}} {
				for _, a := range group.rows {
					list = append(list, mail.DigestRow{Name: a.FirstName + " " + a.LastName, Position: a.Position, School: a.School,
						AppliedOn: mailDate(a.AppliedAt.In(model.Tampa).Format("2006-01-02"), r.Language), Overdue: group.overdue,
						URL: s.schoolApplicationURL(a.ApplicationID)})
				}
			}
			queued = true
			if err := s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, r.Email, r.Language, mail.ApplicantDigest{FirstName: r.FirstName,
				InboxURL: s.cfg.BaseURL + "/school/dashboard", SettingsURL: s.cfg.BaseURL + "/school/settings", List: list})); err != nil {
				return err
			}
			return tx.MarkDigestSent(ctx, r.ID)
		})
		if err != nil {
			return sent, err
		}
		if queued {
			sent++
		}
	}
	return sent, nil
}
