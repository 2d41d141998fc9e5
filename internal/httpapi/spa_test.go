package httpapi

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/teachbay/teachbay/internal/testdb"
)

func TestPagesCarryTheirOwnTitleDescriptionAndLanguage(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	tests := []struct {
		path, cookie string
		status       int
		want         []string
	}{
		{"/", "", 200, []string{`<html lang="en">`, `<title>TeachBay</title>`, `content="Teaching jobs in Tampa Bay"`,
			`<link rel="canonical" href="https://teachbay.example/">`}},
		{"/contact-us", "", 200, []string{`<title>Contact Us | TeachBay</title>`, `content="Write to us &amp; we reply"`,
			`<meta property="og:title" content="Contact Us | TeachBay">`}},
		{"/contact-us/", "", 200, []string{`<title>Contact Us | TeachBay</title>`}},
		{"/Contact-Us", "", 200, []string{`<title>Contact Us | TeachBay</title>`}},
		{"/contact-us", "language=es", 200, []string{`<html lang="es">`, `<title>Contáctanos | TeachBay</title>`}},
		{"/contact-us", "language=us", 200, []string{`<html lang="en">`, `<title>Contact Us | TeachBay</title>`}},
		{"/user/login", "language=es", 200, []string{`<title>Iniciar sesión | TeachBay</title>`, `<meta name="robots" content="noindex">`}},
		{"/teacher/dashboard", "", 200, []string{`<title>My TeachBay</title>`, `<meta name="robots" content="noindex">`}},
		{"/teacher/vacancies/42", "language=es", 200, []string{`<title>Mi TeachBay</title>`, `<meta name="robots" content="noindex">`}},
		{"/School/Vacancies/7/Applicants/", "", 200, []string{`<title>My TeachBay</title>`}},
		{"/admin", "", 200, []string{`<title>My TeachBay</title>`}},
		{"/admin/users/3/edit", "", 200, []string{`<title>My TeachBay</title>`}},
		{"/teacher/applications/42", "", 404, []string{`<title>Page not found | TeachBay</title>`, `<meta name="robots" content="noindex">`}},
		{"/teacher/vacancies", "", 404, []string{`<title>Page not found | TeachBay</title>`}},
		{"/teacher/vacancies/42/more", "", 404, []string{`<title>Page not found | TeachBay</title>`}},
		{"/teacher", "", 404, []string{`<title>Page not found | TeachBay</title>`}},
		{"/no-such-page", "", 404, []string{`<title>Page not found | TeachBay</title>`, `<div id="app">`}},
		{"/no-such-page", "language=es", 404, []string{`<title>Página no encontrada | TeachBay</title>`}},
		{"/teachers", "", 404, []string{`<title>Page not found | TeachBay</title>`}},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.cookie, func(t *testing.T) {
			res, body := get(t, ts.URL+tt.path, "Cookie", tt.cookie)
			if res.StatusCode != tt.status {
				t.Fatalf("status = %d, want %d", res.StatusCode, tt.status)
			}
			if got := res.Header.Get("Cache-Control"); got != "public, max-age=0, s-maxage=1" {
				t.Errorf("Cache-Control = %q, want a browser to ask each time and a shared cache to keep it a second", got)
			}
			if !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
				t.Errorf("Content-Type = %q", res.Header.Get("Content-Type"))
			}
			if res.Header.Get("Content-Security-Policy") == "" {
				t.Error("no Content-Security-Policy on a page")
			}
			for _, w := range tt.want {
				if !strings.Contains(body, w) {
					t.Errorf("body lacks %s:\n%s", w, body)
				}
			}
			if strings.Count(body, "<title>") != 1 || strings.Count(body, `name="description"`) != 1 {
				t.Errorf("want exactly one title and description:\n%s", body)
			}
			if indexed := tt.path == "/" || strings.EqualFold(strings.TrimSuffix(tt.path, "/"), "/contact-us"); indexed == strings.Contains(body, "noindex") {
				t.Errorf("noindex = %v on %s", !indexed, tt.path)
			}
		})
	}
}

