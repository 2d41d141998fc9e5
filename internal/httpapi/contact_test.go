package httpapi

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/sealed"
	"github.com/teachbay/teachbay/internal/testdb"
	"github.com/teachbay/teachbay/internal/testsmtp"
)

func validContact() map[string]string {
	return map[string]string{"firstName": "Jose", "lastName": "Rizal", "email": "jose@example.ph",
		"phone": "+63 917 123 4567", "message": "Hello!\nHow do I get my Florida certificate?", "recaptchaToken": "good"}
}

// byRecipient indexes messages by their single recipient.
func byRecipient(t *testing.T, msgs []testsmtp.Message) map[string]testsmtp.Message {
	t.Helper()
	out := map[string]testsmtp.Message{}
	for _, m := range msgs {
		if len(m.To) != 1 {
			t.Fatalf("a message went to %v; every mail has exactly one recipient", m.To)
		}
		if _, dup := out[m.To[0]]; dup {
			t.Fatalf("two messages to %s", m.To[0])
		}
		out[m.To[0]] = m
	}
	return out
}

func TestContactStoresTheMessageAndMailsTeamAndSender(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, map[string]string{"RECAPTCHA_SITE_KEY": "site", "RECAPTCHA_SECRET": "test-secret"}, fakeSiteverify(t))
	body := validContact()
	body["language"] = "es"
	status, _, res := post(t, env.url+"/api/contact", body, "User-Agent", "TestBrowser/1.0")
	if status != 200 || res["message"] != msgSent {
		t.Fatalf("got %d %v", status, res)
	}
	var phone, lang, ip, ua, message string
	err := env.st.Pool.QueryRow(context.Background(),
		`SELECT phone, language, host(ip), user_agent, message FROM contact_messages WHERE email = 'jose@example.ph'`).Scan(&phone, &lang, &ip, &ua, &message)
	if err != nil {
		t.Fatal(err)
	}
	if phone != "+639171234567" || lang != "es" || ip != "127.0.0.1" || ua != "TestBrowser/1.0" || !strings.Contains(message, "\nHow do I") {
		t.Errorf("stored %q %q %q %q %q", phone, lang, ip, ua, message)
	}

	mails := byRecipient(t, env.smtp.WaitFor(t, 2, 10*time.Second))
	team, receipt := mails["team@teachbay.localhost"], mails["jose@example.ph"]
	if team.Header.Get("Reply-To") != "<jose@example.ph>" {
		t.Errorf("team mail Reply-To %q", team.Header.Get("Reply-To"))
	}
	if !strings.Contains(team.Part("text/plain"), "How do I get my Florida certificate?") ||
		!strings.Contains(team.Part("text/plain"), "+639171234567") {
		t.Errorf("team mail text:\n%s", team.Part("text/plain"))
	}
	if decodeHeader(receipt.Header.Get("Subject")) != "Recibimos tu mensaje" || !strings.Contains(receipt.Part("text/plain"), "24 horas") {
		t.Errorf("receipt %q:\n%s", receipt.Header.Get("Subject"), receipt.Part("text/plain"))
	}
	if strings.Contains(string(receipt.Raw), "Florida certificate") {
		t.Error("the receipt quotes the message; anyone could use it to send their text to any address")
	}
	if subject := decodeHeader(team.Header.Get("Subject")); strings.Contains(subject, "Jose") || strings.Contains(subject, "Rizal") {
		t.Errorf("team mail subject %q carries the sender's name", subject)
	}
	if receipt.Header.Get("List-Unsubscribe") != "" {
		t.Error("a receipt is not a newsletter: no List-Unsubscribe")
	}
}

