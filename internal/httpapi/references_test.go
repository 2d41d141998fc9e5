package httpapi

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/testdb"
)

// The referee's secrets in the tests' answers: the teacher must never read them.
const (
	secretComment = "Ana-turned-our-struggling-readers-around-COMMENT"
	secretDetails = "A-parent-complaint-was-investigated-DETAILS"
)

// askRita has the teacher name Rita as a referee and request the reference; it returns the
// reference's id and the token of the link mailed to Rita.
func askRita(t *testing.T, env *authEnv, teacher *browser, email string) (string, string) {
	t.Helper()
	status, _, ref := teacher.do(http.MethodPost, "/api/me/references", map[string]any{"name": "Rita Gómez", "email": email,
		"relationship": "principal", "organization": "Bay Elementary", "phone": ""})
	if status != 201 {
		t.Fatalf("adding a referee: %d %v", status, ref)
	}
	id := ref["id"].(string)
	if status, _, body := teacher.do(http.MethodPost, "/api/me/references/"+id+"/request", nil); status != 200 || body["status"] != "requested" {
		t.Fatalf("requesting: %d %v", status, body)
	}
	return id, tokenOf(env.mailLink(t, "reference_request", email, "FormURL"))
}

// ritasAnswer is an answer with the secrets in it.
func ritasAnswer() map[string]any {
	return map[string]any{"ratings": map[string]any{"instruction": 5, "classroomManagement": 4, "studentRelationships": 5,
		"collaboration": nil, "professionalism": 5}, "wouldRehire": "yes", "safeguardingConcern": true,
		"safeguardingDetails": secretDetails, "comments": secretComment, "refereeName": "Rita Gómez", "refereePosition": "Principal",
		"confirm": true}
}

