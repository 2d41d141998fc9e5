package resume

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The reasons Extract returns no text; the service stores each as the review's failure code.
var (
	// ErrNoText is a file without extractable text: a scanned PDF, images only, an empty document.
	ErrNoText = errors.New("resume: no text in the file")
	// ErrUnreadable is a file that is damaged, needs a password, or is beyond the limits on
	// size, entries or time.
	ErrUnreadable = errors.New("resume: unreadable file")
	// ErrUnsupported is a format Extract does not read: a legacy Word .doc, anything but PDF and DOCX.
	ErrUnsupported = errors.New("resume: unsupported format")
)

const (
	// MaxPages is how many pages of a PDF Extract reads. A resume has one to three; a longer
	// file (a portfolio uploaded as the resume) is read up to here, not refused.
	MaxPages = 20
	// MaxTextBytes bounds the text Extract returns: about 30,000 words, ten times a long resume.
	// Text beyond it is left out.
	MaxTextBytes = 200_000
)

// The MIME types Extract is given, as the upload stored them.
const (
	typePDF  = "application/pdf"
	typeDOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
)

// Extract returns the plain text of a resume: one line per visual line of a PDF, one per
// paragraph (and line break) of a DOCX, with runs of spaces collapsed, lines trimmed and at most
// one blank line in a row. contentType is the stored MIME type. It reads at most MaxPages pages
// and returns at most MaxTextBytes of valid UTF-8; when ctx ends first the error wraps both
// ErrUnreadable and ctx's error.
func Extract(ctx context.Context, data []byte, contentType string) (string, error) {
	mediaType, _, _ := mime.ParseMediaType(contentType)
	var read func(context.Context, []byte, *plainText) error
	switch mediaType {
	case typePDF:
		read = readPDF
	case typeDOCX:
		read = readDOCX
	default:
		return "", fmt.Errorf("%w: %q", ErrUnsupported, contentType)
	}
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("%w: %w", ErrUnreadable, err)
	}
	var text plainText
	if err := read(ctx, data, &text); err != nil {
		return "", err
	}
	if text.b.Len() == 0 {
		return "", ErrNoText
	}
	return text.b.String(), nil
}

// plainText collects extracted text in its final form as it is written: whitespace inside a
// line collapses to one space (or one tab, if the run had one), lines are trimmed, blank lines
// do not repeat or open or close the text, control and format characters are dropped and
// invalid UTF-8 becomes U+FFFD. Once MaxTextBytes are written it is full and ignores the rest.
type plainText struct {
	b     strings.Builder
	space rune // separator owed before the next visible character: 0, ' ' or '\t'
	lines int  // line breaks owed before the next visible character: 0, 1 or 2
	full  bool
}

// WriteString adds s; a '\n' in s ends the line.
func (t *plainText) WriteString(s string) {
	for _, r := range s {
		switch {
		case t.full:
			return
		case r == '\n' || r == '\r' || r == '\v' || r == '\f' || r == '\u2028' || r == '\u2029':
			if t.b.Len() > 0 {
				t.lines = min(t.lines+1, 2)
			}
			t.space = 0
		case r == '\t':
			t.space = '\t'
		case unicode.IsSpace(r):
			if t.space == 0 {
				t.space = ' '
			}
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
		default:
			t.writeVisible(r)
		}
	}
}

// endLine ends the current line, if it has text, without adding a blank line.
func (t *plainText) endLine() {
	if t.b.Len() > 0 {
		t.lines = max(t.lines, 1)
	}
}

// writeVisible writes r after the line breaks or the separator it is owed.
func (t *plainText) writeVisible(r rune) {
	sep, n := byte('\n'), t.lines
	if n == 0 && t.space != 0 && t.b.Len() > 0 {
		sep, n = byte(t.space), 1
	}
	if t.b.Len()+n+utf8.RuneLen(r) > MaxTextBytes {
		t.full = true
		return
	}
	for range n {
		t.b.WriteByte(sep)
	}
	t.b.WriteRune(r)
	t.lines, t.space = 0, 0
}
