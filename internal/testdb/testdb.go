// Package testdb gives tests a real Postgres: Main starts a throwaway cluster with the machine's
// server binaries and builds a migrated template database; New clones that template into a fresh
// database for one test, so tests stay fast and isolated.
package testdb

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/store"
)

const template = "teachbay_template"

// cluster is the running throwaway cluster of this test binary (one per package).
var cluster struct {
	adminURL string // connects as the superuser; the database name is appended
	next     atomic.Int64
}

// Main starts the cluster, runs the tests and removes the cluster. Use it from TestMain:
//
//	func TestMain(m *testing.M) { os.Exit(testdb.Main(m)) }
func Main(m *testing.M) int {
	dir, err := os.MkdirTemp("", "teachbay-test-pg-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "testdb:", err)
		return 1
	}
	defer os.RemoveAll(dir)
	stop, err := start(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "testdb:", err)
		return 1
	}
	defer stop()
	return m.Run()
}

// start initialises and starts a cluster in dir and creates the migrated template database.
func start(dir string) (stop func(), err error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	asOwner, err := ownerCommand(dir)
	if err != nil {
		return nil, err
	}
	data := filepath.Join(dir, "data")
	if out, err := asOwner("initdb", "--pgdata="+data, "--username=postgres", "--auth=trust",
		"--encoding=UTF8", "--locale=C.UTF-8", "--no-sync").CombinedOutput(); err != nil {
		return nil, fmt.Errorf("initdb: %v\n%s", err, out)
	}
	// Durability is pointless for a cluster that lives as long as one test binary.
	opts := "-p " + strconv.Itoa(port) + " -c listen_addresses=127.0.0.1 -c unix_socket_directories='' " +
		"-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
	if out, err := asOwner("pg_ctl", "--pgdata="+data, "--log="+filepath.Join(dir, "log"), "--wait",
		"-o", opts, "start").CombinedOutput(); err != nil {
		return nil, fmt.Errorf("pg_ctl start: %v\n%s", err, out)
	}
	stop = func() { _ = asOwner("pg_ctl", "--pgdata="+data, "--mode=immediate", "--wait", "stop").Run() }
	cluster.adminURL = fmt.Sprintf("postgres://postgres@127.0.0.1:%d/", port)
	if err := createTemplate(); err != nil {
		stop()
		return nil, err
	}
	return stop, nil
}

func createTemplate() error {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, cluster.adminURL+"postgres")
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+template); err != nil {
		return err
	}
	if _, err := store.Migrate(cluster.adminURL + template); err != nil {
		return err
	}
	return nil
}

// ownerCommand returns how to run the server binaries: as root they must run as `postgres`,
// which then has to own dir.
func ownerCommand(dir string) (func(name string, args ...string) *exec.Cmd, error) {
	if os.Geteuid() != 0 {
		return exec.Command, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("running as root needs a 'postgres' user: %w", err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	if err := os.Chown(dir, uid, -1); err != nil {
		return nil, err
	}
	return func(name string, args ...string) *exec.Cmd {
		return exec.Command("runuser", append([]string{"-u", "postgres", "--", name}, args...)...)
	}, nil
}

func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// URL creates a fresh, migrated database for the test and returns its URL. The database is
// dropped when the test ends.
func URL(tb testing.TB) string {
	tb.Helper()
	if cluster.adminURL == "" {
		tb.Fatal("testdb: call testdb.Main from the package's TestMain")
	}
	name := fmt.Sprintf("test_%d_%d", os.Getpid(), cluster.next.Add(1))
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, cluster.adminURL+"postgres")
	if err != nil {
		tb.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name+" TEMPLATE "+template); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		conn, err := pgx.Connect(ctx, cluster.adminURL+"postgres")
		if err != nil {
			tb.Error(err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP DATABASE "+name+" WITH (FORCE)"); err != nil {
			tb.Error(err)
		}
	})
	return cluster.adminURL + name
}

// New returns a store on a fresh database for the test; it is closed when the test ends.
func New(tb testing.TB) *store.Store {
	tb.Helper()
	st, err := store.Open(context.Background(), URL(tb))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(st.Close)
	return st
}
