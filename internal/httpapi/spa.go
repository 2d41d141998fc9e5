package httpapi

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// pageMeta is the title and description of one route in one language, from web/src/locales/*/meta.json.
type pageMeta struct {
	Title       string `json:"title"`
	Description string `json:"description"`
}

type localeMeta struct {
	Routes   map[string]pageMeta `json:"routes"`
	NotFound pageMeta            `json:"notFound"`
}

// renderedPage is index.html with one route's language, title and description filled in.
type renderedPage struct {
	html, gzipped []byte
}

// spa serves the embedded single-page app: files by path, and for every other path index.html
// rendered with the route's own title, description and language, so crawlers see real text.
type spa struct {
	files    fs.FS
	pages    map[string]map[string]renderedPage // route → language → page
	notFound map[string]renderedPage            // language → page
	routes   []string                           // every route of the app, sorted
}

// areaPrefixes are the logged-in areas whose sub-paths the SPA routes itself.
var areaPrefixes = []string{"/teacher", "/school", "/admin"}

// privateRoutes are left out of robots' reach and the sitemap, each with everything below it.
var privateRoutes = []string{"/search", "/user", "/teacher", "/school", "/admin"}

var (
	htmlLangRe = regexp.MustCompile(`<html lang="[a-z-]*">`)
	titleRe    = regexp.MustCompile(`<title>[^<]*</title>`)
	descRe     = regexp.MustCompile(`<meta name="description" content="[^"]*">`)
)

// newSPA prepares the pages of the built app in files. Without index.html (the web app was not
// built) it returns nil and the server says so on every page.
func newSPA(files fs.FS, baseURL string) (*spa, error) {
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		return nil, nil
	}
	raw, err := fs.ReadFile(files, "meta.json")
	if err != nil {
		return nil, fmt.Errorf("spa: meta.json: %w", err)
	}
	var meta map[string]localeMeta
	if err := json.Unmarshal(raw, &meta); err != nil {
		return nil, fmt.Errorf("spa: meta.json: %w", err)
	}
	en, ok := meta["en"]
	if !ok || len(en.Routes) == 0 {
		return nil, fmt.Errorf("spa: meta.json has no English routes")
	}
	s := &spa{files: files, pages: map[string]map[string]renderedPage{}, notFound: map[string]renderedPage{}}
	for route := range en.Routes {
		s.routes = append(s.routes, route)
		s.pages[route] = map[string]renderedPage{}
	}
	sort.Strings(s.routes)
	for lang, lm := range meta {
		for _, route := range s.routes {
			m, ok := lm.Routes[route]
			if !ok {
				m = en.Routes[route]
			}
			s.pages[route][lang] = render(index, lang, m, baseURL+route)
		}
		s.notFound[lang] = render(index, lang, lm.NotFound, "")
	}
	return s, nil
}

func render(index []byte, lang string, m pageMeta, canonical string) renderedPage {
	out := htmlLangRe.ReplaceAllLiteral(index, []byte(`<html lang="`+lang+`">`))
	out = titleRe.ReplaceAllLiteral(out, []byte("<title>"+html.EscapeString(m.Title)+"</title>"))
	desc := html.EscapeString(m.Description)
	extra := `<meta property="og:title" content="` + html.EscapeString(m.Title) + `">` +
		`<meta property="og:description" content="` + desc + `"><meta property="og:type" content="website">`
	if canonical != "" {
		extra += `<link rel="canonical" href="` + html.EscapeString(canonical) + `">`
	}
	out = descRe.ReplaceAllLiteral(out, []byte(`<meta name="description" content="`+desc+`">`+extra))
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	_, _ = zw.Write(out)
	_ = zw.Close()
	return renderedPage{html: out, gzipped: gz.Bytes()}
}

// ServeHTTP answers GET and HEAD for files and pages.
func (s *spa) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if path.Ext(r.URL.Path) != "" {
		s.serveFile(w, r)
		return
	}
	s.servePage(w, r)
}