// TestATeachersAnswersNeverCarryARefereesAnswer answers a reference for teacher A, then calls
// every GET route of the router a teacher can reach (all but the school's, the admin's and Google's
// places) as A, and finds neither the comments nor the safeguarding details in any answer, while
// the district's packet has both.
func TestATeachersAnswersNeverCarryARefereesAnswer(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	vacancy, app, ana, _ := applied(t, env)
	_, token := askRita(t, env, ana, "rita@school.example")
	if status, _, body := env.browser(t).do(http.MethodPost, "/api/references/form?token="+token, ritasAnswer()); status != 204 {
		t.Fatalf("answering: %d %v", status, body)
	}
	_, _, sent := ana.do(http.MethodGet, "/api/applications/"+app, nil)
	params := map[string]string{"{section}": "employment", "{docId}": sent["documents"].([]any)[0].(map[string]any)["id"].(string)}
	_, _, docs := ana.raw(http.MethodGet, "/api/me/documents", "", nil)
	docID := testdb.Value[string](t, env.st, `SELECT id::text FROM documents WHERE user_id = $1 ORDER BY uploaded_at LIMIT 1`, ana.userID())
	idFor := func(route string) string {
		switch {
		case strings.HasPrefix(route, "/api/applications/"):
			return app
		case strings.HasPrefix(route, "/api/vacancies/"):
			return vacancy
		case strings.HasPrefix(route, "/api/me/documents/"):
			return docID
		}
		return "6f1d7c1e-0000-4000-8000-000000000000"
	}

	answers := map[string]string{"GET /api/me/documents": string(docs)}
	err := chi.Walk(newServer(t, testdb.New(t)).router(), func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		route = strings.TrimSuffix(strings.ReplaceAll(route, "/*", ""), "/")
		if method != http.MethodGet || !strings.HasPrefix(route, "/api/") || strings.HasPrefix(route, "/api/school") ||
			strings.HasPrefix(route, "/api/admin") || strings.HasPrefix(route, "/api/places") {
			return nil
		}
		path := strings.ReplaceAll(route, "{id}", idFor(route))
		for name, value := range params {
			path = strings.ReplaceAll(path, name, value)
		}
		if route == "/api/references/form" {
			path += "?token=" + token
		}
		status, _, body := ana.raw(method, path, "", nil)
		answers[method+" "+path] = string(body)
		if status >= 500 {
			t.Errorf("GET %s: %d %s", path, status, body)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, must := range []string{"GET /api/me/references", "GET /api/me/profile", "GET /api/applications/" + app, "GET /api/auth/me"} {
		if _, read := answers[must]; !read {
			t.Errorf("the walk did not read %s", must)
		}
	}
	for call, body := range answers {
		if strings.Contains(body, secretComment) || strings.Contains(body, secretDetails) || strings.Contains(body, "Principal\"") {
			t.Errorf("%s shows the teacher the referee's answer: %s", call, body)
		}
	}
	if len(answers) < 25 {
		t.Errorf("only %d answers read", len(answers))
	}

	_, _, packet := env.school(t, "hr@bay.example", "bay").raw(http.MethodGet, "/api/school/applications/"+app, "", nil)
	if !strings.Contains(string(packet), secretComment) || !strings.Contains(string(packet), secretDetails) ||
		strings.Contains(string(packet), "127.0.0.1") {
		t.Errorf("the district's packet: %s", packet)
	}
}

// TestReferenceEndpointsByCaller calls each references endpoint as each caller of the access
// matrix: the teacher's own for her alone (another teacher's is 404), the referee's form for
// anyone holding the link, once.
func TestReferenceEndpointsByCaller(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	_, _, a, b := applied(t, env)
	browsers := []*browser{env.browser(t), a, b, env.school(t, "hr@bay.example", "bay"), env.school(t, "hr@gulf.example", "gulf"),
		env.admin(t, "ops@teachbay.example")}
	_, answer := askRita(t, env, a, "rita@school.example")
	_, decline := askRita(t, env, a, "leo@school.example")
	_, _, ref := a.do(http.MethodPost, "/api/me/references", map[string]any{"name": "Mia Ruiz", "email": "mia@school.example",
		"relationship": "colleague"})
	refID := ref["id"].(string)
	body := `{"name": "Mia Ruiz", "email": "mia.ruiz@school.example", "relationship": "mentor_teacher"}`
	for _, row := range []accessRow{
		{"GET", "/api/me/references", "", [6]int{401, 200, 200, 401, 401, 401}},
		{"POST", "/api/me/references", `{"name": "Sam Lee", "email": "sam@school.example", "relationship": "other"}`, [6]int{401, 201, 201, 401, 401, 401}},
		{"PUT", "/api/me/references/{ref}", body, [6]int{401, 200, 404, 401, 401, 401}},
		{"POST", "/api/me/references/{ref}/request", "", [6]int{401, 200, 404, 401, 401, 401}},
		{"POST", "/api/me/references/{ref}/withdraw", "", [6]int{401, 200, 404, 401, 401, 401}},
		// Teacher A deletes her draft, so it is gone for everyone after her.
		{"DELETE", "/api/me/references/{ref}", "", [6]int{401, 204, 404, 401, 401, 401}},
		{"GET", "/api/references/form?token=" + answer, "", [6]int{200, 200, 200, 200, 200, 200}},
		{"POST", "/api/references/form?token=" + answer, "{answer}", [6]int{204, 400, 400, 400, 400, 400}},
		{"POST", "/api/references/decline?token=" + decline, "", [6]int{204, 400, 400, 400, 400, 400}},
	} {
		for i, who := range browsers {
			want := row.want[i]
			payload := strings.ReplaceAll(row.body, "{answer}", `{"ratings": {"instruction": 5, "classroomManagement": 4,
				"studentRelationships": 5, "collaboration": null, "professionalism": 5}, "wouldRehire": "with_reservations",
				"safeguardingConcern": false, "comments": "", "refereeName": "Rita Gómez", "refereePosition": "Principal", "confirm": true}`)
			status, _, got := who.raw(row.method, strings.ReplaceAll(row.path, "{ref}", refID), "application/json", strings.NewReader(payload))
			if status != want {
				t.Errorf("%s %s as %s: %d %s, want %d", row.method, row.path, callers[i], status, got, want)
			}
		}
	}
}

// TestReferenceEndpointsRefuseBadInput sends each references endpoint what it must refuse.
func TestReferenceEndpointsRefuseBadInput(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana := env.teacher(t, ana)
	id, token := askRita(t, env, ana, "rita@school.example")
	for _, tt := range []struct {
		method, path, body string
		status             int
		code, field, why   string
	}{
		{"POST", "/api/me/references", `{"name": "Rita"`, 400, "validation_failed", "", ""},
		{"POST", "/api/me/references", `{"name": "Ana", "email": "ana@example.com", "relationship": "principal"}`, 400, "validation_failed", "email", "own_email"},
		{"POST", "/api/me/references", `{"name": "Rita", "email": "RITA@school.example", "relationship": "principal"}`, 400, "validation_failed", "email", "duplicate"},
		{"POST", "/api/me/references", `{"name": "Rita", "email": "x@school.example", "relationship": "friend"}`, 400, "validation_failed", "relationship", "invalid"},
		{"PUT", "/api/me/references/" + id, `{"name": "Rita", "email": "rita@school.example", "relationship": "principal"}`, 409, "conflict", "", ""},
		{"PUT", "/api/me/references/nope", `{"name": "Rita", "email": "r@school.example", "relationship": "principal"}`, 404, "not_found", "", ""},
		{"DELETE", "/api/me/references/" + id, "", 409, "conflict", "", ""},
		{"POST", "/api/me/references/" + id + "/request", "", 409, "conflict", "", ""},
		{"GET", "/api/references/form", "", 400, "invalid_token", "", ""},
		{"GET", "/api/references/form?token=nope", "", 400, "invalid_token", "", ""},
		{"POST", "/api/references/form?token=" + token, `{"ratings": `, 400, "validation_failed", "", ""},
		{"POST", "/api/references/form?token=" + token, `{"ratings": {"instruction": 7}, "wouldRehire": "yes", "safeguardingConcern": true,
			"refereeName": "Rita", "refereePosition": "Principal", "confirm": true}`, 400, "validation_failed", "safeguardingDetails", "required"},
		{"POST", "/api/references/form?token=" + token, `{"ratings": {}, "wouldRehire": "yes", "safeguardingConcern": false,
			"refereeName": "Rita", "refereePosition": "Principal", "confirm": false}`, 400, "validation_failed", "confirm", "required"},
		{"POST", "/api/references/decline", "", 400, "invalid_token", "", ""},
	} {
		status, _, raw := ana.raw(tt.method, tt.path, "application/json", strings.NewReader(tt.body))
		body := string(raw)
		if status != tt.status || !strings.Contains(body, `"code":"`+tt.code+`"`) || (tt.field != "" && !strings.Contains(body, `"`+tt.field+`":"`+tt.why+`"`)) {
			t.Errorf("%s %s %s: %d %s, want %d %s %s=%s", tt.method, tt.path, tt.body, status, body, tt.status, tt.code, tt.field, tt.why)
		}
	}
	// None of it used the link.
	if status, _, _ := env.browser(t).do(http.MethodGet, "/api/references/form?token="+token, nil); status != 200 {
		t.Errorf("the link after bad answers: %d", status)
	}
}

// burst sends n requests, six at a time (below the server's limit of requests in flight per
// client, which would refuse the rest for another reason), and counts the statuses.
func burst(n int, call func(i int) int) map[int]int {
	statuses := make(chan int, n)
	slots := make(chan struct{}, 6)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			slots <- struct{}{}
			defer func() { <-slots }()
			statuses <- call(i)
		}()
	}
	wg.Wait()
	close(statuses)
	count := map[int]int{}
	for s := range statuses {
		count[s]++
	}
	return count
}

