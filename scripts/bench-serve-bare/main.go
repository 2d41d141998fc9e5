//go:build ignore

// A bare net/http server for `make bench-serve`: it answers every request with one file's bytes
// held in memory, with no middleware, so the benchmark can show how close to nginx any Go server
// gets on this machine. Usage: go run scripts/bench-serve-bare/main.go ADDR FILE CONTENT-ENCODING
package main

import (
	"log"
	"net/http"
	"os"
	"strconv"
)

func main() {
	if len(os.Args) != 4 {
		log.Fatal("usage: main.go ADDR FILE CONTENT-ENCODING")
	}
	body, err := os.ReadFile(os.Args[2])
	if err != nil {
		log.Fatal(err)
	}
	length, encoding := strconv.Itoa(len(body)), os.Args[3]
	log.Fatal(http.ListenAndServe(os.Args[1], http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", "text/javascript; charset=utf-8")
		h.Set("Content-Encoding", encoding)
		h.Set("Content-Length", length)
		_, _ = w.Write(body)
	})))
}
