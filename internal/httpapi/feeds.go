package httpapi

import (
	"context"
	"html"
	"net/http"
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

// feeds builds both feeds from one read of the open vacancies and keeps them for feedTTL, or
// until a vacancy, school or district changes (announced).
type feeds struct {
	*announced[struct{}, *builtFeeds]
}

// builtFeeds are the two feeds of one read, ready to serve.
type builtFeeds struct {
	jobs, atom *prepared
}

func newFeeds(source feedSource, baseURL string) *feeds {
	return &feeds{newAnnounced(swr.Options{Fresh: feedTTL, LoadTimeout: time.Minute, MaxEntries: 1},
		func(ctx context.Context, _ struct{}) (*builtFeeds, error) {
			jobs, err := source.FeedJobs(ctx)
			if err != nil {
				return nil, err
			}
			built := time.Now()
			return &builtFeeds{
				jobs: prepare(jobFeed(baseURL, jobs, built), jobFeedType),
				atom: prepare(atomFeed(baseURL, jobs, built), atomFeedType),
			}, nil
		})}
}

// serve answers one of the feeds. Caches must ask again each time (a closed vacancy leaves at
// once), and get a 304 while the feed is the one they have (ETag).
func (f *feeds) serve(pick func(*builtFeeds) *prepared) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		built, err := f.get(r.Context(), struct{}{})
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
