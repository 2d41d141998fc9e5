// Package model holds TeachBay's domain types, option codes and error codes.
package model

import (
	"errors"
	"fmt"
	"time"
)

// Error codes shared by every layer (docs/api.md "Conventions").
const (
	ECodeValidation       = "validation_failed"
	ECodeUnauthenticated  = "unauthenticated"
	ECodeForbidden        = "forbidden"
	ECodeNotFound         = "not_found"
	ECodeConflict         = "conflict"
	ECodeGone             = "gone"
	ECodeTooLarge         = "payload_too_large"
	ECodeUnsupportedFile  = "unsupported_file_type"
	ECodeRateLimited      = "rate_limited"
	ECodeCSRF             = "csrf"
	ECodeUnavailable      = "unavailable"
	ECodeInternal         = "internal"
	ECodeCaptchaFailed    = "captcha_failed"
	ECodeMethodNotAllowed = "method_not_allowed"
	ECodeInvalidToken     = "invalid_token"
	// ECodeInvalidCredentials is a login that failed: a wrong password, an unknown address or a
	// disabled account (docs/api.md "Accounts").
	ECodeInvalidCredentials = "invalid_credentials"
	// ECodeWrongKind is a login with the right password on the other tab (teacher or school); the
	// error's Kind names the tab the account signs in on.
	ECodeWrongKind = "wrong_kind"
	// ECodeProfileIncomplete is an action a completed profile is needed for (docs/design.md §5); the
	// error's Missing lists what the profile lacks.
	ECodeProfileIncomplete = "profile_incomplete"
	// ECodeInvalidCode is a second-factor code (TOTP or recovery) that is wrong or already used.
	ECodeInvalidCode = "invalid_code"
	// ECodeMFASetupRequired is a school or admin call by an account that has not enrolled TOTP yet.
	ECodeMFASetupRequired = "mfa_setup_required"
	// ECodeEmailUnverified is an action, such as applying, that needs the account's e-mail address
	// confirmed first.
	ECodeEmailUnverified = "email_unverified"
	// ECodeQuotaExceeded is an upload that would take a teacher's documents past her storage quota.
	ECodeQuotaExceeded = "quota_exceeded"
	// ECodeRequestTimeout is a request whose body did not arrive in the time the server gives it.
	ECodeRequestTimeout = "request_timeout"
)

// Error is a domain error: a stable code, an English message and, for validation, per-field codes.
type Error struct {
	Code    string
	Message string
	Fields  map[string]string
	// Missing is, for profile_incomplete, what the profile lacks (ProfileView.Missing's codes).
	Missing []string
	// RetryAfter is, for rate_limited and unavailable, how long until the caller may try again.
	RetryAfter time.Duration
	// Kind is, for wrong_kind, the login tab the account signs in on ("teacher" or "school").
	Kind string
	// ApplicationID is, for a conflict of applying twice, the application that exists.
	ApplicationID string
}

// RateLimited is the error of a caller over a limit, who may try again after retryAfter.
func RateLimited(retryAfter time.Duration) *Error {
	return &Error{Code: ECodeRateLimited, Message: "Too many attempts. Please try again later.", RetryAfter: retryAfter}
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Code, e.Message) }

// Errorf returns a domain error with the given code and formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// HasCode reports whether err is, or wraps, a domain error with the code.
func HasCode(err error, code string) bool {
	var e *Error
	return errors.As(err, &e) && e.Code == code
}
