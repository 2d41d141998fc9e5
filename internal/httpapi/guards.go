package httpapi

import (
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/teachbay/teachbay/internal/model"
)

// requireCSRFHeaders enforces API.md's rule for unsafe methods: an X-Requested-With header
// (which a cross-site form cannot send without CORS) and, when the browser sends an Origin,
// the site's own origin.
func (s *Server) requireCSRFHeaders(next http.Handler) http.Handler {
	base, _ := url.Parse(s.cfg.BaseURL) // validated by config.Load
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			next.ServeHTTP(w, r)
			return
		}
		origin := r.Header.Get("Origin")
		sameOrigin := origin == "" || origin == base.Scheme+"://"+base.Host || origin == "http://"+r.Host || origin == "https://"+r.Host
		if r.Header.Get("X-Requested-With") == "" || !sameOrigin {
			writeError(w, r, model.Errorf(model.ECodeCSRF, "Cross-site request refused"))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// rateLimit allows each client IP limit requests per window on the routes it wraps; more get
// 429 with Retry-After. name separates the counters of different routes.
func (s *Server) rateLimit(name string, limit int, window time.Duration) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ok, retryAfter, err := s.store.HitRateLimit(r.Context(), name+":"+s.clientIP(r).String(), limit, window)
			if err != nil {
				writeError(w, r, err)
				return
			}
			if !ok {
				w.Header().Set("Retry-After", strconv.Itoa(int(retryAfter.Round(time.Second).Seconds())))
				writeError(w, r, model.Errorf(model.ECodeRateLimited, "Too many requests. Please try again later."))
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
