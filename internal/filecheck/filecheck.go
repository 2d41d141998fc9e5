// Package filecheck decides what an uploaded file really is and makes it safe
// to keep: it sniffs the type from the content, refuses macro-enabled Office
// files and archive bombs, strips metadata from photos and sanitises names.
// It reads the file through the reader it is given (a temporary file while an upload streams
// in), never holding it whole in memory.
package filecheck

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/gabriel-vasile/mimetype"
)

// Type is a file type TeachBay accepts.
type Type string

// The accepted types; each value is also the canonical file extension.
const (
	PDF  Type = "pdf"
	DOC  Type = "doc"
	DOCX Type = "docx"
	JPEG Type = "jpg"
	PNG  Type = "png"
)

// ContentType returns the MIME type to store and serve the file with, or
// application/octet-stream for a value that is not one of the constants.
func (t Type) ContentType() string {
	switch t {
	case PDF:
		return "application/pdf"
	case DOC:
		return "application/msword"
	case DOCX:
		return "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
	case JPEG:
		return "image/jpeg"
	case PNG:
		return "image/png"
	}
	return "application/octet-stream"
}

// HasMetadata reports whether Clean rewrites files of the type; it copies the
// others unchanged.
func (t Type) HasMetadata() bool { return t == JPEG || t == PNG }

// Errors returned by Check and Clean, always wrapped with a detail message;
// test for them with errors.Is.
var (
	// ErrUnsupported means the content is not one of the allowed types, or
	// is too malformed to be the type it claims.
	ErrUnsupported = errors.New("unsupported file type")
	// ErrMacros means an Office document contains a VBA project.
	ErrMacros = errors.New("office document contains macros")
	// ErrArchive means a container (DOCX zip, DOC compound file) is over
	// the size bounds or malformed.
	ErrArchive = errors.New("archive over the bounds or malformed")
)

// Check sniffs the real type of r's size bytes from their content (never from
// the name or the client's Content-Type) and returns it if it is one of
// allowed. It reads the head of the file; Word documents are also opened to
// refuse macros and archive bombs.
func Check(r io.ReaderAt, size int64, allowed ...Type) (Type, error) {
	m, err := mimetype.DetectReader(io.NewSectionReader(r, 0, size))
	if err != nil {
		return "", fmt.Errorf("read the file: %w", err)
	}
	t, ok := typeOf(m)
	if !ok {
		return "", fmt.Errorf("%w: content looks like %s", ErrUnsupported, m)
	}
	if !slices.Contains(allowed, t) {
		return "", fmt.Errorf("%w: content looks like %s, allowed: %s", ErrUnsupported, m, typeList(allowed))
	}
	switch t {
	case DOCX:
		err = checkDOCX(r, size)
	case DOC:
		err = checkDOC(r)
	}
	if err != nil {
		return "", err
	}
	return t, nil
}

// typeOf maps a sniffed MIME type to a Type. A bare zip or compound file is a
// candidate Word document too: the sniffer reads only the first few KB, and in
// real files the parts that identify Word may come later. checkDOCX and
// checkDOC then decide from the whole structure.
func typeOf(m *mimetype.MIME) (Type, bool) {
	switch m.String() {
	case "application/pdf":
		return PDF, true
	case "image/jpeg":
		return JPEG, true
	case "image/png", "image/apng":
		return PNG, true
	case "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/zip":
		return DOCX, true
	case "application/msword", "application/x-ole-storage":
		return DOC, true
	}
	return "", false
}

func typeList(ts []Type) string {
	if len(ts) == 0 {
		return "none"
	}
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = string(t)
	}
	return strings.Join(s, ", ")
}
