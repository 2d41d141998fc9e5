package httpapi

import (
	"encoding/json"
	"fmt"
	"html"
	"regexp"
	"strings"
)

// Route visibilities (web/src/app/routes.json): a public page is indexed and in the sitemap; a
// noindex page has its own title but is kept from search engines; a private page (the logged-in
// areas) has the generic private title as well.
const (
	visibilityPublic  = "public"
	visibilityNoindex = "noindex"
	visibilityPrivate = "private"
)

// pageMeta is the title and description of one route in one language, from web/src/locales/*/meta.json.
type pageMeta struct {
	Title       string `json:"title"`
	Description string `json:"description"`
}

type localeMeta struct {
	Routes   map[string]pageMeta `json:"routes"`
	Private  pageMeta            `json:"private"`
	NotFound pageMeta            `json:"notFound"`
}

// builtMeta is dist/meta.json, written by web/scripts/postbuild.mjs: every route of the web app
// and each language's page texts.
type builtMeta struct {
	Routes []struct {
		Path string `json:"path"`
		// Page names the page's folder, and its pre-rendered document (pages/<language>/<page>.html).
		Page       string `json:"page"`
		Visibility string `json:"visibility"`
		// Policy names the page's own Content-Security-Policy additions (csp.go), if any.
		Policy string `json:"policy"`
		// Referrer replaces the Referrer-Policy of a page whose URL holds a token ("no-referrer").
		Referrer string `json:"referrer"`
	} `json:"routes"`
	Languages map[string]localeMeta `json:"languages"`
}

// route is one path pattern of the web app, matched as its router does: case-insensitive,
// without a trailing slash, ":name" for one segment and a final "*" for any rest.
type route struct {
	path       string
	page       string
	segments   []string
	splat      bool
	visibility string
	// csp is the page's Content-Security-Policy header value; referrer its own Referrer-Policy,
	// nil for the site's.
	csp      []string
	referrer []string
}

func parseRoute(path, visibility, policy string) (route, error) {
	switch visibility {
	case visibilityPublic, visibilityNoindex, visibilityPrivate:
	default:
		return route{}, fmt.Errorf("route %s: unknown visibility %q", path, visibility)
	}
	csp, err := contentSecurityPolicy(policy)
	if err != nil {
		return route{}, fmt.Errorf("route %s: %w", path, err)
	}
	r := route{path: path, visibility: visibility, csp: []string{csp}}
	rest, splat := strings.CutSuffix(strings.ToLower(path), "/*")
	r.splat = splat
	r.segments = splitPath(rest)
	return r, nil
}

func splitPath(p string) []string {
	p = strings.Trim(p, "/")
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}

// literal reports whether the route has no parameter, so it matches one path only.
func (r route) literal() bool {
	return !r.splat && !strings.Contains(r.path, "/:")
}

func (r route) matches(segments []string) bool {
	if len(segments) < len(r.segments) || (!r.splat && len(segments) != len(r.segments)) {
		return false
	}
	for i, s := range r.segments {
		if s != segments[i] && !(strings.HasPrefix(s, ":") && segments[i] != "") {
			return false
		}
	}
	return true
}

var (
	htmlLangRe = regexp.MustCompile(`<html lang="[a-z-]*">`)
	titleRe    = regexp.MustCompile(`<title>[^<]*</title>`)
	descRe     = regexp.MustCompile(`<meta name="description" content="[^"]*">`)
)

// htmlType is the Content-Type of every page.
const htmlType = "text/html; charset=utf-8"

// renderPage prepares a page document (index.html or a pre-rendered one) as fillPage fills it.
func renderPage(doc []byte, lang string, m pageMeta, canonical string, noindex bool) *prepared {
	return prepare(fillPage(doc, lang, m, canonical, noindex, ""), htmlType)
}

// fillPage returns a page document with its language, title and description filled in, a
// canonical URL when it has one, a robots noindex when it must not be indexed, and head (more
// elements of the head, such as a page's data) after them.
func fillPage(doc []byte, lang string, m pageMeta, canonical string, noindex bool, head string) []byte {
	out := htmlLangRe.ReplaceAllLiteral(doc, []byte(`<html lang="`+lang+`">`))
	out = titleRe.ReplaceAllLiteral(out, []byte("<title>"+html.EscapeString(m.Title)+"</title>"))
	desc := html.EscapeString(m.Description)
	extra := `<meta property="og:title" content="` + html.EscapeString(m.Title) + `">` +
		`<meta property="og:description" content="` + desc + `"><meta property="og:type" content="website">`
	if canonical != "" {
		extra += `<link rel="canonical" href="` + html.EscapeString(canonical) + `">`
	}
	if noindex {
		extra += `<meta name="robots" content="noindex">`
	}
	return descRe.ReplaceAllLiteral(out, []byte(`<meta name="description" content="`+desc+`">`+extra+head))
}

func readBuiltMeta(raw []byte) (builtMeta, []route, error) {
	var meta builtMeta
	if err := json.Unmarshal(raw, &meta); err != nil {
		return meta, nil, fmt.Errorf("spa: meta.json: %w", err)
	}
	if _, ok := meta.Languages["en"]; !ok || len(meta.Routes) == 0 {
		return meta, nil, fmt.Errorf("spa: meta.json has no routes or no English texts")
	}
	routes := make([]route, 0, len(meta.Routes))
	for _, r := range meta.Routes {
		parsed, err := parseRoute(r.Path, r.Visibility, r.Policy)
		if err != nil {
			return meta, nil, fmt.Errorf("spa: meta.json: %w", err)
		}
		switch r.Referrer {
		case "":
		case "no-referrer":
			parsed.referrer = []string{r.Referrer}
		default:
			return meta, nil, fmt.Errorf("spa: meta.json: route %s: unknown referrer policy %q", r.Path, r.Referrer)
		}
		parsed.page = r.Page
		routes = append(routes, parsed)
	}
	return meta, routes, nil
}
