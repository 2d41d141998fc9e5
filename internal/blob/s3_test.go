package blob_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/blob/blobtest"
	"github.com/teachbay/teachbay/internal/config"
)

// calls makes each method of s once, on a fresh key.
func calls(s blob.Store) map[string]func(context.Context) error {
	return map[string]func(context.Context) error{
		"Put": func(ctx context.Context) error {
			return s.Put(ctx, blob.NewKey("documents"), strings.NewReader("body"), 4, "text/plain")
		},
		"Open": func(ctx context.Context) error {
			r, err := s.Open(ctx, blob.NewKey("documents"))
			if err == nil {
				r.Close()
			}
			return err
		},
		"Delete": func(ctx context.Context) error { return s.Delete(ctx, blob.NewKey("documents")) },
	}
}

// assertUnavailable checks that every call fails with ErrUnavailable within limit.
func assertUnavailable(t *testing.T, s blob.Store, limit time.Duration) {
	t.Helper()
	for name, call := range calls(s) {
		start := time.Now()
		err := call(t.Context())
		if took := time.Since(start); !errors.Is(err, blob.ErrUnavailable) || took > limit {
			t.Errorf("%s = %v after %s, want ErrUnavailable within %s", name, err, took, limit)
		}
	}
}

func TestS3Outage(t *testing.T) {
	t.Parallel()
	srv := blobtest.StartS3(t)
	cfg := srv.Config
	cfg.Timeout = 2 * time.Second
	s, err := blob.New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	kept := blob.NewKey("documents")
	put(t, s, kept, "kept through the outage")

	srv.Stop()
	assertUnavailable(t, s, cfg.Timeout+time.Second)

	srv.Start()
	if got := read(t, s, kept); string(got) != "kept through the outage" {
		t.Errorf("after the outage read %q", got)
	}
	for name, call := range calls(s) {
		if err := call(t.Context()); err != nil && !errors.Is(err, blob.ErrNotFound) {
			t.Errorf("%s after the outage: %v", name, err)
		}
	}
}

// A server that accepts connections and never answers must not hold a call past its timeout.
func TestS3Timeout(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	s := newS3(t, "http://"+ln.Addr().String(), 300*time.Millisecond)
	assertUnavailable(t, s, time.Second)
}

func TestS3Answers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		status int
		code   string
		want   error // nil: neither ErrNotFound nor ErrUnavailable
	}{
		{http.StatusNotFound, "NoSuchKey", blob.ErrNotFound},
		{http.StatusNotFound, "NoSuchBucket", nil},
		{http.StatusForbidden, "AccessDenied", nil},
		{http.StatusInternalServerError, "InternalError", blob.ErrUnavailable},
		{http.StatusServiceUnavailable, "SlowDown", blob.ErrUnavailable},
		{http.StatusTooManyRequests, "TooManyRequests", blob.ErrUnavailable},
	} {
		t.Run(c.code, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Content-Type", "application/xml")
				w.WriteHeader(c.status)
				fmt.Fprintf(w, "<Error><Code>%s</Code><Message>test</Message></Error>", c.code)
			}))
			t.Cleanup(srv.Close)
			_, err := newS3(t, srv.URL, 5*time.Second).Open(t.Context(), blob.NewKey("documents"))
			switch {
			case c.want != blob.ErrNotFound && (err == nil || !strings.Contains(err.Error(), c.code)):
				t.Errorf("Open = %v, want an error naming %s", err, c.code)
			case c.want != nil && !errors.Is(err, c.want):
				t.Errorf("Open = %v, want %v", err, c.want)
			case c.want == nil && (errors.Is(err, blob.ErrNotFound) || errors.Is(err, blob.ErrUnavailable)):
				t.Errorf("Open = %v, want neither ErrNotFound nor ErrUnavailable", err)
			}
		})
	}
}

func newS3(t *testing.T, endpoint string, timeout time.Duration) blob.Store {
	t.Helper()
	s, err := blob.New(t.Context(), config.Blob{Bucket: "teachbay", Region: "us-east-1", Endpoint: endpoint,
		PathStyle: true, AccessKeyID: "key", SecretAccessKey: "secret", Timeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	return s
}
