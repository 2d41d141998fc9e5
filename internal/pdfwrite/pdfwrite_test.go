package pdfwrite

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/ledongthuc/pdf"
)

func TestTextHasAValidCrossReferenceTable(t *testing.T) {
	t.Parallel()
	doc := Text("A (title)", []string{strings.Repeat("word ", 60), `back\slash`})
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

func TestTextFlowsOntoNewPages(t *testing.T) {
	t.Parallel()
	// 60 paragraphs of one line each take 120 lines with their gaps: 48 fit under the title,
	// 50 on the second page and the rest on a third.
	paragraphs := make([]string, 60)
	for i := range paragraphs {
		paragraphs[i] = fmt.Sprintf("Paragraph %d.", i+1)
	}
	pages := readPages(t, Text("Title", paragraphs))
	if len(pages) != 3 {
		t.Fatalf("%d pages, want 3", len(pages))
	}
	for i, want := range []string{"Title", "Paragraph 25.", "Paragraph 50."} {
		if first := strings.Fields(pages[i])[0]; !strings.HasPrefix(pages[i], want) {
			t.Errorf("page %d starts with %q, want %q", i+1, first, want)
		}
	}
	if !strings.HasSuffix(pages[2], "Paragraph 60.") {
		t.Errorf("the last page ends with %q", pages[2][max(0, len(pages[2])-20):])
	}
}

func TestPagesWritesEachPageAsGiven(t *testing.T) {
	t.Parallel()
	pages := readPages(t, Pages([]string{"One", "", "Two (2)"}, nil, []string{"Three"}))
	want := []string{"One\n\nTwo (2)", "", "Three"}
	if len(pages) != len(want) {
		t.Fatalf("%d pages, want %d", len(pages), len(want))
	}
	for i := range want {
		if pages[i] != want[i] {
			t.Errorf("page %d reads %q, want %q", i+1, pages[i], want[i])
		}
	}
}

// readPages returns the text of each page of doc as a PDF reader sees it, lines trimmed.
func readPages(t *testing.T, doc []byte) []string {
	t.Helper()
	r, err := pdf.NewReader(bytes.NewReader(doc), int64(len(doc)))
	if err != nil {
		t.Fatalf("not a readable PDF: %v", err)
	}
	pages := make([]string, r.NumPage())
	for i := range pages {
		text, err := r.Page(i + 1).GetPlainText(nil)
		if err != nil {
			t.Fatalf("page %d: %v", i+1, err)
		}
		pages[i] = strings.TrimSpace(text)
	}
	return pages
}