func TestTheRefereesFormIsLimitedPerLinkAndPerClientEvenInABurst(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	_, token := askRita(t, env, env.teacher(t, ana), "rita@school.example")
	referee := env.browser(t)
	got := burst(refereeCallsPerToken+10, func(int) int {
		status, _, _ := referee.raw(http.MethodGet, "/api/references/form?token="+token, "", nil)
		return status
	})
	if got[200] != refereeCallsPerToken || got[429] != 10 {
		t.Errorf("a burst on one link: %v, want %d answered and 10 refused", got, refereeCallsPerToken)
	}
	// Guessing: every token differs, and the client's allowance runs out.
	left := refereeCallsPerClient - refereeCallsPerToken - 10
	got = burst(left+10, func(i int) int {
		status, h, _ := referee.raw(http.MethodPost, "/api/references/decline?token=guess"+string(rune('a'+i%26))+strings.Repeat("x", i), "", nil)
		if status == 429 && h.Get("Retry-After") == "" {
			t.Error("429 without Retry-After")
		}
		return status
	})
	if got[400] != left || got[429] != 10 {
		t.Errorf("a burst of guesses: %v, want %d invalid and 10 refused", got, left)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM teacher_references WHERE status = 'requested'`); n != 1 {
		t.Errorf("%d requests still open, want the one", n)
	}
}

// TestTheRefereesPageReadsWithoutJavaScript opens the mailed link as a browser without
// JavaScript would: the page says who asks, as what, until when, in the language chosen with its
// links; a link that no longer works says so; and the page counts against the form's limits.
func TestTheRefereesPageReadsWithoutJavaScript(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	_, token := askRita(t, env, env.teacher(t, ana), "rita@school.example")
	expires := testdb.Value[time.Time](t, env.st, `SELECT expires_at FROM teacher_references`).In(model.Tampa)

	res, page := get(t, env.url+"/reference?token="+token, "Cookie", "language=en")
	slot := regexp.MustCompile(`<noscript id="tb-referee">(.*)</noscript>`).FindStringSubmatch(page)
	if res.StatusCode != 200 || slot == nil {
		t.Fatalf("the page: %d, no filled slot in %q", res.StatusCode, page)
	}
	if h := res.Header; h.Get("Referrer-Policy") != "no-referrer" || h.Get("Cache-Control") != "no-store" {
		t.Errorf("headers: Referrer-Policy %q, Cache-Control %q", h.Get("Referrer-Policy"), h.Get("Cache-Control"))
	}
	for _, want := range []string{"Ana Cruz asks you for a reference; Ana Cruz never sees it.", "You are: Principal.",
		"Until " + expires.Format("Jan 2, 2006") + ".", `href="/reference?token=` + url.QueryEscape(token) + `&amp;lang=es"`} {
		if !strings.Contains(slot[1], want) {
			t.Errorf("the page lacks %q: %s", want, slot[1])
		}
	}
	if _, page := get(t, env.url+"/reference?token="+token+"&lang=es"); !strings.Contains(page, "Ana Cruz te pide una referencia.") ||
		!strings.Contains(page, "Eres: Director o directora.") {
		t.Errorf("in Spanish: %s", page)
	}

	for _, link := range []string{"/reference", "/reference?token=nope"} {
		if res, page := get(t, env.url+link); res.StatusCode != 404 || !strings.Contains(page, "This link no longer works") || strings.Contains(page, "Ana") {
			t.Errorf("%s: %d %s", link, res.StatusCode, page)
		}
	}

	// The form's calls and the page's share the link's allowance: 2 pages and the form's answer above.
	got := burst(refereeCallsPerToken, func(int) int {
		res, _ := get(t, env.url+"/reference?token="+token)
		return res.StatusCode
	})
	if got[200] != refereeCallsPerToken-2 || got[429] != 2 {
		t.Errorf("a burst of pages: %v, want %d answered and 2 refused", got, refereeCallsPerToken-2)
	}
}
