// Package places asks Google's Places API, through googlemaps/google-maps-services-go, for the
// real-estate agencies near a school, their details and their photos. It only translates; the
// rules (validation, caching, what the caller sees) are the service's.
package places

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"mime"
	"net/http"
	"strings"
	"time"

	"googlemaps.github.io/maps"

	"github.com/teachbay/teachbay/internal/model"
)

// The nearby search of docs/product.md §7 and §9.
const (
	searchRadiusMeters = 5000
	maxResults         = 20
	language           = "en"
	// maxPhotoBytes bounds a photo read into memory; Google's are far smaller at 400 px.
	maxPhotoBytes = 4 << 20
)

// ErrNotFound is Google's answer for a place id it does not know.
var ErrNotFound = errors.New("places: no such place")

// Client calls Google with the server key.
type Client struct {
	maps    *maps.Client
	timeout time.Duration
}

// New returns a client with the server key. baseURL replaces Google's host when not empty (tests
// point it at a local fake); each call gives up after timeout.
func New(key, baseURL string, timeout time.Duration) (*Client, error) {
	opts := []maps.ClientOption{maps.WithAPIKey(key), maps.WithHTTPClient(&http.Client{Timeout: timeout})}
	if baseURL != "" {
		opts = append(opts, maps.WithBaseURL(baseURL))
	}
	c, err := maps.NewClient(opts...)
	if err != nil {
		return nil, fmt.Errorf("places: %w", err)
	}
	return &Client{maps: c, timeout: timeout}, nil
}

// Nearby returns the real-estate agencies within 5,000 m of a point, at most 20, the most
// prominent first. The legacy nearby search takes no region; language en gives U.S. English names.
func (c *Client) Nearby(ctx context.Context, at model.LatLng) ([]model.Place, error) {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	res, err := c.maps.NearbySearch(ctx, &maps.NearbySearchRequest{
		Location: &maps.LatLng{Lat: at.Lat, Lng: at.Lng},
		Radius:   searchRadiusMeters,
		Type:     maps.PlaceTypeRealEstateAgency,
		RankBy:   maps.RankByProminence,
		Language: language,
	})
	if err != nil {
		return nil, fmt.Errorf("places: nearby search: %w", err)
	}
	found := res.Results[:min(len(res.Results), maxResults)]
	out := make([]model.Place, 0, len(found))
	for _, p := range found {
		out = append(out, model.Place{
			ID: p.PlaceID, DisplayName: p.Name, BusinessStatus: p.BusinessStatus,
			Location: model.LatLng{Lat: p.Geometry.Location.Lat, Lng: p.Geometry.Location.Lng},
		})
	}
	return out, nil
}

// Details is a place's details and the reference of its first photo, empty without one.
type Details struct {
	model.PlaceDetails
	PhotoRef string `json:"photoRef"`
}

// Details returns the details of a place, or ErrNotFound.
func (c *Client) Details(ctx context.Context, id string) (Details, error) {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	res, err := c.maps.PlaceDetails(ctx, &maps.PlaceDetailsRequest{
		PlaceID:  id,
		Language: language,
		Fields: []maps.PlaceDetailsFieldMask{
			maps.PlaceDetailsFieldMaskPlaceID, maps.PlaceDetailsFieldMaskName, maps.PlaceDetailsFieldMaskFormattedAddress,
			maps.PlaceDetailsFieldMaskRatings, maps.PlaceDetailsFieldMaskWebsite, maps.PlaceDetailsFieldMaskPhotos,
		},
	})
	if err != nil {
		// The library reports Google's statuses only as text, "maps: NOT_FOUND - ...".
		if msg := err.Error(); strings.HasPrefix(msg, "maps: NOT_FOUND") || strings.HasPrefix(msg, "maps: INVALID_REQUEST") {
			return Details{}, fmt.Errorf("%w: %s", ErrNotFound, id)
		}
		return Details{}, fmt.Errorf("places: details: %w", err)
	}
	d := Details{PlaceDetails: model.PlaceDetails{
		ID: res.PlaceID, DisplayName: res.Name, FormattedAddress: res.FormattedAddress, WebsiteURI: res.Website,
	}}
	if d.ID == "" {
		d.ID = id
	}
	if res.Rating > 0 {
		r := math.Round(float64(res.Rating)*10) / 10 // Google rates to one decimal; the library reads a float32
		d.Rating = &r
	}
	if len(res.Photos) > 0 {
		d.PhotoRef = res.Photos[0].PhotoReference
	}
	return d, nil
}

// Photo returns a place photo at most maxWidth pixels wide and its content type.
func (c *Client) Photo(ctx context.Context, ref string, maxWidth uint) (contentType string, body []byte, err error) {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	res, err := c.maps.PlacePhoto(ctx, &maps.PlacePhotoRequest{PhotoReference: ref, MaxWidth: maxWidth})
	if err != nil {
		return "", nil, fmt.Errorf("places: photo: %w", err)
	}
	defer res.Data.Close()
	if t, _, _ := mime.ParseMediaType(res.ContentType); !strings.HasPrefix(t, "image/") {
		return "", nil, fmt.Errorf("places: photo: Google answered %q, not an image", res.ContentType)
	}
	body, err = io.ReadAll(io.LimitReader(res.Data, maxPhotoBytes+1))
	if err != nil {
		return "", nil, fmt.Errorf("places: photo: %w", err)
	}
	if len(body) > maxPhotoBytes {
		return "", nil, fmt.Errorf("places: photo: larger than %d bytes", maxPhotoBytes)
	}
	return res.ContentType, body, nil
}
