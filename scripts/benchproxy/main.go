// Command benchproxy is the small reverse proxy of `make bench-api`'s second run: it spreads the
// requests it receives round-robin over several TeachBay processes, as a load balancer in front
// of a scaled-out deployment would, and appends the client's address to X-Forwarded-For so the
// servers (which trust the proxy, TRUSTED_PROXIES) rate-limit by the client's forwarded address.
// On SIGINT or SIGTERM it prints how many requests each backend received and exits.
//
//	go run ./scripts/benchproxy -listen 127.0.0.1:8080 -backends http://127.0.0.1:8081,http://127.0.0.1:8082
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:8080", "the address to listen on")
	backendList := flag.String("backends", "", "comma-separated base URLs of the servers")
	flag.Parse()
	var backends []*url.URL
	for s := range strings.SplitSeq(*backendList, ",") {
		u, err := url.Parse(strings.TrimSpace(s))
		if err != nil || u.Scheme == "" || u.Host == "" {
			fmt.Fprintf(os.Stderr, "benchproxy: backend %q is not a base URL\n", s)
			os.Exit(2)
		}
		backends = append(backends, u)
	}
	if len(backends) < 1 || *backendList == "" {
		fmt.Fprintln(os.Stderr, "usage: benchproxy -listen ADDR -backends URL,URL,...")
		os.Exit(2)
	}

	counts := make([]atomic.Int64, len(backends))
	var next atomic.Uint64
	proxy := &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			i := int((next.Add(1) - 1) % uint64(len(backends)))
			counts[i].Add(1)
			r.SetURL(backends[i])
			// Keep the addresses the client forwarded and append the client's own, as the
			// Director default does; SetXForwarded alone would replace them.
			r.Out.Header["X-Forwarded-For"] = r.In.Header["X-Forwarded-For"]
			r.SetXForwarded()
			// The servers see the host the client asked for, as behind any front proxy.
			r.Out.Host = r.In.Host
		},
		// The default keeps 2 idle connections per backend: under load most requests would open
		// a new one, and the proxy would measure its own connection churn.
		Transport: &http.Transport{MaxIdleConns: 1024, MaxIdleConnsPerHost: 1024, IdleConnTimeout: 90 * time.Second},
		ErrorLog:  log.New(os.Stderr, "benchproxy: ", 0),
	}
	srv := &http.Server{Addr: *listen, Handler: proxy, ReadHeaderTimeout: 10 * time.Second}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown) // the counts are printed whether or not every request finished
	}()
	if err := srv.ListenAndServe(); !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(os.Stderr, "benchproxy:", err)
		os.Exit(1)
	}
	for i, b := range backends {
		fmt.Printf("%s %d\n", b, counts[i].Load())
	}
}
