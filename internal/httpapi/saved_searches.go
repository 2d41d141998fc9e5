package httpapi

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// Saved searches and their alerts (docs/api.md "Never miss a job"): the teacher's under /api/me,
// and the one-click link of their mails under /api/saved-searches.

// msgSavedSearchStopped answers the one-click link of a saved search's mail.
const msgSavedSearchStopped = "You will no longer receive e-mails for this saved search. It has been deleted."

// savedSearchesPerHour is how many searches one account may save in an hour: each save runs the
// alerts job at once, so deleting and saving in a loop must not keep it running.
const savedSearchesPerHour = 60

// savedSearchRoutes are the teacher's saved searches under /api/me.
func (s *Server) savedSearchRoutes(r chi.Router) {
	r.Get("/", s.listSavedSearches)
	r.With(s.accountRateLimit("saved-search", savedSearchesPerHour, time.Hour)).Post("/", s.saveSearch)
	r.Put("/{id}", s.updateSavedSearch)
	r.Delete("/{id}", s.deleteSavedSearch)
}

func (s *Server) listSavedSearches(w http.ResponseWriter, r *http.Request) {
	list, err := s.services.SavedSearches(r.Context(), currentUser(r).user.ID)
	respond(w, r, http.StatusOK, list, err)
}

func (s *Server) saveSearch(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusCreated, func(ctx context.Context, in service.SavedSearchInput) (model.SavedSearch, error) {
		return s.services.SaveSearch(ctx, currentUser(r).user.ID, in)
	})
}

func (s *Server) updateSavedSearch(w http.ResponseWriter, r *http.Request) {
	withBody(w, r, http.StatusOK, func(ctx context.Context, in service.SavedSearchInput) (model.SavedSearch, error) {
		return s.services.UpdateSavedSearch(ctx, currentUser(r).user.ID, chi.URLParam(r, "id"), in)
	})
}

func (s *Server) deleteSavedSearch(w http.ResponseWriter, r *http.Request) {
	noContent(w, r, s.services.DeleteSavedSearch(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "id")))
}

// stopSavedSearchLink answers the link of a saved search's mail as unsubscribeLink does: it
// changes nothing and sends the reader to the page that asks to confirm.
func (s *Server) stopSavedSearchLink(w http.ResponseWriter, r *http.Request) {
	seeOther(w, r, "/subscribe?stopSearch="+url.QueryEscape(r.URL.Query().Get("token")))
}

// stopSavedSearch is the RFC 8058 one-click POST of a saved search's mail, and the confirm button
// of the page: it deletes the search, and so its mails.
func (s *Server) stopSavedSearch(w http.ResponseWriter, r *http.Request) {
	if err := s.services.StopSavedSearch(r.Context(), r.URL.Query().Get("token")); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": msgSavedSearchStopped})
}
