package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"regexp"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/teachbay/teachbay/internal/model"
)

type requestKey struct{}

// requestInfo is what the observe middleware puts in a request's context for its handlers.
type requestInfo struct {
	id  string
	log *slog.Logger
}

// logger returns the request's logger, which carries the request id, or slog's default.
func logger(ctx context.Context) *slog.Logger {
	if ri, ok := ctx.Value(requestKey{}).(*requestInfo); ok {
		return ri.log.With(slog.String("request_id", ri.id))
	}
	return slog.Default()
}

var validRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{8,64}$`)

// routeStaticFile is the metrics route of the web app's built files, whose successful answers are
// logged at debug level only: a page view fetches several, and the metrics count them.
const routeStaticFile = "static file"

// observe gives each request an id (a well-formed incoming X-Request-Id, else a new one), returns
// it in X-Request-Id, and when the request ends logs one line and records it in the metrics under
// the route routeOf names. One response wrapper serves both.
func (s *Server) observe(routeOf func(*http.Request) string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			id := r.Header.Get("X-Request-Id")
			if !validRequestID.MatchString(id) {
				id = newRequestID()
			}
			w.Header()["X-Request-Id"] = []string{id}
			ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
			start := time.Now()
			next.ServeHTTP(ww, r.WithContext(context.WithValue(r.Context(), requestKey{}, &requestInfo{id: id, log: s.log})))
			elapsed := time.Since(start)
			status, route := ww.Status(), routeOf(r)
			s.metrics.requests.WithLabelValues(r.Method, route, strconv.Itoa(status)).Inc()
			s.metrics.duration.WithLabelValues(r.Method, route).Observe(elapsed.Seconds())
			level := slog.LevelInfo
			switch {
			case status >= 500:
				level = slog.LevelError
			case route == routeStaticFile && status < 400:
				level = slog.LevelDebug
			}
			if !s.log.Enabled(r.Context(), level) {
				return
			}
			// Straight to the handler: a record without a source position spares a stack walk per
			// request. Only the path is logged: query strings may carry tokens.
			record := slog.NewRecord(time.Now(), level, "request", 0)
			record.AddAttrs(
				slog.String("request_id", id),
				slog.String("method", r.Method),
				slog.String("path", r.URL.Path),
				slog.Int("status", status),
				slog.Int("bytes", ww.BytesWritten()),
				slog.Duration("duration", elapsed),
			)
			_ = s.log.Handler().Handle(r.Context(), record)
		})
	}
}

// routePattern names a request by the chi route that served it; call it after chi has routed.
func routePattern(r *http.Request) string {
	if rc := chi.RouteContext(r.Context()); rc != nil && rc.RoutePattern() != "" {
		return rc.RoutePattern()
	}
	return "unmatched"
}

func newRequestID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// recoverPanics turns a panic into a logged error and a 500 JSON answer.
func recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler {
				panic(v) // net/http's own signal to abort the response
			}
			logger(r.Context()).Error("panic", slog.String("panic", fmt.Sprint(v)), slog.String("stack", string(debug.Stack())))
			writeError(w, r, model.Errorf(model.ECodeInternal, "Internal server error"))
		}()
		next.ServeHTTP(w, r)
	})
}

// limitBody caps request bodies at n bytes; decodeJSON turns an overrun into a 413.
func limitBody(n int64) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.ContentLength > n {
				writeError(w, r, model.Errorf(model.ECodeTooLarge, "Request body is too large"))
				return
			}
			r.Body = http.MaxBytesReader(w, r.Body, n)
			next.ServeHTTP(w, r)
		})
	}
}

// serviceEndpoints answer however busy the server is: a probe that sees 503 would take a working
// process out of service, or restart it.
var serviceEndpoints = map[string]bool{"/healthz": true, "/readyz": true, "/metrics": true}

// shedLoad answers at most limit requests at once and refuses more with 503 and Retry-After.
// Past that many, a request would only queue behind the others until its client gave up, each
// holding its memory meanwhile (its rows, its JSON, its compressor), so a burst beyond what the
// machine can serve is refused at once, and the process's memory stays bounded.
func shedLoad(limit int) func(http.Handler) http.Handler {
	inFlight := make(chan struct{}, limit)
	busy := &model.Error{Code: model.ECodeUnavailable, Message: "TeachBay is busy. Please try again in a moment.", RetryAfter: time.Second}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if serviceEndpoints[r.URL.Path] {
				next.ServeHTTP(w, r)
				return
			}
			select {
			case inFlight <- struct{}{}:
				defer func() { <-inFlight }()
				next.ServeHTTP(w, r)
			default:
				refuse(w, r, busy)
			}
		})
	}
}

// errTooSlow is the cause of a request cancelled by answerWithin.
var errTooSlow = errors.New("the request did not begin its answer in time")

// answerWithin gives a request d to begin its answer: past that, its context is cancelled, so a
// query waiting on a lock or an outside call gives up and writeError answers 503. Once the answer
// has begun (a file being sent to a slow phone, say), the server's write timeout alone bounds it.
func answerWithin(d time.Duration) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx, cancel := context.WithCancelCause(r.Context())
			defer cancel(nil)
			timer := time.AfterFunc(d, func() { cancel(errTooSlow) })
			defer timer.Stop()
			next.ServeHTTP(&answerStarted{ResponseWriter: w, begin: func() { timer.Stop() }}, r.WithContext(ctx))
		})
	}
}

// answerStarted calls begin when the handler writes its status line.
type answerStarted struct {
	http.ResponseWriter
	begin func()
	begun bool
}

func (w *answerStarted) WriteHeader(status int) {
	if !w.begun {
		w.begun = true
		w.begin()
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *answerStarted) Write(b []byte) (int, error) {
	if !w.begun {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (w *answerStarted) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// securityHeaders sets the headers every answer carries. The values are shared, never modified.
func (s *Server) securityHeaders(next http.Handler) http.Handler {
	values := http.Header{}
	// What is not a page (the API's JSON, a built file, an uploaded one) runs nothing and frames
	// nothing; a page sets its own policy (csp.go) over this one.
	values.Set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
	values.Set("X-Content-Type-Options", "nosniff")
	values.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	values.Set("X-Frame-Options", "DENY")
	values.Set("Cross-Origin-Opener-Policy", "same-origin")
	values.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()")
	if s.cfg.IsProduction() {
		values.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for name, v := range values {
			h[name] = v
		}
		next.ServeHTTP(w, r)
	})
}
