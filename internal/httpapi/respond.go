package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"os"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// errorBody is the JSON shape of every error answer (docs/api.md "Conventions").
type errorBody struct {
	Code    string            `json:"code"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
	Missing []string          `json:"missing,omitempty"`
	Kind    string            `json:"kind,omitempty"`
	// ApplicationID is the application that exists, when applying twice is a conflict.
	ApplicationID string `json:"applicationId,omitempty"`
}

var statusByCode = map[string]int{
	model.ECodeValidation:         http.StatusBadRequest,
	model.ECodeUnauthenticated:    http.StatusUnauthorized,
	model.ECodeForbidden:          http.StatusForbidden,
	model.ECodeCSRF:               http.StatusForbidden,
	model.ECodeNotFound:           http.StatusNotFound,
	model.ECodeConflict:           http.StatusConflict,
	model.ECodeGone:               http.StatusGone,
	model.ECodeTooLarge:           http.StatusRequestEntityTooLarge,
	model.ECodeUnsupportedFile:    http.StatusUnsupportedMediaType,
	model.ECodeRateLimited:        http.StatusTooManyRequests,
	model.ECodeUnavailable:        http.StatusServiceUnavailable,
	model.ECodeInternal:           http.StatusInternalServerError,
	model.ECodeCaptchaFailed:      http.StatusBadRequest,
	model.ECodeMethodNotAllowed:   http.StatusMethodNotAllowed,
	model.ECodeInvalidToken:       http.StatusBadRequest,
	model.ECodeInvalidCredentials: http.StatusUnauthorized,
	model.ECodeWrongKind:          http.StatusUnauthorized,
	model.ECodeProfileIncomplete:  http.StatusUnprocessableEntity,
	model.ECodeInvalidCode:        http.StatusUnauthorized,
	model.ECodeMFASetupRequired:   http.StatusForbidden,
	model.ECodeEmailUnverified:    http.StatusForbidden,
	model.ECodeQuotaExceeded:      http.StatusRequestEntityTooLarge,
	model.ECodeRequestTimeout:     http.StatusRequestTimeout,
}

// statusClientClosed is what the logs and metrics record for a request whose client hung up
// before it was answered (nginx's convention); nothing reaches the client.
const statusClientClosed = 499

// writeJSON answers with status and v encoded as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	if w.Header().Get("Cache-Control") == "" {
		w.Header().Set("Cache-Control", "no-store")
	}
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// writeError answers with the status of err's code. Errors that are not domain errors, and codes
// with no status, are logged and answered as a bare 500, so no internal detail reaches the client.
// A client that hung up is logged as such, not as an error.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	var e *model.Error
	if !errors.As(err, &e) {
		switch {
		case errors.Is(context.Cause(r.Context()), errTooSlow):
			// Waiting on a lock, a busy database or an outside service (the cause is logged below).
			e = &model.Error{Code: model.ECodeUnavailable, Message: "TeachBay is busy and could not answer in time. Please try again in a moment.", RetryAfter: 5 * time.Second}
		case errors.Is(err, context.Canceled) && r.Context().Err() != nil:
			logger(r.Context()).Info("client closed the request")
			w.WriteHeader(statusClientClosed)
			return
		case store.Unreachable(err):
			// Postgres restarting or failing over: the caller may try again in a moment (the cause
			// is logged below).
			e = &model.Error{Code: model.ECodeUnavailable, Message: "TeachBay is briefly unavailable. Please try again in a moment.", RetryAfter: 5 * time.Second}
		default:
			logger(r.Context()).Error("request failed", slog.String("error", err.Error()))
			e = model.Errorf(model.ECodeInternal, "Internal server error")
		}
	}
	status, ok := statusByCode[e.Code]
	if !ok {
		logger(r.Context()).Error("error code without an HTTP status", slog.String("code", e.Code))
		status, e = http.StatusInternalServerError, model.Errorf(model.ECodeInternal, "Internal server error")
	}
	if status >= http.StatusInternalServerError && err.Error() != e.Error() {
		// A domain error wrapped with its cause (Google failing, say): the caller sees the domain
		// error, the log the cause.
		logger(r.Context()).Warn("request failed", slog.String("error", err.Error()))
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(max(e.RetryAfter.Round(time.Second), time.Second).Seconds())))
	}
	writeJSON(w, status, errorBody{Code: e.Code, Message: e.Message, Fields: e.Fields, Missing: e.Missing,
		Kind: e.Kind, ApplicationID: e.ApplicationID})
}

// errBodyTooSlow is the answer to a body that did not arrive in the time readWithin gives it.
var errBodyTooSlow = model.Errorf(model.ECodeRequestTimeout, "The request body did not arrive in time. Please try again.")

// maxJSONDepth is how deeply a request's arrays and objects may nest. TeachBay's requests nest a
// few levels (a profile's lists of objects, a disclosure's answers); deeper is a mistake or an
// attempt to make the server work.
const maxJSONDepth = 10

// decodeJSON reads the request body into dst. A body over the size limit is a 413; anything
// that is not one JSON object of the expected shape is a 400.
func decodeJSON(r *http.Request, dst any) error {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return model.Errorf(model.ECodeTooLarge, "Request body is too large")
		}
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return errBodyTooSlow
		}
		return model.Errorf(model.ECodeValidation, "Request body is not valid JSON")
	}
	if nestsDeeperThan(body, maxJSONDepth) {
		return model.Errorf(model.ECodeValidation, "Request body nests too deeply")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(dst); err != nil {
		return model.Errorf(model.ECodeValidation, "Request body is not valid JSON")
	}
	if dec.More() {
		return model.Errorf(model.ECodeValidation, "Request body must hold a single JSON value")
	}
	// Postgres cannot store NUL, and no field of TeachBay has a use for it.
	if fields := fieldsWithNUL(reflect.ValueOf(dst), ""); len(fields) > 0 {
		return fields.Err("Text fields cannot contain NUL characters")
	}
	return nil
}

// nestsDeeperThan reports whether the arrays and objects of data (JSON, valid or not) nest more
// than limit deep. Brackets inside strings do not count.
func nestsDeeperThan(data []byte, limit int) bool {
	depth, inString, escaped := 0, false, false
	for _, c := range data {
		switch {
		case escaped:
			escaped = false
		case inString && c == '\\':
			escaped = true
		case c == '"':
			inString = !inString
		case inString:
		case c == '{' || c == '[':
			if depth++; depth > limit {
				return true
			}
		case c == '}' || c == ']':
			depth--
		}
	}
	return false
}

// fieldsWithNUL returns the JSON fields of v (a decoded request) whose text holds a NUL character;
// a nested value is reported under its top-level field.
func fieldsWithNUL(v reflect.Value, field string) model.Fields {
	found := model.Fields{}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return fieldsWithNUL(v.Elem(), field)
		}
	case reflect.String:
		if strings.ContainsRune(v.String(), 0) {
			found[field] = "invalid"
		}
	case reflect.Struct:
		for i := range v.NumField() {
			name := field
			if name == "" {
				name, _, _ = strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
			}
			maps.Copy(found, fieldsWithNUL(v.Field(i), name))
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			maps.Copy(found, fieldsWithNUL(v.Index(i), field))
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			name := field
			if name == "" {
				name = fmt.Sprint(it.Key().Interface())
			}
			maps.Copy(found, fieldsWithNUL(it.Key(), name))
			maps.Copy(found, fieldsWithNUL(it.Value(), name))
		}
	}
	return found
}

// items is a whole list as docs/api.md's non-paged lists are written.
type items[T any] struct {
	Items []T `json:"items"`
}

func itemsOf[T any](list []T) items[T] {
	if list == nil {
		list = []T{}
	}
	return items[T]{Items: list}
}

// respond writes v with status, or the error.
func respond(w http.ResponseWriter, r *http.Request, status int, v any, err error) {
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, status, v)
}

// noContent answers 204 for an action that succeeded, else its error.
func noContent(w http.ResponseWriter, r *http.Request, err error) {
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}
