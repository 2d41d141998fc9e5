package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

// sessionRoutes list and end a signed-in user's browsers, under /api/me/sessions.
func (s *Server) sessionRoutes(r chi.Router) {
	r.Get("/", s.listSessions)
	r.Delete("/", s.endOtherSessions)
	r.Delete("/{id}", s.endSession)
}

func (s *Server) listSessions(w http.ResponseWriter, r *http.Request) {
	me := currentUser(r)
	list, err := s.services.Sessions(r.Context(), me.user, me.sessionID)
	respond(w, r, http.StatusOK, itemsOf(list), err)
}

func (s *Server) endSession(w http.ResponseWriter, r *http.Request) {
	noContent(w, r, s.services.EndSession(r.Context(), currentUser(r).user, chi.URLParam(r, "id")))
}

func (s *Server) endOtherSessions(w http.ResponseWriter, r *http.Request) {
	me := currentUser(r)
	noContent(w, r, s.services.EndOtherSessions(r.Context(), me.user, me.sessionID))
}
