package service

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

const (
	msgNoApplication  = "No such application"
	msgVacancyClosed  = "This vacancy is closed."
	msgCompleteFirst  = "Complete your profile to apply."
	msgAlreadyApplied = "You have applied to this vacancy already."
	// msgConfirmEmailFirst: the school writes to the address an application is sent with.
	msgConfirmEmailFirst = "Confirm your e-mail address to apply: follow the link we sent you, or ask for a new one."
)

// TeacherVacancy returns a vacancy as a signed-in teacher reads it: whether they may apply, the
// requirements checklist from their documents, their active application to it, and their pay by
// the district's salary schedule.
func (s *Service) TeacherVacancy(ctx context.Context, teacherID, id string) (model.TeacherVacancy, error) {
	v, err := s.Vacancy(ctx, id)
	if err != nil {
		return model.TeacherVacancy{}, err
	}
	p, t, err := s.matchingProfile(ctx, teacherID)
	if err != nil {
		return model.TeacherVacancy{}, err
	}
	has := func(code string) bool { return !slices.Contains(p.Missing, code) }
	tv := model.TeacherVacancy{Vacancy: v, Eligibility: model.Eligibility{Eligible: p.Complete, Missing: p.Missing,
		Checklist: model.Checklist{Resume: has(model.DocResume), Presentation: has("presentation"),
			LessonPlan: has(model.DocLessonPlan), Certifications: has(model.DocCertification),
			Evaluation: has(model.DocEvaluation), References: has(model.DocReference)}},
		Reasons: []model.Reason{}}
	if tv.SalaryEstimate, err = s.salaryEstimate(ctx, p.HighestDegree, teacherID, v.OrganizationID); err != nil {
		return tv, err
	}
	if tv.ApplicationID, err = s.Store.ActiveApplication(ctx, teacherID, v.ID); err != nil || !p.Complete {
		return tv, err
	}
	// Only a completed profile is matched (docs/design.md §5).
	m, err := s.matchScore(ctx, t, v)
	tv.Score, tv.Reasons = &m.Score, m.Reasons
	return tv, err
}

// Apply sends the teacher's application to an open vacancy with what their profile holds now
// (the disclosures a district reads among it), and the match score it has now.
// The vacancy must be open and before its last date (gone otherwise), the profile complete
// (profile_incomplete, with what is missing), the account's e-mail address confirmed
// (email_unverified), and no other application of theirs to it active (conflict, naming the
// application that is). The teacher is mailed a receipt in her language.
func (s *Service) Apply(ctx context.Context, teacherID, vacancyID string) (model.ApplicationRow, error) {
	if vacancyID == "" {
		return model.ApplicationRow{}, &model.Error{Code: model.ECodeValidation, Message: msgFixFields,
			Fields: map[string]string{"vacancyId": "required"}}
	}
	v, err := s.Vacancy(ctx, vacancyID)
	if err != nil {
		return model.ApplicationRow{}, err
	}
	if v.Status != model.VacancyOpen {
		return model.ApplicationRow{}, model.Errorf(model.ECodeGone, msgVacancyClosed)
	}
	p, t, err := s.matchingProfile(ctx, teacherID)
	if err != nil {
		return model.ApplicationRow{}, err
	}
	if !p.Complete {
		return model.ApplicationRow{}, &model.Error{Code: model.ECodeProfileIncomplete, Message: msgCompleteFirst, Missing: p.Missing}
	}
	m, err := s.matchScore(ctx, t, v)
	if err != nil {
		return model.ApplicationRow{}, err
	}
	var a model.ApplicationRow
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		u, err := tx.User(ctx, teacherID)
		if err != nil {
			return err
		}
		if !u.EmailVerified {
			return model.Errorf(model.ECodeEmailUnverified, msgConfirmEmailFirst)
		}
		docs, err := tx.SubmittableDocuments(ctx, teacherID)
		if err != nil {
			return err
		}
		disclosures, err := packetDisclosures(ctx, tx, teacherID)
		if err != nil {
			return err
		}
		background, err := applicantBackground(ctx, tx, teacherID)
		if err != nil {
			return err
		}
		a, err = tx.InsertApplication(ctx, model.NewApplication{TeacherID: teacherID, VacancyID: v.ID, Documents: docs, Score: &m.Score, Reasons: m.Reasons,
			Disclosures: disclosures, Background: background, Presentation: p.Presentation.URL, Applicant: model.Applicant{FirstName: p.FirstName, LastName: p.LastName,
				Email: p.Email, ContactNumber: p.ContactNumber, Address: p.Address, City: p.City, State: p.State,
				ZipCode: p.ZipCode, Country: p.Country}})
		if err != nil {
			return err
		}
		return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, u.Email, u.Language, mail.ApplicationReceipt{FirstName: u.FirstName,
			Position: v.Position, School: v.SchoolName, District: v.District, ApplicationURL: s.teacherApplicationURL(a.ID)}))
	})
	if errors.Is(err, store.ErrActiveApplication) {
		// Read after the failed transaction: an application sent alongside (a double click) has
		// committed by now, and the caller is told which it is.
		conflict := model.Errorf(model.ECodeConflict, msgAlreadyApplied)
		existing, err := s.Store.ActiveApplication(ctx, teacherID, v.ID)
		if err != nil {
			return model.ApplicationRow{}, err
		}
		if existing != nil {
			conflict.ApplicationID = *existing
		}
		return model.ApplicationRow{}, conflict
	}
	a.Company, a.Type, a.Position = v.District, v.Type, v.Position
	return a, err
}

