package resume

import (
	"context"
	"io"
	"math"
	"slices"

	"github.com/ledongthuc/pdf"
)

// pdfWalker interprets the text operators of one page's content and writes its text in the
// order it is drawn (which keeps the columns of a two-column resume apart), starting a line
// where the baseline moves and putting a space (or, across a wide gap, a tab) where the
// next piece of text starts clear of the previous one. Graphics operators are ignored.
type pdfWalker struct {
	ctx       context.Context
	out       *plainText
	resources pdf.Value
	fonts     map[string]*pdfFont // by resource name, read once
	ops       int                 // operators run so far
	forms     int                 // form XObjects drawn so far
	depth     int                 // form XObjects being drawn, one inside another
	args      []pdf.Value         // the operands of the operator running, reused

	gs     pdfState
	saved  []pdfState
	excess int // saves beyond maxPDFSaves, to match their restores
	tm     pdfMatrix
	tlm    pdfMatrix // the start of the current line

	// Whether the page has shown text yet, and where and how large the last text ended.
	drawn            bool
	lastY, lastEnd   float64
	lastSize         float64
	lastWidthGuessed bool
}

// pdfState is the part of the graphics state the text walk follows.
type pdfState struct {
	ctm                              pdfMatrix
	font                             *pdfFont
	size, charSpace, wordSpace, rise float64
	leading                          float64
	scale                            float64 // horizontal scaling, 1 for 100%
}

// pdfMatrix is a PDF transformation [a b c d e f], mapping (x, y) to (ax+cy+e, bx+dy+f).
type pdfMatrix [6]float64

var pdfIdentity = pdfMatrix{1, 0, 0, 1, 0, 0}

// then returns the transformation m followed by n.
func (m pdfMatrix) then(n pdfMatrix) pdfMatrix {
	return pdfMatrix{
		m[0]*n[0] + m[1]*n[2], m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2], m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4], m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

func pdfTranslate(x, y float64) pdfMatrix { return pdfMatrix{1, 0, 0, 1, x, y} }

// walk interprets content, a stream or an array of streams; a page without it has no text.
func (w *pdfWalker) walk(content pdf.Value) error {
	if content.IsNull() {
		return nil
	}
	if err := pdfReadStream(content, io.Discard); err != nil {
		return err
	}
	w.gs = pdfState{ctm: pdfIdentity, scale: 1}
	w.tm, w.tlm = pdfIdentity, pdfIdentity
	defer func() {
		if r := recover(); r != nil && r != errPDFStop {
			panic(r)
		}
	}()
	pdf.Interpret(content, w.do)
	return nil
}

// do runs one operator with its operands on stk.
func (w *pdfWalker) do(stk *pdf.Stack, op string) {
	w.args = w.args[:0]
	for stk.Len() > 0 {
		w.args = append(w.args, stk.Pop())
	}
	slices.Reverse(w.args)
	args := w.args
	if w.ops++; w.ops%pdfOpsPerCheck == 0 && w.ctx.Err() != nil {
		panic(errPDFStop)
	}

	switch op {
	case "q":
		if len(w.saved) == maxPDFSaves {
			w.excess++
			return
		}
		w.saved = append(w.saved, w.gs)
	case "Q":
		if w.excess > 0 {
			w.excess--
		} else if n := len(w.saved); n > 0 {
			w.gs, w.saved = w.saved[n-1], w.saved[:n-1]
		}
	case "cm":
		if m, ok := pdfMatrixOf(args); ok {
			w.gs.ctm = m.then(w.gs.ctm)
		}
	case "BT":
		w.tm, w.tlm = pdfIdentity, pdfIdentity
	case "Tf":
		if len(args) == 2 {
			w.gs.font, w.gs.size = w.font(args[0].Name()), args[1].Float64()
		}
	case "Tc", "Tw", "Tz", "TL", "Ts":
		if len(args) == 1 {
			w.setTextState(op, args[0].Float64())
		}
	case "Td", "TD":
		if len(args) == 2 {
			if op == "TD" {
				w.gs.leading = -args[1].Float64()
			}
			w.tlm = pdfTranslate(args[0].Float64(), args[1].Float64()).then(w.tlm)
			w.tm = w.tlm
		}
	case "Tm":
		if m, ok := pdfMatrixOf(args); ok {
			w.tm, w.tlm = m, m
		}
	case "T*":
		w.nextLine()
	case "Tj":
		if len(args) == 1 {
			w.show(args[0].RawString())
		}
	case "'":
		if len(args) == 1 {
			w.nextLine()
			w.show(args[0].RawString())
		}
	case "\"":
		if len(args) == 3 {
			w.gs.wordSpace, w.gs.charSpace = args[0].Float64(), args[1].Float64()
			w.nextLine()
			w.show(args[2].RawString())
		}
	case "TJ":
		if len(args) == 1 {
			w.showArray(args[0])
		}
	case "Do":
		if len(args) == 1 {
			w.drawForm(args[0].Name())
		}
	}
}

