package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// endpoint is a kind of request of the mix.
type endpoint struct {
	name  string // as -mix and -budgets name it
	route string // as the report shows it
}

// endpoints are the kinds of request loadgen knows; results refer to them by index.
var endpoints = []endpoint{
	{"search", "GET /api/vacancies?..."},
	{"near", "GET /api/vacancies?near=..."},
	{"job", "GET /api/vacancies/{id}"},
	{"job-page", "GET /vacancies/{id} (HTML, with pay)"},
	{"matches", "GET /api/me/matches"},
	{"school-applicants", "GET /api/school/vacancies/{id}/applications"},
	{"school-analytics", "GET /api/school/analytics"},
	{"reference", "GET /reference?token=... (HTML)"},
	{"login", "POST /api/auth/login"},
}

const (
	epSearch = iota
	epNear
	epJob
	epJobPage
	epMatches
	epSchoolApplicants
	epSchoolAnalytics
	epReference
	epLogin
)

func endpointNames() []string {
	names := make([]string, len(endpoints))
	for i, e := range endpoints {
		names[i] = e.name
	}
	return names
}

func endpointIndex(name string) (int, error) {
	i := slices.IndexFunc(endpoints, func(e endpoint) bool { return e.name == name })
	if i < 0 {
		return 0, fmt.Errorf("unknown endpoint %q (known: %s)", name, strings.Join(endpointNames(), ", "))
	}
	return i, nil
}

// parseMix reads "search=75,login=1": the weight of each endpoint, 0 for those not named.
func parseMix(s string) ([]int, error) {
	weights := make([]int, len(endpoints))
	total := 0
	for item := range strings.SplitSeq(s, ",") {
		name, value, _ := strings.Cut(strings.TrimSpace(item), "=")
		i, err := endpointIndex(name)
		if err != nil {
			return nil, fmt.Errorf("-mix: %w", err)
		}
		w, err := strconv.Atoi(value)
		if err != nil || w < 0 {
			return nil, fmt.Errorf("-mix: the weight of %s, %q, is not a whole number", name, value)
		}
		weights[i] = w
		total += w
	}
	if total == 0 {
		return nil, fmt.Errorf("-mix %q: no endpoint has a weight", s)
	}
	return weights, nil
}

// parseBudgets reads "search=25ms,matches=50ms".
func parseBudgets(s string) (map[string]time.Duration, error) {
	budgets := map[string]time.Duration{}
	if s == "" {
		return budgets, nil
	}
	for item := range strings.SplitSeq(s, ",") {
		name, value, _ := strings.Cut(strings.TrimSpace(item), "=")
		if _, err := endpointIndex(name); err != nil {
			return nil, fmt.Errorf("-budgets: %w", err)
		}
		d, err := time.ParseDuration(value)
		if err != nil || d <= 0 {
			return nil, fmt.Errorf("-budgets: the budget of %s, %q, is not a duration", name, value)
		}
		budgets[name] = d
	}
	return budgets, nil
}

// schedule returns one cycle of endpoint indexes, each as often as its weight, spread evenly
// (smooth weighted round-robin): with search=75 and login=1 the login is not a burst of
// requests at one moment but one in every 76, and every second of a run has the same mix.
func schedule(weights []int) []int {
	total := 0
	for _, w := range weights {
		total += w
	}
	current := make([]int, len(weights))
	cycle := make([]int, 0, total)
	for range total {
		best := -1
		for i, w := range weights {
			current[i] += w
			if w > 0 && (best < 0 || current[i] > current[best]) {
				best = i
			}
		}
		current[best] -= total
		cycle = append(cycle, best)
	}
	return cycle
}
