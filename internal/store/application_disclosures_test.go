package store_test

import (
	"context"
	"database/sql"
	"testing"

	"github.com/golang-migrate/migrate/v4"
	pgxmigrate "github.com/golang-migrate/migrate/v4/database/pgx/v5"
	"github.com/golang-migrate/migrate/v4/source/iofs"

	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
	"github.com/teachbay/teachbay/migrations"
)

// TestApplicationsMadeBeforeTheSnapshotKeepTheAnswersOfTheUpgrade: migration 000015 gives every
// application made before it the district's sections as they stand at the upgrade, and nothing
// else (never the profile section, which the SSN questions are in).
func TestApplicationsMadeBeforeTheSnapshotKeepTheAnswersOfTheUpgrade(t *testing.T) {
	t.Parallel()
	st := upgradeFrom(t, 13, oneVacancyTwoTeachers+`
		d AS (INSERT INTO disclosures (user_id, section, state, answers)
			SELECT u.id, section, 'complete', jsonb_build_object('asked', section) FROM u,
				unnest(ARRAY['additional', 'profile', 'criminal', 'employment', 'public_records']) section
			WHERE u.email = 'ana@example.com' RETURNING 1),
		a AS (INSERT INTO applications (teacher_id, vacancy_id, applicant, presentation)
			SELECT u.id, v.id, '{}', '' FROM u, v RETURNING 1)
		SELECT (SELECT count(*) FROM d)::int + (SELECT count(*) FROM a)::int`)
	got := testdb.Value[string](t, st, `SELECT string_agg(u.email || ' ' || a.disclosures::text, '; ' ORDER BY u.email)
		FROM applications a JOIN users u ON u.id = a.teacher_id`)
	want := `ana@example.com [{"state": "complete", "answers": {"asked": "employment"}, "section": "employment"}, ` +
		`{"state": "complete", "answers": {"asked": "criminal"}, "section": "criminal"}, ` +
		`{"state": "complete", "answers": {"asked": "additional"}, "section": "additional"}]; ben@example.com []`
	if got != want {
		t.Errorf("after the upgrade:\n%s\nwant\n%s", got, want)
	}
}

// oneVacancyTwoTeachers begins the seed of an upgrade test: an organization with one school and one
// open vacancy (v), and two teachers (u: ana@example.com and ben@example.com); the test adds its
// own common table expressions and the final SELECT.
const oneVacancyTwoTeachers = `WITH o AS (INSERT INTO organizations (slug, name, county) VALUES ('bay', 'Bay', 'Bay') RETURNING id),
		s AS (INSERT INTO schools (organization_id, name, level) SELECT id, 'Bay High', 'high' FROM o RETURNING id, organization_id),
		v AS (INSERT INTO vacancies (organization_id, school_id, position, type, educational_level, subject, designation, description,
			last_date_to_apply) SELECT organization_id, id, 'Algebra', 'full_time', 'high', 'math', 'traditional', 'x', current_date + 9 FROM s
			RETURNING id),
		u AS (INSERT INTO users (role, email, first_name, last_name, language) VALUES
			('teacher', 'ana@example.com', 'Ana', 'Cruz', 'es'), ('teacher', 'ben@example.com', 'Ben', 'Diaz', 'en') RETURNING id, email),`

// upgradeFrom seeds a database at an earlier migration version with seed (a statement answering
// one integer) and upgrades it to the latest version, as a server start does; the store it
// returns is closed when the test ends.
func upgradeFrom(t *testing.T, version uint, seed string) *store.Store {
	t.Helper()
	url := testdb.URL(t)
	migrateTo(t, url, version)
	st, err := store.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	testdb.Value[int](t, st, seed)
	st.Close()
	if _, err := store.Migrate(url); err != nil {
		t.Fatal(err)
	}
	if st, err = store.Open(context.Background(), url); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Close)
	return st
}

// migrateTo moves a migrated database down to version.
func migrateTo(t *testing.T, url string, version uint) {
	t.Helper()
	src, err := iofs.New(migrations.FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	driver, err := pgxmigrate.WithInstance(db, &pgxmigrate.Config{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := migrate.NewWithInstance("iofs", src, "postgres", driver)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if err := m.Migrate(version); err != nil {
		t.Fatal(err)
	}
}
