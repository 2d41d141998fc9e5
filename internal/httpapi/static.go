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
	contentType  string
	cacheControl string
	variants     []variant // brotli and gzip first when present, the plain file last
}

type variant struct {
	encoding string // "br", "gzip" or "" for the plain file
	body     []byte
	etag     string
	length   string
}

// hidden are the built files that are not served: the server reads them itself.
var hidden = map[string]bool{"index.html": true, "meta.json": true}

// loadStaticFiles reads every servable file of the build.
func loadStaticFiles(files fs.FS) (map[string]*staticFile, error) {
	out := map[string]*staticFile{}
	err := fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		base := strings.TrimSuffix(strings.TrimSuffix(name, ".br"), ".gz")
		if hidden[base] {
			return nil
		}
		if _, err := fs.Stat(files, base); base != name && err == nil {
			return nil // a compressed form, read with its file
		}
		f := &staticFile{contentType: mime.TypeByExtension(path.Ext(name)), cacheControl: "public, max-age=3600"}
		if f.contentType == "" {
			f.contentType = "application/octet-stream"
		}
		// Hashed assets never change, so they may be cached for a year.
		if strings.HasPrefix(name, "assets/") {
			f.cacheControl = "public, max-age=31536000, immutable"
		}
		for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}, {"", ""}} {
			b, err := fs.ReadFile(files, name+enc.ext)
			if err != nil {
				if enc.token == "" {
					return err
				}
				continue
			}
			f.variants = append(f.variants, variant{encoding: enc.token, body: b, length: strconv.Itoa(len(b)), etag: etagOf(b)})
		}
		out[name] = f
		return nil
	})
	return out, err
}

// serveFile serves a built file in the best encoding the client accepts. Range and conditional
// requests are answered by net/http's ServeContent; the common request is written directly.
func (s *spa) serveFile(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	f, ok := s.files[name]
	if !ok {
		http.NotFound(w, r)
		return
	}
	v := f.variants[len(f.variants)-1]
	for _, candidate := range f.variants[:len(f.variants)-1] {
		if accepts(r, candidate.encoding) {
			v = candidate
			break
		}
	}
	h := w.Header()
	h["Content-Type"] = []string{f.contentType}
	h["Cache-Control"] = []string{f.cacheControl}
	h["Vary"] = []string{"Accept-Encoding"}
	h["Etag"] = []string{v.etag}
	if v.encoding != "" {
		h["Content-Encoding"] = []string{v.encoding}
	}
	if r.Header.Get("Range") != "" || r.Header.Get("If-None-Match") != "" || r.Header.Get("If-Modified-Since") != "" ||
		r.Header.Get("If-Match") != "" || r.Header.Get("If-Unmodified-Since") != "" {
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(v.body))
		return
	}
	h["Content-Length"] = []string{v.length}
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(v.body)
	}
}

// accepts reports whether the request's Accept-Encoding allows the coding (a q of 0 refuses it).
func accepts(r *http.Request, coding string) bool {
	header := r.Header.Get("Accept-Encoding")
	if header == "" {
		return false
	}
	for _, part := range strings.Split(header, ",") {
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
