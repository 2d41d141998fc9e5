// Command loadgen is the open-loop load generator of `make bench-api`: it sends requests at a
// fixed rate whatever the server's answers take, and measures each latency from the time the
// request was scheduled, not sent, so a server that stalls is charged for the requests queued
// behind the stall (no coordinated omission).
//
// The requests are a weighted mix of endpoints (-mix), interleaved evenly: vacancy searches (the
// paths of -paths, round-robin), searches near each school (read from GET /api/schools, radii of
// 5 to 50 km, some with a filter as a saved search keeps), job views as JSON and as the
// server-rendered page of vacancies that state their pay (ids read from the search API first), a
// teacher's matches (with the session cookies of -sessions bench teachers, logged in before
// measuring), a district's ranked applicants for its vacancies with the most applicants and its
// analytics (the -school-users bench school users, logged in with their authenticator's code
// before measuring), the referee's page of the -referees bench referees' links, and logins (each
// with another bench teacher). Logins and referees' pages each come from another X-Forwarded-For
// address, so the per-IP limits are never reached: the server must trust this client's address,
// TRUSTED_PROXIES. Before measuring, every target must answer 200: an error page is fast and
// would flatter the numbers. It prints requests/s, errors and p50/p95/p99/max per endpoint.
//
//	go run ./scripts/loadgen -url http://127.0.0.1:8080 -rate 300 -duration 30s -paths paths.txt \
//		-mix search=75,near=8,job=10,job-page=5,matches=9,school-applicants=1,login=1 -teachers 5000
package main

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"
)

func main() {
	var o options
	flag.StringVar(&o.base, "url", "", "the server's base URL, e.g. http://127.0.0.1:8080")
	rate := flag.Int("rate", 300, "requests per second, all endpoints together")
	duration := flag.Duration("duration", 30*time.Second, "how long to send requests")
	flag.StringVar(&o.pathsFile, "paths", "", "file of vacancy search paths, one per line, used round-robin")
	mix := flag.String("mix", "search=1", "endpoints and their weights: "+strings.Join(endpointNames(), ", "))
	timeout := flag.Duration("timeout", 10*time.Second, "a request not answered within this fails")
	budgets := flag.String("budgets", "", "p99 budgets to print beside endpoints, e.g. search=25ms,matches=50ms")
	quiet := flag.Bool("quiet", false, "print nothing but errors (for a warm-up)")
	slowest := flag.Int("slowest", 5, "list this many search and near search paths with the highest p99")
	flag.IntVar(&o.teachers, "teachers", 0, "how many bench teachers exist (seed --bench-teachers), for logins and matches")
	flag.IntVar(&o.sessions, "sessions", 50, "how many bench teachers to log in before measuring, whose matches are asked for")
	flag.StringVar(&o.emailFormat, "email-format", "bench-teacher-%d@bench.test", "the bench teachers' addresses, %d from 1")
	flag.StringVar(&o.password, "password", "teachbay-bench-teacher", "the bench teachers' password (seed.BenchTeacherPassword)")
	flag.IntVar(&o.vacancyIDs, "vacancy-ids", 200, "how many vacancy ids to read from the search API for the job views")
	flag.IntVar(&o.schoolUsers, "school-users", 3, "how many bench school users exist (seed --bench-applications: one per district), whose lists are read")
	flag.IntVar(&o.referees, "referees", 0, "how many bench referees' links exist (seed --bench-applications: one per teacher who applied)")
	flag.Parse()

	weights, err := parseMix(*mix)
	if err == nil {
		o.budgets, err = parseBudgets(*budgets)
	}
	if err != nil || o.base == "" || *rate < 1 || *duration <= 0 {
		if err != nil {
			fmt.Fprintln(os.Stderr, "loadgen:", err)
		}
		fmt.Fprintln(os.Stderr, "usage: loadgen -url URL [-paths FILE] [-mix search=75,login=1,...] [-rate N] [-duration D]")
		os.Exit(2)
	}
	o.base = strings.TrimSuffix(o.base, "/")
	o.client = newClient(*timeout)

	ctx := context.Background()
	t, err := prepare(ctx, &o, weights)
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		os.Exit(1)
	}
	r := measure(t, schedule(weights), *rate, *duration)
	if *quiet {
		if n := r.errors(); n > 0 {
			fmt.Fprintf(os.Stderr, "loadgen: %d of %d requests failed\n", n, len(r.results))
		}
		return
	}
	r.report(os.Stdout, t, o.budgets, *slowest)
	if r.errors() > 0 {
		os.Exit(1)
	}
}

// options are what the targets are prepared from.
type options struct {
	base, pathsFile, emailFormat, password string
	teachers, sessions, vacancyIDs         int
	schoolUsers, referees                  int
	budgets                                map[string]time.Duration
	client                                 *http.Client
}

// newClient returns a client that keeps many connections open, as an open-loop generator needs
// one per request in flight, and follows no redirect (a redirect is an answer to measure).
func newClient(timeout time.Duration) *http.Client {
	return &http.Client{
		Timeout: timeout,
		Transport: &http.Transport{
			MaxIdleConns:        1024,
			MaxIdleConnsPerHost: 1024,
			IdleConnTimeout:     90 * time.Second,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

// result is one request's outcome.
type result struct {
	endpoint int // index in endpoints
	target   int // which of the endpoint's targets (the search path)
	latency  time.Duration
	status   int // 0 when the request failed without an answer
	err      error
}

// run is a measurement: every request scheduled, in order.
type run struct {
	results        []result
	rate           int
	duration       time.Duration
	sendEnd, total time.Duration
	weights        []int
}

// measure sends the schedule's requests, cycling through it, at rate for duration, each in its
// own goroutine so a slow answer delays nothing behind it.
func measure(t *targets, cycle []int, rate int, duration time.Duration) *run {
	interval := time.Second / time.Duration(rate)
	total := int(duration / interval)
	r := &run{results: make([]result, total), rate: rate, duration: duration, weights: t.weights}
	next := make([]int, len(endpoints)) // each endpoint's next target, round-robin
	var wg sync.WaitGroup
	start := time.Now()
	for i := range total {
		e := cycle[i%len(cycle)]
		n := next[e]
		next[e]++
		scheduled := start.Add(time.Duration(i) * interval)
		if d := time.Until(scheduled); d > 0 {
			time.Sleep(d)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := result{endpoint: e}
			res.target, res.status, res.err = t.send(e, n)
			res.latency = time.Since(scheduled)
			r.results[i] = res
		}()
	}
	r.sendEnd = time.Since(start)
	wg.Wait()
	r.total = time.Since(start)
	return r
}

func (r *run) errors() int {
	n := 0
	for _, res := range r.results {
		if res.err != nil {
			n++
		}
	}
	return n
}
