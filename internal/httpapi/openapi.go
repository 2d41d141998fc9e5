package httpapi

import (
	_ "embed"
	"net/http"
)

// openAPI is the HTTP contract of this server; a test checks that it lists exactly the routes served.
//
//go:embed openapi.yaml
var openAPI []byte

func (s *Server) getOpenAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/yaml; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	_, _ = w.Write(openAPI)
}
