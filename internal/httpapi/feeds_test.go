package httpapi

import (
	"context"
	"encoding/xml"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/mmcdole/gofeed/atom"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/testdb"
)

// jobFeedDoc is what a job site reads of /jobs.xml.
type jobFeedDoc struct {
	XMLName       xml.Name `xml:"source"`
	Publisher     string   `xml:"publisher"`
	PublisherURL  string   `xml:"publisherurl"`
	LastBuildDate string   `xml:"lastBuildDate"`
	Jobs          []struct {
		Title           string  `xml:"title"`
		Date            string  `xml:"date"`
		ReferenceNumber string  `xml:"referencenumber"`
		RequisitionID   string  `xml:"requisitionid"`
		URL             string  `xml:"url"`
		Company         string  `xml:"company"`
		City            string  `xml:"city"`
		State           string  `xml:"state"`
		Country         string  `xml:"country"`
		PostalCode      string  `xml:"postalcode"`
		StreetAddress   string  `xml:"streetaddress"`
		Description     string  `xml:"description"`
		JobType         string  `xml:"jobtype"`
		Salary          *string `xml:"salary"`
	} `xml:"job"`
}

// feedFixture is jobFixture with the school's ZIP code in its address, and an open vacancy whose
// title would end a CDATA section and whose description holds markup.
func feedFixture(t *testing.T, env *authEnv) map[string]string {
	t.Helper()
	ids := jobFixture(t, env)
	ids["markup"] = testdb.Value[string](t, env.st, `WITH s AS (UPDATE schools SET address = '2415 S Himes Ave, Tampa, FL 33629'
			WHERE name = 'Bay High' RETURNING id, organization_id)
		INSERT INTO vacancies (organization_id, school_id, position, description, status, last_date_to_apply, type,
			educational_level, subject, designation, required_certification, posted_at)
		SELECT organization_id, id, 'Art ]]> Teacher', '<script>alert(1)</script> & ]]> more', 'open', current_date + 5,
			'part_time', 'high', 'art', 'traditional', 'none', now() + interval '1 second' FROM s RETURNING id::text`)
	testdb.Value[int](t, env.st, `WITH v AS (UPDATE vacancies SET salary_min = 48000, salary_max = CASE WHEN id = $1::uuid THEN 63000 END
		WHERE id IN ($1::uuid, $2::uuid) RETURNING 1) SELECT count(*)::int FROM v`, ids["open"], ids["plain"])
	return ids
}

func readJobFeed(t *testing.T, url string) (*http.Response, string, jobFeedDoc) {
	t.Helper()
	res, body := get(t, url+jobFeedPath)
	var doc jobFeedDoc
	if err := xml.Unmarshal([]byte(body), &doc); err != nil {
		t.Fatalf("the job feed is no well-formed XML: %v\n%s", err, body)
	}
	return res, body, doc
}

