// Package httpapi is TeachBay's HTTP layer: the /api routes, the embedded web app and the
// service endpoints. Only this package knows HTTP statuses.
package httpapi

import (
	"compress/gzip"
	"io/fs"
	"log/slog"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/teachbay/teachbay/internal/config"
	"github.com/teachbay/teachbay/internal/countries"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
)

// Deps are what the handlers need from the rest of the program.
type Deps struct {
	// Store serves the reads that have no rules (schools); everything else goes through Services.
	Store    *store.Store
	Services *service.Service
	Log      *slog.Logger
	// Web is the built web app (web/dist); without index.html every page says how to build it.
	Web       fs.FS
	Metrics   *prometheus.Registry
	Countries *countries.List
}

// Server holds the dependencies of the handlers.
type Server struct {
	cfg      config.Config
	store    *store.Store
	services *service.Service
	log      *slog.Logger
	web      *spa
	metrics  *metrics
	// reference holds the prepared answers of the public reference data.
	reference *reference
	// feeds are the job feeds, board the public board's answers; nil without a source of
	// vacancies.
	feeds   *feeds
	board   *board
	cookies sessionCookies
}

// New prepares the server.
func New(cfg config.Config, d Deps) (*Server, error) {
	var jobs jobSource
	var referees refereeSource
	if d.Services != nil {
		jobs, referees = d.Services, d.Services
	}
	app, err := newSPA(d.Web, cfg.BaseURL, jobs, referees)
	if err != nil {
		return nil, err
	}
	ref, err := newReference(cfg, d.Store, d.Countries)
	if err != nil {
		return nil, err
	}
	srv := &Server{cfg: cfg, store: d.Store, services: d.Services, log: d.Log, web: app,
		metrics: newMetrics(d.Metrics), reference: ref, cookies: newSessionCookies(!cfg.IsProduction())}
	if d.Services != nil {
		srv.feeds, srv.board = newFeeds(d.Services, cfg.BaseURL), newBoard(d.Services)
	}
	if app != nil && app.referees != nil {
		app.referees.allow = srv.refereeAllowed
	}
	return srv, nil
}

// csrfExempt are the unsafe /api requests that need no CSRF header, each with its reason.
var csrfExempt = map[string]string{
	// The RFC 8058 one-click unsubscribe comes from mail programs, which send no such header;
	// the token in the link is its authority.
	"POST /api/subscribers/unsubscribe":     "one-click unsubscribe",
	"POST /api/recommendations/unsubscribe": "one-click unsubscribe",
	"POST /api/saved-searches/unsubscribe":  "one-click unsubscribe",
}

// Handler answers every request: the web app's files and pages directly, everything else
// through the router. Both carry the same request id, log line, metrics and security headers.
func (s *Server) Handler() http.Handler {
	router := s.router()
	if s.web == nil {
		return router
	}
	web := s.observe(webRoute)(recoverPanics(s.securityHeaders(s.web)))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.web.owns(r.URL.Path) {
			web.ServeHTTP(w, r)
			return
		}
		router.ServeHTTP(w, r)
	})
}

// webRoute names a request of the web app in the metrics.
func webRoute(r *http.Request) string {
	if isFilePath(r.URL.Path) {
		return routeStaticFile
	}
	return "page"
}

// What one account may do in an hour, from however many addresses: far more than a teacher
// needs, far less than a script filling the bucket or the schools' inboxes would.
const (
	uploadsPerHour      = 60
	applicationsPerHour = 30
	// A review reads a whole file: a teacher asks for a few, not hundreds. An application's
	// reviews and her profile's share the allowance.
	resumeReviewsPerHour = 30
)

