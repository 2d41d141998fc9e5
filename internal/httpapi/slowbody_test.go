package httpapi

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"
)

// slowRequest opens a connection as the client at ip (behind the trusted proxy) and sends a
// request announcing a body of size bytes, then its first byte only. It returns the connection,
// to read the answer from.
func slowRequest(t *testing.T, base, ip, method, path string, size int) net.Conn {
	t.Helper()
	u, _ := url.Parse(base)
	conn, err := net.Dial("tcp", u.Host)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	fmt.Fprintf(conn, "%s %s HTTP/1.1\r\nHost: %s\r\nX-Forwarded-For: %s\r\nX-Requested-With: fetch\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n{",
		method, path, u.Host, ip, size)
	return conn
}

// answerOf reads the status of the answer on conn, waiting at most d.
func answerOf(conn net.Conn, d time.Duration) (int, error) {
	_ = conn.SetReadDeadline(time.Now().Add(d))
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		return 0, err
	}
	res.Body.Close()
	return res.StatusCode, nil
}

// TestSlowBodiesCannotStopTheServer opens many slowly sent bodies from one client (anonymous
// logins, each with its first byte only): the client's first MAX_IN_FLIGHT_PER_CLIENT are taken
// and cut off with 408 once the 5 s for a small body have passed, the rest are refused at once
// with 429, and meanwhile another client is served at once, as are the probes.
func TestSlowBodiesCannotStopTheServer(t *testing.T) {
	t.Parallel()
	env := newAuthEnvWith(t, map[string]string{"MAX_IN_FLIGHT": "16", "MAX_IN_FLIGHT_PER_CLIENT": "4", "TRUSTED_PROXIES": "127.0.0.1/32"})
	const slow, perClient = 40, 4

	start := time.Now()
	conns := make([]net.Conn, slow)
	for i := range conns {
		conns[i] = slowRequest(t, env.url, "192.0.2.1", http.MethodPost, "/api/auth/login", 200)
	}
	var wg sync.WaitGroup
	statuses := make([]int, slow)
	took := make([]time.Duration, slow)
	for i, conn := range conns {
		wg.Go(func() {
			status, err := answerOf(conn, 20*time.Second)
			if err != nil {
				t.Errorf("slow body %d: %v", i, err)
			}
			statuses[i], took[i] = status, time.Since(start)
		})
	}

	// Another client, while all of them are open.
	time.Sleep(200 * time.Millisecond)
	for _, path := range []string{"/api/vacancies", "/api/options"} {
		asked := time.Now()
		res, body := get(t, env.url+path, "X-Forwarded-For", "192.0.2.2")
		// Well before the slow bodies are cut off (5 s), however loaded the machine running the tests.
		if res.StatusCode != http.StatusOK || time.Since(asked) > 3*time.Second {
			t.Errorf("another client's GET %s while %d slow bodies are open: %d after %v %s, want 200 at once", path, slow, res.StatusCode, time.Since(asked), body)
		}
	}
	if res, body := get(t, env.url+"/healthz", "X-Forwarded-For", "192.0.2.1"); res.StatusCode != http.StatusOK {
		t.Errorf("the probe from the slow client: %d %s", res.StatusCode, body)
	}
	wg.Wait()

	var cut, refused int
	for i, status := range statuses {
		switch {
		case status == http.StatusRequestTimeout && took[i] >= 5*time.Second && took[i] < 15*time.Second:
			cut++
		case status == http.StatusTooManyRequests && took[i] < 5*time.Second:
			refused++
		default:
			t.Errorf("slow body %d: %d after %v, want 408 after 5 s or 429 at once", i, status, took[i])
		}
	}
	if cut != perClient || refused != slow-perClient {
		t.Errorf("%d slow bodies cut off after 5 s and %d refused at once, want %d and %d", cut, refused, perClient, slow-perClient)
	}
	// Once they are gone, the same client is served again.
	if res, body := get(t, env.url+"/api/vacancies", "X-Forwarded-For", "192.0.2.1"); res.StatusCode != http.StatusOK {
		t.Errorf("the slow client afterwards: %d %s", res.StatusCode, body)
	}
}