func TestContactCaptcha(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, map[string]string{"RECAPTCHA_SITE_KEY": "site", "RECAPTCHA_SECRET": "test-secret"}, fakeSiteverify(t))
	for _, tt := range []struct {
		token, code string
		status      int
	}{
		{"", "captcha_failed", 400},
		{"forged", "captcha_failed", 400},
		{"slow", "unavailable", 503}, // the verify endpoint timed out
	} {
		body := validContact()
		body["recaptchaToken"] = tt.token
		status, _, res := post(t, env.url+"/api/contact", body)
		if status != tt.status || res["code"] != tt.code || res["message"] == "" {
			t.Errorf("token %q: %d %v, want %d %s", tt.token, status, res, tt.status, tt.code)
		}
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*) FROM contact_messages`); n != 0 {
		t.Errorf("%d messages stored without a passed captcha", n)
	}
}

func TestContactWithoutCaptchaKeys(t *testing.T) {
	t.Parallel()
	dev := newFormsEnv(t, nil, nil)
	body := validContact()
	delete(body, "recaptchaToken")
	if status, _, res := post(t, dev.url+"/api/contact", body); status != 200 {
		t.Errorf("development without keys: %d %v, want 200 (captcha off)", status, res)
	}
	prod := newFormsEnv(t, map[string]string{"APP_ENV": "production", "MAIL_FROM": "no-reply@teachbay.example",
		"CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "127.0.0.1", "AUTH_SECRET": strings.Repeat("s", 32), "DATA_KEYS": sealed.NewKey("test")}, nil)
	if status, _, res := post(t, prod.url+"/api/contact", body); status != 503 || res["code"] != "unavailable" {
		t.Errorf("production without keys: %d %v, want 503 unavailable", status, res)
	}
}

func TestContactRejectsBadInput(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, map[string]string{"TRUSTED_PROXIES": "127.0.0.1"}, nil)
	with := func(k, v string) map[string]string { b := validContact(); b[k] = v; return b }
	for _, tt := range []struct {
		name, field, code, msg string
		body                   map[string]string
	}{
		{"no message", "message", "required", msgAllRequired, with("message", " \n ")},
		{"no phone", "phone", "required", msgAllRequired, with("phone", "")},
		{"bad phone", "phone", "invalid", msgFixFields, with("phone", "call me")},
		{"bad e-mail", "email", "invalid", msgFixFields, with("email", "jose at example")},
		{"long message", "message", "too_long", msgFixFields, with("message", strings.Repeat("x", 5001))},
		{"NUL in the message", "message", "invalid", "Text fields cannot contain NUL characters", with("message", "hi\u0000there")},
		{"control character in the message", "message", "invalid", msgFixFields, with("message", "hi\u001bthere")},
		{"link in a name", "lastName", "invalid", msgFixFields, with("lastName", "www.spam.example")},
	} {
		status, _, res := post(t, env.url+"/api/contact", tt.body, "X-Forwarded-For", "198.51.100."+strconv.Itoa(len(tt.name)))
		fields, _ := res["fields"].(map[string]any)
		if status != 400 || res["message"] != tt.msg || fields[tt.field] != tt.code {
			t.Errorf("%s: %d %v", tt.name, status, res)
		}
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*) FROM contact_messages`); n != 0 {
		t.Errorf("%d messages stored from bad input", n)
	}
	// Line breaks and tabs are what a message is made of: they stay.
	body := validContact()
	body["message"] = "Hello,\r\n\tI teach math."
	if status, _, res := post(t, env.url+"/api/contact", body, "X-Forwarded-For", "203.0.113.1"); status != 200 {
		t.Fatalf("a message with line breaks: %d %v", status, res)
	}
	if got := testdb.Value[string](t, env.st, `SELECT message FROM contact_messages`); got != "Hello,\n\tI teach math." {
		t.Errorf("stored %q", got)
	}
}

func TestContactIsRateLimited(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil)
	for i := range 5 {
		if status, _, _ := post(t, env.url+"/api/contact", validContact()); status != 200 {
			t.Fatalf("message %d: %d", i+1, status)
		}
	}
	status, h, _ := post(t, env.url+"/api/contact", validContact())
	if status != 429 || h.Get("Retry-After") == "" {
		t.Errorf("6th message: %d, Retry-After %q", status, h.Get("Retry-After"))
	}
}

