package httpapi

import (
	"net/http"

	"github.com/teachbay/teachbay/internal/service"
)

func (s *Server) invite(w http.ResponseWriter, r *http.Request) {
	var in service.InvitationInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	invitation, err := s.services.Invite(r.Context(), currentUser(r).user, in)
	respond(w, r, http.StatusCreated, invitation, err)
}

func (s *Server) listInvitations(w http.ResponseWriter, r *http.Request) {
	list, err := s.services.Invitations(r.Context())
	respond(w, r, http.StatusOK, itemsOf(list), err)
}
