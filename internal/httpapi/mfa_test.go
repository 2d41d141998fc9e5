package httpapi

import (
	"cmp"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"github.com/teachbay/teachbay/internal/testdb"
)

func TestStaffEnrolTOTPBeforeAnythingAndSignInWithACodeOnce(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	openings(t, env, "bay")
	hr := env.unenrolledStaff(t, "school", "hr@bay.example", "bay")
	if status, _, body := hr.do(http.MethodGet, "/api/school/overview", nil); status != 403 || body["code"] != "mfa_setup_required" {
		t.Errorf("a school call before TOTP: %d %v", status, body)
	}
	if _, _, me := hr.do(http.MethodGet, "/api/auth/me", nil); me["mfaSetupRequired"] != true {
		t.Errorf("me before TOTP: %v", me)
	}
	_, _, setup := hr.do(http.MethodPost, "/api/me/mfa/setup", nil)
	secret := setup["secret"].(string)
	if u, err := url.Parse(setup["otpauthUrl"].(string)); err != nil || u.Scheme != "otpauth" || u.Query().Get("secret") != secret ||
		u.Query().Get("issuer") != "TeachBay" {
		t.Errorf("otpauth URL: %v", setup)
	}
	if status, _, body := hr.do(http.MethodPost, "/api/me/mfa/confirm", map[string]any{"code": "000000"}); status != 401 || body["code"] != "invalid_code" {
		t.Errorf("a wrong code: %d %v", status, body)
	}
	now := time.Now()
	first, _ := totp.GenerateCode(secret, now)
	status, _, body := hr.do(http.MethodPost, "/api/me/mfa/confirm", map[string]any{"code": first})
	if codes, _ := body["recoveryCodes"].([]any); status != 200 || len(codes) != 10 {
		t.Fatalf("confirm: %d %v", status, body)
	}
	if status, _, _ := hr.do(http.MethodGet, "/api/school/overview", nil); status != 200 {
		t.Errorf("a school call after TOTP: %d", status)
	}
	if status, _, _ := hr.do(http.MethodDelete, "/api/me/mfa", map[string]any{"password": staffPassword}); status != 403 {
		t.Errorf("a school user turning TOTP off: %d", status)
	}

	// Next visit: the password alone gives no session, only the challenge cookie.
	b := env.browser(t)
	status, _, body = b.do(http.MethodPost, "/api/auth/login", map[string]any{"email": "hr@bay.example", "password": staffPassword, "kind": "school"})
	if status != 200 || body["mfaRequired"] != true || body["user"] != nil || b.cookie("tb_access") != "" || b.cookie("tb_mfa") == "" {
		t.Fatalf("login with TOTP: %d %v", status, body)
	}
	if status, _, _ := b.do(http.MethodGet, "/api/auth/me", nil); status != 401 {
		t.Errorf("signed in before the code: %d", status)
	}
	if status, _, body := b.do(http.MethodPost, "/api/auth/mfa", map[string]any{"code": first}); status != 401 || body["code"] != "invalid_code" {
		t.Errorf("the confirming code again: %d %v", status, body)
	}
	next, _ := totp.GenerateCode(secret, now.Add(30*time.Second))
	status, _, body = b.do(http.MethodPost, "/api/auth/mfa", map[string]any{"code": next})
	if user, _ := body["user"].(map[string]any); status != 200 || user["mfaEnabled"] != true || b.cookie("tb_access") == "" || b.cookie("tb_mfa") != "" {
		t.Fatalf("the next code: %d %v", status, body)
	}
	if status, _, body := env.browser(t).do(http.MethodPost, "/api/auth/mfa", map[string]any{"code": next}); status != 401 ||
		body["code"] != "unauthenticated" {
		t.Errorf("a code without a login: %d %v", status, body)
	}
	if status, _, _ := b.raw(http.MethodPost, "/api/auth/mfa", "application/json", strings.NewReader(`{"code": 7}`)); status != 400 {
		t.Errorf("a malformed body: %d", status)
	}
}

func TestAnInvitationBecomesASignedInAccountOverHTTP(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	openings(t, env, "bay")
	admin := env.admin(t, "ops@teachbay.example")
	org := testdb.Value[string](t, env.st, `SELECT id::text FROM organizations WHERE slug = 'bay'`)
	if status, _, body := admin.do(http.MethodPost, "/api/admin/invitations", map[string]any{"email": "x", "role": "school"}); status != 400 ||
		body["fields"].(map[string]any)["organizationId"] != "required" {
		t.Errorf("an invalid invitation: %d %v", status, body)
	}
	status, _, body := admin.do(http.MethodPost, "/api/admin/invitations", map[string]any{"email": "hr@bay.example", "role": "school",
		"organizationId": org})
	expires, _ := time.Parse(time.RFC3339, body["expiresAt"].(string))
	if status != 201 || time.Until(expires) < 71*time.Hour || time.Until(expires) > 72*time.Hour {
		t.Fatalf("invite: %d %v", status, body)
	}
	link, _ := url.Parse(env.mailLink(t, "invitation", "hr@bay.example", "AcceptURL"))
	token := link.Query().Get("token")
	if link.Path != "/user/accept-invitation" || token == "" || link.Host != "teachbay.example" {
		t.Fatalf("the mailed link: %s", link)
	}
	b := env.browser(t)
	invitationStatus := func(token string) (int, any) {
		status, _, body := b.do(http.MethodPost, "/api/auth/invitation/status", map[string]any{"token": token})
		return status, cmp.Or(body["status"], body["code"])
	}
	if status, got := invitationStatus(token); status != 200 || got != "pending" {
		t.Errorf("the status of a new invitation: %d %v", status, got)
	}
	if status, got := invitationStatus("forged"); status != 400 || got != "invalid_token" {
		t.Errorf("the status of a forged invitation: %d %v", status, got)
	}
	if status, _, body := b.do(http.MethodPost, "/api/auth/invitation/accept", map[string]any{"token": "forged", "firstName": "Rita",
		"lastName": "Moreno", "password": staffPassword}); status != 400 || body["code"] != "invalid_token" {
		t.Errorf("a forged token: %d %v", status, body)
	}
	status, _, body = b.do(http.MethodPost, "/api/auth/invitation/accept", map[string]any{"token": token, "firstName": "Rita",
		"lastName": "Moreno", "password": staffPassword})
	if user, _ := body["user"].(map[string]any); status != 200 || body["mfaSetupRequired"] != true || user["role"] != "school" ||
		user["organizationId"] != org {
		t.Fatalf("accept: %d %v", status, body)
	}
	if status, _, body := b.do(http.MethodGet, "/api/school/vacancies", nil); status != 403 || body["code"] != "mfa_setup_required" {
		t.Errorf("the new school user before TOTP: %d %v", status, body)
	}
	if status, _, _ := env.browser(t).do(http.MethodPost, "/api/auth/invitation/accept", map[string]any{"token": token,
		"firstName": "Eve", "lastName": "Again", "password": staffPassword}); status != 400 {
		t.Errorf("the link used twice: %d", status)
	}
	if status, got := invitationStatus(token); status != 200 || got != "accepted" {
		t.Errorf("the status of a used invitation: %d %v", status, got)
	}
}
