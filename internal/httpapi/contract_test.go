package httpapi

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"mime"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"
)

// The tests hold every answer of the served API to openapi.yaml: serve() wraps each test server's
// handler in checkContract. An answer of a documented path (/api/..., /healthz, /readyz, /metrics)
// fails its test when
//   - its status is not listed for the operation (except the 408, 413, 429, 500 and 503 the
//     document's description allows on any endpoint, which must still be a JSON Error),
//   - its Content-Type is not one the document lists for that status, or it has a body where the
//     document lists none,
//   - it is JSON and its body does not match the schema (JSON Schema 2020-12, formats asserted),
//   - a path under /api that the document does not have answers anything but a JSON 404 or 405 Error.
//
// Bodies that are not JSON (document downloads, CSV, this YAML document, the metrics text) are held
// to their status and Content-Type only. Paths outside the API (the web app, its files, the
// prerendered job pages) are not in the document and not checked here. Objects in answers are
// closed: see closeObjects.

// openStatuses may answer any operation (the document's description says when).
var openStatuses = []int{http.StatusRequestTimeout, http.StatusRequestEntityTooLarge, http.StatusTooManyRequests,
	http.StatusInternalServerError, http.StatusServiceUnavailable}

// contractDoc is the document, loaded, checked and routed once for the test binary; each schema is
// compiled the first time an answer needs it.
type contractDoc struct {
	router routers.Router
	schema *jsonschema.Compiler

	mu       sync.Mutex
	compiled map[string]*jsonschema.Schema
}

var loadContractOnce = sync.OnceValues(loadContract)

// loadContract loads openapi.yaml with kin-openapi (validating the document) and hands a closed
// copy of it, as JSON, to the JSON Schema compiler.
func loadContract() (*contractDoc, error) {
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(openAPI)
	if err != nil {
		return nil, fmt.Errorf("load openapi.yaml: %w", err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		return nil, fmt.Errorf("openapi.yaml is not a valid document: %w", err)
	}
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		return nil, fmt.Errorf("route openapi.yaml: %w", err)
	}
	var tree any
	if err := yaml.Unmarshal(openAPI, &tree); err != nil {
		return nil, err
	}
	// YAML maps and numbers become JSON's, as the compiler expects.
	raw, err := json.Marshal(tree)
	if err != nil {
		return nil, err
	}
	root, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	closeObjects(root)
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.AssertFormat()
	if err := c.AddResource(contractURL, root); err != nil {
		return nil, err
	}
	return &contractDoc{router: router, schema: c, compiled: map[string]*jsonschema.Schema{}}, nil
}

const contractURL = "file:///openapi.json"

// closeObjects makes every object schema with listed properties reject any other property
// (unevaluatedProperties: false) unless it says otherwise, so a field added in Go but not in the
// document fails a test. A schema extended by allOf (Vacancy in SchoolVacancy) stays open as a
// member and is closed where it is used: on its own (a $ref sibling) or by the allOf that extends it.
func closeObjects(root any) {
	extended := map[string]bool{}
	walkMaps(root, func(m map[string]any) {
		for _, member := range asSlice(m["allOf"]) {
			if ref, ok := asMap(member)["$ref"].(string); ok {
				extended[ref] = true
			}
		}
	})
	var visit func(node any, member bool, name string)
	visit = func(node any, member bool, name string) {
		switch n := node.(type) {
		case map[string]any:
			_, hasProps := n["properties"].(map[string]any)
			_, hasAllOf := n["allOf"]
			ref, _ := n["$ref"].(string)
			open := n["additionalProperties"] != nil || n["unevaluatedProperties"] != nil
			if (hasProps || hasAllOf || extended[ref]) && !open && !member && !extended[name] {
				n["unevaluatedProperties"] = false
			}
			for k, v := range n {
				switch k {
				case "allOf":
					for _, m := range asSlice(v) {
						visit(m, true, "")
					}
				case "schemas":
					for k2, v2 := range asMap(v) {
						visit(v2, false, "#/components/schemas/"+k2)
					}
				default:
					visit(v, false, "")
				}
			}
		case []any:
			for _, v := range n {
				visit(v, false, "")
			}
		}
	}
	visit(root, false, "")
}

// walkMaps calls f on every map in the tree.
func walkMaps(node any, f func(map[string]any)) {
	switch n := node.(type) {
	case map[string]any:
		f(n)
		for _, v := range n {
			walkMaps(v, f)
		}
	case []any:
		for _, v := range n {
			walkMaps(v, f)
		}
	}
}

func asMap(v any) map[string]any { m, _ := v.(map[string]any); return m }
func asSlice(v any) []any        { s, _ := v.([]any); return s }

// compile returns the schema at a JSON pointer of the document, compiled once.
func (c *contractDoc) compile(pointer string) (*jsonschema.Schema, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.compiled[pointer]; ok {
		return s, nil
	}
	s, err := c.schema.Compile(contractURL + pointer)
	if err != nil {
		return nil, err
	}
	c.compiled[pointer] = s
	return s, nil
}

// documentedPath says whether the document describes the path's answers.
func documentedPath(path string) bool {
	return strings.HasPrefix(path, "/api/") || path == "/healthz" || path == "/readyz" || path == "/metrics"
}

// answer is what a handler wrote: the status, and the body when it is JSON.
type answer struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
	json   bool
	size   int
}

