package filecheck

import (
	"bytes"
	"crypto/rand"
	"errors"
	"fmt"
	"testing"
)

var (
	resumeTypes = []Type{PDF, DOC, DOCX}
	photoTypes  = []Type{PDF, JPEG, PNG}
	allTypes    = []Type{PDF, DOC, DOCX, JPEG, PNG}
)

func TestCheck(t *testing.T) {
	jpg, png := sampleJPEG(t), samplePNG(t)
	wordDoc := []cfbNode{{name: "WordDocument"}, {name: "1Table"}}
	random := make([]byte, 20<<10)
	_, _ = rand.Read(random)

	tests := []struct {
		name    string
		data    []byte
		allowed []Type
		want    Type
		wantErr error
	}{
		{"pdf as resume", []byte(minimalPDF), resumeTypes, PDF, nil},
		{"pdf as certification", []byte(minimalPDF), photoTypes, PDF, nil},
		{"docx", buildZip(t, docxParts(docxContentTypes)...), resumeTypes, DOCX, nil},
		{"docx whose Word parts come late", buildZip(t, append([]part{{"docProps/thumbnail.jpeg", random}}, docxParts(docxContentTypes)...)...), resumeTypes, DOCX, nil},
		{"doc", buildCFB(0, wordDoc...), resumeTypes, DOC, nil},
		{"doc whose directory is past the sniffed bytes", buildCFB(8, wordDoc...), resumeTypes, DOC, nil},
		{"jpeg as certification", jpg, photoTypes, JPEG, nil},
		{"png as work authorization", png, photoTypes, PNG, nil},

		{"jpeg as resume", jpg, resumeTypes, "", ErrUnsupported},
		{"docx as certification", buildZip(t, docxParts(docxContentTypes)...), photoTypes, "", ErrUnsupported},
		{"nothing allowed", []byte(minimalPDF), nil, "", ErrUnsupported},
		{"empty", nil, allTypes, "", ErrUnsupported},
		{"plain text", []byte("Ana López, teacher of mathematics.\n"), allTypes, "", ErrUnsupported},
		{"html", []byte("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"), allTypes, "", ErrUnsupported},
		{"exe", append([]byte("MZ\x90\x00\x03\x00\x00\x00"), make([]byte, 120)...), allTypes, "", ErrUnsupported},
		{"text that says it is a PDF", []byte("PDF-1.7 resume of Ana López (pdf)\n"), allTypes, "", ErrUnsupported},
		{"zip that is not a docx", buildZip(t, part{"hello.txt", []byte("hello")}), allTypes, "", ErrUnsupported},
		{"xlsx", buildZip(t, part{"[Content_Types].xml", []byte(docxContentTypes)}, part{"xl/workbook.xml", []byte("<workbook/>")}), allTypes, "", ErrUnsupported},
		{"excel workbook", buildCFB(0, cfbNode{name: "Workbook"}), allTypes, "", ErrUnsupported},
		{"compound file that is not Word", buildCFB(8, cfbNode{name: "Contents"}), allTypes, "", ErrUnsupported},

		{"docm renamed docx", buildZip(t, docxParts(docmContentTypes, part{"word/vbaProject.bin", []byte("VBA")})...), resumeTypes, "", ErrMacros},
		{"docx declaring macros only in content types", buildZip(t, docxParts(docmContentTypes)...), resumeTypes, "", ErrMacros},
		{"docx carrying vbaProject.bin", buildZip(t, docxParts(docxContentTypes, part{"word/vbaProject.bin", []byte("VBA")})...), resumeTypes, "", ErrMacros},
		{"doc with macros", buildCFB(0, append(wordDoc, cfbNode{name: "Macros", children: []cfbNode{{name: "VBA", children: []cfbNode{{name: "dir"}}}, {name: "PROJECT"}}})...), resumeTypes, "", ErrMacros},
		{"doc with a macro-enabled embedded workbook", buildCFB(0, append(wordDoc, cfbNode{name: "ObjectPool", children: []cfbNode{{name: "_1234", children: []cfbNode{{name: "_VBA_PROJECT_CUR", storage: true}}}}})...), resumeTypes, "", ErrMacros},

		{"zip bomb", buildZip(t, docxParts(docxContentTypes, part{"word/media/big.xml", make([]byte, 4<<20)})...), resumeTypes, "", ErrArchive},
		{"header lying about size", buildRawZip(t, rawPart{"word/media/lie.xml", deflate(t, make([]byte, 1<<20)), 1 << 10}), resumeTypes, "", ErrArchive},
		{"too large uncompressed", buildRawZip(t, manyRawParts(40, random[:16<<10], 1500<<10)...), resumeTypes, "", ErrArchive},
		{"too many entries", buildZip(t, docxParts(docxContentTypes, manyParts(maxEntries)...)...), resumeTypes, "", ErrArchive},
		{"duplicate entries", buildZip(t, docxParts(docxContentTypes, part{"WORD/document.xml", []byte(docxDocument)})...), resumeTypes, "", ErrArchive},
		{"truncated docx", buildZip(t, docxParts(docxContentTypes)...)[:300], resumeTypes, "", ErrArchive},
		{"malformed content types", buildZip(t, docxParts("<Types><Default")...), resumeTypes, "", ErrArchive},
		{"truncated doc", buildCFB(0, wordDoc...)[:600], resumeTypes, "", ErrArchive},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := check(tt.data, tt.allowed...)
			if got != tt.want || !errors.Is(err, tt.wantErr) || (err == nil) != (tt.wantErr == nil) {
				t.Fatalf("Check = %q, %v; want %q, %v", got, err, tt.want, tt.wantErr)
			}
		})
	}
}

