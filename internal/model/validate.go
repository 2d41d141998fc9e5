package model

import (
	"net/mail"
	"strings"
	"unicode/utf8"

	"github.com/nyaruka/phonenumbers"
)

// NormalizeEmail trims and lower-cases an e-mail address and reports whether it is a plain,
// valid address (no display name, a dotted domain, at most 254 characters).
func NormalizeEmail(s string) (string, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || len(s) > 254 {
		return s, false
	}
	_, domain, _ := strings.Cut(s, "@")
	return s, strings.Contains(domain, ".") && !strings.HasSuffix(domain, ".") && !strings.HasPrefix(domain, ".")
}

// NormalizePhone parses a phone number, using region (ISO 3166-1 alpha-2) when the number has no
// international prefix, and returns it in E.164 when it is a valid number.
func NormalizePhone(s, region string) (string, bool) {
	n, err := phonenumbers.Parse(strings.TrimSpace(s), region)
	if err != nil || !phonenumbers.IsValidNumber(n) {
		return "", false
	}
	return phonenumbers.Format(n, phonenumbers.E164), true
}

// Fields collects per-field validation codes.
type Fields map[string]string

// Required records "required" for each named value that is empty.
func (f Fields) Required(values map[string]string) {
	for name, v := range values {
		if v == "" {
			f[name] = "required"
		}
	}
}

// MaxLen records "too_long" when v has more than n characters and the field has no code yet.
func (f Fields) MaxLen(name, v string, n int) {
	if _, set := f[name]; !set && utf8.RuneCountInString(v) > n {
		f[name] = "too_long"
	}
}

// Err returns a validation error carrying the fields, or nil when there are none.
func (f Fields) Err(message string) error {
	if len(f) == 0 {
		return nil
	}
	return &Error{Code: ECodeValidation, Message: message, Fields: f}
}
