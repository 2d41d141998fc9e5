package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// listVacancies is the public job board's search (docs/api.md "Vacancies and applications").
func (s *Server) listVacancies(w http.ResponseWriter, r *http.Request) {
	in := vacancySearchOf(r)
	// A signed-in teacher's rows carry her score and applications; anyone else's are the public
	// board, which a visitor without a session cookie reaches without a session lookup.
	if access := cookieValue(r, s.cookies.access); access != "" {
		if u, _, err := s.services.Authenticate(r.Context(), access, model.RoleTeacher); err == nil {
			page, err := s.services.TeacherBoard(r.Context(), u.ID, in)
			respond(w, r, http.StatusOK, page, err)
			return
		}
	}
	s.board.serve(w, r, in)
}

// vacancyMap is the board's map: the schools of the vacancies a search finds (docs/api.md "Never miss a job").
func (s *Server) vacancyMap(w http.ResponseWriter, r *http.Request) {
	schools, err := s.services.VacancyMap(r.Context(), vacancySearchOf(r))
	respond(w, r, http.StatusOK, struct {
		Schools []model.MapSchool `json:"schools"`
	}{schools}, err)
}

// vacancySearchOf reads the board's search from the address.
func vacancySearchOf(r *http.Request) service.VacancySearch {
	q := r.URL.Query()
	return service.VacancySearch{Q: q.Get("q"), School: q.Get("school"), District: q.Get("district"), Level: q.Get("level"),
		Subject: q.Get("subject"), Designation: q.Get("designation"), Type: q.Get("type"), WorkAuthorization: q.Get("workAuthorization"),
		MinSalary: q.Get("minSalary"), Sort: q.Get("sort"), Page: q.Get("page"), PageSize: q.Get("pageSize"), Near: q.Get("near"),
		RadiusKm: q.Get("radiusKm")}
}

// getVacancy is the public job view; a signed-in teacher also reads whether they may apply. A
// missing or expired session is a visitor's view: the page is public.
func (s *Server) getVacancy(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	if u, _, err := s.services.Authenticate(r.Context(), cookieValue(r, s.cookies.access), model.RoleTeacher); err == nil {
		v, err := s.services.TeacherVacancy(r.Context(), u.ID, id)
		respond(w, r, http.StatusOK, v, err)
		return
	}
	v, err := s.services.Vacancy(r.Context(), id)
	respond(w, r, http.StatusOK, v, err)
}
