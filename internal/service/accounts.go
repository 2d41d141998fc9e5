package service

import (
	"context"
	"crypto/rand"
	"errors"
	"net/url"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// Session lifetimes (DESIGN.md §7): the access token lasts auth.AccessTTL; a refresh token, a
// month from its last use; a session, three months however active.
const (
	refreshTTL    = 30 * 24 * time.Hour
	sessionMaxAge = 90 * 24 * time.Hour
	verifyTTL     = 7 * 24 * time.Hour
	resetTTL      = time.Hour
)

// Account limits (DESIGN.md §7) besides the per-IP ones of the HTTP layer.
const (
	loginFailuresPerAccount = 10
	loginFailureWindow      = 15 * time.Minute
	resetMailsPerHour       = 3
)

// Texts the API fixes for account errors.
const (
	msgInvalidCredentials = "The e-mail address or password is incorrect."
	msgUnauthenticated    = "Please log in."
	msgInvalidToken       = "This link is invalid or has expired."
)

// Session is a signed-in browser: the access token (a cookie the handler sets) and the refresh
// token that renews it.
type Session struct {
	ID             string
	Access         string
	AccessExpires  time.Time
	Refresh        string
	RefreshExpires time.Time
}

// RegisterInput is the body of POST /api/auth/register.
type RegisterInput struct {
	FirstName     string `json:"firstName"`
	LastName      string `json:"lastName"`
	Email         string `json:"email"`
	ContactNumber string `json:"contactNumber"`
	Country       string `json:"country"`
	Password      string `json:"password"`
	Language      string `json:"language"`
}

// Register creates a teacher's account and signs them in, and mails a link to verify the
// address. For an address that already has an account it answers the same, without a session,
// and mails that address instead: nobody learns from the answer whether an address is known.
func (s *Service) Register(ctx context.Context, in RegisterInput, userAgent string) (model.User, *Session, error) {
	n, err := s.validateRegistration(in)
	if err != nil {
		return model.User{}, nil, err
	}
	// Hash before looking: both answers then take the time of one hash.
	if n.PasswordHash, err = auth.HashPassword(in.Password, s.cfg.PasswordParams); err != nil {
		return model.User{}, nil, err
	}
	var user model.User
	var session *Session
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		user, err = tx.InsertUser(ctx, n)
		if errors.Is(err, store.ErrEmailTaken) {
			// The answer looks like a new account's; the mail goes to the owner, in their language.
			user = model.User{ID: uuid.NewString(), Email: n.Email, FirstName: n.FirstName, LastName: n.LastName,
				Role: model.RoleTeacher, Language: n.Language}
			owner, _, err := s.Store.CredentialsByEmail(ctx, n.Email)
			if err != nil {
				return err
			}
			return s.Mail.EnqueueMail(ctx, tx, jobs.MailArgs{Key: rand.Text(), Template: mail.TemplateAccountExists,
				Lang: owner.User.Language, To: owner.User.Email, Data: map[string]string{"FirstName": owner.User.FirstName,
					"LoginURL": s.cfg.BaseURL + "/user/login", "ResetURL": s.cfg.BaseURL + "/user/forgot-password"}})
		}
		if err != nil {
			return err
		}
		if session, err = s.startSession(ctx, tx, user, userAgent); err != nil {
			return err
		}
		return s.mailVerification(ctx, tx, user)
	})
	return user, session, err
}

func (s *Service) validateRegistration(in RegisterInput) (model.NewUser, error) {
	f := model.Fields{}
	p, complete := s.checkPerson(person{FirstName: in.FirstName, LastName: in.LastName, Email: in.Email,
		ContactNumber: in.ContactNumber, Country: in.Country}, f, map[string]string{"password": in.Password})
	n := model.NewUser{Role: model.RoleTeacher, FirstName: p.FirstName, LastName: p.LastName, Email: p.Email,
		ContactNumber: p.ContactNumber, Country: p.Country, Language: language(in.Language)}
	if !complete {
		return n, f.Err(msgAllRequired)
	}
	if problem := auth.PasswordProblem(in.Password); problem != "" {
		f["password"] = problem
	}
	return n, f.Err(msgFixFields)
}

