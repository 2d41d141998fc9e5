package httpapi

import (
	"net/http"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/testdb"
)

const staffPassword = "harbour lights at dusk"

// school signs in a new school user of the district slug, who enrols TOTP as the API asks.
func (e *authEnv) school(t *testing.T, email, slug string) *browser {
	t.Helper()
	return e.staff(t, "school", email, slug)
}

// admin signs in a new admin, who enrols TOTP as the API asks.
func (e *authEnv) admin(t *testing.T, email string) *browser {
	t.Helper()
	return e.staff(t, "admin", email, "")
}

// staff creates a school user (of the district slug) or an admin, signs them in and enrols their
// authenticator through the API, as a new staff member's first visit does.
func (e *authEnv) staff(t *testing.T, role, email, slug string) *browser {
	t.Helper()
	b := e.unenrolledStaff(t, role, email, slug)
	status, _, body := b.do(http.MethodPost, "/api/me/mfa/setup", nil)
	if status != 200 {
		t.Fatalf("mfa setup: %d %v", status, body)
	}
	if status, _, body = b.do(http.MethodPost, "/api/me/mfa/confirm", map[string]any{"code": code(t, body["secret"].(string))}); status != 200 {
		t.Fatalf("mfa confirm: %d %v", status, body)
	}
	return b
}

// unenrolledStaff creates and signs in a school user or admin who has no authenticator yet.
func (e *authEnv) unenrolledStaff(t *testing.T, role, email, slug string) *browser {
	t.Helper()
	hash, _ := auth.HashPassword(staffPassword, auth.Params{Memory: 1024, Iterations: 1, Parallelism: 1})
	testdb.Value[int](t, e.st, `WITH u AS (INSERT INTO users (role, email, password_hash, first_name, last_name, language, organization_id)
		VALUES ($1, $2, $3, 'Rita', 'Moreno', 'en', (SELECT id FROM organizations WHERE slug = $4)) RETURNING 1)
		SELECT count(*)::int FROM u`, role, email, hash, slug)
	b := e.browser(t)
	status, _, body := b.do(http.MethodPost, "/api/auth/login", map[string]any{"email": email, "password": staffPassword, "kind": "school"})
	if status != 200 || body["mfaSetupRequired"] != true {
		t.Fatalf("%s login before TOTP: %d %v", role, status, body)
	}
	return b
}

// code is the current TOTP code of a secret.
func code(t *testing.T, secret string) string {
	t.Helper()
	c, err := totp.GenerateCode(secret, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return c
}
