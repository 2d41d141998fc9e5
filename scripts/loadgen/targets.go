package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"os"
	"strings"
	"sync"
	"sync/atomic"
)

// targets are what the requests of each endpoint go to, prepared before measuring.
type targets struct {
	base    string
	client  *http.Client // without cookies: a visitor
	weights []int
	paths   []string // vacancy searches
	near    []string // vacancy searches near a school (near.go)
	ids     []string // vacancies to view
	paidIDs []string // vacancies that state their pay, whose pages to view
	// sessions are clients holding a logged-in bench teacher's cookies, used round-robin.
	sessions              []*http.Client
	teachers              int
	emailFormat, password string
	// schools hold the bench school users' sessions, and applicants the ranked lists they read
	// (hiring.go).
	schools    []*http.Client
	applicants []schoolRead
	// Referees open the links of the bench teachers' referees in turn from firstReferee.
	referees, firstReferee int
	refereeVisits          atomic.Uint32
	// Logins go to the bench teachers in turn from firstTeacher; each login and each referee's
	// visit comes from its own address of 10.0.0.0/8 (X-Forwarded-For) counted from firstAddress.
	// Both are random, so runs one after another (a warm-up, then the measurement) do not reuse
	// addresses the per-IP limits count.
	firstTeacher int
	firstAddress uint32
	addresses    atomic.Uint32
}

// prepare reads the search paths, the vacancy ids and the sessions the mix needs, and checks
// that every target answers 200.
func prepare(ctx context.Context, o *options, weights []int) (*targets, error) {
	t := &targets{base: o.base, client: o.client, weights: weights, teachers: o.teachers, emailFormat: o.emailFormat,
		password: o.password, referees: o.referees, firstAddress: rand.Uint32N(1 << 24)}
	if weights[epSearch] > 0 {
		if o.pathsFile == "" {
			return nil, errors.New("the mix has searches: -paths is required")
		}
		var err error
		if t.paths, err = readPaths(o.pathsFile); err != nil {
			return nil, err
		}
	}
	if weights[epNear] > 0 {
		if err := t.readNearPaths(ctx); err != nil {
			return nil, err
		}
	}
	if weights[epMatches] > 0 || weights[epLogin] > 0 {
		if o.teachers < 1 || o.sessions < 1 {
			return nil, errors.New("the mix has matches or logins: -teachers and -sessions must be at least 1")
		}
		t.firstTeacher = rand.IntN(o.teachers)
	}
	if weights[epJob] > 0 || weights[epJobPage] > 0 {
		if err := t.readVacancyIDs(ctx, o.vacancyIDs); err != nil {
			return nil, err
		}
	}
	if weights[epMatches] > 0 {
		if err := t.logInSessions(ctx, min(o.sessions, o.teachers)); err != nil {
			return nil, err
		}
	}
	if weights[epSchoolApplicants] > 0 || weights[epSchoolAnalytics] > 0 {
		if err := t.logInSchools(ctx, o.schoolUsers); err != nil {
			return nil, err
		}
	}
	if weights[epReference] > 0 {
		if o.referees < 1 {
			return nil, errors.New("the mix has referees' pages: -referees must be at least 1")
		}
		t.firstReferee = rand.IntN(o.referees)
	}
	return t, t.check(ctx)
}

func readPaths(name string) ([]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var paths []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if !strings.HasPrefix(line, "/") {
			return nil, fmt.Errorf("%s: path %q does not start with /", name, line)
		}
		paths = append(paths, line)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, errors.New(name + ": no paths")
	}
	return paths, nil
}

// readVacancyIDs reads up to n ids of the vacancies the board lists, newest first, as a visitor
// would open them from the search page, and up to n of those that state their pay.
func (t *targets) readVacancyIDs(ctx context.Context, n int) error {
	for page := 1; len(t.ids) < n || len(t.paidIDs) < n; page++ {
		var list struct {
			Items []struct {
				ID        string `json:"id"`
				SalaryMin *int   `json:"salaryMin"`
			} `json:"items"`
		}
		url := fmt.Sprintf("%s/api/vacancies?page=%d&pageSize=50", t.base, page)
		if err := t.getJSON(ctx, t.client, url, &list); err != nil {
			return fmt.Errorf("reading vacancy ids: %w", err)
		}
		for _, v := range list.Items {
			t.ids = append(t.ids, v.ID)
			if v.SalaryMin != nil {
				t.paidIDs = append(t.paidIDs, v.ID)
			}
		}
		if len(list.Items) < 50 {
			break
		}
	}
	if len(t.ids) == 0 || len(t.paidIDs) == 0 {
		return fmt.Errorf("the board lists %d vacancies to view, %d of them with their pay", len(t.ids), len(t.paidIDs))
	}
	t.ids = t.ids[:min(n, len(t.ids))]
	t.paidIDs = t.paidIDs[:min(n, len(t.paidIDs))]
	return nil
}

