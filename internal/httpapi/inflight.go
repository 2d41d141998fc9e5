package httpapi

import (
	"errors"
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/teachbay/teachbay/internal/model"
)

// What one process lets uploads hold at once. Each streams to a temporary file (up to 100 MB of
// disk, a few kB of memory) and then to the blob store: a teacher needs one at a time, two let
// her retry; eight at once is more than a busy hour of real teachers ever sends.
const (
	uploadsInFlightPerAccount = 2
	uploadsInFlight           = 8
)

// How long a body may take to arrive. A small JSON body (1 MB at most, a few kB in practice) is
// sent at once by any real client; an upload gets a start and then must keep a pace a slow
// mobile connection keeps, and the server's two minutes in all. Slower bodies answer 408, so a
// client sending a byte now and then cannot hold a request slot for long.
var (
	smallBody  = bodyPace{grace: 5 * time.Second, max: 5 * time.Second}
	uploadBody = bodyPace{grace: 10 * time.Second, rate: 32 << 10, max: 2 * time.Minute}
)

// limitPerClient lets each client (its address as the rate limits count it: TRUSTED_PROXIES
// honoured, an IPv6 /64 as one) have at most limit requests in flight, and refuses more at once
// with 429 and Retry-After, so one client cannot fill the MAX_IN_FLIGHT slots everyone shares.
// The health probes and /metrics are not counted.
func (s *Server) limitPerClient(limit int) func(http.Handler) http.Handler {
	inFlight := newCounter(limit)
	busy := &model.Error{Code: model.ECodeRateLimited, Message: "Too many requests at once from your address. Please wait for them to finish.", RetryAfter: time.Second}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if serviceEndpoints[r.URL.Path] {
				next.ServeHTTP(w, r)
				return
			}
			key := rateKey(s.clientIP(r))
			if !inFlight.acquire(key) {
				refuse(w, r, busy)
				return
			}
			defer inFlight.release(key)
			next.ServeHTTP(w, r)
		})
	}
}

// limitUploads lets each account (behind requireUser) have uploadsInFlightPerAccount uploads in
// flight, 429 beyond, and the process uploadsInFlight, 503 beyond, both with Retry-After.
func limitUploads() func(http.Handler) http.Handler {
	perAccount := newCounter(uploadsInFlightPerAccount)
	inFlight := make(chan struct{}, uploadsInFlight)
	yours := &model.Error{Code: model.ECodeRateLimited, Message: "Your other uploads are still on their way. Please wait for them to finish.", RetryAfter: 5 * time.Second}
	busy := &model.Error{Code: model.ECodeUnavailable, Message: "TeachBay is receiving many uploads. Please try again in a moment.", RetryAfter: 5 * time.Second}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			account := currentUser(r).user.ID
			if !perAccount.acquire(account) {
				refuse(w, r, yours)
				return
			}
			defer perAccount.release(account)
			select {
			case inFlight <- struct{}{}:
				defer func() { <-inFlight }()
				next.ServeHTTP(w, r)
			default:
				refuse(w, r, busy)
			}
		})
	}
}

// refuse answers a request that is turned away before its body is read, and closes the
// connection after it: otherwise the server would first wait for the body to arrive (to reuse
// the connection), and a slow client would not hear the answer, nor free the connection, for
// minutes.
func refuse(w http.ResponseWriter, r *http.Request, err error) {
	if r.ContentLength != 0 {
		w.Header().Set("Connection", "close")
	}
	writeError(w, r, err)
}

// counter counts what each key has in flight, at most limit at once.
type counter struct {
	mu    sync.Mutex
	n     map[string]int
	limit int
}

func newCounter(limit int) *counter { return &counter{n: map[string]int{}, limit: limit} }

// acquire counts one more for key, or reports false when key has its limit already.
func (c *counter) acquire(key string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n[key] >= c.limit {
		return false
	}
	c.n[key]++
	return true
}

// release counts one less for key, forgetting keys with none.
func (c *counter) release(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n[key]--; c.n[key] <= 0 {
		delete(c.n, key)
	}
}

// bodyPace is how long a request body may take to arrive: grace for its first bytes, then rate
// bytes a second on average (none: all within grace), and max in all.
type bodyPace struct {
	grace time.Duration
	rate  int64
	max   time.Duration
}

// readWithin cuts off a request body that arrives slower than p allows: the connection's read
// deadline follows the bytes read, so a read past it fails with os.ErrDeadlineExceeded (which
// decodeJSON and the upload answer with 408 request_timeout). Once the body has been read, the
// deadline is lifted: it is for the body alone, not the work done with it.
func readWithin(p bodyPace) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Body != nil && r.Body != http.NoBody {
				r.Body = &pacedBody{ReadCloser: r.Body, rc: http.NewResponseController(w), start: time.Now(), pace: p}
			}
			next.ServeHTTP(w, r)
		})
	}
}

// pacedBody moves the connection's read deadline on as its bytes arrive.
type pacedBody struct {
	io.ReadCloser
	rc    *http.ResponseController
	start time.Time
	pace  bodyPace
	read  int64
	done  bool
}

func (b *pacedBody) Read(p []byte) (int, error) {
	if b.done {
		return b.ReadCloser.Read(p)
	}
	allowed := b.pace.grace
	if b.pace.rate > 0 {
		allowed += time.Duration(b.read) * time.Second / time.Duration(b.pace.rate)
	}
	// A writer that cannot set deadlines (none of net/http's) leaves the server's read timeout.
	if err := b.rc.SetReadDeadline(b.start.Add(min(allowed, b.pace.max))); err != nil && !errors.Is(err, http.ErrNotSupported) {
		return 0, err
	}
	n, err := b.ReadCloser.Read(p)
	b.read += int64(n)
	if errors.Is(err, io.EOF) {
		// The server now waits for the next request or the client's hang-up in the background;
		// a deadline left set would end this request's context when it passed.
		b.done = true
		_ = b.rc.SetReadDeadline(time.Time{})
	}
	return n, err
}
