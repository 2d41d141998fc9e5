package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/testdb"
)

// teacher registers Ana and returns her browser.
func (e *authEnv) teacher(t *testing.T, who map[string]any) *browser {
	t.Helper()
	b := e.browser(t)
	if status, _, body := b.do(http.MethodPost, "/api/auth/register", who); status != 201 {
		t.Fatalf("register: %d %v", status, body)
	}
	return b
}

// raw sends a request and returns the status, headers and body as they came.
func (b *browser) raw(method, path, contentType string, body io.Reader) (int, http.Header, []byte) {
	b.t.Helper()
	req, _ := http.NewRequest(method, b.env.url+path, body)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	req.Header.Set("X-Requested-With", "fetch")
	res, err := b.client.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	out, _ := io.ReadAll(res.Body)
	return res.StatusCode, res.Header, out
}

// upload sends a multipart upload of files (name → content) of a kind.
func (b *browser) upload(kind, expiresOn string, files map[string][]byte) (int, []byte) {
	b.t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	_ = w.WriteField("kind", kind)
	if expiresOn != "" {
		_ = w.WriteField("expiresOn", expiresOn)
	}
	for name, data := range files {
		part, _ := w.CreateFormFile("file", name)
		_, _ = part.Write(data)
	}
	_ = w.Close()
	status, _, body := b.raw(http.MethodPost, "/api/me/documents", w.FormDataContentType(), &buf)
	return status, body
}

var testPDF = []byte("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")

var ben = map[string]any{"firstName": "Ben", "lastName": "Ruiz", "email": "ben@example.com", "contactNumber": "+18135550100",
	"country": "US", "password": "bayshore sunsets in july", "language": "en"}

func TestTeacherEndpointsAreForSignedInTeachersOnly(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	// A school user, signed in on the school tab: their token's audience is "school".
	hash, _ := auth.HashPassword("harbour lights at dusk", auth.Params{Memory: 1024, Iterations: 1, Parallelism: 1})
	testdb.Value[int](t, env.st, `WITH o AS (INSERT INTO organizations (slug, name, county) VALUES ('test-district', 'Test District', 'Test')
		RETURNING id), u AS (INSERT INTO users (role, email, password_hash, first_name, last_name, language, organization_id)
		SELECT 'school', 'hr@district.example', $1, 'Rita', 'Moreno', 'en', id FROM o RETURNING 1) SELECT count(*)::int FROM u`, hash)
	school := env.browser(t)
	if status, _, body := school.do(http.MethodPost, "/api/auth/login", map[string]any{"email": "hr@district.example",
		"password": "harbour lights at dusk", "kind": "school"}); status != 200 {
		t.Fatalf("school login: %d %v", status, body)
	}
	endpoints := []string{"GET /api/me/profile", "PUT /api/me/profile", "POST /api/me/welcome-seen", "PUT /api/me/presentation",
		"GET /api/me/documents", "POST /api/me/documents", "DELETE /api/me/documents/00000000-0000-4000-8000-000000000000",
		"GET /api/me/documents/00000000-0000-4000-8000-000000000000/download", "GET /api/me/preferences", "PUT /api/me/preferences",
		"GET /api/me/disclosures", "GET /api/me/disclosures/profile", "PUT /api/me/disclosures/profile",
		"GET /api/me/settings", "PUT /api/me/settings", "DELETE /api/me", "GET /api/me/matches"}
	for who, b := range map[string]*browser{"a visitor": env.browser(t), "a school user": school} {
		for _, e := range endpoints {
			method, path, _ := strings.Cut(e, " ")
			if status, _, body := b.raw(method, path, "application/json", strings.NewReader("{}")); status != 401 {
				t.Errorf("%s: %s → %d %s, want 401", who, e, status, body)
			}
		}
	}
	// Without the CSRF header no other site's page can change a teacher's data.
	ana := env.teacher(t, ana)
	if status := ana.withoutCSRFHeader(http.MethodPut, "/api/me/settings", `{"newsletter":true}`); status != 403 {
		t.Errorf("PUT without X-Requested-With: %d, want 403", status)
	}
}

