package service

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// SetPasswordLinkTTL is how long the link of an account an operator created stays valid.
const SetPasswordLinkTTL = 72 * time.Hour

const msgEmailTaken = "An account with this e-mail address already exists."

// NewAccount is an account an operator creates (teachbay admin create-user): a school user, an
// admin or a teacher, without a password until they follow the link CreateAccount returns.
type NewAccount struct {
	// Role is teacher, school or admin.
	Role      string
	Email     string
	FirstName string
	LastName  string
	// Language is en (the default when empty) or es.
	Language string
	// OrganizationSlug names the district of a school user; it is required for them and refused
	// for the other roles.
	OrganizationSlug string
}

// CreateAccount creates an account without a password and returns it with a link to set one,
// valid for SetPasswordLinkTTL (the reset-password page: following it also verifies the address).
// Nothing is mailed: the operator hands the link over. An address that already has an account
// is a conflict.
func (s *Service) CreateAccount(ctx context.Context, in NewAccount) (model.User, string, error) {
	n, err := s.validateNewAccount(ctx, in)
	if err != nil {
		return model.User{}, "", err
	}
	token, hash := newToken()
	var user model.User
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		user, err = tx.InsertUser(ctx, n)
		if errors.Is(err, store.ErrEmailTaken) {
			return model.Errorf(model.ECodeConflict, msgEmailTaken)
		}
		if err != nil {
			return err
		}
		return tx.InsertUserToken(ctx, user.ID, "reset_password", hash, time.Now().Add(SetPasswordLinkTTL))
	})
	if err != nil {
		return model.User{}, "", err
	}
	return user, s.cfg.BaseURL + "/user/reset-password?token=" + url.QueryEscape(token), nil
}

func (s *Service) validateNewAccount(ctx context.Context, in NewAccount) (model.NewUser, error) {
	n := model.NewUser{Role: strings.ToLower(strings.TrimSpace(in.Role)), FirstName: model.CleanName(in.FirstName),
		LastName: model.CleanName(in.LastName), Language: strings.ToLower(strings.TrimSpace(in.Language))}
	email, slug := strings.TrimSpace(in.Email), strings.ToLower(strings.TrimSpace(in.OrganizationSlug))
	f := model.Fields{}
	f.Required(map[string]string{"role": n.Role, "email": email, "firstName": n.FirstName, "lastName": n.LastName})
	if err := f.Err(msgAllRequired); err != nil {
		return n, err
	}
	f.Name("firstName", n.FirstName)
	f.Name("lastName", n.LastName)
	var ok bool
	if n.Email, ok = model.NormalizeEmail(email); !ok {
		f["email"] = "invalid"
	}
	switch n.Language {
	case "":
		n.Language = "en"
	case "en", "es":
	default:
		f["language"] = "invalid"
	}
	switch n.Role {
	case model.RoleSchool:
		if slug == "" {
			f["organization"] = "required"
			break
		}
		id, found, err := s.Store.OrganizationIDBySlug(ctx, slug)
		if err != nil {
			return n, err
		}
		if !found {
			f["organization"] = "invalid"
		} else {
			n.OrganizationID = &id
		}
	case model.RoleTeacher, model.RoleAdmin:
		if slug != "" {
			f["organization"] = "not_allowed"
		}
	default:
		f["role"] = "invalid"
	}
	return n, f.Err(msgFixFields)
}