// drawForm interprets the form XObject called name as part of the page: some producers put
// a page's whole content, or its header, in one. Images and other XObjects have no text.
func (w *pdfWalker) drawForm(name string) {
	form := w.resources.Key("XObject").Key(name)
	if form.Key("Subtype").Name() != "Form" || w.forms == maxPDFForms || w.depth == maxPDFFormDepth {
		return
	}
	w.forms++
	if err := pdfReadStream(form, io.Discard); err != nil {
		panic(err)
	}
	gs, resources, fonts := w.gs, w.resources, w.fonts
	if r := form.Key("Resources"); !r.IsNull() {
		w.resources, w.fonts = r, map[string]*pdfFont{}
	}
	matrix := form.Key("Matrix")
	values := make([]pdf.Value, matrix.Len())
	for i := range values {
		values[i] = matrix.Index(i)
	}
	if m, ok := pdfMatrixOf(values); ok {
		w.gs.ctm = m.then(w.gs.ctm)
	}
	w.depth++
	pdf.Interpret(form, w.do)
	w.depth--
	w.gs, w.resources, w.fonts = gs, resources, fonts
}

func (w *pdfWalker) setTextState(op string, v float64) {
	switch op {
	case "Tc":
		w.gs.charSpace = v
	case "Tw":
		w.gs.wordSpace = v
	case "Tz":
		w.gs.scale = v / 100
	case "TL":
		w.gs.leading = v
	case "Ts":
		w.gs.rise = v
	}
}

func (w *pdfWalker) nextLine() {
	w.tlm = pdfTranslate(0, -w.gs.leading).then(w.tlm)
	w.tm = w.tlm
}

// font returns the page's font called name, read once per page.
func (w *pdfWalker) font(name string) *pdfFont {
	if f, ok := w.fonts[name]; ok {
		return f
	}
	f, err := loadPDFFont(w.resources.Key("Font").Key(name))
	if err != nil {
		panic(err)
	}
	w.fonts[name] = f
	return f
}

// showArray shows the strings of a TJ array; its numbers move the next one back, in
// thousandths of the font size.
func (w *pdfWalker) showArray(a pdf.Value) {
	for i := range a.Len() {
		v := a.Index(i)
		if v.Kind() == pdf.String {
			w.show(v.RawString())
			continue
		}
		w.tm = pdfTranslate(-v.Float64()/1000*w.gs.size*w.gs.scale, 0).then(w.tm)
	}
}

// show writes the text of the string raw, drawn at the current position, and moves past it.
func (w *pdfWalker) show(raw string) {
	f := w.gs.font
	if f == nil {
		f = w.font("")
	}
	start := w.origin()
	size := math.Hypot(start[2], start[3])

	step := 1
	if f.twoByte {
		step = 2
	}
	var advance float64
	for i := 0; i+step <= len(raw); i += step {
		code := int(raw[i])
		if step == 2 {
			code = code<<8 | int(raw[i+1])
		}
		a := f.width(code)/1000*w.gs.size + w.gs.charSpace
		if step == 1 && code == ' ' {
			a += w.gs.wordSpace
		}
		advance += a * w.gs.scale
	}
	w.tm = pdfTranslate(advance, 0).then(w.tm)
	end := w.origin()

	w.place(start[4], start[5], size, f.guessed)
	for len(raw) > 0 {
		piece := raw[:min(len(raw), pdfDecodeChunk)]
		raw = raw[len(piece):]
		text := f.enc.Decode(piece)
		w.out.WriteString(text)
		w.drawn = w.drawn || text != ""
		if w.out.full || w.ctx.Err() != nil {
			panic(errPDFStop)
		}
	}
	w.lastEnd, w.lastY, w.lastSize, w.lastWidthGuessed = end[4], start[5], size, f.guessed
}

// origin returns the text rendering matrix: where on the page, and how large, the next glyph
// is drawn.
func (w *pdfWalker) origin() pdfMatrix {
	g := w.gs
	return pdfMatrix{g.size * g.scale, 0, 0, g.size, 0, g.rise}.then(w.tm).then(g.ctm)
}

// place separates text starting at (x, y) from the text before it: a new line when the
// baseline moved by more than half a line, a space or a tab when it starts clear of the
// previous text's end. When an advance was guessed, only a wide gap counts.
func (w *pdfWalker) place(x, y, size float64, guessed bool) {
	if !w.drawn {
		return
	}
	em := max(size, w.lastSize, 1)
	gap := x - w.lastEnd
	switch {
	case math.Abs(y-w.lastY) > em/2:
		w.out.WriteString("\n")
	case gap > 2*em:
		w.out.WriteString("\t")
	case gap > em/5 && !guessed && !w.lastWidthGuessed:
		w.out.WriteString(" ")
	}
}

// pdfMatrixOf reads the six numbers of a cm or Tm operator.
func pdfMatrixOf(args []pdf.Value) (pdfMatrix, bool) {
	var m pdfMatrix
	if len(args) != 6 {
		return m, false
	}
	for i, a := range args {
		if a.Kind() != pdf.Integer && a.Kind() != pdf.Real {
			return m, false
		}
		m[i] = a.Float64()
	}
	return m, true
}
