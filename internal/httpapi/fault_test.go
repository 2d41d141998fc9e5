package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

// TestRequestsRecoverWhenPostgresRestarts restarts Postgres under a stream of requests: those
// that meet the restart answer 503 with Retry-After, never hang; the same TeachBay answers again
// once Postgres is back, and what it committed before is all there.
func TestRequestsRecoverWhenPostgresRestarts(t *testing.T) {
	t.Parallel()
	pg := testdb.Own(t)
	st, err := store.Open(context.Background(), pg.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	env := newFormsEnvOn(t, st, nil, nil)

	subscribe := func(i int) int {
		in := validSubscriber()
		in["email"] = fmt.Sprintf("teacher%d@example.ph", i)
		status, _, _ := post(t, env.url+"/api/subscribers", in)
		return status
	}
	for i := range 3 {
		if status := subscribe(i); status != http.StatusOK {
			t.Fatalf("subscription %d before the restart: %d", i, status)
		}
	}

	// Readers run through the restart and note every answer.
	type answer struct {
		status     int
		retryAfter string
		took       time.Duration
	}
	var (
		mu      sync.Mutex
		answers []answer
		done    = make(chan struct{})
		readers sync.WaitGroup
	)
	client := &http.Client{Timeout: 15 * time.Second}
	for range 4 {
		readers.Go(func() {
			for {
				select {
				case <-done:
					return
				default:
				}
				start := time.Now()
				res, err := client.Get(env.url + "/api/vacancies")
				if err != nil {
					t.Errorf("a request during the restart: %v", err)
					return
				}
				res.Body.Close()
				mu.Lock()
				answers = append(answers, answer{res.StatusCode, res.Header.Get("Retry-After"), time.Since(start)})
				mu.Unlock()
				time.Sleep(5 * time.Millisecond)
			}
		})
	}
	time.Sleep(200 * time.Millisecond)
	pg.Restart(t)

	// The same server answers again within seconds, without being restarted.
	deadline := time.Now().Add(20 * time.Second)
	for {
		res, _ := get(t, env.url+"/api/vacancies")
		if res.StatusCode == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("20 s after Postgres came back, GET /api/vacancies still answers %d", res.StatusCode)
		}
		time.Sleep(100 * time.Millisecond)
	}
	close(done)
	readers.Wait()

	failed := 0
	for _, a := range answers {
		switch {
		case a.status == http.StatusOK:
		case a.status == http.StatusServiceUnavailable && a.retryAfter != "":
			failed++
		default:
			t.Errorf("an answer during the restart: %d (Retry-After %q), want 200 or 503 with Retry-After", a.status, a.retryAfter)
		}
		if a.took > 10*time.Second {
			t.Errorf("an answer during the restart took %v", a.took)
		}
	}
	t.Logf("%d answers during the restart, %d of them 503", len(answers), failed)

	if n := testdb.Value[int](t, st, `SELECT count(*) FROM subscribers`); n != 3 {
		t.Errorf("%d subscribers after the restart, want the 3 committed before it", n)
	}
	if status := subscribe(3); status != http.StatusOK {
		t.Errorf("a subscription after the restart: %d", status)
	}
}

// TestARequestStuckOnALockAnswers503InTime holds a lock every vacancy search waits on: the
// search answers 503 with Retry-After once REQUEST_TIMEOUT has passed, long before the 10 s
// statement limit, and searches work again once the lock is released.
func TestARequestStuckOnALockAnswers503InTime(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	env := newFormsEnvOn(t, st, map[string]string{"REQUEST_TIMEOUT": "300ms"}, nil)

	ctx := context.Background()
	tx, err := st.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, `LOCK TABLE vacancies IN ACCESS EXCLUSIVE MODE`); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	res, body := get(t, env.url+"/api/vacancies")
	took := time.Since(start)
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") != "5" || !strings.Contains(body, `"unavailable"`) {
		t.Errorf("a search behind the lock: %d, Retry-After %q, %s; want 503 unavailable with Retry-After 5", res.StatusCode, res.Header.Get("Retry-After"), body)
	}
	if took < 300*time.Millisecond || took > 3*time.Second {
		t.Errorf("the search answered after %v, want soon after the 300 ms limit", took)
	}

	if err := tx.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	if res, body := get(t, env.url+"/api/vacancies"); res.StatusCode != http.StatusOK {
		t.Errorf("a search after the lock is released: %d %s", res.StatusCode, body)
	}
}

