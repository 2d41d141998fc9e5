package resume

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/ledongthuc/pdf"
)

// The library's own walks (its page lookup, inherited resources, Content and GetPlainText) trust
// the file: a page tree that contains itself loops forever, and a compressed content stream is
// inflated whole, however large. So the page tree, the inherited resources and the content
// operators are walked here, within these bounds, and only parsing is left to the library.
const (
	// maxPDFStream bounds the inflated size of one page's content and of one font's ToUnicode
	// map. A text page takes 5-100 KB, a page with a drawn logo a few hundred.
	maxPDFStream = 4 << 20
	// maxPDFTreeNodes and maxPDFTreeDepth bound the walk of the page tree and of a page's parents.
	maxPDFTreeNodes = 10_000
	maxPDFTreeDepth = 32
	// maxPDFForms bounds the form XObjects drawn on a page, and maxPDFFormDepth how deep they
	// nest: a form may draw itself.
	maxPDFForms     = 20
	maxPDFFormDepth = 4
	// maxPDFSaves bounds the nesting of saved graphics states; deeper saves are counted, not kept.
	maxPDFSaves = 64
	// maxPDFMappings bounds the mappings a font's ToUnicode map may declare: 2-byte codes
	// number 65,536.
	maxPDFMappings = 1 << 17
	// pdfOpsPerCheck is how many content operators run between looks at ctx.
	pdfOpsPerCheck = 1024
	// pdfDecodeChunk is how many bytes of a string are decoded between looks at ctx: a font's
	// map is searched linearly for each code, and a string may be long.
	pdfDecodeChunk = 512
)

// errPDFStop, panicked from inside the content interpreter, stops the page early: ctx ended
// or the text is full.
var errPDFStop = errors.New("resume: stop reading the page")

// readPDF writes the text of the first MaxPages pages of a PDF to out, a page after another.
// A PDF that needs a password to open is unreadable; one encrypted with an empty password
// (which only restricts printing or copying) is read.
func readPDF(ctx context.Context, data []byte, out *plainText) (err error) {
	defer func() {
		// The library reports malformed input by panicking, even from its accessors; the walk
		// panics with its own errors from inside the library's interpreter.
		r := recover()
		if e, ok := r.(error); ok && errors.Is(e, ErrUnreadable) {
			err = e
		} else if r != nil {
			err = fmt.Errorf("%w: malformed PDF: %v", ErrUnreadable, r)
		}
	}()
	r, err := pdf.NewReader(bytes.NewReader(data), int64(len(data)))
	if errors.Is(err, pdf.ErrInvalidPassword) {
		return fmt.Errorf("%w: the PDF needs a password", ErrUnreadable)
	}
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	pages := pdfPages(r.Trailer().Key("Root").Key("Pages"))
	if len(pages) == 0 {
		return fmt.Errorf("%w: a PDF without pages", ErrUnreadable)
	}
	for _, page := range pages {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("%w: %w", ErrUnreadable, err)
		}
		w := pdfWalker{ctx: ctx, out: out, resources: pdfInherited(page, "Resources"), fonts: map[string]*pdfFont{}}
		if err := w.walk(page.Key("Contents")); err != nil {
			return err
		}
		if out.full {
			break
		}
		out.WriteString("\n")
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%w: %w", ErrUnreadable, err)
	}
	return nil
}

// pdfPages returns the first MaxPages pages under the page tree node root, in order.
func pdfPages(root pdf.Value) []pdf.Value {
	var pages []pdf.Value
	nodes := 0
	var visit func(node pdf.Value, depth int)
	visit = func(node pdf.Value, depth int) {
		kids := node.Key("Kids")
		if kids.Kind() != pdf.Array {
			if node.Kind() == pdf.Dict {
				pages = append(pages, node)
			}
			return
		}
		for i := 0; i < kids.Len() && len(pages) < MaxPages && nodes < maxPDFTreeNodes && depth < maxPDFTreeDepth; i++ {
			nodes++
			visit(kids.Index(i), depth+1)
		}
	}
	visit(root, 0)
	return pages
}

// pdfInherited returns the value of key on page or the nearest of its parents that has it.
func pdfInherited(page pdf.Value, key string) pdf.Value {
	v := page
	for range maxPDFTreeDepth {
		if value := v.Key(key); !value.IsNull() {
			return value
		}
		v = v.Key("Parent")
	}
	return pdf.Value{}
}

// pdfReadStream copies the inflated data of a stream, or of an array of streams, to w, and
// refuses more than maxPDFStream or data that does not inflate. It costs little next to
// interpreting the data, and refuses a compressed bomb before the library takes it whole.
func pdfReadStream(v pdf.Value, w io.Writer) error {
	parts := []pdf.Value{v}
	if v.Kind() == pdf.Array {
		parts = make([]pdf.Value, min(v.Len(), maxPDFTreeNodes))
		for i := range parts {
			parts[i] = v.Index(i)
		}
	}
	var size int64
	for _, part := range parts {
		if part.Kind() != pdf.Stream {
			return fmt.Errorf("%w: content that is not a stream", ErrUnreadable)
		}
		rc := part.Reader()
		n, err := io.Copy(w, io.LimitReader(rc, maxPDFStream-size+1))
		rc.Close()
		if err != nil {
			return fmt.Errorf("%w: a stream does not inflate: %v", ErrUnreadable, err)
		}
		if size += n; size > maxPDFStream {
			return fmt.Errorf("%w: a stream inflates to more than %d MB", ErrUnreadable, maxPDFStream>>20)
		}
	}
	return nil
}

