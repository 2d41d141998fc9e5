package httpapi

import (
	"fmt"
	"html"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"strings"
	"sync"
	"time"
)

// spa serves the embedded single-page app: files by path, and for every route of the app
// index.html rendered with the route's own title, description and language, so crawlers see real
// text. A path that is no route of the app is a 404 here as it is in the app. Everything is
// prepared at start, so a request only picks bytes.
type spa struct {
	files    map[string]*staticFile
	routes   []route
	literal  map[string]int                  // normalized literal path → index in routes
	pages    map[string]map[string]*prepared // route path → language → page
	notFound map[string]*prepared            // language → page
	// sitePolicy is the Content-Security-Policy header value of the 404 page.
	sitePolicy []string
	// jobs writes the job pages and lists them in the sitemap; nil without a source of vacancies.
	jobs *jobPages
	// referees writes the referee's page for a browser without JavaScript; nil without a source
	// of references.
	referees *refereePages
}

// newSPA prepares the pages and files of the built app. A page pre-rendered by the build
// (dist/pages/<language>/<page>.html) is sent as it is, in the visitor's language; the others are
// index.html with their own title. Job pages are read from jobs and the referee's page from
// referees, when given. Without index.html (the web app was not built) it returns nil and the
// server says so on every page.
func newSPA(files fs.FS, baseURL string, jobs jobSource, referees refereeSource) (*spa, error) {
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		return nil, nil
	}
	raw, err := fs.ReadFile(files, "meta.json")
	if err != nil {
		return nil, fmt.Errorf("spa: meta.json: %w", err)
	}
	meta, routes, err := readBuiltMeta(raw)
	if err != nil {
		return nil, err
	}
	policy, err := contentSecurityPolicy("")
	if err != nil {
		return nil, err
	}
	s := &spa{routes: routes, literal: map[string]int{}, pages: map[string]map[string]*prepared{}, notFound: map[string]*prepared{},
		sitePolicy: []string{policy}}
	en := meta.Languages["en"]
	for i, r := range routes {
		if r.literal() {
			s.literal["/"+strings.Join(r.segments, "/")] = i
		}
		s.pages[r.path] = map[string]*prepared{}
		for lang, lm := range meta.Languages {
			m, ok := lm.Routes[r.path]
			if !ok {
				m = en.Routes[r.path]
			}
			canonical := ""
			if r.visibility == visibilityPublic && r.literal() {
				canonical = baseURL + r.path
			}
			if r.visibility == visibilityPrivate {
				m = lm.Private
			}
			doc, err := fs.ReadFile(files, "pages/"+lang+"/"+r.page+".html")
			if err != nil {
				doc = index
			}
			doc = withOrigin(doc, baseURL)
			head := ""
			if r.path == boardRoutePath && jobs != nil {
				head = feedLinks(baseURL)
			}
			s.pages[r.path][lang] = prepare(fillPage(doc, lang, m, canonical, r.visibility != visibilityPublic, head), htmlType)
		}
	}
	if jobs != nil {
		if s.jobs, err = newJobPages(files, jobs, baseURL); err != nil {
			return nil, err
		}
	}
	if referees != nil {
		if s.referees, err = newRefereePages(files, referees); err != nil {
			return nil, err
		}
	}
	for lang, lm := range meta.Languages {
		s.notFound[lang] = renderPage(index, lang, lm.NotFound, "", true)
	}
	if s.files, err = loadStaticFiles(files); err != nil {
		return nil, err
	}
	return s, nil
}

// ServeHTTP answers GET and HEAD for files and pages; other methods get 405.
func (s *spa) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if isFilePath(r.URL.Path) {
		s.serveFile(w, r)
		return
	}
	s.servePage(w, r)
}

// isFilePath reports whether a path asks for a built file rather than a page: only files have an
// extension, as the app's routes have none.
func isFilePath(urlPath string) bool {
	return path.Ext(urlPath) != ""
}

// owns reports whether a path is one of the app's built files or pages; the router answers the rest.
func (s *spa) owns(urlPath string) bool {
	if isFilePath(urlPath) {
		_, ok := s.files[fileName(urlPath)]
		return ok
	}
	_, ok := s.match(urlPath)
	return ok
}

