package httpapi

import (
	"net/http"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"
	"go.yaml.in/yaml/v3"

	"github.com/teachbay/teachbay/internal/testdb"
)

func TestOpenAPIDocumentsExactlyTheServedRoutes(t *testing.T) {
	t.Parallel()
	var doc struct {
		Paths map[string]map[string]any `yaml:"paths"`
	}
	if err := yaml.Unmarshal(openAPI, &doc); err != nil {
		t.Fatal(err)
	}
	var documented []string
	for path, ops := range doc.Paths {
		for method := range ops {
			documented = append(documented, strings.ToUpper(method)+" "+path)
		}
	}
	srv := newServer(t, testdb.New(t))
	var served []string
	err := chi.Walk(srv.router(), func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		route = strings.TrimSuffix(strings.ReplaceAll(route, "/*", ""), "/")
		if strings.HasPrefix(route, "/api") || route == "/healthz" || route == "/readyz" || route == "/metrics" {
			served = append(served, method+" "+route)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(documented)
	sort.Strings(served)
	served = slices.Compact(served)
	if !slices.Equal(documented, served) {
		t.Errorf("openapi.yaml and the router differ:\ndocumented %v\nserved     %v", documented, served)
	}
}

func TestOpenAPIIsServed(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	res, body := get(t, ts.URL+"/api/openapi.yaml")
	if res.StatusCode != 200 || !strings.HasPrefix(body, "openapi: 3.1.0") {
		t.Errorf("%d %.40q", res.StatusCode, body)
	}
}
