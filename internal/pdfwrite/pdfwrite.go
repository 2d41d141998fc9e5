// Package pdfwrite writes small text-only PDFs (US Letter, Helvetica, printable ASCII): the demo
// documents of the seed and the fixtures of tests that read PDFs.
package pdfwrite

import (
	"bytes"
	"fmt"
	"strings"
)

const (
	// wrapWidth is the longest wrapped line, in characters: about what fits between 1-inch margins
	// at 10.5 points.
	wrapWidth = 92
	// pageLines is how many 13-point lines fit between the top line at 726 points and the 1-inch
	// bottom margin.
	pageLines = 50
	// titleLines is the room the 15-point title and the gap under it take, in body lines.
	titleLines = 2
)

// Text returns a PDF with a title and paragraphs, each wrapped to the page and followed by a
// blank line. Paragraphs flow onto a new page when one is full; the title heads the first page.
func Text(title string, paragraphs []string) []byte {
	var lines []string
	for _, p := range paragraphs {
		lines = append(lines, wrap(p, wrapWidth)...)
		lines = append(lines, "")
	}
	var pages [][]string
	capacity := pageLines - titleLines
	for len(lines) > capacity {
		pages = append(pages, lines[:capacity])
		lines = lines[capacity:]
		// A paragraph gap falling at the top of a page is not drawn.
		for len(lines) > 0 && lines[0] == "" {
			lines = lines[1:]
		}
		capacity = pageLines
	}
	if len(lines) > 0 || len(pages) == 0 {
		pages = append(pages, lines)
	}

	contents := make([]string, len(pages))
	for i, page := range pages {
		head := "BT /F1 10.5 Tf 13 TL 72 726 Td\n"
		if i == 0 {
			head = "BT /F1 15 Tf 16 TL 72 726 Td (" + escape(title) + ") Tj T* /F1 10.5 Tf 13 TL T*\n"
		}
		contents[i] = head + body(page) + "ET"
	}
	return document(contents)
}

// Pages returns a PDF with one page per element, each line written as given (not wrapped) from
// the top of the page down. A page without lines gets a grey rectangle and no text, the way a
// scanned page has an image and no text.
func Pages(pages ...[]string) []byte {
	contents := make([]string, len(pages))
	for i, page := range pages {
		if len(page) == 0 {
			contents[i] = "0.8 g 72 360 468 360 re f"
			continue
		}
		contents[i] = "BT /F1 10.5 Tf 13 TL 72 726 Td\n" + body(page) + "ET"
	}
	return document(contents)
}

// body draws lines, each on its own line of the page; an empty one leaves a blank line.
func body(lines []string) string {
	var b strings.Builder
	for _, line := range lines {
		if line != "" {
			b.WriteString("(" + escape(line) + ") Tj ")
		}
		b.WriteString("T*\n")
	}
	return b.String()
}

// document returns a PDF with one page per content stream: the catalog, the page tree and the
// font are objects 1-3, then each page is followed by its content.
func document(contents []string) []byte {
	kids := make([]string, len(contents))
	for i := range contents {
		kids[i] = fmt.Sprintf("%d 0 R", 4+2*i)
	}
	objects := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(contents)),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
	}
	for i, c := range contents {
		objects = append(objects,
			fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents %d 0 R >>", 5+2*i),
			Stream("", c),
		)
	}
	return Objects(objects...)
}

// Objects returns a PDF made of the given objects, numbered from 1, with its cross-reference
// table and a trailer whose root is object 1. Tests use it to write files that Text and Pages
// do not: other fonts, hand-placed text, broken or hostile structures.
func Objects(objects ...string) []byte {
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

// Stream returns a stream object holding data, with entries (such as "/Filter /FlateDecode")
// added to its dictionary after its length.
func Stream(entries, data string) string {
	if entries != "" {
		entries = " " + entries
	}
	return fmt.Sprintf("<< /Length %d%s >>\nstream\n%s\nendstream", len(data), entries, data)
}

// escape escapes text for a PDF literal string.
func escape(s string) string {
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
