package store_test

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/testdb"
)

func TestMain(m *testing.M) { os.Exit(testdb.Main(m)) }

func TestRateLimitCountsPerKeyAndWindow(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	ctx := context.Background()
	for i := range 3 {
		ok, _, err := st.HitRateLimit(ctx, "contact:203.0.113.9", 3, time.Hour)
		if err != nil || !ok {
			t.Fatalf("hit %d: ok=%v err=%v", i+1, ok, err)
		}
	}
	ok, retryAfter, err := st.HitRateLimit(ctx, "contact:203.0.113.9", 3, time.Hour)
	if err != nil || ok || retryAfter <= 0 || retryAfter > time.Hour {
		t.Errorf("4th hit: ok=%v retryAfter=%v err=%v; want refused with 0 < retryAfter <= 1h", ok, retryAfter, err)
	}
	if ok, _, _ := st.HitRateLimit(ctx, "contact:198.51.100.4", 3, time.Hour); !ok {
		t.Error("another key has its own allowance")
	}
}

func TestExpiredWindowsAreDeleted(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	ctx := context.Background()
	if _, err := st.Pool.Exec(ctx, `INSERT INTO rate_limits (key, window_start, expires_at) VALUES
		('old', now() - interval '2 hours', now() - interval '1 hour'), ('current', now(), now() + interval '1 hour')`); err != nil {
		t.Fatal(err)
	}
	n, err := st.DeleteExpiredRateLimits(ctx)
	if err != nil || n != 1 {
		t.Fatalf("deleted %d, %v; want 1", n, err)
	}
	var left string
	_ = st.Pool.QueryRow(ctx, `SELECT string_agg(key, ',') FROM rate_limits`).Scan(&left)
	if left != "current" {
		t.Errorf("left %q, want only the current window", left)
	}
}
