package service_test

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/places/placestest"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

var westTampa = model.LatLng{Lat: 27.9506, Lng: -82.4572}

// placesService returns the services over a fresh database with Google's stand-in, or with no
// server key when fake is nil.
func placesService(t *testing.T, fake *placestest.Fake) (*service.Service, *store.Store) {
	t.Helper()
	st := testdb.New(t)
	return service.New(service.Config{PlacesCacheTTL: time.Hour}, service.Deps{Store: st, Places: placestest.Client(t, fake)}), st
}

func TestNearbyAgenciesAsksGoogleOnceAndMapsThePlaceShape(t *testing.T) {
	t.Parallel()
	fake := placestest.New(t)
	svc, _ := placesService(t, fake)
	ctx := context.Background()
	got, err := svc.NearbyAgencies(ctx, westTampa)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(placestest.Agencies) {
		t.Fatalf("%d places, want %d", len(got), len(placestest.Agencies))
	}
	want := model.Place{ID: "ChIJ-agency-one", DisplayName: "Bayshore Realty Group", BusinessStatus: "OPERATIONAL",
		Location: model.LatLng{Lat: 27.951, Lng: -82.458}}
	if got[0] != want {
		t.Errorf("first place %+v, want %+v", got[0], want)
	}
	// docs/product.md §7: real-estate agencies within 5,000 m by prominence, in English, at the rounded point.
	for param, want := range map[string]string{"type": "real_estate_agency", "radius": "5000", "rankby": "prominence",
		"language": "en", "location": "27.951,-82.457"} {
		if got := fake.Query("nearbysearch", param); got != want {
			t.Errorf("Google was asked %s=%q, want %q", param, got, want)
		}
	}

	// A second visitor a few metres away shares the cached answer: Google is not asked again.
	again, err := svc.NearbyAgencies(ctx, model.LatLng{Lat: 27.9508, Lng: -82.4569})
	if err != nil || len(again) != len(got) {
		t.Fatalf("second search: %v, %v", again, err)
	}
	if n := fake.Calls("nearbysearch"); n != 1 {
		t.Errorf("Google asked %d times, want once", n)
	}
}

func TestPlaceDetailsAndPhotoComeThroughTheServer(t *testing.T) {
	t.Parallel()
	fake := placestest.New(t)
	svc, _ := placesService(t, fake)
	ctx := context.Background()
	d, err := svc.PlaceDetails(ctx, "ChIJ-agency-one")
	if err != nil {
		t.Fatal(err)
	}
	if d.DisplayName != "Bayshore Realty Group" || d.FormattedAddress != "100 Bayshore Blvd, Tampa, FL 33606, USA" ||
		d.Rating == nil || *d.Rating != 4.6 || d.WebsiteURI != "https://bayshore-realty.example" ||
		d.PhotoURL != "/api/places/ChIJ-agency-one/photo?maxWidth=400" {
		t.Errorf("details %+v", d)
	}
	contentType, body, err := svc.PlacePhoto(ctx, "ChIJ-agency-one", 400)
	if err != nil || contentType != "image/png" || !bytes.Equal(body, placestest.Photo) {
		t.Fatalf("photo %q, %d bytes, %v", contentType, len(body), err)
	}
	if got := fake.Query("photo", "maxwidth"); got != "400" {
		t.Errorf("photo asked at width %q", got)
	}
	if _, _, err := svc.PlacePhoto(ctx, "ChIJ-agency-one", 400); err != nil {
		t.Fatal(err)
	}
	if fake.Calls("details") != 1 || fake.Calls("photo") != 1 {
		t.Errorf("Google asked %d times for details and %d for the photo, want once each", fake.Calls("details"), fake.Calls("photo"))
	}

	// A place Google knows little about: empty texts and no rating, which the map shows as
	// 'Unknown Place', 'No address available' and 'N/A'; and no photo.
	bare, err := svc.PlaceDetails(ctx, "ChIJ-agency-two")
	if err != nil || bare.DisplayName != "" || bare.FormattedAddress != "" || bare.Rating != nil || bare.PhotoURL != "" {
		t.Errorf("bare place %+v, %v", bare, err)
	}
	if _, _, err := svc.PlacePhoto(ctx, "ChIJ-agency-two", 400); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("photo of a place without one: %v, want not_found", err)
	}
	if _, err := svc.PlaceDetails(ctx, "ChIJ-unknown"); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("unknown place: %v, want not_found", err)
	}
}

