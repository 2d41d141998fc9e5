package service

import (
	"context"
	"errors"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// Interviews (docs/api.md "Hiring loop II", docs/design.md "Time zones and calendar invitations"):
// a school proposes one to five times, the teacher chooses one or asks for others, either side
// cancels an open interview, and the school marks a held one completed. Every change is mailed
// in the reader's language with the times in her zone and Tampa's.

const (
	msgNoInterview     = "No such interview"
	msgInterviewClosed = "This interview is cancelled or completed already."
	maxInterviewSlots  = 5
)

// InterviewInput is a school's proposal, as sent.
type InterviewInput struct {
	Mode            string   `json:"mode"`
	Location        string   `json:"location"`
	DurationMinutes int      `json:"durationMinutes"`
	Slots           []string `json:"slots"`
	Note            string   `json:"note"`
}

// checkInterview cleans a proposal and checks it: a known mode; an https meeting link for a video
// call, a street address for one in person, anything short for a phone call; 15 to 240 minutes;
// one to five different times, each in the future; a note of at most 1,000 characters.
func checkInterview(in InterviewInput, now time.Time) (store.NewInterview, error) {
	f := model.Fields{}
	n := store.NewInterview{Mode: in.Mode, Location: model.CleanText(in.Location), Note: strings.TrimSpace(in.Note),
		DurationMinutes: in.DurationMinutes}
	switch in.Mode {
	case model.InterviewVideo:
		if u, err := url.Parse(n.Location); err != nil || u.Scheme != "https" || !model.PublicURL(n.Location) {
			f["location"] = "invalid"
		}
	case model.InterviewInPerson:
		f.Required(map[string]string{"location": n.Location})
	case model.InterviewPhone:
	default:
		f["mode"] = "invalid"
	}
	f.Text("location", n.Location, 300, false)
	f.MaxLen("note", n.Note, 1000)
	if n.DurationMinutes < 15 || n.DurationMinutes > 240 {
		f["durationMinutes"] = "out_of_range"
	}
	if len(in.Slots) == 0 || len(in.Slots) > maxInterviewSlots {
		f["slots"] = "out_of_range"
	}
	for _, s := range in.Slots {
		start, err := time.Parse(time.RFC3339, s)
		switch {
		case err != nil:
			f["slots"] = "invalid"
		case !start.After(now):
			f["slots"] = "past"
		case slices.ContainsFunc(n.Slots, start.Equal):
			f["slots"] = "duplicate"
		}
		n.Slots = append(n.Slots, start.UTC().Truncate(time.Minute))
	}
	return n, f.Err(msgFixFields)
}

// ProposeInterview proposes interview times for an application to one of the school user's
// district's vacancies, moves the application to interview and mails the teacher the times in
// her zone and Tampa's. A final application, or one with an open interview, is a conflict.
func (s *Service) ProposeInterview(ctx context.Context, school model.User, applicationID string, in InterviewInput) (model.Interview, error) {
	n, err := checkInterview(in, time.Now())
	if err != nil {
		return model.Interview{}, err
	}
	if uuid.Validate(applicationID) != nil || school.OrganizationID == nil {
		return model.Interview{}, model.Errorf(model.ECodeNotFound, msgNoApplication)
	}
	n.ApplicationID, n.CreatedBy = applicationID, school.ID
	var id string
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		a, found, err := tx.LockOrganizationApplication(ctx, *school.OrganizationID, applicationID)
		if err != nil {
			return err
		}
		if !found || a.Status == model.StatusWithdrawn {
			return model.Errorf(model.ECodeNotFound, msgNoApplication)
		}
		// A waiting application may be invited (docs/design.md §4); not one with an offer, nor a final one.
		if !CanMove(a.Status, model.StatusInterview, FlowInterview) {
			return model.Errorf(model.ECodeConflict, "This application is closed: it cannot be invited to an interview.")
		}
		if id, err = tx.InsertInterview(ctx, n); err != nil {
			return err
		}
		if a.Status != model.StatusInterview {
			if err := tx.SetApplicationStatus(ctx, applicationID, model.StatusInterview, "", school.ID); err != nil {
				return err
			}
		}
		i, _, err := tx.LockInterview(ctx, id)
		if err != nil {
			return err
		}
		return s.mailProposal(ctx, tx, i)
	})
	if errors.Is(err, store.ErrOpenInterview) {
		return model.Interview{}, model.Errorf(model.ECodeConflict, "This application has an open interview: cancel it before proposing new times.")
	}
	if err != nil {
		return model.Interview{}, err
	}
	return s.interview(ctx, id)
}

