package httpapi

import (
	"fmt"
	"strings"
)

// A page's Content-Security-Policy. The web app moves between pages without reloading, so the
// policy of the page a visit starts on stays in force: the site-wide policy allows TeachBay's own
// origin alone, and a page that needs more (a route with a "policy" in web/src/app/routes.json)
// is always loaded as a whole document by the app, with the site-wide policy plus its own sources.
var sitePolicy = []cspDirective{
	{"default-src", "'self'"},
	{"script-src", "'self'"},
	{"frame-src", "'none'"},
	// Each pre-rendered page carries its styles in a <style> element, and React sets style
	// attributes: neither can run code.
	{"style-src", "'self' 'unsafe-inline'"},
	{"img-src", "'self' data:"},
	{"font-src", "'self'"},
	{"connect-src", "'self'"},
	{"media-src", "'self'"},
	{"worker-src", "'self'"},
	{"object-src", "'none'"},
	{"base-uri", "'none'"},
	{"form-action", "'self'"},
	{"frame-ancestors", "'none'"},
}

// pagePolicies are the sources a named page policy adds to the site-wide one.
var pagePolicies = map[string]map[string]string{
	// The contact page's reCAPTCHA: its script, and the frame of its challenge.
	"captcha": {
		"script-src": "https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
		"frame-src":  "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
	},
	// The housing map: Google's Maps JavaScript API allowlist (developers.google.com/maps/
	// documentation/javascript/content-security-policy) without 'unsafe-inline' and 'unsafe-eval'
	// for scripts, which the current API does not need, and without Google's font origins: the
	// map loads with preventGoogleFontsLoading, as TeachBay loads no third-party fonts.
	"maps": {
		"script-src":  "https://*.googleapis.com https://*.gstatic.com *.google.com https://*.ggpht.com *.googleusercontent.com blob:",
		"img-src":     "https://*.googleapis.com https://*.gstatic.com *.google.com *.googleusercontent.com",
		"frame-src":   "*.google.com",
		"connect-src": "https://*.googleapis.com *.google.com https://*.gstatic.com data: blob:",
		"worker-src":  "blob:",
	},
	// /classroom-management plays TED's talks in TED's own player, only once a visitor starts one.
	"ted": {
		"frame-src": "https://embed.ted.com",
	},
}

type cspDirective struct{ name, sources string }

// contentSecurityPolicy returns the policy of a page: the site-wide one for "", else the
// site-wide one with the named policy's sources added.
func contentSecurityPolicy(name string) (string, error) {
	extra, ok := pagePolicies[name]
	if !ok && name != "" {
		return "", fmt.Errorf("unknown page policy %q", name)
	}
	parts := make([]string, 0, len(sitePolicy))
	for _, d := range sitePolicy {
		sources := d.sources
		switch more := extra[d.name]; {
		case more == "":
		case sources == "'none'": // 'none' stands alone: the page's sources replace it
			sources = more
		default:
			sources += " " + more
		}
		parts = append(parts, d.name+" "+sources)
	}
	return strings.Join(parts, "; "), nil
}
