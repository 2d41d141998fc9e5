package seed

import (
	"context"
	"os"
	"testing"

	"github.com/teachbay/teachbay/internal/testdb"
)

func TestMain(m *testing.M) { os.Exit(testdb.Main(m)) }

func TestReferenceIsIdempotent(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	ctx := context.Background()
	for range 2 {
		c, err := Reference(ctx, st)
		if err != nil {
			t.Fatal(err)
		}
		if c.Organizations != 3 || c.Schools != 60 {
			t.Fatalf("wrote %+v", c)
		}
	}
	var orgs, schools, mapped int
	err := st.Pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM organizations), count(*), count(lat) FROM schools`).Scan(&orgs, &schools, &mapped)
	if err != nil {
		t.Fatal(err)
	}
	if orgs != 3 || schools != 60 || mapped != 51 {
		t.Errorf("after two seeds: %d organizations, %d schools (%d with coordinates); want 3, 60, 51", orgs, schools, mapped)
	}
	var blake string
	if err := st.Pool.QueryRow(ctx, `SELECT designation FROM schools WHERE name = 'Howard W. Blake High School'`).Scan(&blake); err != nil || blake != "magnet" {
		t.Errorf("Blake High School designation = %q, %v; want magnet", blake, err)
	}
	// Each district has its schedule from the facts file, with its source; an admin's edit outlives a second seed.
	if got := testdb.Value[string](t, st, `SELECT string_agg(o.slug || ' ' || ss.school_year || ' ' || ss.starting_salary || ' ' ||
			jsonb_array_length(ss.supplements), ', ' ORDER BY o.slug)
		FROM salary_schedules ss JOIN organizations o ON o.id = ss.organization_id WHERE ss.source_url LIKE 'https://%'`); got !=
		"hillsborough 2024-25 48000 1, pasco 2023-24 47000 1, pinellas 2024-25 54000 0" {
		t.Errorf("salary schedules: %s", got)
	}
	testdb.Value[int](t, st, `WITH u AS (UPDATE salary_schedules SET starting_salary = 49000 RETURNING 1) SELECT count(*)::int FROM u`)
	if _, err := Reference(ctx, st); err != nil {
		t.Fatal(err)
	}
	if n := testdb.Value[int](t, st, `SELECT count(*)::int FROM salary_schedules WHERE starting_salary = 49000`); n != 3 {
		t.Errorf("a second seed undid %d edits", 3-n)
	}
}
