package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestSchoolsAreListedByName(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	if _, err := seed.Reference(context.Background(), st); err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, st, testWeb())
	res, body := get(t, ts.URL+"/api/schools")
	var schools []model.School
	if res.StatusCode != 200 || json.Unmarshal([]byte(body), &schools) != nil {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	if len(schools) != 60 {
		t.Fatalf("got %d schools, want the 60 seeded", len(schools))
	}
	withoutCoords := 0
	for i, s := range schools {
		if i > 0 && schools[i-1].Name > s.Name {
			t.Errorf("not ordered by name: %q before %q", schools[i-1].Name, s.Name)
		}
		if s.Lat == nil {
			withoutCoords++
		}
	}
	if withoutCoords != 9 {
		t.Errorf("%d schools without coordinates, want the 9 Pasco schools no source places", withoutCoords)
	}
	var raw []map[string]any
	_ = json.Unmarshal([]byte(body), &raw)
	for _, key := range []string{"id", "schoolName", "organizationId", "district", "level", "city", "lat", "lng", "designation"} {
		if _, ok := raw[0][key]; !ok {
			t.Errorf("school lacks %q: %v", key, raw[0])
		}
	}
}

func TestConfigAndOptions(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	_, body := get(t, ts.URL+"/api/config")
	var cfg publicConfig
	if err := json.Unmarshal([]byte(body), &cfg); err != nil || len(cfg.Languages) != 2 || cfg.SupportEmail != "team@teachbay.localhost" {
		t.Errorf("config: %s", body)
	}
	_, body = get(t, ts.URL+"/api/options")
	var opts model.Options
	if err := json.Unmarshal([]byte(body), &opts); err != nil {
		t.Fatal(err)
	}
	if len(opts.Skills) != 18 || len(opts.Subjects) != 23 || len(opts.ApplicationStatuses) != 8 || opts.ApplicationStatuses[7] != "withdrawn" {
		t.Errorf("options: %s", body)
	}
}

func TestSchoolsArePreparedOnceAndFollowChangesFromAnyCopy(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	if _, err := seed.Reference(context.Background(), st); err != nil {
		t.Fatal(err)
	}
	srv := newServer(t, st)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go srv.WatchReference(ctx)
	ts := httptest.NewServer(checkContract(t, srv.Handler()))
	t.Cleanup(ts.Close)
	waitFor(t, 10*time.Second, func() bool {
		srv.reference.mu.Lock()
		defer srv.reference.mu.Unlock()
		return srv.reference.listening
	})

	res, body := get(t, ts.URL+"/api/schools", "Accept-Encoding", "gzip")
	etag := res.Header.Get("ETag")
	if res.StatusCode != 200 || etag == "" || res.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(res.Header.Get("Cache-Control"), "public") {
		t.Fatalf("%d ETag=%q encoding=%q cache=%q", res.StatusCode, etag, res.Header.Get("Content-Encoding"), res.Header.Get("Cache-Control"))
	}
	if res, body = get(t, ts.URL+"/api/schools", "If-None-Match", etag); res.StatusCode != http.StatusNotModified || body != "" {
		t.Errorf("revalidation: %d", res.StatusCode)
	}
	// Another copy of the server (here: a plain connection) renames a school.
	if _, err := st.Pool.Exec(context.Background(), `UPDATE schools SET name = 'Aardvark Academy' WHERE name = 'Howard W. Blake High School'`); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 10*time.Second, func() bool {
		res, body := get(t, ts.URL+"/api/schools")
		return res.Header.Get("ETag") != etag && strings.Contains(body, "Aardvark Academy")
	})
	var schools []model.School
	_, body = get(t, ts.URL+"/api/schools")
	if err := json.Unmarshal([]byte(body), &schools); err != nil || schools[0].Name != "Aardvark Academy" {
		t.Errorf("first school after the change: %v %v", schools[0].Name, err)
	}
}

func TestReferenceDataIsCacheableAndRevalidates(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	for _, path := range []string{"/api/config", "/api/options", "/api/countries?lang=es"} {
		res, body := get(t, ts.URL+path)
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Cache-Control"), "public") || !json.Valid([]byte(body)) {
			t.Errorf("%s: %d %q", path, res.StatusCode, res.Header.Get("Cache-Control"))
		}
		if res, _ := get(t, ts.URL+path, "If-None-Match", res.Header.Get("ETag")); res.StatusCode != http.StatusNotModified {
			t.Errorf("%s revalidation: %d", path, res.StatusCode)
		}
	}
}
