package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// sessionCookies are the names of the session cookies (docs/api.md "Accounts"): with the __Host-
// prefix, which browsers accept only Secure, host-only and on Path=/, outside development.
// Besides the two tokens, which scripts cannot read, a hint cookie holding only "1" tells the web
// app that someone may be signed in, so it asks who only then.
type sessionCookies struct {
	access, refresh, hint string
	// challenge holds a login that waits for its second factor.
	challenge string
	secure    bool
}

func newSessionCookies(development bool) sessionCookies {
	if development {
		return sessionCookies{access: "tb_access", refresh: "tb_refresh", hint: "tb_session", challenge: "tb_mfa"}
	}
	return sessionCookies{access: "__Host-tb_access", refresh: "__Host-tb_refresh", hint: "__Host-tb_session",
		challenge: "__Host-tb_mfa", secure: true}
}

// set gives the browser a session's tokens, neither readable by scripts, and the hint.
func (c sessionCookies) set(w http.ResponseWriter, s *service.Session) {
	c.write(w, c.access, s.Access, s.AccessExpires, true)
	c.write(w, c.refresh, s.Refresh, s.RefreshExpires, true)
	c.write(w, c.hint, "1", s.RefreshExpires, false)
}

// setChallenge gives the browser the token of a login that waits for its second factor, or
// removes it when empty.
func (c sessionCookies) setChallenge(w http.ResponseWriter, token string) {
	c.write(w, c.challenge, token, time.Now().Add(service.MFAChallengeTTL), true)
}

// clear removes the cookies.
func (c sessionCookies) clear(w http.ResponseWriter) {
	c.write(w, c.access, "", time.Time{}, true)
	c.write(w, c.refresh, "", time.Time{}, true)
	c.write(w, c.hint, "", time.Time{}, false)
}

func (c sessionCookies) write(w http.ResponseWriter, name, value string, expires time.Time, httpOnly bool) {
	cookie := &http.Cookie{Name: name, Value: value, Path: "/", HttpOnly: httpOnly, Secure: c.secure, SameSite: http.SameSiteLaxMode}
	if value == "" {
		cookie.MaxAge = -1
	} else {
		cookie.Expires = expires
		cookie.MaxAge = int(time.Until(expires).Seconds())
	}
	http.SetCookie(w, cookie)
}

func cookieValue(r *http.Request, name string) string {
	if c, err := r.Cookie(name); err == nil {
		return c.Value
	}
	return ""
}

type userKey struct{}

// signedIn is the user of a request that passed requireUser, and their session.
type signedIn struct {
	user      model.User
	sessionID string
}

// requireUser lets through only requests with a valid access token for one of roles and an open
// session; others get 401.
func (s *Server) requireUser(roles ...string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			u, sessionID, err := s.services.Authenticate(r.Context(), cookieValue(r, s.cookies.access), roles...)
			if err != nil {
				refuse(w, r, err)
				return
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), userKey{}, signedIn{user: u, sessionID: sessionID})))
		})
	}
}

// currentUser returns the user requireUser let through.
func currentUser(r *http.Request) signedIn {
	v, _ := r.Context().Value(userKey{}).(signedIn)
	return v
}

var allRoles = []string{model.RoleTeacher, model.RoleSchool, model.RoleAdmin}

type userBody struct {
	User model.User `json:"user"`
}

func (s *Server) register(w http.ResponseWriter, r *http.Request) {
	var in service.RegisterInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	in.Language = languageFor(r, in.Language)
	u, session, err := s.services.Register(r.Context(), in, r.UserAgent())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if session != nil {
		s.cookies.set(w, session)
	}
	writeJSON(w, http.StatusCreated, userBody{u})
}

// loginAnswer is what a login that passed its password check answers: the user and, for a school
// user or admin who has not enrolled TOTP, that they must first; or only that a second factor is
// required.
type loginAnswer struct {
	User             *model.User `json:"user,omitempty"`
	MFARequired      bool        `json:"mfaRequired,omitempty"`
	MFASetupRequired bool        `json:"mfaSetupRequired,omitempty"`
}

func signedInAnswer(u model.User) loginAnswer {
	return loginAnswer{User: &u, MFASetupRequired: u.NeedsMFASetup()}
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	var in service.LoginInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	res, err := s.services.Login(r.Context(), in, r.UserAgent())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if res.Challenge != "" {
		s.cookies.setChallenge(w, res.Challenge)
		writeJSON(w, http.StatusOK, loginAnswer{MFARequired: true})
		return
	}
	s.cookies.set(w, res.Session)
	writeJSON(w, http.StatusOK, signedInAnswer(res.User))
}

// completeMFA finishes a login that waits for its second factor (the challenge cookie).
func (s *Server) completeMFA(w http.ResponseWriter, r *http.Request) {
	var in codeBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	u, session, err := s.services.CompleteMFALogin(r.Context(), cookieValue(r, s.cookies.challenge), in.Code, r.UserAgent())
	if err != nil {
		if model.HasCode(err, model.ECodeUnauthenticated) {
			s.cookies.setChallenge(w, "")
		}
		writeError(w, r, err)
		return
	}
	s.cookies.setChallenge(w, "")
	s.cookies.set(w, session)
	writeJSON(w, http.StatusOK, signedInAnswer(u))
}

// invitationStatus tells the invitation page whether its link can still be accepted.
func (s *Server) invitationStatus(w http.ResponseWriter, r *http.Request) {
	var in tokenBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	status, err := s.services.InvitationStatus(r.Context(), in.Token)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": status})
}

func (s *Server) acceptInvitation(w http.ResponseWriter, r *http.Request) {
	var in service.AcceptInvitationInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	u, session, err := s.services.AcceptInvitation(r.Context(), in, r.UserAgent())
	if err != nil {
		writeError(w, r, err)
		return
	}
	s.cookies.set(w, session)
	writeJSON(w, http.StatusOK, signedInAnswer(u))
}

// logout ends the session of the access token, if it is still valid, and removes the cookies.
func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	if err := s.services.Logout(r.Context(), cookieValue(r, s.cookies.access), cookieValue(r, s.cookies.refresh)); err != nil {
		writeError(w, r, err)
		return
	}
	s.cookies.clear(w)
	noContent(w, r, nil)
}

func (s *Server) refresh(w http.ResponseWriter, r *http.Request) {
	u, session, err := s.services.Refresh(r.Context(), cookieValue(r, s.cookies.refresh))
	if err != nil {
		if model.HasCode(err, model.ECodeUnauthenticated) {
			s.cookies.clear(w)
		}
		writeError(w, r, err)
		return
	}
	s.cookies.set(w, session)
	writeJSON(w, http.StatusOK, userBody{u})
}

func (s *Server) me(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, signedInAnswer(currentUser(r).user))
}

func (s *Server) forgotPassword(w http.ResponseWriter, r *http.Request) {
	var in emailBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.services.ForgotPassword(r.Context(), in.Email); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusAccepted, map[string]string{
		"message": "If this address has a TeachBay account, we have sent it a link to set a new password."})
}

func (s *Server) resetPassword(w http.ResponseWriter, r *http.Request) {
	var in resetPasswordBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	noContent(w, r, s.services.ResetPassword(r.Context(), in.Token, in.Password))
}

func (s *Server) verifyEmail(w http.ResponseWriter, r *http.Request) {
	var in tokenBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	noContent(w, r, s.services.VerifyEmail(r.Context(), in.Token))
}

func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) {
	var in changePasswordBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	me := currentUser(r)
	noContent(w, r, s.services.ChangePassword(r.Context(), me.user, me.sessionID, in.CurrentPassword, in.NewPassword))
}
