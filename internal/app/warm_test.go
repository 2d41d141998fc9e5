package app

import (
	"context"
	"testing"

	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/testdb"
)

// The index a server reads when it starts (Serve warms it in the background) is the one its first
// requests rank with: a vacancy changed after the warm-up is still ranked as it was read, until
// the index is a minute old, while the list shows it as it is now.
func TestWarmMatchIndexIsWhatTheFirstMatchesRankWith(t *testing.T) {
	t.Parallel()
	a := newTestApp(t, map[string]string{"APP_ENV": "development", "UPLOADS_DIR": t.TempDir()})
	ctx := context.Background()
	if err := a.Seed(ctx, true); err != nil {
		t.Fatal(err)
	}
	st := openTestStore(t, a)
	svc := newBenchServices(t, a, st)
	if err := svc.WarmMatchIndex(ctx); err != nil {
		t.Fatal(err)
	}
	teacher := testdb.Value[string](t, st, `SELECT id::text FROM users WHERE email = $1`, DemoTeacherEmail)
	testdb.Value[int](t, st, `WITH v AS (UPDATE vacancies SET subject = 'art' WHERE subject = 'math' RETURNING 1) SELECT count(*)::int FROM v`)
	matches, err := svc.Matches(ctx, teacher, "5")
	if err != nil || len(matches) == 0 {
		t.Fatalf("%d matches, %v", len(matches), err)
	}
	best := matches[0]
	if subject := best.Reasons[0]; best.Vacancy.Subject != "art" || subject.Factor != matching.FactorSubject || subject.Items[len(subject.Items)-1] != "math" {
		t.Errorf("the best match %s is shown as %s and ranked as %+v, want shown as art and ranked as the math it was read as",
			best.Vacancy.Position, best.Vacancy.Subject, subject)
	}
}