func TestPagesAreGzippedWhenAccepted(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	res, body := get(t, ts.URL+"/contact-us", "Accept-Encoding", "gzip, deflate")
	if res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("Content-Encoding = %q, want gzip", res.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	if !bytes.Contains(plain, []byte("<title>Contact Us | TeachBay</title>")) {
		t.Errorf("gunzipped page lacks its title: %s", plain)
	}
}

func TestAssetsArePreCompressedAndCachedForever(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	tests := []struct {
		path, acceptEncoding, wantEncoding, wantBody, wantCache string
	}{
		{"/assets/index-abc1.js", "gzip, deflate, br", "br", "brotli-bytes", "public, max-age=31536000, immutable"},
		{"/assets/index-abc1.js", "gzip", "gzip", "gzip-bytes", "public, max-age=31536000, immutable"},
		{"/assets/index-abc1.js", "br;q=0, gzip;q=0.5", "gzip", "gzip-bytes", "public, max-age=31536000, immutable"},
		{"/assets/index-abc1.js", "", "", "console.log('plain')", "public, max-age=31536000, immutable"},
		{"/favicon.svg", "br", "", "<svg/>", "public, max-age=3600"},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.acceptEncoding, func(t *testing.T) {
			res, body := get(t, ts.URL+tt.path, "Accept-Encoding", tt.acceptEncoding)
			if res.StatusCode != 200 || body != tt.wantBody {
				t.Fatalf("status %d body %q, want 200 %q", res.StatusCode, body, tt.wantBody)
			}
			if got := res.Header.Get("Content-Encoding"); got != tt.wantEncoding {
				t.Errorf("Content-Encoding = %q, want %q", got, tt.wantEncoding)
			}
			if got := res.Header.Get("Cache-Control"); got != tt.wantCache {
				t.Errorf("Cache-Control = %q, want %q", got, tt.wantCache)
			}
			if ct := res.Header.Get("Content-Type"); tt.path == "/assets/index-abc1.js" && !strings.Contains(ct, "javascript") {
				t.Errorf("Content-Type = %q, want javascript", ct)
			}
		})
	}
}

func TestMissingFilesAndInternalFilesAre404(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	for _, path := range []string{"/assets/nope.js", "/meta.json", "/meta.json.gz", "/index.html", "/index.html.br", "/assets/../meta.json", "/assets"} {
		res, body := get(t, ts.URL+path)
		if path == "/assets" {
			// A path without an extension is a page; /assets is no route of the app.
			if res.StatusCode != http.StatusNotFound || !strings.Contains(body, "Page not found") {
				t.Errorf("%s: status %d", path, res.StatusCode)
			}
			continue
		}
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", path, res.StatusCode)
		}
	}
}

func TestRobotsAndSitemapListOnlyPublicRoutes(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	_, robots := get(t, ts.URL+"/robots.txt")
	for _, w := range []string{"Disallow: /api/", "Disallow: /teacher$", "Disallow: /teacher/", "Disallow: /admin/", "Sitemap: https://teachbay.example/sitemap.xml"} {
		if !strings.Contains(robots, w) {
			t.Errorf("robots.txt lacks %q:\n%s", w, robots)
		}
	}
	for path, wantBlocked := range map[string]bool{"/teacher-resources": false, "/contact-us": false, "/teacher": true,
		"/teacher/vacancies/3": true, "/school/vacancies/3/applicants": true, "/user/login": true, "/api/config": true} {
		if got := robotsBlock(robots, path); got != wantBlocked {
			t.Errorf("robots.txt blocks %s: %v, want %v", path, got, wantBlocked)
		}
	}
	res, sitemap := get(t, ts.URL+"/sitemap.xml")
	if !strings.HasPrefix(res.Header.Get("Content-Type"), "application/xml") {
		t.Errorf("sitemap Content-Type = %q", res.Header.Get("Content-Type"))
	}
	for _, w := range []string{"<loc>https://teachbay.example/</loc>", "<loc>https://teachbay.example/contact-us</loc>"} {
		if !strings.Contains(sitemap, w) {
			t.Errorf("sitemap lacks %s:\n%s", w, sitemap)
		}
	}
	for _, private := range []string{"/teacher", "/user/login", "/admin", "/school"} {
		if strings.Contains(sitemap, private) {
			t.Errorf("sitemap lists private route %s", private)
		}
	}
}

func TestUnbuiltWebAppSaysHowToBuildIt(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), fstest.MapFS{})
	res, body := get(t, ts.URL+"/")
	if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, "make build") {
		t.Errorf("status %d body %q", res.StatusCode, body)
	}
	if res, _ := get(t, ts.URL+"/healthz"); res.StatusCode != 200 {
		t.Errorf("healthz without a web app: %d", res.StatusCode)
	}
}

// robotsBlock applies the Disallow rules of robots.txt as crawlers do: prefixes, "$" anchoring the end.
func robotsBlock(robots, path string) bool {
	for _, line := range strings.Split(robots, "\n") {
		rule, ok := strings.CutPrefix(line, "Disallow: ")
		if !ok {
			continue
		}
		if exact, anchored := strings.CutSuffix(rule, "$"); anchored {
			if path == exact {
				return true
			}
		} else if strings.HasPrefix(path, rule) {
			return true
		}
	}
	return false
}

func TestPagesAndFilesAnswerOnlyGetAndHead(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	for _, path := range []string{"/", "/contact-us", "/no-such-page", "/assets/index-abc1.js", "/favicon.svg"} {
		for _, method := range []string{http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch} {
			req, _ := http.NewRequest(method, ts.URL+path, strings.NewReader("x"))
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" {
				t.Errorf("%s %s: %d Allow=%q, want 405 with Allow: GET, HEAD", method, path, res.StatusCode, res.Header.Get("Allow"))
			}
		}
		req, _ := http.NewRequest(http.MethodHead, ts.URL+path, nil)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode == http.StatusMethodNotAllowed {
			t.Errorf("HEAD %s: 405", path)
		}
	}
}

