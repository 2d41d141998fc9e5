package httpapi

import (
	"net/http"
	"net/http/pprof"
)

// DebugHandler serves Go's runtime profiles (/debug/pprof/: CPU, heap, allocations, goroutines)
// on DEBUG_ADDR's listener of its own, never on HTTP_ADDR: what an operator or make bench-api
// reads to see where a process spends its CPU and memory (docs/operations.md).
func DebugHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return mux
}
