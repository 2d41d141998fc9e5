package httpapi

import (
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

func (s *Server) nearbyPlaces(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	at, fields := model.LatLng{}, map[string]string{}
	for name, dst := range map[string]*float64{"lat": &at.Lat, "lng": &at.Lng} {
		v, err := strconv.ParseFloat(q.Get(name), 64)
		switch {
		case q.Get(name) == "":
			fields[name] = "required"
		case err != nil:
			fields[name] = "invalid"
		}
		*dst = v
	}
	if len(fields) > 0 {
		writeError(w, r, &model.Error{Code: model.ECodeValidation, Fields: fields, Message: "lat and lng must be numbers in degrees."})
		return
	}
	found, err := s.services.NearbyAgencies(r.Context(), at)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string][]model.Place{"places": found})
}

func (s *Server) placeDetails(w http.ResponseWriter, r *http.Request) {
	d, err := s.services.PlaceDetails(r.Context(), chi.URLParam(r, "id"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, d)
}

// placePhoto streams a place's photo from Google (or the cache) so the key stays on the server.
func (s *Server) placePhoto(w http.ResponseWriter, r *http.Request) {
	width := service.PhotoWidth
	if v := r.URL.Query().Get("maxWidth"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			n = -1 // the service answers what the range is
		}
		width = n
	}
	contentType, body, err := s.services.PlacePhoto(r.Context(), chi.URLParam(r, "id"), width)
	if err != nil {
		writeError(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}
