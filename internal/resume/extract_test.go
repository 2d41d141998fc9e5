package resume

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/teachbay/teachbay/internal/pdfwrite"
)

func TestExtractReadsTheLinesOfAPDF(t *testing.T) {
	t.Parallel()
	pages := make([][]string, MaxPages+5)
	var firstPages []string
	for i := range pages {
		pages[i] = []string{fmt.Sprintf("Page %d", i+1)}
		if i < MaxPages {
			firstPages = append(firstPages, pages[i][0])
		}
	}
	tests := []struct {
		name string
		pdf  []byte
		want string
	}{
		{"a resume of three pages, line for line", pdfwrite.Pages(extractSampleResume...),
			strings.Join(slices.Concat(extractSampleResume...), "\n")},
		{"wrapped paragraphs under a title", pdfwrite.Text("Ana Reyes", []string{
			"Mathematics teacher with eight years in public high schools. " + strings.Repeat("Algebra ", 12), "Quezon City"}),
			"Ana Reyes\nMathematics teacher with eight years in public high schools. Algebra Algebra Algebra Algebra\n" +
				"Algebra Algebra Algebra Algebra Algebra Algebra Algebra Algebra\nQuezon City"},
		{"text placed piece by piece", courierPDF(
			// Lines drawn in pieces: a space made by kerning, a word split in two runs and a
			// superscript stay on their line; a date at the margin is a tab away.
			"BT /F1 10 Tf 72 700 Td [(Taught)-600(Algebra)] TJ ( I to ) Tj (Gr) Tj (ade 9) Tj ET",
			"BT /F1 10 Tf 1 0 0 1 72 686 Tm (1) Tj 4 Ts (st) Tj 0 Ts ( place) Tj 1 0 0 1 500 686 Tm (2019) Tj ET",
			// Scaled by the page, in a second column drawn after the first.
			"q 2 0 0 2 0 0 cm BT /F1 6 Tf 150 300 Td (Skills) Tj 0 -8 Td (ESOL) Tj ET Q"),
			"Taught Algebra I to Grade 9\n1st place\t2019\nSkills\nESOL"},
		{"a composite font with a ToUnicode map", type0PDF(type0Mappings, "Certified Educator", "Florida 6-12"),
			"Certified Educator\nFlorida 6-12"},
		{"text inside a form XObject", pdfwrite.Objects(
			"<< /Type /Catalog /Pages 2 0 R >>",
			"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
			"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Fm1 5 0 R >> >> /Contents 4 0 R >>",
			pdfwrite.Stream("", "q 1 0 0 1 0 -20 cm /Fm1 Do Q"),
			pdfwrite.Stream("/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Matrix [1 0 0 1 0 0] /Resources << /Font << /F1 6 0 R >> >>",
				"BT /F1 12 Tf 72 700 Td (Drawn by a form) Tj 0 -14 Td (on two lines) Tj ET"),
			"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
			"Drawn by a form\non two lines"},
		{"no more than MaxPages pages", pdfwrite.Pages(pages...), strings.Join(firstPages, "\n")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := Extract(context.Background(), tt.pdf, "application/pdf")
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got\n%s\n\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestExtractReadsTheParagraphsOfADOCX(t *testing.T) {
	t.Parallel()
	// Tab stops are not tabs; empty paragraphs make one blank line; a text box is read once
	// (not again from its fallback) and on lines of its own; deleted text is left out.
	body := `<w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="9000"/></w:tabs></w:pPr>` +
		`<w:r><w:t>Ana Reyes</w:t></w:r><w:r><w:tab/><w:t>2019</w:t></w:r></w:p>` +
		`<w:p/><w:p></w:p><w:p><w:r><w:t xml:space="preserve">  Taught   Algebra&#160;I  </w:t></w:r>` +
		`<w:r><w:t>to Grade 9</w:t><w:br/><w:t>Second line</w:t></w:r></w:p>` +
		`<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Cell one</w:t></w:r></w:p></w:tc>` +
		`<w:tc><w:p><w:r><w:t>Cell two</w:t></w:r></w:p></w:tc></w:tr></w:tbl>` +
		`<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent>` +
		`<w:p><w:r><w:t>In a text box</w:t></w:r></w:p></w:txbxContent></w:drawing></mc:Choice>` +
		`<mc:Fallback><w:pict><w:txbxContent><w:p><w:r><w:t>In a text box</w:t></w:r></w:p></w:txbxContent></w:pict></mc:Fallback>` +
		`</mc:AlternateContent></w:r></w:p>` +
		`<w:p><w:r><w:t>Before the box </w:t></w:r><w:r><w:drawing><w:txbxContent><w:p><w:r><w:t>In another</w:t></w:r></w:p>` +
		`</w:txbxContent></w:drawing></w:r><w:r><w:t>After the box</w:t></w:r></w:p>` +
		`<w:p><w:r><w:t>Non</w:t><w:noBreakHyphen/><w:t>tenured</w:t><w:delText>deleted</w:delText></w:r></w:p>`
	got, err := Extract(context.Background(), docxFile(t, wordXML(body)), typeDOCX)
	if err != nil {
		t.Fatal(err)
	}
	want := "Ana Reyes\t2019\n\nTaught Algebra I to Grade 9\nSecond line\nCell one\nCell two\nIn a text box\n" +
		"Before the box\nIn another\nAfter the box\nNon-tenured"
	if got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

func TestExtractRefusesWhatItCannotRead(t *testing.T) {
	t.Parallel()
	garbage := bytes.Repeat([]byte("not a resume \x00\xff"), 100)
	tests := []struct {
		name        string
		data        []byte
		contentType string
		want        error
	}{
		{"a legacy Word document", []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"), "application/msword", ErrUnsupported},
		{"an image", []byte("\x89PNG\r\n\x1a\n"), "image/png", ErrUnsupported},
		{"garbage as a PDF", garbage, typePDF, ErrUnreadable},
		{"a PDF cut short", pdfwrite.Pages([]string{"Ana Reyes"})[:300], typePDF, ErrUnreadable},
		{"a PDF without pages", pdfwrite.Pages(), typePDF, ErrUnreadable},
		{"a PDF whose page tree contains itself", pdfwrite.Objects(
			"<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [2 0 R 2 0 R] /Count 2 >>"), typePDF, ErrUnreadable},
		{"a PDF that needs a password", passwordPDF(t), typePDF, ErrUnreadable},
		{"a PDF whose page inflates past the limit", bombPDF(t), typePDF, ErrUnreadable},
		// The library would keep a billion entries.
		{"a PDF whose font map declares a billion mappings", type0PDF("1000000000 beginbfchar endbfchar "+type0Mappings, "Ana"),
			typePDF, ErrUnreadable},
		{"a scanned PDF", pdfwrite.Pages(nil, nil), typePDF, ErrNoText},
		{"a PDF of blank lines", pdfwrite.Pages([]string{" ", "\t"}), typePDF, ErrNoText},
		{"garbage as a DOCX", garbage, typeDOCX, ErrUnreadable},
		{"a zip without word/document.xml", extractZip(t, map[string]string{"word/other.xml": wordXML("")}), typeDOCX, ErrUnreadable},
		{"a DOCX of broken XML", docxFile(t, wordXML("<w:p><w:r><w:t>Ana</w:r></w:p>")), typeDOCX, ErrUnreadable},
		{"a DOCX with too many entries", docxTooManyEntries(t), typeDOCX, ErrUnreadable},
		{"a DOCX that lies about its size", docxLyingSize(t), typeDOCX, ErrUnreadable},
		{"a DOCX of empty paragraphs", docxFile(t, wordXML("<w:p/><w:p><w:r><w:t> </w:t></w:r></w:p>")), typeDOCX, ErrNoText},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := Extract(context.Background(), tt.data, tt.contentType)
			if !errors.Is(err, tt.want) || got != "" {
				t.Errorf("got %q, %v; want %v", got, err, tt.want)
			}
		})
	}
}

// Not parallel: it measures what the process allocates while it runs.
func TestExtractRefusesAZipBombWithoutInflatingIt(t *testing.T) {
	bomb := docxBomb(t)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	_, err := Extract(context.Background(), bomb, typeDOCX)
	elapsed := time.Since(start)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, ErrUnreadable) {
		t.Fatalf("got %v, want ErrUnreadable", err)
	}
	if allocated := after.TotalAlloc - before.TotalAlloc; allocated > 1<<20 {
		t.Errorf("allocated %d KB refusing a %d KB file", allocated>>10, len(bomb)>>10)
	}
	if elapsed > time.Second {
		t.Errorf("took %v", elapsed)
	}
}

func TestExtractStopsAtMaxTextBytes(t *testing.T) {
	t.Parallel()
	// Two-byte letters, so that a cut in the middle of one would show.
	paragraph := "<w:p><w:r><w:t>" + strings.Repeat("é", 99) + "</w:t></w:r></w:p>"
	got, err := Extract(context.Background(), docxFile(t, wordXML(strings.Repeat(paragraph, 2000))), typeDOCX)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) > MaxTextBytes || len(got) < MaxTextBytes-200 || !utf8.ValidString(got) {
		t.Errorf("%d bytes (valid UTF-8: %t), want valid text of at most %d", len(got), utf8.ValidString(got), MaxTextBytes)
	}
}

func TestExtractGivesUpWhenTheContextEnds(t *testing.T) {
	t.Parallel()
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	expired, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	for _, tt := range []struct {
		ctx  context.Context
		want error
	}{{cancelled, context.Canceled}, {expired, context.DeadlineExceeded}} {
		for _, f := range []struct {
			data        []byte
			contentType string
		}{{pdfwrite.Pages([]string{"Ana Reyes"}), typePDF}, {docxFile(t, wordXML("<w:p><w:r><w:t>Ana</w:t></w:r></w:p>")), typeDOCX}} {
			if _, err := Extract(tt.ctx, f.data, f.contentType); !errors.Is(err, ErrUnreadable) || !errors.Is(err, tt.want) {
				t.Errorf("%s: got %v, want ErrUnreadable and %v", f.contentType, err, tt.want)
			}
		}
	}
}

func FuzzExtract(f *testing.F) {
	f.Add(pdfwrite.Pages([]string{"Ana Reyes", "Mathematics teacher"}, nil), uint8(0))
	f.Add(courierPDF("BT /F1 10 Tf 72 700 Td [(Taught)-600(Algebra)] TJ ET"), uint8(0))
	f.Add(type0PDF(type0Mappings, "Certified Educator"), uint8(0))
	f.Add(docxFile(f, wordXML("<w:p><w:r><w:t>Ana</w:t><w:tab/><w:t>2019</w:t></w:r></w:p>")), uint8(1))
	f.Add([]byte("%PDF-1.4\n\x00\xff garbage\n%%EOF\n"), uint8(0))
	f.Add([]byte("PK\x03\x04 garbage"), uint8(1))
	types := []string{typePDF, typeDOCX, "application/msword"}
	f.Fuzz(func(t *testing.T, data []byte, kind uint8) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		text, err := Extract(ctx, data, types[int(kind)%len(types)])
		if err != nil && !errors.Is(err, ErrNoText) && !errors.Is(err, ErrUnreadable) && !errors.Is(err, ErrUnsupported) {
			t.Fatalf("an error that is none of the three: %v", err)
		}
		if err != nil {
			return
		}
		if text == "" || !utf8.ValidString(text) || len(text) > MaxTextBytes {
			t.Fatalf("%d bytes of text, valid UTF-8: %t", len(text), utf8.ValidString(text))
		}
		if strings.TrimSpace(text) != text || strings.Contains(text, "\n\n\n") || strings.Contains(text, "  ") {
			t.Fatalf("text not normalised: %q", text)
		}
	})
}

func BenchmarkExtractPDF(b *testing.B) {
	doc := pdfwrite.Pages(extractSampleResume...)
	b.SetBytes(int64(len(doc)))
	for b.Loop() {
		if _, err := Extract(context.Background(), doc, typePDF); err != nil {
			b.Fatal(err)
		}
	}
}