// TestAnAnswerThatHasBegunIsNotCutOff: the time limit is for beginning an answer; a file on its
// way to a slow client keeps its context.
func TestAnAnswerThatHasBegunIsNotCutOff(t *testing.T) {
	t.Parallel()
	const limit = 50 * time.Millisecond
	ts := httptest.NewServer(answerWithin(limit)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
		for i := range 4 {
			time.Sleep(limit)
			if r.Context().Err() != nil {
				return
			}
			fmt.Fprintf(w, "part %d;", i)
		}
	})))
	defer ts.Close()
	res, body := get(t, ts.URL)
	if res.StatusCode != http.StatusOK || body != "part 0;part 1;part 2;part 3;" {
		t.Errorf("a slow answer: %d %q, want all four parts", res.StatusCode, body)
	}
}

// TestRequestsBeyondTheLimitInFlightAre503AtOnce: with MAX_IN_FLIGHT requests waiting (here on a
// lock), one more (from another client) is refused at once with 503 and Retry-After, the health
// probes still answer, and once the waiting ones are done the server takes requests again.
func TestRequestsBeyondTheLimitInFlightAre503AtOnce(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	env := newFormsEnvOn(t, st, map[string]string{"MAX_IN_FLIGHT": "2", "TRUSTED_PROXIES": "127.0.0.1/32"}, nil)

	ctx := context.Background()
	tx, err := st.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `LOCK TABLE vacancies IN ACCESS EXCLUSIVE MODE`); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	waited := make([]int, 2)
	// Two different searches: the same one twice would wait on one shared count (store.SearchVacancies).
	for i, search := range []string{"/api/vacancies", "/api/vacancies?q=math"} {
		wg.Go(func() {
			res, _ := get(t, env.url+search, "X-Forwarded-For", fmt.Sprintf("192.0.2.%d", i+1))
			waited[i] = res.StatusCode
		})
	}
	// Both searches are waiting on the lock.
	deadline := time.Now().Add(10 * time.Second)
	for {
		var waiting int
		if err := st.Pool.QueryRow(ctx, `SELECT count(*) FROM pg_locks WHERE relation = 'vacancies'::regclass AND NOT granted`).Scan(&waiting); err != nil {
			t.Fatal(err)
		}
		if waiting == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d searches wait on the lock, want 2", waiting)
		}
		time.Sleep(10 * time.Millisecond)
	}

	start := time.Now()
	res, body := get(t, env.url+"/api/vacancies", "X-Forwarded-For", "192.0.2.3")
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") != "1" || !strings.Contains(body, `"unavailable"`) {
		t.Errorf("a third request: %d, Retry-After %q, %s; want 503 unavailable with Retry-After 1", res.StatusCode, res.Header.Get("Retry-After"), body)
	}
	if took := time.Since(start); took > time.Second {
		t.Errorf("the third request was refused after %v, want at once", took)
	}
	for _, path := range []string{"/healthz", "/readyz"} {
		if res, body := get(t, env.url+path); res.StatusCode != http.StatusOK {
			t.Errorf("%s while the server is full: %d %s", path, res.StatusCode, body)
		}
	}

	if err := tx.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	if waited[0] != http.StatusOK || waited[1] != http.StatusOK {
		t.Errorf("the waiting searches answered %v, want both 200", waited)
	}
	if res, body := get(t, env.url+"/api/vacancies"); res.StatusCode != http.StatusOK {
		t.Errorf("a search once the others are done: %d %s", res.StatusCode, body)
	}
}
