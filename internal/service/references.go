package service

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// A teacher's confidential references (docs/api.md "References"): she names up to five referees,
// each a draft she may edit or delete; a request mails the referee a single-use link valid 14
// days. She sees each one's status and dates, never the answer.

// Limits of references.
const (
	// MaxReferences is how many referees a teacher may name; a declined one keeps its place in
	// her list but no longer counts.
	MaxReferences = 5
	// ReferenceTTL is how long a request's link works.
	ReferenceTTL = 14 * 24 * time.Hour
)

// Texts of the references' errors.
const (
	msgNoReference       = "No such reference"
	msgTooManyReferences = "You can name at most five referees."
	msgReferenceNotDraft = "Only a reference you have not sent yet can be changed or deleted."
	msgNotResendable     = "This request cannot be sent again now."
	msgNotRequested      = "Only a request waiting for an answer can be withdrawn."
)

// ReferenceInput is the body of POST and PUT /api/me/references.
type ReferenceInput struct {
	Name         string `json:"name"`
	Email        string `json:"email"`
	Relationship string `json:"relationship"`
	Organization string `json:"organization"`
	Phone        string `json:"phone"`
}

// References lists the teacher's referees, oldest first.
func (s *Service) References(ctx context.Context, teacherID string) ([]model.Reference, error) {
	return s.Store.References(ctx, teacherID)
}

// AddReference names a new referee, a draft. The address may not be hers, another TeachBay
// account's of hers, or another of her referees'.
func (s *Service) AddReference(ctx context.Context, u model.User, in ReferenceInput) (model.Reference, error) {
	f, err := checkReference(in)
	if err != nil {
		return model.Reference{}, err
	}
	var r model.Reference
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		list, err := tx.LockReferences(ctx, u.ID)
		if err != nil {
			return err
		}
		counted := 0
		for _, other := range list {
			if other.Status != model.ReferenceDeclined {
				counted++
			}
		}
		if counted >= MaxReferences {
			return model.Errorf(model.ECodeConflict, msgTooManyReferences)
		}
		if err := checkRefereeAddress(ctx, tx, u, f.Email, list, ""); err != nil {
			return err
		}
		id, err := tx.InsertReference(ctx, u.ID, f)
		if err != nil {
			return err
		}
		r, _, err = tx.Reference(ctx, u.ID, id)
		return err
	})
	return r, err
}

// UpdateReference rewrites a draft referee, with AddReference's rules on the address.
func (s *Service) UpdateReference(ctx context.Context, u model.User, id string, in ReferenceInput) (model.Reference, error) {
	f, err := checkReference(in)
	if err != nil {
		return model.Reference{}, err
	}
	return s.changeReference(ctx, u, id, func(tx *store.Tx, list []model.Reference, ref model.Reference) error {
		if ref.Status != model.ReferenceDraft {
			return model.Errorf(model.ECodeConflict, msgReferenceNotDraft)
		}
		if err := checkRefereeAddress(ctx, tx, u, f.Email, list, id); err != nil {
			return err
		}
		return tx.UpdateReference(ctx, id, f)
	})
}

// DeleteReference removes a draft referee.
func (s *Service) DeleteReference(ctx context.Context, u model.User, id string) error {
	_, err := s.changeReference(ctx, u, id, func(tx *store.Tx, _ []model.Reference, ref model.Reference) error {
		if ref.Status != model.ReferenceDraft {
			return model.Errorf(model.ECodeConflict, msgReferenceNotDraft)
		}
		return tx.DeleteReference(ctx, id)
	})
	return err
}

// RequestReference mails the referee of a draft a link to answer, valid ReferenceTTL, in the
// teacher's language. Called again on a request left unanswered (requested or expired) from
// store.ReferenceResendAfter on, it resends it once: a new link, and the first one stops working.
func (s *Service) RequestReference(ctx context.Context, u model.User, id string) (model.Reference, error) {
	return s.changeReference(ctx, u, id, func(tx *store.Tx, _ []model.Reference, ref model.Reference) error {
		resend := ref.Status != model.ReferenceDraft
		if resend && !resendable(ref, time.Now()) {
			return model.Errorf(model.ECodeConflict, msgNotResendable)
		}
		token, hash := newToken()
		expires := time.Now().Add(ReferenceTTL)
		if err := tx.RequestReference(ctx, id, hash, expires, resend); err != nil {
			return err
		}
		return s.mailReferee(ctx, tx, ref.Name, ref.Email, ref.Relationship, u, token, expires, false)
	})
}

// resendable reports whether a request may be mailed again at now.
func resendable(r model.Reference, now time.Time) bool {
	if r.ResendableAt == nil {
		return false
	}
	at, err := time.Parse(time.RFC3339, *r.ResendableAt)
	return err == nil && !now.Before(at)
}

