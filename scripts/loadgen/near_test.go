package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// A near search goes around each school with coordinates, with radii and filters varied; a school
// without coordinates has none.
func TestNearPathsSearchAroundEverySchoolWithCoordinates(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/schools" {
			http.NotFound(w, r)
			return
		}
		_, _ = w.Write([]byte(`[{"lat": 27.9506, "lng": -82.4572}, {"lat": null, "lng": null}, {"lat": 27.7676, "lng": -82.6403}]`))
	}))
	defer srv.Close()
	tg := &targets{base: srv.URL, client: newClient(time.Second)}
	if err := tg.readNearPaths(context.Background()); err != nil {
		t.Fatal(err)
	}
	want := []string{"/api/vacancies?near=27.95060,-82.45720&radiusKm=5",
		"/api/vacancies?near=27.76760,-82.64030&radiusKm=10&subject=math"}
	if strings.Join(tg.near, " ") != strings.Join(want, " ") {
		t.Errorf("near paths %q, want %q", tg.near, want)
	}
}
