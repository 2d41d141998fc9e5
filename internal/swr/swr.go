// Package swr is a stale-while-revalidate cache: a value read recently is answered as it is; one a
// little older is answered too while a single background load replaces it, so no caller waits
// for a value that was known; one older still, or never read, is loaded while its callers wait,
// all of them for the same load.
package swr

import (
	"context"
	"sync"
	"time"
)

// Options say how long values are kept.
type Options struct {
	// Fresh is how old a value may be and be answered without a reload.
	Fresh time.Duration
	// Stale is how old a value may be and still be answered while one background load replaces it
	// (one at a time for the whole cache, so reloads never crowd out the callers); older, callers
	// wait for a new one. Zero or Fresh: never answered stale.
	Stale time.Duration
	// LoadTimeout bounds a load. A load runs on whether or not its callers still wait (a caller
	// that gives up does not fail the others), so that the next caller finds its value.
	LoadTimeout time.Duration
	// MaxEntries is how many keys are kept before all are dropped and the cache starts again; zero
	// keeps any number.
	MaxEntries int
}

// Cache holds values of type V by key, as load returns them.
type Cache[K comparable, V any] struct {
	opts Options
	load func(context.Context, K) (V, error)
	now  func() time.Time

	mu      sync.Mutex
	entries map[K]entry[V]
	loading map[K]*call[V]
	// refreshing is true while a background load runs.
	refreshing bool
	// generation counts Forget calls: a load begun before one is not kept.
	generation uint64
}

type entry[V any] struct {
	value V
	at    time.Time // when the load that returned it began
}

// call is a load its key's callers wait for.
type call[V any] struct {
	done  chan struct{}
	value V
	err   error
}

// New returns an empty cache that reads values with load.
func New[K comparable, V any](opts Options, load func(context.Context, K) (V, error)) *Cache[K, V] {
	return &Cache[K, V]{opts: opts, load: load, now: time.Now, loading: map[K]*call[V]{}}
}

// Get returns the value of key: the one kept while it is fresh or stale (starting a background
// load of a stale one unless one runs), else a new one. Callers that need a new value of the same
// key at once share one load, with the first one's ctx values but not its cancellation; each
// stops waiting when its own ctx ends. A failed load keeps nothing (its callers get its error),
// and a failed background load keeps the stale value.
func (c *Cache[K, V]) Get(ctx context.Context, key K) (V, error) {
	c.mu.Lock()
	e, ok := c.entries[key]
	if age := c.now().Sub(e.at); ok && age <= max(c.opts.Fresh, c.opts.Stale) {
		if age > c.opts.Fresh && !c.refreshing {
			c.refreshing = true
			go c.refresh(ctx, key, c.generation)
		}
		c.mu.Unlock()
		return e.value, nil
	}
	cl, waiting := c.loading[key]
	if !waiting {
		cl = &call[V]{done: make(chan struct{})}
		c.loading[key] = cl
		go func(gen uint64) {
			cl.value, cl.err = c.fetch(ctx, key, gen)
			c.mu.Lock()
			delete(c.loading, key)
			c.mu.Unlock()
			close(cl.done)
		}(c.generation)
	}
	c.mu.Unlock()
	select {
	case <-cl.done:
		return cl.value, cl.err
	case <-ctx.Done():
		var zero V
		return zero, ctx.Err()
	}
}

// Forget drops every value, after what they were read from changed; loads under way are not kept.
func (c *Cache[K, V]) Forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = nil
	c.generation++
}

// refresh replaces a stale value in the background.
func (c *Cache[K, V]) refresh(ctx context.Context, key K, gen uint64) {
	defer func() {
		c.mu.Lock()
		c.refreshing = false
		c.mu.Unlock()
	}()
	_, _ = c.fetch(ctx, key, gen) // on failure the stale value stays until the next try
}

// fetch loads the value of key and keeps it, unless the cache was forgotten since generation gen.
func (c *Cache[K, V]) fetch(ctx context.Context, key K, gen uint64) (V, error) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), c.opts.LoadTimeout)
	defer cancel()
	at := c.now()
	v, err := c.load(ctx, key)
	if err != nil {
		return v, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen == c.generation {
		if _, kept := c.entries[key]; c.entries == nil || !kept && c.opts.MaxEntries > 0 && len(c.entries) >= c.opts.MaxEntries {
			c.entries = map[K]entry[V]{}
		}
		c.entries[key] = entry[V]{value: v, at: at}
	}
	return v, nil
}
