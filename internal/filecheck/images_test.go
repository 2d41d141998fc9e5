package filecheck

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/gabriel-vasile/mimetype"
)

// testImage is a small gradient, so a decoding bug shows in the pixels.
func testImage() image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, 32, 24))
	for y := range 24 {
		for x := range 32 {
			img.Set(x, y, color.NRGBA{uint8(8 * x), uint8(10 * y), 128, 255})
		}
	}
	return img
}

func sampleJPEG(tb testing.TB) []byte {
	tb.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, testImage(), nil); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

func samplePNG(tb testing.TB) []byte {
	tb.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, testImage()); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// exifWithGPS is a TIFF block as cameras write it: a Make tag and a GPS IFD
// with latitude 27°57'12.34" N (Tampa).
func exifWithGPS() []byte {
	le := binary.LittleEndian
	b := []byte("II*\x00\x08\x00\x00\x00")
	ifd := func(entries ...[12]byte) {
		b = le.AppendUint16(b, uint16(len(entries)))
		for _, e := range entries {
			b = append(b, e[:]...)
		}
		b = le.AppendUint32(b, 0)
	}
	entry := func(tag, typ uint16, count, value uint32) (e [12]byte) {
		le.PutUint16(e[0:], tag)
		le.PutUint16(e[2:], typ)
		le.PutUint32(e[4:], count)
		le.PutUint32(e[8:], value)
		return e
	}
	ifd(entry(0x010F, 2, 10, 38), entry(0x8825, 4, 1, 48))
	b = append(b, "SecretCam\x00"...)
	ifd(entry(0x0001, 2, 2, 'N'), entry(0x0002, 5, 3, 78))
	for _, v := range []uint32{27, 1, 57, 1, 1234, 100} {
		b = le.AppendUint32(b, v)
	}
	return append([]byte("Exif\x00\x00"), b...)
}

func jpegSegment(marker byte, payload string) []byte {
	return append([]byte{0xFF, marker, byte((len(payload) + 2) >> 8), byte(len(payload) + 2)}, payload...)
}

func pngChunk(kind, data string) []byte {
	c := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
	c = append(c, kind+data...)
	return binary.BigEndian.AppendUint32(c, crc32.ChecksumIEEE([]byte(kind+data)))
}

// secrets are bytes of the metadata the samples carry; none may survive.
var secrets = []string{"Exif", "SecretCam", "xmpmeta", "Photoshop 3.0", "private comment", "Ana López", "trailing payload"}

func TestCleanJPEG(t *testing.T) {
	orig := sampleJPEG(t)
	jfif := jpegSegment(0xE0, "JFIF\x00\x01\x02\x00\x00\x01\x00\x01\x00\x00")
	icc := jpegSegment(0xE2, "ICC_PROFILE\x00\x01\x01fake-profile")
	in := bytes.Join([][]byte{
		orig[:2], jfif, jpegSegment(0xE1, string(exifWithGPS())), icc,
		jpegSegment(0xE1, "http://ns.adobe.com/xap/1.0/\x00<x:xmpmeta>Ana López</x:xmpmeta>"),
		jpegSegment(0xED, "Photoshop 3.0\x008BIM\x04\x04"), jpegSegment(0xFE, "private comment"),
		orig[2:], []byte("trailing payload"),
	}, nil)
	want := bytes.Join([][]byte{orig[:2], jfif, icc, orig[2:]}, nil)

	got, err := cleaned(JPEG, in)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("cleaned JPEG is not the original with only JFIF and ICC segments kept")
	}
	assertNoSecrets(t, got)
	assertSamePixels(t, orig, got)
}

func TestCleanPNG(t *testing.T) {
	orig := samplePNG(t)
	const afterIHDR = 8 + 25
	phys := pngChunk("pHYs", "\x00\x00\x0b\x13\x00\x00\x0b\x13\x01")
	in := bytes.Join([][]byte{
		orig[:afterIHDR], phys,
		pngChunk("eXIf", string(exifWithGPS()[6:])), pngChunk("tEXt", "Author\x00Ana López"),
		pngChunk("zTXt", "Comment\x00\x00private comment"), pngChunk("tIME", "\x07\xea\x03\x0e\x0c\x00\x00"),
		pngChunk("iTXt", "XML:com.adobe.xmp\x00\x00\x00\x00\x00<x:xmpmeta/>"),
		orig[afterIHDR:], []byte("trailing payload"),
	}, nil)
	want := bytes.Join([][]byte{orig[:afterIHDR], phys, orig[afterIHDR:]}, nil)

	got, err := cleaned(PNG, in)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("cleaned PNG is not the original with only pHYs added")
	}
	assertNoSecrets(t, got)
	assertSamePixels(t, orig, got)
	for i := 8; i < len(got); {
		n := int(binary.BigEndian.Uint32(got[i:]))
		if crc32.ChecksumIEEE(got[i+4:i+8+n]) != binary.BigEndian.Uint32(got[i+8+n:]) {
			t.Fatalf("chunk %q has a bad CRC", got[i+4:i+8])
		}
		i += 12 + n
	}
}

