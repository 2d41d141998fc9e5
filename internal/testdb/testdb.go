// Package testdb gives tests a real Postgres. Main connects to the cluster named by
// TEACHBAY_TEST_DATABASE_URL (make test starts one for the whole `go test` run) or else starts a
// throwaway cluster of its own with the machine's server binaries, and makes sure it holds a
// migrated template database; New clones that template into a fresh database for one test, so
// tests stay fast, isolated, and free to run in parallel.
package testdb

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
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
	"github.com/teachbay/teachbay/migrations"
)

// EnvURL names the variable that points the tests at a running cluster: a superuser URL without
// a database, e.g. postgres://postgres:secret@127.0.0.1:5432.
const EnvURL = "TEACHBAY_TEST_DATABASE_URL"

// cluster is the cluster the tests of this test binary use.
var cluster struct {
	serverURL string // connects as the superuser; "/<database>" is appended
	template  string
	next      atomic.Int64
}

// Main prepares the cluster, runs the tests and removes the cluster it started. Use it from TestMain:
//
//	func TestMain(m *testing.M) { os.Exit(testdb.Main(m)) }
func Main(m *testing.M) int {
	cluster.serverURL = os.Getenv(EnvURL)
	if cluster.serverURL == "" {
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
	}
	if err := ensureTemplate(); err != nil {
		fmt.Fprintln(os.Stderr, "testdb:", err)
		return 1
	}
	return m.Run()
}

// start initialises and starts a cluster in dir, and makes it the cluster of this test binary.
func start(dir string) (stop func(), err error) {
	srv, err := startServer(dir)
	if err != nil {
		return nil, err
	}
	cluster.serverURL = srv.url
	return srv.stop, nil
}

// server is a running cluster: its superuser URL (without a database) and pg_ctl on its data.
type server struct {
	url string
	ctl func(args ...string) error
}

// startServer initialises and starts a cluster in dir.
func startServer(dir string) (*server, error) {
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
		"-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300"
	ctl := func(args ...string) error {
		args = append([]string{"--pgdata=" + data, "--log=" + filepath.Join(dir, "log"), "--wait", "-o", opts}, args...)
		if out, err := asOwner("pg_ctl", args...).CombinedOutput(); err != nil {
			return fmt.Errorf("pg_ctl %s: %v\n%s", args[len(args)-1], err, out)
		}
		return nil
	}
	if err := ctl("start"); err != nil {
		return nil, err
	}
	return &server{url: fmt.Sprintf("postgres://postgres@127.0.0.1:%d", port), ctl: ctl}, nil
}

// stop stops the cluster at once: nothing in it is kept.
func (s *server) stop() { _ = s.ctl("--mode=immediate", "stop") }

// Cluster is a Postgres cluster of one test's own, for a test that restarts it.
type Cluster struct {
	// URL is a migrated database's.
	URL string
	srv *server
}

// Own starts a cluster for the test alone, with one migrated database; it is removed when the
// test ends. Most tests share the binary's cluster through New or URL instead: starting one
// takes seconds.
func Own(tb testing.TB) *Cluster {
	tb.Helper()
	dir, err := os.MkdirTemp("", "teachbay-test-pg-")
	if err != nil {
		tb.Fatal(err)
	}
	srv, err := startServer(dir)
	if err != nil {
		os.RemoveAll(dir)
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		srv.stop()
		os.RemoveAll(dir)
	})
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, srv.url+"/postgres")
	if err != nil {
		tb.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE teachbay"); err != nil {
		tb.Fatal(err)
	}
	url := srv.url + "/teachbay"
	if _, err := store.Migrate(url); err != nil {
		tb.Fatal(err)
	}
	return &Cluster{URL: url, srv: srv}
}

// Restart stops the cluster as an operator's fast shutdown does (ending every connection and
// rolling back what is not committed) and starts it again.
func (c *Cluster) Restart(tb testing.TB) {
	tb.Helper()
	if err := c.srv.ctl("--mode=fast", "restart"); err != nil {
		tb.Fatal(err)
	}
}

// ensureTemplate creates the migrated template database unless it exists. Its name carries a
// hash of the migrations, and test binaries running side by side take turns under a lock, so
// they share one template per version of the schema.
func ensureTemplate() error {
	sum, err := migrationsHash()
	if err != nil {
		return err
	}
	cluster.template = "teachbay_template_" + sum
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, cluster.serverURL+"/postgres")
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(hashtext('teachbay-testdb-template'))`); err != nil {
		return err
	}
	var exists bool
	if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, cluster.template).Scan(&exists); err != nil {
		return err
	}
	if exists {
		return nil
	}
	// Built under another name and renamed once complete, so a failed run leaves no half template.
	building := cluster.template + "_building"
	if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+building); err != nil {
		return err
	}
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+building); err != nil {
		return err
	}
	if _, err := store.Migrate(cluster.serverURL + "/" + building); err != nil {
		return err
	}
	_, err = conn.Exec(ctx, "ALTER DATABASE "+building+" RENAME TO "+cluster.template)
	return err
}

func migrationsHash() (string, error) {
	h := sha256.New()
	err := fs.WalkDir(migrations.FS, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(migrations.FS, name)
		fmt.Fprintf(h, "%s %d\n", name, len(b))
		h.Write(b)
		return err
	})
	return hex.EncodeToString(h.Sum(nil))[:12], err
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
	if cluster.template == "" {
		tb.Fatal("testdb: call testdb.Main from the package's TestMain")
	}
	name := fmt.Sprintf("test_%d_%d", os.Getpid(), cluster.next.Add(1))
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, cluster.serverURL+"/postgres")
	if err != nil {
		tb.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name+" TEMPLATE "+cluster.template); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		conn, err := pgx.Connect(ctx, cluster.serverURL+"/postgres")
		if err != nil {
			tb.Error(err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP DATABASE "+name+" WITH (FORCE)"); err != nil {
			tb.Error(err)
		}
	})
	return cluster.serverURL + "/" + name
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

// Value runs a query that returns one row of one column and returns its value; any error fails the test.
func Value[T any](tb testing.TB, st *store.Store, sql string, args ...any) T {
	tb.Helper()
	var v T
	if err := st.Pool.QueryRow(context.Background(), sql, args...).Scan(&v); err != nil {
		tb.Fatalf("%s: %v", sql, err)
	}
	return v
}
