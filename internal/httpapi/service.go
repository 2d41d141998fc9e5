package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/teachbay/teachbay/internal/model"
)

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		logger(r.Context()).Warn("database not ready", "error", err.Error())
		writeError(w, r, model.Errorf(model.ECodeUnavailable, "Database unavailable"))
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

// publicConfig is what the web app needs to know about the server's configuration.
type publicConfig struct {
	RecaptchaSiteKey string   `json:"recaptchaSiteKey"`
	MapsBrowserKey   string   `json:"mapsBrowserKey"`
	Languages        []string `json:"languages"`
	// SupportEmail is the team inbox (CONTACT_TO) shown on the contact page.
	SupportEmail string `json:"supportEmail"`
}

func (s *Server) getConfig(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, publicConfig{RecaptchaSiteKey: s.cfg.RecaptchaSiteKey, Languages: []string{"en", "es"},
		SupportEmail: s.supportEmail})
}

func (s *Server) getOptions(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, model.OptionCodes())
}

func (s *Server) listSchools(w http.ResponseWriter, r *http.Request) {
	schools, err := s.store.ListSchools(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, schools)
}