func TestPlacesRefuseBadInputWithoutAskingGoogle(t *testing.T) {
	t.Parallel()
	fake := placestest.New(t)
	svc, _ := placesService(t, fake)
	ctx := context.Background()
	for _, at := range []model.LatLng{{Lat: 91, Lng: -82.4}, {Lat: 27.9, Lng: -190}, {Lat: 40.7, Lng: -74}, {Lat: 0, Lng: 0}} {
		if _, err := svc.NearbyAgencies(ctx, at); !model.HasCode(err, model.ECodeValidation) {
			t.Errorf("nearby %+v: %v, want validation_failed", at, err)
		}
	}
	for _, id := range []string{"", "../details", "a b", string(make([]byte, 301))} {
		if _, err := svc.PlaceDetails(ctx, id); !model.HasCode(err, model.ECodeValidation) {
			t.Errorf("details of %q: %v, want validation_failed", id, err)
		}
	}
	for _, width := range []int{0, -1, 1601} {
		if _, _, err := svc.PlacePhoto(ctx, "ChIJ-agency-one", width); !model.HasCode(err, model.ECodeValidation) {
			t.Errorf("photo at width %d: %v, want validation_failed", width, err)
		}
	}
	if n := fake.Calls("nearbysearch") + fake.Calls("details") + fake.Calls("photo"); n != 0 {
		t.Errorf("Google asked %d times for bad input", n)
	}
}

func TestPlacesUnavailableWithoutKeyOrWhenGoogleFails(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	noKey, _ := placesService(t, nil)
	if _, err := noKey.NearbyAgencies(ctx, westTampa); !model.HasCode(err, model.ECodeUnavailable) {
		t.Errorf("without a key: %v, want unavailable", err)
	}
	if _, err := noKey.PlaceDetails(ctx, "ChIJ-agency-one"); !model.HasCode(err, model.ECodeUnavailable) {
		t.Errorf("details without a key: %v, want unavailable", err)
	}

	fake := placestest.New(t)
	svc, st := placesService(t, fake)
	fake.Fail(true)
	if _, err := svc.NearbyAgencies(ctx, westTampa); !model.HasCode(err, model.ECodeUnavailable) {
		t.Errorf("Google down: %v, want unavailable", err)
	}
	if _, err := svc.PlaceDetails(ctx, "ChIJ-agency-one"); !model.HasCode(err, model.ECodeUnavailable) {
		t.Errorf("details with Google down: %v, want unavailable", err)
	}
	if n := testdb.Value[int](t, st, `SELECT count(*)::int FROM places_cache`); n != 0 {
		t.Errorf("%d failures cached", n)
	}
	// Once Google is back, the next visit gets the answer.
	fake.Fail(false)
	if got, err := svc.NearbyAgencies(ctx, westTampa); err != nil || len(got) == 0 {
		t.Errorf("after Google came back: %v, %v", got, err)
	}
}

func TestExpiredPlacesAreAskedAgainAndCleanedUp(t *testing.T) {
	t.Parallel()
	fake := placestest.New(t)
	svc, st := placesService(t, fake)
	ctx := context.Background()
	if _, err := svc.NearbyAgencies(ctx, westTampa); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Pool.Exec(ctx, `UPDATE places_cache SET expires_at = now() - interval '1 second'`); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.NearbyAgencies(ctx, westTampa); err != nil {
		t.Fatal(err)
	}
	if n := fake.Calls("nearbysearch"); n != 2 {
		t.Errorf("Google asked %d times, want again after the answer expired", n)
	}
	if _, err := st.Pool.Exec(ctx, `INSERT INTO places_cache (key, content_type, body, expires_at)
		VALUES ('details:old', 'application/json', '{}', now() - interval '1 hour')`); err != nil {
		t.Fatal(err)
	}
	if n, err := st.DeleteExpiredPlaces(ctx); err != nil || n != 1 {
		t.Errorf("cleanup removed %d, %v; want the one expired answer", n, err)
	}
}
