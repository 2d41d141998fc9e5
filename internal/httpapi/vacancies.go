package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// listVacancies is the public job board's search (docs/api.md "Vacancies and applications").
func (s *Server) listVacancies(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	in := service.VacancySearch{Q: q.Get("q"), School: q.Get("school"), District: q.Get("district"), Level: q.Get("level"),
		Subject: q.Get("subject"), Designation: q.Get("designation"), Type: q.Get("type"), Sort: q.Get("sort"),
		Page: q.Get("page"), PageSize: q.Get("pageSize"), MinSalary: q.Get("minSalary")}
	// A signed-in teacher's rows carry her score and applications; anyone else's are the public
	// board, which a visitor without a session cookie reaches without a session lookup.
	if access := cookieValue(r, s.cookies.access); access != "" {
		if u, _, err := s.services.Authenticate(r.Context(), access, model.RoleTeacher); err == nil {
			page, err := s.services.TeacherBoard(r.Context(), u.ID, in)
			respond(w, r, http.StatusOK, page, err)
			return
		}
	}
	page, err := s.services.SearchVacancies(r.Context(), in)
	respond(w, r, http.StatusOK, page, err)
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
