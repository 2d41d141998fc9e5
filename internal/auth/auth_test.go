package auth

import (
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// fast keeps the tests quick; the parameters are checked, not their cost.
var fast = Params{Memory: 1024, Iterations: 1, Parallelism: 1}

func TestPasswordHashRoundTripAndUpgrade(t *testing.T) {
	t.Parallel()
	hash, err := HashPassword("correct horse battery", fast)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(hash, "$argon2id$v=19$m=1024,t=1,p=1$") {
		t.Errorf("hash %q does not carry its parameters", hash)
	}
	if again, _ := HashPassword("correct horse battery", fast); again == hash {
		t.Error("two hashes of one password are equal: no salt")
	}
	ok, rehash, err := CheckPassword("correct horse battery", hash, fast)
	if !ok || rehash || err != nil {
		t.Errorf("right password: ok=%v rehash=%v err=%v", ok, rehash, err)
	}
	if ok, _, _ := CheckPassword("correct horse batterY", hash, fast); ok {
		t.Error("a wrong password matched")
	}
	// Raised parameters: the old hash still checks, and asks to be replaced.
	if ok, rehash, _ := CheckPassword("correct horse battery", hash, DefaultParams); !ok || !rehash {
		t.Errorf("old hash under raised parameters: ok=%v rehash=%v", ok, rehash)
	}
	for _, bad := range []string{"", "plain", "$argon2i$v=19$m=1,t=1,p=1$c2FsdA$a2V5", "$argon2id$v=19$m=0,t=1,p=1$c2FsdA$a2V5", "$argon2id$v=19$m=1024,t=1,p=1$!!$a2V5"} {
		if _, _, err := CheckPassword("x", bad, fast); err != ErrMalformedHash {
			t.Errorf("hash %q: %v, want ErrMalformedHash", bad, err)
		}
	}
	// OWASP's equivalent minimums: 46 MiB with 1 iteration, or 19 MiB with 2.
	if p := DefaultParams; !(p.Memory >= 46*1024 && p.Iterations >= 1) && !(p.Memory >= 19*1024 && p.Iterations >= 2) {
		t.Errorf("default parameters %+v below OWASP's minimum", p)
	}
}

func TestPasswordRules(t *testing.T) {
	t.Parallel()
	for password, want := range map[string]string{
		"short":                    "too_short",
		"ñandú12":                  "too_short", // 7 characters, more bytes
		strings.Repeat("a", 129):   "too_long",
		"password":                 "too_common",
		"PassWord1":                "too_common",
		"iloveyou":                 "too_common",
		"qwertyuiop":               "too_common",
		"bayshore sunsets in july": "",
		strings.Repeat("ñ", 128):   "",
		"Mabuhay Tampa 2026":       "",
	} {
		if got := PasswordProblem(password); got != want {
			t.Errorf("PasswordProblem(%q) = %q, want %q", password, got, want)
		}
	}
	if len(commonPasswords) != 10000 {
		t.Errorf("%d common passwords, want 10,000", len(commonPasswords))
	}
}

func TestAccessTokens(t *testing.T) {
	t.Parallel()
	secret := []byte(strings.Repeat("k", 32))
	s, err := NewSigner(secret, "https://teachbay.example")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewSigner([]byte("short"), "x"); err == nil {
		t.Error("a short secret was accepted")
	}
	token, exp, err := s.Issue("session-1", "teacher")
	if err != nil || time.Until(exp) > AccessTTL || time.Until(exp) < AccessTTL-time.Minute {
		t.Fatalf("issue: %v, expires %v", err, exp)
	}
	c, err := s.Verify(token, "teacher")
	if err != nil || c.SessionID != "session-1" || c.Role != "teacher" {
		t.Fatalf("verify: %+v, %v", c, err)
	}
	if _, err := s.Verify(token, "school", "admin"); err != ErrInvalidToken {
		t.Error("a teacher's token passed for a school route")
	}

	sign := func(method jwt.SigningMethod, key any, claims jwt.RegisteredClaims) string {
		t.Helper()
		out, err := jwt.NewWithClaims(method, claims).SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	valid := jwt.RegisteredClaims{Issuer: "https://teachbay.example", Subject: "session-1", Audience: jwt.ClaimStrings{"teacher"},
		ExpiresAt: jwt.NewNumericDate(time.Now().Add(time.Minute))}
	noExp := valid
	noExp.ExpiresAt = nil
	expired := valid
	expired.ExpiresAt = jwt.NewNumericDate(time.Now().Add(-time.Second))
	otherIssuer := valid
	otherIssuer.Issuer = "https://evil.example"
	for name, forged := range map[string]string{
		"alg none":       sign(jwt.SigningMethodNone, jwt.UnsafeAllowNoneSignatureType, valid),
		"another key":    sign(jwt.SigningMethodHS256, []byte(strings.Repeat("x", 32)), valid),
		"HS512":          sign(jwt.SigningMethodHS512, secret, valid),
		"no exp":         sign(jwt.SigningMethodHS256, secret, noExp),
		"expired":        sign(jwt.SigningMethodHS256, secret, expired),
		"another issuer": sign(jwt.SigningMethodHS256, secret, otherIssuer),
		"garbage":        "not.a.token",
		"empty":          "",
	} {
		if _, err := s.Verify(forged, "teacher"); err != ErrInvalidToken {
			t.Errorf("%s: %v, want refused", name, err)
		}
	}
}
