package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/config"
	"github.com/teachbay/teachbay/internal/disclosures"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/resume"
	"github.com/teachbay/teachbay/internal/sealed"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
	"github.com/teachbay/teachbay/web/shared"
)

// testAuthSecret signs the sessions of the test servers; testKeys seal their sensitive data and
// the links of their queued mails.
var (
	testAuthSecret = []byte(strings.Repeat("t", 32))
	testKeys, _    = sealed.ParseKeys(sealed.NewKey("test"))
)

type authEnv struct {
	url  string
	st   *store.Store
	svc  *service.Service // the server's services, for preparing what a test starts from
	logs *syncBuffer      // everything the server logged
	// blobDir is where the uploaded files' bytes are kept.
	blobDir string
	// srv is the server behind url.
	srv *Server
}

// newAuthEnv serves the API over a fresh database with accounts; mails are queued, not sent.
func newAuthEnv(t *testing.T) *authEnv {
	t.Helper()
	return newAuthEnvWith(t, nil)
}

// newAuthEnvWith is newAuthEnv with settings added or changed (as testConfig takes them).
func newAuthEnvWith(t *testing.T, vars map[string]string) *authEnv {
	t.Helper()
	st := testdb.New(t)
	cfg := testConfig(t, vars)
	queue, err := jobs.New(st.Pool, quietLog, jobs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	signer, err := auth.NewSigner(testAuthSecret, cfg.BaseURL)
	if err != nil {
		t.Fatal(err)
	}
	blobDir := t.TempDir()
	blobs, err := blob.New(context.Background(), config.Blob{Dir: blobDir, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	schema, err := disclosures.Parse(shared.Disclosures)
	if err != nil {
		t.Fatal(err)
	}
	services := service.New(service.Config{BaseURL: cfg.BaseURL, ContactTo: cfg.ContactTo,
		PasswordParams: auth.Params{Memory: 1024, Iterations: 1, Parallelism: 1}},
		service.Deps{Store: st, Mail: queue, Countries: testCountries, Signer: signer,
			Blobs: blobs, Orphans: queue, Resumes: queue, ResumeText: resume.Extract, Disclosures: schema, Keys: testKeys, CloseOuts: queue, Alerts: queue})
	logs := &syncBuffer{}
	srv, ts := startServer(t, cfg, Deps{Store: st, Services: services, Log: slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
		Web: testWeb(), Metrics: prometheus.NewRegistry(), Countries: testCountries})
	return &authEnv{url: ts.URL, st: st, svc: services, logs: logs, blobDir: blobDir, srv: srv}
}

// browser is one visitor with a cookie jar, calling the API as the web app does.
type browser struct {
	t      *testing.T
	env    *authEnv
	client *http.Client
	// userAgent, when set, is the User-Agent of every request.
	userAgent string
}

func (e *authEnv) browser(t *testing.T) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, env: e, client: &http.Client{Jar: jar}}
}

func (b *browser) do(method, path string, body any) (int, http.Header, map[string]any) {
	b.t.Helper()
	var r io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		r = bytes.NewReader(raw)
	}
	req, _ := http.NewRequest(method, b.env.url+path, r)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "fetch")
	if b.userAgent != "" {
		req.Header.Set("User-Agent", b.userAgent)
	}
	res, err := b.client.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	raw, _ := io.ReadAll(res.Body)
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &out); err != nil {
			b.t.Fatalf("%s %s: not JSON: %s", method, path, raw)
		}
	}
	return res.StatusCode, res.Header, out
}

func (b *browser) cookie(name string) string {
	u, _ := url.Parse(b.env.url)
	for _, c := range b.client.Jar.Cookies(u) {
		if c.Name == name {
			return c.Value
		}
	}
	return ""
}

func (b *browser) setCookie(name, value string) {
	u, _ := url.Parse(b.env.url)
	b.client.Jar.SetCookies(u, []*http.Cookie{{Name: name, Value: value, Path: "/"}})
}

