// Command loadgen is the open-loop load generator of `make bench-api`: it sends GET requests at a
// fixed rate whatever the server's answers take, and measures each latency from the time the
// request was scheduled, not sent, so a server that stalls is charged for the requests queued
// behind the stall (no coordinated omission). The paths of -paths are used round-robin.
//
//	go run ./scripts/loadgen -url http://127.0.0.1:8080 -rate 300 -duration 30s -paths paths.txt
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

type result struct {
	path    int
	latency time.Duration
	status  int // 0 when the request failed without an answer
	err     error
}

func main() {
	base := flag.String("url", "", "the server's base URL, e.g. http://127.0.0.1:8080")
	rate := flag.Int("rate", 300, "requests per second")
	duration := flag.Duration("duration", 30*time.Second, "how long to send requests")
	pathsFile := flag.String("paths", "", "file of request paths, one per line, used round-robin")
	timeout := flag.Duration("timeout", 10*time.Second, "a request not answered within this fails")
	budget := flag.Duration("p99-budget", 0, "print the p99 beside this budget (0: no budget)")
	quiet := flag.Bool("quiet", false, "print nothing but errors (for a warm-up)")
	slowest := flag.Int("slowest", 5, "list this many paths with the highest p99")
	flag.Parse()
	if *base == "" || *pathsFile == "" || *rate < 1 || *duration <= 0 {
		fmt.Fprintln(os.Stderr, "usage: loadgen -url URL -paths FILE [-rate N] [-duration D]")
		os.Exit(2)
	}
	paths, err := readPaths(*pathsFile)
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		os.Exit(2)
	}

	client := &http.Client{
		Timeout: *timeout,
		Transport: &http.Transport{
			MaxIdleConns:        1024,
			MaxIdleConnsPerHost: 1024,
			IdleConnTimeout:     90 * time.Second,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	base2 := strings.TrimSuffix(*base, "/")
	interval := time.Second / time.Duration(*rate)
	total := int(*duration / interval)
	results := make([]result, total)
	var wg sync.WaitGroup
	start := time.Now()
	for i := range total {
		scheduled := start.Add(time.Duration(i) * interval)
		if d := time.Until(scheduled); d > 0 {
			time.Sleep(d)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := i % len(paths)
			r := result{path: p}
			r.status, r.err = get(client, base2+paths[p])
			r.latency = time.Since(scheduled)
			results[i] = r
		}()
	}
	sendEnd := time.Since(start)
	wg.Wait()
	elapsed := time.Since(start)
	if *quiet {
		if n := countErrors(results); n > 0 {
			fmt.Fprintf(os.Stderr, "loadgen: %d of %d requests failed\n", n, total)
		}
		return
	}
	report(os.Stdout, results, paths, *rate, *duration, sendEnd, elapsed, *budget, *slowest)
	if countErrors(results) > 0 {
		os.Exit(1)
	}
}

func readPaths(name string) ([]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var paths []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if !strings.HasPrefix(line, "/") {
			return nil, fmt.Errorf("%s: path %q does not start with /", name, line)
		}
		paths = append(paths, line)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, errors.New(name + ": no paths")
	}
	return paths, nil
}

// get sends one request and reads the whole body, as a client would before using it.
func get(c *http.Client, url string) (int, error) {
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Accept", "application/json")
	res, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	if _, err := io.Copy(io.Discard, res.Body); err != nil {
		return res.StatusCode, err
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return res.StatusCode, fmt.Errorf("HTTP %d", res.StatusCode)
	}
	return res.StatusCode, nil
}

func countErrors(rs []result) int {
	n := 0
	for _, r := range rs {
		if r.err != nil {
			n++
		}
	}
	return n
}

// percentile returns the nearest-rank p-th percentile of sorted latencies.
func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(p/100*float64(len(sorted))+0.999999) - 1
	return sorted[max(0, min(rank, len(sorted)-1))]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)) }

func report(w io.Writer, rs []result, paths []string, rate int, duration, sendEnd, elapsed, budget time.Duration, slowest int) {
	all := make([]time.Duration, 0, len(rs))
	byPath := make([][]time.Duration, len(paths))
	errs := map[string]int{}
	var sum time.Duration
	for _, r := range rs {
		// Failed requests count in the latencies too: a timeout is as slow as it took.
		all = append(all, r.latency)
		byPath[r.path] = append(byPath[r.path], r.latency)
		sum += r.latency
		if r.err != nil {
			// Grouped by cause, not by URL.
			var ue *url.Error
			if errors.As(r.err, &ue) {
				errs[ue.Err.Error()]++
			} else {
				errs[r.err.Error()]++
			}
		}
	}
	slices.Sort(all)
	fmt.Fprintf(w, "open loop: %d requests scheduled at %d/s for %s over %d paths (round-robin)\n",
		len(rs), rate, duration, len(paths))
	fmt.Fprintf(w, "  achieved        %.1f requests/s (last request sent at %.2f s, last answer at %.2f s)\n",
		float64(len(rs))/elapsed.Seconds(), sendEnd.Seconds(), elapsed.Seconds())
	nErr := countErrors(rs)
	fmt.Fprintf(w, "  errors          %d\n", nErr)
	keys := make([]string, 0, len(errs))
	for k := range errs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(w, "    %6d  %s\n", errs[k], k)
	}
	fmt.Fprintf(w, "  latency from the scheduled time:\n")
	fmt.Fprintf(w, "    mean  %10s\n", ms(sum/time.Duration(max(1, len(all)))))
	for _, p := range []float64{50, 90, 95, 99, 99.9} {
		line := fmt.Sprintf("    p%-4g %10s", p, ms(percentile(all, p)))
		if p == 99 && budget > 0 {
			verdict := "WITHIN BUDGET"
			if percentile(all, p) > budget {
				verdict = "OVER BUDGET"
			}
			line += fmt.Sprintf("   budget <= %s (DESIGN.md §9): %s", ms(budget), verdict)
		}
		fmt.Fprintln(w, line)
	}
	fmt.Fprintf(w, "    max   %10s\n", ms(all[len(all)-1]))

	if slowest > 0 {
		type pathStat struct {
			path          string
			n             int
			p50, p99, max time.Duration
		}
		stats := make([]pathStat, 0, len(paths))
		for i, ls := range byPath {
			if len(ls) == 0 {
				continue
			}
			slices.Sort(ls)
			stats = append(stats, pathStat{paths[i], len(ls), percentile(ls, 50), percentile(ls, 99), ls[len(ls)-1]})
		}
		sort.Slice(stats, func(i, j int) bool { return stats[i].p99 > stats[j].p99 })
		fmt.Fprintf(w, "  the %d paths with the highest p99 (n, p50, p99, max):\n", min(slowest, len(stats)))
		for _, s := range stats[:min(slowest, len(stats))] {
			fmt.Fprintf(w, "    %5d %10s %10s %10s  %s\n", s.n, ms(s.p50), ms(s.p99), ms(s.max), s.path)
		}
	}
}
