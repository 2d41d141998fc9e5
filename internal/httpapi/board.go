package httpapi

import (
	"context"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/swr"
)

// Searches of the public board are most of the site's requests, and most of them are the same
// few (the whole board, a level, a subject, a school's vacancies), so their answers are kept
// ready to serve: under make bench-api's mix, a search kept costs no query and no encoding.
const (
	// boardTTL is how long an answer is kept when nothing announces a change: the totals and the
	// districts' response rates it shows are themselves recounted in the background.
	boardTTL = 10 * time.Second
	// boardEntries is how many searches are kept: about 4 MB of answers at most (a page of 20
	// vacancies is 13 kB, and 3 kB gzipped). Past that all are dropped and the cache starts
	// again, so unusual searches cannot make it grow.
	boardEntries = 256
)

// board keeps the public board's answers by search. A new, edited or closed vacancy, like a
// changed school or district, drops them all at once: Postgres announces every change to those
// on store.ReferenceChannel, whichever copy of the server made it (WatchReference). While this
// copy cannot hear those announcements nothing is kept. Answers are kept per Tampa day, so that
// a vacancy whose last date to apply ended at midnight is gone from the first search after it.
// A signed-in teacher's board, with her scores and applications, is never kept.
type board struct {
	cache     *swr.Cache[boardKey, *prepared]
	listening atomic.Bool
}

type boardKey struct {
	day    string
	search service.VacancySearch
}

func newBoard(services *service.Service) *board {
	return &board{cache: swr.New(swr.Options{Fresh: boardTTL, LoadTimeout: time.Minute, MaxEntries: boardEntries},
		func(ctx context.Context, key boardKey) (*prepared, error) {
			page, err := services.SearchVacancies(ctx, key.search)
			if err != nil {
				return nil, err
			}
			return prepareJSON(page)
		})}
}

// changed forgets every answer kept.
func (b *board) changed() { b.cache.Forget() }

// setListening records whether change announcements reach this copy of the server; either way
// changes may have been missed, so nothing kept is answered again.
func (b *board) setListening(on bool) {
	b.listening.Store(on)
	b.changed()
}

// serve answers a visitor's search of the board.
func (b *board) serve(w http.ResponseWriter, r *http.Request, in service.VacancySearch) {
	if !b.listening.Load() {
		b.changed()
	}
	p, err := b.cache.Get(r.Context(), boardKey{day: time.Now().In(model.Tampa).Format(time.DateOnly), search: in})
	if err != nil {
		writeError(w, r, err)
		return
	}
	p.serve(w, r, http.StatusOK, "no-store")
}
