package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/service"
)

// listVacancies is the public job board's search (API.md "Vacancies and applications").
func (s *Server) listVacancies(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page, err := s.services.SearchVacancies(r.Context(), service.VacancySearch{Q: q.Get("q"), School: q.Get("school"),
		Level: q.Get("level"), Subject: q.Get("subject"), Designation: q.Get("designation"), Type: q.Get("type"),
		Page: q.Get("page"), PageSize: q.Get("pageSize")})
	respond(w, r, http.StatusOK, page, err)
}

func (s *Server) getVacancy(w http.ResponseWriter, r *http.Request) {
	v, err := s.services.Vacancy(r.Context(), chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, v, err)
}
