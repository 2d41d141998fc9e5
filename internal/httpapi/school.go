package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/service"
)

// schoolRoutes are a school user's endpoints under /api/school (docs/api.md "School"): only their
// district's vacancies and applications.
func (s *Server) schoolRoutes(r chi.Router) {
	r.Get("/overview", s.schoolOverview)
	r.Get("/vacancies", s.schoolVacancies)
	r.Post("/vacancies", s.createVacancy)
	r.Get("/vacancies/{id}", s.schoolVacancy)
	r.Put("/vacancies/{id}", s.updateVacancy)
	r.Post("/vacancies/{id}/close", s.closeVacancy)
	r.Post("/vacancies/{id}/reopen", s.reopenVacancy)
	r.Get("/vacancies/{id}/applications", s.rankedApplicants)
	r.Get("/applications", s.schoolInbox)
	r.Get("/applications/{id}", s.applicationPacket)
	r.Put("/applications/{id}/status", s.setApplicationStatus)
	r.Get("/applications/{id}/documents/{docId}/download", s.downloadApplicationDocument)
	// The hiring loop (hiring.go).
	r.Post("/applications/{id}/offer", s.makeOffer)
	r.Post("/offers/{id}/withdraw", s.withdrawOffer)
	r.Get("/analytics", s.schoolAnalytics)
	r.Put("/schools/{id}", s.setSchoolCulture)
}

func (s *Server) schoolOverview(w http.ResponseWriter, r *http.Request) {
	o, err := s.services.SchoolOverview(r.Context(), currentUser(r).user)
	respond(w, r, http.StatusOK, o, err)
}

func (s *Server) schoolVacancies(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	list, err := s.services.SchoolVacancies(r.Context(), currentUser(r).user, service.SchoolVacancyList{Q: q.Get("q"),
		SchoolID: q.Get("schoolId"), Status: q.Get("status"), Sort: q.Get("sort"), Page: q.Get("page"), PageSize: q.Get("pageSize")})
	respond(w, r, http.StatusOK, list, err)
}

// schoolInbox lists every application to the district's vacancies.
func (s *Server) schoolInbox(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	list, err := s.services.SchoolInbox(r.Context(), currentUser(r).user, service.InboxList{Status: q.Get("status"),
		VacancyID: q.Get("vacancyId"), AppliedWithinDays: q.Get("appliedWithinDays"), Sort: q.Get("sort"),
		Page: q.Get("page"), PageSize: q.Get("pageSize")})
	respond(w, r, http.StatusOK, list, err)
}

func (s *Server) createVacancy(w http.ResponseWriter, r *http.Request) {
	var in service.VacancyInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	v, err := s.services.CreateVacancy(r.Context(), currentUser(r).user, in)
	respond(w, r, http.StatusCreated, v, err)
}

func (s *Server) schoolVacancy(w http.ResponseWriter, r *http.Request) {
	v, err := s.services.SchoolVacancy(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, v, err)
}

func (s *Server) updateVacancy(w http.ResponseWriter, r *http.Request) {
	var in service.VacancyInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	v, err := s.services.UpdateVacancy(r.Context(), currentUser(r).user, chi.URLParam(r, "id"), in)
	respond(w, r, http.StatusOK, v, err)
}

// setSchoolCulture sets how one of the district's schools teaches (docs/api.md "Philosophy and
// cultural fit").
func (s *Server) setSchoolCulture(w http.ResponseWriter, r *http.Request) {
	var in service.SchoolCulture
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	sc, err := s.services.SetSchoolCulture(r.Context(), currentUser(r).user, chi.URLParam(r, "id"), in)
	respond(w, r, http.StatusOK, sc, err)
}

func (s *Server) rankedApplicants(w http.ResponseWriter, r *http.Request) {
	list, err := s.services.RankedApplicants(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, itemsOf(list), err)
}

func (s *Server) applicationPacket(w http.ResponseWriter, r *http.Request) {
	p, err := s.services.ApplicationPacket(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, p, err)
}

// setApplicationStatus is a school user's decision on an application to their district.
func (s *Server) setApplicationStatus(w http.ResponseWriter, r *http.Request) {
	var in applicationStatusBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	a, err := s.services.SetApplicationStatus(r.Context(), currentUser(r).user, chi.URLParam(r, "id"), in.Status, in.Note)
	respond(w, r, http.StatusOK, a, err)
}

func (s *Server) downloadApplicationDocument(w http.ResponseWriter, r *http.Request) {
	d, body, err := s.services.OpenApplicationDocument(r.Context(), currentUser(r).user, chi.URLParam(r, "id"), chi.URLParam(r, "docId"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	sendFile(w, r, d.FileName, d.ContentType, d.Size, body)
}
