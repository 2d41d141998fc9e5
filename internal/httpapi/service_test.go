package httpapi

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
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
	h.ServeHTTP(rec, req.WithContext(context.WithValue(req.Context(), loggerKey{}, quiet)))
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
	ts := newTestServer(t, testdb.New(t), testWeb())
	res, _ := get(t, ts.URL+"/api/options")
	for name, want := range map[string]string{"X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY"} {
		if got := res.Header.Get(name); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
}