// LoginInput is the body of POST /api/auth/login.
type LoginInput struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	// Kind is the login tab: "teacher", or "school" (school users and admins).
	Kind string `json:"kind"`
}

// LoginResult is a login whose password was right: a session, or, for an account with a second
// factor, no session yet but the Challenge token that CompleteMFALogin takes with the code.
type LoginResult struct {
	User      model.User
	Session   *Session
	Challenge string
}

// Login checks an account's password and starts a session, or a challenge for its second factor.
// A wrong password, an unknown address, a disabled account or the wrong tab all give the same
// answer, after the same work.
func (s *Service) Login(ctx context.Context, in LoginInput, userAgent string) (LoginResult, error) {
	if in.Kind != model.RoleTeacher && in.Kind != model.RoleSchool {
		return LoginResult{}, &model.Error{Code: model.ECodeValidation, Message: msgFixFields, Fields: map[string]string{"kind": "invalid"}}
	}
	email, _ := model.NormalizeEmail(in.Email)
	failureKey := "login-failures:" + email
	if hits, retry, err := s.Store.RateLimitHits(ctx, failureKey, loginFailureWindow); err != nil {
		return LoginResult{}, err
	} else if hits >= loginFailuresPerAccount {
		return LoginResult{}, model.RateLimited(retry)
	}
	c, found, err := s.Store.CredentialsByEmail(ctx, email)
	if err != nil {
		return LoginResult{}, err
	}
	hash := c.PasswordHash
	if !found || hash == "" {
		hash = s.dummyHash()
	}
	ok, rehash, err := auth.CheckPassword(in.Password, hash, s.cfg.PasswordParams)
	if err != nil {
		return LoginResult{}, err
	}
	tab := model.RoleTeacher
	if c.User.Role != model.RoleTeacher {
		tab = model.RoleSchool
	}
	if !found || c.PasswordHash == "" || !ok || c.Disabled || tab != in.Kind {
		if _, _, err := s.Store.HitRateLimit(ctx, failureKey, loginFailuresPerAccount, loginFailureWindow); err != nil {
			return LoginResult{}, err
		}
		return LoginResult{}, model.Errorf(model.ECodeInvalidCredentials, msgInvalidCredentials)
	}
	var res LoginResult
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		if rehash { // parameters were raised since this hash was made
			newHash, err := auth.HashPassword(in.Password, s.cfg.PasswordParams)
			if err != nil {
				return err
			}
			if err := tx.SetPasswordHash(ctx, c.User.ID, newHash); err != nil {
				return err
			}
		}
		res.User = c.User
		if c.User.MFAEnabled {
			token, hash := newToken()
			res.Challenge = token
			return tx.CreateMFAChallenge(ctx, c.User.ID, hash, time.Now().Add(MFAChallengeTTL))
		}
		res.Session, err = s.startSession(ctx, tx, c.User, userAgent)
		return err
	})
	return res, err
}

// dummyHash is a hash to check passwords of unknown accounts against, so they take as long.
func (s *Service) dummyHash() string {
	s.dummyOnce.Do(func() {
		s.dummy, _ = auth.HashPassword(rand.Text(), s.cfg.PasswordParams)
	})
	return s.dummy
}

func (s *Service) startSession(ctx context.Context, tx *store.Tx, u model.User, userAgent string) (*Session, error) {
	refresh, refreshHash := newToken()
	now := time.Now()
	id, err := tx.CreateSession(ctx, u.ID, truncate(userAgent, 500), refreshHash, now.Add(refreshTTL), now.Add(sessionMaxAge))
	if err != nil {
		return nil, err
	}
	return s.sessionTokens(id, u.Role, refresh, now.Add(refreshTTL))
}

