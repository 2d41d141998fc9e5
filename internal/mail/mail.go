// Package mail renders TeachBay's e-mails (HTML and plain text, in English and Spanish, one
// layout) and sends them over SMTP or writes them to the log.
package mail

import (
	"context"
	"errors"
	"strings"
	"unicode"
)

// Message is one rendered e-mail, ready to send.
type Message struct {
	// ID becomes the Message-ID (with the sender's domain); retries of one job reuse it.
	ID      string
	From    string // "Name <address>", from configuration
	To      string // one address
	ReplyTo string // optional address
	Subject string
	Text    string
	HTML    string
	// Unsubscribe, when set, is the one-click unsubscribe URL (RFC 8058).
	Unsubscribe string
	// Calendar, when set, is attached as invite.ics.
	Calendar *Calendar
}

// Calendar is an iCalendar object (RFC 5545) a mail carries, and its iTIP method (RFC 5546:
// REQUEST or CANCEL), which the attachment's content type repeats as calendar programs expect.
type Calendar struct {
	Method string `json:"method"`
	Text   string `json:"text"`
}

// ContentType is the attachment's media type with its method.
func (c Calendar) ContentType() string {
	return "text/calendar; method=" + c.Method
}

// Sender delivers messages.
type Sender interface {
	Send(ctx context.Context, m *Message) error
}

// PermanentError wraps a failure that retrying cannot fix, such as a rejected address.
type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return "permanent mail failure: " + e.Err.Error() }
func (e *PermanentError) Unwrap() error { return e.Err }

// IsPermanent reports whether err is a permanent delivery failure.
func IsPermanent(err error) bool {
	var p *PermanentError
	return errors.As(err, &p)
}

// OneLine makes user text safe for a header or a subject: control characters (CR and LF among
// them) become spaces and runs of space collapse, so the text can never start a new header.
func OneLine(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}
