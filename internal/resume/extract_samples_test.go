package resume

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"compress/zlib"
	"crypto/md5"
	"crypto/rc4"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/pdfwrite"
)

// extractSampleResume is a realistic three-page teacher's resume of about 600 words, a line
// per element.
var extractSampleResume = [][]string{{
	"Maria Santos",
	"Tampa, FL 33602 | maria.santos@example.com | (813) 555-0147",
	"PROFESSIONAL SUMMARY",
	"Bilingual mathematics teacher with nine years of experience in public middle and high schools,",
	"skilled in differentiated instruction, data-driven planning and strategies for English language learners.",
	"Holds a Florida Professional Certificate in Mathematics 6-12 and an ESOL endorsement.",
	"TEACHING EXPERIENCE",
	"Mathematics Teacher, Grades 8-10 | Hillsborough County Public Schools, Tampa, FL | 2021 - Present",
	"- Teach Algebra I, Geometry and Algebra II to 140 students a year in a Title I school.",
	"- Raised the share of students passing the Algebra I end-of-course exam from 48% to 71% in two years.",
	"- Designed weekly data chats with students, cutting missing assignments by 35%.",
	"- Co-lead the dual-language mathematics pilot, teaching 45 students in English and Spanish.",
	"- Mentor two first-year teachers through the district's induction program.",
	"Mathematics Teacher, Grades 7-9 | Colegio San Agustin, Makati, Philippines | 2016 - 2021",
	"- Taught mathematics to classes of 40 to 46 students using an inquiry-based curriculum.",
	"- Built a bank of 300 formative assessment items shared by the whole department.",
	"- Coached the mathematics olympiad team to three regional medals in 2019 and 2020.",
	"- Introduced GeoGebra and Desmos activities (adopted by six colleagues).",
	"Substitute Teacher | Quezon City Science High School, Philippines | 2015 - 2016",
	"- Covered mathematics and physics classes for up to 12 weeks at a time.",
	"- Kept pacing on track during long absences, with 95% of planned lessons delivered.",
}, {
	"EDUCATION",
	"Master of Arts in Teaching Mathematics | University of the Philippines Diliman | 2019",
	"Thesis: Formative assessment routines for large mathematics classes.",
	"Bachelor of Secondary Education, major in Mathematics | Philippine Normal University | 2015",
	"Graduated cum laude; student teaching at Manila Science High School.",
	"CERTIFICATION",
	"Florida Professional Certificate, Mathematics 6-12, valid through 2027",
	"ESOL Endorsement, Florida Department of Education, 2022",
	"Licensed Professional Teacher, Professional Regulation Commission, Philippines, 2015",
	"PROFESSIONAL DEVELOPMENT",
	"- Kagan Cooperative Learning, 30 hours, 2023",
	"- Teaching Mathematics to English Language Learners, 24 hours, 2022",
	"- Restorative Practices in the Classroom, 12 hours, 2021",
	"- Google Certified Educator Level 1, 2020",
	"SKILLS",
	"Differentiated instruction for mixed-ability classes, including students with IEPs and 504 plans.",
	"Data-driven instruction: item analysis, small-group reteaching and progress monitoring.",
	"Classroom management for large classes with clear routines and restorative conversations.",
	"STEM instruction: project-based units on modelling, statistics and coding with Python.",
	"Technology: Google Classroom, Canvas, GeoGebra, Desmos, Microsoft Excel.",
	"Languages: English (fluent), Spanish (professional), Tagalog (native).",
}, {
	"LEADERSHIP AND SERVICE",
	"Mathematics Department Chair | Colegio San Agustin | 2019 - 2021",
	"- Led a department of 11 teachers and aligned the grade 7-10 curriculum with new national standards.",
	"- Organised monthly lesson studies; 9 of 11 teachers took part in the first year.",
	"Family Math Night Coordinator | Hillsborough County Public Schools | 2022 - Present",
	"- Plan three bilingual evenings a year for about 120 families, with activities in English and Spanish.",
	"Testing Coordinator (volunteer) | Hillsborough County Public Schools | 2023 - Present",
	"- Schedule and proctor state assessments for 600 students, with accommodations for 80 of them.",
	"AWARDS",
	"Teacher of the Year, Colegio San Agustin, 2020",
	"Outstanding Mentor, Hillsborough County New Teacher Program, 2023",
	"PROFESSIONAL MEMBERSHIPS",
	"National Council of Teachers of Mathematics, member since 2017",
	"Florida Council of Teachers of Mathematics, presenter on bilingual math talks at the 2023 annual conference",
	"REFERENCES",
	"Dr. Elena Cruz, Principal, Colegio San Agustin | elena.cruz@example.com | +63 2 555 0100",
	"Mr. James Porter, Assistant Principal, Hillsborough County Public Schools | jporter@example.com",
	"Ms. Linda Ortiz, Mathematics Coach, Hillsborough County Public Schools | lortiz@example.com",
}}

// courierPDF returns a one-page PDF drawing each content stream fragment in turn, with /F1 a
// Courier that gives its advances: every glyph 600 thousandths of the font size.
func courierPDF(content ...string) []byte {
	widths := strings.TrimSpace(strings.Repeat("600 ", 126-32+1))
	return pdfwrite.Objects(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
		pdfwrite.Stream("", strings.Join(content, "\n")),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /FirstChar 32 /LastChar 126 /Widths ["+widths+"] >>",
	)
}

// type0Mappings maps the glyph codes type0PDF draws back to characters.
const type0Mappings = "1 beginbfrange <0120> <017E> <0020> endbfrange"

