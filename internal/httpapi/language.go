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
		if q := quality(params); q > best {
			best, spanish = q, primary == "es"
		}
	}
	return spanish
}

// quality is the q-value among an Accept-Language entry's parameters: 1 when it has none, 0 when
// it is not a number from 0 to 1.
func quality(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		if v, ok := strings.CutPrefix(strings.ToLower(strings.TrimSpace(p)), "q="); ok {
			q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || q < 0 || q > 1 {
				return 0
			}
			return q
		}
	}
	return 1
}
