package app

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pquerna/otp/totp"

	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/countries"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/sealed"
	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
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
	_, err = a.SeedBenchTeachers(context.Background(), 5)
	if err == nil || !strings.Contains(err.Error(), "production") {
		t.Fatalf("seed --bench-teachers in production: %v, want a refusal", err)
	}
	st := openTestStore(t, a)
	if got := testdb.Value[int](t, st, `SELECT count(*)::int FROM vacancies`); got != 0 {
		t.Errorf("%d vacancies after the refusal, want 0", got)
	}
	if got := testdb.Value[int](t, st, `SELECT count(*)::int FROM users`); got != 0 {
		t.Errorf("%d users after the refusal, want 0", got)
	}
}

// The bench teachers are what make bench-api logs in and asks matches for: each can log in with
// the bench password and has a complete profile, so the matches are ranked, not refused.
func TestSeedBenchTeachersCreatesNOnceWhoLogInAndGetMatches(t *testing.T) {
	t.Parallel()
	a := newTestApp(t, map[string]string{"APP_ENV": "development", "UPLOADS_DIR": t.TempDir()})
	ctx := context.Background()
	if _, err := a.SeedBenchVacancies(ctx, 1000); err != nil {
		t.Fatal(err)
	}
	created, err := a.SeedBenchTeachers(ctx, 20)
	if err != nil || created != 20 {
		t.Fatalf("first run: created %d, %v; want 20", created, err)
	}
	// A rerun with more adds only the new ones.
	if created, err := a.SeedBenchTeachers(ctx, 25); err != nil || created != 5 {
		t.Fatalf("second run of 25: created %d, %v; want 5", created, err)
	}
	if _, err := a.SeedBenchTeachers(ctx, 0); err == nil {
		t.Error("0 teachers must be refused")
	}
	st := openTestStore(t, a)
	if got := testdb.Value[string](t, st, `SELECT count(*) || ' ' || count(DISTINCT password_hash) || ' '
			|| count(*) FILTER (WHERE role = 'teacher' AND email_verified_at IS NOT NULL) FROM users`); got != "25 2 25" {
		// One hash per run, shared by the teachers it created.
		t.Errorf("users: %q, want 25 verified teachers with the 2 hashes of the 2 runs that created some", got)
	}
	// Matching ranks the open vacancies: all of them, as the board of make bench-api has thousands.
	testdb.Value[int](t, st, `WITH v AS (UPDATE vacancies SET status = 'open', last_date_to_apply = current_date + 60 RETURNING 1)
		SELECT count(*)::int FROM v`)
	svc := newBenchServices(t, a, st)
	subjects := map[string]bool{}
	for i := 1; i <= 25; i++ {
		email := seed.BenchTeacherEmail(i)
		res, err := svc.Login(ctx, service.LoginInput{Email: email, Password: seed.BenchTeacherPassword, Kind: model.RoleTeacher}, "test")
		if err != nil || res.Session == nil {
			t.Fatalf("%s logs in: %+v, %v", email, res, err)
		}
		p, err := svc.Profile(ctx, res.User.ID)
		if err != nil || !p.Complete {
			t.Fatalf("%s: profile complete %v, missing %v, %v", email, p.Complete, p.Missing, err)
		}
		matches, err := svc.Matches(ctx, res.User.ID, "20")
		if err != nil || len(matches) == 0 {
			t.Fatalf("%s: %d matches, %v", email, len(matches), err)
		}
		prefs, err := svc.Preferences(ctx, res.User.ID)
		if err != nil {
			t.Fatal(err)
		}
		subjects[prefs.Subjects[0]] = true
	}
	if len(subjects) < 5 {
		t.Errorf("the teachers teach %d subjects, want them varied so their matches differ", len(subjects))
	}
}

