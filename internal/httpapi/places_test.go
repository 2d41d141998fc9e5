package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/teachbay/teachbay/internal/places/placestest"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

// placesServer serves the API with Google's stand-in behind the places endpoints, or with no
// server key when fake is nil.
func placesServer(t *testing.T, fake *placestest.Fake) string {
	t.Helper()
	st := testdb.New(t)
	services := service.New(service.Config{PlacesCacheTTL: time.Hour}, service.Deps{Store: st, Places: placestest.Client(t, fake)})
	return serve(t, testConfig(t, nil), Deps{Store: st, Services: services, Log: quietLog, Web: testWeb(),
		Metrics: prometheus.NewRegistry(), Countries: testCountries}).URL
}

func TestPlacesEndpoints(t *testing.T) {
	t.Parallel()
	fake := placestest.New(t)
	url := placesServer(t, fake)

	res, body := get(t, url+"/api/places/nearby?lat=27.9506&lng=-82.4572")
	var nearby struct {
		Places []struct {
			ID, DisplayName, BusinessStatus string
			Location                        struct{ Lat, Lng float64 }
		}
	}
	if res.StatusCode != 200 || json.Unmarshal([]byte(body), &nearby) != nil || len(nearby.Places) != 3 ||
		nearby.Places[0].DisplayName != "Bayshore Realty Group" || nearby.Places[0].Location.Lat != 27.951 {
		t.Fatalf("nearby: %d %s", res.StatusCode, body)
	}

	res, body = get(t, url+"/api/places/ChIJ-agency-one")
	want := `{"id":"ChIJ-agency-one","displayName":"Bayshore Realty Group","formattedAddress":"100 Bayshore Blvd, Tampa, FL 33606, USA",` +
		`"rating":4.6,"websiteUri":"https://bayshore-realty.example","photoUrl":"/api/places/ChIJ-agency-one/photo?maxWidth=400"}`
	if res.StatusCode != 200 || strings.TrimSpace(body) != want {
		t.Errorf("details: %d %s", res.StatusCode, body)
	}
	if strings.Contains(body, placestest.Key) || strings.Contains(body, "photo-of-") {
		t.Error("details give away the key or Google's photo reference")
	}

	res, body = get(t, url+"/api/places/ChIJ-agency-one/photo?maxWidth=400")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/png" || body != string(placestest.Photo) ||
		res.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("photo: %d %v, %d bytes", res.StatusCode, res.Header, len(body))
	}

	for _, c := range []struct {
		path, code string
		status     int
	}{
		{"/api/places/nearby", "validation_failed", 400},
		{"/api/places/nearby?lat=27.95", "validation_failed", 400},
		{"/api/places/nearby?lat=abc&lng=-82.4", "validation_failed", 400},
		{"/api/places/nearby?lat=NaN&lng=-82.4", "validation_failed", 400},
		{"/api/places/nearby?lat=95&lng=-82.4", "validation_failed", 400},
		{"/api/places/nearby?lat=40.71&lng=-74.0", "validation_failed", 400},
		{"/api/places/nearby?lat=27.9508&lng=-82.4569", "", 200},
		{"/api/places/ChIJ-unknown", "not_found", 404},
		{"/api/places/bad%20id", "validation_failed", 400},
		{"/api/places/ChIJ-agency-two/photo", "not_found", 404},
		{"/api/places/ChIJ-agency-one/photo?maxWidth=0", "validation_failed", 400},
		{"/api/places/ChIJ-agency-one/photo?maxWidth=wide", "validation_failed", 400},
		{"/api/places/ChIJ-agency-one/photo?maxWidth=5000", "validation_failed", 400},
	} {
		res, body := get(t, url+c.path)
		if res.StatusCode != c.status || !strings.Contains(body, c.code) {
			t.Errorf("GET %s: %d %s, want %d %s", c.path, res.StatusCode, body, c.status, c.code)
		}
	}

	// Nobody changes anything here: other methods are refused.
	for _, method := range []string{http.MethodPost, http.MethodPut, http.MethodDelete} {
		req, _ := http.NewRequest(method, url+"/api/places/nearby?lat=27.95&lng=-82.45", nil)
		req.Header.Set("X-Requested-With", "XMLHttpRequest")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("%s nearby: %d, want 405", method, res.StatusCode)
		}
	}
	// The nearby answers above came from one call to Google, the rest from the cache.
	if n := fake.Calls("nearbysearch"); n != 1 {
		t.Errorf("Google asked %d times for nearby agencies, want once", n)
	}
}

func TestPlacesUnavailableAnswers503(t *testing.T) {
	t.Parallel()
	fake := placestest.New(t)
	fake.Fail(true)
	for name, url := range map[string]string{"no server key": placesServer(t, nil), "Google failing": placesServer(t, fake)} {
		for _, path := range []string{"/api/places/nearby?lat=27.95&lng=-82.45", "/api/places/ChIJ-agency-one", "/api/places/ChIJ-agency-one/photo"} {
			res, body := get(t, url+path)
			if res.StatusCode != 503 || !strings.Contains(body, `"code":"unavailable"`) || !strings.Contains(body, "Google Maps") {
				t.Errorf("%s: GET %s: %d %s", name, path, res.StatusCode, body)
			}
		}
	}
}

func TestPublicConfigGivesTheMapsBrowserKeyOnly(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t, map[string]string{"GOOGLE_MAPS_BROWSER_KEY": "browser-key", "GOOGLE_MAPS_SERVER_KEY": "server-secret"})
	url := serve(t, cfg, Deps{Store: testdb.New(t), Log: quietLog, Web: testWeb(), Metrics: prometheus.NewRegistry(), Countries: testCountries}).URL
	res, body := get(t, url+"/api/config")
	if res.StatusCode != 200 || !strings.Contains(body, `"mapsBrowserKey":"browser-key"`) || strings.Contains(body, "server-secret") {
		t.Errorf("config: %d %s", res.StatusCode, body)
	}
}
