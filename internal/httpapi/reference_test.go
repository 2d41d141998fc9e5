package httpapi

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestSchoolsAreListedByName(t *testing.T) {
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
	if withoutCoords != 11 {
		t.Errorf("%d schools without coordinates, want the 11 Pasco schools", withoutCoords)
	}
	var raw []map[string]any
	_ = json.Unmarshal([]byte(body), &raw)
	for _, key := range []string{"id", "schoolName", "district", "level", "city", "lat", "lng", "designation"} {
		if _, ok := raw[0][key]; !ok {
			t.Errorf("school lacks %q: %v", key, raw[0])
		}
	}
}

func TestConfigAndOptions(t *testing.T) {
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
	if len(opts.Skills) != 18 || len(opts.Subjects) != 23 || opts.ApplicationStatuses[3] != "withdrawn" {
		t.Errorf("options: %s", body)
	}
}
