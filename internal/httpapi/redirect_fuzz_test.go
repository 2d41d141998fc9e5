package httpapi

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// FuzzMailLinkRedirects: whatever token a mail link carries, the server's redirect stays on this
// site, on the page that asks to confirm, and hands that page the token unchanged. (Sign-in's
// `?next=` is checked in the browser, where web/src/features/account/next-path.test.ts fuzzes it.)
func FuzzMailLinkRedirects(f *testing.F) {
	for _, seed := range []string{"", "abc123", "//evil.example", "/\\evil.example", "https://evil.example/?a=b&c", "\r\nLocation: https://evil.example", "\x00\xff", "%2F%2Fevil"} {
		f.Add(seed)
	}
	s := &Server{}
	links := map[string]http.HandlerFunc{"unsubscribe": s.unsubscribeLink, "stopRecommendations": s.stopRecommendationsLink}
	f.Fuzz(func(t *testing.T, token string) {
		for param, handler := range links {
			rec := httptest.NewRecorder()
			handler(rec, httptest.NewRequest(http.MethodGet, "/api/link?"+url.Values{"token": {token}}.Encode(), nil))
			if rec.Code != http.StatusSeeOther {
				t.Fatalf("%s link: status %d", param, rec.Code)
			}
			to, err := url.Parse(rec.Header().Get("Location"))
			if err != nil {
				t.Fatalf("%s link: Location %q: %v", param, rec.Header().Get("Location"), err)
			}
			if to.Scheme != "" || to.Host != "" || to.Path != "/subscribe" {
				t.Fatalf("%s link with token %q leads to %q, want /subscribe on this site", param, token, to)
			}
			if got := to.Query().Get(param); got != token {
				t.Fatalf("%s link: the page gets token %q, want %q", param, got, token)
			}
		}
	})
}