// The hiring side of make bench-api: each bench school user signs in with the bench password and
// authenticator secret and reads a vacancy's ranked applicants and the district's analytics, and
// a referee's bench link opens the form, with no mail queued to the invented applicants.
func TestSeedBenchApplicationsGivesSchoolUsersApplicantsAndRefereesLinks(t *testing.T) {
	t.Parallel()
	a := newTestApp(t, map[string]string{"APP_ENV": "development", "UPLOADS_DIR": t.TempDir()})
	ctx := context.Background()
	if _, err := a.SeedBenchApplications(ctx, 10); err == nil {
		t.Error("applications without bench teachers must be refused")
	}
	if _, err := a.SeedBenchVacancies(ctx, 1000); err != nil {
		t.Fatal(err)
	}
	if _, err := a.SeedBenchTeachers(ctx, 120); err != nil {
		t.Fatal(err)
	}
	created, err := a.SeedBenchApplications(ctx, 150)
	if err != nil || created != 150 {
		t.Fatalf("first run: created %d, %v; want 150", created, err)
	}
	if created, err := a.SeedBenchApplications(ctx, 150); err != nil || created != 0 {
		t.Errorf("second run: created %d, %v; want 0", created, err)
	}
	st := openTestStore(t, a)
	// 100 applicants to the first vacancy, 50 to the second, in another district.
	if got := testdb.Value[string](t, st, `SELECT string_agg(n::text, ' ' ORDER BY n DESC) || ', ' || count(DISTINCT org) || ' districts'
		FROM (SELECT count(*) AS n, min(v.organization_id::text) AS org FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
			GROUP BY v.id) c`); got != "100 50, 2 districts" {
		t.Errorf("applicants per vacancy: %q, want \"100 50, 2 districts\"", got)
	}
	if n := testdb.Value[int](t, st, `SELECT count(*)::int FROM river_job WHERE kind = 'mail'`); n != 0 {
		t.Errorf("%d mails queued to the invented applicants", n)
	}
	svc := newBenchServices(t, a, st)
	vacancy := testdb.Value[string](t, st, `SELECT vacancy_id::text FROM applications GROUP BY vacancy_id ORDER BY count(*) DESC LIMIT 1`)
	districts := testdb.Value[int](t, st, `SELECT count(*)::int FROM organizations`)
	read := 0
	for i := 1; i <= districts; i++ {
		res, err := svc.Login(ctx, service.LoginInput{Email: seed.BenchSchoolEmail(i), Password: seed.BenchSchoolPassword,
			Kind: model.RoleSchool}, "test")
		if err != nil || res.Challenge == "" {
			t.Fatalf("%s signs in: %+v, %v; want a second factor asked", seed.BenchSchoolEmail(i), res, err)
		}
		code, err := totp.GenerateCode(seed.BenchSchoolTOTPSecret, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		school, _, err := svc.CompleteMFALogin(ctx, res.Challenge, code, "test")
		if err != nil {
			t.Fatalf("%s's code: %v", seed.BenchSchoolEmail(i), err)
		}
		analytics, err := svc.SchoolAnalytics(ctx, school, "", "")
		if err != nil {
			t.Fatal(err)
		}
		ranked, err := svc.RankedApplicants(ctx, school, vacancy)
		if model.HasCode(err, model.ECodeNotFound) {
			continue // another district's vacancy
		}
		if err != nil || len(ranked) != 100 {
			t.Fatalf("%s: %d ranked applicants, %v; want 100", seed.BenchSchoolEmail(i), len(ranked), err)
		}
		if analytics.Applications < 100 {
			t.Errorf("%s's analytics: %+v, want its 100 applications counted", seed.BenchSchoolEmail(i), analytics)
		}
		read++
	}
	if read != 1 {
		t.Errorf("%d school users read the vacancy's applicants, want its district's one", read)
	}
	for _, i := range []int{1, 120} {
		if form, err := svc.RefereeForm(ctx, seed.BenchReferenceToken(i)); err != nil || form.TeacherName == "" {
			t.Errorf("bench teacher %d's referee link: %+v, %v", i, form, err)
		}
	}
}

// newBenchServices returns the services the server would run on st.
func newBenchServices(tb testing.TB, a *App, st *store.Store) *service.Service {
	tb.Helper()
	ctx := context.Background()
	blobs, err := blob.New(ctx, a.Config.Blob)
	if err != nil {
		tb.Fatal(err)
	}
	queue, err := jobs.NewEnqueuer(st.Pool)
	if err != nil {
		tb.Fatal(err)
	}
	keys, err := a.newKeyring()
	if err != nil {
		tb.Fatal(err)
	}
	svc, err := a.newServices(st, queue, blobs, countries.New(), keys)
	if err != nil {
		tb.Fatal(err)
	}
	return svc
}

// BenchmarkMatches is the demo teacher's top 20 among 50,000 open vacancies, as GET
// /api/me/matches computes it once the open vacancies are in memory (docs/design.md §9: at most
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
	svc := newBenchServices(b, a, st)
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

// BenchmarkMatchIndex is reading 50,000 open vacancies into the match index, as the first GET
// /api/me/matches of a process does, and reports what the index keeps on the heap (index-MB):
// docs/design.md §9 gives each process 150 MB under load. Profile it with -memprofile and
// `go tool pprof -sample_index=alloc_space -focus=newMatchIndex`.
func BenchmarkMatchIndex(b *testing.B) {
	a := newTestApp(b, map[string]string{"APP_ENV": "development", "UPLOADS_DIR": b.TempDir()})
	ctx := context.Background()
	if err := a.Seed(ctx, true); err != nil {
		b.Fatal(err)
	}
	if _, err := a.SeedBenchVacancies(ctx, 50_000); err != nil {
		b.Fatal(err)
	}
	st := openTestStore(b, a)
	teacher := testdb.Value[string](b, st, `SELECT id::text FROM users WHERE email = $1`, DemoTeacherEmail)
	var kept float64
	for b.Loop() {
		svc := newBenchServices(b, a, st) // a new process's services: no index yet
		before := heapInUse()
		if _, err := svc.Matches(ctx, teacher, "20"); err != nil {
			b.Fatal(err)
		}
		kept = float64(heapInUse()-before) / (1 << 20)
		runtime.KeepAlive(svc)
	}
	b.ReportMetric(kept, "index-MB")
	b.ReportMetric(float64(testdb.Value[int](b, st, `SELECT count(*)::int FROM vacancies WHERE status = 'open' AND last_date_to_apply >= current_date`)), "open-vacancies")
}

// untimedConn is a connection without the store's statement timeout, for a benchmark's setup:
// changing 50,000 rows at once takes longer than a request may.
func untimedConn(b *testing.B, a *App) *pgx.Conn {
	b.Helper()
	conn, err := pgx.Connect(context.Background(), a.Config.DatabaseURL)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = conn.Close(context.Background()) })
	if _, err := conn.Exec(context.Background(), `SET statement_timeout = 0`); err != nil {
		b.Fatal(err)
	}
	return conn
}

