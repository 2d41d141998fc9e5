// Package store holds every Postgres query of TeachBay. Each domain has one file.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"

	"github.com/golang-migrate/migrate/v4"
	pgxmigrate "github.com/golang-migrate/migrate/v4/database/pgx/v5"
	"github.com/golang-migrate/migrate/v4/source/iofs"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" database/sql driver used by migrations
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/swr"
	"github.com/teachbay/teachbay/migrations"
)

// Store runs TeachBay's queries against a connection pool.
type Store struct {
	Pool *pgxpool.Pool

	// totals are the recent totals of vacancy searches.
	totals *swr.Cache[VacancyFilter, int]
	// maps are the recent schools and counts of the board's map, per search.
	maps *swr.Cache[VacancyFilter, []model.MapSchool]
}

// The time limits Postgres puts on each connection's work unless the database URL sets its own: a
// statement that runs away, or a transaction a failure leaves open, is stopped by the server
// rather than holding a connection and its locks until the pool runs dry.
var sessionLimits = map[string]string{
	"statement_timeout":                   "10s",
	"idle_in_transaction_session_timeout": "1min",
}

// Open connects to Postgres and checks that it answers.
func Open(ctx context.Context, databaseURL string) (*Store, error) {
	config, err := pgxpool.ParseConfig(databaseURL)
	if err != nil {
		return nil, fmt.Errorf("store: parse database url: %w", err)
	}
	for name, value := range sessionLimits {
		if _, set := config.ConnConfig.RuntimeParams[name]; !set {
			config.ConnConfig.RuntimeParams[name] = value
		}
	}
	pool, err := pgxpool.NewWithConfig(ctx, config)
	if err != nil {
		return nil, fmt.Errorf("store: connect: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("store: connect: %w", err)
	}
	s := &Store{Pool: pool}
	s.totals, s.maps = s.newTotals(), s.newMaps()
	return s, nil
}

// Unreachable reports whether err says Postgres could not be reached, or ended the connection
// under a query (a restart, a failover): a moment's outage, not a fault of the request.
func Unreachable(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		// Class 08 is "connection exception"; 57P01-57P03 are the server shutting down or starting.
		return strings.HasPrefix(pgErr.Code, "08") || pgErr.Code == "57P01" || pgErr.Code == "57P02" || pgErr.Code == "57P03"
	}
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	return errors.As(err, &connectErr) || errors.As(err, &netErr) || pgconn.SafeToRetry(err) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
}

// Close releases the pool.
func (s *Store) Close() { s.Pool.Close() }

// Ping reports whether Postgres answers.
func (s *Store) Ping(ctx context.Context) error { return s.Pool.Ping(ctx) }

// Migrate applies every pending embedded migration and returns the schema version reached.
func Migrate(databaseURL string) (uint, error) {
	src, err := iofs.New(migrations.FS, ".")
	if err != nil {
		return 0, fmt.Errorf("store: read migrations: %w", err)
	}
	db, err := sql.Open("pgx", databaseURL)
	if err != nil {
		return 0, fmt.Errorf("store: open for migrations: %w", err)
	}
	driver, err := pgxmigrate.WithInstance(db, &pgxmigrate.Config{})
	if err != nil {
		db.Close()
		return 0, fmt.Errorf("store: migration driver: %w", err)
	}
	m, err := migrate.NewWithInstance("iofs", src, "postgres", driver)
	if err != nil {
		driver.Close()
		return 0, fmt.Errorf("store: migrator: %w", err)
	}
	defer m.Close() // closes the driver's connection and db
	if err := m.Up(); err != nil && !errors.Is(err, migrate.ErrNoChange) {
		return 0, fmt.Errorf("store: migrate up: %w", err)
	}
	version, _, err := m.Version()
	if err != nil {
		return 0, fmt.Errorf("store: migration version: %w", err)
	}
	if err := migrateRiver(databaseURL); err != nil {
		return 0, err
	}
	return version, nil
}

// migrateRiver applies the job queue's own schema, which River versions itself.
func migrateRiver(databaseURL string) error {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, databaseURL)
	if err != nil {
		return fmt.Errorf("store: open for river migrations: %w", err)
	}
	defer pool.Close()
	migrator, err := rivermigrate.New(riverpgxv5.New(pool), nil)
	if err != nil {
		return fmt.Errorf("store: river migrator: %w", err)
	}
	if _, err := migrator.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("store: river migrations: %w", err)
	}
	return nil
}

// Tx is one database transaction. The store methods on it run inside the transaction, so a
// service can make several changes (and enqueue the jobs they cause) that commit or fail together.
type Tx struct {
	tx pgx.Tx
}

// Pgx returns the underlying transaction, for the job queue that inserts into it.
func (t *Tx) Pgx() pgx.Tx { return t.tx }

// InTx runs fn in a transaction, committing when it returns nil and rolling back otherwise.
func (s *Store) InTx(ctx context.Context, fn func(tx *Tx) error) error {
	return pgx.BeginFunc(ctx, s.Pool, func(tx pgx.Tx) error { return fn(&Tx{tx: tx}) })
}
