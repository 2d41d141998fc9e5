package filecheck

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"path"
	"slices"
	"strings"

	"github.com/richardlehane/mscfb"
)

const (
	// maxEntries bounds the parts of a DOCX and the directory entries of a
	// DOC. Ordinary documents have 10-50, one with many images a few
	// hundred; a thousand leaves room while keeping the walk cheap.
	maxEntries = 1000
	// maxUncompressed bounds the declared uncompressed size of all DOCX
	// parts together: five times the 10 MB upload limit, more than text and
	// already-compressed images ever expand to, small enough to read once.
	maxUncompressed = 50 << 20
	// maxRatio bounds uncompressed/compressed size per DOCX part. Word XML
	// deflates about 10:1; 100:1 is Apache POI's default limit for the same
	// check, while a zip bomb reaches about 1000:1.
	maxRatio = 100
	// ratioGrace is the part size below which maxRatio is not enforced:
	// a small part full of repetition (say, empty table cells) may compress
	// far better than 100:1 and can do no harm. POI uses the same grace.
	ratioGrace = 100 << 10
)

// checkDOCX refuses a zip that is over the bounds or malformed (ErrArchive),
// is not a Word document (ErrUnsupported) or carries a VBA project (ErrMacros).
func checkDOCX(r io.ReaderAt, size int64) error {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return fmt.Errorf("%w: unreadable zip: %v", ErrArchive, err)
	}
	if len(zr.File) > maxEntries {
		return fmt.Errorf("%w: %d entries, at most %d", ErrArchive, len(zr.File), maxEntries)
	}
	var contentTypes *zip.File
	var total uint64
	seen := make(map[string]bool, len(zr.File))
	for _, f := range zr.File {
		// OPC part names are case-insensitive; two parts with one name
		// would let different readers see different documents.
		name := strings.ToLower(f.Name)
		if seen[name] {
			return fmt.Errorf("%w: duplicate entry %q", ErrArchive, f.Name)
		}
		seen[name] = true
		if name == "[content_types].xml" {
			contentTypes = f
		}
		if path.Base(name) == "vbaproject.bin" {
			return fmt.Errorf("%w: %s", ErrMacros, f.Name)
		}
		size := f.UncompressedSize64
		if size > maxUncompressed || total+size > maxUncompressed {
			return fmt.Errorf("%w: more than %d MB uncompressed", ErrArchive, maxUncompressed>>20)
		}
		total += size
		if size > ratioGrace && size/maxRatio > f.CompressedSize64 {
			return fmt.Errorf("%w: entry %q compressed more than %d:1", ErrArchive, f.Name, maxRatio)
		}
	}
	if contentTypes == nil || !seen["word/document.xml"] {
		return fmt.Errorf("%w: a zip archive without [Content_Types].xml and word/document.xml is not a Word document", ErrUnsupported)
	}
	// Inflate every part once, so a damaged archive or one whose headers lie
	// about sizes is refused here rather than when someone opens it.
	var ct bytes.Buffer
	for _, f := range zr.File {
		w := io.Discard
		if f == contentTypes {
			w = &ct
		}
		if err := readEntry(f, w); err != nil {
			return err
		}
	}
	return checkContentTypes(ct.Bytes())
}

// readEntry copies f's content to w through a reader limited to the declared
// size, so that a lying header cannot push past the bounds checked above.
func readEntry(f *zip.File, w io.Writer) error {
	rc, err := f.Open()
	if err != nil {
		return fmt.Errorf("%w: entry %q: %v", ErrArchive, f.Name, err)
	}
	defer rc.Close()
	n, err := io.Copy(w, io.LimitReader(rc, int64(f.UncompressedSize64)+1))
	if err != nil {
		return fmt.Errorf("%w: entry %q: %v", ErrArchive, f.Name, err)
	}
	if uint64(n) != f.UncompressedSize64 {
		return fmt.Errorf("%w: entry %q is not the size its header declares", ErrArchive, f.Name)
	}
	return nil
}

// checkContentTypes refuses a macro-enabled document (a .docm or .dotm renamed
// .docx) by the content types it declares. It parses the XML rather than
// searching bytes so character references cannot hide a name; anything
// encoding/xml cannot read (such as UTF-16) is refused.
func checkContentTypes(data []byte) error {
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%w: [Content_Types].xml: %v", ErrArchive, err)
		}
		el, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		for _, a := range el.Attr {
			v := strings.ToLower(a.Value)
			if a.Name.Local == "ContentType" && (strings.Contains(v, "macroenabled") || strings.Contains(v, "vbaproject")) {
				return fmt.Errorf("%w: content type %s", ErrMacros, a.Value)
			}
		}
	}
}

// vbaStorages are the compound-file entries that hold a VBA project: Word
// keeps it under Macros/VBA, Excel (embedded sheets) under _VBA_PROJECT_CUR.
var vbaStorages = []string{"Macros", "_VBA_PROJECT_CUR", "VBA", "_VBA_PROJECT"}

// checkDOC refuses a compound file that is malformed or too large a tree
// (ErrArchive), is not a Word document (ErrUnsupported) or holds a VBA
// project anywhere, embedded objects included (ErrMacros).
func checkDOC(data io.ReaderAt) error {
	r, err := mscfb.New(data)
	if err != nil {
		return fmt.Errorf("%w: unreadable compound file: %v", ErrArchive, err)
	}
	if len(r.File) > maxEntries {
		return fmt.Errorf("%w: %d entries, at most %d", ErrArchive, len(r.File), maxEntries)
	}
	word := false
	for f, err := r.Next(); err == nil; f, err = r.Next() {
		for _, name := range vbaStorages {
			if strings.EqualFold(f.Name, name) {
				return fmt.Errorf("%w: %s", ErrMacros, strings.Join(slices.Concat(f.Path, []string{f.Name}), "/"))
			}
		}
		if f.Name == "WordDocument" && len(f.Path) == 0 && !f.FileInfo().IsDir() {
			word = true
		}
	}
	if !word {
		return fmt.Errorf("%w: a compound file without a WordDocument stream is not a Word document", ErrUnsupported)
	}
	return nil
}
