package httpapi

import (
	"context"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// The districts' salary schedules (docs/api.md "Know before you go").

// listSalarySchedules is every district's schedule, public: they change when an admin edits one,
// so caches check back after five minutes (a 304 then).
func (s *Server) listSalarySchedules(w http.ResponseWriter, r *http.Request) {
	list, err := s.services.SalarySchedules(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	p, err := prepareJSON(list)
	if err != nil {
		writeError(w, r, err)
		return
	}
	p.serve(w, r, http.StatusOK, "public, max-age=300")
}

func (s *Server) putSalarySchedule(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusOK, func(ctx context.Context, in model.SalarySchedule) (model.SalarySchedule, error) {
		return s.services.PutSalarySchedule(ctx, currentUser(r).user, chi.URLParam(r, "id"), in)
	})
}
