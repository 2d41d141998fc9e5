package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// local keeps each object as a file (0600) under a directory (0700): the key, checked by
// checkKey, is its relative path, so no key reaches outside the directory.
type local struct {
	dir string
}

func newLocal(dir string) (*local, error) {
	if dir == "" {
		return nil, errors.New("blob: no directory for uploads")
	}
	// The directories above it are not the store's and keep the usual permissions: `make run`'s
	// ./.data also holds its database cluster, which the postgres user must reach.
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return nil, fmt.Errorf("blob: create uploads directory: %w", err)
	}
	if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		return nil, fmt.Errorf("blob: create uploads directory: %w", err)
	}
	return &local{dir: dir}, nil
}

// Put writes body to a temporary file beside the object and renames it into place, so a reader
// sees the old bytes or the new ones, never a part. Temporary names start with a dot, which no
// key may contain.
func (l *local) Put(ctx context.Context, key string, body io.Reader, size int64, _ string) error {
	path, err := l.path(key)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return unavailable("put", key, err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".upload-*")
	if err != nil {
		return unavailable("put", key, err)
	}
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	err = write(ctx, tmp, body, size)
	if cerr := tmp.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("%w: %w", ErrUnavailable, cerr)
	}
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return unavailable("put", key, err)
	}
	return nil
}

// write copies exactly size bytes of body to f and syncs it; a cancelled ctx stops the copy.
func write(ctx context.Context, f *os.File, body io.Reader, size int64) error {
	n, err := io.Copy(diskWriter{f}, io.LimitReader(ctxReader{ctx, body}, size+1))
	switch {
	case ctx.Err() != nil:
		return ctx.Err()
	case errors.Is(err, ErrUnavailable):
		return err
	case err != nil:
		return fmt.Errorf("read body: %w", err)
	case n != size:
		return fmt.Errorf("body has %d bytes, not the %d announced", n, size)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	return nil
}

// diskWriter marks the errors of writing to disk (full, failing) as the store's, apart from
// those of reading the body.
type diskWriter struct{ f *os.File }

func (w diskWriter) Write(p []byte) (int, error) {
	n, err := w.f.Write(p)
	if err != nil {
		err = fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	return n, err
}

// ctxReader stops reading once ctx is done.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// Open returns the object's file.
func (l *local) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	path, err := l.path(key)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("blob: open %s: %w", key, err)
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("blob: open %s: %w", key, ErrNotFound)
	}
	if err != nil {
		return nil, unavailable("open", key, err)
	}
	return f, nil
}

// Delete removes the object's file; empty prefix directories stay.
func (l *local) Delete(ctx context.Context, key string) error {
	path, err := l.path(key)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("blob: delete %s: %w", key, err)
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return unavailable("delete", key, err)
	}
	return nil
}

func (l *local) path(key string) (string, error) {
	if err := checkKey(key); err != nil {
		return "", err
	}
	return filepath.Join(l.dir, filepath.FromSlash(key)), nil
}
