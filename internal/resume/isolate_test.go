package resume

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/pdfwrite"
)

// TestMain lets this test binary be InChild's child, as `teachbay resume-text` is the server's.
func TestMain(m *testing.M) {
	if contentType, ok := IsChild(os.Args); ok {
		os.Exit(ServeChild(contentType, os.Stdin, os.Stdout))
	}
	os.Exit(m.Run())
}

// hostilePDF is a PDF whose cross-reference table says what the reader must not trust: its first
// object number (the reader sizes a table for it) and the table before it (/Prev: itself, so
// the reader follows it forever).
func hostilePDF(first int, prevSelf bool) []byte {
	head := "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n"
	xref := len(head)
	prev := ""
	if prevSelf {
		prev = fmt.Sprintf(" /Prev %d", xref)
	}
	return fmt.Appendf(nil, "%sxref\n%d 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \ntrailer\n<< /Size %d /Root 1 0 R%s >>\nstartxref\n%d\n%%%%EOF\n",
		head, first, first+3, prev, xref)
}

func TestAChildReadsEachFileAndOnlyItSuffersAHostileOne(t *testing.T) {
	t.Parallel()
	read := InChild(os.Args[0])
	ctx := context.Background()

	text, err := read(ctx, pdfwrite.Pages([]string{"Ana Cruz", "Mathematics Teacher"}), "application/pdf")
	if err != nil || !strings.Contains(text, "Mathematics Teacher") {
		t.Fatalf("a plain PDF: %q, %v", text, err)
	}
	if _, err := read(ctx, pdfwrite.Pages(nil), "application/pdf"); !errors.Is(err, ErrNoText) {
		t.Errorf("a scanned PDF: %v, want ErrNoText", err)
	}
	if _, err := read(ctx, []byte("\xd0\xcf\x11\xe0"), "application/msword"); !errors.Is(err, ErrUnsupported) {
		t.Errorf("a .doc: %v, want ErrUnsupported", err)
	}

	// A file that asks the reader for gigabytes, and one that sends it round in circles: each
	// ends its child, unreadable, and this process goes on.
	for name, data := range map[string][]byte{"huge table": hostilePDF(900_000_000, false), "endless tables": hostilePDF(0, true)} {
		ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
		start := time.Now()
		_, err := read(ctx, data, "application/pdf")
		cancel()
		if !errors.Is(err, ErrUnreadable) || time.Since(start) > 10*time.Second {
			t.Errorf("%s: %v after %v, want ErrUnreadable", name, err, time.Since(start))
		}
	}
}

// BenchmarkReviewPDF is what the review job does with a three-page PDF resume: read it in a child
// process, then review it. make bench-go runs it.
func BenchmarkReviewPDF(b *testing.B) {
	doc := pdfwrite.Pages(extractSampleResume...)
	read := InChild(os.Args[0])
	teacher, v := mathTeacher(), mathVacancy()
	for b.Loop() {
		text, err := read(context.Background(), doc, typePDF)
		if err != nil {
			b.Fatal(err)
		}
		Review(text, teacher, v)
	}
}
