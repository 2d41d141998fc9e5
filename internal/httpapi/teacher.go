package httpapi

import (
	"net/http"

	"github.com/teachbay/teachbay/internal/model"
)

// The teacher's own data (docs/api.md "Teacher"): every handler here runs behind requireUser(teacher).

func (s *Server) getProfile(w http.ResponseWriter, r *http.Request) {
	p, err := s.services.Profile(r.Context(), currentUser(r).user.ID)
	respond(w, r, http.StatusOK, p, err)
}

func (s *Server) putProfile(w http.ResponseWriter, r *http.Request) {
	var in model.Profile
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	p, err := s.services.UpdateProfile(r.Context(), currentUser(r).user.ID, in)
	respond(w, r, http.StatusOK, p, err)
}

func (s *Server) getMatches(w http.ResponseWriter, r *http.Request) {
	matches, err := s.services.Matches(r.Context(), currentUser(r).user.ID, r.URL.Query().Get("limit"))
	respond(w, r, http.StatusOK, map[string]any{"items": matches}, err)
}

func (s *Server) welcomeSeen(w http.ResponseWriter, r *http.Request) {
	noContent(w, r, s.services.MarkWelcomeSeen(r.Context(), currentUser(r).user.ID))
}

func (s *Server) putPresentation(w http.ResponseWriter, r *http.Request) {
	var in model.Presentation
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	p, err := s.services.SetPresentation(r.Context(), currentUser(r).user.ID, in)
	respond(w, r, http.StatusOK, p, err)
}

func (s *Server) getPreferences(w http.ResponseWriter, r *http.Request) {
	p, err := s.services.Preferences(r.Context(), currentUser(r).user.ID)
	respond(w, r, http.StatusOK, p, err)
}

func (s *Server) putPreferences(w http.ResponseWriter, r *http.Request) {
	var in model.Preferences
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	p, err := s.services.SetPreferences(r.Context(), currentUser(r).user.ID, in)
	respond(w, r, http.StatusOK, p, err)
}

func (s *Server) getSettings(w http.ResponseWriter, r *http.Request) {
	set, err := s.services.Settings(r.Context(), currentUser(r).user.ID)
	respond(w, r, http.StatusOK, set, err)
}

func (s *Server) putSettings(w http.ResponseWriter, r *http.Request) {
	var in model.Settings
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	set, err := s.services.SetSettings(r.Context(), currentUser(r).user.ID, in)
	respond(w, r, http.StatusOK, set, err)
}

// deleteAccount removes the signed-in teacher's account after their password confirms it, and
// the browser's session cookies with it.
func (s *Server) deleteAccount(w http.ResponseWriter, r *http.Request) {
	var in passwordBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.services.DeleteAccount(r.Context(), currentUser(r).user, in.Password); err != nil {
		writeError(w, r, err)
		return
	}
	s.cookies.clear(w)
	noContent(w, r, nil)
}

// requestResumeReview asks for a review of the profile's resume, against the vacancy when the
// body names one.
func (s *Server) requestResumeReview(w http.ResponseWriter, r *http.Request) {
	var in applyBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	review, err := s.services.RequestResumeReview(r.Context(), currentUser(r).user.ID, in.VacancyID)
	respond(w, r, http.StatusAccepted, review, err)
}

func (s *Server) getResumeReview(w http.ResponseWriter, r *http.Request) {
	review, err := s.services.ResumeReview(r.Context(), currentUser(r).user.ID, r.URL.Query().Get("vacancyId"))
	respond(w, r, http.StatusOK, review, err)
}
