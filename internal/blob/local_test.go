package blob_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/config"
)

func TestLocalFilesArePrivate(t *testing.T) {
	t.Parallel()
	data := filepath.Join(t.TempDir(), ".data")
	dir := filepath.Join(data, "uploads")
	s, err := blob.New(t.Context(), config.Blob{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	// Only the store's own directory is private: the one it was created in may hold other
	// services' files (`make run`'s database cluster), which other users must reach.
	if fi, err := os.Stat(data); err != nil {
		t.Error(err)
	} else if fi.Mode().Perm()&0o005 != 0o005 {
		t.Errorf("the directory above the uploads directory has mode %v; want it readable and searchable by others", fi.Mode())
	}
	key := blob.NewKey("documents")
	put(t, s, key, "first")
	put(t, s, key, "second")

	modes := map[string]fs.FileMode{}
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		modes[filepath.ToSlash(rel)] = fi.Mode()
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]fs.FileMode{".": fs.ModeDir | 0o700, "documents": fs.ModeDir | 0o700, key: 0o600}
	if len(modes) != len(want) {
		t.Errorf("files under the uploads directory: %v, want only %v (no temporary file left)", modes, want)
	}
	for name, mode := range want {
		if modes[name] != mode {
			t.Errorf("%s has mode %v, want %v", name, modes[name], mode)
		}
	}
}

func TestLocalNeedsAWritableDirectory(t *testing.T) {
	t.Parallel()
	file := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"", filepath.Join(file, "uploads")} {
		if _, err := blob.New(t.Context(), config.Blob{Dir: dir}); err == nil {
			t.Errorf("New with directory %q: no error", dir)
		}
	}
}

func TestNewKeyRefusesABadPrefix(t *testing.T) {
	t.Parallel()
	defer func() {
		if recover() == nil {
			t.Error("NewKey(\"../up\") did not panic")
		}
	}()
	blob.NewKey("../up")
}
