package main

import (
	"errors"
	"fmt"
	"io"
	"net/url"
	"slices"
	"sort"
	"strings"
	"time"
)

// percentile returns the nearest-rank p-th percentile of sorted latencies.
func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(p/100*float64(len(sorted))+0.999999) - 1
	return sorted[max(0, min(rank, len(sorted)-1))]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)) }

// cause names what went wrong, grouped by cause rather than by URL.
func cause(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err.Error()
	}
	return err.Error()
}

// report prints the run: what was sent and achieved, then one row per endpoint of the mix and
// one for all together, with the p99 beside its budget when there is one, then the errors by
// cause and the slowest search paths.
func (r *run) report(w io.Writer, t *targets, budgets map[string]time.Duration, slowest int) {
	total := 0
	for _, wt := range r.weights {
		total += wt
	}
	var shares []string
	for i, wt := range r.weights {
		if wt > 0 {
			shares = append(shares, fmt.Sprintf("%s %.1f%%", endpoints[i].name, 100*float64(wt)/float64(total)))
		}
	}
	fmt.Fprintf(w, "open loop: %d requests scheduled at %d/s for %s (%s)\n", len(r.results), r.rate, r.duration,
		strings.Join(shares, ", "))
	// Throughput counts the answers that came: a request that timed out was sent, not served.
	fmt.Fprintf(w, "  achieved %.1f requests/s answered without error (last request sent at %.2f s, last answer at %.2f s), %d errors\n",
		float64(len(r.results)-r.errors())/r.total.Seconds(), r.sendEnd.Seconds(), r.total.Seconds(), r.errors())
	fmt.Fprintf(w, "  latency from the scheduled time:\n")
	fmt.Fprintf(w, "  %-17s %-43s %7s %7s %6s %10s %10s %10s %10s  %s\n",
		"endpoint", "route", "n", "ok/s", "errors", "p50", "p95", "p99", "max", "p99 budget (docs/design.md §9)")

	byEndpoint := make([][]time.Duration, len(endpoints))
	errs := make([]int, len(endpoints))
	var all []time.Duration
	for _, res := range r.results {
		byEndpoint[res.endpoint] = append(byEndpoint[res.endpoint], res.latency)
		// Failed requests count in the latencies too: a timeout is as slow as it took.
		all = append(all, res.latency)
		if res.err != nil {
			errs[res.endpoint]++
		}
	}
	row := func(name, route string, ls []time.Duration, nErr int, budget time.Duration) {
		slices.Sort(ls)
		verdict := ""
		if budget > 0 {
			verdict = "<= " + ms(budget) + ": WITHIN BUDGET"
			if percentile(ls, 99) > budget {
				verdict = "<= " + ms(budget) + ": OVER BUDGET"
			}
		}
		fmt.Fprintf(w, "  %-17s %-43s %7d %7.1f %6d %10s %10s %10s %10s  %s\n", name, route, len(ls),
			float64(len(ls)-nErr)/r.total.Seconds(), nErr, ms(percentile(ls, 50)), ms(percentile(ls, 95)),
			ms(percentile(ls, 99)), ms(ls[len(ls)-1]), verdict)
	}
	for i, e := range endpoints {
		if len(byEndpoint[i]) > 0 {
			row(e.name, e.route, byEndpoint[i], errs[i], budgets[e.name])
		}
	}
	row("all", "", all, r.errors(), 0)

	if r.errors() > 0 {
		fmt.Fprintf(w, "  errors by cause:\n")
		counts := map[string]int{}
		for _, res := range r.results {
			if res.err != nil {
				counts[endpoints[res.endpoint].name+": "+cause(res.err)]++
			}
		}
		keys := make([]string, 0, len(counts))
		for k := range counts {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(w, "    %6d  %s\n", counts[k], k)
		}
	}
	for _, e := range []int{epSearch, epNear} {
		if slowest > 0 && len(byEndpoint[e]) > 0 {
			r.reportSlowest(w, e, t.pathsOf(e), slowest)
		}
	}
}

// reportSlowest lists the endpoint's paths with the highest p99: where to look first.
func (r *run) reportSlowest(w io.Writer, e int, paths []string, slowest int) {
	byPath := make([][]time.Duration, len(paths))
	for _, res := range r.results {
		if res.endpoint == e {
			byPath[res.target] = append(byPath[res.target], res.latency)
		}
	}
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
	fmt.Fprintf(w, "  the %d %s paths with the highest p99 (n, p50, p99, max):\n", min(slowest, len(stats)), endpoints[e].name)
	for _, s := range stats[:min(slowest, len(stats))] {
		fmt.Fprintf(w, "    %5d %10s %10s %10s  %s\n", s.n, ms(s.p50), ms(s.p99), ms(s.max), s.path)
	}
}