// heapInUse is the bytes of live heap objects after a collection.
func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// BenchmarkSearchAlerts is one full pass of the saved searches' alerts job over 50,000 teachers
// with three saved searches each (150,000), all due at once, against 50,000 open vacancies posted
// over the last 60 days: what the job must do within an hour on 2 cores (issue 35). Each pass
// starts from no mail sent. It reports the searches checked and the mails queued.
func BenchmarkSearchAlerts(b *testing.B) {
	a := newTestApp(b, map[string]string{"APP_ENV": "development", "UPLOADS_DIR": b.TempDir()})
	ctx := context.Background()
	if err := a.Seed(ctx, false); err != nil {
		b.Fatal(err)
	}
	if _, err := a.SeedBenchVacancies(ctx, 50_000); err != nil {
		b.Fatal(err)
	}
	// In steps, each within the statement timeout on a busy machine.
	for n := 10_000; n <= 50_000; n += 10_000 {
		if _, err := a.SeedBenchTeachers(ctx, n); err != nil {
			b.Fatal(err)
		}
	}
	st := openTestStore(b, a)
	setup := untimedConn(b, a)
	if _, err := setup.Exec(ctx, `UPDATE vacancies SET status = 'open', last_date_to_apply = current_date + 60,
		posted_at = now() - random() * interval '60 days'`); err != nil {
		b.Fatal(err)
	}
	// Each teacher's three searches: her subject and level, weekly; a word of a title, daily; her
	// subject within 25 km of a school, weekly.
	var searches int
	if err := setup.QueryRow(ctx, `WITH s AS (INSERT INTO saved_searches (teacher_id, name, query, frequency, checked_at,
			due_at, unsubscribe_token)
		SELECT p.user_id, 'Search ' || k, jsonb_build_object('q', CASE k WHEN 2 THEN (ARRAY['science', 'math', 'english', 'art',
				'reading', 'spanish'])[1 + (abs(hashtext(p.user_id::text)) % 6)] ELSE '' END,
			'school', '', 'district', '', 'level', CASE k WHEN 1 THEN p.grade_levels[1] ELSE '' END,
			'subject', CASE k WHEN 2 THEN '' ELSE p.subjects[1] END, 'designation', '', 'type', '',
			'near', CASE k WHEN 3 THEN (SELECT jsonb_build_object('lat', lat, 'lng', lng, 'radiusKm', 25) FROM schools
				WHERE lat IS NOT NULL ORDER BY abs(hashtext(p.user_id::text || name)) LIMIT 1) END),
			CASE k WHEN 2 THEN 'daily' ELSE 'weekly' END, now(), now(), md5(p.user_id::text || k)
		FROM teacher_preferences p CROSS JOIN generate_series(1, 3) AS k RETURNING 1) SELECT count(*)::int FROM s`).Scan(&searches); err != nil {
		b.Fatal(err)
	}
	svc := newBenchServices(b, a, st)
	mails := 0
	for b.Loop() {
		b.StopTimer()
		if _, err := setup.Exec(ctx, `DELETE FROM recommended_vacancies; DELETE FROM river_job;
			UPDATE saved_searches SET due_at = now(), mailed_at = NULL,
				checked_at = now() - CASE frequency WHEN 'daily' THEN interval '1 day' ELSE interval '7 days' END`); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		mails = 0
		for {
			sent, err := svc.SendSearchAlerts(ctx)
			if err != nil {
				b.Fatal(err)
			}
			mails += sent
			if testdb.Value[int](b, st, `SELECT count(*)::int FROM saved_searches WHERE due_at <= now()`) == 0 {
				break
			}
		}
	}
	b.ReportMetric(float64(searches), "searches")
	b.ReportMetric(float64(mails), "mails")
}