func TestANewTeachersProfileSaysWhatIsMissing(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	b := env.teacher(t, ana)
	status, _, body := b.do(http.MethodGet, "/api/me/profile", nil)
	if status != 200 || body["email"] != "ana@example.com" || body["complete"] != false || body["welcomeSeen"] != false {
		t.Fatalf("profile: %d %v", status, body)
	}
	missing := fmt.Sprint(body["missing"])
	for _, code := range []string{"profile.address", "resume", "presentation", "disclosures.self_identification", "preferences.skills"} {
		if !strings.Contains(missing, code) {
			t.Errorf("missing %s not listed: %s", code, missing)
		}
	}
	// Registration gave the names, number and country.
	if strings.Contains(missing, "profile.contactNumber") || body["strength"].(float64) != 9 {
		t.Errorf("strength %v, missing %s", body["strength"], missing)
	}
	if status, _, _ := b.do(http.MethodPost, "/api/me/welcome-seen", nil); status != 204 {
		t.Errorf("welcome-seen: %d", status)
	}
	if _, _, body := b.do(http.MethodGet, "/api/me/profile", nil); body["welcomeSeen"] != true {
		t.Error("the welcome was not recorded as seen")
	}
	status, _, body = b.do(http.MethodPut, "/api/me/profile", map[string]any{"firstName": "Ana", "lastName": "Cruz",
		"contactNumber": "+639171234567", "address": "12 Rizal St", "city": "Quezon City", "state": "Metro Manila",
		"zipCode": "1100", "country": "PH", "gender": nil, "dateOfBirth": "1991-03-04"})
	if status != 200 || body["strength"].(float64) != 20 || body["dateOfBirth"] != "1991-03-04" {
		t.Errorf("saved profile: %d %v", status, body)
	}
	status, _, body = b.do(http.MethodPut, "/api/me/profile", map[string]any{"firstName": "Ana", "lastName": "Cruz",
		"contactNumber": "+18135550100", "address": "1 Main St", "city": "Tampa", "state": "Florida", "zipCode": "3360", "country": "US"})
	if status != 400 || fmt.Sprint(body["fields"]) != "map[state:invalid zipCode:invalid]" {
		t.Errorf("a US address with a state name and a short zip: %d %v", status, body)
	}
	if status, _, body := b.raw(http.MethodPut, "/api/me/profile", "application/json", strings.NewReader(`{"firstName": [}`)); status != 400 {
		t.Errorf("malformed JSON: %d %s", status, body)
	}
	status, _, body = b.do(http.MethodPut, "/api/me/presentation", map[string]any{"url": "javascript:alert(1)", "attested": false})
	if status != 400 || fmt.Sprint(body["fields"]) != "map[attested:required url:invalid]" {
		t.Errorf("a script link, not attested: %d %v", status, body)
	}
	status, _, body = b.do(http.MethodPut, "/api/me/presentation", map[string]any{"url": "https://youtu.be/abc123", "attested": true})
	if status != 200 || body["url"] != "https://youtu.be/abc123" {
		t.Errorf("presentation: %d %v", status, body)
	}
}

