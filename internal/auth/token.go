package auth

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// AccessTTL is how long an access token is good for (docs/design.md §7); the refresh token renews it.
const AccessTTL = 15 * time.Minute

// MinSecretLength is the shortest signing secret accepted, in bytes (HS256 wants 256 bits).
const MinSecretLength = 32

// Signer issues and checks the access tokens of sessions: HS256 JWTs whose audience is the
// user's role and whose subject is the session id.
type Signer struct {
	secret []byte
	issuer string
	now    func() time.Time
}

// NewSigner returns a signer with the secret and issuer (the site's BASE_URL).
func NewSigner(secret []byte, issuer string) (*Signer, error) {
	if len(secret) < MinSecretLength {
		return nil, fmt.Errorf("auth: the signing secret must be at least %d bytes", MinSecretLength)
	}
	return &Signer{secret: secret, issuer: issuer, now: time.Now}, nil
}

// Claims are what an access token says: the session (sub) and the role it was issued to (aud).
type Claims struct {
	SessionID string
	Role      string
	ExpiresAt time.Time
}

// ErrInvalidToken is any access token that is not one this signer issued, still valid, for the role.
var ErrInvalidToken = errors.New("auth: invalid access token")

// Issue returns a signed access token for a session of a user with the role.
func (s *Signer) Issue(sessionID, role string) (string, time.Time, error) {
	now := s.now()
	exp := now.Add(AccessTTL)
	token := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{
		Issuer:    s.issuer,
		Subject:   sessionID,
		Audience:  jwt.ClaimStrings{role},
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(exp),
	})
	signed, err := token.SignedString(s.secret)
	if err != nil {
		return "", time.Time{}, fmt.Errorf("auth: sign: %w", err)
	}
	return signed, exp, nil
}

// Verify checks a token's signature (HS256 only: "none" and every other method are refused),
// issuer and expiry (both required), and that its audience is one of roles.
func (s *Signer) Verify(token string, roles ...string) (Claims, error) {
	var claims jwt.RegisteredClaims
	_, err := jwt.ParseWithClaims(token, &claims, func(*jwt.Token) (any, error) { return s.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(s.issuer),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(s.now),
	)
	if err != nil || claims.Subject == "" || len(claims.Audience) != 1 || !slices.Contains(roles, claims.Audience[0]) {
		return Claims{}, ErrInvalidToken
	}
	return Claims{SessionID: claims.Subject, Role: claims.Audience[0], ExpiresAt: claims.ExpiresAt.Time}, nil
}

// Successor returns the refresh token that replaces refresh when it is rotated: an HMAC of it
// under a key derived from the signing secret. Because the same token always has the same
// successor, two tabs that present it at the same moment can both be given the one that
// replaces it, and nobody without the secret can compute it.
func (s *Signer) Successor(refresh string) string {
	key := hmac.New(sha256.New, s.secret)
	key.Write([]byte("teachbay refresh successor"))
	mac := hmac.New(sha256.New, key.Sum(nil))
	mac.Write([]byte(refresh))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}