func TestCleanKeepsOtherTypes(t *testing.T) {
	for _, typ := range []Type{PDF, DOC, DOCX} {
		got, err := cleaned(typ, []byte(minimalPDF))
		if err != nil || string(got) != minimalPDF {
			t.Errorf("Clean(%s) changed the file or failed: %v", typ, err)
		}
	}
}

func TestCleanMalformed(t *testing.T) {
	jpg, pngData := sampleJPEG(t), samplePNG(t)
	badCRC := bytes.Clone(pngData)
	badCRC[8+4+4+3]++ // a byte of IHDR's width
	tests := []struct {
		name string
		typ  Type
		data []byte
	}{
		{"png as jpeg", JPEG, pngData},
		{"jpeg without EOI", JPEG, jpg[:len(jpg)-2]},
		{"jpeg cut inside a segment", JPEG, jpg[:30]},
		{"jpeg segment overrunning the file", JPEG, []byte("\xFF\xD8\xFF\xE1\xFF\xFFExif")},
		{"jpeg segment length under two", JPEG, []byte("\xFF\xD8\xFF\xE1\x00\x01\xFF\xD9")},
		{"jpeg with a second SOI", JPEG, []byte("\xFF\xD8\xFF\xD8\xFF\xD9")},
		{"jpeg with garbage between segments", JPEG, []byte("\xFF\xD8garbage\xFF\xD9")},
		{"jpeg as png", PNG, jpg},
		{"png with a bad CRC", PNG, badCRC},
		{"png without IEND", PNG, pngData[:len(pngData)-12]},
		{"png chunk overrunning the file", PNG, append(bytes.Clone(pngData[:8]), "\x7f\xff\xff\xffIHDR"...)},
		{"png not starting with IHDR", PNG, append(bytes.Clone(pngData[:8]), pngChunk("IEND", "")...)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := cleaned(tt.typ, tt.data); !errors.Is(err, ErrUnsupported) {
				t.Fatalf("Clean = %v, want ErrUnsupported", err)
			}
		})
	}
}

// TestCleanJPEGEntropyData checks that scan data is copied untouched:
// stuffed bytes, restart markers and fill bytes do not end a scan.
func TestCleanJPEGEntropyData(t *testing.T) {
	scan := "\x12\xFF\x00\x34\xFF\xD0\x56\xFF\xFF\xD1\x78"
	in := "\xFF\xD8" + string(jpegSegment(0xDA, "\x01\x01\x00\x00\x3f\x00")) + scan + string(jpegSegment(0xFE, "private comment")) + "\xFF\xD9"
	want := "\xFF\xD8" + string(jpegSegment(0xDA, "\x01\x01\x00\x00\x3f\x00")) + scan + "\xFF\xD9"
	got, err := cleaned(JPEG, []byte(in))
	if err != nil || string(got) != want {
		t.Fatalf("Clean = %q, %v; want %q", got, err, want)
	}
}

func assertNoSecrets(t *testing.T, data []byte) {
	t.Helper()
	for _, s := range secrets {
		if bytes.Contains(data, []byte(s)) {
			t.Errorf("cleaned file still contains %q", s)
		}
	}
}

func assertSamePixels(t *testing.T, want, got []byte) {
	t.Helper()
	a, _, err := image.Decode(bytes.NewReader(want))
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := image.Decode(bytes.NewReader(got))
	if err != nil {
		t.Fatalf("cleaned image does not decode: %v", err)
	}
	if a.Bounds() != b.Bounds() {
		t.Fatalf("size %v, want %v", b.Bounds(), a.Bounds())
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				t.Fatalf("pixel (%d,%d) = %v, want %v", x, y, b.At(x, y), a.At(x, y))
			}
		}
	}
}

func FuzzClean(f *testing.F) {
	f.Add(false, sampleJPEG(f))
	f.Add(true, samplePNG(f))
	f.Add(false, append([]byte("\xFF\xD8"), jpegSegment(0xE1, string(exifWithGPS()))...))
	f.Add(true, append(samplePNG(f)[:33], pngChunk("tEXt", "k\x00v")...))
	f.Fuzz(func(t *testing.T, isPNG bool, data []byte) {
		typ := JPEG
		if isPNG {
			typ = PNG
		}
		got, err := cleaned(typ, data)
		if err != nil {
			if !errors.Is(err, ErrUnsupported) {
				t.Fatalf("error %v does not wrap ErrUnsupported", err)
			}
			return
		}
		if sniffed, _ := typeOf(mimetype.Detect(got)); sniffed != typ {
			t.Fatalf("cleaned %s sniffs as %q", typ, sniffed)
		}
		again, err := cleaned(typ, got)
		if err != nil || !bytes.Equal(again, got) {
			t.Fatalf("cleaning twice changed the file or failed: %v", err)
		}
	})
}

