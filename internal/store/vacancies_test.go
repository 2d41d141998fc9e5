package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestASearchTotalIsKeptAcrossPagesUntilVacanciesAreImported(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	ctx := context.Background()
	vs := seed.DemoVacancies(importSchools(t, st), 30, time.Now())
	if _, err := st.ImportVacancies(ctx, vs[:20]); err != nil {
		t.Fatal(err)
	}
	open := testdb.Value[int](t, st, `SELECT count(*) FROM vacancies WHERE status = 'open' AND last_date_to_apply >= (now() AT TIME ZONE 'America/New_York')::date`)
	search := func(page int) int {
		t.Helper()
		list, total, err := st.SearchVacancies(ctx, store.VacancyFilter{Page: page, PageSize: 5})
		if err != nil || len(list) == 0 {
			t.Fatalf("page %d: %d vacancies, %v", page, len(list), err)
		}
		return total
	}
	if total := search(1); total != open {
		t.Fatalf("total %d, want the %d open vacancies", total, open)
	}

	// Written around the store, a change shows in the total only once it is recounted.
	if _, err := st.Pool.Exec(ctx, `UPDATE vacancies SET status = 'closed' WHERE id = $1`, vs[0].ID); err != nil {
		t.Fatal(err)
	}
	if total := search(2); total != open {
		t.Errorf("page 2 right after: total %d, want page 1's %d as it was counted", total, open)
	}

	// Importing forgets the totals.
	if _, err := st.ImportVacancies(ctx, vs[20:]); err != nil {
		t.Fatal(err)
	}
	now := testdb.Value[int](t, st, `SELECT count(*) FROM vacancies WHERE status = 'open' AND last_date_to_apply >= (now() AT TIME ZONE 'America/New_York')::date`)
	if total := search(1); total != now || now == open {
		t.Errorf("after an import: total %d, want the %d open now", total, now)
	}
}
