package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/service"
)

// The teacher's applications (docs/api.md "Vacancies and applications"): behind requireUser(teacher).

func (s *Server) apply(w http.ResponseWriter, r *http.Request) {
	var in applyBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	a, err := s.services.Apply(r.Context(), currentUser(r).user.ID, in.VacancyID)
	respond(w, r, http.StatusCreated, a, err)
}

func (s *Server) listApplications(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page, err := s.services.Applications(r.Context(), currentUser(r).user.ID, service.ApplicationList{Status: q.Get("status"),
		Sort: q.Get("sort"), Page: q.Get("page"), PageSize: q.Get("pageSize")})
	respond(w, r, http.StatusOK, page, err)
}

func (s *Server) getApplication(w http.ResponseWriter, r *http.Request) {
	a, err := s.services.Application(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, a, err)
}

func (s *Server) cancelApplication(w http.ResponseWriter, r *http.Request) {
	a, err := s.services.CancelApplication(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, a, err)
}

func (s *Server) downloadSubmittedDocument(w http.ResponseWriter, r *http.Request) {
	d, body, err := s.services.OpenSubmittedDocument(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "id"), chi.URLParam(r, "docId"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	sendFile(w, r, d.FileName, d.ContentType, d.Size, body)
}

func (s *Server) requestResumeInsight(w http.ResponseWriter, r *http.Request) {
	in, err := s.services.RequestResumeInsight(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "id"))
	respond(w, r, http.StatusAccepted, in, err)
}

func (s *Server) getResumeInsight(w http.ResponseWriter, r *http.Request) {
	in, err := s.services.ResumeInsight(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, in, err)
}
