package main

import (
	"slices"
	"testing"
	"time"
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

// make bench-api's mix and budgets (scripts/bench-api.sh) name every endpoint of this wave.
func TestParseMixAndBudgetsKnowEveryEndpointOfTheBench(t *testing.T) {
	weights, err := parseMix("search=300,near=15,job=20,job-page=10,matches=3,school-applicants=3,school-analytics=2,reference=2,login=1")
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]int{epSearch: 300, epNear: 15, epJob: 20, epJobPage: 10, epMatches: 3, epSchoolApplicants: 3,
		epSchoolAnalytics: 2, epReference: 2, epLogin: 1}
	for e, w := range want {
		if weights[e] != w {
			t.Errorf("the weight of %s is %d, want %d", endpoints[e].name, weights[e], w)
		}
	}
	if len(schedule(weights)) != 356 {
		t.Errorf("a cycle of %d requests, want 356", len(schedule(weights)))
	}
	budgets, err := parseBudgets("search=25ms,near=25ms,matches=50ms,school-applicants=50ms,school-analytics=50ms,reference=50ms")
	if err != nil {
		t.Fatal(err)
	}
	if budgets["near"] != 25*time.Millisecond || budgets["school-applicants"] != 50*time.Millisecond ||
		budgets["school-analytics"] != 50*time.Millisecond || budgets["reference"] != 50*time.Millisecond {
		t.Errorf("budgets %v", budgets)
	}
	for _, s := range []string{"nearby=25ms", "school=50ms", "reference=50", "near=-1ms"} {
		if _, err := parseBudgets(s); err == nil {
			t.Errorf("parseBudgets(%q) accepted it", s)
		}
	}
}
