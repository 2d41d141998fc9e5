package httpapi

import (
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/model"
)

// requireCSRFHeaders enforces docs/api.md's rule on every unsafe /api request, except those named in
// csrfExempt: an X-Requested-With header (which a cross-site form cannot send without CORS) and,
// when the browser sends an Origin, the site's own origin. It wraps the whole router, so a route
// added later is protected without doing anything.
func (s *Server) requireCSRFHeaders(next http.Handler) http.Handler {
	base, _ := url.Parse(s.cfg.BaseURL) // validated by config.Load
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			next.ServeHTTP(w, r)
			return
		}
		if !strings.HasPrefix(r.URL.Path, "/api/") || csrfExempt[r.Method+" "+r.URL.Path] != "" {
			next.ServeHTTP(w, r)
			return
		}
		origin := r.Header.Get("Origin")
		sameOrigin := origin == "" || origin == base.Scheme+"://"+base.Host || origin == "http://"+r.Host || origin == "https://"+r.Host
		if r.Header.Get("X-Requested-With") == "" || !sameOrigin {
			refuse(w, r, model.Errorf(model.ECodeCSRF, "Cross-site request refused"))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// rateLimit allows each client limit requests per window on the routes it wraps; more get 429
// with Retry-After. name separates the counters of different routes.
func (s *Server) rateLimit(name string, limit int, window time.Duration) func(http.Handler) http.Handler {
	return s.limitBy(name, limit, window, func(r *http.Request) string { return rateKey(s.clientIP(r)) })
}

// accountRateLimit allows each signed-in account (behind requireUser) limit requests per window
// on the routes it wraps, from whatever addresses they come.
func (s *Server) accountRateLimit(name string, limit int, window time.Duration) func(http.Handler) http.Handler {
	return s.limitBy(name, limit, window, func(r *http.Request) string { return "account:" + currentUser(r).user.ID })
}

// limitBy counts requests per window under name and the key of each request, in Postgres, so
// every copy of TeachBay counts together.
func (s *Server) limitBy(name string, limit int, window time.Duration, key func(*http.Request) string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ok, retryAfter, err := s.store.HitRateLimit(r.Context(), name+":"+key(r), limit, window)
			if err != nil {
				writeError(w, r, err)
				return
			}
			if !ok {
				refuse(w, r, model.RateLimited(retryAfter))
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

// rateKey is what a client is counted by: its IPv4 address, or the /64 network of its IPv6
// address (one subscriber line usually gets a whole /64, so single addresses cost nothing to vary).
func rateKey(ip netip.Addr) string {
	if ip.Is6() {
		return netip.PrefixFrom(ip, 64).Masked().String()
	}
	return ip.String()
}
