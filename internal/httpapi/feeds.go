package httpapi

import (
	"context"
	"html"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/swr"
)

// The job feeds (docs/api.md "Never miss a job"): /jobs.xml in the XML format job search engines
// ingest, and /jobs.atom, an Atom 1.0 feed of the newest open vacancies for feed readers.
const (
	jobFeedPath  = "/jobs.xml"
	atomFeedPath = "/jobs.atom"
	jobFeedType  = "application/xml; charset=utf-8"
	atomFeedType = "application/atom+xml; charset=utf-8"
)

// feedTTL is how long built feeds are reused when nothing announces a change: a crawler asking
// every second costs one query a minute.
const feedTTL = time.Minute

// feedSource reads the open vacancies the feeds list, newest first (the service).
type feedSource interface {
	FeedJobs(ctx context.Context) ([]model.JobPosting, error)
}

// feeds builds both feeds from one read of the open vacancies and keeps them for feedTTL.
// Requests that find no feeds wait for a single build (swr.Cache). A closed, edited or new
// vacancy, like a changed school or district, leaves the kept feeds at once: Postgres announces
// every change to them on store.ReferenceChannel (migration 000025), whichever copy of the server
// made it, and the next request builds the feeds again. While this copy cannot hear those
// announcements nothing is kept. Feeds are kept per Tampa day, so that a vacancy whose last date
// to apply ended at midnight is gone from the first request after it.
type feeds struct {
	cache     *swr.Cache[string, *builtFeeds]
	listening atomic.Bool
}

// builtFeeds are the two feeds of one read, ready to serve.
type builtFeeds struct {
	jobs, atom *prepared
}

func newFeeds(source feedSource, baseURL string) *feeds {
	f := &feeds{}
	f.cache = swr.New(swr.Options{Fresh: feedTTL, LoadTimeout: time.Minute, MaxEntries: 1},
		func(ctx context.Context, _ string) (*builtFeeds, error) {
			jobs, err := source.FeedJobs(ctx)
			if err != nil {
				return nil, err
			}
			built := time.Now()
			return &builtFeeds{
				jobs: prepare(jobFeed(baseURL, jobs, built), jobFeedType),
				atom: prepare(atomFeed(baseURL, jobs, built), atomFeedType),
			}, nil
		})
	return f
}

// changed forgets the built feeds; the next request builds them again.
func (f *feeds) changed() { f.cache.Forget() }

// setListening records whether change announcements reach this copy of the server; either way
// changes may have been missed, so the feeds are built again.
func (f *feeds) setListening(on bool) {
	f.listening.Store(on)
	f.changed()
}

// get returns the feeds of now.
func (f *feeds) get(ctx context.Context) (*builtFeeds, error) {
	if !f.listening.Load() {
		f.changed()
	}
	return f.cache.Get(ctx, time.Now().In(model.Tampa).Format(time.DateOnly))
}

// serve answers one of the feeds. Caches must ask again each time (a closed vacancy leaves at
// once), and get a 304 while the feed is the one they have (ETag).
func (f *feeds) serve(pick func(*builtFeeds) *prepared) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		built, err := f.get(r.Context())
		if err != nil {
			writeError(w, r, err)
			return
		}
		pick(built).serve(w, r, http.StatusOK, "public, no-cache")
	}
}

// feedLinks is the head of the board's page: the Atom feed for readers and browsers that find
// feeds there.
func feedLinks(baseURL string) string {
	return `<link rel="alternate" type="application/atom+xml" title="TeachBay vacancies" href="` + html.EscapeString(baseURL+atomFeedPath) + `">`
}