// cleaned runs Clean on data and returns what it wrote, nothing if it failed.
func cleaned(t Type, data []byte) ([]byte, error) {
	var out bytes.Buffer
	if err := Clean(t, bytes.NewReader(data), &out); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// byteOrder is binary.LittleEndian or binary.BigEndian.
type byteOrder interface {
	binary.ByteOrder
	binary.AppendByteOrder
}

// exifOf is a camera's TIFF block in byte order order: a Make tag, the
// orientation o (none when 0) and a GPS IFD.
func exifOf(order byteOrder, o uint16) []byte {
	b := []byte("II*\x00\x08\x00\x00\x00")
	if order == binary.BigEndian {
		b = []byte("MM\x00*\x00\x00\x00\x08")
	}
	entry := func(tag, typ uint16, count, value uint32) []byte {
		e := order.AppendUint16(nil, tag)
		e = order.AppendUint16(e, typ)
		e = order.AppendUint32(e, count)
		if typ == 3 && count == 1 { // a SHORT sits at the start of the value field
			return append(order.AppendUint16(e, uint16(value)), 0, 0)
		}
		return order.AppendUint32(e, value)
	}
	entries := [][]byte{entry(0x010F, 2, 10, 0)}
	if o != 0 {
		entries = append(entries, entry(0x0112, 3, 1, uint32(o)))
	}
	entries = append(entries, entry(0x8825, 4, 1, 0))
	gps := uint32(8 + 2 + 12*len(entries) + 4 + 10) // after IFD0 and the Make string
	entries[0] = entry(0x010F, 2, 10, gps-10)
	entries[len(entries)-1] = entry(0x8825, 4, 1, gps)
	b = order.AppendUint16(b, uint16(len(entries)))
	for _, e := range entries {
		b = append(b, e...)
	}
	b = order.AppendUint32(b, 0)
	b = append(b, "SecretCam\x00"...)
	b = order.AppendUint16(b, 1)
	b = append(b, entry(0x0001, 2, 2, 'N')...)
	b = order.AppendUint32(b, 0)
	return append([]byte("Exif\x00\x00"), b...)
}

// shownSize is the size a browser or photo viewer shows a JPEG at: its
// pixels' size, turned a quarter for the EXIF orientations 5-8.
func shownSize(t *testing.T, data []byte) (width, height int, o uint16) {
	t.Helper()
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if i := bytes.Index(data, []byte("\xFF\xE1")); i >= 0 && bytes.HasPrefix(data[i+4:], []byte("Exif\x00\x00")) {
		o = orientation(data[i+4+6:])
	}
	if o >= 5 && o <= 8 {
		return cfg.Height, cfg.Width, o
	}
	return cfg.Width, cfg.Height, o
}

func TestCleanJPEGKeepsOnlyTheOrientation(t *testing.T) {
	orig := sampleJPEG(t) // 32 × 24
	for _, c := range []struct {
		name  string
		order byteOrder
		o     uint16
		shown [2]int
	}{
		{"a phone held upright (6), little-endian", binary.LittleEndian, 6, [2]int{24, 32}},
		{"a phone held upright (6), big-endian", binary.BigEndian, 6, [2]int{24, 32}},
		{"upside down (3)", binary.BigEndian, 3, [2]int{32, 24}},
		{"turned left (8)", binary.LittleEndian, 8, [2]int{24, 32}},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := bytes.Join([][]byte{orig[:2], jpegSegment(0xE1, string(exifOf(c.order, c.o))), orig[2:]}, nil)
			if w, h, _ := shownSize(t, in); w != c.shown[0] || h != c.shown[1] {
				t.Fatalf("the photo as taken shows at %d × %d, want %v", w, h, c.shown)
			}
			got, err := cleaned(JPEG, in)
			if err != nil {
				t.Fatal(err)
			}
			if w, h, o := shownSize(t, got); o != c.o || w != c.shown[0] || h != c.shown[1] {
				t.Errorf("the stored photo shows at %d × %d (orientation %d), want %v (orientation %d)", w, h, o, c.shown, c.o)
			}
			for _, secret := range []string{"SecretCam", "\x01\x00\x02\x00", "\x00\x01\x00\x02"} {
				if bytes.Contains(got, []byte(secret)) {
					t.Errorf("the stored photo still holds %q", secret)
				}
			}
			assertSamePixels(t, orig, got)
		})
	}
	// Upright, or without an orientation, no EXIF segment is left at all.
	for _, o := range []uint16{0, 1} {
		got, err := cleaned(JPEG, bytes.Join([][]byte{orig[:2], jpegSegment(0xE1, string(exifOf(binary.LittleEndian, o))), orig[2:]}, nil))
		if err != nil || !bytes.Equal(got, orig) {
			t.Errorf("orientation %d: the stored photo is not the bare original (%v)", o, err)
		}
	}
}
