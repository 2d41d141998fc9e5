package service

import (
	"context"
	"crypto/rand"
	"errors"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// Session lifetimes (docs/design.md §7): the access token lasts auth.AccessTTL; a refresh token, a
// month from its last use; a session, three months however active.
const (
	refreshTTL    = 30 * 24 * time.Hour
	sessionMaxAge = 90 * 24 * time.Hour
	verifyTTL     = 7 * 24 * time.Hour
	resetTTL      = time.Hour
)

// Texts the API fixes for account errors.
const (
	msgInvalidCredentials = "The e-mail address or password is incorrect."
	msgWrongKind          = "This account signs in on the other tab."
	msgUnauthenticated    = "Please log in."
	msgInvalidToken       = "This link is invalid or has expired."
	msgAlreadyConfirmed   = "This e-mail address is already confirmed."
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
			return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, owner.User.Email, owner.User.Language, mail.AccountExists{
				FirstName: owner.User.FirstName, LoginURL: s.cfg.BaseURL + "/user/login", ResetURL: s.cfg.BaseURL + "/user/forgot-password"}))
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
// A wrong password, an unknown address or a disabled account all give the same answer, after the
// same work. The right password on the wrong tab is wrong_kind, naming the account's tab: only
// someone who knows the password learns it, and the attempt is given back like a right one.
func (s *Service) Login(ctx context.Context, in LoginInput, userAgent string) (LoginResult, error) {
	if in.Kind != model.RoleTeacher && in.Kind != model.RoleSchool {
		return LoginResult{}, &model.Error{Code: model.ECodeValidation, Message: msgFixFields, Fields: map[string]string{"kind": "invalid"}}
	}
	email, _ := model.NormalizeEmail(in.Email)
	// Counted before the password is checked: a burst of guesses gets no more checks than the limit.
	if err := s.take(ctx, passwordFailures, email); err != nil {
		return LoginResult{}, err
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
	if !found || c.PasswordHash == "" || !ok || c.Disabled {
		// An unknown address is recorded too (with no subject), so both take the same work.
		if err := s.Store.Audit(ctx, "", "auth.login.failure", c.User.ID); err != nil {
			return LoginResult{}, err
		}
		return LoginResult{}, model.Errorf(model.ECodeInvalidCredentials, msgInvalidCredentials)
	}
	if err := s.giveBack(ctx, passwordFailures, email); err != nil {
		return LoginResult{}, err
	}
	if tab != in.Kind {
		return LoginResult{}, &model.Error{Code: model.ECodeWrongKind, Message: msgWrongKind, Kind: tab}
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
		if res.Session, err = s.startSession(ctx, tx, c.User, userAgent); err != nil {
			return err
		}
		return tx.Audit(ctx, c.User.ID, "auth.login", c.User.ID)
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

// refreshGrace is how long a rotated refresh token is still exchanged for the token that replaced
// it: two tabs refreshing at the same moment both stay signed in (the OAuth 2.0 Security BCP
// allows this); only a token presented later than that is a copy in someone else's hands.
const refreshGrace = 10 * time.Second

// Refresh exchanges a refresh token for new tokens. A token rotated within refreshGrace gets the
// same successor as the first exchange; one rotated before that ends its whole session: whoever
// holds the other copy is signed out too.
func (s *Service) Refresh(ctx context.Context, refresh string) (model.User, *Session, error) {
	if refresh == "" {
		return model.User{}, nil, model.Errorf(model.ECodeUnauthenticated, msgUnauthenticated)
	}
	var user model.User
	var session *Session
	var reused string
	next := s.Signer.Successor(refresh)
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		state, sessionID, u, err := tx.UseRefreshToken(ctx, hashToken(refresh), refreshGrace)
		if err != nil {
			return err
		}
		var expires time.Time
		switch state {
		case store.RefreshReused:
			reused = sessionID
			return nil
		case store.RefreshRecent:
			var found bool
			if expires, found, err = tx.RefreshTokenExpiry(ctx, sessionID, hashToken(next)); err != nil || !found {
				return err
			}
		case store.RefreshValid:
			expires = time.Now().Add(refreshTTL)
			if err := tx.AddRefreshToken(ctx, sessionID, hashToken(next), expires); err != nil {
				return err
			}
		default:
			return nil
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

// Logout ends the session of a browser's cookies: the one its access token names and the one its
// refresh token belongs to, so a browser whose access token has expired is signed out as surely.
func (s *Service) Logout(ctx context.Context, access, refresh string) error {
	if claims, err := s.Signer.Verify(access, model.RoleTeacher, model.RoleSchool, model.RoleAdmin); err == nil {
		if err := s.Store.EndSession(ctx, claims.SessionID); err != nil {
			return err
		}
	}
	if refresh == "" {
		return nil
	}
	return s.Store.EndSessionOfRefreshToken(ctx, hashToken(refresh))
}

// ForgotPassword mails a link to set a new password, valid for an hour, to an account's address.
// Whether or not the address has an account, the caller learns nothing: the answer is the same.
func (s *Service) ForgotPassword(ctx context.Context, email string) error {
	email, _ = model.NormalizeEmail(email)
	c, found, err := s.Store.CredentialsByEmail(ctx, email)
	if err != nil || !found || c.Disabled {
		return err
	}
	// Over the limit the answer stays the same (202): nothing tells the caller, and no mail goes.
	if err := s.take(ctx, resetMails, c.User.ID); model.HasCode(err, model.ECodeRateLimited) {
		return nil
	} else if err != nil {
		return err
	}
	token, hash := newToken()
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.InsertUserToken(ctx, c.User.ID, "reset_password", hash, time.Now().Add(resetTTL)); err != nil {
			return err
		}
		return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, c.User.Email, c.User.Language, mail.PasswordReset{
			FirstName: c.User.FirstName, ResetURL: s.tokenLink("/user/reset-password", token, c.User.Language)}))
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
		return s.setPassword(ctx, tx, userID, hash, "", "auth.password.reset")
	})
}

// ChangePassword replaces a signed-in user's password and ends their other sessions.
func (s *Service) ChangePassword(ctx context.Context, u model.User, sessionID, current, next string) error {
	if err := s.checkOwnPassword(ctx, u, current, "currentPassword"); err != nil {
		return err
	}
	if problem := auth.PasswordProblem(next); problem != "" {
		return &model.Error{Code: model.ECodeValidation, Message: msgFixFields, Fields: map[string]string{"newPassword": problem}}
	}
	hash, err := auth.HashPassword(next, s.cfg.PasswordParams)
	if err != nil {
		return err
	}
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		return s.setPassword(ctx, tx, u.ID, hash, sessionID, "auth.password.change")
	})
}

