// Package placestest is a stand-in for Google's Places API on loopback, for tests: it answers
// the nearby search, place details and place photo endpoints the way Google does, counts the
// calls, and can be told to fail.
package placestest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/places"
)

// Key is the server key the fake accepts; any other is REQUEST_DENIED, as at Google.
const Key = "test-server-key"

// Photo is the image every photo request answers (a 1×1 PNG).
var Photo = []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89" +
	"\x00\x00\x00\rIDATx\x9cc\xf8\xff\xff?\x03\x00\x08\xfc\x02\xfe\xa7\x9a\xa0\xa0\x00\x00\x00\x00IEND\xaeB`\x82")

// Agency is one real-estate agency the fake knows.
type Agency struct {
	ID, Name, Address, Website, BusinessStatus string
	Lat, Lng, Rating                           float64
	HasPhoto                                   bool
}

// Agencies are what every nearby search finds, in this order. The second has no address, rating,
// website or photo, as some of Google's places have none.
var Agencies = []Agency{
	{ID: "ChIJ-agency-one", Name: "Bayshore Realty Group", Address: "100 Bayshore Blvd, Tampa, FL 33606, USA",
		Website: "https://bayshore-realty.example", BusinessStatus: "OPERATIONAL", Lat: 27.951, Lng: -82.458, Rating: 4.6, HasPhoto: true},
	{ID: "ChIJ-agency-two", Name: "", BusinessStatus: "OPERATIONAL", Lat: 27.948, Lng: -82.452},
	{ID: "ChIJ-agency-three", Name: "Gulf Coast Homes", Address: "2 Main St, Tampa, FL 33602, USA",
		BusinessStatus: "CLOSED_TEMPORARILY", Lat: 27.955, Lng: -82.447, Rating: 3.9},
}

// Fake is the running stand-in.
type Fake struct {
	URL string

	mu    sync.Mutex
	calls map[string]int
	fail  bool
	query map[string][]string // the last query string per endpoint
}

// New starts a fake on loopback, stopped when the test ends.
func New(t testing.TB) *Fake {
	f := &Fake{calls: map[string]int{}, query: map[string][]string{}}
	srv := httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(srv.Close)
	f.URL = srv.URL
	return f
}

// Client returns a Places client with the fake's key and address, or nil (no server key) for a
// nil fake.
func Client(t testing.TB, f *Fake) *places.Client {
	t.Helper()
	if f == nil {
		return nil
	}
	c, err := places.New(Key, f.URL, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Fail makes every later call fail as Google does when it is down (HTTP 500, no JSON).
func (f *Fake) Fail(on bool) {
	f.mu.Lock()
	f.fail = on
	f.mu.Unlock()
}

// Calls returns how many requests an endpoint ("nearbysearch", "details", "photo") received.
func (f *Fake) Calls(endpoint string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[endpoint]
}

// Query returns a parameter of the last request to an endpoint.
func (f *Fake) Query(endpoint, name string) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, kv := range f.query[endpoint] {
		if k, v, _ := strings.Cut(kv, "="); k == name {
			return v
		}
	}
	return ""
}

func (f *Fake) serve(w http.ResponseWriter, r *http.Request) {
	endpoint := strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/maps/api/place/"), "/json")
	q := r.URL.Query()
	f.mu.Lock()
	f.calls[endpoint]++
	f.query[endpoint] = nil
	for k := range q {
		f.query[endpoint] = append(f.query[endpoint], k+"="+q.Get(k))
	}
	fail := f.fail
	f.mu.Unlock()
	if fail {
		http.Error(w, "backend error", http.StatusInternalServerError)
		return
	}
	if q.Get("key") != Key {
		writeJSON(w, map[string]any{"status": "REQUEST_DENIED", "error_message": "The provided API key is invalid."})
		return
	}
	switch endpoint {
	case "nearbysearch":
		results := []map[string]any{}
		for _, a := range Agencies {
			results = append(results, map[string]any{"place_id": a.ID, "name": a.Name, "business_status": a.BusinessStatus,
				"geometry": map[string]any{"location": map[string]float64{"lat": a.Lat, "lng": a.Lng}}})
		}
		writeJSON(w, map[string]any{"status": "OK", "results": results})
	case "details":
		for _, a := range Agencies {
			if a.ID != q.Get("placeid") {
				continue
			}
			result := map[string]any{"place_id": a.ID, "name": a.Name, "formatted_address": a.Address, "website": a.Website}
			if a.Rating > 0 {
				result["rating"] = a.Rating
			}
			if a.HasPhoto {
				result["photos"] = []map[string]any{{"photo_reference": "photo-of-" + a.ID, "width": 1200, "height": 800}}
			}
			writeJSON(w, map[string]any{"status": "OK", "result": result})
			return
		}
		writeJSON(w, map[string]any{"status": "NOT_FOUND"})
	case "photo":
		if !strings.HasPrefix(q.Get("photoreference"), "photo-of-") {
			http.Error(w, "no such photo", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "image/png")
		_, _ = w.Write(Photo)
	default:
		http.NotFound(w, r)
	}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json; charset=UTF-8")
	_ = json.NewEncoder(w).Encode(v)
}
