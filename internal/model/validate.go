package model

import (
	"net"
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"unicode"
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

// invisible are the characters that change how text is shown without being seen: bidirectional
// controls (which can reverse what follows them) and zero-width characters.
var invisible = strings.NewReplacer(
	"\u061c", "", "\u180e", "", "\u200b", "", "\u200c", "", "\u200d", "", "\u200e", "", "\u200f", "",
	"\u202a", "", "\u202b", "", "\u202c", "", "\u202d", "", "\u202e", "",
	"\u2060", "", "\u2061", "", "\u2062", "", "\u2063", "", "\u2064", "",
	"\u2066", "", "\u2067", "", "\u2068", "", "\u2069", "", "\ufeff", "",
)

// CleanName trims a person's name and removes its invisible characters.
func CleanName(s string) string { return strings.TrimSpace(invisible.Replace(s)) }

// CleanText trims a text and writes its line breaks as "\n".
func CleanText(s string) string {
	return strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n"))
}

// linkLike finds what makes a name a vehicle for spam: a URL, a web or e-mail address.
var linkLike = regexp.MustCompile(`(?i)([a-z][a-z0-9+.-]*:/|www\.|@|\.(com|net|org|info|biz|io|ru|cn|xyz|top|link|click|site|online|shop|app|dev|ly|gl|me)\b)`)

// hasControl reports whether s holds a control character or a line or paragraph separator;
// with multiline, line breaks and tabs are allowed.
func hasControl(s string, multiline bool) bool {
	return strings.ContainsFunc(s, func(r rune) bool {
		if multiline && (r == '\n' || r == '\t') {
			return false
		}
		return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == utf8.RuneError
	})
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

// Name checks a person's name (cleaned by CleanName): at most 100 characters, with no control
// character, link or address in it, so that nothing but a name reaches a mail or a page.
func (f Fields) Name(name, v string) {
	f.MaxLen(name, v, 100)
	if _, set := f[name]; !set && (hasControl(v, false) || linkLike.MatchString(v)) {
		f[name] = "invalid"
	}
}

// Text checks a free text of at most n characters: line breaks are allowed when multiline, other
// control characters never (Postgres refuses NUL, and they hide what a text says).
func (f Fields) Text(name, v string, n int, multiline bool) {
	f.MaxLen(name, v, n)
	if _, set := f[name]; !set && hasControl(v, multiline) {
		f[name] = "invalid"
	}
}

// Err returns a validation error carrying the fields, or nil when there are none.
func (f Fields) Err(message string) error {
	if len(f) == 0 {
		return nil
	}
	return &Error{Code: ECodeValidation, Message: message, Fields: f}
}

// PublicURL reports whether s is a link anyone could open: http or https, a host name with a dot
// (not an IP address or localhost), and no user name or password in it.
func PublicURL(s string) bool {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.User != nil || u.Opaque != "" {
		return false
	}
	host := u.Hostname()
	return strings.Contains(host, ".") && net.ParseIP(host) == nil && !strings.HasSuffix(host, ".")
}
