package httpapi

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/testdb"
)

func validSubscriber() map[string]string {
	return map[string]string{"firstName": "  Maria ", "lastName": "Santos", "email": " Maria.Santos@Example.COM ",
		"contactNumber": "0917 123 4567", "country": "PH"}
}

// linkIn returns the first line of text that starts with prefix, trimmed.
func linkIn(t *testing.T, text, prefix string) string {
	t.Helper()
	for _, line := range strings.Split(text, "\n") {
		if line = strings.TrimSpace(line); strings.HasPrefix(line, prefix) {
			return line
		}
	}
	t.Fatalf("no line starting with %s in:\n%s", prefix, text)
	return ""
}

func TestSubscribeSavesNormalizedRecordAndSendsWelcomeInTheirLanguage(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil)
	body := validSubscriber()
	body["language"] = "es"
	status, _, res := post(t, env.url+"/api/subscribers", body)
	if status != 200 || res["message"] != msgSubscribed {
		t.Fatalf("got %d %v", status, res)
	}
	got := testdb.Value[string](t, env.st, `SELECT concat_ws('|', first_name, last_name, contact_number, country, language)
		FROM subscribers WHERE email = 'maria.santos@example.com'`)
	if got != "Maria|Santos|+639171234567|PH|es" {
		t.Errorf("stored %q", got)
	}

	msg := env.smtp.WaitFor(t, 1, 10*time.Second)[0]
	if len(msg.To) != 1 || msg.To[0] != "maria.santos@example.com" {
		t.Errorf("recipients %v", msg.To)
	}
	if subj := decodeHeader(msg.Header.Get("Subject")); subj != "Te damos la bienvenida a TeachBay" {
		t.Errorf("subject %q", subj)
	}
	unsubscribe := strings.Trim(msg.Header.Get("List-Unsubscribe"), "<>")
	if !strings.HasPrefix(unsubscribe, "https://teachbay.example/api/subscribers/unsubscribe?token=") ||
		msg.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
		t.Errorf("List-Unsubscribe %q, List-Unsubscribe-Post %q", unsubscribe, msg.Header.Get("List-Unsubscribe-Post"))
	}
	text := msg.Part("text/plain")
	if !strings.Contains(text, "Hola, Maria:") || !strings.Contains(text, unsubscribe) {
		t.Errorf("text part lacks greeting or unsubscribe link:\n%s", text)
	}
	if html := msg.Part("text/html"); !strings.Contains(html, `lang="es"`) || !strings.Contains(html, "Cancelar la suscripción") {
		t.Errorf("html part:\n%s", html)
	}
	if id := msg.Header.Get("Message-Id"); !strings.HasSuffix(id, "@teachbay.localhost>") {
		t.Errorf("Message-ID %q", id)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*) FROM subscribers WHERE unsubscribed_at IS NULL`); n != 1 {
		t.Fatalf("%d active subscribers", n)
	}

	// A mail scanner (or a person) opening the link changes nothing and lands on the page that asks.
	path := strings.TrimPrefix(unsubscribe, "https://teachbay.example")
	token := strings.TrimPrefix(path, "/api/subscribers/unsubscribe?token=")
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res2, err := client.Get(env.url + path)
	if err != nil {
		t.Fatal(err)
	}
	res2.Body.Close()
	if res2.StatusCode != http.StatusSeeOther || res2.Header.Get("Location") != "/subscribe?unsubscribe="+url.QueryEscape(token) ||
		res2.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("GET of the link: %d to %q, Cache-Control %q", res2.StatusCode, res2.Header.Get("Location"), res2.Header.Get("Cache-Control"))
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*) FROM subscribers WHERE unsubscribed_at IS NULL`); n != 1 {
		t.Fatal("a plain GET of the unsubscribe link unsubscribed")
	}

	// One-click unsubscribe (RFC 8058): a mail program POSTs the form, without any CSRF header.
	for range 2 { // idempotent
		status, _, res = post(t, env.url+path, "List-Unsubscribe=One-Click", "Content-Type", "application/x-www-form-urlencoded", "X-Requested-With", "")
		if status != 200 || res["message"] != msgUnsubscribed {
			t.Fatalf("one-click unsubscribe: %d %v", status, res)
		}
	}
	if !testdb.Value[bool](t, env.st, `SELECT unsubscribed_at IS NOT NULL FROM subscribers`) {
		t.Error("still subscribed after the one-click POST")
	}
	for _, forged := range []string{"forged", ""} {
		status, _, res = post(t, env.url+"/api/subscribers/unsubscribe?token="+forged, "")
		if status != 400 || res["code"] != "invalid_token" {
			t.Errorf("token %q: %d %v, want 400 invalid_token", forged, status, res)
		}
	}
}

