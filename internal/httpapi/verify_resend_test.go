package httpapi

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/testdb"
)

// confirmEmail follows the newest verification link mailed to the address, as its owner would.
func (e *authEnv) confirmEmail(t *testing.T, email string) {
	t.Helper()
	token := tokenOf(e.mailLink(t, "verify_email", email, "VerifyURL"))
	if status, _, body := e.browser(t).do(http.MethodPost, "/api/auth/verify-email", map[string]string{"token": token}); status != 204 {
		t.Fatalf("confirming %s: %d %v", email, status, body)
	}
}

func TestAnUnconfirmedAddressCannotApplyButUsesEverythingElse(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	open, _ := openings(t, env, "bay")
	ana := env.teacher(t, ana)
	if err := seed.CompleteDemoTeacher(context.Background(), env.svc, ana.userID()); err != nil {
		t.Fatal(err)
	}

	status, _, body := ana.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": open})
	if status != 403 || body["code"] != "email_unverified" || !strings.Contains(body["message"].(string), "Confirm your e-mail address") {
		t.Fatalf("an unconfirmed address applies: %d %v", status, body)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM applications`); n != 0 {
		t.Errorf("%d applications stored", n)
	}
	// Everything else stays open: the profile, the job view, matches, the applications list.
	for _, path := range []string{"/api/me/profile", "/api/vacancies/" + open, "/api/me/matches", "/api/applications"} {
		if status, _, body := ana.do(http.MethodGet, path, nil); status != 200 {
			t.Errorf("GET %s: %d %v", path, status, body)
		}
	}
	if _, _, job := ana.do(http.MethodGet, "/api/vacancies/"+open, nil); job["applicationId"] != nil {
		t.Errorf("the job view after a refused application: %v", job)
	}

	env.confirmEmail(t, "ana@example.com")
	if status, _, body := ana.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": open}); status != 201 {
		t.Errorf("applying once confirmed: %d %v", status, body)
	}
}

func TestResendingTheVerificationMailSendsOneLinkUntilConfirmed(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana := env.teacher(t, ana)
	first := env.mailLink(t, "verify_email", "ana@example.com", "VerifyURL")

	status, _, body := ana.do(http.MethodPost, "/api/auth/verify-email/resend", nil)
	if status != 202 || body["message"] == "" {
		t.Fatalf("resend: %d %v", status, body)
	}
	link := env.mailLink(t, "verify_email", "ana@example.com", "VerifyURL")
	if n := env.mails(t, "verify_email", "ana@example.com"); n != 2 || link == first || !strings.HasPrefix(link, "https://teachbay.example/user/verify-email?token=") {
		t.Fatalf("after a resend: %d mails, link %q", n, link)
	}
	// The first link is void, and the address not confirmed yet: a broken link.
	if status, _, body := ana.do(http.MethodPost, "/api/auth/verify-email", map[string]string{"token": tokenOf(first)}); status != 400 || body["code"] != "invalid_token" {
		t.Errorf("the replaced link: %d %v", status, body)
	}
	if status, _, _ := ana.do(http.MethodPost, "/api/auth/verify-email", map[string]string{"token": tokenOf(link)}); status != 204 {
		t.Fatalf("the new link: %d", status)
	}
	// Once the address is confirmed, the old link says so.
	if status, _, body := ana.do(http.MethodPost, "/api/auth/verify-email", map[string]string{"token": tokenOf(first)}); status != 409 || body["code"] != "conflict" {
		t.Errorf("the replaced link once confirmed: %d %v", status, body)
	}
	if _, _, me := ana.do(http.MethodGet, "/api/auth/me", nil); me["user"].(map[string]any)["emailVerified"] != true {
		t.Errorf("after the new link: %v", me)
	}
	// Confirmed: the same answer, and no mail.
	if status, _, _ := ana.do(http.MethodPost, "/api/auth/verify-email/resend", nil); status != 202 {
		t.Errorf("resend once confirmed: %d", status)
	}
	if n := env.mails(t, "verify_email", "ana@example.com"); n != 2 {
		t.Errorf("a confirmed address got %d verification mails, want 2", n)
	}
}

func TestResendingIsLimitedPerAccountEvenInABurst(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ben := env.teacher(t, map[string]any{"firstName": "Ben", "lastName": "Diaz", "email": "ben@example.com",
		"contactNumber": "+18135551234", "country": "US", "password": "bayshore sunsets in july"})
	const burst = 12
	statuses := make(chan int, burst)
	var wg sync.WaitGroup
	for range burst {
		wg.Add(1)
		go func() {
			defer wg.Done()
			status, h, _ := ben.do(http.MethodPost, "/api/auth/verify-email/resend", nil)
			if status == 429 && h.Get("Retry-After") == "" {
				t.Error("429 without Retry-After")
			}
			statuses <- status
		}()
	}
	wg.Wait()
	close(statuses)
	count := map[int]int{}
	for s := range statuses {
		count[s]++
	}
	if count[202] != verificationResendsPerHour || count[429] != burst-verificationResendsPerHour {
		t.Errorf("a burst of %d: %v, want %d accepted and the rest 429", burst, count, verificationResendsPerHour)
	}
	if n := env.mails(t, "verify_email", "ben@example.com"); n != 1+verificationResendsPerHour {
		t.Errorf("%d verification mails, want the registration's and %d", n, verificationResendsPerHour)
	}
	// The limit is the account's: another account still may.
	cleo := env.teacher(t, map[string]any{"firstName": "Cleo", "lastName": "Diaz", "email": "cleo@example.com",
		"contactNumber": "+18135551235", "country": "US", "password": "bayshore sunsets in july"})
	if status, _, _ := cleo.do(http.MethodPost, "/api/auth/verify-email/resend", nil); status != 202 {
		t.Errorf("another account: %d", status)
	}
}

func TestOnlyASignedInUserMayAskForAVerificationMail(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	if status, _, body := env.browser(t).do(http.MethodPost, "/api/auth/verify-email/resend", nil); status != 401 || body["code"] != "unauthenticated" {
		t.Errorf("a visitor: %d %v", status, body)
	}
	ana := env.teacher(t, ana)
	if status, _, body := ana.raw(http.MethodPost, "/api/auth/verify-email/resend", "", nil); status != 202 {
		t.Errorf("the teacher: %d %s", status, body)
	}
	// Without the header a cross-site form cannot send, as for every state change.
	if status := ana.withoutCSRFHeader(http.MethodPost, "/api/auth/verify-email/resend", ""); status != 403 {
		t.Errorf("without X-Requested-With: %d", status)
	}
	if status, _, _ := ana.do(http.MethodGet, "/api/auth/verify-email/resend", nil); status != 405 {
		t.Errorf("GET: %d", status)
	}
	// Any role: a school user whose address is unconfirmed is mailed too.
	openings(t, env, "bay")
	school := env.school(t, "hr@bay.example", "bay")
	if status, _, _ := school.do(http.MethodPost, "/api/auth/verify-email/resend", nil); status != 202 ||
		env.mails(t, "verify_email", "hr@bay.example") != 1 {
		t.Errorf("a school user: %d, %d mails", status, env.mails(t, "verify_email", "hr@bay.example"))
	}
}
