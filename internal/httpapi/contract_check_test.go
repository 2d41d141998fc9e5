package httpapi

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// failures stands in for a test's t and keeps what checkContract reports.
type failures struct {
	testing.TB
	errs []string
}

func (f *failures) Errorf(format string, args ...any) {
	f.errs = append(f.errs, fmt.Sprintf(format, args...))
}

const (
	testUser      = `{"id":"7d3c5a52-2b8e-4c1f-9a55-0f3f8e1b2c3d","email":"a@b.example","firstName":"Ana","lastName":"Ruiz","role":"admin","language":"es","emailVerified":true,"organizationId":null,"mfaEnabled":true`
	testAdminUser = testUser + `,"organizationName":null,"disabled":false,"createdAt":"2026-01-02T03:04:05Z"`
	testConfigOK  = `{"recaptchaSiteKey":"","mapsBrowserKey":"","languages":["en","es"],"supportEmail":"help@teachbay.example"`
)

func TestContractFailsEveryAnswerTheDocumentDoesNotDescribe(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, method, path string
		status             int
		contentType, body  string
		// want is a part of the reported failure; "" when the answer is as documented.
		want string
	}{
		{"documented", "GET", "/api/config", 200, "application/json", testConfigOK + `}`, ""},
		{"a field the document lacks", "GET", "/api/config", 200, "application/json", testConfigOK + `,"debug":true}`, "debug"},
		{"a field of another type", "GET", "/api/config", 200, "application/json", strings.Replace(testConfigOK, `["en","es"]`, `"en"`, 1) + `}`, "languages"},
		{"a required field missing", "GET", "/api/config", 200, "application/json", `{"languages":[]}`, "missing"},
		{"a status not listed", "GET", "/api/config", 418, "application/json", `{"code":"teapot","message":"x"}`, "status 418 is not listed"},
		{"another content type", "GET", "/api/config", 200, "text/html; charset=utf-8", "<p>", "is not listed"},
		{"a status any endpoint may answer", "GET", "/api/config", 503, "application/json", `{"code":"unavailable","message":"x"}`, ""},
		{"an error with a field the document lacks", "GET", "/api/auth/me", 401, "application/json", `{"code":"unauthorized","message":"x","detail":"y"}`, "detail"},
		{"an extended schema as documented", "GET", "/api/admin/users", 200, "application/json", `{"items":[` + testAdminUser + `}],"total":1,"page":1,"pageSize":20}`, ""},
		{"an extended schema with a field neither part has", "GET", "/api/admin/users", 200, "application/json", `{"items":[` + testAdminUser + `,"extraField":1}],"total":1,"page":1,"pageSize":20}`, "extraField"},
		{"the base schema alone with its extension's field", "GET", "/api/auth/me", 200, "application/json", `{"user":` + testUser + `,"disabled":false}}`, "disabled"},
		{"JSON where the document lists no body", "POST", "/api/auth/logout", 204, "application/json", `{}`, "lists none"},
		{"an unknown API path answering 404", "GET", "/api/nope", 404, "application/json", `{"code":"not_found","message":"x"}`, ""},
		{"an unknown API path answering 200", "GET", "/api/nope", 200, "application/json", `{}`, "no such operation"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f := &failures{TB: t}
			h := checkContract(f, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", tt.contentType)
				w.WriteHeader(tt.status)
				_, _ = w.Write([]byte(tt.body))
			}))
			h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(tt.method, tt.path, nil))
			got := strings.Join(f.errs, "\n")
			if tt.want == "" && got != "" || tt.want != "" && !strings.Contains(got, tt.want) {
				t.Errorf("reported %q, want %q", got, tt.want)
			}
		})
	}
}
