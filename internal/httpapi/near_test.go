package httpapi

import (
	"math"
	"net/http"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// exec runs statements on the test's database; any error fails the test.
func exec(t *testing.T, env *authEnv, sql string) {
	t.Helper()
	if _, err := env.st.Pool.Exec(t.Context(), sql); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

// haversineKm is the great-circle distance on the sphere earthdistance uses (radius 6,378,168 m),
// worked out here independently of Postgres.
func haversineKm(lat1, lng1, lat2, lng2 float64) float64 {
	const radiusKm = 6378.168
	rad := math.Pi / 180
	dLat, dLng := (lat2-lat1)*rad, (lng2-lng1)*rad
	a := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dLng/2)*math.Sin(dLng/2)
	return 2 * radiusKm * math.Asin(math.Sqrt(a))
}

// TestANearSearchKeepsTheSchoolsWithinItsRadius searches around a point in Tampa: Bay High (5.4 km
// away) is in a 6 km radius and not in a 5 km one, a St. Petersburg school (about 26 km) only in a wider one, and a school
// without coordinates never; each row says how far its school is, as a hand-worked distance does.
// The total counts the same vacancies as the page (a near search's count is the map's, by school),
// and the map counts them per school.
func TestANearSearchKeepsTheSchoolsWithinItsRadius(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	jobFixture(t, env) // Bay High, Tampa (27.92361, -82.50222): two open vacancies
	exec(t, env, `INSERT INTO schools (organization_id, name, level, address, city, lat, lng)
		SELECT organization_id, 'Gulf Middle', 'middle', '701 16th St S', 'St. Petersburg', 27.76310, -82.65290 FROM schools WHERE name = 'Bay High';
		INSERT INTO schools (organization_id, name, level, address, city) SELECT organization_id, 'Nowhere Elementary', 'elementary', '', 'Tampa'
			FROM schools WHERE name = 'Bay High'`)
	exec(t, env, `INSERT INTO vacancies (organization_id, school_id, position, description, status, last_date_to_apply,
			type, educational_level, subject, designation, required_certification)
		SELECT organization_id, id, 'Teacher at ' || name, 'Teaching.', 'open', current_date + 30, 'full_time', 'middle', 'science',
			'traditional', 'florida' FROM schools WHERE name IN ('Gulf Middle', 'Nowhere Elementary')`)
	const lat, lng = 27.9506, -82.4572 // downtown Tampa
	bay, gulf := haversineKm(lat, lng, 27.92361, -82.50222), haversineKm(lat, lng, 27.76310, -82.65290)
	visitor := env.browser(t)

	search := func(query string) map[string]float64 {
		t.Helper()
		status, _, page := visitor.do(http.MethodGet, "/api/vacancies?pageSize=50&near=27.9506,-82.4572&"+query, nil)
		if status != 200 {
			t.Fatalf("%s: %d %v", query, status, page)
		}
		found := map[string]float64{}
		items := page["items"].([]any)
		for _, item := range items {
			v := item.(map[string]any)
			found[v["schoolName"].(string)] = v["distanceKm"].(float64)
		}
		if page["total"] != float64(len(items)) {
			t.Errorf("%s: total %v, for %d vacancies", query, page["total"], len(items))
		}
		return found
	}
	if got := search("radiusKm=5"); len(got) != 0 {
		t.Errorf("within 5 km: %v, want none", got)
	}
	if got := search("radiusKm=6"); len(got) != 1 || math.Abs(got["Bay High"]-bay) > 0.01 {
		t.Errorf("within 6 km: %v, want Bay High at %.3f km", got, bay)
	}
	if got := search("radiusKm=30"); len(got) != 2 || math.Abs(got["Gulf Middle"]-gulf) > 0.01 {
		t.Errorf("within 30 km: %v, want Gulf Middle at %.3f km too", got, gulf)
	}
	if got := search(""); len(got) != 1 || gulf < 25 { // 25 km by default: Gulf Middle is further
		t.Errorf("the default radius: %v", got)
	}
	if got := search("radiusKm=30&subject=science"); len(got) != 1 || got["Gulf Middle"] == 0 {
		t.Errorf("science within 30 km: %v, want Gulf Middle alone", got)
	}

	status, _, body := visitor.do(http.MethodGet, "/api/vacancies/map?near=27.9506,-82.4572&radiusKm=30", nil)
	schools, _ := body["schools"].([]any)
	if status != 200 || len(schools) != 2 {
		t.Fatalf("the map: %d %v", status, body)
	}
	first := schools[0].(map[string]any)
	if first["schoolName"] != "Bay High" || first["count"] != 2.0 || first["lat"] != 27.92361 {
		t.Errorf("the map's first school: %v", first)
	}
	if _, _, body := visitor.do(http.MethodGet, "/api/vacancies/map", nil); len(body["schools"].([]any)) != 2 {
		t.Errorf("the whole map leaves out only the school without coordinates: %v", body)
	}

	// The near condition can use the index of the schools' points.
	tx, err := env.st.Pool.Begin(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback(t.Context()) }()
	rows, _ := tx.Query(t.Context(), `SET LOCAL enable_seqscan = off`)
	rows.Close()
	rows, _ = tx.Query(t.Context(), `EXPLAIN SELECT id FROM schools n WHERE n.lat IS NOT NULL
		AND earth_box(ll_to_earth(27.9506, -82.4572), 5000) @> ll_to_earth(n.lat, n.lng)`)
	plan, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil || !strings.Contains(strings.Join(plan, "\n"), "schools_earth_idx") {
		t.Errorf("the plan: %v %v", plan, err)
	}
}

func TestANearSearchRefusesABadPlace(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	visitor := env.browser(t)
	for query, field := range map[string]string{
		"near=tampa": "near", "near=27.9": "near", "near=91,-82": "near", "near=27.9,-182": "near", "near=27.9,-82.4&radiusKm=0": "radiusKm",
		"near=27.9,-82.4&radiusKm=101": "radiusKm", "near=27.9,-82.4&radiusKm=2.5": "radiusKm", "radiusKm=10": "near",
	} {
		for _, path := range []string{"/api/vacancies?", "/api/vacancies/map?"} {
			status, _, body := visitor.do(http.MethodGet, path+query, nil)
			fields, _ := body["fields"].(map[string]any)
			if status != 400 || body["code"] != "validation_failed" || fields[field] == nil {
				t.Errorf("%s%s: %d %v, want fields.%s", path, query, status, body, field)
			}
		}
	}
}
