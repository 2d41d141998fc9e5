package swr

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// source is what a test cache loads from: it counts its loads, answers the value set last, and
// holds each load until released when gate is set.
type source struct {
	loads atomic.Int32
	value atomic.Int32
	err   atomic.Pointer[error]
	gate  chan struct{}
}

func (s *source) load(ctx context.Context, key string) (int, error) {
	s.loads.Add(1)
	if s.gate != nil {
		select {
		case <-s.gate:
		case <-ctx.Done():
			return 0, ctx.Err()
		}
	}
	if err := s.err.Load(); err != nil {
		return 0, *err
	}
	return int(s.value.Load()) + len(key), nil
}

// clock is a time a test moves.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); defer c.mu.Unlock(); c.t = c.t.Add(d) }

func newTestCache(src *source, opts Options) (*Cache[string, int], *clock) {
	clk := &clock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	if opts.LoadTimeout == 0 {
		opts.LoadTimeout = 5 * time.Second
	}
	c := New(opts, src.load)
	c.now = clk.now
	return c, clk
}

func get(t *testing.T, c *Cache[string, int], key string) int {
	t.Helper()
	v, err := c.Get(context.Background(), key)
	if err != nil {
		t.Fatalf("Get(%q): %v", key, err)
	}
	return v
}

// waitFor polls until cond holds, or fails the test after a few seconds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

func TestAFreshValueIsAnsweredWithoutALoad(t *testing.T) {
	t.Parallel()
	src := &source{}
	src.value.Store(10)
	c, clk := newTestCache(src, Options{Fresh: time.Minute, Stale: 10 * time.Minute})
	if v := get(t, c, "ab"); v != 12 {
		t.Fatalf("first Get = %d, want 12", v)
	}
	src.value.Store(20)
	clk.add(time.Minute)
	if v := get(t, c, "ab"); v != 12 || src.loads.Load() != 1 {
		t.Errorf("Get a minute later = %d after %d loads; want the kept 12 after 1", v, src.loads.Load())
	}
	if v := get(t, c, "abc"); v != 23 || src.loads.Load() != 2 {
		t.Errorf("another key = %d after %d loads; want its own load, 23 after 2", v, src.loads.Load())
	}
}

func TestAStaleValueIsAnsweredWhileOneBackgroundLoadReplacesIt(t *testing.T) {
	t.Parallel()
	src := &source{}
	src.value.Store(10)
	c, clk := newTestCache(src, Options{Fresh: time.Minute, Stale: 10 * time.Minute})
	get(t, c, "a")
	get(t, c, "b")
	src.value.Store(20)
	src.gate = make(chan struct{})
	clk.add(2 * time.Minute)

	for range 3 {
		if v := get(t, c, "a"); v != 11 {
			t.Fatalf("stale Get = %d, want the kept 11 at once", v)
		}
	}
	if v := get(t, c, "b"); v != 11 {
		t.Fatalf("another stale key = %d, want its kept 11", v)
	}
	waitFor(t, "the background load", func() bool { return src.loads.Load() == 3 })
	time.Sleep(10 * time.Millisecond)
	if n := src.loads.Load(); n != 3 {
		t.Errorf("%d loads; want 3: one background load at a time for the whole cache", n)
	}
	close(src.gate)
	waitFor(t, "the reloaded value", func() bool { v, _ := c.Get(context.Background(), "a"); return v == 21 })

	clk.add(9 * time.Minute) // b is now older than Stale: its callers wait for a new value
	if v := get(t, c, "b"); v != 21 {
		t.Errorf("Get of a value older than Stale = %d, want a new 21", v)
	}
}

func TestConcurrentCallersWaitForOneLoad(t *testing.T) {
	t.Parallel()
	src := &source{gate: make(chan struct{})}
	src.value.Store(10)
	c, _ := newTestCache(src, Options{Fresh: time.Minute})
	var wg sync.WaitGroup
	got := make([]int, 8)
	for i := range got {
		wg.Go(func() { got[i] = get(t, c, "a") })
	}
	waitFor(t, "the load", func() bool { return src.loads.Load() == 1 })
	time.Sleep(10 * time.Millisecond) // the other callers have arrived, and wait
	close(src.gate)
	wg.Wait()
	for _, v := range got {
		if v != 11 {
			t.Errorf("a caller got %d, want 11", v)
		}
	}
	if n := src.loads.Load(); n != 1 {
		t.Errorf("%d loads for 8 concurrent callers, want 1", n)
	}
}

