package store

import (
	"sync"
	"time"
)

// Counting the vacancies that match a search visits every match (about 10 ms at 50,000
// vacancies, 40 ms for a common word) while a page stops after its rows, so counting on every
// request would cost most of the search budget (DESIGN.md §9). Totals are remembered per search
// instead: for totalsFresh as they are, then, up to totalsStale, answered as they are while they
// are recounted in the background, one at a time, so that no visitor waits for a count that was
// known and recounts never crowd out the searches. A total a minute old only shifts "Page N of M"
// for a moment; this process forgets its totals whenever it writes vacancies.
const (
	totalsFresh = time.Minute
	totalsStale = 10 * time.Minute
	totalsSize  = 10_000
)

// vacancyTotals remembers recent search totals by filter; the zero value is ready to use.
type vacancyTotals struct {
	mu      sync.Mutex
	entries map[VacancyFilter]countedAt
	// recounting is true while a stale total is recounted.
	recounting bool
}

type countedAt struct {
	total int
	at    time.Time
}

// key is f without its paging: every page of a search has the same total.
func (c *vacancyTotals) key(f VacancyFilter) VacancyFilter {
	f.Page, f.PageSize = 0, 0
	return f
}

// get returns the total of f when it is known, and whether the caller should recount it: it is
// stale and no other total is being recounted (the caller then recounts it, and calls
// recounted when done).
func (c *vacancyTotals) get(f VacancyFilter) (total int, known, recount bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[c.key(f)]
	age := time.Since(e.at)
	if !ok || age > totalsStale {
		return 0, false, false
	}
	if age > totalsFresh && !c.recounting {
		c.recounting = true
		return e.total, true, true
	}
	return e.total, true, false
}

// put remembers the total of f as counted at a time.
func (c *vacancyTotals) put(f VacancyFilter, total int, at time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries == nil || len(c.entries) >= totalsSize {
		c.entries = map[VacancyFilter]countedAt{}
	}
	c.entries[c.key(f)] = countedAt{total: total, at: at}
}

// recounted lets the next stale total be recounted.
func (c *vacancyTotals) recounted() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.recounting = false
}

// forget drops every total, after vacancies changed.
func (c *vacancyTotals) forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = nil
}
