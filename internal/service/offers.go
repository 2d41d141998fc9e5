package service

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// OfferInput is what a school sends to make an offer (docs/api.md "Hiring loop II").
type OfferInput struct {
	Salary    *int   `json:"salary"`
	StartDate string `json:"startDate"`
	RespondBy string `json:"respondBy"`
	Note      string `json:"note"`
}

// OfferAnswer is the teacher's answer to an offer: her reason, when she declines.
type OfferAnswer struct {
	Reason string `json:"reason"`
}

const (
	msgNoOffer = "No such offer"
	// maxNoteLen bounds a school's note and a teacher's reason (docs/api.md "Hiring loop II").
	maxNoteLen = 1000
	// A salary is a yearly amount in whole US dollars.
	minSalary, maxSalary = 1000, 1_000_000
	// maxRespondDays is how far ahead a respond-by date may be: a teacher is not kept waiting, and
	// a school does not hold her longer than a month.
	maxRespondDays = 30
)

// MakeOffer makes an offer on an application to one of the school user's district's vacancies:
// the application becomes offered (from candidate or interview only, else conflict) and the
// teacher is mailed in her language. respondBy is 1 to 30 days after today in Tampa; the start
// date is not in the past.
func (s *Service) MakeOffer(ctx context.Context, school model.User, applicationID string, in OfferInput) (model.Offer, error) {
	o := model.Offer{StartDate: strings.TrimSpace(in.StartDate), RespondBy: strings.TrimSpace(in.RespondBy), Note: strings.TrimSpace(in.Note)}
	f := model.Fields{}
	if in.Salary == nil {
		f["salary"] = "required"
	} else if o.Salary = *in.Salary; o.Salary < minSalary || o.Salary > maxSalary {
		f["salary"] = "invalid"
	}
	today, _ := time.Parse(time.DateOnly, tampaToday())
	if day, ok := dateField(f, "startDate", o.StartDate); ok && day.Before(today) {
		f["startDate"] = "past"
	}
	if day, ok := dateField(f, "respondBy", o.RespondBy); ok && (!day.After(today) || day.After(today.AddDate(0, 0, maxRespondDays))) {
		f["respondBy"] = "invalid"
	}
	f.MaxLen("note", o.Note, maxNoteLen)
	if err := f.Err(msgFixFields); err != nil {
		return model.Offer{}, err
	}
	if uuid.Validate(applicationID) != nil || school.OrganizationID == nil {
		return model.Offer{}, model.Errorf(model.ECodeNotFound, msgNoApplication)
	}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		n, found, err := tx.LockOrganizationApplication(ctx, *school.OrganizationID, applicationID)
		if err != nil {
			return err
		}
		if !found {
			return model.Errorf(model.ECodeNotFound, msgNoApplication)
		}
		if err := moveError(n.Status, model.StatusOffered, FlowOffer); err != nil {
			return err
		}
		if o, err = tx.InsertOffer(ctx, applicationID, school.ID, o); err != nil {
			return err
		}
		if err := tx.SetApplicationStatus(ctx, applicationID, model.StatusOffered, "", school.ID); err != nil {
			return err
		}
		if err := tx.Audit(ctx, school.ID, "application.offer.write", applicationID); err != nil {
			return err
		}
		return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, n.Email, n.Language, mail.OfferMade{FirstName: n.FirstName,
			Position: n.Position, School: n.School, Salary: mailSalary(o.Salary, n.Language),
			StartDate: mailDate(o.StartDate, n.Language), RespondBy: mailDate(o.RespondBy, n.Language), Note: o.Note,
			ApplicationURL: s.teacherApplicationURL(applicationID)}))
	})
	return o, err
}

// dateField reads a required date of a form, recording in f what is wrong with it.
func dateField(f model.Fields, name, value string) (time.Time, bool) {
	if value == "" {
		f[name] = "required"
		return time.Time{}, false
	}
	day, err := time.Parse(time.DateOnly, value)
	if err != nil {
		f[name] = "invalid"
		return time.Time{}, false
	}
	return day, true
}

