package httpapi

import (
	"net/http"
	"strconv"
	"strings"
)

// putLanguage sets the signed-in user's account language, which their mails follow.
func (s *Server) putLanguage(w http.ResponseWriter, r *http.Request) {
	var in languageBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	u, err := s.services.SetLanguage(r.Context(), currentUser(r).user.ID, in.Language)
	respond(w, r, http.StatusOK, userBody{u}, err)
}

// prefersSpanish reports whether an Accept-Language header (RFC 9110 §12.5.4) ranks Spanish
// above English: of the two, the one with the higher q-value, the first listed on a tie. Other
// languages do not count ("fr, es;q=0.5" prefers Spanish), and a header with neither is English.
func prefersSpanish(header string) bool {
	best, spanish := 0.0, false
	for _, part := range strings.Split(header, ",") {
		tag, params, _ := strings.Cut(part, ";")
		primary, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
		if primary != "es" && primary != "en" {
			continue
		}
		q := 1.0
		if v, ok := strings.CutPrefix(strings.ReplaceAll(strings.ToLower(params), " ", ""), "q="); ok {
			var err error
			if q, err = strconv.ParseFloat(v, 64); err != nil || q < 0 || q > 1 {
				continue
			}
		}
		if q > best {
			best, spanish = q, primary == "es"
		}
	}
	return spanish
}
