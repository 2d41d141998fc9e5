package httpapi

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"
)

func validSubscriber() map[string]string {
	return map[string]string{"firstName": "  Maria ", "lastName": "Santos", "email": " Maria.Santos@Example.COM ",
		"contactNumber": "0917 123 4567", "country": "PH"}
}

func TestSubscribeSavesNormalizedRecordAndSendsWelcomeInTheirLanguage(t *testing.T) {
	env := newFormsEnv(t, nil, nil)
	body := validSubscriber()
	body["language"] = "es"
	status, _, res := post(t, env.url+"/api/subscribers", body)
	if status != 200 || res["message"] != msgSubscribed {
		t.Fatalf("got %d %v", status, res)
	}
	var first, last, number, country, lang string
	var created time.Time
	err := env.st.Pool.QueryRow(context.Background(), `SELECT first_name, last_name, contact_number, country, language, created_at
		FROM subscribers WHERE email = 'maria.santos@example.com'`).Scan(&first, &last, &number, &country, &lang, &created)
	if err != nil {
		t.Fatal(err)
	}
	if first != "Maria" || last != "Santos" || number != "+639171234567" || country != "PH" || lang != "es" {
		t.Errorf("stored %q %q %q %q %q", first, last, number, country, lang)
	}

	msg := env.smtp.WaitFor(t, 1, 10*time.Second)[0]
	if len(msg.To) != 1 || msg.To[0] != "maria.santos@example.com" {
		t.Errorf("recipients %v", msg.To)
	}
	if subj := msg.Header.Get("Subject"); !strings.Contains(decodeHeader(subj), "Te damos la bienvenida a TeachBay, Maria") {
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

	// One-click unsubscribe (RFC 8058): a mail program POSTs the form, without any CSRF header.
	path := strings.TrimPrefix(unsubscribe, "https://teachbay.example")
	for range 2 { // idempotent
		status, _, res = post(t, env.url+path, "List-Unsubscribe=One-Click", "Content-Type", "application/x-www-form-urlencoded", "X-Requested-With", "")
		if status != 200 {
			t.Fatalf("one-click unsubscribe: %d %v", status, res)
		}
	}
	var unsubscribed bool
	_ = env.st.Pool.QueryRow(context.Background(), `SELECT unsubscribed_at IS NOT NULL FROM subscribers`).Scan(&unsubscribed)
	if !unsubscribed {
		t.Error("still subscribed after the one-click POST")
	}
	status, _, _ = post(t, env.url+"/api/subscribers/unsubscribe?token=forged", "")
	if status != 404 {
		t.Errorf("unknown token: %d, want 404", status)
	}
}

func TestUnsubscribeLinkClickedInABrowserLandsOnTheSubscribePage(t *testing.T) {
	env := newFormsEnv(t, nil, nil)
	post(t, env.url+"/api/subscribers", validSubscriber())
	var token string
	_ = env.st.Pool.QueryRow(context.Background(), `SELECT unsubscribe_token FROM subscribers`).Scan(&token)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, tt := range []struct{ token, want string }{{token, "/subscribe?unsubscribed=1"}, {"nope", "/subscribe?unsubscribed=invalid"}} {
		req, _ := http.NewRequest(http.MethodGet, env.url+"/api/subscribers/unsubscribe?token="+tt.token, nil)
		req.Header.Set("Accept", "text/html,application/xhtml+xml")
		res, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != tt.want {
			t.Errorf("GET with token %q: %d to %q, want 303 to %q", tt.token, res.StatusCode, res.Header.Get("Location"), tt.want)
		}
	}
}

func TestSubscribingAgainUpdatesAndKeepsCreatedAt(t *testing.T) {
	env := newFormsEnv(t, nil, nil)
	post(t, env.url+"/api/subscribers", validSubscriber())
	env.smtp.WaitFor(t, 1, 10*time.Second)
	var created1, created2 time.Time
	_ = env.st.Pool.QueryRow(context.Background(), `SELECT created_at FROM subscribers`).Scan(&created1)

	again := validSubscriber()
	again["firstName"], again["email"], again["country"], again["contactNumber"] = "María", "maria.santos@example.com", "US", "(813) 272-4000"
	if status, _, res := post(t, env.url+"/api/subscribers", again); status != 200 {
		t.Fatalf("second subscribe: %d %v", status, res)
	}
	var n int
	var first, number string
	_ = env.st.Pool.QueryRow(context.Background(), `SELECT count(*) OVER (), first_name, contact_number, created_at FROM subscribers`).Scan(&n, &first, &number, &created2)
	if n != 1 || first != "María" || number != "+18132724000" || !created2.Equal(created1) {
		t.Errorf("after resubscribing: %d rows, %q %q, created %v then %v", n, first, number, created1, created2)
	}
	time.Sleep(500 * time.Millisecond)
	if got := len(env.smtp.Messages()); got != 1 {
		t.Errorf("%d welcome mails for one active subscriber, want 1", got)
	}
}

func TestSubscribeRejectsBadInputAndKeepsNothing(t *testing.T) {
	env := newFormsEnv(t, nil, nil)
	with := func(k, v string) map[string]string { b := validSubscriber(); b[k] = v; return b }
	tests := []struct {
		name       string
		body       any
		status     int
		code, msg  string
		field, fcd string
	}{
		{"missing first name", with("firstName", "   "), 400, "validation_failed", msgAllRequired, "firstName", "required"},
		{"missing e-mail", with("email", ""), 400, "validation_failed", msgAllRequired, "email", "required"},
		{"missing number", with("contactNumber", ""), 400, "validation_failed", msgAllRequired, "contactNumber", "required"},
		{"invalid e-mail", with("email", "maria@"), 400, "validation_failed", msgFixFields, "email", "invalid"},
		{"e-mail with a header", with("email", "a@example.com\r\nBcc: victim@example.com"), 400, "validation_failed", msgFixFields, "email", "invalid"},
		{"invalid number", with("contactNumber", "12"), 400, "validation_failed", msgFixFields, "contactNumber", "invalid"},
		{"unknown country", with("country", "XX"), 400, "validation_failed", msgFixFields, "country", "invalid"},
		{"long name", with("lastName", strings.Repeat("a", 101)), 400, "validation_failed", msgFixFields, "lastName", "too_long"},
		{"not JSON", "{nope", 400, "validation_failed", "Request body is not valid JSON", "", ""},
		{"two values", `{"email":"a@b.co"} {}`, 400, "validation_failed", "Request body must hold a single JSON value", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, _, res := post(t, env.url+"/api/subscribers", tt.body)
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
	var n int
	_ = env.st.Pool.QueryRow(context.Background(), `SELECT count(*) FROM subscribers`).Scan(&n)
	if n != 0 {
		t.Errorf("%d subscribers saved from bad input", n)
	}
}

func TestFormsRefuseCrossSiteRequests(t *testing.T) {
	env := newFormsEnv(t, nil, nil)
	for _, path := range []string{"/api/subscribers", "/api/contact"} {
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

func TestForwardedForIsIgnoredFromUntrustedPeers(t *testing.T) {
	env := newFormsEnv(t, nil, nil) // no trusted proxies: the peer address is the client
	for i := range 10 {
		post(t, env.url+"/api/subscribers", validSubscriber(), "X-Forwarded-For", "192.0.2."+string(rune('1'+i)))
	}
	if status, _, _ := post(t, env.url+"/api/subscribers", validSubscriber(), "X-Forwarded-For", "192.0.2.200"); status != 429 {
		t.Errorf("a spoofed X-Forwarded-For escaped the limit: %d", status)
	}
}

func TestCountriesInBothLanguages(t *testing.T) {
	env := newFormsEnv(t, nil, nil)
	for lang, want := range map[string]string{"en": `{"code":"PH","name":"Philippines"}`, "es": `{"code":"PH","name":"Filipinas"}`} {
		res, body := get(t, env.url+"/api/countries?lang="+lang)
		if res.StatusCode != 200 || !strings.Contains(body, want) {
			t.Errorf("%s: %d, lacks %s", lang, res.StatusCode, want)
		}
	}
}
