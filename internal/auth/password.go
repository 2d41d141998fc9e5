// Package auth holds the primitives of signing in: password hashing and checking, the list of
// common passwords, and the signed access tokens of a session. It keeps no state; the account
// rules are the service's.
package auth

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"

	"github.com/teachbay/teachbay/web/shared"
)

// Password lengths (docs/design.md §7), counted in characters.
const (
	MinPasswordLength = 8
	MaxPasswordLength = 128
)

// Params are argon2id's cost parameters. Hashes carry theirs, so raising these makes every new
// hash stronger and NeedsRehash tells the caller to re-hash an old one at the next login.
type Params struct {
	Memory      uint32 // KiB
	Iterations  uint32
	Parallelism uint8
}

// DefaultParams are the last of the equivalent argon2id settings OWASP's Password Storage Cheat
// Sheet recommends (19 MiB, 2 iterations, 1 lane; the first is 46 MiB and 1). They cost an
// attacker the same, and the server less: under make bench-api's mix, 46 MiB per login took a
// process past its memory budget (docs/design.md §9: peak RSS 182 MB of 150), and its garbage made
// the collector run at every login (a quarter of the CPU went to the hashes and the collector);
// with 19 MiB the peak is 142 MB. A hash takes about 80 ms on this project's 2-core reference
// machine, where one runs at a time (hashing). Hashes of the 46 MiB setting are re-hashed at the next
// login (NeedsRehash: fewer iterations).
var DefaultParams = Params{Memory: 19 * 1024, Iterations: 2, Parallelism: 1}

const (
	saltLength = 16
	keyLength  = 32
)

// hashing admits one hash fewer at once than there are CPUs (one at least): more would not finish
// sooner, each holds its memory (19 MiB) until it does, and a CPU is always left to every other
// request, so a burst of logins queues instead of taking the server's memory or slowing its
// searches. Under make bench-api's mix a login took a CPU for about 50 ms; on 2 CPUs, two at
// once left the matches waiting behind them (their p99 was 70 ms of 50).
var hashing = make(chan struct{}, max(1, runtime.NumCPU()-1))

// idKey is argon2id's key for password and salt, computed once a CPU is free for it.
func idKey(password string, salt []byte, p Params, length uint32) []byte {
	hashing <- struct{}{}
	defer func() { <-hashing }()
	return argon2.IDKey([]byte(password), salt, p.Iterations, p.Memory, p.Parallelism, length)
}

// ErrMalformedHash is a stored hash this package cannot read.
var ErrMalformedHash = errors.New("auth: malformed password hash")

// HashPassword returns the PHC-format argon2id hash of a password:
// $argon2id$v=19$m=65536,t=3,p=1$<salt>$<key>, base64 without padding.
func HashPassword(password string, p Params) (string, error) {
	salt := make([]byte, saltLength)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("auth: salt: %w", err)
	}
	key := idKey(password, salt, p, keyLength)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.Memory, p.Iterations, p.Parallelism,
		b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// CheckPassword reports whether password matches the hash, in time that does not depend on
// where they differ, and whether the hash should be replaced because its parameters are below p.
func CheckPassword(password, hash string, p Params) (ok, needsRehash bool, err error) {
	stored, salt, key, err := decodeHash(hash)
	if err != nil {
		return false, false, err
	}
	got := idKey(password, salt, stored, uint32(len(key)))
	ok = subtle.ConstantTimeCompare(got, key) == 1
	return ok, stored.Memory < p.Memory || stored.Iterations < p.Iterations || stored.Parallelism < p.Parallelism, nil
}

func decodeHash(hash string) (Params, []byte, []byte, error) {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return Params{}, nil, nil, ErrMalformedHash
	}
	var version int
	var p Params
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return Params{}, nil, nil, ErrMalformedHash
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.Memory, &p.Iterations, &p.Parallelism); err != nil ||
		p.Memory == 0 || p.Iterations == 0 || p.Parallelism == 0 {
		return Params{}, nil, nil, ErrMalformedHash
	}
	b64 := base64.RawStdEncoding
	salt, err1 := b64.DecodeString(parts[4])
	key, err2 := b64.DecodeString(parts[5])
	if err1 != nil || err2 != nil || len(salt) == 0 || len(key) == 0 {
		return Params{}, nil, nil, ErrMalformedHash
	}
	return p, salt, key, nil
}

// commonPasswords are the 10,000 most common passwords, lower-cased: the first 10,000 distinct
// entries of the frequency-ranked "passwords" dictionary of @zxcvbn-ts/language-common 4.1.3
// (github.com/zxcvbn-ts/zxcvbn, MIT), itself drawn from the xato.net 10-million-password corpus
// that SecLists' 10k-most-common.txt also comes from. The list is web/shared's, which the web
// app's strength hint reads too (web/src/features/account/password-rule.ts).
var commonPasswords = func() map[string]struct{} {
	set := make(map[string]struct{}, 10000)
	sc := bufio.NewScanner(bytes.NewReader(shared.CommonPasswords))
	for sc.Scan() {
		set[sc.Text()] = struct{}{}
	}
	return set
}()

// PasswordProblem returns the API's field code for a password that breaks the rules
// ("too_short", "too_long", "too_common"), or "" for an acceptable one. There are no composition
// rules: length and not being a well-known password are what make a password strong.
func PasswordProblem(password string) string {
	n := utf8.RuneCountInString(password)
	switch {
	case n < MinPasswordLength:
		return "too_short"
	case n > MaxPasswordLength:
		return "too_long"
	}
	if _, common := commonPasswords[strings.ToLower(password)]; common {
		return "too_common"
	}
	return ""
}
