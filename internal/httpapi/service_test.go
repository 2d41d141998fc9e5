package httpapi

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/sealed"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestHealthAndReadiness(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	ts := newTestServer(t, st, testWeb())
	for _, path := range []string{"/healthz", "/readyz"} {
		if res, body := get(t, ts.URL+path); res.StatusCode != 200 {
			t.Errorf("%s: %d %s", path, res.StatusCode, body)
		}
	}
	st.Close() // the database goes away: the process lives, but is no longer ready
	if res, _ := get(t, ts.URL+"/healthz"); res.StatusCode != 200 {
		t.Errorf("healthz after the database closed: %d, want 200", res.StatusCode)
	}
	res, body := get(t, ts.URL+"/readyz")
	if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, `"code":"unavailable"`) {
		t.Errorf("readyz after the database closed: %d %s, want 503 unavailable", res.StatusCode, body)
	}
}

func TestUnknownAPIPathsAreJSON404(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	for _, path := range []string{"/api/nope", "/api/", "/api/schools/extra/deep", "/api/nope.json"} {
		res, body := get(t, ts.URL+path)
		var e errorBody
		if res.StatusCode != 404 || json.Unmarshal([]byte(body), &e) != nil || e.Code != "not_found" {
			t.Errorf("%s: %d %q, want a JSON 404 not_found", path, res.StatusCode, body)
		}
		if !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			t.Errorf("%s: Content-Type %q", path, res.Header.Get("Content-Type"))
		}
	}
	if status, _, res := post(t, ts.URL+"/api/schools", "{}"); status != http.StatusMethodNotAllowed || res["code"] != "method_not_allowed" {
		t.Errorf("POST /api/schools: %d %v, want 405", status, res)
	}
}

func TestOversizedBodiesAre413(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	status, _, res := post(t, ts.URL+"/api/subscribers", `{"x":"`+strings.Repeat("a", 2<<20)+`"}`)
	if status != http.StatusRequestEntityTooLarge || res["code"] != model.ECodeTooLarge {
		t.Errorf("got %d %v, want 413 payload_too_large", status, res)
	}
}