func TestSubscribingAgainChangesNothingUntilTheAddressConfirms(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil)
	post(t, env.url+"/api/subscribers", validSubscriber())
	env.smtp.WaitFor(t, 1, 10*time.Second)
	created := testdb.Value[time.Time](t, env.st, `SELECT created_at FROM subscribers`)

	again := validSubscriber()
	again["firstName"], again["email"], again["country"], again["contactNumber"], again["language"] =
		"María", "maria.santos@example.com", "US", "(813) 272-4000", "es"
	if status, _, res := post(t, env.url+"/api/subscribers", again); status != 200 || res["message"] != msgSubscribed {
		t.Fatalf("second subscribe: %d %v, want the same answer as the first", status, res)
	}
	if got := testdb.Value[string](t, env.st, `SELECT first_name || contact_number FROM subscribers`); got != "Maria+639171234567" {
		t.Errorf("the second subscribe overwrote the details: %q", got)
	}
	confirm := env.smtp.WaitFor(t, 2, 10*time.Second)[1]
	if confirm.To[0] != "maria.santos@example.com" || decodeHeader(confirm.Header.Get("Subject")) != "Confirma tus datos del boletín de TeachBay" {
		t.Fatalf("confirmation mail to %v: %q", confirm.To, decodeHeader(confirm.Header.Get("Subject")))
	}
	link := linkIn(t, confirm.Part("text/plain"), "https://teachbay.example/subscribe?confirm=")
	token := strings.TrimPrefix(link, "https://teachbay.example/subscribe?confirm=")
	if jobs := testdb.Value[string](t, env.st, `SELECT string_agg(args::text, ' ') FROM river_job`); strings.Contains(jobs, token) {
		t.Error("the queued confirmation mail holds its token in the clear")
	}

	status, _, res := post(t, env.url+"/api/subscribers/confirm", map[string]string{"token": token})
	if status != 200 || res["message"] != msgConfirmed {
		t.Fatalf("confirm: %d %v", status, res)
	}
	row := testdb.Value[string](t, env.st, `SELECT concat_ws('|', count(*) OVER (), first_name, contact_number, country, language) FROM subscribers`)
	if row != "1|María|+18132724000|US|es" {
		t.Errorf("after confirming: %q", row)
	}
	if got := testdb.Value[time.Time](t, env.st, `SELECT created_at FROM subscribers`); !got.Equal(created) {
		t.Errorf("created_at changed from %v to %v", created, got)
	}
	for _, tok := range []string{token, "unknown", ""} {
		status, _, res = post(t, env.url+"/api/subscribers/confirm", map[string]string{"token": tok})
		if status != 400 || res["code"] != "invalid_token" {
			t.Errorf("confirm with %q again: %d %v, want 400 invalid_token", tok, status, res)
		}
	}
}

func TestSubscribingAnUnsubscribedAddressNeedsItsConfirmation(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil)
	post(t, env.url+"/api/subscribers", validSubscriber())
	env.smtp.WaitFor(t, 1, 10*time.Second)
	token := testdb.Value[string](t, env.st, `SELECT unsubscribe_token FROM subscribers`)
	post(t, env.url+"/api/subscribers/unsubscribe?token="+token, "")

	post(t, env.url+"/api/subscribers", validSubscriber()) // the same details, by anyone
	if testdb.Value[bool](t, env.st, `SELECT unsubscribed_at IS NULL FROM subscribers`) {
		t.Fatal("a subscribe revived an unsubscribed address by itself")
	}
	confirm := env.smtp.WaitFor(t, 2, 10*time.Second)[1]
	link := linkIn(t, confirm.Part("text/plain"), "https://teachbay.example/subscribe?confirm=")
	status, _, _ := post(t, env.url+"/api/subscribers/confirm", map[string]string{"token": strings.TrimPrefix(link, "https://teachbay.example/subscribe?confirm=")})
	if status != 200 || !testdb.Value[bool](t, env.st, `SELECT unsubscribed_at IS NULL FROM subscribers`) {
		t.Errorf("confirm: %d, and still unsubscribed", status)
	}
}