// WithdrawReference takes back a request left unanswered (requested or expired): its link stops
// working and the reference is a draft again, to correct, send again or delete.
func (s *Service) WithdrawReference(ctx context.Context, u model.User, id string) (model.Reference, error) {
	return s.changeReference(ctx, u, id, func(tx *store.Tx, _ []model.Reference, ref model.Reference) error {
		if ref.Status != model.ReferenceRequested && ref.Status != model.ReferenceExpired {
			return model.Errorf(model.ECodeConflict, msgNotRequested)
		}
		return tx.WithdrawReference(ctx, id)
	})
}

// changeReference runs change on one of the teacher's referees, with all of them locked, and
// returns the referee as it is after (zero once deleted); another teacher's is not found.
func (s *Service) changeReference(ctx context.Context, u model.User, id string,
	change func(tx *store.Tx, list []model.Reference, r model.Reference) error) (model.Reference, error) {
	if uuid.Validate(id) != nil {
		return model.Reference{}, model.Errorf(model.ECodeNotFound, msgNoReference)
	}
	var after model.Reference
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		list, err := tx.LockReferences(ctx, u.ID)
		if err != nil {
			return err
		}
		i := slices.IndexFunc(list, func(r model.Reference) bool { return r.ID == id })
		if i < 0 {
			return model.Errorf(model.ECodeNotFound, msgNoReference)
		}
		if err := change(tx, list, list[i]); err != nil {
			return err
		}
		after, _, err = tx.Reference(ctx, u.ID, id)
		return err
	})
	return after, err
}

// checkReference validates what the teacher writes of a referee.
func checkReference(in ReferenceInput) (store.ReferenceFields, error) {
	r := store.ReferenceFields{Name: model.CleanName(in.Name), Relationship: strings.TrimSpace(in.Relationship),
		Organization: model.CleanName(in.Organization), Phone: strings.TrimSpace(in.Phone)}
	f := model.Fields{}
	var ok bool
	if r.Email, ok = model.NormalizeEmail(in.Email); !ok {
		f["email"] = "invalid"
	}
	f.Required(map[string]string{"name": r.Name, "email": strings.TrimSpace(in.Email), "relationship": r.Relationship})
	f.MaxLen("name", r.Name, 200)
	f.Text("name", r.Name, 200, false)
	f.Text("organization", r.Organization, 200, false)
	if _, set := f["relationship"]; !set && !slices.Contains(model.ReferenceRelationships, r.Relationship) {
		f["relationship"] = "invalid"
	}
	if r.Phone != "" {
		if r.Phone, ok = model.NormalizePhone(r.Phone, "US"); !ok {
			f["phone"] = "invalid"
		}
	}
	return r, f.Err(msgFixFields)
}

// checkRefereeAddress refuses an address that is the teacher's own, another TeachBay account's of
// hers (store.OtherAccountOf), or one of her other referees' (self is the one being changed).
// Addresses are compared trimmed and without regard to case (NormalizeEmail lowers them).
func checkRefereeAddress(ctx context.Context, tx *store.Tx, u model.User, email string, list []model.Reference, self string) error {
	reason := ""
	if strings.EqualFold(email, u.Email) {
		reason = "own_email"
	} else if slices.ContainsFunc(list, func(r model.Reference) bool { return r.ID != self && strings.EqualFold(r.Email, email) }) {
		reason = "duplicate"
	} else if other, err := tx.OtherAccountOf(ctx, u.ID, email); err != nil {
		return err
	} else if other {
		reason = "own_account"
	}
	if reason == "" {
		return nil
	}
	return model.Fields{"email": reason}.Err(msgFixFields)
}

// relationshipWords word a referee's relationship in a request's mail.
var relationshipWords = map[string]map[string]string{
	"en": {"principal": "principal", "assistant_principal": "assistant principal", "department_head": "department head",
		"mentor_teacher": "mentor teacher", "colleague": "colleague", "university_supervisor": "university supervisor", "other": "other"},
	"es": {"principal": "director o directora", "assistant_principal": "subdirector o subdirectora",
		"department_head": "jefe o jefa de departamento", "mentor_teacher": "docente mentor", "colleague": "colega",
		"university_supervisor": "supervisor o supervisora universitaria", "other": "otra relación"},
}

// mailReferee mails a referee the request, or its reminder, in the teacher's language: who asks,
// why, what they will be asked and who reads it, and the link until it expires.
func (s *Service) mailReferee(ctx context.Context, tx *store.Tx, name, email, relationship string, teacher model.User,
	token string, expires time.Time, reminder bool) error {
	lang := language(teacher.Language)
	return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, email, lang, mail.ReferenceRequest{Name: name,
		TeacherName: teacher.FirstName + " " + teacher.LastName, Relationship: relationshipWords[lang][relationship],
		Expires: mailDate(expires.In(model.Tampa).Format(time.DateOnly), lang), FormURL: s.tokenLink("/reference", token, lang), Reminder: reminder}))
}
