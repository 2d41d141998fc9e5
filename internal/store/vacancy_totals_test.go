package store

import (
	"testing"
	"time"
)

func TestVacancyTotalsAreReusedAcrossPagesUntilTheyExpireOrAreForgotten(t *testing.T) {
	t.Parallel()
	var c vacancyTotals
	math := VacancyFilter{Query: "math:*", Page: 1, PageSize: 10}
	c.put(math, 42, time.Now())
	if n, known, recount := c.get(VacancyFilter{Query: "math:*", Page: 3, PageSize: 50}); !known || recount || n != 42 {
		t.Errorf("page 3 of the same search: %d, %v, %v; want the page 1 total 42 as it is", n, known, recount)
	}
	if _, known, _ := c.get(VacancyFilter{Query: "math:*", Level: "high", Page: 1, PageSize: 10}); known {
		t.Error("another filter reused math's total")
	}

	c.put(math, 42, time.Now().Add(-totalsFresh-time.Second))
	if n, known, recount := c.get(math); !known || !recount || n != 42 {
		t.Errorf("a stale total: %d, %v, %v; want it answered and recounted", n, known, recount)
	}
	if _, known, recount := c.get(math); !known || recount {
		t.Errorf("while it is recounted: %v, %v; want it answered, and recounted once", known, recount)
	}
	bio := VacancyFilter{Query: "bio:*"}
	c.put(bio, 7, time.Now().Add(-totalsFresh-time.Second))
	if n, known, recount := c.get(bio); n != 7 || !known || recount {
		t.Errorf("another stale total while math is recounted: %d, %v, %v; want it answered, not recounted yet", n, known, recount)
	}
	c.recounted()
	if _, _, recount := c.get(bio); !recount {
		t.Error("after math's recount, bio's is not recounted")
	}

	c.put(math, 42, time.Now().Add(-totalsStale-time.Second))
	if _, known, _ := c.get(math); known {
		t.Error("a total older than totalsStale was answered")
	}
	c.put(math, 42, time.Now())
	c.forget()
	if _, known, _ := c.get(math); known {
		t.Error("a total survived forget")
	}
}