func (s *Service) sessionTokens(id, role, refresh string, refreshExpires time.Time) (*Session, error) {
	access, accessExpires, err := s.Signer.Issue(id, role)
	if err != nil {
		return nil, err
	}
	return &Session{ID: id, Access: access, AccessExpires: accessExpires, Refresh: refresh, RefreshExpires: refreshExpires}, nil
}

// Refresh exchanges a refresh token for new tokens. A token that was already exchanged ends its
// whole session: whoever holds the other copy is signed out too.
func (s *Service) Refresh(ctx context.Context, refresh string) (model.User, *Session, error) {
	if refresh == "" {
		return model.User{}, nil, model.Errorf(model.ECodeUnauthenticated, msgUnauthenticated)
	}
	var user model.User
	var session *Session
	var reused string
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		state, sessionID, u, err := tx.UseRefreshToken(ctx, hashToken(refresh))
		switch {
		case err != nil:
			return err
		case state == store.RefreshReused:
			reused = sessionID
			return nil
		case state != store.RefreshValid:
			return nil
		}
		next, nextHash := newToken()
		expires := time.Now().Add(refreshTTL)
		if err := tx.AddRefreshToken(ctx, sessionID, nextHash, expires); err != nil {
			return err
		}
		user = u
		session, err = s.sessionTokens(sessionID, u.Role, next, expires)
		return err
	})
	if err != nil {
		return model.User{}, nil, err
	}
	if reused != "" {
		if err := s.Store.EndSession(ctx, reused); err != nil {
			return model.User{}, nil, err
		}
	}
	if session == nil {
		return model.User{}, nil, model.Errorf(model.ECodeUnauthenticated, msgUnauthenticated)
	}
	return user, session, nil
}

// Authenticate returns the user and session of an access token for one of roles; the session
// must still be open, so logging out ends a copied token too.
func (s *Service) Authenticate(ctx context.Context, access string, roles ...string) (model.User, string, error) {
	claims, err := s.Signer.Verify(access, roles...)
	if err != nil {
		return model.User{}, "", model.Errorf(model.ECodeUnauthenticated, msgUnauthenticated)
	}
	u, found, err := s.Store.SessionUser(ctx, claims.SessionID)
	if err != nil {
		return model.User{}, "", err
	}
	if !found || u.Role != claims.Role {
		return model.User{}, "", model.Errorf(model.ECodeUnauthenticated, msgUnauthenticated)
	}
	return u, claims.SessionID, nil
}

// Logout ends a session.
func (s *Service) Logout(ctx context.Context, sessionID string) error {
	return s.Store.EndSession(ctx, sessionID)
}

// ForgotPassword mails a link to set a new password, valid for an hour, to an account's address.
// Whether or not the address has an account, the caller learns nothing: the answer is the same.
func (s *Service) ForgotPassword(ctx context.Context, email string) error {
	email, _ = model.NormalizeEmail(email)
	c, found, err := s.Store.CredentialsByEmail(ctx, email)
	if err != nil || !found || c.Disabled {
		return err
	}
	sent, err := s.Store.CountUserTokensSince(ctx, c.User.ID, "reset_password", time.Now().Add(-time.Hour))
	if err != nil || sent >= resetMailsPerHour {
		return err
	}
	token, hash := newToken()
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.InsertUserToken(ctx, c.User.ID, "reset_password", hash, time.Now().Add(resetTTL)); err != nil {
			return err
		}
		return s.Mail.EnqueueMail(ctx, tx, jobs.MailArgs{Key: rand.Text(), Template: mail.TemplatePasswordReset,
			Lang: c.User.Language, To: c.User.Email, Data: map[string]string{"FirstName": c.User.FirstName,
				"ResetURL": s.cfg.BaseURL + "/user/reset-password?token=" + url.QueryEscape(token)}})
	})
}

