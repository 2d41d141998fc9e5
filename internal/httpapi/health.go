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
