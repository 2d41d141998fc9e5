package model

// LatLng is a point on the map in degrees.
type LatLng struct {
	Lat float64 `json:"lat"`
	Lng float64 `json:"lng"`
}

// Place is a real-estate agency found near a school (docs/api.md "Schools and places").
type Place struct {
	ID          string `json:"id"`
	DisplayName string `json:"displayName"`
	Location    LatLng `json:"location"`
	// BusinessStatus is Google's: OPERATIONAL, CLOSED_TEMPORARILY, CLOSED_PERMANENTLY or empty.
	BusinessStatus string `json:"businessStatus"`
}

// PlaceDetails is what the map's info window shows of a place. Empty strings and a null rating
// mean Google does not know; PhotoURL is TeachBay's own photo endpoint, empty without a photo.
type PlaceDetails struct {
	ID               string   `json:"id"`
	DisplayName      string   `json:"displayName"`
	FormattedAddress string   `json:"formattedAddress"`
	Rating           *float64 `json:"rating"`
	WebsiteURI       string   `json:"websiteUri"`
	PhotoURL         string   `json:"photoUrl"`
}