// TestReadWithinIsForTheBodyAlone: a small body sent in time is read, and its request keeps its
// context while the work after it takes longer than the body's deadline.
func TestReadWithinIsForTheBodyAlone(t *testing.T) {
	t.Parallel()
	const limit = 100 * time.Millisecond
	ts := httptest.NewServer(readWithin(bodyPace{grace: limit, max: limit})(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		time.Sleep(3 * limit)
		if err := r.Context().Err(); err != nil {
			http.Error(w, "context ended: "+err.Error(), http.StatusInternalServerError)
			return
		}
		fmt.Fprintf(w, "read %q", body)
	})))
	defer ts.Close()
	res, err := http.Post(ts.URL, "application/json", strings.NewReader(`{"a":1}`))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || string(body) != `read "{\"a\":1}"` {
		t.Errorf("a body in time, then slow work: %d %s", res.StatusCode, body)
	}
}

// TestUploadsMustKeepAPace: an upload's body may take longer than a small one's as long as it
// keeps the pace; one that falls behind it is cut off.
func TestUploadsMustKeepAPace(t *testing.T) {
	t.Parallel()
	pace := bodyPace{grace: 200 * time.Millisecond, rate: 100 << 10, max: 5 * time.Second}
	ts := httptest.NewServer(readWithin(pace)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n, err := io.Copy(io.Discard, r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusRequestTimeout)
			return
		}
		fmt.Fprintf(w, "%d bytes", n)
	})))
	defer ts.Close()
	// send posts chunks of size bytes every interval.
	send := func(chunks, size int, interval time.Duration) (int, string, time.Duration) {
		pr, pw := io.Pipe()
		go func() {
			for range chunks {
				if _, err := pw.Write(make([]byte, size)); err != nil {
					return
				}
				time.Sleep(interval)
			}
			pw.Close()
		}()
		start := time.Now()
		res, err := http.Post(ts.URL, "application/octet-stream", pr)
		if err != nil {
			return 0, err.Error(), time.Since(start)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(body), time.Since(start)
	}
	// 50 kB every 100 ms (500 kB/s) for a second: longer than the grace, well within the pace
	// even when a loaded machine sleeps longer than asked.
	if status, body, took := send(10, 50<<10, 100*time.Millisecond); status != http.StatusOK || body != "512000 bytes" {
		t.Errorf("a body at five times the pace: %d %s after %v", status, body, took)
	}
	// 1 kB every 100 ms (10 kB/s): cut off soon after the grace.
	status, _, took := send(30, 1<<10, 100*time.Millisecond)
	if status != http.StatusRequestTimeout || took > 3*time.Second {
		t.Errorf("a body at a tenth of the pace: %d after %v, want 408 soon after 200 ms", status, took)
	}
}

// TestARefusedBodyIsAnsweredAtOnce sends the first byte of an upload from a client that is
// not signed in, and of a request without the CSRF header: each is answered at once, and its
// connection closed, instead of the server first waiting minutes for the body it will not read.
func TestARefusedBodyIsAnsweredAtOnce(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	u, _ := url.Parse(env.url)
	for name, request := range map[string]string{
		"a signed-out upload": "POST /api/me/documents HTTP/1.1\r\nHost: %s\r\nX-Requested-With: fetch\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 20000\r\n\r\n-",
		"no CSRF header":      "POST /api/auth/login HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{",
	} {
		conn, err := net.Dial("tcp", u.Host)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		fmt.Fprintf(conn, request, u.Host)
		_ = conn.SetReadDeadline(time.Now().Add(3 * time.Second))
		res, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Errorf("%s: no answer within 3 s: %v", name, err)
			continue
		}
		res.Body.Close()
		if res.StatusCode != 401 && res.StatusCode != 403 || !res.Close {
			t.Errorf("%s: %d, close %v; want 401/403 and the connection closed", name, res.StatusCode, res.Close)
		}
	}
}