func TestUploadsAreCheckedAndServedOnlyToTheirOwner(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana, ben := env.teacher(t, ana), env.teacher(t, ben)
	status, body := ana.upload("resume", "", map[string][]byte{"../Currículum Ana.pdf": testPDF})
	if status != 201 {
		t.Fatalf("upload: %d %s", status, body)
	}
	var docs []struct{ ID, FileName, ContentType string }
	if err := json.Unmarshal(body, &docs); err != nil || len(docs) != 1 || docs[0].FileName != "Currículum Ana.pdf" {
		t.Fatalf("created %s", body)
	}
	id := docs[0].ID

	status, h, file := ana.raw(http.MethodGet, "/api/me/documents/"+id+"/download", "", nil)
	if status != 200 || !bytes.Equal(file, testPDF) || h.Get("Content-Type") != "application/pdf" ||
		!strings.HasPrefix(h.Get("Content-Disposition"), "attachment;") || h.Get("X-Content-Type-Options") != "nosniff" ||
		!strings.Contains(h.Get("Content-Security-Policy"), "sandbox") {
		t.Errorf("download: %d %v %q", status, h, file)
	}
	for _, call := range []string{"GET /api/me/documents/" + id + "/download", "DELETE /api/me/documents/" + id} {
		method, path, _ := strings.Cut(call, " ")
		if status, _, _ := ben.raw(method, path, "", nil); status != 404 {
			t.Errorf("another teacher: %s → %d, want 404", call, status)
		}
	}
	if status, _, body := ben.raw(http.MethodGet, "/api/me/documents", "", nil); status != 200 || string(bytes.TrimSpace(body)) != "[]" {
		t.Errorf("another teacher's list: %d %s", status, body)
	}

	if status, body := ana.upload("resume", "", map[string][]byte{"cv.pdf": []byte("MZ\x90\x00 not a document")}); status != 415 ||
		!strings.Contains(string(body), `"file":"unsupported"`) {
		t.Errorf("an executable as a resume: %d %s", status, body)
	}
	if status, body := ana.upload("work_auth_front", "2001-01-01", map[string][]byte{"card.pdf": testPDF}); status != 400 ||
		!strings.Contains(string(body), `"expiresOn":"past"`) {
		t.Errorf("an expired card: %d %s", status, body)
	}
	if status, _, body := ana.raw(http.MethodPost, "/api/me/documents", "application/json", strings.NewReader(`{}`)); status != 400 {
		t.Errorf("not multipart: %d %s", status, body)
	}
	if status, _, _ := ana.raw(http.MethodDelete, "/api/me/documents/"+id, "", nil); status != 204 {
		t.Errorf("delete: %d", status)
	}
	if status, _, _ := ana.raw(http.MethodGet, "/api/me/documents/"+id+"/download", "", nil); status != 404 {
		t.Errorf("a deleted document downloads: %d", status)
	}
}

// slowBody streams a body of `left` bytes and records how much of it the client sent before the
// server answered (the client's transport reads it while the test checks).
type slowBody struct {
	left int
	sent atomic.Int64
}

func (s *slowBody) Read(p []byte) (int, error) {
	if s.left == 0 {
		return 0, io.EOF
	}
	n := min(len(p), s.left, 64<<10)
	for i := range n {
		p[i] = 'a'
	}
	s.left -= n
	s.sent.Add(int64(n))
	return n, nil
}

func TestAFileOver10MBIsRefusedBeforeTheRestArrives(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	b := env.teacher(t, ana)
	// One 60 MB file part, sent without a length, as a browser streams it.
	const size = 60 << 20
	head := "--b\r\nContent-Disposition: form-data; name=\"kind\"\r\n\r\nresume\r\n" +
		"--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.pdf\"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n"
	body := &slowBody{left: size}
	start := time.Now()
	status, _, answer := b.raw(http.MethodPost, "/api/me/documents", "multipart/form-data; boundary=b",
		io.MultiReader(strings.NewReader(head), body))
	if status != 413 || !strings.Contains(string(answer), "payload_too_large") {
		t.Fatalf("a 60 MB file: %d %s", status, answer)
	}
	if sent := body.sent.Load(); sent > 30<<20 {
		t.Errorf("the server read %d MB before refusing", sent>>20)
	}
	t.Logf("refused after %d MB in %s", body.sent.Load()>>20, time.Since(start).Round(time.Millisecond))
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM documents`); n != 0 {
		t.Errorf("%d documents stored", n)
	}
}

func TestSettingsAndAccountDeletion(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	b := env.teacher(t, ana)
	// References are shared until the teacher says otherwise (docs/api.md "References").
	if status, _, body := b.do(http.MethodGet, "/api/me/settings", nil); status != 200 || body["newsletter"] != false || body["shareReferences"] != true {
		t.Errorf("settings: %d %v", status, body)
	}
	want := map[string]any{"consentContact": true, "jobRecommendations": false, "newsletter": true, "shareReferences": false}
	if status, _, body := b.do(http.MethodPut, "/api/me/settings", want); status != 200 || fmt.Sprint(body) != fmt.Sprint(want) {
		t.Errorf("saved settings: %d %v", status, body)
	}
	if status, _, body := b.do(http.MethodDelete, "/api/me", map[string]any{"password": "not my password"}); status != 400 ||
		fmt.Sprint(body["fields"]) != "map[password:incorrect]" {
		t.Errorf("delete with a wrong password: %d %v", status, body)
	}
	status, h, _ := b.do(http.MethodDelete, "/api/me", map[string]any{"password": ana["password"]})
	if status != 204 || !strings.Contains(strings.Join(h.Values("Set-Cookie"), ";"), "Max-Age=0") {
		t.Fatalf("delete: %d %v", status, h)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM users`); n != 0 {
		t.Errorf("%d accounts left", n)
	}
}

