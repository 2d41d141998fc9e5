package httpapi

import (
	"bytes"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"
)

// staticFile is one built file held in memory with its pre-compressed forms (made by
// web/scripts/postbuild.mjs), so a request copies nothing and compresses nothing.
type staticFile struct {
	// The header values are made once and shared by every answer; nothing modifies them.
	contentType  []string
	cacheControl []string
	variants     []variant // brotli and gzip first when present, the plain file last
}

type variant struct {
	encoding []string // "br", "gzip", or nil for the plain file
	body     []byte
	etag     []string
	length   []string
}

// hidden are the built files that are not served: the server reads them itself, as it reads
// the pre-rendered pages under pages/.
var hidden = map[string]bool{"index.html": true, "meta.json": true}

// loadStaticFiles reads every servable file of the build.
func loadStaticFiles(files fs.FS) (map[string]*staticFile, error) {
	out := map[string]*staticFile{}
	err := fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		base := strings.TrimSuffix(strings.TrimSuffix(name, ".br"), ".gz")
		if hidden[base] || strings.HasPrefix(name, "pages/") {
			return nil // the pre-rendered pages are sent by route (spa.go)
		}
		if _, err := fs.Stat(files, base); base != name && err == nil {
			return nil // a compressed form, read with its file
		}
		contentType := mime.TypeByExtension(path.Ext(name))
		if contentType == "" {
			contentType = "application/octet-stream"
		}
		f := &staticFile{contentType: []string{contentType}, cacheControl: []string{"public, max-age=3600"}}
		// Hashed assets never change, so they may be cached for a year.
		if strings.HasPrefix(name, "assets/") {
			f.cacheControl = []string{"public, max-age=31536000, immutable"}
		}
		for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}, {"", ""}} {
			b, err := fs.ReadFile(files, name+enc.ext)
			if err != nil {
				if enc.token == "" {
					return err
				}
				continue
			}
			v := variant{body: b, length: []string{strconv.Itoa(len(b))}, etag: []string{etagOf(b)}}
			if enc.token != "" {
				v.encoding = []string{enc.token}
			}
			f.variants = append(f.variants, v)
		}
		out[name] = f
		return nil
	})
	return out, err
}

// fileName is the name in the build of the file a URL path asks for.
func fileName(urlPath string) string {
	return strings.TrimPrefix(path.Clean(urlPath), "/")
}

// serveFile serves a built file in the best encoding the client accepts. Range and conditional
// requests are answered by net/http's ServeContent; the common request is written directly.
func (s *spa) serveFile(w http.ResponseWriter, r *http.Request) {
	name := fileName(r.URL.Path)
	f, ok := s.files[name]
	if !ok {
		http.NotFound(w, r)
		return
	}
	v := f.variants[len(f.variants)-1]
	for _, candidate := range f.variants[:len(f.variants)-1] {
		if accepts(r, candidate.encoding[0]) {
			v = candidate
			break
		}
	}
	h := w.Header()
	h["Content-Type"] = f.contentType
	h["Cache-Control"] = f.cacheControl
	h["Vary"] = varyAcceptEncoding
	h["Etag"] = v.etag
	if v.encoding != nil {
		h["Content-Encoding"] = v.encoding
	}
	if r.Header.Get("Range") != "" || r.Header.Get("If-None-Match") != "" || r.Header.Get("If-Modified-Since") != "" ||
		r.Header.Get("If-Match") != "" || r.Header.Get("If-Unmodified-Since") != "" {
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(v.body))
		return
	}
	h["Content-Length"] = v.length
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(v.body)
	}
}

// accepts reports whether the request's Accept-Encoding allows the coding (a q of 0 refuses it).
func accepts(r *http.Request, coding string) bool {
	rest := r.Header.Get("Accept-Encoding")
	for rest != "" {
		var part string
		part, rest, _ = strings.Cut(rest, ",")
		name, params, _ := strings.Cut(part, ";")
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
