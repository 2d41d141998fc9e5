package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/teachbay/teachbay/internal/seed"
)

// MaxBenchVacancies bounds seed --bench-vacancies: one import holds them all in memory.
const MaxBenchVacancies = 1_000_000

// SeedBenchVacancies loads the reference data, like seed, then generates n vacancies with the
// demo generator spread over the seeded schools, posted in the 90 days before now, and imports
// them (make bench-api loads 50,000). The i-th vacancy has the same id as the i-th demo vacancy
// of seed --demo, so a database holding the demo vacancies, or an earlier run, gains only those it
// lacks; it returns how many were new. It is refused when APP_ENV=production.
func (a *App) SeedBenchVacancies(ctx context.Context, n int) (int, error) {
	if a.Config.IsProduction() {
		return 0, errors.New("seed --bench-vacancies is refused when APP_ENV=production")
	}
	if n < 1 || n > MaxBenchVacancies {
		return 0, fmt.Errorf("seed --bench-vacancies: %d is not between 1 and %d", n, MaxBenchVacancies)
	}
	if err := a.Seed(ctx, false); err != nil {
		return 0, err
	}
	st, err := a.openStore(ctx)
	if err != nil {
		return 0, err
	}
	defer st.Close()
	traits, err := st.VacancySchools(ctx)
	if err != nil {
		return 0, err
	}
	schools := make([]seed.VacancySchool, len(traits))
	for i, t := range traits {
		schools[i] = seed.VacancySchool(t)
	}
	start := time.Now()
	created, err := st.ImportVacancies(ctx, seed.DemoVacancies(schools, n, start))
	if err != nil {
		return 0, err
	}
	a.Log.Info("bench vacancies seeded", "requested", n, "created", created,
		"seconds", time.Since(start).Round(time.Millisecond).Seconds())
	return created, nil
}