// ResetPassword sets a new password with a mailed token and ends every session of the account.
func (s *Service) ResetPassword(ctx context.Context, token, password string) error {
	if problem := auth.PasswordProblem(password); problem != "" {
		return &model.Error{Code: model.ECodeValidation, Message: msgFixFields, Fields: map[string]string{"password": problem}}
	}
	hash, err := auth.HashPassword(password, s.cfg.PasswordParams)
	if err != nil {
		return err
	}
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		userID, found, err := tx.UseUserToken(ctx, "reset_password", hashToken(token))
		if err != nil {
			return err
		}
		if !found {
			return model.Errorf(model.ECodeInvalidToken, msgInvalidToken)
		}
		// The link came by e-mail: following it proves the address too.
		if err := tx.MarkEmailVerified(ctx, userID); err != nil {
			return err
		}
		return s.setPassword(ctx, tx, userID, hash, "")
	})
}

// ChangePassword replaces a signed-in user's password and ends their other sessions.
func (s *Service) ChangePassword(ctx context.Context, u model.User, sessionID, current, next string) error {
	stored, err := s.Store.PasswordHash(ctx, u.ID)
	if err != nil {
		return err
	}
	if ok, _, err := auth.CheckPassword(current, stored, s.cfg.PasswordParams); err != nil || !ok {
		return &model.Error{Code: model.ECodeValidation, Message: msgFixFields, Fields: map[string]string{"currentPassword": "incorrect"}}
	}
	if problem := auth.PasswordProblem(next); problem != "" {
		return &model.Error{Code: model.ECodeValidation, Message: msgFixFields, Fields: map[string]string{"newPassword": problem}}
	}
	hash, err := auth.HashPassword(next, s.cfg.PasswordParams)
	if err != nil {
		return err
	}
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		return s.setPassword(ctx, tx, u.ID, hash, sessionID)
	})
}

// setPassword stores a new hash, ends every session but keep, and tells the user by e-mail.
func (s *Service) setPassword(ctx context.Context, tx *store.Tx, userID, hash, keep string) error {
	if err := tx.SetPasswordHash(ctx, userID, hash); err != nil {
		return err
	}
	if err := tx.EndSessions(ctx, userID, keep); err != nil {
		return err
	}
	u, err := tx.User(ctx, userID)
	if err != nil {
		return err
	}
	return s.Mail.EnqueueMail(ctx, tx, jobs.MailArgs{Key: rand.Text(), Template: mail.TemplatePasswordChanged, Lang: u.Language,
		To: u.Email, Data: map[string]string{"FirstName": u.FirstName, "ResetURL": s.cfg.BaseURL + "/user/forgot-password"}})
}

// VerifyEmail records that a user followed the link mailed to their address.
func (s *Service) VerifyEmail(ctx context.Context, token string) error {
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		userID, found, err := tx.UseUserToken(ctx, "verify_email", hashToken(token))
		if err != nil {
			return err
		}
		if !found {
			return model.Errorf(model.ECodeInvalidToken, msgInvalidToken)
		}
		return tx.MarkEmailVerified(ctx, userID)
	})
}

func (s *Service) mailVerification(ctx context.Context, tx *store.Tx, u model.User) error {
	token, hash := newToken()
	if err := tx.InsertUserToken(ctx, u.ID, "verify_email", hash, time.Now().Add(verifyTTL)); err != nil {
		return err
	}
	return s.Mail.EnqueueMail(ctx, tx, jobs.MailArgs{Key: rand.Text(), Template: mail.TemplateVerifyEmail, Lang: u.Language,
		To: u.Email, Data: map[string]string{"FirstName": u.FirstName,
			"VerifyURL": s.cfg.BaseURL + "/user/verify-email?token=" + url.QueryEscape(token)}})
}

// dummyState keeps the hash unknown accounts are checked against.
type dummyState struct {
	dummyOnce sync.Once
	dummy     string
}