// AnswerOffer is the teacher's answer to the pending offer on one of her applications: accepting
// makes it hired (and, once the vacancy's hires reach its openings, closes the vacancy and
// closes it out); declining, with an optional reason, makes it a candidate again. The school user
// who made the offer is mailed. No pending offer is a conflict. It returns the application.
func (s *Service) AnswerOffer(ctx context.Context, teacherID, applicationID string, accept bool, in OfferAnswer) (model.Application, error) {
	reason := strings.TrimSpace(in.Reason)
	f := model.Fields{}
	f.MaxLen("reason", reason, maxNoteLen)
	if err := f.Err(msgFixFields); err != nil {
		return model.Application{}, err
	}
	if uuid.Validate(applicationID) != nil {
		return model.Application{}, model.Errorf(model.ECodeNotFound, msgNoApplication)
	}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		if _, found, err := tx.LockApplication(ctx, teacherID, applicationID); err != nil || !found {
			if err == nil {
				err = model.Errorf(model.ECodeNotFound, msgNoApplication)
			}
			return err
		}
		n, found, err := tx.LockPendingOffer(ctx, teacherID, applicationID)
		if err != nil {
			return err
		}
		if !found {
			return model.Errorf(model.ECodeConflict, "There is no offer waiting for your answer on this application.")
		}
		outcome, status, flow := model.OfferAccepted, model.StatusHired, FlowOfferAccepted
		if !accept {
			outcome, status, flow = model.OfferDeclined, model.StatusCandidate, FlowOfferEnded
		}
		if err := moveError(n.ApplicationStatus, status, flow); err != nil {
			return err
		}
		if err := tx.SetOfferStatus(ctx, n.Offer.ID, outcome, reason); err != nil {
			return err
		}
		if err := tx.SetApplicationStatus(ctx, applicationID, status, reason, teacherID); err != nil {
			return err
		}
		if err := s.tellSchoolOfOffer(ctx, tx, n, outcome, reason); err != nil {
			return err
		}
		if !accept {
			return nil
		}
		full, err := tx.FillVacancyIfFull(ctx, n.VacancyID)
		if err != nil || !full {
			return err
		}
		return s.CloseOuts.EnqueueCloseOut(ctx, tx, n.VacancyID, true)
	})
	if err != nil {
		return model.Application{}, err
	}
	return s.Application(ctx, teacherID, applicationID)
}

// WithdrawOffer takes back a pending offer on an application to one of the school user's
// district's vacancies: the application is a candidate again and the teacher is mailed. An offer
// already answered is a conflict; another district's is not found.
func (s *Service) WithdrawOffer(ctx context.Context, school model.User, offerID string) (model.Offer, error) {
	if uuid.Validate(offerID) != nil || school.OrganizationID == nil {
		return model.Offer{}, model.Errorf(model.ECodeNotFound, msgNoOffer)
	}
	var o model.Offer
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		n, found, err := tx.LockOrganizationOffer(ctx, *school.OrganizationID, offerID)
		if err != nil {
			return err
		}
		if !found {
			if known, err := tx.OrganizationOfferExists(ctx, *school.OrganizationID, offerID); err != nil || !known {
				if err == nil {
					err = model.Errorf(model.ECodeNotFound, msgNoOffer)
				}
				return err
			}
			return model.Errorf(model.ECodeConflict, "This offer is no longer pending.")
		}
		if err := s.endOffer(ctx, tx, n, model.OfferWithdrawn, school.ID); err != nil {
			return err
		}
		o = n.Offer
		o.Status = model.OfferWithdrawn
		return tx.Audit(ctx, school.ID, "application.offer.withdraw", n.ApplicationID)
	})
	return o, err
}

// ExpireOffers expires every pending offer whose respond-by day has ended in Tampa, one
// transaction each: the application is a candidate again, and the teacher and the school user
// who made the offer are mailed. It returns how many it expired.
func (s *Service) ExpireOffers(ctx context.Context) (expired int, err error) {
	for {
		found := false
		err := s.Store.InTx(ctx, func(tx *store.Tx) error {
			n, ok, err := tx.LockExpiredOffer(ctx)
			if err != nil || !ok {
				return err
			}
			found = true
			if err := s.endOffer(ctx, tx, n, model.OfferExpired, ""); err != nil {
				return err
			}
			return s.tellSchoolOfOffer(ctx, tx, n, model.OfferExpired, "")
		})
		if err != nil || !found {
			return expired, err
		}
		expired++
	}
}

// endOffer ends a pending offer without the teacher's answer (withdrawn or expired): the
// application, when still offered, is a candidate again, and the teacher is told.
func (s *Service) endOffer(ctx context.Context, tx *store.Tx, n store.OfferNotice, status, actorID string) error {
	if err := tx.SetOfferStatus(ctx, n.Offer.ID, status, ""); err != nil {
		return err
	}
	if !CanMove(n.ApplicationStatus, model.StatusCandidate, FlowOfferEnded) {
		return nil
	}
	if err := tx.SetApplicationStatus(ctx, n.ApplicationID, model.StatusCandidate, "", actorID); err != nil {
		return err
	}
	return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, n.Email, n.Language, mail.OfferEnded{FirstName: n.FirstName,
		Position: n.Position, School: n.School, Expired: status == model.OfferExpired,
		ApplicationURL: s.teacherApplicationURL(n.ApplicationID)}))
}

// tellSchoolOfOffer mails the school user who made an offer how it ended, when that account
// still exists and is enabled.
func (s *Service) tellSchoolOfOffer(ctx context.Context, tx *store.Tx, n store.OfferNotice, outcome, reason string) error {
	if n.SchoolEmail == "" {
		return nil
	}
	return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, n.SchoolEmail, n.SchoolLanguage, mail.OfferAnswered{
		FirstName: n.SchoolFirstName, Teacher: n.TeacherName, Position: n.Position, Outcome: outcome, Reason: reason,
		PacketURL: s.schoolApplicationURL(n.ApplicationID)}))
}
