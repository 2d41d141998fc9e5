package app

import (
	"context"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/countries"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/sealed"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestSeedBenchVacanciesImportsNOnce(t *testing.T) {
	t.Parallel()
	a := newTestApp(t, map[string]string{"APP_ENV": "development"})
	ctx := context.Background()
	created, err := a.SeedBenchVacancies(ctx, 50)
	if err != nil || created != 50 {
		t.Fatalf("first run: created %d, %v; want 50", created, err)
	}
	st := openTestStore(t, a)
	if got := testdb.Value[int](t, st, `SELECT count(*)::int FROM vacancies`); got != 50 {
		t.Errorf("%d vacancies after the first run, want 50", got)
	}
	if got := testdb.Value[int](t, st, `SELECT count(DISTINCT school_id)::int FROM vacancies`); got < 2 {
		t.Errorf("the vacancies are at %d schools, want them spread over the seeded schools", got)
	}
	// A rerun with more adds only the new ones.
	if created, err := a.SeedBenchVacancies(ctx, 60); err != nil || created != 10 {
		t.Errorf("second run of 60: created %d, %v; want 10", created, err)
	}
	if _, err := a.SeedBenchVacancies(ctx, 0); err == nil {
		t.Error("0 vacancies must be refused")
	}
}

func TestSeedBenchVacanciesIsRefusedInProduction(t *testing.T) {
	t.Parallel()
	a := newTestApp(t, map[string]string{"BASE_URL": "https://teachbay.example", "MAIL_FROM": "no-reply@teachbay.example",
		"CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "127.0.0.1", "AUTH_SECRET": strings.Repeat("s", 32), "DATA_KEYS": sealed.NewKey("test")})
	_, err := a.SeedBenchVacancies(context.Background(), 50)
	if err == nil || !strings.Contains(err.Error(), "production") {
		t.Fatalf("seed --bench-vacancies in production: %v, want a refusal", err)
	}
	st := openTestStore(t, a)
	if got := testdb.Value[int](t, st, `SELECT count(*)::int FROM vacancies`); got != 0 {
		t.Errorf("%d vacancies after the refusal, want 0", got)
	}
}

// BenchmarkMatches is the demo teacher's top 20 among 50,000 open vacancies, as GET
// /api/me/matches computes it once the open vacancies are in memory (DESIGN.md §9: at most
// 50 ms). Run it with make bench-go.
func BenchmarkMatches(b *testing.B) {
	a := newTestApp(b, map[string]string{"APP_ENV": "development", "UPLOADS_DIR": b.TempDir()})
	ctx := context.Background()
	if err := a.Seed(ctx, true); err != nil {
		b.Fatal(err)
	}
	if _, err := a.SeedBenchVacancies(ctx, 50_000); err != nil {
		b.Fatal(err)
	}
	st := openTestStore(b, a)
	// All of them open: the generated ones include closed and past ones, as a board has.
	testdb.Value[int](b, st, `WITH v AS (UPDATE vacancies SET status = 'open', last_date_to_apply = current_date + 60 RETURNING 1)
		SELECT count(*)::int FROM v`)
	blobs, err := blob.New(ctx, a.Config.Blob)
	if err != nil {
		b.Fatal(err)
	}
	queue, err := jobs.New(st.Pool, a.Log, jobs.Config{})
	if err != nil {
		b.Fatal(err)
	}
	svc, err := a.newServices(st, queue, blobs, countries.New())
	if err != nil {
		b.Fatal(err)
	}
	teacher := testdb.Value[string](b, st, `SELECT id::text FROM users WHERE email = $1`, DemoTeacherEmail)
	open := testdb.Value[int](b, st, `SELECT count(*)::int FROM vacancies WHERE status = 'open' AND last_date_to_apply >= current_date`)
	if _, err := svc.Matches(ctx, teacher, "20"); err != nil { // reads the open vacancies into memory
		b.Fatal(err)
	}
	for b.Loop() {
		matches, err := svc.Matches(ctx, teacher, "20")
		if err != nil || len(matches) != 20 {
			b.Fatalf("%d matches: %v", len(matches), err)
		}
	}
	b.ReportMetric(float64(open), "open-vacancies")
}
