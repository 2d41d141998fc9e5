package filecheck

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

func TestSafeName(t *testing.T) {
	long := strings.Repeat("é", 80) + ".pdf" // 160 bytes of two-byte letters
	tests := []struct {
		name string
		typ  Type
		want string
	}{
		{"Currículum Pérez.pdf", PDF, "Currículum Pérez.pdf"},
		{"Curri\u0301culum.pdf", PDF, "Currículum.pdf"}, // decomposed accent → NFC
		{"../../etc/passwd", PDF, "passwd.pdf"},
		{`C:\Users\ana\Documents\cv.docx`, DOCX, "cv.docx"},
		{`..\..\windows\win.ini`, DOC, "win.doc"},
		{"cv.exe", PDF, "cv.pdf"},
		{"resume", DOCX, "resume.docx"},
		{"photo.JPEG", JPEG, "photo.jpeg"},
		{"photo.png", JPEG, "photo.jpg"},
		{"Plan v1.2", DOCX, "Plan v1.2.docx"},
		{"invoice\u202Efdp.exe", PDF, "invoicefdp.pdf"}, // RTL override
		{"a\u200Bb\uFEFF\u2066c\u2069.pdf", PDF, "abc.pdf"},
		{"line\nbreak\ttab\x00nul\x7f.pdf", PDF, "line break tabnul.pdf"},
		{"  lots   of\u00a0 space  .pdf", PDF, "lots of space.pdf"},
		{`a"b*c:d<e>f?g|h;i%j.pdf`, PDF, "a_b_c_d_e_f_g_h_i_j.pdf"},
		{"", PDF, "document.pdf"},
		{"...", PNG, "document.png"},
		{"..", PDF, "document.pdf"},
		{".pdf", PDF, "document.pdf"},
		{".bashrc", PDF, "bashrc.pdf"},
		{"report. . .", PDF, "report.pdf"},
		{"\u202E\u200B", PDF, "document.pdf"},
		{"dir/", PDF, "document.pdf"},
		{"CON.pdf", PDF, "_CON.pdf"},
		{"nul.tar.doc", DOC, "_nul.tar.doc"},
		{"bad\xffutf8.pdf", PDF, "badutf8.pdf"},
		{"cv.pdf", Type("exe"), "cv.bin"},
		{long, PDF, strings.Repeat("é", 48) + ".pdf"},
		{strings.Repeat("a", 200), DOCX, strings.Repeat("a", 95) + ".docx"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := SafeName(tt.name, tt.typ)
			if got != tt.want {
				t.Errorf("SafeName(%q, %s) = %q, want %q", tt.name, tt.typ, got, tt.want)
			}
			checkSafeName(t, got, tt.typ)
		})
	}
}

// checkSafeName asserts what every SafeName result must be.
func checkSafeName(t *testing.T, got string, typ Type) {
	t.Helper()
	exts, ok := extensions[typ]
	if !ok {
		exts = []string{"bin"}
	}
	switch _, ext := splitExt(got); {
	case !utf8.ValidString(got):
		t.Fatalf("%q is not valid UTF-8", got)
	case len(got) > maxNameBytes:
		t.Fatalf("%q is %d bytes", got, len(got))
	case !containsFold(exts, ext) || ext != strings.ToLower(ext):
		t.Fatalf("%q does not end in an extension of %s", got, typ)
	case strings.ContainsAny(got, unsafeChars):
		t.Fatalf("%q contains a reserved character", got)
	case strings.HasPrefix(got, ".") || strings.HasPrefix(got, " ") || strings.Contains(got, "  "):
		t.Fatalf("%q starts with a dot or space or has doubled spaces", got)
	case strings.IndexFunc(got, func(r rune) bool { return unicode.In(r, unicode.C) || r != ' ' && unicode.IsSpace(r) }) >= 0:
		t.Fatalf("%q contains a control, format or odd space character", got)
	case !norm.NFC.IsNormalString(got):
		t.Fatalf("%q is not NFC", got)
	}
}

func FuzzSafeName(f *testing.F) {
	for _, seed := range []string{"Currículum Pérez.pdf", "../../x", `C:\a\b.doc`, "a\u202Eb", "...", "", "CON", strings.Repeat("ñ", 70)} {
		f.Add(seed, uint8(0))
	}
	types := slices.Concat(allTypes, []Type{"bin"})
	f.Fuzz(func(t *testing.T, name string, kind uint8) {
		typ := types[int(kind)%len(types)]
		checkSafeName(t, SafeName(name, typ), typ)
	})
}
