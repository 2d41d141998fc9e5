package httpapi

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/swr"
)

// announced keeps what is read from the vacancies, schools and districts until one of them
// changes: Postgres announces every change on store.ReferenceChannel (migration 000025),
// whichever copy of the server made it, and WatchReference drops everything kept here at once.
// While this copy cannot hear those announcements nothing is kept. Values are kept per Tampa day,
// so that a vacancy whose last date to apply ended at midnight is gone from the first request
// after it. Requests that find no value wait for a single read (swr.Cache).
type announced[K comparable, V any] struct {
	cache     *swr.Cache[daily[K], V]
	listening atomic.Bool
}

// daily is a key of one Tampa day.
type daily[K comparable] struct {
	day string
	key K
}

func newAnnounced[K comparable, V any](opts swr.Options, load func(context.Context, K) (V, error)) *announced[K, V] {
	return &announced[K, V]{cache: swr.New(opts, func(ctx context.Context, k daily[K]) (V, error) { return load(ctx, k.key) })}
}

// changed forgets everything kept; the next requests read again.
func (a *announced[K, V]) changed() { a.cache.Forget() }

// setListening records whether change announcements reach this copy of the server; either way
// changes may have been missed, so nothing kept is answered again.
func (a *announced[K, V]) setListening(on bool) {
	a.listening.Store(on)
	a.changed()
}

// get returns the value of key today.
func (a *announced[K, V]) get(ctx context.Context, key K) (V, error) {
	if !a.listening.Load() {
		a.changed()
	}
	return a.cache.Get(ctx, daily[K]{day: time.Now().In(model.Tampa).Format(time.DateOnly), key: key})
}
