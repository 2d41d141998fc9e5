package httpapi

import (
	"net/http"

	"github.com/teachbay/teachbay/internal/service"
)

// msgSent is the answer docs/api.md fixes for a sent contact message.
const msgSent = "Message sent successfully!"

func (s *Server) contact(w http.ResponseWriter, r *http.Request) {
	var in service.ContactInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	in.Language = languageFor(r, in.Language)
	from := service.Client{IP: s.clientIP(r).String(), UserAgent: r.UserAgent()}
	if err := s.services.Contact(r.Context(), in, from); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": msgSent})
}
