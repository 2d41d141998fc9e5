package app

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/teachbay/teachbay/internal/config"
	"github.com/teachbay/teachbay/internal/resume"
	"github.com/teachbay/teachbay/internal/sealed"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

// TestMain runs the tests, or, started as the child that reads a resume (the server's jobs start
// this program as one), reads it, or, started as a server (serveChildEnv), serves.
func TestMain(m *testing.M) {
	if contentType, ok := resume.IsChild(os.Args); ok {
		os.Exit(resume.ServeChild(contentType, os.Stdin, os.Stdout))
	}
	if os.Getenv(serveChildEnv) == "1" {
		os.Exit(serveChild())
	}
	os.Exit(testdb.Main(m))
}

func newTestApp(t testing.TB, vars map[string]string) *App {
	t.Helper()
	vars["DATABASE_URL"] = testdb.URL(t)
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatal(err)
	}
	return &App{Config: cfg, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Web: fstest.MapFS{}}
}

// startServe runs Serve in development on a free port until stop is called; done gets its result.
func startServe(t *testing.T) (addr string, stop context.CancelFunc, done <-chan error) {
	t.Helper()
	addr = freeAddr(t)
	a := newTestApp(t, map[string]string{"APP_ENV": "development", "HTTP_ADDR": addr})
	ctx, cancel := context.WithCancel(context.Background())
	result := make(chan error, 1)
	go func() { result <- a.Serve(ctx) }()
	waitReady(t, addr)
	return addr, cancel, result
}

func TestServeAnswersAndStopsCleanly(t *testing.T) {
	t.Parallel()
	addr, cancel, done := startServe(t)
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Serve returned %v after shutdown, want nil", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not stop")
	}
	if _, err := http.Get("http://" + addr + "/healthz"); err == nil {
		t.Error("the server still answers after shutdown")
	}
}

func TestShutdownLetsInFlightRequestsFinish(t *testing.T) {
	t.Parallel()
	addr, cancel, done := startServe(t)

	// A client is still sending its request body when the shutdown starts.
	body, writer := io.Pipe()
	req, _ := http.NewRequest(http.MethodPost, "http://"+addr+"/api/subscribers", body)
	req.Header.Set("X-Requested-With", "test")
	answered := make(chan *http.Response, 1)
	go func() {
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Errorf("in-flight request failed: %v", err)
		}
		answered <- res
	}()
	_, _ = writer.Write([]byte(`{"firstName": "Ana", "lastName": "Cruz", `))
	time.Sleep(200 * time.Millisecond)
	cancel()
	time.Sleep(200 * time.Millisecond)
	_, _ = writer.Write([]byte(`"email": "ana@example.com", "contactNumber": "+18132724000", "country": "US"}`))
	_ = writer.Close()

	res := <-answered
	if res == nil || res.StatusCode != 200 {
		t.Fatalf("in-flight request answered %v, want 200", res)
	}
	res.Body.Close()
	if err := <-done; err != nil {
		t.Fatalf("Serve: %v", err)
	}
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// serveDevelopment runs Serve in development until the test ends, once it is ready, and returns
// a store on its database.
func serveDevelopment(t *testing.T) *store.Store {
	t.Helper()
	addr := freeAddr(t)
	a := newTestApp(t, map[string]string{"APP_ENV": "development", "HTTP_ADDR": addr})
	st := openTestStore(t, a)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.Serve(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
	waitReady(t, addr)
	return st
}

func waitReady(t *testing.T, addr string) {
	t.Helper()
	for range 200 {
		res, err := http.Get("http://" + addr + "/readyz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("the server did not become ready")
}

func TestDemoSeedIsRefusedInProduction(t *testing.T) {
	t.Parallel()
	a := newTestApp(t, map[string]string{"BASE_URL": "https://teachbay.example", "MAIL_FROM": "no-reply@teachbay.example",
		"CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "127.0.0.1", "AUTH_SECRET": strings.Repeat("s", 32), "DATA_KEYS": sealed.NewKey("test")})
	if err := a.Seed(context.Background(), true); err == nil {
		t.Fatal("seed --demo in production must fail")
	}
	if err := a.Seed(context.Background(), false); err != nil {
		t.Fatalf("reference seed in production: %v", err)
	}
}