// logInSessions logs n bench teachers in, spread over all of them, two at a time (each login
// checks an argon2id hash of 19 MiB: a crowd of them would only queue for the CPUs and swell the
// server's peak RSS before the measurement starts), and keeps their cookies.
func (t *targets) logInSessions(ctx context.Context, n int) error {
	t.sessions = make([]*http.Client, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	next := atomic.Int32{}
	for range 2 {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				jar, _ := cookiejar.New(nil) // no error without options
				c := *t.client
				c.Jar = jar
				t.sessions[i] = &c
				teacher := i*t.teachers/n + 1
				if status, err := t.logIn(ctx, &c, teacher); err != nil {
					errs[i] = fmt.Errorf("logging %s in before measuring: HTTP %d: %w", t.email(teacher), status, err)
				}
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// check sends one request to every target, or the first of each endpoint when they are many
// alike, and refuses to measure unless each answers 200 (and the matches are not empty).
func (t *targets) check(ctx context.Context) error {
	for i, w := range t.weights {
		if w == 0 {
			continue
		}
		paths := t.pathsOf(i)
		n := max(1, len(paths))
		if i == epSchoolApplicants {
			n = len(t.applicants)
		}
		for k := range n {
			if target, status, err := t.send(i, k); err != nil {
				what := endpoints[i].route
				if paths != nil {
					what = paths[target]
				}
				return fmt.Errorf("%s answered HTTP %d before measuring: %w", what, status, err)
			}
		}
	}
	if t.weights[epMatches] > 0 {
		var m struct {
			Items []json.RawMessage `json:"items"`
		}
		if err := t.getJSON(ctx, t.sessions[0], t.base+"/api/me/matches", &m); err != nil || len(m.Items) == 0 {
			return fmt.Errorf("the first session's matches: %d, %v; want some: is the teacher's profile complete?", len(m.Items), err)
		}
	}
	return nil
}

// pathsOf returns the paths an endpoint's targets are, each checked before measuring and listed
// by their p99 after, or nil when its targets are alike.
func (t *targets) pathsOf(e int) []string {
	switch e {
	case epSearch:
		return t.paths
	case epNear:
		return t.near
	}
	return nil
}

// send sends the n-th request of endpoint e and returns which target it went to.
func (t *targets) send(e, n int) (target, status int, err error) {
	ctx := context.Background()
	switch e {
	case epSearch, epNear:
		paths := t.pathsOf(e)
		target = n % len(paths)
		status, err = t.do(ctx, t.client, http.MethodGet, t.base+paths[target], "application/json", nil, nil)
	case epJob:
		status, err = t.do(ctx, t.client, http.MethodGet, t.base+"/api/vacancies/"+t.ids[n%len(t.ids)], "application/json", nil, nil)
	case epJobPage:
		status, err = t.do(ctx, t.client, http.MethodGet, t.base+"/vacancies/"+t.paidIDs[n%len(t.paidIDs)], "text/html", nil, nil)
	case epMatches:
		status, err = t.do(ctx, t.sessions[n%len(t.sessions)], http.MethodGet, t.base+"/api/me/matches", "application/json", nil, nil)
	case epSchoolApplicants:
		read := t.applicants[n%len(t.applicants)]
		status, err = t.do(ctx, read.session, http.MethodGet, t.base+read.path, "application/json", nil, nil)
	case epSchoolAnalytics:
		status, err = t.do(ctx, t.schools[n%len(t.schools)], http.MethodGet, t.base+"/api/school/analytics", "application/json", nil, nil)
	case epReference:
		status, err = t.openRefereeLink(ctx)
	case epLogin:
		status, err = t.logIn(ctx, t.client, (t.firstTeacher+n)%t.teachers+1)
	}
	return target, status, err
}

func (t *targets) email(teacher int) string { return fmt.Sprintf(t.emailFormat, teacher) }

// logIn logs the teacher in as the web app does (docs/api.md "Accounts": JSON and X-Requested-With),
// from the next address of this run.
func (t *targets) logIn(ctx context.Context, c *http.Client, teacher int) (int, error) {
	return t.post(ctx, c, "/api/auth/login", map[string]string{"email": t.email(teacher), "password": t.password, "kind": "teacher"})
}

// post sends body as JSON, as the web app does (X-Requested-With), from the next address of this run.
func (t *targets) post(ctx context.Context, c *http.Client, path string, body any) (int, error) {
	raw, err := json.Marshal(body)
	if err != nil {
		return 0, err
	}
	header := http.Header{"Content-Type": {"application/json"}, "X-Requested-With": {"XMLHttpRequest"},
		"X-Forwarded-For": {t.nextAddress()}}
	return t.do(ctx, c, http.MethodPost, t.base+path, "application/json", header, raw)
}

// nextAddress returns the next address of 10.0.0.0/8 of this run.
func (t *targets) nextAddress() string {
	a := (t.firstAddress + t.addresses.Add(1)) % (1 << 24)
	return fmt.Sprintf("10.%d.%d.%d", a>>16, a>>8&0xff, a&0xff)
}

// do sends one request and reads the whole body, as a client would before using it.
func (t *targets) do(ctx context.Context, c *http.Client, method, url, accept string, header http.Header, body []byte) (int, error) {
	req, err := http.NewRequestWithContext(ctx, method, url, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	for k, v := range header {
		req.Header[k] = v
	}
	req.Header.Set("Accept", accept)
	res, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	if _, err := io.Copy(io.Discard, res.Body); err != nil {
		return res.StatusCode, err
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return res.StatusCode, fmt.Errorf("HTTP %d", res.StatusCode)
	}
	return res.StatusCode, nil
}

func (t *targets) getJSON(ctx context.Context, c *http.Client, url string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept", "application/json")
	res, err := c.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: HTTP %d", url, res.StatusCode)
	}
	return json.NewDecoder(res.Body).Decode(v)
}