// match returns the route that serves a path, or false.
func (s *spa) match(urlPath string) (route, bool) {
	if i, ok := s.literal[urlPath]; ok { // most requests name a page exactly as the app writes it
		return s.routes[i], true
	}
	segments := splitPath(strings.ToLower(urlPath))
	if i, ok := s.literal["/"+strings.Join(segments, "/")]; ok {
		return s.routes[i], true
	}
	for _, r := range s.routes {
		if r.matches(segments) {
			return r, true
		}
	}
	return route{}, false
}

func (s *spa) servePage(w http.ResponseWriter, r *http.Request) {
	lang := pageLanguage(r)
	status := http.StatusOK
	var page *prepared
	csp := s.sitePolicy
	var referrer []string
	rt, ok := s.match(r.URL.Path)
	if ok {
		page, csp, referrer = s.pages[rt.path][lang], rt.csp, rt.referrer
	} else {
		page, status = s.notFound[lang], http.StatusNotFound
	}
	h := w.Header()
	h["Content-Security-Policy"] = csp
	if referrer != nil {
		h["Referrer-Policy"] = referrer
	}
	h["Vary"] = varyLanguage
	if ok && s.jobs != nil {
		switch rt.path {
		case jobRoutePath:
			s.jobs.serve(w, r, lang, path.Base(r.URL.Path), page)
			return
		case boardRoutePath:
			s.jobs.serveBoard(w, r, lang, page)
			return
		}
	}
	if ok && rt.path == refereeRoutePath && s.referees != nil {
		s.referees.serve(w, r, lang, page)
		return
	}
	page.serve(w, r, status, pageCaching)
}

// pageCaching is how long caches may keep a page that is the same for every visitor of a
// language (Vary): a browser asks again each time (a 304 when it has it, by its ETag), and a
// shared cache in front of the processes (deploy/nginx.conf) may answer it for a second, so a
// crowd on the home page costs TeachBay one request a second. A second after a deploy, every page
// is the new build's.
const pageCaching = "public, max-age=0, s-maxage=1"

// originPlaceholder is what the build's pre-render writes for the site's address
// (web/src/lib/browser.ts), as it is and as a URL component encodes it.
const originPlaceholder = "https://origin.teachbay.invalid"

// withOrigin writes the site's address over the pre-render's placeholder.
func withOrigin(doc []byte, baseURL string) []byte {
	return []byte(strings.NewReplacer(originPlaceholder, baseURL, url.QueryEscape(originPlaceholder), url.QueryEscape(baseURL)).
		Replace(string(doc)))
}

// varyLanguage is the Vary value of every page, made once and never modified: its language
// comes from the cookie, else from Accept-Language, and its body is compressed or not. It is one
// line, since nginx before 1.23 (Debian 12's) keys its cache on the last Vary line only.
var varyLanguage = []string{"Cookie, Accept-Language, Accept-Encoding"}

// languageOf reads the language the SPA mirrors into a cookie ("us" and anything unknown mean
// English); a browser with no such cookie, on its first visit, gets the one of its
// Accept-Language it prefers of English and Spanish.
func languageOf(r *http.Request) string {
	if c, err := r.Cookie("language"); err == nil {
		if c.Value == "es" {
			return "es"
		}
		return "en"
	}
	if prefersSpanish(r.Header.Get("Accept-Language")) {
		return "es"
	}
	return "en"
}

// pageLanguage is the language of a page: the one its address names (lang=, as the links of
// mails do, so a page opens in the language of its mail), else languageOf's.
func pageLanguage(r *http.Request) string {
	if lang := r.URL.Query().Get("lang"); lang == "en" || lang == "es" {
		return lang
	}
	return languageOf(r)
}

