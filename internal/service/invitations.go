package service

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// InvitationTTL is how long an invitation's link works (docs/api.md "Admin").
const InvitationTTL = 72 * time.Hour

// invitationsShown is how many of the latest invitations the admin console lists.
const invitationsShown = 200

// InvitationInput is the body of POST /api/admin/invitations.
type InvitationInput struct {
	Email          string `json:"email"`
	Role           string `json:"role"`
	OrganizationID string `json:"organizationId"`
	Language       string `json:"language"`
}

// roleNames words the role of an invitation in its mail; %s is the district.
var roleNames = map[string]map[string]string{
	"en": {model.RoleSchool: "a school user of %s", model.RoleAdmin: "an administrator"},
	"es": {model.RoleSchool: "usuario escolar de %s", model.RoleAdmin: "administrador"},
}

// Invite mails a link to create a school user's or an admin's account, valid for InvitationTTL.
// A new invitation to the same address replaces the pending one; an address that already has an
// account is a conflict.
func (s *Service) Invite(ctx context.Context, admin model.User, in InvitationInput) (model.Invitation, error) {
	n, orgName, err := s.validateInvitation(ctx, in)
	if err != nil {
		return model.Invitation{}, err
	}
	token, hash := newToken()
	n.TokenHash, n.InvitedBy, n.Expires = hash, admin.ID, time.Now().Add(InvitationTTL)
	var invitation model.Invitation
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		if invitation, err = tx.InsertInvitation(ctx, n); err != nil {
			return err
		}
		if err := tx.Audit(ctx, admin.ID, "invitation.create", invitation.ID); err != nil {
			return err
		}
		role := roleNames[n.Language][n.Role]
		if n.Role == model.RoleSchool {
			role = strings.Replace(role, "%s", orgName, 1)
		}
		return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, n.Email, n.Language, mail.Invitation{
			InvitedBy: admin.FirstName + " " + admin.LastName, RoleName: role, Expires: n.Expires.UTC().Format("2006-01-02 15:04 UTC"),
			AcceptURL: s.tokenLink("/user/accept-invitation", token, n.Language)}))
	})
	return invitation, err
}

func (s *Service) validateInvitation(ctx context.Context, in InvitationInput) (store.NewInvitation, string, error) {
	n := store.NewInvitation{Role: strings.TrimSpace(in.Role), Language: strings.TrimSpace(in.Language)}
	f := model.Fields{}
	var ok bool
	if n.Email, ok = model.NormalizeEmail(in.Email); !ok {
		f["email"] = "invalid"
	}
	f.Required(map[string]string{"email": strings.TrimSpace(in.Email), "role": n.Role})
	switch n.Language {
	case "":
		n.Language = "en"
	case "en", "es":
	default:
		f["language"] = "invalid"
	}
	orgID := strings.TrimSpace(in.OrganizationID)
	var orgName string
	switch n.Role {
	case model.RoleSchool:
		org, err := s.Organization(ctx, orgID)
		switch {
		case orgID == "":
			f["organizationId"] = "required"
		case model.HasCode(err, model.ECodeNotFound):
			f["organizationId"] = "invalid"
		case err != nil:
			return n, "", err
		}
		n.OrganizationID, orgName = &org.ID, org.Name
	case model.RoleAdmin:
		if orgID != "" {
			f["organizationId"] = "not_allowed"
		}
	case "":
	default:
		f["role"] = "invalid"
	}
	if err := f.Err(msgFixFields); err != nil {
		return n, "", err
	}
	_, taken, err := s.Store.CredentialsByEmail(ctx, n.Email)
	if err != nil {
		return n, "", err
	}
	if taken {
		return n, "", model.Errorf(model.ECodeConflict, msgEmailTaken)
	}
	return n, orgName, nil
}

// Invitations returns the latest invitations, newest first.
func (s *Service) Invitations(ctx context.Context) ([]model.Invitation, error) {
	return s.Store.Invitations(ctx, invitationsShown)
}

// InvitationStatus tells the page of an invitation's link, before it shows the form, whether the
// invitation can still be accepted: model.InvitationPending, or accepted, expired or replaced, so
// the page can say which. An unknown token is an invalid token.
func (s *Service) InvitationStatus(ctx context.Context, token string) (string, error) {
	invitation, found, err := s.Store.InvitationByToken(ctx, hashToken(token))
	if err != nil {
		return "", err
	}
	if !found {
		return "", model.Errorf(model.ECodeInvalidToken, msgInvalidToken)
	}
	return invitation.Status, nil
}

// AcceptInvitationInput is the body of POST /api/auth/invitation/accept.
type AcceptInvitationInput struct {
	Token     string `json:"token"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Password  string `json:"password"`
}

// AcceptInvitation creates the invited account with the name and password given, its address
// verified (the link came to it), and signs it in; it must enrol TOTP before anything else.
func (s *Service) AcceptInvitation(ctx context.Context, in AcceptInvitationInput, userAgent string) (model.User, *Session, error) {
	first, last := model.CleanName(in.FirstName), model.CleanName(in.LastName)
	f := model.Fields{}
	f.Required(map[string]string{"firstName": first, "lastName": last, "password": in.Password})
	f.Name("firstName", first)
	f.Name("lastName", last)
	if _, set := f["password"]; !set {
		if problem := auth.PasswordProblem(in.Password); problem != "" {
			f["password"] = problem
		}
	}
	if err := f.Err(msgFixFields); err != nil {
		return model.User{}, nil, err
	}
	hash, err := auth.HashPassword(in.Password, s.cfg.PasswordParams)
	if err != nil {
		return model.User{}, nil, err
	}
	var user model.User
	var session *Session
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		invitation, found, err := tx.LockPendingInvitation(ctx, hashToken(in.Token))
		if err != nil {
			return err
		}
		if !found {
			return model.Errorf(model.ECodeInvalidToken, msgInvalidToken)
		}
		user, err = tx.InsertUser(ctx, model.NewUser{Role: invitation.Role, Email: invitation.Email, PasswordHash: hash,
			FirstName: first, LastName: last, Language: invitation.Language, OrganizationID: invitation.OrganizationID})
		if errors.Is(err, store.ErrEmailTaken) {
			return model.Errorf(model.ECodeConflict, msgEmailTaken)
		}
		if err != nil {
			return err
		}
		if err := tx.MarkEmailVerified(ctx, user.ID); err != nil {
			return err
		}
		user.EmailVerified = true
		if err := tx.AcceptInvitation(ctx, invitation.ID, user.ID); err != nil {
			return err
		}
		session, err = s.startSession(ctx, tx, user, userAgent)
		return err
	})
	return user, session, err
}