func manyParts(n int) []part {
	parts := make([]part, n)
	for i := range parts {
		parts[i] = part{name: fmt.Sprintf("word/media/%d.xml", i)}
	}
	return parts
}

func manyRawParts(n int, compressed []byte, declared uint64) []rawPart {
	parts := make([]rawPart, n)
	for i := range parts {
		parts[i] = rawPart{name: fmt.Sprintf("word/media/%d.bin", i), compressed: compressed, uncompressed: declared}
	}
	return parts
}

func TestContentType(t *testing.T) {
	for typ, want := range map[Type]string{
		PDF:   "application/pdf",
		DOC:   "application/msword",
		DOCX:  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
		JPEG:  "image/jpeg",
		PNG:   "image/png",
		"exe": "application/octet-stream",
	} {
		if got := typ.ContentType(); got != want {
			t.Errorf("%q.ContentType() = %q, want %q", typ, got, want)
		}
	}
}

func FuzzCheck(f *testing.F) {
	for _, seed := range [][]byte{
		[]byte(minimalPDF),
		buildZip(f, docxParts(docxContentTypes)...),
		buildZip(f, docxParts(docmContentTypes, part{"word/vbaProject.bin", []byte("VBA")})...),
		buildCFB(0, cfbNode{name: "WordDocument"}, cfbNode{name: "Macros", children: []cfbNode{{name: "VBA", storage: true}}}),
		buildCFB(2, cfbNode{name: "WordDocument"}),
		sampleJPEG(f),
		samplePNG(f),
		[]byte("plain text"),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := check(data, allTypes...)
		switch {
		case err == nil && got == "":
			t.Fatal("no type and no error")
		case err != nil && got != "":
			t.Fatalf("type %q with error %v", got, err)
		case err != nil && !errors.Is(err, ErrUnsupported) && !errors.Is(err, ErrMacros) && !errors.Is(err, ErrArchive):
			t.Fatalf("error %v wraps none of the package's errors", err)
		case err == nil && bytes.Equal(data, nil):
			t.Fatal("empty input accepted")
		}
	})
}

// check runs Check on data as the service does on a file.
func check(data []byte, allowed ...Type) (Type, error) {
	return Check(bytes.NewReader(data), int64(len(data)), allowed...)
}
