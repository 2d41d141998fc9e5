package httpapi

import (
	"context"
	"errors"
	"mime"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// The admin console (docs/api.md "Admin"). routes.go mounts these at /api/admin behind the admin role
// and MFA guard, so every handler here has an admin as currentUser.

// adminRoutes registers the admin console's endpoints, except the invitations.
func (s *Server) adminRoutes(r chi.Router) {
	r.Get("/organizations", s.listOrganizations)
	r.Post("/organizations", s.createOrganization)
	r.Get("/organizations/{id}", s.getOrganization)
	r.Put("/organizations/{id}", s.updateOrganization)
	r.Delete("/organizations/{id}", s.deleteOrganization)
	r.Put("/organizations/{id}/salary-schedule", s.putSalarySchedule)
	r.Get("/schools", s.listAdminSchools)
	r.Post("/schools", s.createSchool)
	r.Get("/schools/{id}", s.getAdminSchool)
	r.Put("/schools/{id}", s.updateSchool)
	r.Delete("/schools/{id}", s.deleteSchool)
	r.Get("/users", s.listUsers)
	r.Post("/users/{id}/disable", s.disableUser)
	r.Post("/users/{id}/enable", s.enableUser)
	r.Get("/subscribers", s.listSubscribers)
	r.Delete("/subscribers/{id}", s.removeSubscriber)
	r.Get("/contact-messages", s.listContactMessages)
	r.Post("/contact-messages/{id}/handled", s.markMessageHandled)
	r.Get("/reports/self-identification", s.selfIdentificationReport)
	r.Get("/audit", s.listAudit)
	r.Get("/analytics", s.adminAnalytics)
}

func (s *Server) listOrganizations(w http.ResponseWriter, r *http.Request) {
	orgs, err := s.services.Organizations(r.Context())
	respond(w, r, http.StatusOK, itemsOf(orgs), err)
}

// withBody answers status and what do returns for the request's JSON body, decoded into an In.
func withBody[In, Out any](w http.ResponseWriter, r *http.Request, status int, do func(context.Context, In) (Out, error)) {
	var in In
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	out, err := do(r.Context(), in)
	respond(w, r, status, out, err)
}

func (s *Server) createOrganization(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusCreated, func(ctx context.Context, in model.Organization) (model.AdminOrganization, error) {
		return s.services.CreateOrganization(ctx, currentUser(r).user, in)
	})
}

func (s *Server) getOrganization(w http.ResponseWriter, r *http.Request) {
	o, err := s.services.Organization(r.Context(), chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, o, err)
}

func (s *Server) updateOrganization(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusOK, func(ctx context.Context, in model.Organization) (model.AdminOrganization, error) {
		return s.services.UpdateOrganization(ctx, currentUser(r).user, chi.URLParam(r, "id"), in)
	})
}

func (s *Server) deleteOrganization(w http.ResponseWriter, r *http.Request) {
	noContent(w, r, s.services.DeleteOrganization(r.Context(), currentUser(r).user, chi.URLParam(r, "id")))
}

func (s *Server) listAdminSchools(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page, err := s.services.AdminSchools(r.Context(), service.SchoolList{OrganizationID: q.Get("organizationId"), Q: q.Get("q"),
		Page: q.Get("page"), PageSize: q.Get("pageSize")})
	respond(w, r, http.StatusOK, page, err)
}

func (s *Server) createSchool(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusCreated, func(ctx context.Context, in service.SchoolInput) (model.AdminSchool, error) {
		return s.services.CreateSchool(ctx, currentUser(r).user, in)
	})
}

func (s *Server) getAdminSchool(w http.ResponseWriter, r *http.Request) {
	sc, err := s.services.AdminSchool(r.Context(), chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, sc, err)
}

func (s *Server) updateSchool(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusOK, func(ctx context.Context, in service.SchoolInput) (model.AdminSchool, error) {
		return s.services.UpdateSchool(ctx, currentUser(r).user, chi.URLParam(r, "id"), in)
	})
}