// ApplicationList is what GET /api/applications asks for, as sent.
type ApplicationList struct {
	Status, Sort, Page, PageSize string
}

// Applications returns a page of the teacher's applications, newest first unless sort is
// "oldest", every status unless one is asked for.
func (s *Service) Applications(ctx context.Context, teacherID string, in ApplicationList) (Page[model.ApplicationRow], error) {
	f := model.Fields{}
	if in.Status != "" && !slices.Contains(model.OptionCodes().ApplicationStatuses, in.Status) {
		f["status"] = "invalid"
	}
	if in.Sort != "" && in.Sort != "newest" && in.Sort != "oldest" {
		f["sort"] = "invalid"
	}
	filter := store.ApplicationFilter{TeacherID: teacherID, Status: in.Status, Oldest: in.Sort == "oldest"}
	filter.Page, filter.PageSize = paging(in.Page, in.PageSize, f)
	if err := f.Err(msgFixFields); err != nil {
		return Page[model.ApplicationRow]{}, err
	}
	items, total, err := s.Store.Applications(ctx, filter)
	return Page[model.ApplicationRow]{Items: items, Total: total, Page: filter.Page, PageSize: filter.PageSize}, err
}

// Application returns one of the teacher's applications as it was sent, with its history;
// another's is not found.
func (s *Service) Application(ctx context.Context, teacherID, id string) (model.Application, error) {
	if uuid.Validate(id) != nil {
		return model.Application{}, model.Errorf(model.ECodeNotFound, msgNoApplication)
	}
	a, found, err := s.Store.Application(ctx, teacherID, id)
	if err == nil && !found {
		err = model.Errorf(model.ECodeNotFound, msgNoApplication)
	}
	return a, err
}

// CancelApplication withdraws one of the teacher's applications. It stays, with its history, and
// the teacher may apply to the vacancy again while it is open; one whose status is final
// (withdrawn, hired, not selected) is a conflict. A pending offer on it ends as declined, and its
// open interviews are cancelled (both sides mailed, with the calendar's CANCEL).
func (s *Service) CancelApplication(ctx context.Context, teacherID, id string) (model.Application, error) {
	if uuid.Validate(id) != nil {
		return model.Application{}, model.Errorf(model.ECodeNotFound, msgNoApplication)
	}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		status, found, err := tx.LockApplication(ctx, teacherID, id)
		switch {
		case err != nil:
			return err
		case !found:
			return model.Errorf(model.ECodeNotFound, msgNoApplication)
		}
		if err := moveError(status, model.StatusWithdrawn, FlowTeacher); err != nil {
			return err
		}
		if err := tx.EndPendingOffer(ctx, id, model.OfferDeclined); err != nil {
			return err
		}
		if err := s.cancelOpenInterviews(ctx, tx, id, "", false); err != nil {
			return err
		}
		return tx.SetApplicationStatus(ctx, id, model.StatusWithdrawn, "", teacherID)
	})
	if err != nil {
		return model.Application{}, err
	}
	return s.Application(ctx, teacherID, id)
}

