package httpapi

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/testdb"
)

func TestTheAccountLanguageIsThePersonsChoiceAndHerMailsFollowIt(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	english := map[string]any{}
	for k, v := range ana {
		english[k] = v
	}
	english["language"] = "en"
	b := env.teacher(t, english)

	status, _, body := b.do(http.MethodPut, "/api/me/language", map[string]string{"language": "es"})
	if status != 200 || body["user"].(map[string]any)["language"] != "es" {
		t.Fatalf("choosing Spanish: %d %v", status, body)
	}
	if _, _, me := b.do(http.MethodGet, "/api/auth/me", nil); me["user"].(map[string]any)["language"] != "es" {
		t.Errorf("the account after choosing Spanish: %v", me)
	}
	// A mail sent after the change is in Spanish, and its link opens the page in Spanish.
	env.browser(t).do(http.MethodPost, "/api/auth/password/forgot", map[string]string{"email": "ana@example.com"})
	lang := testdb.Value[string](t, env.st, `SELECT args->>'lang' FROM river_job WHERE kind = 'send_mail'
		AND args->>'template' = 'password_reset' AND args->>'to' = 'ana@example.com'`)
	link, _ := url.Parse(env.mailLink(t, "password_reset", "ana@example.com", "ResetURL"))
	if lang != "es" || link.Query().Get("lang") != "es" || link.Query().Get("token") == "" {
		t.Errorf("the reset mail after choosing Spanish: in %q, link %s", lang, link)
	}

	for _, bad := range []any{map[string]string{"language": "fr"}, map[string]string{"language": ""}, map[string]any{"language": 1}} {
		if status, _, body := b.do(http.MethodPut, "/api/me/language", bad); status != 400 || body["code"] != "validation_failed" {
			t.Errorf("language %v: %d %v, want 400", bad, status, body)
		}
	}
	if _, _, me := b.do(http.MethodGet, "/api/auth/me", nil); me["user"].(map[string]any)["language"] != "es" {
		t.Errorf("a refused change changed the account: %v", me)
	}
	if status, _, body := env.browser(t).do(http.MethodPut, "/api/me/language", map[string]string{"language": "en"}); status != 401 {
		t.Errorf("signed out: %d %v, want 401", status, body)
	}
	req, _ := http.NewRequest(http.MethodPut, env.url+"/api/me/language", strings.NewReader(`{"language":"en"}`))
	req.Header.Set("Content-Type", "application/json")
	if res, err := b.client.Do(req); err != nil || res.StatusCode != 403 {
		t.Errorf("without the CSRF header: %v %v, want 403", res, err)
	} else {
	}

	// School users and admins choose theirs too.
	openings(t, env, "bay")
	school := env.school(t, "hr@bay.example", "bay")
	if status, _, body := school.do(http.MethodPut, "/api/me/language", map[string]string{"language": "es"}); status != 200 ||
		body["user"].(map[string]any)["role"] != "school" || body["user"].(map[string]any)["language"] != "es" {
		t.Errorf("a school user chooses Spanish: %d %v", status, body)
	}
}

func TestInvitationLinksOpenTheirPageInTheMailsLanguage(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	openings(t, env, "bay")
	admin := env.admin(t, "ops@teachbay.example")
	org := testdb.Value[string](t, env.st, `SELECT id::text FROM organizations WHERE slug = 'bay'`)
	for to, lang := range map[string]string{"hr@bay.example": "es", "ops2@bay.example": "en"} {
		if status, _, body := admin.do(http.MethodPost, "/api/admin/invitations", map[string]any{"email": to, "role": "school",
			"organizationId": org, "language": lang}); status != 201 {
			t.Fatalf("invite: %d %v", status, body)
		}
		link, _ := url.Parse(env.mailLink(t, "invitation", to, "AcceptURL"))
		if link.Query().Get("lang") != lang || link.Query().Get("token") == "" {
			t.Errorf("the %s invitation's link: %s", lang, link)
		}
		// The page the link opens is in that language before the app starts.
		_, page := get(t, env.url+link.RequestURI(), "Cookie", "language=en", "Accept-Language", "en")
		if want := `<html lang="` + lang + `">`; !strings.Contains(page, want) {
			t.Errorf("the %s invitation's page has no %s", lang, want)
		}
	}
}

func TestAFirstVisitGetsTheLanguageTheBrowserPrefers(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	for _, c := range []struct {
		path, cookie, accept, want string
	}{
		{"/contact-us", "", "es", "es"},
		{"/contact-us", "", "es-MX,es;q=0.9,en;q=0.8", "es"},
		{"/contact-us", "", "fr-CA, es;q=0.7, en;q=0.5", "es"},
		{"/contact-us", "", "en-US,en;q=0.9,es;q=0.8", "en"},
		{"/contact-us", "", "en;q=0.5, es-MX;q=0.9", "es"},
		{"/contact-us", "", "es;q=0, en;q=0.1", "en"},
		{"/contact-us", "", "fr", "en"},
		{"/contact-us", "", "en;q=0.4, es-MX;level=1;q=0.6", "es"},
		{"/contact-us", "", "es;q=2, en;q=0.1", "en"},
		{"/contact-us", "", "", "en"},
		{"/user/login", "", "es-419", "es"},
		{"/no-such-page", "", "es", "es"},
		{"/vacancies", "", "es-ES", "es"},
		// A language cookie always wins: the visitor chose.
		{"/contact-us", "language=en", "es", "en"},
		{"/contact-us", "language=us", "es", "en"},
		{"/contact-us", "language=es", "en", "es"},
		// A link that names its language (a mail's) wins over both.
		{"/user/reset-password?token=x&lang=es", "language=en", "en", "es"},
		{"/user/reset-password?token=x&lang=en", "language=es", "es", "en"},
	} {
		res, body := get(t, ts.URL+c.path, "Cookie", c.cookie, "Accept-Language", c.accept)
		if want := `<html lang="` + c.want + `">`; !strings.Contains(body, want) {
			t.Errorf("%s with cookie %q and Accept-Language %q: want %s", c.path, c.cookie, c.accept, want)
		}
		if vary := strings.Join(res.Header.Values("Vary"), ","); !strings.Contains(vary, "Accept-Language") || !strings.Contains(vary, "Cookie") {
			t.Errorf("%s: Vary %q, want Cookie and Accept-Language", c.path, vary)
		}
	}
}
