package sealed

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestRotation(t *testing.T) {
	old := NewKey("2025")
	before, err := ParseKeys(old)
	if err != nil {
		t.Fatal(err)
	}
	id, box := before.Seal([]byte("123456789"), []byte("user-1"))
	if id != "2025" || bytes.Contains(box, []byte("123456789")) {
		t.Fatalf("sealed under %q: %x", id, box)
	}

	// A new key is added in front: new values use it, old ones still open.
	after, err := ParseKeys(NewKey("2026") + "," + old)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := after.Open(id, box, []byte("user-1")); err != nil || string(got) != "123456789" {
		t.Fatalf("old value after rotation = %q, %v", got, err)
	}
	newID, newBox := after.Seal([]byte("987654321"), []byte("user-1"))
	if newID != "2026" {
		t.Fatalf("new values sealed under %q, want the new key", newID)
	}
	// Once the old key is dropped, what it sealed cannot be read, and says why.
	dropped, _ := ParseKeys(NewKey("2026"))
	if _, err := dropped.Open(id, box, []byte("user-1")); !errors.Is(err, ErrUnknownKey) {
		t.Fatalf("open under a dropped key: %v", err)
	}
	if got, _ := after.Open(newID, newBox, []byte("user-1")); string(got) != "987654321" {
		t.Fatalf("new value = %q", got)
	}
}

func TestOpenRefusesTampering(t *testing.T) {
	k, _ := ParseKeys(NewKey("a"))
	id, box := k.Seal([]byte("123456789"), []byte("user-1"))
	if _, err := k.Open(id, box, []byte("user-2")); err == nil {
		t.Fatal("a value opened for another user")
	}
	box[len(box)-1] ^= 1
	if _, err := k.Open(id, box, []byte("user-1")); err == nil {
		t.Fatal("a changed value opened")
	}
	if _, err := k.Open(id, box[:5], []byte("user-1")); err == nil {
		t.Fatal("a truncated value opened")
	}
}

func TestParseKeys(t *testing.T) {
	good := NewKey("k1")
	for name, spec := range map[string]string{
		"empty":        "",
		"no id":        strings.TrimPrefix(good, "k1"),
		"bad id":       "k 1" + strings.TrimPrefix(good, "k1"),
		"short key":    "k1:c2hvcnQ=",
		"not base64":   "k1:***",
		"listed twice": good + "," + good,
	} {
		if _, err := ParseKeys(spec); err == nil {
			t.Errorf("%s: accepted %q", name, spec)
		}
	}
	if _, err := ParseKeys(good + ", " + NewKey("k0")); err != nil {
		t.Errorf("two keys: %v", err)
	}
}