func (s *Service) interview(ctx context.Context, id string) (model.Interview, error) {
	i, found, err := s.Store.Interview(ctx, id)
	if err == nil && !found {
		err = model.Errorf(model.ECodeNotFound, msgNoInterview)
	}
	return i.Interview(), err
}

// TeacherInterviews lists the interviews of one of the teacher's applications.
func (s *Service) TeacherInterviews(ctx context.Context, teacherID, applicationID string) ([]model.Interview, error) {
	if _, err := s.Application(ctx, teacherID, applicationID); err != nil {
		return nil, err
	}
	return s.applicationInterviews(ctx, applicationID)
}

// SchoolInterviews lists the interviews of an application to one of the school user's
// district's vacancies.
func (s *Service) SchoolInterviews(ctx context.Context, school model.User, applicationID string) ([]model.Interview, error) {
	if _, err := s.districtApplicant(ctx, school, applicationID); err != nil {
		return nil, err
	}
	return s.applicationInterviews(ctx, applicationID)
}

func (s *Service) applicationInterviews(ctx context.Context, applicationID string) ([]model.Interview, error) {
	rows, err := s.Store.ApplicationInterviews(ctx, applicationID)
	list := make([]model.Interview, len(rows))
	for n, i := range rows {
		list[n] = i.Interview()
	}
	return list, err
}

// interviewAction runs change on an interview the user is a side of (the teacher of its
// application, or a school user of its district; another's is not found), locked, and returns
// the interview as it is after.
func (s *Service) interviewAction(ctx context.Context, u model.User, id string, change func(tx *store.Tx, i store.InterviewRow) error) (model.Interview, error) {
	if uuid.Validate(id) != nil {
		return model.Interview{}, model.Errorf(model.ECodeNotFound, msgNoInterview)
	}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		i, found, err := tx.LockInterview(ctx, id)
		if err != nil {
			return err
		}
		if !found || !interviewSide(u, i) {
			return model.Errorf(model.ECodeNotFound, msgNoInterview)
		}
		return change(tx, i)
	})
	if err != nil {
		return model.Interview{}, err
	}
	return s.interview(ctx, id)
}

// interviewSide reports whether the user is a side of the interview.
func interviewSide(u model.User, i store.InterviewRow) bool {
	if u.Role == model.RoleSchool {
		return u.OrganizationID != nil && *u.OrganizationID == i.OrganizationID
	}
	return u.Role == model.RoleTeacher && u.ID == i.Teacher.ID
}

// onlySide refuses an action of one side to a user of the other: as for an interview that is
// not theirs, it is not found.
func onlySide(u model.User, role string) error {
	if u.Role != role {
		return model.Errorf(model.ECodeNotFound, msgNoInterview)
	}
	return nil
}

// ChooseInterviewSlot schedules a proposed interview of the teacher's at one of its times, still
// in the future, and mails both sides the invitation. Another interview's time is invalid; an
// interview no longer proposed is a conflict.
func (s *Service) ChooseInterviewSlot(ctx context.Context, teacher model.User, id, slotID string) (model.Interview, error) {
	if err := onlySide(teacher, model.RoleTeacher); err != nil {
		return model.Interview{}, err
	}
	return s.interviewAction(ctx, teacher, id, func(tx *store.Tx, i store.InterviewRow) error {
		if i.Status != model.InterviewProposed {
			return model.Errorf(model.ECodeConflict, "This interview is not waiting for a choice.")
		}
		n := slices.Index(i.SlotIDs, slotID)
		if n < 0 {
			return &model.Error{Code: model.ECodeValidation, Message: msgFixFields, Fields: map[string]string{"slotId": "invalid"}}
		}
		if !i.SlotStarts[n].After(time.Now()) {
			return &model.Error{Code: model.ECodeValidation, Message: msgFixFields, Fields: map[string]string{"slotId": "past"}}
		}
		start := i.SlotStarts[n]
		if err := tx.SetInterviewStatus(ctx, i.ID, model.InterviewScheduled, &start); err != nil {
			return err
		}
		i.Status, i.Start, i.Sequence = model.InterviewScheduled, &start, i.Sequence+1
		return s.mailScheduled(ctx, tx, i)
	})
}

