package main

import (
	"context"
	"errors"
	"fmt"
)

// nearRadiiKm and nearFilters vary the searches near a school as visitors and saved searches do:
// from a walk to a long commute, mostly with no other filter, some as a saved search keeps one.
var (
	nearRadiiKm = []int{5, 10, 15, 25, 35, 50}
	nearFilters = []string{"", "&subject=math", "", "&level=high", "", "&type=full_time", "", "&subject=esol&level=elementary"}
)

// readNearPaths makes a search near each school that has coordinates (GET /api/schools, docs/api.md
// "Schools and places"), each with the next radius and filter, so that the searches cover every
// part of the map and every radius.
func (t *targets) readNearPaths(ctx context.Context) error {
	var schools []struct {
		Lat *float64 `json:"lat"`
		Lng *float64 `json:"lng"`
	}
	if err := t.getJSON(ctx, t.client, t.base+"/api/schools", &schools); err != nil {
		return fmt.Errorf("reading the schools' coordinates: %w", err)
	}
	for _, s := range schools {
		if s.Lat == nil || s.Lng == nil {
			continue
		}
		i := len(t.near)
		t.near = append(t.near, fmt.Sprintf("/api/vacancies?near=%.5f,%.5f&radiusKm=%d%s", *s.Lat, *s.Lng,
			nearRadiiKm[i%len(nearRadiiKm)], nearFilters[i%len(nearFilters)]))
	}
	if len(t.near) == 0 {
		return errors.New("no school has coordinates to search near")
	}
	return nil
}