func TestPanicsBecomeJSON500(t *testing.T) {
	t.Parallel()
	h := recoverPanics(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") }))
	rec := httptest.NewRecorder()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	req := httptest.NewRequest(http.MethodGet, "/api/x", nil)
	h.ServeHTTP(rec, withLogger(req, quiet))
	var e errorBody
	if rec.Code != 500 || json.Unmarshal(rec.Body.Bytes(), &e) != nil || e.Code != "internal" || strings.Contains(rec.Body.String(), "boom") {
		t.Errorf("got %d %s, want a JSON 500 that hides the panic", rec.Code, rec.Body)
	}
}

func TestRequestIDAndMetrics(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	res, _ := get(t, ts.URL+"/healthz")
	if len(res.Header.Get("X-Request-Id")) < 16 {
		t.Errorf("X-Request-Id = %q", res.Header.Get("X-Request-Id"))
	}
	res, _ = get(t, ts.URL+"/healthz", "X-Request-Id", "upstream-id-1234")
	if got := res.Header.Get("X-Request-Id"); got != "upstream-id-1234" {
		t.Errorf("a well-formed incoming id is kept: got %q", got)
	}
	res, _ = get(t, ts.URL+"/healthz", "X-Request-Id", "bad id\twith spaces")
	if got := res.Header.Get("X-Request-Id"); strings.Contains(got, " ") {
		t.Errorf("a malformed incoming id is replaced: got %q", got)
	}
	_, body := get(t, ts.URL+"/metrics")
	for _, w := range []string{`teachbay_http_requests_total{method="GET",route="/healthz",status="200"} 3`, "go_goroutines"} {
		if !strings.Contains(body, w) {
			t.Errorf("metrics lack %s", w)
		}
	}
}

func TestSecurityHeaders(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	ts := newTestServer(t, st, testWeb())
	// The API, a page and a built file: the web app's answers bypass the router but not the headers.
	for path, policy := range map[string]string{"/api/options": "default-src 'none'", "/api/vacancies": "default-src 'none'",
		"/contact-us": "default-src 'self'", "/assets/index-abc1.js": "default-src 'none'"} {
		res, _ := get(t, ts.URL+path)
		for name, want := range map[string]string{"X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY",
			"Referrer-Policy": "strict-origin-when-cross-origin", "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()"} {
			if got := res.Header.Get(name); got != want {
				t.Errorf("%s: %s = %q, want %q", path, name, got, want)
			}
		}
		if csp := res.Header.Get("Content-Security-Policy"); !strings.HasPrefix(csp, policy) || !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s: Content-Security-Policy %q, want %s… with frame-ancestors 'none'", path, csp, policy)
		}
		if got := res.Header.Get("Strict-Transport-Security"); got != "" {
			t.Errorf("%s: HSTS %q in development, where the site may be served over plain HTTP", path, got)
		}
	}
	if res, _ := get(t, ts.URL+"/api/vacancies"); res.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("/api/vacancies: Cache-Control %q, want no-store", res.Header.Get("Cache-Control"))
	}

	prod := serve(t, testConfig(t, map[string]string{"APP_ENV": "production", "MAIL_FROM": "no-reply@teachbay.example",
		"CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "127.0.0.1", "AUTH_SECRET": strings.Repeat("s", 32), "DATA_KEYS": sealed.NewKey("test")}),
		Deps{Store: st, Log: quietLog, Web: testWeb(), Metrics: prometheus.NewRegistry(), Countries: testCountries})
	for _, path := range []string{"/api/options", "/contact-us"} {
		if res, _ := get(t, prod.URL+path); res.Header.Get("Strict-Transport-Security") != "max-age=63072000; includeSubDomains" {
			t.Errorf("production %s: HSTS %q", path, res.Header.Get("Strict-Transport-Security"))
		}
	}
}

func TestWebAppAnswersAreLoggedAndCounted(t *testing.T) {
	t.Parallel()
	var logs syncBuffer
	log := slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
	ts := serve(t, testConfig(t, nil), Deps{Store: testdb.New(t), Log: log, Web: testWeb(), Metrics: prometheus.NewRegistry(), Countries: testCountries})

	page, _ := get(t, ts.URL+"/contact-us")
	file, _ := get(t, ts.URL+"/assets/index-abc1.js")
	missing, _ := get(t, ts.URL+"/assets/gone-123.js")
	for _, res := range []*http.Response{page, file, missing} {
		if len(res.Header.Get("X-Request-Id")) < 16 {
			t.Errorf("%s: X-Request-Id = %q", res.Request.URL.Path, res.Header.Get("X-Request-Id"))
		}
	}
	_, metrics := get(t, ts.URL+"/metrics")
	for _, w := range []string{
		`teachbay_http_requests_total{method="GET",route="page",status="200"} 1`,
		`teachbay_http_requests_total{method="GET",route="static file",status="200"} 1`,
		`teachbay_http_requests_total{method="GET",route="unmatched",status="404"} 1`,
	} {
		if !strings.Contains(metrics, w) {
			t.Errorf("metrics lack %s", w)
		}
	}
	// A page view and a missing file are logged at info; a file served, one of many per page
	// view, only at debug level.
	// The lines are written once the answers are sent, and /metrics is logged after the others.
	waitFor(t, 5*time.Second, func() bool { return strings.Contains(logs.String(), `"path":"/metrics"`) })
	lines := logs.String()
	if !strings.Contains(lines, `"path":"/contact-us","status":200`) || !strings.Contains(lines, `"path":"/assets/gone-123.js","status":404`) {
		t.Errorf("the page view or the missing file is not logged:\n%s", lines)
	}
	if strings.Contains(lines, `"path":"/assets/index-abc1.js"`) {
		t.Errorf("a served file is logged at info level:\n%s", lines)
	}
}

// syncBuffer is a bytes.Buffer that the server's goroutines may write while a test reads it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestDeeplyNestedBodiesAre400(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	nested := func(depth int) string {
		return `{"firstName":"Ana","x":` + strings.Repeat("[", depth-1) + strings.Repeat("]", depth-1) + `}`
	}
	status, _, res := post(t, ts.URL+"/api/subscribers", nested(maxJSONDepth+1))
	if status != http.StatusBadRequest || res["code"] != model.ECodeValidation || res["message"] != "Request body nests too deeply" {
		t.Errorf("%d levels: %d %v, want 400 \"Request body nests too deeply\"", maxJSONDepth+1, status, res)
	}
	// At the limit the body is read, and the subscription refused for its missing fields instead.
	if status, _, res := post(t, ts.URL+"/api/subscribers", nested(maxJSONDepth)); status != http.StatusBadRequest || res["message"] == "Request body nests too deeply" {
		t.Errorf("%d levels: %d %v, want the fields checked", maxJSONDepth, status, res)
	}
}

func TestNestsDeeperThan(t *testing.T) {
	for _, tt := range []struct {
		json string
		deep bool
	}{
		{`{"a":[{"b":[1]}]}`, false},
		{`{"a":[{"b":[[1]]}]}`, true},
		{`{"a":"[[[[[[[[[["}`, false},
		{`{"a":"\"[[[[[[[[["}`, false},
		{`{"a":"\\","b":[[[[]]]]}`, true},
		{`[[[[[`, true},
		{`]]]]]{}`, false},
	} {
		if got := nestsDeeperThan([]byte(tt.json), 4); got != tt.deep {
			t.Errorf("nestsDeeperThan(%s, 4) = %v, want %v", tt.json, got, tt.deep)
		}
	}
}