// AskOtherInterviewTimes mails the school users of the district the teacher's request for other
// times; the interview stays proposed.
func (s *Service) AskOtherInterviewTimes(ctx context.Context, teacher model.User, id, message string) (model.Interview, error) {
	if err := onlySide(teacher, model.RoleTeacher); err != nil {
		return model.Interview{}, err
	}
	message = strings.TrimSpace(message)
	f := model.Fields{}
	f.Required(map[string]string{"message": message})
	f.MaxLen("message", message, 1000)
	if err := f.Err(msgFixFields); err != nil {
		return model.Interview{}, err
	}
	return s.interviewAction(ctx, teacher, id, func(tx *store.Tx, i store.InterviewRow) error {
		if i.Status != model.InterviewProposed {
			return model.Errorf(model.ECodeConflict, "This interview is not waiting for a choice.")
		}
		return s.mailOtherTimes(ctx, tx, i, message)
	})
}

// CancelInterview cancels an open interview for either side, with a reason, and mails both sides
// (with the calendar's CANCEL when a time had been chosen). A cancelled or completed one is a
// conflict.
func (s *Service) CancelInterview(ctx context.Context, u model.User, id, reason string) (model.Interview, error) {
	reason = strings.TrimSpace(reason)
	f := model.Fields{}
	f.MaxLen("reason", reason, 1000)
	if err := f.Err(msgFixFields); err != nil {
		return model.Interview{}, err
	}
	return s.interviewAction(ctx, u, id, func(tx *store.Tx, i store.InterviewRow) error {
		if i.Status != model.InterviewProposed && i.Status != model.InterviewScheduled {
			return model.Errorf(model.ECodeConflict, msgInterviewClosed)
		}
		return s.cancelInterview(ctx, tx, i, reason, u.Role == model.RoleSchool)
	})
}

func (s *Service) cancelInterview(ctx context.Context, tx *store.Tx, i store.InterviewRow, reason string, bySchool bool) error {
	if err := tx.SetInterviewStatus(ctx, i.ID, model.InterviewCancelled, i.Start); err != nil {
		return err
	}
	i.Status, i.Sequence = model.InterviewCancelled, i.Sequence+1
	return s.mailCancelled(ctx, tx, i, reason, bySchool)
}

// cancelOpenInterviews cancels the application's proposed and scheduled interviews inside the
// caller's transaction, as the school or the teacher, with the reason, and mails both sides (the
// calendar's CANCEL for a scheduled one): what closing a vacancy, or withdrawing the application,
// does to its interviews.
func (s *Service) cancelOpenInterviews(ctx context.Context, tx *store.Tx, applicationID, reason string, bySchool bool) error {
	open, err := tx.LockOpenInterviews(ctx, applicationID)
	if err != nil {
		return err
	}
	for _, i := range open {
		if err := s.cancelInterview(ctx, tx, i, reason, bySchool); err != nil {
			return err
		}
	}
	return nil
}

// CompleteInterview marks a scheduled interview of the school user's district completed once
// its time has come; before, or for one not scheduled, it is a conflict.
func (s *Service) CompleteInterview(ctx context.Context, school model.User, id string) (model.Interview, error) {
	if err := onlySide(school, model.RoleSchool); err != nil {
		return model.Interview{}, err
	}
	return s.interviewAction(ctx, school, id, func(tx *store.Tx, i store.InterviewRow) error {
		if i.Status != model.InterviewScheduled || i.Start.After(time.Now()) {
			return model.Errorf(model.ECodeConflict, "Only a scheduled interview whose time has come can be marked completed.")
		}
		return tx.SetInterviewStatus(ctx, i.ID, model.InterviewCompleted, i.Start)
	})
}

// InterviewCalendar returns the iCalendar file of an interview the user is a side of, in her
// language: the invitation of its time, or its cancellation. One without a time yet is a
// conflict.
func (s *Service) InterviewCalendar(ctx context.Context, u model.User, id string) (string, error) {
	if uuid.Validate(id) != nil {
		return "", model.Errorf(model.ECodeNotFound, msgNoInterview)
	}
	i, found, err := s.Store.Interview(ctx, id)
	if err != nil {
		return "", err
	}
	if !found || !interviewSide(u, i) {
		return "", model.Errorf(model.ECodeNotFound, msgNoInterview)
	}
	if i.Start == nil {
		return "", model.Errorf(model.ECodeConflict, "This interview has no time yet.")
	}
	link := s.teacherApplicationURL(i.ApplicationID)
	if u.Role == model.RoleSchool {
		link = s.schoolApplicationURL(i.ApplicationID)
	}
	return s.interviewCalendar(i, u.Language, link, time.Now()).Text, nil
}
