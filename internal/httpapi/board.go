package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/swr"
)

// Searches of the public board are most of the site's requests, and most of them are the same
// few (the whole board, a level, a subject, a school's vacancies), so their answers are kept
// ready to serve: under make bench-api's mix, a search kept costs no query and no encoding.
const (
	// boardFresh is how long an answer is kept as it is when nothing announces a change: the
	// totals and the districts' response rates it shows are themselves recounted in the
	// background. Until boardStale it is still answered while one read replaces it, so that no
	// visitor waits for a search somebody made a minute ago (make bench-api: the near searches'
	// p99 went from 15 ms to 7, as each of their 51 searches was read again every 10 s).
	boardFresh = 10 * time.Second
	boardStale = time.Minute
	// boardEntries is how many searches are kept: about 4 MB of answers at most (a page of 20
	// vacancies is 13 kB, and 3 kB gzipped). Past that all are dropped and the cache starts
	// again, so unusual searches cannot make it grow.
	boardEntries = 256
)

// board keeps the public board's answers by search, until a vacancy, school or district
// changes (announced). A signed-in teacher's board, with her scores and applications, is never
// kept.
type board struct {
	*announced[service.VacancySearch, *prepared]
}

func newBoard(services *service.Service) *board {
	return &board{newAnnounced(swr.Options{Fresh: boardFresh, Stale: boardStale, LoadTimeout: time.Minute, MaxEntries: boardEntries},
		func(ctx context.Context, search service.VacancySearch) (*prepared, error) {
			page, err := services.SearchVacancies(ctx, search)
			if err != nil {
				return nil, err
			}
			return prepareJSON(page)
		})}
}

// serve answers a visitor's search of the board.
func (b *board) serve(w http.ResponseWriter, r *http.Request, in service.VacancySearch) {
	p, err := b.get(r.Context(), in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	p.serve(w, r, http.StatusOK, "no-store")
}
