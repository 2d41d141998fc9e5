package seed

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

func TestTextPDFHasAValidCrossReferenceTable(t *testing.T) {
	t.Parallel()
	doc := textPDF("A (title)", []string{strings.Repeat("word ", 60), `back\slash`})
	s := string(doc)
	if !strings.HasPrefix(s, "%PDF-1.4\n") || !strings.HasSuffix(s, "%%EOF\n") {
		t.Fatalf("not framed as a PDF: %q...%q", s[:10], s[len(s)-10:])
	}
	tail := s[strings.LastIndex(s, "startxref\n")+len("startxref\n"):]
	xref, err := strconv.Atoi(strings.TrimSuffix(tail, "\n%%EOF\n"))
	if err != nil || !strings.HasPrefix(s[xref:], "xref\n0 6\n") {
		t.Fatalf("startxref %d does not point at the table: %v", xref, err)
	}
	entries := strings.Split(s[xref:], "\n")[3:8]
	for i, e := range entries {
		off, _ := strconv.Atoi(e[:10])
		if want := fmt.Sprintf("%d 0 obj\n", i+1); !strings.HasPrefix(s[off:], want) {
			t.Errorf("entry %d points at %q, want %q", i+1, s[off:off+10], want)
		}
	}
	if !bytes.Contains(doc, []byte(`(A \(title\)) Tj`)) || !bytes.Contains(doc, []byte(`(back\\slash) Tj`)) {
		t.Error("parentheses and backslashes are not escaped")
	}
	if lines := bytes.Count(doc, []byte("(word word")); lines != 4 {
		t.Errorf("300 characters wrapped into %d lines, want 4 of at most 92", lines)
	}
}
