//go:build ignore

// A bare net/http server for `make bench-serve`: it answers every request with one file's bytes
// held in memory, with no middleware, so the benchmark can show how close to nginx any Go server
// gets on this machine. Usage: go run scripts/bench-serve-bare/main.go ADDR FILE [CONTENT-ENCODING]
package main

import (
	"log"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

func main() {
	if len(os.Args) < 3 || len(os.Args) > 4 {
		log.Fatal("usage: main.go ADDR FILE [CONTENT-ENCODING]")
	}
	body, err := os.ReadFile(os.Args[2])
	if err != nil {
		log.Fatal(err)
	}
	name, encoding := os.Args[2], ""
	if len(os.Args) == 4 {
		encoding = os.Args[3]
		name = strings.TrimSuffix(strings.TrimSuffix(name, ".br"), ".gz")
	}
	length, contentType := strconv.Itoa(len(body)), mime.TypeByExtension(path.Ext(name))
	log.Fatal(http.ListenAndServe(os.Args[1], http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", contentType)
		if encoding != "" {
			h.Set("Content-Encoding", encoding)
		}
		h.Set("Content-Length", length)
		_, _ = w.Write(body)
	})))
}