// withoutCSRFHeader sends a request as another site's form could, with the browser's cookies but
// without X-Requested-With, and returns the status.
func (b *browser) withoutCSRFHeader(method, path, body string) int {
	b.t.Helper()
	req, _ := http.NewRequest(method, b.env.url+path, strings.NewReader(body))
	res, err := b.client.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

// mailLink returns a link of the newest mail of a template to an address, from the outbox, its
// sealed data opened as the mail worker does.
func (e *authEnv) mailLink(t *testing.T, template, to, field string) string {
	t.Helper()
	raw := testdb.Value[string](t, e.st, `SELECT args::text FROM river_job
		WHERE kind = 'send_mail' AND args->>'template' = $1 AND args->>'to' = $2 ORDER BY id DESC LIMIT 1`, template, to)
	var args jobs.MailArgs
	if err := json.Unmarshal([]byte(raw), &args); err != nil {
		t.Fatal(err)
	}
	data, err := args.AllData(testKeys)
	if err != nil {
		t.Fatal(err)
	}
	return data[field]
}

func (e *authEnv) mails(t *testing.T, template, to string) int {
	t.Helper()
	return testdb.Value[int](t, e.st, `SELECT count(*)::int FROM river_job WHERE kind = 'send_mail'
		AND args->>'template' = '`+template+`' AND args->>'to' = '`+to+`'`)
}

func tokenOf(link string) string {
	u, _ := url.Parse(link)
	return u.Query().Get("token")
}

var ana = map[string]any{"firstName": "Ana", "lastName": "Cruz", "email": "Ana@Example.com", "contactNumber": "+639171234567",
	"country": "PH", "password": "bayshore sunsets in july", "language": "es"}

func TestRegisterSignsInAndMailsAVerificationLink(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	b := env.browser(t)
	status, h, body := b.do(http.MethodPost, "/api/auth/register", ana)
	if status != 201 {
		t.Fatalf("register: %d %v", status, body)
	}
	user := body["user"].(map[string]any)
	if user["email"] != "ana@example.com" || user["role"] != "teacher" || user["emailVerified"] != false || user["language"] != "es" {
		t.Errorf("user %v", user)
	}
	for _, c := range h.Values("Set-Cookie") {
		// The tokens are out of scripts' reach; only the hint, which holds no secret, is readable.
		if hint := strings.HasPrefix(c, "tb_session="); hint != !strings.Contains(c, "HttpOnly") ||
			!strings.Contains(c, "SameSite=Lax") || !strings.Contains(c, "Path=/") {
			t.Errorf("cookie %q: want HttpOnly (unless the hint), SameSite=Lax, Path=/", c)
		}
	}
	if b.cookie("tb_session") != "1" {
		t.Errorf("hint cookie %q, want 1", b.cookie("tb_session"))
	}
	if b.cookie("tb_access") == "" || b.cookie("tb_refresh") == "" {
		t.Fatal("no session cookies in development")
	}
	if status, _, me := b.do(http.MethodGet, "/api/auth/me", nil); status != 200 || me["user"].(map[string]any)["firstName"] != "Ana" {
		t.Errorf("me: %d %v", status, me)
	}

	link := env.mailLink(t, "verify_email", "ana@example.com", "VerifyURL")
	if !strings.HasPrefix(link, "https://teachbay.example/user/verify-email?token=") {
		t.Fatalf("verification link %q is not built from BASE_URL", link)
	}
	// The queued job, which River keeps for days, holds the link sealed, never the token.
	if jobs := testdb.Value[string](t, env.st, `SELECT string_agg(args::text, ' ') FROM river_job`); strings.Contains(jobs, tokenOf(link)) ||
		strings.Contains(jobs, "token=") {
		t.Errorf("a queued mail holds the token in the clear: %s", jobs)
	}
	if status, _, _ := b.do(http.MethodPost, "/api/auth/verify-email", map[string]string{"token": tokenOf(link)}); status != 204 {
		t.Errorf("verify: %d", status)
	}
	if _, _, me := b.do(http.MethodGet, "/api/auth/me", nil); me["user"].(map[string]any)["emailVerified"] != true {
		t.Errorf("after verifying: %v", me)
	}
	// The link again, from any browser: the address is confirmed already, which is no broken link.
	if status, _, body := env.browser(t).do(http.MethodPost, "/api/auth/verify-email", map[string]string{"token": tokenOf(link)}); status != 409 || body["code"] != "conflict" {
		t.Errorf("a used link: %d %v", status, body)
	}
	if status, _, body := b.do(http.MethodPost, "/api/auth/verify-email", map[string]string{"token": "forged"}); status != 400 || body["code"] != "invalid_token" {
		t.Errorf("an unknown link: %d %v", status, body)
	}
}

func TestRegisterDoesNotTellWhetherAnAddressIsKnown(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	if status, _, _ := env.browser(t).do(http.MethodPost, "/api/auth/register", ana); status != 201 {
		t.Fatal(status)
	}
	again := env.browser(t)
	other := map[string]any{}
	for k, v := range ana {
		other[k] = v
	}
	other["email"], other["firstName"] = "ANA@example.com", "Someone"
	status, h, body := again.do(http.MethodPost, "/api/auth/register", other)
	if status != 201 || body["user"].(map[string]any)["email"] != "ana@example.com" {
		t.Errorf("taken address: %d %v, want the same 201 answer", status, body)
	}
	if len(h.Values("Set-Cookie")) != 0 {
		t.Error("a taken address signed the caller in")
	}
	if env.mails(t, "account_exists", "ana@example.com") != 1 || env.mails(t, "verify_email", "ana@example.com") != 1 {
		t.Error("the owner was not told, or was asked to verify again")
	}
}

func TestRegisterRefusesBadInput(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	b := env.browser(t)
	with := func(k string, v any) map[string]any {
		m := map[string]any{}
		for key, val := range ana {
			m[key] = val
		}
		m[k] = v
		return m
	}
	for _, c := range []struct {
		body  any
		field string
		code  string
	}{
		{with("password", "short"), "password", "too_short"},
		{with("password", "password123"), "password", "too_common"},
		{with("password", strings.Repeat("p", 129)), "password", "too_long"},
		{with("email", "not-an-address"), "email", "invalid"},
		{with("contactNumber", "12"), "contactNumber", "invalid"},
		{with("country", "XX"), "country", "invalid"},
		{with("firstName", ""), "firstName", "required"},
	} {
		status, _, body := b.do(http.MethodPost, "/api/auth/register", c.body)
		fields, _ := body["fields"].(map[string]any)
		if status != 400 || fields[c.field] != c.code {
			t.Errorf("%s=%v: %d %v, want 400 %s", c.field, c.body.(map[string]any)[c.field], status, body, c.code)
		}
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM users`); n != 0 {
		t.Errorf("%d accounts created from bad input", n)
	}
	// Without the CSRF header a browser form from another site cannot register anyone.
	status, _, body := post(t, env.url+"/api/auth/register", ana, "X-Requested-With", "")
	if status != 403 || body["code"] != "csrf" {
		t.Errorf("without X-Requested-With: %d %v", status, body)
	}
	status, _, _ = post(t, env.url+"/api/auth/register", ana, "Origin", "https://evil.example")
	if status != 403 {
		t.Errorf("from another origin: %d", status)
	}
}

func TestLoginFailsAlikeForEveryWrongCase(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	env.browser(t).do(http.MethodPost, "/api/auth/register", ana)
	b := env.browser(t)
	for name, body := range map[string]map[string]string{
		"wrong password":             {"email": "ana@example.com", "password": "bayshore sunsets in june", "kind": "teacher"},
		"unknown e-mail":             {"email": "nobody@example.com", "password": "bayshore sunsets in july", "kind": "teacher"},
		"wrong password, school tab": {"email": "ana@example.com", "password": "bayshore sunsets in june", "kind": "school"},
	} {
		status, h, res := b.do(http.MethodPost, "/api/auth/login", body)
		if status != 401 || res["code"] != "invalid_credentials" || len(h.Values("Set-Cookie")) != 0 {
			t.Errorf("%s: %d %v", name, status, res)
		}
	}
	if status, _, res := b.do(http.MethodPost, "/api/auth/login", map[string]string{"email": "ana@example.com", "password": "x", "kind": "admin"}); status != 400 {
		t.Errorf("unknown kind: %d %v", status, res)
	}
	status, _, res := b.do(http.MethodPost, "/api/auth/login", map[string]string{"email": "ANA@example.com", "password": "bayshore sunsets in july", "kind": "teacher"})
	if status != 200 || res["user"].(map[string]any)["role"] != "teacher" {
		t.Errorf("right password: %d %v", status, res)
	}
}

func TestLoginWithTheRightPasswordOnTheWrongTabNamesTheTab(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	env.browser(t).do(http.MethodPost, "/api/auth/register", ana)
	openings(t, env, "bay")
	env.unenrolledStaff(t, "school", "rita@hcps.example", "bay")
	env.unenrolledStaff(t, "admin", "root@teachbay.example", "")
	b := env.browser(t)
	for _, c := range []struct{ email, password, tab, want string }{
		{"ana@example.com", "bayshore sunsets in july", "school", "teacher"},
		{"rita@hcps.example", staffPassword, "teacher", "school"},
		{"root@teachbay.example", staffPassword, "teacher", "school"}, // admins sign in on the school tab
	} {
		status, h, res := b.do(http.MethodPost, "/api/auth/login", map[string]string{"email": c.email, "password": c.password, "kind": c.tab})
		if status != 401 || res["code"] != "wrong_kind" || res["kind"] != c.want || len(h.Values("Set-Cookie")) != 0 {
			t.Errorf("%s on the %s tab: %d %v, want 401 wrong_kind naming the %s tab and no session", c.email, c.tab, status, res, c.want)
		}
	}
	// The right tab's answer after it is a session: a wrong tab used up nothing.
	for range 12 {
		b.do(http.MethodPost, "/api/auth/login", map[string]string{"email": "ana@example.com", "password": "bayshore sunsets in july", "kind": "school"})
	}
	if status, _, res := b.do(http.MethodPost, "/api/auth/login", map[string]string{"email": "ana@example.com", "password": "bayshore sunsets in july", "kind": "teacher"}); status != 200 {
		t.Errorf("the teacher tab after the wrong one: %d %v", status, res)
	}
	// Past the limit of wrong passwords the right one on the wrong tab tells nothing either.
	for range 10 {
		b.do(http.MethodPost, "/api/auth/login", map[string]string{"email": "ana@example.com", "password": "not it", "kind": "teacher"})
	}
	if status, _, res := b.do(http.MethodPost, "/api/auth/login", map[string]string{"email": "ana@example.com", "password": "bayshore sunsets in july", "kind": "school"}); status != 429 {
		t.Errorf("right password, wrong tab, past the limit: %d %v, want 429", status, res)
	}
}

func TestLoginLocksAnAccountAfterTenFailures(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	env.browser(t).do(http.MethodPost, "/api/auth/register", ana)
	b := env.browser(t)
	wrong := map[string]string{"email": "ana@example.com", "password": "not the password", "kind": "teacher"}
	for range 10 {
		if status, _, _ := b.do(http.MethodPost, "/api/auth/login", wrong); status != 401 {
			t.Fatalf("failure: %d", status)
		}
	}
	right := map[string]string{"email": "ana@example.com", "password": "bayshore sunsets in july", "kind": "teacher"}
	status, h, body := b.do(http.MethodPost, "/api/auth/login", right)
	if status != 429 || body["code"] != "rate_limited" || h.Get("Retry-After") == "" {
		t.Errorf("11th attempt: %d %v Retry-After=%q, want 429", status, body, h.Get("Retry-After"))
	}
}

func TestLogoutEndsTheSessionEvenForACopiedToken(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	b := env.browser(t)
	b.do(http.MethodPost, "/api/auth/register", ana)
	stolen := b.cookie("tb_access")
	if status, h, _ := b.do(http.MethodPost, "/api/auth/logout", nil); status != 204 || !strings.Contains(strings.Join(h.Values("Set-Cookie"), ";"), "Max-Age=0") {
		t.Fatalf("logout: %d %v", status, h)
	}
	if b.cookie("tb_access") != "" || b.cookie("tb_refresh") != "" || b.cookie("tb_session") != "" {
		t.Error("logout left a session cookie behind")
	}
	thief := env.browser(t)
	thief.setCookie("tb_access", stolen)
	if status, _, body := thief.do(http.MethodGet, "/api/auth/me", nil); status != 401 || body["code"] != "unauthenticated" {
		t.Errorf("a copied access token after logout: %d %v", status, body)
	}
}

func TestLogoutWithOnlyTheRefreshCookieEndsTheSession(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	b := env.browser(t)
	b.do(http.MethodPost, "/api/auth/register", ana)
	refresh := b.cookie("tb_refresh")
	// The access cookie expired (15 minutes): the browser sends only the refresh cookie.
	later := env.browser(t)
	later.setCookie("tb_refresh", refresh)
	if status, _, _ := later.do(http.MethodPost, "/api/auth/logout", nil); status != 204 {
		t.Fatalf("logout: %d", status)
	}
	thief := env.browser(t)
	thief.setCookie("tb_refresh", refresh)
	if status, _, _ := thief.do(http.MethodPost, "/api/auth/refresh", nil); status != 401 {
		t.Errorf("the refresh cookie after logging out: %d, want 401 (the session is over)", status)
	}
	if status, _, _ := b.do(http.MethodGet, "/api/auth/me", nil); status != 401 {
		t.Errorf("the session's access token after logging out: %d, want 401", status)
	}
}

func TestTwoTabsRefreshingAtOnceStaySignedIn(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	b := env.browser(t)
	b.do(http.MethodPost, "/api/auth/register", ana)
	refresh := b.cookie("tb_refresh")
	// Two tabs share the cookie and refresh at the same moment: the second presents the token the
	// first has just rotated.
	tabs := [2]*browser{env.browser(t), env.browser(t)}
	statuses := [2]int{}
	var wg sync.WaitGroup
	for i, tab := range tabs {
		tab.setCookie("tb_refresh", refresh)
		wg.Add(1)
		go func() {
			defer wg.Done()
			statuses[i], _, _ = tab.do(http.MethodPost, "/api/auth/refresh", nil)
		}()
	}
	wg.Wait()
	if statuses != [2]int{200, 200} {
		t.Fatalf("two tabs refreshing at once: %v, want both 200", statuses)
	}
	next := tabs[0].cookie("tb_refresh")
	if next == refresh || next != tabs[1].cookie("tb_refresh") {
		t.Fatal("both tabs must get the same successor of the rotated token")
	}
	// Both tabs carry on; the next refresh rotates again.
	if status, _, _ := tabs[1].do(http.MethodGet, "/api/auth/me", nil); status != 200 {
		t.Errorf("the second tab after the race: %d", status)
	}
	if status, _, _ := tabs[0].do(http.MethodPost, "/api/auth/refresh", nil); status != 200 || tabs[0].cookie("tb_refresh") == next {
		t.Errorf("refreshing again after the race: %d", status)
	}
}

func TestForgedAccessTokensAreRefused(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	b := env.browser(t)
	b.do(http.MethodPost, "/api/auth/register", ana)
	sessionID := testdb.Value[string](t, env.st, `SELECT id::text FROM sessions`)
	claims := jwt.RegisteredClaims{Issuer: "https://teachbay.example", Subject: sessionID, Audience: jwt.ClaimStrings{"teacher"},
		ExpiresAt: jwt.NewNumericDate(time.Now().Add(10 * time.Minute))}
	none, _ := jwt.NewWithClaims(jwt.SigningMethodNone, claims).SignedString(jwt.UnsafeAllowNoneSignatureType)
	otherKey, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString([]byte(strings.Repeat("x", 32)))
	for name, token := range map[string]string{"alg none": none, "another key": otherKey, "garbage": "a.b.c"} {
		forger := env.browser(t)
		forger.setCookie("tb_access", token)
		if status, _, _ := forger.do(http.MethodGet, "/api/auth/me", nil); status != 401 {
			t.Errorf("%s: %d, want 401", name, status)
		}
	}
	if status, _, _ := env.browser(t).do(http.MethodGet, "/api/auth/me", nil); status != 401 {
		t.Errorf("no cookie: %d", status)
	}
}

func TestRefreshRotatesAndAReusedTokenEndsTheSession(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	b := env.browser(t)
	b.do(http.MethodPost, "/api/auth/register", ana)
	first := b.cookie("tb_refresh")
	if status, _, body := b.do(http.MethodPost, "/api/auth/refresh", nil); status != 200 || body["user"] == nil {
		t.Fatalf("refresh: %d %v", status, body)
	}
	second := b.cookie("tb_refresh")
	if second == first || second == "" {
		t.Fatal("the refresh token did not rotate")
	}
	// Someone replays the first token later than the grace period for tabs refreshing at the same
	// moment: the whole session ends, for the owner too.
	if _, err := env.st.Pool.Exec(context.Background(), `UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL`); err != nil {
		t.Fatal(err)
	}
	thief := env.browser(t)
	thief.setCookie("tb_refresh", first)
	if status, _, _ := thief.do(http.MethodPost, "/api/auth/refresh", nil); status != 401 {
		t.Errorf("a reused refresh token: %d, want 401", status)
	}
	if status, _, _ := b.do(http.MethodPost, "/api/auth/refresh", nil); status != 401 {
		t.Errorf("the owner's newer token after the reuse: %d, want 401 (session ended)", status)
	}
	if status, _, _ := b.do(http.MethodGet, "/api/auth/me", nil); status != 401 {
		t.Errorf("the access token after the reuse: %d, want 401", status)
	}
	if status, _, _ := env.browser(t).do(http.MethodPost, "/api/auth/refresh", nil); status != 401 {
		t.Errorf("no refresh cookie: %d", status)
	}
}

func TestPasswordResetEndsEverySessionAndIsSingleUse(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	laptop := env.browser(t)
	laptop.do(http.MethodPost, "/api/auth/register", ana)

	anon := env.browser(t)
	for _, email := range []string{"ana@example.com", "nobody@example.com"} {
		status, _, body := anon.do(http.MethodPost, "/api/auth/password/forgot", map[string]string{"email": email})
		if status != 202 || !strings.Contains(body["message"].(string), "If this address has a TeachBay account") {
			t.Errorf("forgot %s: %d %v", email, status, body)
		}
	}
	if env.mails(t, "password_reset", "nobody@example.com") != 0 {
		t.Error("a reset mail went to an address with no account")
	}
	link := env.mailLink(t, "password_reset", "ana@example.com", "ResetURL")
	if !strings.HasPrefix(link, "https://teachbay.example/user/reset-password?token=") {
		t.Fatalf("reset link %q", link)
	}
	if status, _, body := anon.do(http.MethodPost, "/api/auth/password/reset", map[string]string{"token": tokenOf(link), "password": "12345678"}); status != 400 ||
		body["fields"].(map[string]any)["password"] != "too_common" {
		t.Errorf("a common new password: %d %v", status, body)
	}
	if status, _, _ := anon.do(http.MethodPost, "/api/auth/password/reset", map[string]string{"token": tokenOf(link), "password": "mango season in cebu"}); status != 204 {
		t.Fatalf("reset: %d", status)
	}
	if status, _, _ := laptop.do(http.MethodGet, "/api/auth/me", nil); status != 401 {
		t.Errorf("the old session after a reset: %d, want 401", status)
	}
	if status, _, body := anon.do(http.MethodPost, "/api/auth/password/reset", map[string]string{"token": tokenOf(link), "password": "another fine password"}); status != 400 || body["code"] != "invalid_token" {
		t.Errorf("the link twice: %d %v", status, body)
	}
	login := map[string]string{"email": "ana@example.com", "password": "mango season in cebu", "kind": "teacher"}
	if status, _, _ := anon.do(http.MethodPost, "/api/auth/login", login); status != 200 {
		t.Errorf("login with the new password: %d", status)
	}
	if env.mails(t, "password_changed", "ana@example.com") != 1 {
		t.Error("no password-changed mail")
	}
	// A newer link voids the older one; and at most three links an hour go out.
	for range 4 {
		anon.do(http.MethodPost, "/api/auth/password/forgot", map[string]string{"email": "ana@example.com"})
	}
	if n := env.mails(t, "password_reset", "ana@example.com"); n != 3 {
		t.Errorf("%d reset mails in an hour, want 3", n)
	}
}

func TestChangePasswordKeepsThisSessionOnly(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	phone, laptop := env.browser(t), env.browser(t)
	phone.do(http.MethodPost, "/api/auth/register", ana)
	laptop.do(http.MethodPost, "/api/auth/login", map[string]string{"email": "ana@example.com", "password": "bayshore sunsets in july", "kind": "teacher"})
	if status, _, body := laptop.do(http.MethodPost, "/api/auth/password/change", map[string]string{"currentPassword": "wrong", "newPassword": "a brand new password"}); status != 400 ||
		body["fields"].(map[string]any)["currentPassword"] != "incorrect" {
		t.Errorf("wrong current password: %d %v", status, body)
	}
	if status, _, _ := laptop.do(http.MethodPost, "/api/auth/password/change", map[string]string{"currentPassword": "bayshore sunsets in july", "newPassword": "a brand new password"}); status != 204 {
		t.Fatalf("change: %d", status)
	}
	if status, _, _ := laptop.do(http.MethodGet, "/api/auth/me", nil); status != 200 {
		t.Errorf("this session after the change: %d", status)
	}
	if status, _, _ := phone.do(http.MethodGet, "/api/auth/me", nil); status != 401 {
		t.Errorf("the other session after the change: %d, want 401", status)
	}
	if status, _, _ := env.browser(t).do(http.MethodPost, "/api/auth/password/change", map[string]string{"currentPassword": "x", "newPassword": "y"}); status != 401 {
		t.Errorf("signed out: %d, want 401", status)
	}
}
