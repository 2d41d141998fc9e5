package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// mfaRoutes enrol and remove a signed-in user's authenticator, under /api/me/mfa.
func (s *Server) mfaRoutes(r chi.Router) {
	r.Post("/setup", s.setupMFA)
	r.Post("/confirm", s.confirmMFA)
	r.Delete("/", s.disableMFA)
}

// requireMFA lets through school users and admins who enrolled TOTP; the others are told to
// first (docs/api.md "Accounts"). It follows requireUser.
func requireMFA(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if currentUser(r).user.NeedsMFASetup() {
			writeError(w, r, model.Errorf(model.ECodeMFASetupRequired, "Set up two-factor authentication first."))
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (s *Server) setupMFA(w http.ResponseWriter, r *http.Request) {
	setup, err := s.services.SetupMFA(r.Context(), currentUser(r).user)
	respond(w, r, http.StatusOK, setup, err)
}

func (s *Server) confirmMFA(w http.ResponseWriter, r *http.Request) {
	var in codeBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	codes, err := s.services.ConfirmMFA(r.Context(), currentUser(r).user, currentUser(r).sessionID, in.Code)
	respond(w, r, http.StatusOK, map[string][]string{"recoveryCodes": codes}, err)
}

func (s *Server) disableMFA(w http.ResponseWriter, r *http.Request) {
	var in passwordBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	noContent(w, r, s.services.DisableMFA(r.Context(), currentUser(r).user, currentUser(r).sessionID, in.Password))
}