func TestFilesAnswerRangeAndConditionalRequests(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	res, _ := get(t, ts.URL+"/assets/index-abc1.js", "Accept-Encoding", "br")
	etag := res.Header.Get("ETag")
	if etag == "" {
		t.Fatal("no ETag")
	}
	res, body := get(t, ts.URL+"/assets/index-abc1.js", "Accept-Encoding", "br", "If-None-Match", etag)
	if res.StatusCode != http.StatusNotModified || body != "" {
		t.Errorf("If-None-Match with the current ETag: %d %q, want 304", res.StatusCode, body)
	}
	res, body = get(t, ts.URL+"/assets/index-abc1.js", "Range", "bytes=0-6")
	if res.StatusCode != http.StatusPartialContent || body != "console" || res.Header.Get("Content-Range") != "bytes 0-6/20" {
		t.Errorf("Range: %d %q %q", res.StatusCode, body, res.Header.Get("Content-Range"))
	}
	// Each encoding is its own representation, with its own ETag.
	res, _ = get(t, ts.URL+"/assets/index-abc1.js", "Accept-Encoding", "gzip", "If-None-Match", etag)
	if res.StatusCode != 200 || res.Header.Get("ETag") == etag {
		t.Errorf("gzip with the brotli ETag: %d, ETag %q", res.StatusCode, res.Header.Get("ETag"))
	}
	res, _ = get(t, ts.URL+"/contact-us", "Accept-Encoding", "gzip")
	res, body = get(t, ts.URL+"/contact-us", "Accept-Encoding", "gzip", "If-None-Match", res.Header.Get("ETag"))
	if res.StatusCode != http.StatusNotModified || body != "" {
		t.Errorf("page revalidation: %d", res.StatusCode)
	}
}

// TestServerMatchesPathsAsTheWebAppDoes checks the server against the list the web app's test
// checks its router against (web/src/app/route-cases.json).
func TestServerMatchesPathsAsTheWebAppDoes(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile("../../web/src/app/route-cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var fixture struct {
		Routes []string     `json:"routes"`
		Cases  [][2]*string `json:"cases"`
	}
	if err := json.Unmarshal(raw, &fixture); err != nil {
		t.Fatal(err)
	}
	s := &spa{literal: map[string]int{}}
	for i, path := range fixture.Routes {
		r, err := parseRoute(path, visibilityPrivate, "")
		if err != nil {
			t.Fatal(err)
		}
		s.routes = append(s.routes, r)
		if r.literal() {
			s.literal["/"+strings.Join(r.segments, "/")] = i
		}
	}
	if len(fixture.Cases) < 10 {
		t.Fatalf("only %d cases", len(fixture.Cases))
	}
	for _, c := range fixture.Cases {
		got, ok := s.match(*c[0])
		switch {
		case c[1] == nil && ok:
			t.Errorf("%s: served by %s, want 404", *c[0], got.path)
		case c[1] != nil && (!ok || got.path != *c[1]):
			t.Errorf("%s: served by %q (%v), want %s", *c[0], got.path, ok, *c[1])
		}
	}
}

func TestEachPageAllowsOnlyTheOriginsItNeeds(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	for path, allowed := range map[string]string{"/housing-resources": "maps", "/contact-us": "captcha", "/": "", "/no-such-page": ""} {
		res, _ := get(t, ts.URL+path)
		csp := res.Header.Get("Content-Security-Policy")
		for name, origin := range map[string]string{"maps": "https://*.googleapis.com", "captcha": "https://www.gstatic.com/recaptcha/", "ted": "https://embed.ted.com"} {
			if got := strings.Contains(csp, origin); got != (name == allowed) {
				t.Errorf("%s: %s allowed = %v: %s", path, name, got, csp)
			}
		}
		for _, want := range []string{"default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: policy lacks %s: %s", path, want, csp)
			}
		}
		if !strings.Contains(csp, "script-src 'self';") && allowed == "" {
			t.Errorf("%s: scripts from anywhere but TeachBay: %s", path, csp)
		}
	}
	if _, _, err := readBuiltMeta([]byte(strings.Replace(testMeta, `"policy": "maps"`, `"policy": "video"`, 1))); err == nil ||
		!strings.Contains(err.Error(), `unknown page policy "video"`) {
		t.Errorf("a route naming an unknown policy: %v, want refused at start", err)
	}
}

func TestAPageWithATokenInItsURLSendsNoReferrer(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t, testdb.New(t), testWeb())
	for path, want := range map[string]string{"/user/reset-password?token=secret": "no-referrer", "/user/login": "strict-origin-when-cross-origin"} {
		res, _ := get(t, ts.URL+path)
		if got := res.Header.Get("Referrer-Policy"); got != want {
			t.Errorf("%s: Referrer-Policy %q, want %q", path, got, want)
		}
	}
}