// checkOwnPassword checks a signed-in user's password before a change it guards. Its failures
// count against the same per-account limit as logins' (counted before the check), so a session
// cannot guess faster than a login form, nor fill the server's hashing queue. A wrong password is
// a validation error of field.
func (s *Service) checkOwnPassword(ctx context.Context, u model.User, password, field string) error {
	if err := s.take(ctx, passwordFailures, u.Email); err != nil {
		return err
	}
	stored, err := s.Store.PasswordHash(ctx, u.ID)
	if err != nil {
		return err
	}
	ok, _, err := auth.CheckPassword(password, stored, s.cfg.PasswordParams)
	if err != nil {
		return err
	}
	if !ok {
		return &model.Error{Code: model.ECodeValidation, Message: msgFixFields, Fields: map[string]string{field: "incorrect"}}
	}
	return s.giveBack(ctx, passwordFailures, u.Email)
}

// setPassword stores a new hash and, as securityChange, ends every session but keep, records
// action and tells the user.
func (s *Service) setPassword(ctx context.Context, tx *store.Tx, userID, hash, keep, action string) error {
	if err := tx.SetPasswordHash(ctx, userID, hash); err != nil {
		return err
	}
	return s.securityChange(ctx, tx, userID, keep, action, func(n mail.SecurityNotice) mail.Data { return mail.PasswordChanged(n) })
}

// securityChange follows a change to how an account signs in (its password, its second factor):
// every session but keep ends, the audit log records action, and the user is mailed the template,
// which tells them what to do if it was not them.
func (s *Service) securityChange(ctx context.Context, tx *store.Tx, userID, keep, action string, notice func(mail.SecurityNotice) mail.Data) error {
	if err := tx.EndSessions(ctx, userID, keep); err != nil {
		return err
	}
	if err := tx.Audit(ctx, userID, action, userID); err != nil {
		return err
	}
	u, err := tx.User(ctx, userID)
	if err != nil {
		return err
	}
	return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, u.Email, u.Language,
		notice(mail.SecurityNotice{FirstName: u.FirstName, ResetURL: s.cfg.BaseURL + "/user/forgot-password"})))
}

// VerifyEmail records that a user followed the link mailed to their address. A link used
// already, expired or replaced by a newer one is a conflict when the address is confirmed, so the
// page can say so rather than call the link broken; otherwise it is an invalid token.
func (s *Service) VerifyEmail(ctx context.Context, token string) error {
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		hash := hashToken(token)
		userID, found, err := tx.UseUserToken(ctx, "verify_email", hash)
		if err != nil {
			return err
		}
		if found {
			return tx.MarkEmailVerified(ctx, userID)
		}
		owner, known, err := tx.UserTokenOwner(ctx, "verify_email", hash)
		if err != nil {
			return err
		}
		if known {
			u, err := tx.User(ctx, owner)
			if err != nil {
				return err
			}
			if u.EmailVerified {
				return model.Errorf(model.ECodeConflict, msgAlreadyConfirmed)
			}
		}
		return model.Errorf(model.ECodeInvalidToken, msgInvalidToken)
	})
}

func (s *Service) mailVerification(ctx context.Context, tx *store.Tx, u model.User) error {
	token, hash := newToken()
	if err := tx.InsertUserToken(ctx, u.ID, "verify_email", hash, time.Now().Add(verifyTTL)); err != nil {
		return err
	}
	return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, u.Email, u.Language, mail.VerifyEmail{
		FirstName: u.FirstName, VerifyURL: s.tokenLink("/user/verify-email", token, u.Language)}))
}

// dummyState keeps the hash unknown accounts are checked against.
type dummyState struct {
	dummyOnce sync.Once
	dummy     string
}