func (s *Server) deleteSchool(w http.ResponseWriter, r *http.Request) {
	noContent(w, r, s.services.DeleteSchool(r.Context(), currentUser(r).user, chi.URLParam(r, "id")))
}

func (s *Server) listUsers(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page, err := s.services.Users(r.Context(), service.UserList{Role: q.Get("role"), Q: q.Get("q"),
		Page: q.Get("page"), PageSize: q.Get("pageSize")})
	respond(w, r, http.StatusOK, page, err)
}

func (s *Server) disableUser(w http.ResponseWriter, r *http.Request) {
	u, err := s.services.DisableUser(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, u, err)
}

func (s *Server) enableUser(w http.ResponseWriter, r *http.Request) {
	u, err := s.services.EnableUser(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, u, err)
}

// listSubscribers answers a page of the list, or with format=csv every subscriber that matches as
// a download.
func (s *Server) listSubscribers(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	switch q.Get("format") {
	case "":
	case "csv":
		s.exportSubscribers(w, r)
		return
	default:
		writeError(w, r, model.Fields{"format": "invalid"}.Err("The only format is csv."))
		return
	}
	page, err := s.services.Subscribers(r.Context(), service.SubscriberList{Q: q.Get("q"), Page: q.Get("page"), PageSize: q.Get("pageSize")})
	respond(w, r, http.StatusOK, page, err)
}

// exportSubscribers streams the CSV download. An error before its first byte is answered as
// usual; one after it aborts the answer, so that a file cut short cannot pass for a whole one.
func (s *Server) exportSubscribers(w http.ResponseWriter, r *http.Request) {
	out := &csvAttachment{w: w, name: "subscribers.csv"}
	err := s.services.ExportSubscribers(r.Context(), currentUser(r).user, r.URL.Query().Get("q"), out)
	switch {
	case err == nil:
	case !out.started:
		writeError(w, r, err)
	default:
		if !errors.Is(err, context.Canceled) {
			logger(r.Context()).Error("subscriber export cut short", "error", err.Error())
		}
		panic(http.ErrAbortHandler)
	}
}

// csvAttachment writes a CSV download, setting its headers with the first byte.
type csvAttachment struct {
	w       http.ResponseWriter
	name    string
	started bool
}

func (a *csvAttachment) Write(p []byte) (int, error) {
	if !a.started {
		a.started = true
		h := a.w.Header()
		h.Set("Content-Type", "text/csv; charset=utf-8")
		h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": a.name}))
		h.Set("Cache-Control", "no-store")
	}
	return a.w.Write(p)
}

func (s *Server) removeSubscriber(w http.ResponseWriter, r *http.Request) {
	noContent(w, r, s.services.RemoveSubscriber(r.Context(), currentUser(r).user, chi.URLParam(r, "id")))
}

func (s *Server) listContactMessages(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page, err := s.services.ContactMessages(r.Context(), service.MessageList{Handled: q.Get("handled"),
		Page: q.Get("page"), PageSize: q.Get("pageSize")})
	respond(w, r, http.StatusOK, page, err)
}

func (s *Server) markMessageHandled(w http.ResponseWriter, r *http.Request) {
	m, err := s.services.MarkMessageHandled(r.Context(), currentUser(r).user, chi.URLParam(r, "id"))
	respond(w, r, http.StatusOK, m, err)
}

func (s *Server) selfIdentificationReport(w http.ResponseWriter, r *http.Request) {
	report, err := s.services.SelfIdentificationReport(r.Context(), currentUser(r).user)
	respond(w, r, http.StatusOK, report, err)
}

func (s *Server) listAudit(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page, err := s.services.AuditLog(r.Context(), service.AuditList{Action: q.Get("action"), Actor: q.Get("actor"),
		From: q.Get("from"), To: q.Get("to"), Page: q.Get("page"), PageSize: q.Get("pageSize")})
	respond(w, r, http.StatusOK, page, err)
}
