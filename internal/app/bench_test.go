package app

import (
	"context"
	"strings"
	"testing"

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
