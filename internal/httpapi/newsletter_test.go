package httpapi

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/testdb"
)

// newsletterOf is the teacher's newsletter setting as her settings page reads it.
func newsletterOf(t *testing.T, b *browser) any {
	t.Helper()
	status, _, body := b.do(http.MethodGet, "/api/me/settings", nil)
	if status != 200 {
		t.Fatalf("settings: %d %v", status, body)
	}
	return body["newsletter"]
}

func TestTheNewsletterCheckboxSubscribesAndAnUnsubscribeUnticksIt(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana := env.teacher(t, ana) // Spanish, from the Philippines
	env.confirmEmail(t, "ana@example.com")
	tick := func(on bool) map[string]any {
		t.Helper()
		status, _, body := ana.do(http.MethodPut, "/api/me/settings", map[string]any{"consentContact": true, "jobRecommendations": true, "newsletter": on})
		if status != 200 {
			t.Fatalf("settings: %d %v", status, body)
		}
		return body
	}

	// Ticking it subscribes her with her account's details: no confirmation, a welcome that carries
	// the unsubscribe link.
	if body := tick(true); body["newsletter"] != true {
		t.Errorf("ticked: %v", body)
	}
	row := testdb.Value[[]string](t, env.st, `SELECT ARRAY[first_name, last_name, contact_number, country, language,
		coalesce(unsubscribed_at::text, '')] FROM subscribers WHERE email = 'ana@example.com'`)
	if got, want := strings.Join(row, "|"), "Ana|Cruz|+639171234567|PH|es|"; got != want {
		t.Errorf("the subscriber: %s, want %s", got, want)
	}
	if env.mails(t, "subscribe_welcome", "ana@example.com") != 1 || env.mails(t, "subscribe_confirm", "ana@example.com") != 0 {
		t.Error("want one welcome and no confirmation mail")
	}
	tick(true) // saved again: nothing new
	if env.mails(t, "subscribe_welcome", "ana@example.com") != 1 {
		t.Error("saving the settings again welcomed her again")
	}

	// The newsletter's unsubscribe link unticks it.
	link, _ := url.Parse(env.mailLink(t, "subscribe_welcome", "ana@example.com", "UnsubscribeURL"))
	if status, _, body := env.browser(t).do(http.MethodPost, "/api/subscribers/unsubscribe?token="+url.QueryEscape(link.Query().Get("token")), nil); status != 200 {
		t.Fatalf("unsubscribe: %d %v", status, body)
	}
	if got := newsletterOf(t, ana); got != false {
		t.Errorf("after the unsubscribe link the box reads %v", got)
	}

	// Ticked again, she is subscribed again; an admin's removal unticks it.
	if body := tick(true); body["newsletter"] != true {
		t.Errorf("ticked again: %v", body)
	}
	admin := env.admin(t, "ops@teachbay.example")
	id := testdb.Value[string](t, env.st, `SELECT id::text FROM subscribers WHERE email = 'ana@example.com'`)
	if status, _, body := admin.do(http.MethodDelete, "/api/admin/subscribers/"+id, nil); status != 204 {
		t.Fatalf("admin removes her: %d %v", status, body)
	}
	if got := newsletterOf(t, ana); got != false {
		t.Errorf("after an admin's removal the box reads %v", got)
	}

	// Unticking it unsubscribes her.
	tick(true)
	if body := tick(false); body["newsletter"] != false {
		t.Errorf("unticked: %v", body)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM subscribers WHERE email = 'ana@example.com' AND unsubscribed_at IS NULL`); n != 0 {
		t.Error("unticking left her subscribed")
	}
}

func TestAnUnconfirmedAddressTicksTheNewsletterAsThePublicFormDoes(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	// Someone once subscribed this address through the public form, and unsubscribed.
	testdb.Value[int](t, env.st, `WITH s AS (INSERT INTO subscribers (email, first_name, last_name, contact_number, country, language,
		unsubscribe_token, unsubscribed_at) VALUES ('ana@example.com', 'Someone', 'Else', '+18135550100', 'US', 'en', 'tok', now())
		RETURNING 1) SELECT count(*)::int FROM s`)
	ana := env.teacher(t, ana)
	status, _, body := ana.do(http.MethodPut, "/api/me/settings", map[string]any{"consentContact": false, "jobRecommendations": false, "newsletter": true})
	if status != 200 || body["newsletter"] != false {
		t.Errorf("an unconfirmed address ticks it: %d %v, want false until the mailed link is followed", status, body)
	}
	if env.mails(t, "subscribe_confirm", "ana@example.com") != 1 {
		t.Error("no mail asks the address to confirm")
	}
	link, _ := url.Parse(env.mailLink(t, "subscribe_confirm", "ana@example.com", "ConfirmURL"))
	if status, _, body := env.browser(t).do(http.MethodPost, "/api/subscribers/confirm", map[string]string{"token": link.Query().Get("confirm")}); status != 200 {
		t.Fatalf("confirm: %d %v", status, body)
	}
	if got := newsletterOf(t, ana); got != true {
		t.Errorf("after confirming the box reads %v", got)
	}
}