func TestTheJobFeedListsEachOpenVacancyWithWhatJobSitesRequire(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ids := feedFixture(t, env)
	res, body, doc := readJobFeed(t, env.url)
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/xml; charset=utf-8" || res.Header.Get("ETag") == "" {
		t.Fatalf("%d %q %q", res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("ETag"))
	}
	if !strings.HasPrefix(body, `<?xml version="1.0" encoding="UTF-8"?>`) {
		t.Errorf("no XML declaration: %.60s", body)
	}
	if _, err := time.Parse(time.RFC3339, doc.LastBuildDate); err != nil || doc.Publisher != "TeachBay" || doc.PublisherURL != "https://teachbay.example" {
		t.Errorf("source: %q %q %q", doc.Publisher, doc.PublisherURL, doc.LastBuildDate)
	}
	// Newest first: the markup vacancy was posted last; the closed and past ones are not listed.
	if len(doc.Jobs) != 3 || doc.Jobs[0].ReferenceNumber != ids["markup"] {
		t.Fatalf("jobs: %+v", doc.Jobs)
	}
	listed := map[string]bool{}
	for _, j := range doc.Jobs {
		listed[j.ReferenceNumber] = true
		if j.RequisitionID != j.ReferenceNumber || j.URL != "https://teachbay.example/vacancies/"+j.ReferenceNumber ||
			j.Company != "Bay District" || j.City != "Tampa" || j.State != "FL" || j.Country != "US" || j.PostalCode != "33629" ||
			j.StreetAddress != "2415 S Himes Ave, Tampa, FL 33629" || !isoDateRe.MatchString(j.Date) {
			t.Errorf("job %+v", j)
		}
		// The pay the vacancy states, and none where it states none.
		want := map[string]string{ids["open"]: "$48,000 - $63,000 per year", ids["plain"]: "From $48,000 per year"}[j.ReferenceNumber]
		got := ""
		if j.Salary != nil {
			got = *j.Salary
		}
		if got != want {
			t.Errorf("job %s: salary %q, want %q", j.ReferenceNumber, got, want)
		}
	}
	if !listed[ids["open"]] || !listed[ids["plain"]] {
		t.Errorf("listed %v, want open, plain and markup (%v)", listed, ids)
	}
	// The date is the day the job page gives as datePosted.
	posted := testdb.Value[time.Time](t, env.st, `SELECT posted_at FROM vacancies WHERE id = $1`, ids["markup"])
	markup := doc.Jobs[0]
	if markup.Date != posted.In(model.Tampa).Format(time.DateOnly) || markup.JobType != "parttime" || doc.Jobs[1].JobType != "fulltime" {
		t.Errorf("date %q (posted %v), job types %q %q", markup.Date, posted, markup.JobType, doc.Jobs[1].JobType)
	}
	// Text is CDATA, read back exactly as written: a "]]>" in it cannot end its section early, and the
	// description's markup is the page's HTML, the school's own markup escaped in it.
	if markup.Title != "Art ]]> Teacher" || markup.Description != "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; ]]&gt; more</p>" {
		t.Errorf("title %q, description %q", markup.Title, markup.Description)
	}
	if !strings.Contains(body, "<description><![CDATA[<p>&lt;script&gt;") || strings.Contains(body, "<script>") {
		t.Errorf("the description is not CDATA:\n%s", body)
	}
}