// router is the route table of the API and the service endpoints; what it does not know is the
// web app's 404 page.
func (s *Server) router() *chi.Mux {
	r := chi.NewRouter()
	r.Use(s.observe(routePattern), recoverPanics, s.securityHeaders, s.limitPerClient(s.cfg.MaxInFlightPerClient), shedLoad(s.cfg.MaxInFlight), s.requireCSRFHeaders)

	r.Get("/healthz", s.healthz)
	r.Get("/readyz", s.readyz)
	if s.cfg.MetricsAddr == "" {
		r.Method(http.MethodGet, "/metrics", s.metrics.handler)
	}

	r.Route("/api", func(r chi.Router) {
		// The fastest gzip: under make bench-api's mix, level 5 spent a sixth of the server's CPU
		// compressing answers of a few kilobytes, for a few percent fewer bytes.
		r.Use(middleware.Compress(gzip.BestSpeed, "application/json"))
		// Every request but an upload is small JSON, sent within seconds, that begins its answer
		// within REQUEST_TIMEOUT.
		small := chi.Chain(limitBody(s.cfg.MaxBodyBytes), readWithin(smallBody), answerWithin(s.cfg.RequestTimeout))
		r.Group(func(r chi.Router) {
			r.Use(small...)
			s.apiRoutes(r)
		})
		r.Route("/me", func(r chi.Router) {
			r.With(s.requireUser(allRoles...)).With(small...).Route("/mfa", s.mfaRoutes)
			r.With(s.requireUser(allRoles...)).With(small...).Route("/sessions", s.sessionRoutes)
			r.With(s.requireUser(allRoles...)).With(small...).Put("/language", s.putLanguage)
			// The daily applicant digest is a school user's setting (docs/api.md "Hiring loop II").
			r.With(s.requireUser(model.RoleSchool)).With(small...).Get("/notifications", s.getNotifications)
			r.With(s.requireUser(model.RoleSchool)).With(small...).Put("/notifications", s.putNotifications)
			r.Group(func(r chi.Router) {
				r.Use(s.requireUser(model.RoleTeacher))
				// Uploads stream in with their own limits (documents.go); every other body is small.
				r.With(limitUploads(), s.accountRateLimit("upload", uploadsPerHour, time.Hour), limitBody(maxUploadBytes), readWithin(uploadBody)).
					Post("/documents", s.uploadDocuments)
				r.Group(func(r chi.Router) {
					r.Use(small...)
					s.teacherRoutes(r)
				})
			})
		})
		r.NotFound(func(w http.ResponseWriter, r *http.Request) {
			writeError(w, r, model.Errorf(model.ECodeNotFound, "No such API endpoint"))
		})
		r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
			writeError(w, r, model.Errorf(model.ECodeMethodNotAllowed, "Method not allowed"))
		})
	})

	if s.web == nil {
		r.NotFound(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "The web app is not built: run `make build`.", http.StatusServiceUnavailable)
		})
		return r
	}
	r.Get("/robots.txt", s.web.robots(s.cfg.BaseURL))
	r.Get("/sitemap.xml", s.web.sitemap(s.cfg.BaseURL))
	if s.feeds != nil {
		for path, pick := range map[string]func(*builtFeeds) *prepared{
			jobFeedPath:  func(b *builtFeeds) *prepared { return b.jobs },
			atomFeedPath: func(b *builtFeeds) *prepared { return b.atom },
		} {
			r.Get(path, s.feeds.serve(pick))
			r.Head(path, s.feeds.serve(pick))
		}
	}
	r.NotFound(s.web.ServeHTTP)
	r.MethodNotAllowed(s.web.ServeHTTP)
	return r
}

