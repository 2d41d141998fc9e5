package seed

import (
	"bytes"
	"fmt"
	"strings"
)

// textPDF returns a one-page PDF (US Letter, Helvetica) with a title and paragraphs, each
// wrapped to the page: the kind of file a teacher uploads, with real text for the resume review
// to read. Text must be printable ASCII.
func textPDF(title string, paragraphs []string) []byte {
	var content strings.Builder
	content.WriteString("BT /F1 15 Tf 16 TL 72 726 Td (" + pdfString(title) + ") Tj T* /F1 10.5 Tf 13 TL T*\n")
	for _, p := range paragraphs {
		for _, line := range wrap(p, 92) {
			content.WriteString("(" + pdfString(line) + ") Tj T*\n")
		}
		content.WriteString("T*\n")
	}
	content.WriteString("ET")

	objects := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", content.Len(), content.String()),
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objects))
	for i, o := range objects {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return b.Bytes()
}

// pdfString escapes text for a PDF literal string.
func pdfString(s string) string {
	return strings.NewReplacer(`\`, `\\`, `(`, `\(`, `)`, `\)`).Replace(s)
}

// wrap splits a paragraph into lines of at most width characters, at spaces.
func wrap(p string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(p) {
		if line != "" && len(line)+1+len(word) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	return append(lines, line)
}