func TestTheAtomFeedIsAtom1OfTheNewestHundredOpenVacancies(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ids := feedFixture(t, env)
	// 100 more open vacancies, posted before the fixture's: the two oldest open ones drop out.
	if _, err := env.st.Pool.Exec(t.Context(), `INSERT INTO vacancies (organization_id, school_id, position, description, status,
			last_date_to_apply, type, educational_level, subject, designation, required_certification, posted_at)
		SELECT organization_id, id, 'Older ' || n, 'Text.', 'open', current_date + 5, 'full_time', 'high', 'math', 'traditional',
			'none', now() - interval '1 day' - n * interval '1 minute' FROM schools, generate_series(1, 100) n WHERE name = 'Bay High'`); err != nil {
		t.Fatal(err)
	}
	res, body := get(t, env.url+atomFeedPath)
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/atom+xml; charset=utf-8" {
		t.Fatalf("%d %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	feed, err := (&atom.Parser{}).Parse(strings.NewReader(body))
	if err != nil {
		t.Fatalf("no Atom feed: %v\n%.400s", err, body)
	}
	// RFC 4287 §4.1.1: a feed has an id, a title, an updated instant, and an author (here the
	// feed's; each entry names its district too); a self link is recommended.
	links := map[string]string{}
	for _, l := range feed.Links {
		links[l.Rel] = l.Href
	}
	if feed.ID != "https://teachbay.example/jobs.atom" || feed.Title == "" || feed.UpdatedParsed == nil || len(feed.Authors) != 1 ||
		links["self"] != "https://teachbay.example/jobs.atom" || links["alternate"] != "https://teachbay.example/vacancies" {
		t.Errorf("feed: id %q title %q updated %q authors %v links %v", feed.ID, feed.Title, feed.Updated, feed.Authors, links)
	}
	if len(feed.Entries) != atomEntries {
		t.Fatalf("%d entries, want %d", len(feed.Entries), atomEntries)
	}
	// §4.1.2: each entry has an id (a URI that never changes), a title, an updated instant; these
	// also say when it was posted, where it is, and what it is.
	first := feed.Entries[0]
	if first.ID != "urn:uuid:"+ids["markup"] || first.Title != "Art ]]> Teacher" || first.UpdatedParsed == nil ||
		first.PublishedParsed == nil || len(first.Links) != 1 || first.Links[0].Href != "https://teachbay.example/vacancies/"+ids["markup"] ||
		!strings.HasPrefix(first.Summary, "Bay High, Bay District, Tampa. Last date to apply: ") || first.Content == nil ||
		first.Content.Type != "html" || !strings.HasPrefix(first.Content.Value, "<p>&lt;script&gt;") || first.Authors[0].Name != "Bay District" {
		t.Errorf("first entry: %+v", first)
	}
	for _, e := range feed.Entries {
		if !strings.HasPrefix(e.ID, "urn:uuid:") || e.Title == "" || e.UpdatedParsed == nil || e.ID == "urn:uuid:"+ids["closed"] ||
			e.ID == "urn:uuid:"+ids["past"] || e.Title == "Older 100" {
			t.Errorf("entry %q %q", e.ID, e.Title)
		}
	}
}

func TestFeedsAreBuiltOnceAMinuteAndLoseAClosedVacancyAtOnce(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ids := feedFixture(t, env)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go env.srv.WatchReference(ctx)
	waitFor(t, 10*time.Second, env.srv.feeds.listening.Load)

	res, first, _ := readJobFeed(t, env.url)
	_, atomFirst := get(t, env.url+atomFeedPath)
	if res, _ := get(t, env.url+jobFeedPath, "If-None-Match", res.Header.Get("ETag")); res.StatusCode != http.StatusNotModified {
		t.Errorf("revalidation: %d", res.StatusCode)
	}
	// A change Postgres does not announce (triggers off for it) shows that a second request
	// within the minute reads no vacancies: the feeds are the ones already built.
	tx, err := env.st.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, `SET LOCAL session_replication_role = replica`); err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, `UPDATE vacancies SET position = 'Renamed Teacher' WHERE id = $1`, ids["plain"]); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	if _, again := get(t, env.url+jobFeedPath); again != first {
		t.Error("the job feed was built again within its minute")
	}
	if _, again := get(t, env.url+atomFeedPath); again != atomFirst {
		t.Error("the Atom feed was built again within its minute")
	}
	// Another copy of the server (here: a plain connection) closes a vacancy: both feeds lose it
	// as soon as the announcement arrives, and show the change they had missed.
	if _, err := env.st.Pool.Exec(ctx, `UPDATE vacancies SET status = 'closed' WHERE id = $1`, ids["open"]); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 5*time.Second, func() bool {
		_, body := get(t, env.url+jobFeedPath)
		return !strings.Contains(body, ids["open"])
	})
	_, body, doc := readJobFeed(t, env.url)
	_, atomBody := get(t, env.url+atomFeedPath)
	if len(doc.Jobs) != 2 || !strings.Contains(body, "Renamed Teacher") || strings.Contains(atomBody, ids["open"]) ||
		!strings.Contains(atomBody, "Renamed Teacher") {
		t.Errorf("after the close: %+v\n%s", doc.Jobs, atomBody)
	}
}

func TestFeedsAnswerGetAndHeadOnlyAndAreFoundFromRobotsAndTheBoard(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	for _, path := range []string{jobFeedPath, atomFeedPath} {
		for _, method := range []string{http.MethodPost, http.MethodPut, http.MethodDelete} {
			req, _ := http.NewRequest(method, env.url+path, nil)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" {
				t.Errorf("%s %s: %d Allow %q", method, path, res.StatusCode, res.Header.Get("Allow"))
			}
		}
		res, err := http.Head(env.url + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK || !strings.Contains(res.Header.Get("Content-Type"), "xml") {
			t.Errorf("HEAD %s: %d %q", path, res.StatusCode, res.Header.Get("Content-Type"))
		}
	}
	_, robots := get(t, env.url+"/robots.txt")
	for _, want := range []string{"Allow: /jobs.xml\n", "Allow: /jobs.atom\n", "Sitemap: https://teachbay.example/jobs.atom\n"} {
		if !strings.Contains(robots, want) {
			t.Errorf("robots.txt lacks %q:\n%s", want, robots)
		}
	}
	_, board := get(t, env.url+"/vacancies")
	if !strings.Contains(board, `<link rel="alternate" type="application/atom+xml" title="TeachBay vacancies" href="https://teachbay.example/jobs.atom">`) {
		t.Errorf("the board does not link its feed:\n%s", board)
	}
}