func TestTheSSNNeverLeavesInAnAnswerOrALogLine(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	b := env.teacher(t, ana)
	var seen strings.Builder
	call := func(method, path string, body any) map[string]any {
		t.Helper()
		raw, _ := json.Marshal(body)
		status, h, out := b.raw(method, path, "application/json", bytes.NewReader(raw))
		fmt.Fprintf(&seen, "%d %v %s\n", status, h, out)
		var m map[string]any
		_ = json.Unmarshal(out, &m)
		return m
	}
	answers := map[string]any{"validWorkAuth": "yes", "ssn": "123-45-6789", "workAuthorized": "yes"}
	if got := call(http.MethodPut, "/api/me/disclosures/profile", map[string]any{"answers": answers, "complete": false}); got["state"] != "draft" {
		t.Fatalf("draft: %v", got)
	}
	// A complete save fails (the card is missing) and says so, without echoing the number.
	call(http.MethodPut, "/api/me/disclosures/profile", map[string]any{"answers": answers, "complete": true})
	answers["ssn"] = "000-12-3456x123456789"
	call(http.MethodPut, "/api/me/disclosures/profile", map[string]any{"answers": answers, "complete": false})
	got := call(http.MethodGet, "/api/me/disclosures/profile", nil)
	if fmt.Sprint(got["answers"].(map[string]any)["ssnLast4"]) != "6789" {
		t.Errorf("read back %v", got)
	}
	call(http.MethodGet, "/api/me/profile", nil)
	for where, text := range map[string]string{"answers": seen.String(), "logs": env.logs.String()} {
		if strings.Contains(text, "123456789") || strings.Contains(text, "123-45-6789") {
			t.Errorf("the SSN is in the %s", where)
		}
	}
	if !strings.Contains(env.logs.String(), "/api/me/disclosures/profile") {
		t.Error("the requests were not logged at all; the scan proves nothing")
	}
}

func TestUploadsAreLimitedPerAccount(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana, ben := env.teacher(t, ana), env.teacher(t, ben)
	for i := range uploadsPerHour {
		if status, body := ana.upload("resume", "", map[string][]byte{fmt.Sprintf("resume-%d.pdf", i): testPDF}); status != 201 {
			t.Fatalf("upload %d: %d %s", i+1, status, body)
		}
	}
	status, h, body := ana.raw(http.MethodPost, "/api/me/documents", "multipart/form-data; boundary=x", strings.NewReader("--x--\r\n"))
	if status != http.StatusTooManyRequests || !strings.Contains(string(body), `"rate_limited"`) || h.Get("Retry-After") == "" {
		t.Errorf("upload %d within the hour: %d %s (Retry-After %q), want 429 rate_limited", uploadsPerHour+1, status, body, h.Get("Retry-After"))
	}
	if status, body := ben.upload("resume", "", map[string][]byte{"resume.pdf": testPDF}); status != 201 {
		t.Errorf("another teacher's upload: %d %s, want 201: the limit is per account", status, body)
	}
}
