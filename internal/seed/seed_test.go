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
}
