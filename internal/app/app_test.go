package app

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"testing"
	"testing/fstest"
	"time"

	"github.com/teachbay/teachbay/internal/config"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestMain(m *testing.M) { os.Exit(testdb.Main(m)) }

func newTestApp(t *testing.T, vars map[string]string) *App {
	t.Helper()
	vars["DATABASE_URL"] = testdb.URL(t)
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatal(err)
	}
	return &App{Config: cfg, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Web: fstest.MapFS{}}
}

func TestServeAnswersAndStopsCleanly(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	a := newTestApp(t, map[string]string{"APP_ENV": "development", "HTTP_ADDR": addr})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.Serve(ctx) }()

	var res *http.Response
	for range 100 {
		if res, err = http.Get("http://" + addr + "/readyz"); err == nil {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("readyz = %d", res.StatusCode)
	}
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

func TestDemoSeedIsRefusedInProduction(t *testing.T) {
	a := newTestApp(t, map[string]string{"BASE_URL": "https://teachbay.example", "MAIL_FROM": "no-reply@teachbay.example",
		"CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "127.0.0.1"})
	if err := a.Seed(context.Background(), true); err == nil {
		t.Fatal("seed --demo in production must fail")
	}
	if err := a.Seed(context.Background(), false); err != nil {
		t.Fatalf("reference seed in production: %v", err)
	}
}
