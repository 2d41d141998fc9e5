package main

import (
	"slices"
	"testing"
)

func TestScheduleSpreadsEachEndpointByItsWeight(t *testing.T) {
	weights, err := parseMix("search=300,job=20,job-page=10,matches=3,login=1")
	if err != nil {
		t.Fatal(err)
	}
	cycle := schedule(weights)
	if len(cycle) != 334 {
		t.Fatalf("a cycle of %d requests, want 334", len(cycle))
	}
	counts := make([]int, len(endpoints))
	for _, e := range cycle {
		counts[e]++
	}
	if !slices.Equal(counts, weights) {
		t.Errorf("counts %v, want the weights %v", counts, weights)
	}
	// Evenly: the three matches of a cycle are about a third of it apart, not in a burst.
	var at []int
	for i, e := range cycle {
		if e == epMatches {
			at = append(at, i)
		}
	}
	for i := 1; i < len(at); i++ {
		if gap := at[i] - at[i-1]; gap < 80 {
			t.Errorf("matches at %v: a gap of %d in a cycle of 334", at, gap)
		}
	}
}

func TestParseMixRefusesMistakes(t *testing.T) {
	for _, mix := range []string{"", "search", "search=-1", "serach=1", "search=0,login=0"} {
		if _, err := parseMix(mix); err == nil {
			t.Errorf("parseMix(%q) accepted it", mix)
		}
	}
}