// type0PDF returns a one-page PDF with a line per element drawn in a composite font, as Word
// and browsers write them: two-byte glyph codes (here a character's code plus 0x100) that only
// the font's ToUnicode map, with the given mappings, turns into text.
func type0PDF(mappings string, lines ...string) []byte {
	var content strings.Builder
	content.WriteString("BT /F1 12 Tf 72 700 Td\n")
	for _, line := range lines {
		content.WriteString("<")
		for _, c := range []byte(line) {
			fmt.Fprintf(&content, "%04X", 0x100+int(c))
		}
		content.WriteString("> Tj 0 -14 Td\n")
	}
	content.WriteString("ET")
	cmap := "/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n" +
		"/CMapName /Adobe-Identity-UCS def /CMapType 2 def\n" +
		"1 begincodespacerange <0000> <FFFF> endcodespacerange\n" +
		mappings + "\n" +
		"endcmap CMapName currentdict /CMap defineresource pop end end"
	return pdfwrite.Objects(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
		pdfwrite.Stream("", content.String()),
		"<< /Type /Font /Subtype /Type0 /BaseFont /Arial /Encoding /Identity-H /ToUnicode 6 0 R "+
			"/DescendantFonts [<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Arial /W [288 382 556] >>] >>",
		pdfwrite.Stream("", cmap),
	)
}

// passwordPDF returns a PDF encrypted (RC4, revision 2) with the user password "secret", so
// that it opens only with the password.
func passwordPDF(t *testing.T) []byte {
	t.Helper()
	pad := []byte("\x28\xbf\x4e\x5e\x4e\x75\x8a\x41\x64\x00\x4e\x56\xff\xfa\x01\x08" +
		"\x2e\x2e\x00\xb6\xd0\x68\x3e\x80\x2f\x0c\xa9\xfe\x64\x53\x69\x7a")
	owner, id, permissions := bytes.Repeat([]byte{0x42}, 32), []byte("0123456789abcdef"), int32(-4)
	h := md5.New()
	h.Write(append([]byte("secret"), pad[:32-len("secret")]...))
	h.Write(owner)
	h.Write([]byte{byte(permissions), byte(permissions >> 8), byte(permissions >> 16), byte(permissions >> 24)})
	h.Write(id)
	c, err := rc4.NewCipher(h.Sum(nil)[:5])
	if err != nil {
		t.Fatal(err)
	}
	user := make([]byte, 32)
	c.XORKeyStream(user, pad)
	encrypt := fmt.Sprintf("/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <%X> /U <%X> /P %d >> /ID [<%X> <%X>] >>",
		owner, user, permissions, id, id)
	return bytes.Replace(pdfwrite.Pages([]string{"Ana Reyes"}), []byte("/Root 1 0 R >>"), []byte(encrypt), 1)
}

// bombPDF returns a small PDF whose only page's content inflates to 5 MB of spaces.
func bombPDF(t *testing.T) []byte {
	t.Helper()
	var z bytes.Buffer
	zw, err := zlib.NewWriterLevel(&z, zlib.BestSpeed)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := zw.Write(bytes.Repeat([]byte(" "), 5<<20)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return pdfwrite.Objects(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
		pdfwrite.Stream("/Filter /FlateDecode", z.String()),
	)
}

// wordXMLHead opens a WordprocessingML document up to its body.
const wordXMLHead = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
	`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ` +
	`xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><w:body>`

// wordXML returns a WordprocessingML document whose body is body.
func wordXML(body string) string {
	return wordXMLHead + body + `</w:body></w:document>`
}

// docxFile returns a DOCX whose main document is document.
func docxFile(tb testing.TB, document string) []byte {
	return extractZip(tb, map[string]string{
		"[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
		"word/document.xml":   document,
	})
}

// extractZip returns a zip of the given entries, by name.
func extractZip(tb testing.TB, entries map[string]string) []byte {
	tb.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, data := range entries {
		w, err := zw.Create(name)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := io.WriteString(w, data); err != nil {
			tb.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// docxTooManyEntries returns a valid DOCX with 1,001 parts, all but one empty.
func docxTooManyEntries(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := range 1000 {
		if _, err := zw.CreateHeader(&zip.FileHeader{Name: fmt.Sprintf("word/media/image%d.png", i), Method: zip.Store}); err != nil {
			t.Fatal(err)
		}
	}
	w, err := zw.Create("word/document.xml")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(w, wordXML("<w:p><w:r><w:t>Ana</w:t></w:r></w:p>")); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// docxBomb returns a DOCX of about 15 KB whose word/document.xml inflates to 11 MB, and says
// so in its header.
func docxBomb(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	zw.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(w, flate.BestSpeed)
	})
	w, err := zw.Create("word/document.xml")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(w, wordXMLHead); err != nil {
		t.Fatal(err)
	}
	chunk := bytes.Repeat([]byte(" "), 1<<20)
	for range 11 {
		if _, err := w.Write(chunk); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// docxLyingSize returns a DOCX whose word/document.xml says it is 1 KB and inflates to 1 MB.
func docxLyingSize(t *testing.T) []byte {
	t.Helper()
	var deflated bytes.Buffer
	fw, err := flate.NewWriter(&deflated, flate.BestSpeed)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(fw, wordXMLHead+"<w:p><w:r><w:t>"); err != nil {
		t.Fatal(err)
	}
	if _, err := fw.Write(bytes.Repeat([]byte("a"), 1<<20)); err != nil {
		t.Fatal(err)
	}
	if err := fw.Close(); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateRaw(&zip.FileHeader{Name: "word/document.xml", Method: zip.Deflate,
		CompressedSize64: uint64(deflated.Len()), UncompressedSize64: 1 << 10})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(deflated.Bytes()); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
