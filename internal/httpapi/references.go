package httpapi

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// Confidential references (docs/api.md "References"): the teacher's referees under /api/me, and
// the referee's form under /api/references, which the mailed link's token opens.

// The references' limits. Each request mails a referee, and withdrawing lets a teacher ask again,
// so asking is limited per account. The referee's form is limited per link, far above what one
// referee needs, and per client, so that guessing tokens gets nowhere.
const (
	referenceRequestsPerHour = 20
	refereeCallsPerToken     = 30
	refereeCallsPerClient    = 100
)

// referenceRoutes are the teacher's references under /api/me.
func (s *Server) referenceRoutes(r chi.Router) {
	r.Get("/", s.listReferences)
	r.Post("/", s.addReference)
	r.Put("/{id}", s.updateReference)
	r.Delete("/{id}", s.deleteReference)
	r.With(s.accountRateLimit("reference-request", referenceRequestsPerHour, time.Hour)).Post("/{id}/request", s.requestReference)
	r.Post("/{id}/withdraw", s.withdrawReference)
}

// The referee's limits' names: the form's requests and its page's count together.
const (
	refereeClientLimit = "referee"
	refereeTokenLimit  = "referee-token"
)

// refereeRoutes are the referee's form under /api/references, no account needed.
func (s *Server) refereeRoutes(r chi.Router) {
	r.Use(s.rateLimit(refereeClientLimit, refereeCallsPerClient, time.Hour),
		s.limitBy(refereeTokenLimit, refereeCallsPerToken, time.Hour, tokenKey))
	r.Get("/form", s.getRefereeForm)
	r.Post("/form", s.answerReference)
	r.Post("/decline", s.declineReference)
}

// refereeAllowed counts a request of the referee's page against the form's limits, per client
// and per link, and reports whether it is within both.
func (s *Server) refereeAllowed(r *http.Request) (bool, error) {
	ok, _, err := s.store.HitRateLimit(r.Context(), refereeClientLimit+":"+rateKey(s.clientIP(r)), refereeCallsPerClient, time.Hour)
	if err != nil || !ok {
		return false, err
	}
	ok, _, err = s.store.HitRateLimit(r.Context(), refereeTokenLimit+":"+tokenKey(r), refereeCallsPerToken, time.Hour)
	return ok, err
}

// tokenKey counts the referee's calls by their link's token, hashed so the rate-limit table never
// holds a working token.
func tokenKey(r *http.Request) string {
	sum := sha256.Sum256([]byte(r.URL.Query().Get("token")))
	return hex.EncodeToString(sum[:])
}

func (s *Server) listReferences(w http.ResponseWriter, r *http.Request) {
	list, err := s.services.References(r.Context(), currentUser(r).user.ID)
	respond(w, r, http.StatusOK, list, err)
}

func (s *Server) addReference(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusCreated, func(ctx context.Context, in service.ReferenceInput) (model.Reference, error) {
		return s.services.AddReference(ctx, currentUser(r).user, in)
	})
}

func (s *Server) updateReference(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusOK, func(ctx context.Context, in service.ReferenceInput) (model.Reference, error) {
		return s.services.UpdateReference(ctx, currentUser(r).user, chi.URLParam(r, "id"), in)
	})
}

func (s *Server) deleteReference(w http.ResponseWriter, r *http.Request) {
	noContent(w, r, s.services.DeleteReference(r.Context(), currentUser(r).user, chi.URLParam(r, "id")))
}

func (s *Server) requestReference(w http.ResponseWriter, r *http.Request) {
	ref, err := s.services.RequestReference(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, ref, err)
}

func (s *Server) withdrawReference(w http.ResponseWriter, r *http.Request) {
	ref, err := s.services.WithdrawReference(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, ref, err)
}

func (s *Server) getRefereeForm(w http.ResponseWriter, r *http.Request) {
	form, err := s.services.RefereeForm(r.Context(), r.URL.Query().Get("token"))
	respond(w, r, http.StatusOK, form, err)
}

func (s *Server) answerReference(w http.ResponseWriter, r *http.Request) {
	var in service.RefereeAnswer
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	from := service.Referee{UserAgent: r.UserAgent()}
	if ip := s.clientIP(r); ip.IsValid() {
		from.IP = ip.String()
	}
	noContent(w, r, s.services.AnswerReference(r.Context(), r.URL.Query().Get("token"), in, from))
}

func (s *Server) declineReference(w http.ResponseWriter, r *http.Request) {
	noContent(w, r, s.services.DeclineReference(r.Context(), r.URL.Query().Get("token")))
}