// OpenSubmittedDocument returns a document one of the teacher's applications was sent with, and
// its bytes.
func (s *Service) OpenSubmittedDocument(ctx context.Context, teacherID, applicationID, documentID string) (model.SubmittedDocument, io.ReadCloser, error) {
	if uuid.Validate(applicationID) != nil || uuid.Validate(documentID) != nil {
		return model.SubmittedDocument{}, nil, model.Errorf(model.ECodeNotFound, "No such document")
	}
	d, found, err := s.Store.SubmittedDocument(ctx, teacherID, applicationID, documentID)
	if err != nil {
		return model.SubmittedDocument{}, nil, err
	}
	if !found {
		return model.SubmittedDocument{}, nil, model.Errorf(model.ECodeNotFound, "No such document")
	}
	body, err := s.Blobs.Open(ctx, d.ObjectKey)
	if err != nil {
		return model.SubmittedDocument{}, nil, fmt.Errorf("open submitted document %s: %w", d.ID, storageError(err))
	}
	return d, body, nil
}

// SetApplicationStatus moves an application to one of the vacancies of the school user's
// district to pending, on-hold, candidate or not_selected (FlowSchool of the transition table),
// records it in the history with the note (which the teacher reads) and in the audit log, and
// e-mails the teacher in their language when they let schools contact them. The same status with
// a new note is a step like any other (docs/api.md "Hiring loop II"); the same status without a
// note, or with the note of the latest step (a request sent twice), changes and sends nothing. An
// application the user may not see is not found; one whose status is final (hired, not_selected,
// withdrawn), or one with an offer out, is a conflict. It returns the application with its history.
func (s *Service) SetApplicationStatus(ctx context.Context, school model.User, id, status, note string) (model.Application, error) {
	note = strings.TrimSpace(note)
	f := model.Fields{}
	if !slices.Contains(schoolSettable, status) {
		f["status"] = "invalid"
	}
	f.MaxLen("note", note, maxNoteLen)
	if err := f.Err(msgFixFields); err != nil {
		return model.Application{}, err
	}
	if uuid.Validate(id) != nil || school.OrganizationID == nil {
		return model.Application{}, model.Errorf(model.ECodeNotFound, msgNoApplication)
	}
	var teacherID string
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		n, found, err := tx.LockOrganizationApplication(ctx, *school.OrganizationID, id)
		if err != nil {
			return err
		}
		if !found {
			return model.Errorf(model.ECodeNotFound, msgNoApplication)
		}
		teacherID = n.TeacherID
		if err := moveError(n.Status, status, FlowSchool); err != nil {
			return err
		}
		if n.Status == status && (note == "" || note == n.LastNote) {
			return nil
		}
		if err := tx.SetApplicationStatus(ctx, id, status, note, school.ID); err != nil {
			return err
		}
		if err := tx.Audit(ctx, school.ID, "application.status.write", id); err != nil {
			return err
		}
		if !n.ConsentContact {
			return nil
		}
		return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, n.Email, n.Language, mail.ApplicationStatus{FirstName: n.FirstName,
			Position: n.Position, School: n.School, Status: status, Note: note, NoteOnly: n.Status == status,
			ApplicationURL: s.teacherApplicationURL(id)}))
	})
	if err != nil {
		return model.Application{}, err
	}
	return s.Application(ctx, teacherID, id)
}
