package httpapi

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/teachbay/teachbay/internal/model"
)

// errorBody is the JSON shape of every error answer (API.md "Conventions").
type errorBody struct {
	Code    string            `json:"code"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
}

var statusByCode = map[string]int{
	model.ECodeValidation:       http.StatusBadRequest,
	model.ECodeUnauthenticated:  http.StatusUnauthorized,
	model.ECodeForbidden:        http.StatusForbidden,
	model.ECodeCSRF:             http.StatusForbidden,
	model.ECodeNotFound:         http.StatusNotFound,
	model.ECodeConflict:         http.StatusConflict,
	model.ECodeGone:             http.StatusGone,
	model.ECodeTooLarge:         http.StatusRequestEntityTooLarge,
	model.ECodeRateLimited:      http.StatusTooManyRequests,
	model.ECodeUnavailable:      http.StatusServiceUnavailable,
	model.ECodeInternal:         http.StatusInternalServerError,
	model.ECodeCaptchaFailed:    http.StatusBadRequest,
	model.ECodeMethodNotAllowed: http.StatusMethodNotAllowed,
}

// writeJSON answers with status and v encoded as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	if w.Header().Get("Cache-Control") == "" {
		w.Header().Set("Cache-Control", "no-store")
	}
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// writeError answers with the status of err's code. Errors that are not domain errors are
// logged and answered as a bare 500, so no internal detail reaches the client.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	var e *model.Error
	if !errors.As(err, &e) {
		logger(r.Context()).Error("request failed", slog.String("error", err.Error()))
		e = model.Errorf(model.ECodeInternal, "Internal server error")
	}
	status, ok := statusByCode[e.Code]
	if !ok {
		status = http.StatusBadRequest
	}
	writeJSON(w, status, errorBody{Code: e.Code, Message: e.Message, Fields: e.Fields})
}

// decodeJSON reads the request body into dst. A body over the size limit is a 413; anything
// that is not one JSON object of the expected shape is a 400.
func decodeJSON(r *http.Request, dst any) error {
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(dst); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return model.Errorf(model.ECodeTooLarge, "Request body is too large")
		}
		return model.Errorf(model.ECodeValidation, "Request body is not valid JSON")
	}
	if dec.More() {
		return model.Errorf(model.ECodeValidation, "Request body must hold a single JSON value")
	}
	return nil
}
