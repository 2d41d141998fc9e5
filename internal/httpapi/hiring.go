package httpapi

import (
	"context"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// The hiring loop's endpoints (docs/api.md "Hiring loop II"): offers, closing a vacancy with its
// close-out, the school user's digest setting, and the analytics.

func (s *Server) makeOffer(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusCreated, func(ctx context.Context, in service.OfferInput) (model.Offer, error) {
		return s.services.MakeOffer(ctx, currentUser(r).user, chi.URLParam(r, "id"), in)
	})
}

func (s *Server) withdrawOffer(w http.ResponseWriter, r *http.Request) {
	o, err := s.services.WithdrawOffer(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, o, err)
}

// answerOffer accepts (accept true) or declines the pending offer on one of the teacher's
// applications; accepting takes no body.
func (s *Server) answerOffer(accept bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in service.OfferAnswer
		if err := decodeOptionalJSON(r, &in); err != nil {
			writeError(w, r, err)
			return
		}
		a, err := s.services.AnswerOffer(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "id"), accept, in)
		respond(w, r, http.StatusOK, a, err)
	}
}

// closeVacancy closes a vacancy; the body {notifyApplicants} may be left out.
func (s *Server) closeVacancy(w http.ResponseWriter, r *http.Request) {
	var in service.CloseInput
	if err := decodeOptionalJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	v, err := s.services.CloseVacancy(r.Context(), currentUser(r).user, chi.URLParam(r, "id"), in)
	respond(w, r, http.StatusOK, v, err)
}

func (s *Server) reopenVacancy(w http.ResponseWriter, r *http.Request) {
	v, err := s.services.ReopenVacancy(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, v, err)
}

// decodeOptionalJSON decodes a JSON body into dst as decodeJSON does, and leaves dst as it is
// when the request has no body.
func decodeOptionalJSON(r *http.Request, dst any) error {
	if r.ContentLength == 0 {
		return nil
	}
	return decodeJSON(r, dst)
}

func (s *Server) getNotifications(w http.ResponseWriter, r *http.Request) {
	n, err := s.services.Notifications(r.Context(), currentUser(r).user.ID)
	respond(w, r, http.StatusOK, n, err)
}

func (s *Server) putNotifications(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusOK, func(ctx context.Context, in service.NotificationsInput) (model.Notifications, error) {
		return s.services.SetNotifications(ctx, currentUser(r).user.ID, in)
	})
}

func (s *Server) schoolAnalytics(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	a, err := s.services.SchoolAnalytics(r.Context(), currentUser(r).user, q.Get("from"), q.Get("to"))
	respond(w, r, http.StatusOK, a, err)
}

func (s *Server) adminAnalytics(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	list, err := s.services.AdminAnalytics(r.Context(), q.Get("from"), q.Get("to"))
	respond(w, r, http.StatusOK, itemsOf(list), err)
}