// apiRoutes are the /api endpoints whose bodies are small JSON.
func (s *Server) apiRoutes(r chi.Router) {
	r.Get("/openapi.yaml", s.getOpenAPI)
	r.Get("/config", s.getConfig)
	r.Get("/options", s.getOptions)
	r.Get("/countries", s.listCountries)
	r.Get("/schools", s.listSchools)
	r.Get("/vacancies", s.listVacancies)
	r.Get("/vacancies/map", s.vacancyMap)
	r.Get("/vacancies/{id}", s.getVacancy)
	r.Get("/salary-schedules", s.listSalarySchedules)
	r.Route("/applications", func(r chi.Router) {
		r.Use(s.requireUser(model.RoleTeacher))
		r.Get("/", s.listApplications)
		r.With(s.accountRateLimit("apply", applicationsPerHour, time.Hour)).Post("/", s.apply)
		r.Get("/{id}", s.getApplication)
		r.Post("/{id}/cancel", s.cancelApplication)
		r.Get("/{id}/documents/{docId}/download", s.downloadSubmittedDocument)
		r.With(s.resumeReviewLimits()...).Post("/{id}/resume-insight", s.requestResumeInsight)
		r.Get("/{id}/resume-insight", s.getResumeInsight)
		r.Post("/{id}/offer/accept", s.answerOffer(true))
		r.Post("/{id}/offer/decline", s.answerOffer(false))
		r.Get("/{id}/interviews", s.teacherInterviews)
	})
	r.Route("/interviews", s.interviewRoutes)
	r.Route("/references", s.refereeRoutes)
	r.Route("/school", func(r chi.Router) {
		r.Use(s.requireUser(model.RoleSchool), requireMFA)
		s.schoolRoutes(r)
		s.schoolInterviewRoutes(r)
	})
	r.Route("/admin", func(r chi.Router) {
		r.Use(s.requireUser(model.RoleAdmin), requireMFA)
		r.Post("/invitations", s.invite)
		r.Get("/invitations", s.listInvitations)
		s.adminRoutes(r)
	})
	r.Route("/places", func(r chi.Router) {
		// Each uncached answer is a paid call to Google: a visitor clicking through every school
		// and agency stays far below this.
		r.Use(s.rateLimit("places", 300, time.Hour))
		r.Get("/nearby", s.nearbyPlaces)
		r.Get("/{id}", s.placeDetails)
		r.Get("/{id}/photo", s.placePhoto)
	})
	r.With(s.rateLimit("subscribe", 10, time.Hour)).Post("/subscribers", s.subscribe)
	r.With(s.rateLimit("subscribe-confirm", 20, time.Hour)).Post("/subscribers/confirm", s.confirmSubscriber)
	r.Get("/subscribers/unsubscribe", s.unsubscribeLink)
	r.Post("/subscribers/unsubscribe", s.unsubscribe)
	r.Get("/recommendations/unsubscribe", s.stopRecommendationsLink)
	r.Post("/recommendations/unsubscribe", s.stopRecommendations)
	r.Get("/saved-searches/unsubscribe", s.stopSavedSearchLink)
	r.Post("/saved-searches/unsubscribe", s.stopSavedSearch)
	r.With(s.rateLimit("contact", 5, time.Hour)).Post("/contact", s.contact)
	r.Route("/auth", func(r chi.Router) {
		// docs/design.md §7's per-IP limits; the per-account ones are the service's.
		r.With(s.rateLimit("register", 10, time.Hour)).Post("/register", s.register)
		r.With(s.rateLimit("login", 60, time.Hour)).Post("/login", s.login)
		// Wrong codes are limited per account too (docs/design.md §7): this bounds one address's guesses
		// across accounts.
		r.With(s.rateLimit("mfa", 60, time.Hour)).Post("/mfa", s.completeMFA)
		r.With(s.rateLimit("invitation-status", 60, time.Hour)).Post("/invitation/status", s.invitationStatus)
		r.With(s.rateLimit("accept-invitation", 20, time.Hour)).Post("/invitation/accept", s.acceptInvitation)
		r.Post("/logout", s.logout)
		r.Post("/refresh", s.refresh)
		r.With(s.requireUser(allRoles...)).Get("/me", s.me)
		r.With(s.rateLimit("forgot-password", 5, time.Hour)).Post("/password/forgot", s.forgotPassword)
		r.With(s.rateLimit("reset-password", 20, time.Hour)).Post("/password/reset", s.resetPassword)
		r.With(s.requireUser(allRoles...)).Post("/password/change", s.changePassword)
		r.With(s.rateLimit("verify-email", 20, time.Hour)).Post("/verify-email", s.verifyEmail)
		r.With(s.requireUser(allRoles...), s.accountRateLimit("verify-email-resend", verificationResendsPerHour, time.Hour)).
			Post("/verify-email/resend", s.resendVerification)
	})
}

// teacherRoutes are the signed-in teacher's own endpoints under /api/me (docs/api.md "Teacher").
func (s *Server) teacherRoutes(r chi.Router) {
	r.Get("/profile", s.getProfile)
	r.Put("/profile", s.putProfile)
	r.Get("/matches", s.getMatches)
	r.Post("/welcome-seen", s.welcomeSeen)
	r.Put("/presentation", s.putPresentation)
	r.Get("/documents", s.listDocuments)
	r.Delete("/documents/{id}", s.deleteDocument)
	r.Get("/documents/{id}/download", s.downloadDocument)
	r.Get("/preferences", s.getPreferences)
	r.Put("/preferences", s.putPreferences)
	r.Get("/disclosures", s.listDisclosures)
	r.Get("/disclosures/{section}", s.getDisclosure)
	r.Put("/disclosures/{section}", s.putDisclosure)
	r.Get("/settings", s.getSettings)
	r.Put("/settings", s.putSettings)
	r.Get("/certification", s.getCertification)
	r.Put("/certification", s.putCertification)
	r.With(s.resumeReviewLimits()...).Post("/resume-review", s.requestResumeReview)
	r.Get("/resume-review", s.getResumeReview)
	r.Route("/references", s.referenceRoutes)
	r.Route("/saved-searches", s.savedSearchRoutes)
	r.Delete("/", s.deleteAccount)
}

// resumeReviewLimits are the limits of asking for a resume review, per client and per account.
func (s *Server) resumeReviewLimits() chi.Middlewares {
	return chi.Chain(s.rateLimit("resume-insight", resumeReviewsPerHour, time.Hour),
		s.accountRateLimit("resume-insight", resumeReviewsPerHour, time.Hour))
}

// MetricsHandler serves /metrics on its own listener when METRICS_ADDR is set.
func (s *Server) MetricsHandler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/metrics", s.metrics.handler)
	return mux
}

type metrics struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	handler  http.Handler
}

func newMetrics(reg *prometheus.Registry) *metrics {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "teachbay_http_requests_total", Help: "HTTP requests by method, route and status.",
		}, []string{"method", "route", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "teachbay_http_request_duration_seconds", Help: "HTTP request latency by method and route.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5},
		}, []string{"method", "route"}),
		handler: promhttp.HandlerFor(reg, promhttp.HandlerOpts{}),
	}
	reg.MustRegister(m.requests, m.duration,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}
