// Package sealed encrypts the few values TeachBay must keep but never show (Social Security
// numbers) with AES-256-GCM under named keys, so keys can be rotated: new values are sealed with
// the current key, and values sealed under an older key stay readable while that key is listed.
package sealed

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// KeySize is the length of a key: 32 bytes for AES-256.
const KeySize = 32

// ErrUnknownKey is a value sealed under a key the keyring no longer holds.
var ErrUnknownKey = errors.New("sealed: value sealed under an unknown key")

var keyID = regexp.MustCompile(`^[A-Za-z0-9_-]{1,32}$`)

// Keyring holds the keys by id; the first one given seals new values.
type Keyring struct {
	current string
	aeads   map[string]cipher.AEAD
}

// ParseKeys reads a keyring from "id:base64key,id:base64key", newest (current) first.
func ParseKeys(spec string) (*Keyring, error) {
	k := &Keyring{aeads: map[string]cipher.AEAD{}}
	for _, entry := range strings.Split(spec, ",") {
		id, encoded, ok := strings.Cut(strings.TrimSpace(entry), ":")
		if !ok || !keyID.MatchString(id) {
			return nil, fmt.Errorf("sealed: each key is id:base64 with an id of letters, digits, - or _")
		}
		key, err := base64.StdEncoding.DecodeString(encoded)
		if err != nil || len(key) != KeySize {
			return nil, fmt.Errorf("sealed: key %q must be %d bytes in standard base64", id, KeySize)
		}
		if _, dup := k.aeads[id]; dup {
			return nil, fmt.Errorf("sealed: key id %q is listed twice", id)
		}
		block, err := aes.NewCipher(key)
		if err != nil {
			return nil, fmt.Errorf("sealed: key %q: %w", id, err)
		}
		if k.aeads[id], err = cipher.NewGCM(block); err != nil {
			return nil, fmt.Errorf("sealed: key %q: %w", id, err)
		}
		if k.current == "" {
			k.current = id
		}
	}
	return k, nil
}

// NewKey returns a fresh random key as "id:base64key", for configuration.
func NewKey(id string) string {
	key := make([]byte, KeySize)
	_, _ = rand.Read(key) // never fails (crypto/rand)
	return id + ":" + base64.StdEncoding.EncodeToString(key)
}

// Seal encrypts value under the current key and returns that key's id and the sealed bytes
// (nonce then ciphertext). context binds the value to its owner (a user id): it must be given
// again to open it, so sealed values cannot be moved between rows.
func (k *Keyring) Seal(value, context []byte) (keyID string, sealed []byte) {
	aead := k.aeads[k.current]
	nonce := make([]byte, aead.NonceSize())
	_, _ = rand.Read(nonce)
	return k.current, aead.Seal(nonce, nonce, value, context)
}

// Open decrypts what Seal returned, under the key it names.
func (k *Keyring) Open(keyID string, sealed, context []byte) ([]byte, error) {
	aead, ok := k.aeads[keyID]
	if !ok {
		return nil, fmt.Errorf("%w %q", ErrUnknownKey, keyID)
	}
	if len(sealed) < aead.NonceSize() {
		return nil, errors.New("sealed: value too short")
	}
	value, err := aead.Open(nil, sealed[:aead.NonceSize()], sealed[aead.NonceSize():], context)
	if err != nil {
		return nil, fmt.Errorf("sealed: open: %w", err)
	}
	return value, nil
}
