package httpapi

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"
)

// prepared is an answer encoded and compressed once, served many times: a 304 to a client that
// has it already (ETag), the gzip form to one that accepts it.
type prepared struct {
	body, gzipped []byte
	// The header values are made once and shared by every answer; nothing modifies them.
	etag        []string
	contentType []string
}

var (
	varyAcceptEncoding = []string{"Accept-Encoding"}
	encodingGzip       = []string{"gzip"}
)

func prepareJSON(v any) (*prepared, error) {
	body, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return prepare(append(body, '\n'), "application/json; charset=utf-8"), nil
}

// prepare encodes an answer served many times, compressed as small as gzip can.
func prepare(body []byte, contentType string) *prepared {
	return compressed(body, contentType, gzip.BestCompression)
}

// prepareOnce encodes an answer written for one request (a job page, the board's list for a
// search, a referee's page) at gzip's fastest: the smallest form took more CPU than the rest of
// the request (make bench-api).
func prepareOnce(body []byte, contentType string) *prepared {
	return compressed(body, contentType, gzip.BestSpeed)
}

func compressed(body []byte, contentType string, level int) *prepared {
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, level)
	_, _ = zw.Write(body)
	_ = zw.Close()
	return &prepared{body: body, gzipped: gz.Bytes(), contentType: []string{contentType}, etag: []string{etagOf(body)}}
}

// etagOf returns a strong ETag for the bytes of one representation.
func etagOf(b []byte) string {
	sum := sha256.Sum256(b)
	return `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`
}

// serve writes the answer with status; cacheControl says how long caches may keep it.
func (p *prepared) serve(w http.ResponseWriter, r *http.Request, status int, cacheControl string) {
	h := w.Header()
	h["Content-Type"] = p.contentType
	h.Set("Cache-Control", cacheControl)
	h["Etag"] = p.etag
	if h["Vary"] == nil { // a page's says all it varies on (varyLanguage)
		h["Vary"] = varyAcceptEncoding
	}
	if status == http.StatusOK && etagMatches(r.Header.Get("If-None-Match"), p.etag[0]) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := p.body
	if accepts(r, "gzip") {
		h["Content-Encoding"] = encodingGzip
		body = p.gzipped
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// etagMatches applies If-None-Match (RFC 9110 §13.1.2: weak comparison, "*" matches anything).
func etagMatches(header, etag string) bool {
	for _, candidate := range strings.Split(header, ",") {
		candidate = strings.TrimPrefix(strings.TrimSpace(candidate), "W/")
		if candidate == etag || candidate == "*" {
			return true
		}
	}
	return false
}
