package blob_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/blob/blobtest"
	"github.com/teachbay/teachbay/internal/config"
)

// backends returns a fresh local store and one on a real S3 server (versitygw). outside is a
// directory no key may write to: the local store's uploads directory is inside it.
func backends(t *testing.T) (stores map[string]blob.Store, outside string) {
	t.Helper()
	outside = t.TempDir()
	local, err := blob.New(t.Context(), config.Blob{Dir: filepath.Join(outside, "uploads")})
	if err != nil {
		t.Fatal(err)
	}
	s3, err := blob.New(t.Context(), blobtest.StartS3(t).Config)
	if err != nil {
		t.Fatal(err)
	}
	return map[string]blob.Store{"local": local, "s3": s3}, outside
}

// onlyReader hides every method but Read, as a request body or a pipe would.
type onlyReader struct{ io.Reader }

func TestStore(t *testing.T) {
	stores, outside := backends(t)
	large := make([]byte, 5<<20)
	_, _ = rand.Read(large)

	cases := []struct {
		name string
		run  func(t *testing.T, s blob.Store)
	}{
		{"round trip", func(t *testing.T, s blob.Store) {
			key := blob.NewKey("documents")
			put(t, s, key, "%PDF-1.7 résumé")
			if got := read(t, s, key); string(got) != "%PDF-1.7 résumé" {
				t.Errorf("read %q", got)
			}
		}},
		{"round trip of 5 MB that cannot seek", func(t *testing.T, s blob.Store) {
			key := blob.NewKey("documents")
			if err := s.Put(t.Context(), key, onlyReader{bytes.NewReader(large)}, int64(len(large)), "application/pdf"); err != nil {
				t.Fatal(err)
			}
			if got := read(t, s, key); !bytes.Equal(got, large) {
				t.Errorf("read %d bytes, not the %d put", len(got), len(large))
			}
		}},
		{"replace", func(t *testing.T, s blob.Store) {
			key := blob.NewKey("photos")
			put(t, s, key, "the first, longer version")
			put(t, s, key, "second")
			if got := read(t, s, key); string(got) != "second" {
				t.Errorf("read %q after replacing", got)
			}
		}},
		{"open missing", func(t *testing.T, s blob.Store) {
			if _, err := s.Open(t.Context(), blob.NewKey("documents")); !errors.Is(err, blob.ErrNotFound) {
				t.Errorf("Open = %v, want ErrNotFound", err)
			}
		}},
		{"delete missing", func(t *testing.T, s blob.Store) {
			if err := s.Delete(t.Context(), blob.NewKey("documents")); err != nil {
				t.Errorf("Delete = %v, want nil", err)
			}
		}},
		{"delete then open", func(t *testing.T, s blob.Store) {
			key := blob.NewKey("documents")
			put(t, s, key, "gone soon")
			if err := s.Delete(t.Context(), key); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Open(t.Context(), key); !errors.Is(err, blob.ErrNotFound) {
				t.Errorf("Open after Delete = %v, want ErrNotFound", err)
			}
		}},
		{"body of another size than announced", func(t *testing.T, s blob.Store) {
			key := blob.NewKey("documents")
			for _, size := range []int64{4, 6} {
				if err := s.Put(t.Context(), key, bytes.NewReader([]byte("12345")), size, ""); err == nil {
					t.Errorf("Put of 5 bytes announced as %d: no error", size)
				}
			}
			if _, err := s.Open(t.Context(), key); !errors.Is(err, blob.ErrNotFound) {
				t.Errorf("Open after refused Puts = %v, want ErrNotFound", err)
			}
		}},
		{"keys are checked", func(t *testing.T, s blob.Store) {
			for _, key := range []string{"", "../escape", "/etc/passwd", "documents/../../escape", "documents/..",
				"Documents/a", "documents//a", "documents/", "documents/a.pdf", `documents\a`, "documents/a b", "documents/é"} {
				if err := s.Put(t.Context(), key, bytes.NewReader([]byte("x")), 1, ""); err == nil {
					t.Errorf("Put(%q) accepted", key)
				}
				if _, err := s.Open(t.Context(), key); err == nil || errors.Is(err, blob.ErrNotFound) {
					t.Errorf("Open(%q) = %v, want a refusal", key, err)
				}
				if err := s.Delete(t.Context(), key); err == nil {
					t.Errorf("Delete(%q) accepted", key)
				}
			}
		}},
		{"new keys are distinct and accepted", func(t *testing.T, s blob.Store) {
			format := regexp.MustCompile(`^resumes/reviews/[0-9a-f]{32}$`)
			seen := map[string]bool{}
			for range 1000 {
				key := blob.NewKey("resumes/reviews")
				if !format.MatchString(key) || seen[key] {
					t.Fatalf("NewKey gave %q (seen before: %v)", key, seen[key])
				}
				seen[key] = true
			}
			key := blob.NewKey("resumes/reviews")
			put(t, s, key, "ok")
		}},
		{"cancelled context", func(t *testing.T, s blob.Store) {
			ctx, cancel := context.WithCancel(t.Context())
			cancel()
			key := blob.NewKey("documents")
			if err := s.Put(ctx, key, bytes.NewReader([]byte("late")), 4, ""); !errors.Is(err, context.Canceled) {
				t.Errorf("Put = %v, want context.Canceled", err)
			}
			if _, err := s.Open(ctx, key); !errors.Is(err, context.Canceled) {
				t.Errorf("Open = %v, want context.Canceled", err)
			}
			if err := s.Delete(ctx, key); !errors.Is(err, context.Canceled) {
				t.Errorf("Delete = %v, want context.Canceled", err)
			}
			if _, err := s.Open(t.Context(), key); !errors.Is(err, blob.ErrNotFound) {
				t.Errorf("a cancelled Put stored the object: Open = %v", err)
			}
		}},
	}
	for name, s := range stores {
		t.Run(name, func(t *testing.T) {
			for _, c := range cases {
				t.Run(c.name, func(t *testing.T) {
					t.Parallel()
					c.run(t, s)
				})
			}
		})
	}
	t.Run("nothing written outside the uploads directory", func(t *testing.T) {
		if entries, _ := os.ReadDir(outside); len(entries) != 1 {
			t.Errorf("entries beside the uploads directory: %v", entries)
		}
	})
}

func put(t *testing.T, s blob.Store, key, body string) {
	t.Helper()
	if err := s.Put(t.Context(), key, strings.NewReader(body), int64(len(body)), "application/pdf"); err != nil {
		t.Fatalf("Put(%s): %v", key, err)
	}
}

func read(t *testing.T, s blob.Store, key string) []byte {
	t.Helper()
	r, err := s.Open(t.Context(), key)
	if err != nil {
		t.Fatalf("Open(%s): %v", key, err)
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("read %s: %v", key, err)
	}
	return b
}
