package service

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/url"
	"regexp"
	"strconv"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/places"
)

// The map searches around Tampa Bay's schools only: a box around Hillsborough, Pinellas and
// Pasco with some margin. Outside it a search helps no TeachBay user and costs a Google call.
var serviceArea = struct{ minLat, maxLat, minLng, maxLng float64 }{27.0, 29.0, -83.5, -81.5}

// Place photos: the width the map asks for, and Google's largest.
const (
	PhotoWidth    = 400
	maxPhotoWidth = 1600
)

// Google's place ids are URL-safe base64 text.
var placeIDPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,300}$`)

const jsonType = "application/json"

// NearbyAgencies returns the real-estate agencies near a point of the service area. The point is
// rounded to 3 decimals (about 100 m), so every visitor looking at one school shares one cached
// answer.
func (s *Service) NearbyAgencies(ctx context.Context, at model.LatLng) ([]model.Place, error) {
	if err := checkInServiceArea(at); err != nil {
		return nil, err
	}
	at = model.LatLng{Lat: round3(at.Lat), Lng: round3(at.Lng)}
	key := "nearby:" + strconv.FormatFloat(at.Lat, 'f', 3, 64) + "," + strconv.FormatFloat(at.Lng, 'f', 3, 64)
	var found []model.Place
	err := s.cachedJSON(ctx, key, &found, func(c *places.Client) (any, error) { return c.Nearby(ctx, at) })
	return found, err
}

// PlaceDetails returns the details of a place; its photo, when it has one, is served by
// PlacePhoto at PhotoURL, so the browser never sees Google's key.
func (s *Service) PlaceDetails(ctx context.Context, id string) (model.PlaceDetails, error) {
	d, err := s.placeDetails(ctx, id)
	if err != nil {
		return model.PlaceDetails{}, err
	}
	out := d.PlaceDetails
	if d.PhotoRef != "" {
		out.PhotoURL = "/api/places/" + url.PathEscape(id) + "/photo?maxWidth=" + strconv.Itoa(PhotoWidth)
	}
	return out, nil
}

// PlacePhoto returns the first photo of a place, at most maxWidth pixels wide, and its type.
func (s *Service) PlacePhoto(ctx context.Context, id string, maxWidth int) (contentType string, body []byte, err error) {
	if maxWidth < 1 || maxWidth > maxPhotoWidth {
		return "", nil, &model.Error{Code: model.ECodeValidation, Fields: map[string]string{"maxWidth": "out_of_range"},
			Message: fmt.Sprintf("maxWidth must be a whole number from 1 to %d.", maxPhotoWidth)}
	}
	d, err := s.placeDetails(ctx, id)
	if err != nil {
		return "", nil, err
	}
	if d.PhotoRef == "" {
		return "", nil, model.Errorf(model.ECodeNotFound, "This place has no photo.")
	}
	return s.cached(ctx, "photo:"+id+":"+strconv.Itoa(maxWidth), func(c *places.Client) (string, []byte, error) {
		return c.Photo(ctx, d.PhotoRef, uint(maxWidth))
	})
}

func (s *Service) placeDetails(ctx context.Context, id string) (places.Details, error) {
	if !placeIDPattern.MatchString(id) {
		return places.Details{}, &model.Error{Code: model.ECodeValidation, Fields: map[string]string{"id": "invalid"},
			Message: "This is not a place id."}
	}
	var d places.Details
	err := s.cachedJSON(ctx, "details:"+id, &d, func(c *places.Client) (any, error) { return c.Details(ctx, id) })
	if errors.Is(err, places.ErrNotFound) {
		return places.Details{}, model.Errorf(model.ECodeNotFound, "Google knows no place with this id.")
	}
	return d, err
}

// cachedJSON is cached for answers that are JSON: it decodes the cached or fetched value into dst.
func (s *Service) cachedJSON(ctx context.Context, key string, dst any, fetch func(*places.Client) (any, error)) error {
	_, body, err := s.cached(ctx, key, func(c *places.Client) (string, []byte, error) {
		v, err := fetch(c)
		if err != nil {
			return "", nil, err
		}
		body, err := json.Marshal(v)
		return jsonType, body, err
	})
	if err != nil {
		return err
	}
	return json.Unmarshal(body, dst)
}

// cached returns the answer kept under key, or fetches it from Google and keeps it for the
// configured time. Without a server key, or when Google fails, it is a 503 `unavailable`.
func (s *Service) cached(ctx context.Context, key string, fetch func(*places.Client) (string, []byte, error)) (string, []byte, error) {
	if contentType, body, ok, err := s.Store.CachedPlaces(ctx, key); err != nil || ok {
		return contentType, body, err
	}
	if s.Places == nil {
		return "", nil, model.Errorf(model.ECodeUnavailable, "Nearby places are not available: the server has no Google Maps key.")
	}
	contentType, body, err := fetch(s.Places)
	switch {
	case errors.Is(err, places.ErrNotFound), errors.Is(err, context.Canceled) && ctx.Err() != nil:
		return "", nil, err
	case err != nil:
		// The cause goes to the log with the 503; the caller learns only that Google failed.
		return "", nil, fmt.Errorf("%w: %w", model.Errorf(model.ECodeUnavailable, "Google Maps is not answering right now. Please try again later."), err)
	}
	if err := s.Store.CachePlaces(ctx, key, contentType, body, s.cfg.PlacesCacheTTL); err != nil {
		return "", nil, err
	}
	return contentType, body, nil
}

func checkInServiceArea(at model.LatLng) error {
	a := serviceArea
	fields := map[string]string{}
	if math.IsNaN(at.Lat) || at.Lat < a.minLat || at.Lat > a.maxLat {
		fields["lat"] = "out_of_range"
	}
	if math.IsNaN(at.Lng) || at.Lng < a.minLng || at.Lng > a.maxLng {
		fields["lng"] = "out_of_range"
	}
	if len(fields) == 0 {
		return nil
	}
	return &model.Error{Code: model.ECodeValidation, Fields: fields, Message: fmt.Sprintf(
		"Coordinates must be in the Tampa Bay area: latitude %g to %g, longitude %g to %g.", a.minLat, a.maxLat, a.minLng, a.maxLng)}
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }
