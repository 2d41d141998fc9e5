package resume

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

const (
	// maxDOCXEntries bounds the parts of a DOCX, as the upload check does: ordinary documents
	// have 10-50, one with many images a few hundred.
	maxDOCXEntries = 1000
	// maxDocumentXML bounds the uncompressed size of word/document.xml. A ten-page resume's is
	// under 1 MB; beyond this it is a zip bomb, not a resume.
	maxDocumentXML = 10 << 20
	// docxTokensPerCheck is how many XML tokens are read between looks at ctx.
	docxTokensPerCheck = 1024
)

// The WordprocessingML namespaces: transitional (what Word writes) and strict; and the markup
// compatibility namespace, whose Fallback repeats the content of its Choice for older readers.
const (
	wordNS       = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
	wordStrictNS = "http://purl.oclc.org/ooxml/wordprocessingml/main"
	compatNS     = "http://schemas.openxmlformats.org/markup-compatibility/2006"
)

// readDOCX writes the text of a DOCX's main document to out: a line per paragraph (table cells
// and text boxes included), a tab for a tab, a line break for a break.
func readDOCX(ctx context.Context, data []byte, out *plainText) error {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return fmt.Errorf("%w: not a zip archive: %v", ErrUnreadable, err)
	}
	if len(zr.File) > maxDOCXEntries {
		return fmt.Errorf("%w: %d entries, at most %d", ErrUnreadable, len(zr.File), maxDOCXEntries)
	}
	var doc *zip.File
	for _, f := range zr.File {
		// Part names are case-insensitive.
		if strings.EqualFold(f.Name, "word/document.xml") {
			doc = f
			break
		}
	}
	if doc == nil {
		return fmt.Errorf("%w: no word/document.xml", ErrUnreadable)
	}
	if doc.UncompressedSize64 > maxDocumentXML {
		return fmt.Errorf("%w: word/document.xml is over %d MB", ErrUnreadable, maxDocumentXML>>20)
	}
	rc, err := doc.Open()
	if err != nil {
		return fmt.Errorf("%w: word/document.xml: %v", ErrUnreadable, err)
	}
	defer rc.Close()
	// archive/zip refuses to read past the size the header declares; the limit holds even so.
	return readWordXML(ctx, io.LimitReader(rc, maxDocumentXML), out)
}

// readWordXML writes the text of WordprocessingML read from r to out.
func readWordXML(ctx context.Context, r io.Reader, out *plainText) error {
	d := xml.NewDecoder(r)
	inText, inTabStops := false, 0
	// Paragraphs nest when one holds a text box. Each starts a line of its own, and a paragraph
	// ending right after one it holds adds no blank line.
	paragraphs, innerEnded := 0, false
	for n := 0; !out.full; n++ {
		if n%docxTokensPerCheck == 0 {
			if err := ctx.Err(); err != nil {
				return fmt.Errorf("%w: %w", ErrUnreadable, err)
			}
		}
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%w: word/document.xml: %v", ErrUnreadable, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Space == compatNS && t.Name.Local == "Fallback" {
				if err := d.Skip(); err != nil {
					return fmt.Errorf("%w: word/document.xml: %v", ErrUnreadable, err)
				}
				continue
			}
			if t.Name.Space != wordNS && t.Name.Space != wordStrictNS {
				continue
			}
			switch t.Name.Local {
			case "p":
				if paragraphs++; paragraphs > 1 {
					out.endLine()
				}
			case "t":
				inText = true
			case "tabs": // a paragraph's tab stops, not tab characters
				inTabStops++
			case "tab", "ptab":
				if inTabStops == 0 {
					out.WriteString("\t")
				}
			case "br", "cr":
				out.WriteString("\n")
				innerEnded = false
			case "noBreakHyphen":
				out.WriteString("-")
				innerEnded = false
			}
		case xml.EndElement:
			if t.Name.Space != wordNS && t.Name.Space != wordStrictNS {
				continue
			}
			switch t.Name.Local {
			case "t":
				inText = false
			case "tabs":
				inTabStops--
			case "p":
				if !innerEnded {
					out.WriteString("\n")
				}
				paragraphs--
				innerEnded = paragraphs > 0
			}
		case xml.CharData:
			if inText {
				out.WriteString(string(t))
				innerEnded = false
			}
		}
	}
	return nil
}
