package filecheck

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"encoding/binary"
	"testing"
	"unicode/utf16"
)

// The sample files the tests check are built here, so no binary fixtures
// are checked in.

// minimalPDF is a one-page PDF that real viewers open.
const minimalPDF = "%PDF-1.4\n" +
	"1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
	"2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
	"3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n" +
	"trailer << /Root 1 0 R >>\n%%EOF\n"

// part is one entry of a sample zip.
type part struct {
	name string
	data []byte
}

const (
	docxContentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`
	docmContentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.&#109;acroEnabled.main+xml"/></Types>`
	docxRels     = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`
	docxDocument = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Lesson plan</w:t></w:r></w:p></w:body></w:document>`
)

// docxParts returns the parts of a minimal Word document with the given
// content types, followed by extra parts.
func docxParts(contentTypes string, extra ...part) []part {
	return append([]part{
		{"[Content_Types].xml", []byte(contentTypes)},
		{"_rels/.rels", []byte(docxRels)},
		{"word/document.xml", []byte(docxDocument)},
	}, extra...)
}

// buildZip writes parts with archive/zip, deflated.
func buildZip(tb testing.TB, parts ...part) []byte {
	tb.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, p := range parts {
		w, err := zw.Create(p.name)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := w.Write(p.data); err != nil {
			tb.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// rawPart is a zip entry written with headers the test chooses, true or not.
type rawPart struct {
	name         string
	compressed   []byte
	uncompressed uint64
}

// buildRawZip appends rawParts after a minimal Word document.
func buildRawZip(tb testing.TB, raws ...rawPart) []byte {
	tb.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, p := range docxParts(docxContentTypes) {
		w, _ := zw.Create(p.name)
		_, _ = w.Write(p.data)
	}
	for _, r := range raws {
		w, err := zw.CreateRaw(&zip.FileHeader{Name: r.name, Method: zip.Deflate,
			CompressedSize64: uint64(len(r.compressed)), UncompressedSize64: r.uncompressed})
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := w.Write(r.compressed); err != nil {
			tb.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// deflate compresses data the way a zip entry is compressed.
func deflate(tb testing.TB, data []byte) []byte {
	tb.Helper()
	var buf bytes.Buffer
	fw, _ := flate.NewWriter(&buf, flate.BestCompression)
	_, _ = fw.Write(data)
	if err := fw.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// cfbNode is a stream, or a storage when it has children or storage is set,
// in a sample compound file.
type cfbNode struct {
	name     string
	storage  bool
	children []cfbNode
}

// Compound file constants ([MS-CFB] 2.1 and 2.6).
const (
	cfbSector   = 512
	cfbFree     = 0xFFFFFFFF
	cfbEnd      = 0xFFFFFFFE
	cfbFATSect  = 0xFFFFFFFD
	cfbNoStream = 0xFFFFFFFF
)

// buildCFB writes a version 3 compound file whose streams are all empty,
// enough for a reader to walk its directory. The root carries Word's CLSID.
// pad empty sectors before the directory push it past what a sniffer reads.
func buildCFB(pad int, nodes ...cfbNode) []byte {
	type entry struct {
		name               string
		kind               byte
		left, right, child uint32
	}
	entries := []entry{{name: "Root Entry", kind: 5, left: cfbNoStream, right: cfbNoStream}}
	var add func(nodes []cfbNode) uint32
	add = func(nodes []cfbNode) uint32 {
		first := uint32(cfbNoStream)
		prev := -1
		for _, n := range nodes {
			id := len(entries)
			kind := byte(2)
			if n.storage || len(n.children) > 0 {
				kind = 1
			}
			entries = append(entries, entry{name: n.name, kind: kind, left: cfbNoStream, right: cfbNoStream})
			entries[id].child = add(n.children)
			if prev < 0 {
				first = uint32(id)
			} else {
				entries[prev].right = uint32(id)
			}
			prev = id
		}
		return first
	}
	entries[0].child = add(nodes)

	dirSectors := (len(entries) + 3) / 4
	firstDir := 1 + pad
	out := make([]byte, cfbSector*(1+firstDir+dirSectors))
	h := out[:cfbSector]
	copy(h, "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")
	le := binary.LittleEndian
	le.PutUint16(h[24:], 0x3E)
	le.PutUint16(h[26:], 3)
	le.PutUint16(h[28:], 0xFFFE)
	le.PutUint16(h[30:], 9)
	le.PutUint16(h[32:], 6)
	le.PutUint32(h[44:], 1)
	le.PutUint32(h[48:], uint32(firstDir))
	le.PutUint32(h[56:], 4096)
	le.PutUint32(h[60:], cfbEnd)
	le.PutUint32(h[68:], cfbEnd)
	for i := 76; i < cfbSector; i += 4 {
		le.PutUint32(h[i:], cfbFree)
	}
	le.PutUint32(h[76:], 0)

	fat := out[cfbSector : 2*cfbSector]
	for i := 0; i < cfbSector; i += 4 {
		le.PutUint32(fat[i:], cfbFree)
	}
	le.PutUint32(fat, cfbFATSect)
	for s := firstDir; s < firstDir+dirSectors; s++ {
		next := uint32(s + 1)
		if s == firstDir+dirSectors-1 {
			next = cfbEnd
		}
		le.PutUint32(fat[4*s:], next)
	}

	dir := out[cfbSector*(1+firstDir):]
	for i := range dirSectors * 4 {
		d := dir[128*i : 128*(i+1)]
		le.PutUint32(d[68:], cfbNoStream)
		le.PutUint32(d[72:], cfbNoStream)
		le.PutUint32(d[76:], cfbNoStream)
		if i >= len(entries) {
			continue
		}
		e := entries[i]
		name := utf16.Encode([]rune(e.name))
		for j, c := range name {
			le.PutUint16(d[2*j:], c)
		}
		le.PutUint16(d[64:], uint16(2*len(name)+2))
		d[66], d[67] = e.kind, 1
		le.PutUint32(d[68:], e.left)
		le.PutUint32(d[72:], e.right)
		le.PutUint32(d[76:], e.child)
		if i == 0 {
			copy(d[80:], "\x06\x09\x02\x00\x00\x00\x00\x00\xC0\x00\x00\x00\x00\x00\x00\x46")
		}
		le.PutUint32(d[116:], cfbEnd)
	}
	return out
}