// robots answers /robots.txt: everything but the API and the pages that are not public.
func (s *spa) robots(baseURL string) http.HandlerFunc {
	var b strings.Builder
	b.WriteString("User-agent: *\nDisallow: /api/\n")
	for _, rule := range s.disallowed() {
		b.WriteString("Disallow: " + rule + "\n")
	}
	// The job feeds are for crawlers; search engines also read an Atom feed as a sitemap, which
	// tells them of new vacancies sooner than the whole sitemap does.
	b.WriteString("Allow: " + jobFeedPath + "\nAllow: " + atomFeedPath + "\n")
	b.WriteString("\nSitemap: " + baseURL + "/sitemap.xml\nSitemap: " + baseURL + atomFeedPath + "\n")
	body := prepare([]byte(b.String()), "text/plain; charset=utf-8")
	return func(w http.ResponseWriter, r *http.Request) { body.serve(w, r, http.StatusOK, "public, max-age=3600") }
}

// disallowed returns the robots.txt rules that keep crawlers off the pages that are not public.
// Rules are prefixes, "$" anchoring the end: "/teacher" alone would also hide /teacher-resources,
// so a path is disallowed exactly and, for a whole area, with everything below it. An area is a
// first segment no public page shares.
func (s *spa) disallowed() []string {
	publicFirst := map[string]bool{}
	for _, r := range s.routes {
		if r.visibility == visibilityPublic && len(r.segments) > 0 {
			publicFirst[r.segments[0]] = true
		}
	}
	var rules []string
	seen := map[string]bool{}
	add := func(rule string) {
		if !seen[rule] {
			seen[rule] = true
			rules = append(rules, rule)
		}
	}
	for _, r := range s.routes {
		if r.visibility == visibilityPublic || len(r.segments) == 0 {
			continue
		}
		if first := r.segments[0]; !publicFirst[first] {
			add("/" + first + "$")
			add("/" + first + "/")
			continue
		}
		literal := []string{}
		for _, seg := range r.segments {
			if strings.HasPrefix(seg, ":") {
				break
			}
			literal = append(literal, seg)
		}
		prefix := "/" + strings.Join(literal, "/")
		if r.literal() {
			add(prefix + "$")
		} else {
			add(prefix + "/")
		}
	}
	return rules
}

// sitemap answers /sitemap.xml: every public page that has one address, then the open
// vacancies' pages, newest first, each with the day it last changed.
func (s *spa) sitemap(baseURL string) http.HandlerFunc {
	var pages strings.Builder
	pages.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, r := range s.routes {
		if r.visibility == visibilityPublic && r.literal() {
			pages.WriteString("  <url><loc>" + html.EscapeString(baseURL+r.path) + "</loc></url>\n")
		}
	}
	if s.jobs == nil {
		body := prepare([]byte(pages.String()+"</urlset>\n"), "application/xml; charset=utf-8")
		return func(w http.ResponseWriter, r *http.Request) { body.serve(w, r, http.StatusOK, "public, max-age=3600") }
	}
	// Listing tens of thousands of vacancies costs a query and a compression, which a crawler (or
	// anyone) asking again within sitemapTTL need not repeat; those asking meanwhile wait for one.
	var mu sync.Mutex
	var cached *prepared
	var made time.Time
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := func() (*prepared, error) {
			mu.Lock()
			defer mu.Unlock()
			if cached != nil && time.Since(made) <= sitemapTTL {
				return cached, nil
			}
			jobs, err := s.jobs.source.ListedJobs(r.Context())
			if err != nil {
				return nil, err
			}
			var b strings.Builder
			b.WriteString(pages.String())
			for _, job := range jobs {
				b.WriteString("  <url><loc>" + html.EscapeString(baseURL+"/vacancies/"+job.ID) + "</loc><lastmod>" +
					job.UpdatedAt.UTC().Format(time.RFC3339) + "</lastmod></url>\n")
			}
			b.WriteString("</urlset>\n")
			cached, made = prepare([]byte(b.String()), "application/xml; charset=utf-8"), time.Now()
			return cached, nil
		}()
		if err != nil {
			writeError(w, r, err)
			return
		}
		body.serve(w, r, http.StatusOK, "public, max-age=3600")
	}
}

// sitemapTTL is how long a sitemap with the open vacancies is reused.
const sitemapTTL = time.Minute