// pdfFont is what the text walk needs of a font: how to decode its codes into text and how
// far each glyph advances.
type pdfFont struct {
	enc     pdf.TextEncoding
	twoByte bool            // a composite (Type0) font: two bytes per code
	first   int             // the code of widths[0]
	widths  []float64       // simple font advances, in thousandths of the font size
	cid     map[int]float64 // composite font advances by code
	missing float64         // the advance of a code with none given
	guessed bool            // the font gives no advances: they are a guess
}

// pdfGuessedWidth is the advance assumed for each glyph of a font that gives none (only the
// standard 14 fonts may omit them), about the average of Helvetica's and Times's letters.
const pdfGuessedWidth = 500

// loadPDFFont reads the encoding and the advances of font dictionary v.
func loadPDFFont(v pdf.Value) (*pdfFont, error) {
	if tu := v.Key("ToUnicode"); !tu.IsNull() {
		var cmap bytes.Buffer
		if err := pdfReadStream(tu, &cmap); err != nil {
			return nil, err
		}
		if !pdfCMapCountsOK(cmap.Bytes()) {
			return nil, fmt.Errorf("%w: a ToUnicode map declares more than %d mappings", ErrUnreadable, maxPDFMappings)
		}
	}
	font := pdf.Font{V: v}
	f := &pdfFont{enc: font.Encoder(), missing: pdfGuessedWidth}
	switch v.Key("Subtype").Name() {
	case "Type0":
		f.twoByte = true
		d := v.Key("DescendantFonts").Index(0)
		if dw := d.Key("DW"); !dw.IsNull() {
			f.missing = dw.Float64()
		} else {
			f.missing = 1000
		}
		f.cid = pdfCIDWidths(d.Key("W"))
	case "Type3":
		// Its advances are in its own glyph space, scaled by its FontMatrix: guessing is simpler.
		f.guessed = true
	default:
		widths := v.Key("Widths")
		if widths.Kind() != pdf.Array {
			f.guessed = true
			break
		}
		f.first = int(v.Key("FirstChar").Int64())
		f.widths = make([]float64, min(widths.Len(), 256))
		for i := range f.widths {
			f.widths[i] = widths.Index(i).Float64()
		}
		f.missing = v.Key("FontDescriptor").Key("MissingWidth").Float64()
	}
	return f, nil
}

// pdfCMapCountsOK reports whether the numbers of a ToUnicode map add up to at most
// maxPDFMappings. The library takes the count that opens a block ("2 beginbfchar") on trust
// and keeps that many entries however few follow, so that a count of a billion exhausts the
// memory of the process. Every count is a number outside a hex string; a real map's counts (at
// most 100 a block) and its few other numbers add up to far less.
func pdfCMapCountsOK(data []byte) bool {
	total, number := 0, 0
	for i := 0; i < len(data); i++ {
		c := data[i]
		if c >= '0' && c <= '9' {
			number = min(number*10+int(c-'0'), maxPDFMappings+1)
			continue
		}
		total, number = total+number, 0
		if total > maxPDFMappings {
			return false
		}
		switch {
		case c == '<' && i+1 < len(data) && data[i+1] == '<': // a dictionary
			i++
		case c == '<': // a hex string, whose digits are codes, not numbers
			end := bytes.IndexByte(data[i:], '>')
			if end < 0 {
				return true
			}
			i += end
		}
	}
	return total+number <= maxPDFMappings
}

// pdfCIDWidths reads a composite font's W array: "c [w1 w2 ...]" gives codes from c on,
// "c1 c2 w" gives codes c1 to c2 one advance.
func pdfCIDWidths(w pdf.Value) map[int]float64 {
	widths := map[int]float64{}
	for i := 0; i+1 < w.Len() && len(widths) < 1<<16; {
		first := int(w.Index(i).Int64())
		if list := w.Index(i + 1); list.Kind() == pdf.Array {
			for j := range min(list.Len(), 1<<16) {
				widths[first+j] = list.Index(j).Float64()
			}
			i += 2
			continue
		}
		last, width := int(w.Index(i+1).Int64()), w.Index(i+2).Float64()
		for c := first; c <= last && c-first < 1<<16; c++ {
			widths[c] = width
		}
		i += 3
	}
	return widths
}

// width returns the advance of code in thousandths of the font size.
func (f *pdfFont) width(code int) float64 {
	switch {
	case f.guessed:
		return pdfGuessedWidth
	case f.cid != nil:
		if w, ok := f.cid[code]; ok {
			return w
		}
	case code >= f.first && code-f.first < len(f.widths):
		return f.widths[code-f.first]
	}
	return f.missing
}
