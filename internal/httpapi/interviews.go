package httpapi

import (
	"context"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// Interviews (docs/api.md "Hiring loop II"): the school proposes and the teacher answers; either
// side cancels and downloads the calendar file.

// otherTimesPerHour bounds a teacher's requests for other times, each of which mails the district.
const otherTimesPerHour = 20

type (
	chooseSlotBody struct {
		SlotID string `json:"slotId"`
	}
	otherTimesBody struct {
		Message string `json:"message"`
	}
	cancelInterviewBody struct {
		Reason string `json:"reason"`
	}
)

// interviewRoutes are /api/interviews: the teacher's answers, and the calendar file for either side.
func (s *Server) interviewRoutes(r chi.Router) {
	r.With(s.requireUser(model.RoleTeacher, model.RoleSchool), requireMFA).Get("/{id}/calendar.ics", s.interviewCalendar)
	r.Group(func(r chi.Router) {
		r.Use(s.requireUser(model.RoleTeacher))
		r.Post("/{id}/choose", s.chooseInterviewSlot)
		r.With(s.accountRateLimit("interview-other-times", otherTimesPerHour, time.Hour)).Post("/{id}/other-times", s.askOtherInterviewTimes)
		r.Post("/{id}/cancel", s.cancelInterview)
	})
}

// schoolInterviewRoutes are the school's interview endpoints under /api/school.
func (s *Server) schoolInterviewRoutes(r chi.Router) {
	r.Get("/applications/{id}/interviews", s.schoolInterviews)
	r.Post("/applications/{id}/interviews", s.proposeInterview)
	r.Post("/interviews/{id}/cancel", s.cancelInterview)
	r.Post("/interviews/{id}/complete", s.completeInterview)
}

func (s *Server) teacherInterviews(w http.ResponseWriter, r *http.Request) {
	list, err := s.services.TeacherInterviews(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, list, err)
}

func (s *Server) schoolInterviews(w http.ResponseWriter, r *http.Request) {
	list, err := s.services.SchoolInterviews(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, list, err)
}

func (s *Server) proposeInterview(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusCreated, func(ctx context.Context, in service.InterviewInput) (model.Interview, error) {
		return s.services.ProposeInterview(ctx, currentUser(r).user, chi.URLParam(r, "id"), in)
	})
}

func (s *Server) chooseInterviewSlot(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusOK, func(ctx context.Context, in chooseSlotBody) (model.Interview, error) {
		return s.services.ChooseInterviewSlot(ctx, currentUser(r).user, chi.URLParam(r, "id"), in.SlotID)
	})
}

func (s *Server) askOtherInterviewTimes(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusOK, func(ctx context.Context, in otherTimesBody) (model.Interview, error) {
		return s.services.AskOtherInterviewTimes(ctx, currentUser(r).user, chi.URLParam(r, "id"), in.Message)
	})
}

// cancelInterview serves both sides: the service tells them apart by the user's role.
func (s *Server) cancelInterview(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusOK, func(ctx context.Context, in cancelInterviewBody) (model.Interview, error) {
		return s.services.CancelInterview(ctx, currentUser(r).user, chi.URLParam(r, "id"), in.Reason)
	})
}

func (s *Server) completeInterview(w http.ResponseWriter, r *http.Request) {
	i, err := s.services.CompleteInterview(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, i, err)
}

func (s *Server) interviewCalendar(w http.ResponseWriter, r *http.Request) {
	text, err := s.services.InterviewCalendar(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	sendFile(w, r, "interview.ics", "text/calendar; charset=utf-8", int64(len(text)), io.NopCloser(strings.NewReader(text)))
}
