package httpapi

import (
	"bytes"
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestANewAPIRouteIsProtectedFromCSRFWithoutCodeOfItsOwn(t *testing.T) {
	t.Parallel()
	srv := newServer(t, testdb.New(t))
	mux := srv.router()
	// A route added the plainest way, with no CSRF code of its own.
	mux.Post("/api/later-feature", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	ts := httptest.NewServer(mux)
	t.Cleanup(ts.Close)

	status, _, res := post(t, ts.URL+"/api/later-feature", "{}", "X-Requested-With", "")
	if status != 403 || res["code"] != "csrf" {
		t.Errorf("without X-Requested-With: %d %v, want 403 csrf", status, res)
	}
	status, _, res = post(t, ts.URL+"/api/later-feature", "{}", "Origin", "https://evil.example")
	if status != 403 || res["code"] != "csrf" {
		t.Errorf("from another origin: %d %v, want 403 csrf", status, res)
	}
	if status, _, _ = post(t, ts.URL+"/api/later-feature", "{}"); status != http.StatusNoContent {
		t.Errorf("with the header: %d, want 204", status)
	}
	// The exemption is for one method and path only.
	for path := range csrfExempt {
		method, p, _ := strings.Cut(path, " ")
		if method != http.MethodPost || !strings.HasPrefix(p, "/api/") {
			t.Errorf("exemption %q is not a POST under /api", path)
		}
	}
}

func TestEveryErrorCodeOfModelHasAnHTTPStatus(t *testing.T) {
	t.Parallel()
	// The codes are read from the source, so a code added to model without a status fails here.
	file, err := parser.ParseFile(token.NewFileSet(), "../model/errors.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	ast.Inspect(file, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok {
			return true
		}
		for i, name := range spec.Names {
			if !strings.HasPrefix(name.Name, "ECode") {
				continue
			}
			found++
			code, _ := strconv.Unquote(spec.Values[i].(*ast.BasicLit).Value)
			if _, ok := statusByCode[code]; !ok {
				t.Errorf("model.%s (%q) has no HTTP status in statusByCode", name.Name, code)
			}
		}
		return true
	})
	if found < 14 {
		t.Fatalf("found %d error codes in model/errors.go; the parse is broken", found)
	}
}

func TestACodeWithoutAStatusIsA500(t *testing.T) {
	t.Parallel()
	var logs bytes.Buffer
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/api/x", nil)
	req = withLogger(req, slog.New(slog.NewTextHandler(&logs, nil)))
	writeError(rec, req, model.Errorf("made_up_code", "secret detail"))
	if rec.Code != 500 || !strings.Contains(rec.Body.String(), `"code":"internal"`) || strings.Contains(rec.Body.String(), "secret") {
		t.Errorf("got %d %s, want a bare 500", rec.Code, rec.Body)
	}
	if !strings.Contains(logs.String(), "made_up_code") {
		t.Errorf("the unmapped code is not logged: %s", logs.String())
	}
}

func TestAClientThatHangsUpIsNotAServerError(t *testing.T) {
	t.Parallel()
	var logs bytes.Buffer
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := withLogger(httptest.NewRequest(http.MethodGet, "/api/schools", nil).WithContext(ctx), slog.New(slog.NewJSONHandler(&logs, nil)))
	rec := httptest.NewRecorder()
	writeError(rec, req, context.Canceled)
	if rec.Code != statusClientClosed || strings.Contains(logs.String(), `"level":"ERROR"`) || !strings.Contains(logs.String(), "client closed") {
		t.Errorf("got %d, logs %s", rec.Code, logs.String())
	}
}