func TestLineBreaksInFieldsCannotAddHeaders(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil)
	body := validContact()
	body["firstName"] = "Eve\r\nBcc: victim@example.com"
	body["lastName"] = "X\nSubject: owned\r\n\r\nbody"
	status, _, res := post(t, env.url+"/api/contact", body)
	fields, _ := res["fields"].(map[string]any)
	if status != 400 || fields["firstName"] != "invalid" || fields["lastName"] != "invalid" {
		t.Fatalf("names with line breaks: %d %v, want 400 with both names invalid", status, res)
	}
	// A message may have line breaks; they stay in the body.
	body = validContact()
	body["message"] = "line\r\nBcc: victim2@example.com\r\n.\r\nMAIL FROM:<x@y.z>"
	if status, _, res := post(t, env.url+"/api/contact", body); status != 200 {
		t.Fatalf("%d %v", status, res)
	}
	for _, m := range env.smtp.WaitFor(t, 2, 10*time.Second) {
		if m.Header.Get("Bcc") != "" || strings.Contains(decodeHeader(m.Header.Get("Subject")), "\n") {
			t.Errorf("injected header: Bcc=%q Subject=%q", m.Header.Get("Bcc"), m.Header.Get("Subject"))
		}
		if len(m.To) != 1 || strings.Contains(m.To[0], "victim") {
			t.Errorf("recipients %v", m.To)
		}
		// The header block ends at the first empty line; the text may appear in the body only.
		headerBlock, _, _ := strings.Cut(string(m.Raw), "\r\n\r\n")
		for _, line := range strings.Split(headerBlock, "\r\n") {
			if strings.HasPrefix(strings.ToLower(line), "bcc:") {
				t.Errorf("header block has an injected line %q", line)
			}
		}
	}
	sub := validSubscriber()
	sub["firstName"] = "Eve\r\nBcc: victim@example.com"
	if status, _, _ := post(t, env.url+"/api/subscribers", sub); status != 400 {
		t.Errorf("subscribe with a line break in the name: %d, want 400", status)
	}
}

func TestContactSurvivesAnSMTPOutageAndIsDeliveredOnce(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil)
	env.smtp.Stop()
	if status, _, res := post(t, env.url+"/api/contact", validContact()); status != 200 {
		t.Fatalf("with SMTP down the request still succeeds; got %d %v", status, res)
	}
	// Wait until both jobs have failed at least once.
	waitFor(t, 15*time.Second, func() bool {
		return testdb.Value[int](t, env.st, `SELECT count(*) FROM river_job WHERE kind = 'send_mail' AND cardinality(errors) >= 1`) == 2
	})
	env.smtp.Restart(t)
	mails := byRecipient(t, env.smtp.WaitFor(t, 2, 20*time.Second))
	if _, ok := mails["team@teachbay.localhost"]; !ok {
		t.Error("team mail missing after the outage")
	}
	waitMailJobsDone(t, env)
	if n := len(env.smtp.Messages()); n != 2 {
		t.Errorf("%d mails after the outage, want exactly 2 (one each)", n)
	}
	if stored := testdb.Value[int](t, env.st, `SELECT count(*) FROM contact_messages`); stored != 1 {
		t.Errorf("%d messages stored, want 1", stored)
	}
}

func TestTemporaryRejectionsAreRetried(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil)
	env.smtp.TempFail(3) // 451 for the first three attempts, whichever mail they belong to
	if status, _, _ := post(t, env.url+"/api/contact", validContact()); status != 200 {
		t.Fatal(status)
	}
	byRecipient(t, env.smtp.WaitFor(t, 2, 30*time.Second)) // both arrive, once each
	waitMailJobsDone(t, env)                               // River records completions in batches
	if retried := testdb.Value[int](t, env.st, `SELECT sum(attempt - 1)::int FROM river_job WHERE kind = 'send_mail' AND state = 'completed'`); retried != 3 {
		t.Errorf("%d retries, want 3 (one per 451)", retried)
	}
}

func TestPermanentRejectionIsNotRetried(t *testing.T) {
	t.Parallel()
	env := newFormsEnv(t, nil, nil)
	env.smtp.Reject("jose@example.ph")
	post(t, env.url+"/api/contact", validContact())
	env.smtp.WaitFor(t, 1, 10*time.Second) // the team mail still goes out
	waitFor(t, 10*time.Second, func() bool {
		return testdb.Value[string](t, env.st, `SELECT state || ' ' || attempt FROM river_job
			WHERE kind = 'send_mail' AND args->>'to' = 'jose@example.ph'`) == "cancelled 1"
	})
}

// waitMailJobsDone waits until every mail job has reached a final state (sent, cancelled or
// discarded), so a count of the mails received is the final count.
func waitMailJobsDone(t *testing.T, env *formsEnv) {
	t.Helper()
	waitFor(t, 20*time.Second, func() bool {
		return testdb.Value[int](t, env.st, `SELECT count(*) FROM river_job
			WHERE kind = 'send_mail' AND state NOT IN ('completed', 'cancelled', 'discarded')`) == 0
	})
}

func waitFor(t *testing.T, timeout time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("condition not met within %s", timeout)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
