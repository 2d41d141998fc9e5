package httpapi

import (
	"context"
	"net/http"
	"sync"

	"github.com/teachbay/teachbay/internal/config"
	"github.com/teachbay/teachbay/internal/countries"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// reference serves the public reference data, each answer prepared once. The schools come from
// the database: their answer is kept until Postgres announces a change (store.Listen), and is
// not kept at all while this copy of the server cannot hear such announcements.
type reference struct {
	config, options *prepared
	countries       map[string]*prepared // by language

	store      *store.Store
	mu         sync.Mutex
	schools    *prepared // nil until built, and after a change
	generation uint64    // counts the changes, so an answer built across one is not kept
	listening  bool
}

// publicConfig is what the web app needs to know about the server's configuration.
type publicConfig struct {
	RecaptchaSiteKey string   `json:"recaptchaSiteKey"`
	MapsBrowserKey   string   `json:"mapsBrowserKey"`
	Languages        []string `json:"languages"`
	// SupportEmail is the team inbox (CONTACT_TO) shown on the contact page.
	SupportEmail string `json:"supportEmail"`
}

func newReference(cfg config.Config, st *store.Store, list *countries.List) (*reference, error) {
	ref := &reference{store: st, countries: map[string]*prepared{}}
	var err error
	pc := publicConfig{RecaptchaSiteKey: cfg.RecaptchaSiteKey, MapsBrowserKey: cfg.MapsBrowserKey, Languages: []string{"en", "es"}, SupportEmail: cfg.SupportEmail()}
	if ref.config, err = prepareJSON(pc); err != nil {
		return nil, err
	}
	if ref.options, err = prepareJSON(model.OptionCodes()); err != nil {
		return nil, err
	}
	for _, lang := range []string{"en", "es"} {
		if ref.countries[lang], err = prepareJSON(list.Sorted(lang)); err != nil {
			return nil, err
		}
	}
	return ref, nil
}

// changed forgets the school list; the next request reads it again.
func (ref *reference) changed() {
	ref.mu.Lock()
	defer ref.mu.Unlock()
	ref.schools = nil
	ref.generation++
}

// setListening records whether change announcements reach this copy of the server; either way
// changes may have been missed, so the school list is read again.
func (ref *reference) setListening(on bool) {
	ref.mu.Lock()
	ref.listening = on
	ref.mu.Unlock()
	ref.changed()
}

func (ref *reference) schoolList(ctx context.Context) (*prepared, error) {
	ref.mu.Lock()
	cached, generation := ref.schools, ref.generation
	ref.mu.Unlock()
	if cached != nil {
		return cached, nil
	}
	schools, err := ref.store.ListSchools(ctx)
	if err != nil {
		return nil, err
	}
	p, err := prepareJSON(schools)
	if err != nil {
		return nil, err
	}
	ref.mu.Lock()
	if ref.listening && ref.generation == generation {
		ref.schools = p
	}
	ref.mu.Unlock()
	return p, nil
}

// WatchReference keeps the prepared school list, the job feeds, the board's kept answers and the
// match index in step with the database until ctx ends.
func (s *Server) WatchReference(ctx context.Context) {
	s.store.Listen(ctx, store.ReferenceChannel, func(on bool) {
		s.reference.setListening(on)
		if s.services != nil {
			s.feeds.setListening(on)
			s.board.setListening(on)
			s.services.HearChanges(on)
		}
	}, func(table string) {
		// The school list shows no vacancies.
		if table != "vacancies" {
			s.reference.changed()
		}
		if s.services != nil {
			s.feeds.changed()
			s.board.changed()
			s.services.Changed()
		}
	})
}

func (s *Server) getConfig(w http.ResponseWriter, r *http.Request) {
	s.reference.config.serve(w, r, http.StatusOK, "public, max-age=3600")
}

func (s *Server) getOptions(w http.ResponseWriter, r *http.Request) {
	s.reference.options.serve(w, r, http.StatusOK, "public, max-age=3600")
}

func (s *Server) listCountries(w http.ResponseWriter, r *http.Request) {
	p, ok := s.reference.countries[r.URL.Query().Get("lang")]
	if !ok {
		p = s.reference.countries["en"]
	}
	p.serve(w, r, http.StatusOK, "public, max-age=86400")
}

func (s *Server) listSchools(w http.ResponseWriter, r *http.Request) {
	p, err := s.reference.schoolList(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	// Schools change when an admin edits them: caches check back after a minute (a 304 then).
	p.serve(w, r, http.StatusOK, "public, max-age=60")
}
