package httpapi

import (
	"net/http"

	"github.com/teachbay/teachbay/internal/model"
)

// The teacher's certification path (docs/api.md "Know before you go").

func (s *Server) getCertification(w http.ResponseWriter, r *http.Request) {
	v, err := s.services.Certification(r.Context(), currentUser(r).user.ID)
	respond(w, r, http.StatusOK, v, err)
}

func (s *Server) putCertification(w http.ResponseWriter, r *http.Request) {
	var in model.CertificationPath
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	v, err := s.services.SetCertification(r.Context(), currentUser(r).user.ID, in)
	respond(w, r, http.StatusOK, v, err)
}