func (s *spa) servePage(w http.ResponseWriter, r *http.Request) {
	lang := languageOf(r)
	// Paths are matched like the web app matches them: without a trailing slash, in lower case.
	route := strings.ToLower(strings.TrimSuffix(r.URL.Path, "/"))
	if route == "" {
		route = "/"
	}
	status := http.StatusOK
	page, ok := s.pages[route][lang]
	if !ok {
		if area := areaOf(route); area != "" {
			page = s.pages[area][lang]
		} else {
			page, status = s.notFound[lang], http.StatusNotFound
		}
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Security-Policy", contentSecurityPolicy)
	h.Add("Vary", "Cookie")
	h.Add("Vary", "Accept-Encoding")
	body := page.html
	if accepts(r, "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = page.gzipped
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// contentSecurityPolicy allows TeachBay's own origin, plus Google's reCAPTCHA, which the contact
// page loads only when the visitor opens it.
const contentSecurityPolicy = "default-src 'self'; " +
	"script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/; " +
	"frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/; " +
	"style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; media-src 'self'; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

func areaOf(route string) string {
	for _, p := range areaPrefixes {
		if route == p || strings.HasPrefix(route, p+"/") {
			return p
		}
	}
	return ""
}

// languageOf reads the language the SPA mirrors into a cookie; "us" and anything unknown mean English.
func languageOf(r *http.Request) string {
	if c, err := r.Cookie("language"); err == nil && c.Value == "es" {
		return "es"
	}
	return "en"
}

// serveFile serves a built file, pre-compressed where the client accepts it. Hashed assets
// never change, so they may be cached for a year; other files are revalidated after an hour.
func (s *spa) serveFile(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	if name == "index.html" || name == "meta.json" || !fs.ValidPath(name) {
		http.NotFound(w, r)
		return
	}
	info, err := fs.Stat(s.files, name)
	if err != nil || info.IsDir() {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	h.Set("Content-Type", ctype)
	if strings.HasPrefix(name, "assets/") {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "public, max-age=3600")
	}
	h.Add("Vary", "Accept-Encoding")
	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !accepts(r, enc.token) {
			continue
		}
		if b, err := fs.ReadFile(s.files, name+enc.ext); err == nil {
			h.Set("Content-Encoding", enc.token)
			http.ServeContent(w, r, name, info.ModTime(), bytes.NewReader(b))
			return
		}
	}
	b, err := fs.ReadFile(s.files, name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	http.ServeContent(w, r, name, info.ModTime(), bytes.NewReader(b))
}

// accepts reports whether the request's Accept-Encoding allows the coding (a q of 0 refuses it).
func accepts(r *http.Request, coding string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), coding) {
			continue
		}
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			q, err := strconv.ParseFloat(v, 64)
			return err == nil && q > 0
		}
		return true
	}
	return false
}

// robots answers /robots.txt.
func (s *spa) robots(baseURL string) http.HandlerFunc {
	var b strings.Builder
	b.WriteString("User-agent: *\nDisallow: /api/\n")
	// robots.txt rules are prefixes: "/teacher" alone would also hide /teacher-resources,
	// so each route is disallowed exactly ($) and with everything below it (/).
	for _, p := range privateRoutes {
		b.WriteString("Disallow: " + p + "$\nDisallow: " + p + "/\n")
	}
	b.WriteString("\nSitemap: " + baseURL + "/sitemap.xml\n")
	body := b.String()
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=3600")
		_, _ = w.Write([]byte(body))
	}
}

// sitemap answers /sitemap.xml with every public route.
func (s *spa) sitemap(baseURL string) http.HandlerFunc {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, route := range s.publicRoutes() {
		b.WriteString("  <url><loc>" + html.EscapeString(baseURL+route) + "</loc></url>\n")
	}
	b.WriteString("</urlset>\n")
	body := b.String()
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/xml; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=3600")
		_, _ = w.Write([]byte(body))
	}
}

func (s *spa) publicRoutes() []string {
	var out []string
	for _, route := range s.routes {
		private := false
		for _, p := range privateRoutes {
			if route == p || strings.HasPrefix(route, p+"/") {
				private = true
			}
		}
		if !private {
			out = append(out, route)
		}
	}
	return out
}
