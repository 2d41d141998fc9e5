package app

import (
	"context"
	"fmt"
	"time"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/disclosures"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/web/shared"
)

// Bounds of seed --bench-vacancies, --bench-teachers and --bench-applications: one import holds
// the vacancies or teachers all in memory, and the applications are sent one by one.
const (
	MaxBenchVacancies    = 1_000_000
	MaxBenchTeachers     = 100_000
	MaxBenchApplications = 20_000
)

// SeedBenchVacancies loads the reference data, like seed, then generates n vacancies with the
// demo generator spread over the seeded schools, posted in the 90 days before now, and imports
// them (make bench-api loads 50,000). The i-th vacancy has the same id as the i-th demo vacancy
// of seed --demo, so a database holding the demo vacancies, or an earlier run, gains only those it
// lacks; it returns how many were new. It is refused when APP_ENV=production.
func (a *App) SeedBenchVacancies(ctx context.Context, n int) (int, error) {
	st, err := a.benchStore(ctx, "bench-vacancies", n, MaxBenchVacancies)
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

// SeedBenchTeachers loads the reference data, like seed, then creates n teachers with complete,
// varied profiles (seed.BenchTeachers), so GET /api/me/matches ranks the open vacancies for each
// (make bench-api creates 5,000). The i-th has the address seed.BenchTeacherEmail(i) and they all
// log in with seed.BenchTeacherPassword, hashed once for all of them. A database that has some of
// them gains only those it lacks; it returns how many were new. It is refused when
// APP_ENV=production.
func (a *App) SeedBenchTeachers(ctx context.Context, n int) (int, error) {
	st, err := a.benchStore(ctx, "bench-teachers", n, MaxBenchTeachers)
	if err != nil {
		return 0, err
	}
	defer st.Close()
	schema, err := disclosures.Parse(shared.Disclosures)
	if err != nil {
		return 0, err
	}
	// The parameters logins check against, so a login never re-hashes (service.Login).
	hash, err := auth.HashPassword(seed.BenchTeacherPassword, auth.DefaultParams)
	if err != nil {
		return 0, err
	}
	start := time.Now()
	created, err := seed.ImportBenchTeachers(ctx, st, schema, seed.BenchTeachers(n, start), hash, start)
	if err != nil {
		return 0, err
	}
	a.Log.Info("bench teachers seeded", "requested", n, "created", created,
		"first", seed.BenchTeacherEmail(1), "last", seed.BenchTeacherEmail(n),
		"seconds", time.Since(start).Round(time.Millisecond).Seconds())
	return created, nil
}

// SeedBenchApplications loads the reference data, like seed, then gives make bench-api its hiring
// side: a school user per district (seed.BenchSchoolEmail, seed.BenchSchoolPassword, the
// authenticator secret seed.BenchSchoolTOTPSecret) and n applications of the bench teachers with
// their referees' links (seed.BenchApplications). The bench teachers and vacancies must exist.
// Accounts, applications and referees that exist already are kept; it returns how many
// applications were new. It is refused when APP_ENV=production.
func (a *App) SeedBenchApplications(ctx context.Context, n int) (int, error) {
	st, err := a.benchStore(ctx, "bench-applications", n, MaxBenchApplications)
	if err != nil {
		return 0, err
	}
	defer st.Close()
	orgs, err := st.Organizations(ctx)
	if err != nil {
		return 0, err
	}
	hash, err := auth.HashPassword(seed.BenchSchoolPassword, auth.DefaultParams)
	if err != nil {
		return 0, err
	}
	accounts := make([]model.NewUser, len(orgs))
	for i, o := range orgs {
		accounts[i] = model.NewUser{Role: model.RoleSchool, Email: seed.BenchSchoolEmail(i + 1), PasswordHash: hash,
			FirstName: "Bench", LastName: o.Name, Language: "en", OrganizationID: &o.ID}
	}
	if _, err := a.insertAccounts(ctx, st, accounts, seed.BenchSchoolTOTPSecret); err != nil {
		return 0, err
	}
	svc, err := a.seedServices(ctx, st)
	if err != nil {
		return 0, err
	}
	// The applicants are invented: the receipts their applications would mail are not queued,
	// or the servers under measurement would be sending them.
	svc.Mail = discardMail{}
	start := time.Now()
	created, err := seed.BenchApplications(ctx, svc, st, n, start)
	if err != nil {
		return created, err
	}
	a.Log.Info("bench applications seeded", "requested", n, "created", created, "school users", len(accounts),
		"seconds", time.Since(start).Round(time.Millisecond).Seconds())
	return created, nil
}

// discardMail queues no mail.
type discardMail struct{}

func (discardMail) EnqueueMail(context.Context, *store.Tx, ...jobs.MailArgs) error { return nil }

// benchStore checks a seed --<flag> N request (refused when APP_ENV=production, n between 1 and
// most), loads the reference data like seed, and opens the store the generated rows go into.
func (a *App) benchStore(ctx context.Context, flag string, n, most int) (*store.Store, error) {
	if a.Config.IsProduction() {
		return nil, fmt.Errorf("seed --%s is refused when APP_ENV=production", flag)
	}
	if n < 1 || n > most {
		return nil, fmt.Errorf("seed --%s: %d is not between 1 and %d", flag, n, most)
	}
	if err := a.Seed(ctx, false); err != nil {
		return nil, err
	}
	return a.openStore(ctx)
}