func TestACallerThatGivesUpDoesNotFailTheOthers(t *testing.T) {
	t.Parallel()
	src := &source{gate: make(chan struct{})}
	c, _ := newTestCache(src, Options{Fresh: time.Minute})
	ctx, cancel := context.WithCancel(context.Background())
	first := make(chan error)
	go func() { _, err := c.Get(ctx, "a"); first <- err }()
	waitFor(t, "the load", func() bool { return src.loads.Load() == 1 })
	second := make(chan int)
	go func() { second <- get(t, c, "a") }()
	cancel()
	if err := <-first; !errors.Is(err, context.Canceled) {
		t.Errorf("the caller that gave up got %v, want context.Canceled", err)
	}
	close(src.gate)
	if v := <-second; v != 1 {
		t.Errorf("the caller still waiting got %d, want 1", v)
	}
	if n := src.loads.Load(); n != 1 {
		t.Errorf("%d loads, want the one both waited for", n)
	}
}

func TestAFailedLoadKeepsNothingAndAFailedRefreshKeepsTheStaleValue(t *testing.T) {
	t.Parallel()
	src := &source{}
	down := errors.New("database down")
	src.err.Store(&down)
	c, clk := newTestCache(src, Options{Fresh: time.Minute, Stale: 10 * time.Minute})
	if _, err := c.Get(context.Background(), "a"); !errors.Is(err, down) {
		t.Fatalf("Get while loads fail: %v, want the load's error", err)
	}
	src.err.Store(nil)
	if v := get(t, c, "a"); v != 1 || src.loads.Load() != 2 {
		t.Fatalf("Get after a failed load = %d after %d loads; want a new load, 1 after 2", v, src.loads.Load())
	}

	src.err.Store(&down)
	clk.add(2 * time.Minute)
	if v := get(t, c, "a"); v != 1 {
		t.Fatalf("stale Get = %d, want 1", v)
	}
	waitFor(t, "the failed background load", func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		return src.loads.Load() == 3 && !c.refreshing
	})
	if v := get(t, c, "a"); v != 1 {
		t.Errorf("Get after a failed background load = %d, want the stale 1 still", v)
	}
	waitFor(t, "the next background try", func() bool { return src.loads.Load() == 4 })
}

func TestForgetDropsEveryValueAndALoadBegunBefore(t *testing.T) {
	t.Parallel()
	src := &source{}
	src.value.Store(10)
	c, _ := newTestCache(src, Options{Fresh: time.Minute, Stale: 10 * time.Minute})
	get(t, c, "a")
	src.value.Store(20)
	c.Forget()
	if v := get(t, c, "a"); v != 21 {
		t.Fatalf("Get after Forget = %d, want a new 21", v)
	}

	src.gate = make(chan struct{})
	c.Forget()
	done := make(chan int)
	go func() { done <- get(t, c, "a") }()
	waitFor(t, "the load", func() bool { return src.loads.Load() == 3 })
	src.value.Store(30)
	c.Forget() // the load under way read the data before this change
	close(src.gate)
	<-done
	src.gate = nil
	if v := get(t, c, "a"); v != 31 || src.loads.Load() != 4 {
		t.Errorf("Get after a Forget during a load = %d after %d loads; want a new load, 31 after 4", v, src.loads.Load())
	}
}

func TestMaxEntriesStartsAgainWhenFull(t *testing.T) {
	t.Parallel()
	src := &source{}
	c, _ := newTestCache(src, Options{Fresh: time.Minute, MaxEntries: 2})
	get(t, c, "a")
	get(t, c, "b")
	get(t, c, "a") // kept: no load, and a key already kept never empties the cache
	get(t, c, "c") // a third key: the cache starts again with it alone
	get(t, c, "c")
	if n := src.loads.Load(); n != 3 {
		t.Fatalf("%d loads, want 3", n)
	}
	get(t, c, "a")
	if n := src.loads.Load(); n != 4 {
		t.Errorf("%d loads, want 4: a was dropped when c came", n)
	}
}