func (a *answer) WriteHeader(code int) {
	if a.status == 0 {
		a.status = code
		a.json = isJSON(a.Header().Get("Content-Type"))
	}
	a.ResponseWriter.WriteHeader(code)
}

func (a *answer) Write(b []byte) (int, error) {
	if a.status == 0 {
		a.WriteHeader(http.StatusOK)
	}
	a.size += len(b)
	if a.json {
		a.body.Write(b)
	}
	return a.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection (flushes, deadlines).
func (a *answer) Unwrap() http.ResponseWriter { return a.ResponseWriter }

func isJSON(contentType string) bool {
	mt, _, _ := mime.ParseMediaType(contentType)
	return mt == "application/json" || strings.HasSuffix(mt, "+json")
}

// checkContract wraps a test server's handler so that each answer of a documented path is checked
// against openapi.yaml; a mismatch fails t.
func checkContract(t testing.TB, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !documentedPath(r.URL.Path) {
			h.ServeHTTP(w, r)
			return
		}
		// The handler may change r's URL (chi does not, http.StripPrefix would); keep what was asked.
		asked := r.Clone(r.Context())
		a := &answer{ResponseWriter: w}
		h.ServeHTTP(a, r)
		if a.status == 0 {
			a.status = http.StatusOK
		}
		c, err := loadContractOnce()
		if err == nil {
			err = c.check(asked, a)
		}
		if err != nil {
			t.Errorf("openapi.yaml: %s %s answered %d: %v", r.Method, r.URL.Path, a.status, err)
		}
	})
}

// check holds one answer to the document.
func (c *contractDoc) check(r *http.Request, a *answer) error {
	r.Body = http.NoBody
	route, params, err := c.router.FindRoute(r)
	if err != nil {
		if a.status != http.StatusNotFound && a.status != http.StatusMethodNotAllowed {
			return fmt.Errorf("no such operation in the document (%v)", err)
		}
		return c.checkBody(a, "#/components/schemas/Error")
	}
	responses := route.Operation.Responses
	if a.status == http.StatusNotModified {
		// A conditional GET answered from the caller's copy: HTTP's, not the operation's.
		if responses.Status(http.StatusOK) == nil || a.size > 0 {
			return errors.New("304 for an operation without a 200, or with a body")
		}
		return nil
	}
	ref := responses.Status(a.status)
	if ref == nil {
		if !slices.Contains(openStatuses, a.status) {
			return fmt.Errorf("status %d is not listed for this operation", a.status)
		}
		return c.checkBody(a, "#/components/schemas/Error")
	}
	// kin-openapi checks the status and the declared headers (the body is checked below, against
	// schemas compiled once).
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: r, PathParams: params, Route: route},
		Status:                 a.status,
		Header:                 a.Header(),
		Body:                   io.NopCloser(strings.NewReader("")),
		Options:                &openapi3filter.Options{IncludeResponseStatus: true, ExcludeResponseBody: true},
	}
	if err := openapi3filter.ValidateResponse(r.Context(), in); err != nil {
		return err
	}
	if r.Method == http.MethodHead {
		return nil
	}
	contentType := a.Header().Get("Content-Type")
	if len(ref.Value.Content) == 0 {
		// A description without content allows a short text (the probes' "ok"), never JSON.
		if a.json {
			return fmt.Errorf("a JSON body where the document lists none: %.500s", a.body.String())
		}
		return nil
	}
	mt, _, _ := mime.ParseMediaType(contentType)
	if ref.Value.Content.Get(contentType) == nil {
		return fmt.Errorf("Content-Type %q is not listed (%v)", contentType, slices.Sorted(maps.Keys(ref.Value.Content)))
	}
	if !a.json {
		return nil
	}
	pointer := ref.Ref
	if pointer == "" {
		pointer = "#/paths/" + escapePointer(route.Path) + "/" + strings.ToLower(r.Method) + "/responses/" + statusKey(responses, a.status)
	}
	return c.checkBody(a, pointer+"/content/"+escapePointer(mt)+"/schema")
}

// statusKey is the key under which the document lists a status ("200", "2XX" or "default").
func statusKey(responses *openapi3.Responses, status int) string {
	if responses.Value(strconv.Itoa(status)) != nil {
		return strconv.Itoa(status)
	}
	if k := strconv.Itoa(status/100) + "XX"; responses.Value(k) != nil {
		return k
	}
	return "default"
}

func escapePointer(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// checkBody validates a JSON body against the schema at pointer.
func (c *contractDoc) checkBody(a *answer, pointer string) error {
	if !a.json {
		return fmt.Errorf("a %q answer where the document lists JSON", a.Header().Get("Content-Type"))
	}
	schema, err := c.compile(pointer)
	if err != nil {
		return fmt.Errorf("compile %s: %w", pointer, err)
	}
	body := a.body.Bytes()
	if a.Header().Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			return err
		}
		if body, err = io.ReadAll(zr); err != nil {
			return err
		}
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	if err := schema.Validate(v); err != nil {
		var verr *jsonschema.ValidationError
		if errors.As(err, &verr) {
			msg := strings.ReplaceAll(verr.Error(), "false schema", "a property the document does not list")
			return fmt.Errorf("body does not match %s: %s\n%.2000s", pointer, msg, body)
		}
		return err
	}
	return nil
}