func TestRepeatedSubscribesMailTheAddressAtMostThreeTimesAnHour(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, map[string]string{"TRUSTED_PROXIES": "127.0.0.1"}, nil)
	post(t, env.url+"/api/subscribers", validSubscriber())
	for i := range 5 {
		b := validSubscriber()
		b["lastName"] = "Santos " + string(rune('A'+i))
		if status, _, _ := post(t, env.url+"/api/subscribers", b, "X-Forwarded-For", "198.51.100."+string(rune('1'+i))); status != 200 {
			t.Fatalf("subscribe %d: %d", i+1, status)
		}
	}
	waitMailJobsDone(t, env)
	if got := len(env.smtp.Messages()); got != 4 {
		t.Errorf("%d mails, want a welcome and 3 confirmations", got)
	}
	// The same details again: nothing to confirm, no mail.
	post(t, env.url+"/api/subscribers", validSubscriber(), "X-Forwarded-For", "198.51.100.99")
	waitMailJobsDone(t, env)
	if got := testdb.Value[int](t, env.st, `SELECT count(*) FROM river_job WHERE kind = 'send_mail'`); got != 4 {
		t.Errorf("%d mail jobs, want 4", got)
	}
}

func TestSubscribeRejectsBadInputAndKeepsNothing(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, map[string]string{"TRUSTED_PROXIES": "127.0.0.1"}, nil)
	with := func(k, v string) map[string]string { b := validSubscriber(); b[k] = v; return b }
	tests := []struct {
		name       string
		body       any
		status     int
		code, msg  string
		field, fcd string
	}{
		{"missing first name", with("firstName", "   "), 400, "validation_failed", msgAllRequired, "firstName", "required"},
		{"only invisible characters", with("firstName", "\u200b\u202e"), 400, "validation_failed", msgAllRequired, "firstName", "required"},
		{"missing e-mail", with("email", ""), 400, "validation_failed", msgAllRequired, "email", "required"},
		{"missing number", with("contactNumber", ""), 400, "validation_failed", msgAllRequired, "contactNumber", "required"},
		{"invalid e-mail", with("email", "maria@"), 400, "validation_failed", msgFixFields, "email", "invalid"},
		{"e-mail with a header", with("email", "a@example.com\r\nBcc: victim@example.com"), 400, "validation_failed", msgFixFields, "email", "invalid"},
		{"invalid number", with("contactNumber", "12"), 400, "validation_failed", msgFixFields, "contactNumber", "invalid"},
		{"unknown country", with("country", "XX"), 400, "validation_failed", msgFixFields, "country", "invalid"},
		{"long name", with("lastName", strings.Repeat("a", 101)), 400, "validation_failed", msgFixFields, "lastName", "too_long"},
		{"NUL in a name", with("lastName", "San\u0000tos"), 400, "validation_failed", "Text fields cannot contain NUL characters", "lastName", "invalid"},
		{"NUL in the country", with("country", "P\u0000H"), 400, "validation_failed", "Text fields cannot contain NUL characters", "country", "invalid"},
		{"control character in a name", with("firstName", "Maria\u0007"), 400, "validation_failed", msgFixFields, "firstName", "invalid"},
		{"line break in a name", with("firstName", "Maria\nClick here"), 400, "validation_failed", msgFixFields, "firstName", "invalid"},
		{"link in a name", with("firstName", "Win at https://spam.example"), 400, "validation_failed", msgFixFields, "firstName", "invalid"},
		{"web address in a name", with("lastName", "cheap-pills.com"), 400, "validation_failed", msgFixFields, "lastName", "invalid"},
		{"not JSON", "{nope", 400, "validation_failed", "Request body is not valid JSON", "", ""},
		{"two values", `{"email":"a@b.co"} {}`, 400, "validation_failed", "Request body must hold a single JSON value", "", ""},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Each case from its own client, to stay under the rate limit.
			status, _, res := post(t, env.url+"/api/subscribers", tt.body, "X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i+1))
			if status != tt.status || res["code"] != tt.code || res["message"] != tt.msg {
				t.Fatalf("got %d %v", status, res)
			}
			if tt.field != "" {
				fields, _ := res["fields"].(map[string]any)
				if fields[tt.field] != tt.fcd {
					t.Errorf("fields = %v, want %s=%s", fields, tt.field, tt.fcd)
				}
			}
		})
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*) FROM subscribers`); n != 0 {
		t.Errorf("%d subscribers saved from bad input", n)
	}
}

func TestNamesLoseInvisibleCharacters(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil)
	// U+202E would show the rest of the name reversed; U+200B is invisible.
	if status, _, res := post(t, env.url+"/api/subscribers", map[string]string{"firstName": "Ma\u200bria\u202e", "lastName": "\u2066Santos\u2069",
		"email": "maria@example.com", "contactNumber": "+18132724000", "country": "US"}); status != 200 {
		t.Fatalf("%d %v", status, res)
	}
	if got := testdb.Value[string](t, env.st, `SELECT first_name || ' ' || last_name FROM subscribers`); got != "Maria Santos" {
		t.Errorf("stored %q", got)
	}
}

func TestFormsRefuseCrossSiteRequests(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil)
	for _, path := range []string{"/api/subscribers", "/api/contact", "/api/subscribers/confirm"} {
		status, _, res := post(t, env.url+path, validSubscriber(), "X-Requested-With", "")
		if status != 403 || res["code"] != "csrf" {
			t.Errorf("%s without X-Requested-With: %d %v", path, status, res)
		}
		status, _, res = post(t, env.url+path, validSubscriber(), "Origin", "https://evil.example")
		if status != 403 || res["code"] != "csrf" {
			t.Errorf("%s from another origin: %d %v", path, status, res)
		}
	}
	status, _, _ := post(t, env.url+"/api/subscribers", validSubscriber(), "Origin", "https://teachbay.example")
	if status != 200 {
		t.Errorf("same-origin subscribe: %d", status)
	}
}

func TestSubscribeIsRateLimitedPerClient(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, map[string]string{"TRUSTED_PROXIES": "127.0.0.1"}, nil)
	body := validSubscriber()
	for i := range 10 {
		if status, _, res := post(t, env.url+"/api/subscribers", body, "X-Forwarded-For", "203.0.113.9"); status != 200 {
			t.Fatalf("request %d: %d %v", i+1, status, res)
		}
	}
	status, h, res := post(t, env.url+"/api/subscribers", body, "X-Forwarded-For", "203.0.113.9")
	if status != 429 || res["code"] != "rate_limited" || h.Get("Retry-After") == "" {
		t.Fatalf("11th request: %d %v Retry-After=%q", status, res, h.Get("Retry-After"))
	}
	// Another client behind the same trusted proxy has its own allowance.
	if status, _, _ := post(t, env.url+"/api/subscribers", body, "X-Forwarded-For", "198.51.100.4"); status != 200 {
		t.Errorf("another client: %d", status)
	}
}

func TestIPv6ClientsAreCountedByTheirSlash64(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, map[string]string{"TRUSTED_PROXIES": "127.0.0.1"}, nil)
	for i := range 10 {
		addr := fmt.Sprintf("2001:db8:1:2::%x", i+1) // a new address each time, one /64
		if status, _, _ := post(t, env.url+"/api/subscribers", validSubscriber(), "X-Forwarded-For", addr); status != 200 {
			t.Fatalf("request %d: %d", i+1, status)
		}
	}
	if status, _, _ := post(t, env.url+"/api/subscribers", validSubscriber(), "X-Forwarded-For", "2001:db8:1:2:ffff::1"); status != 429 {
		t.Errorf("a new address in the same /64: %d, want 429", status)
	}
	if status, _, _ := post(t, env.url+"/api/subscribers", validSubscriber(), "X-Forwarded-For", "2001:db8:1:3::1"); status != 200 {
		t.Errorf("another /64: %d, want 200", status)
	}
}

func TestEveryForwardedForLineIsRead(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, map[string]string{"TRUSTED_PROXIES": "127.0.0.1, 10.0.0.0/8"}, nil)
	// The client sends its own line first; the proxy appends the real address on a line of its
	// own. Reading only the first line would let the client pick its address.
	for i := range 10 {
		spoofed := fmt.Sprintf("192.0.2.%d", i+1)
		req, _ := http.NewRequest(http.MethodPost, env.url+"/api/subscribers", strings.NewReader(`{}`))
		req.Header.Set("X-Requested-With", "test")
		req.Header.Add("X-Forwarded-For", spoofed)
		req.Header.Add("X-Forwarded-For", "203.0.113.50, 10.1.2.3")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
	}
	status, _, _ := post(t, env.url+"/api/subscribers", validSubscriber(), "X-Forwarded-For", "203.0.113.50")
	if status != 429 {
		t.Errorf("the client behind the proxies escaped its limit: %d, want 429", status)
	}
}

func TestForwardedForIsIgnoredFromUntrustedPeers(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil) // no trusted proxies: the peer address is the client
	for i := range 10 {
		post(t, env.url+"/api/subscribers", validSubscriber(), "X-Forwarded-For", fmt.Sprintf("192.0.2.%d", i+1))
	}
	if status, _, _ := post(t, env.url+"/api/subscribers", validSubscriber(), "X-Forwarded-For", "192.0.2.200"); status != 429 {
		t.Errorf("a spoofed X-Forwarded-For escaped the limit: %d", status)
	}
}

func TestCountriesInBothLanguages(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil)
	for lang, want := range map[string]string{"en": `{"code":"PH","name":"Philippines"}`, "es": `{"code":"PH","name":"Filipinas"}`} {
		res, body := get(t, env.url+"/api/countries?lang="+lang)
		if res.StatusCode != 200 || !strings.Contains(body, want) {
			t.Errorf("%s: %d, lacks %s", lang, res.StatusCode, want)
		}
	}
}
