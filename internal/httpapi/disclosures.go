package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

func (s *Server) listDisclosures(w http.ResponseWriter, r *http.Request) {
	list, err := s.services.DisclosureStates(r.Context(), currentUser(r).user.ID)
	respond(w, r, http.StatusOK, map[string]any{"sections": list}, err)
}

func (s *Server) getDisclosure(w http.ResponseWriter, r *http.Request) {
	d, err := s.services.Disclosure(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "section"))
	respond(w, r, http.StatusOK, d, err)
}

func (s *Server) putDisclosure(w http.ResponseWriter, r *http.Request) {
	var in disclosureBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	if in.Answers == nil {
		in.Answers = map[string]any{}
	}
	d, err := s.services.SaveDisclosure(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "section"), in.Answers, in.Complete)
	respond(w, r, http.StatusOK, d, err)
}
