package filecheck

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// Clean reads a file of type t from r and writes the bytes to store to w:
// for JPEG and PNG the same image without metadata (EXIF including GPS
// location, XMP, IPTC, comments, text chunks), rewritten segment by segment
// as it streams through, so the image data stays byte-identical; other types
// are copied unchanged. Malformed images give an error wrapping
// ErrUnsupported, and what was written to w is then to be thrown away.
func Clean(t Type, r io.Reader, w io.Writer) error {
	if !t.HasMetadata() {
		_, err := io.Copy(w, r)
		return err
	}
	br, bw := bufio.NewReaderSize(r, 64<<10), bufio.NewWriterSize(w, 64<<10)
	var err error
	if t == JPEG {
		err = cleanJPEG(br, bw)
	} else {
		err = cleanPNG(br, bw)
	}
	if err != nil {
		return err
	}
	// A bufio.Writer keeps its first error: this is also the error of any earlier write.
	return bw.Flush()
}

// JPEG markers (ITU T.81 table B.1) that Clean treats specially.
const (
	markerSOI  = 0xD8
	markerEOI  = 0xD9
	markerSOS  = 0xDA
	markerRST0 = 0xD0
	markerRST7 = 0xD7
	markerTEM  = 0x01
	markerAPP0 = 0xE0
	markerAPP1 = 0xE1
	markerAPP2 = 0xE2
	markerAPPE = 0xEE
	markerAPPF = 0xEF
	markerCOM  = 0xFE
)

// cleanJPEG keeps every segment except comments and application segments,
// apart from three that carry no personal data and change how the pixels
// look: APP0 JFIF, APP2 ICC_PROFILE (colour) and APP14 Adobe (colour
// transform of CMYK/RGB JPEGs). Of an APP1 EXIF segment only the orientation
// is kept (keepOrientation). Anything after EOI is dropped too. Errors of w
// are left to the caller's Flush.
func cleanJPEG(r *bufio.Reader, w *bufio.Writer) error {
	var soi [2]byte
	if _, err := io.ReadFull(r, soi[:]); err != nil || soi[0] != 0xFF || soi[1] != markerSOI {
		return fmt.Errorf("%w: JPEG without a start marker", ErrUnsupported)
	}
	_, _ = w.Write(soi[:])
	// afterScan is set when copyScan has read the 0xFF of the marker that ends a scan.
	for afterScan := false; ; {
		if !afterScan {
			if b, err := r.ReadByte(); err != nil || b != 0xFF {
				return fmt.Errorf("%w: JPEG marker expected", ErrUnsupported)
			}
		}
		afterScan = false
		marker := byte(0xFF)
		for marker == 0xFF { // fill bytes may pad a marker
			var err error
			if marker, err = r.ReadByte(); err != nil {
				return fmt.Errorf("%w: truncated JPEG", ErrUnsupported)
			}
		}
		switch {
		case marker == markerEOI:
			_, _ = w.Write([]byte{0xFF, markerEOI})
			return nil
		case marker == markerTEM || marker >= markerRST0 && marker <= markerRST7:
			_, _ = w.Write([]byte{0xFF, marker})
			continue
		case marker == 0x00 || marker == markerSOI:
			return fmt.Errorf("%w: unexpected JPEG marker %#x", ErrUnsupported, marker)
		}
		var length [2]byte
		if _, err := io.ReadFull(r, length[:]); err != nil {
			return fmt.Errorf("%w: truncated JPEG", ErrUnsupported)
		}
		n := int(binary.BigEndian.Uint16(length[:])) - 2
		// The longest prefix keepJPEGSegment looks at is "ICC_PROFILE\x00".
		head, _ := r.Peek(min(n, 12))
		if n < 0 || len(head) < min(n, 12) {
			return fmt.Errorf("%w: JPEG segment %#x overruns the file", ErrUnsupported, marker)
		}
		var err error
		if marker == markerAPP1 && bytes.HasPrefix(head, exifPrefix) {
			err = keepOrientation(r, w, n)
		} else if keepJPEGSegment(marker, head) {
			_, _ = w.Write([]byte{0xFF, marker, length[0], length[1]})
			_, err = io.CopyN(w, r, int64(n))
		} else {
			_, err = r.Discard(n)
		}
		if err != nil {
			return fmt.Errorf("%w: JPEG segment %#x overruns the file", ErrUnsupported, marker)
		}
		if marker == markerSOS {
			if err := copyScan(r, w); err != nil {
				return err
			}
			afterScan = true
		}
	}
}

func keepJPEGSegment(marker byte, payload []byte) bool {
	switch {
	case marker == markerAPP0:
		return bytes.HasPrefix(payload, []byte("JFIF\x00"))
	case marker == markerAPP2:
		return bytes.HasPrefix(payload, []byte("ICC_PROFILE\x00"))
	case marker == markerAPPE:
		return bytes.HasPrefix(payload, []byte("Adobe"))
	case marker >= markerAPP0 && marker <= markerAPPF, marker == markerCOM:
		return false
	}
	return true
}

// exifPrefix starts the payload of an APP1 segment that holds EXIF data.
var exifPrefix = []byte("Exif\x00\x00")

// exifOrientation is the TIFF tag of how the camera was held (EXIF 2.32
// §4.6.4): 1 is upright, 2-8 are mirrored or rotated (6: turned 90°
// clockwise, as a phone held upright takes most photos).
const exifOrientation = 0x0112

// keepOrientation reads an APP1 EXIF segment's n payload bytes from r and
// writes in its place a segment that holds only its orientation, or nothing
// when it is upright or has none: a phone's photo then shows the way it was
// taken, while the pixels stay byte-identical and everything else (GPS
// location, camera, times) is gone.
func keepOrientation(r *bufio.Reader, w *bufio.Writer, n int) error {
	payload := make([]byte, n)
	if _, err := io.ReadFull(r, payload); err != nil {
		return err
	}
	o := orientation(payload[len(exifPrefix):])
	if o < 2 || o > 8 {
		return nil
	}
	// A big-endian TIFF header, then IFD0 with the one entry (a SHORT) and no next IFD.
	seg := []byte{0xFF, markerAPP1, 0, 0}
	seg = append(seg, exifPrefix...)
	seg = append(seg, "MM\x00\x2A\x00\x00\x00\x08"...)
	seg = binary.BigEndian.AppendUint16(seg, 1)
	seg = binary.BigEndian.AppendUint16(seg, exifOrientation)
	seg = binary.BigEndian.AppendUint16(seg, 3)
	seg = binary.BigEndian.AppendUint32(seg, 1)
	seg = binary.BigEndian.AppendUint16(seg, o)
	seg = append(seg, 0, 0, 0, 0, 0, 0)
	binary.BigEndian.PutUint16(seg[2:], uint16(len(seg)-2))
	_, _ = w.Write(seg)
	return nil
}

// orientation returns the orientation in IFD0 of a TIFF block, or 0 when it
// has none (or the block is malformed: a photo's metadata is not checked
// further, as it is dropped).
func orientation(tiff []byte) uint16 {
	if len(tiff) < 8 {
		return 0
	}
	var order binary.ByteOrder
	switch string(tiff[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 0
	}
	ifd := int64(order.Uint32(tiff[4:]))
	if order.Uint16(tiff[2:]) != 42 || ifd+2 > int64(len(tiff)) {
		return 0
	}
	count := int64(order.Uint16(tiff[ifd:]))
	for i := range count {
		e := ifd + 2 + 12*i
		if e+12 > int64(len(tiff)) {
			return 0
		}
		// A SHORT (type 3), one of it, held in the entry itself.
		if order.Uint16(tiff[e:]) == exifOrientation && order.Uint16(tiff[e+2:]) == 3 && order.Uint32(tiff[e+4:]) == 1 {
			return order.Uint16(tiff[e+8:])
		}
	}
	return 0
}

// copyScan copies the entropy-coded data of a scan up to the first marker
// after it (an 0xFF not followed by a stuffed 0x00, a restart marker or
// another 0xFF) and reads that marker's 0xFF too.
func copyScan(r *bufio.Reader, w *bufio.Writer) error {
	for {
		chunk, err := r.ReadSlice(0xFF)
		if errors.Is(err, bufio.ErrBufferFull) {
			_, _ = w.Write(chunk)
			continue
		}
		if err != nil {
			return fmt.Errorf("%w: truncated JPEG", ErrUnsupported)
		}
		// Written before Peek, which may move the bytes chunk points at.
		_, _ = w.Write(chunk[:len(chunk)-1])
		next, err := r.Peek(1)
		if err != nil {
			return fmt.Errorf("%w: truncated JPEG", ErrUnsupported)
		}
		if b := next[0]; b != 0x00 && b != 0xFF && (b < markerRST0 || b > markerRST7) {
			return nil
		}
		_ = w.WriteByte(0xFF)
	}
}

// pngSignature starts every PNG file.
var pngSignature = []byte("\x89PNG\r\n\x1a\n")

// pngMetadata are the chunks Clean drops: EXIF, the three kinds of text
// (author, software, comments, XMP) and the last-modified time.
var pngMetadata = map[string]bool{"eXIf": true, "tEXt": true, "zTXt": true, "iTXt": true, "tIME": true}

// cleanPNG copies the chunks up to IEND except pngMetadata, checking each
// chunk's CRC so the result is as valid as a PNG can be. Errors of w are left
// to the caller's Flush.
func cleanPNG(r *bufio.Reader, w *bufio.Writer) error {
	var sig [8]byte
	if _, err := io.ReadFull(r, sig[:]); err != nil || !bytes.Equal(sig[:], pngSignature) {
		return fmt.Errorf("%w: PNG without its signature", ErrUnsupported)
	}
	_, _ = w.Write(sig[:])
	for first := true; ; first = false {
		var head [8]byte // length and type
		if _, err := io.ReadFull(r, head[:]); err != nil {
			return fmt.Errorf("%w: truncated PNG", ErrUnsupported)
		}
		kind := string(head[4:])
		if first != (kind == "IHDR") {
			return fmt.Errorf("%w: PNG must start with IHDR", ErrUnsupported)
		}
		out := io.Discard
		if !pngMetadata[kind] {
			_, _ = w.Write(head[:])
			out = w
		}
		crc := crc32.NewIEEE()
		_, _ = crc.Write(head[4:])
		var sum [4]byte
		_, err := io.CopyN(io.MultiWriter(out, crc), r, int64(binary.BigEndian.Uint32(head[:4])))
		if err == nil {
			_, err = io.ReadFull(r, sum[:])
		}
		if err != nil {
			return fmt.Errorf("%w: PNG chunk overruns the file", ErrUnsupported)
		}
		if crc.Sum32() != binary.BigEndian.Uint32(sum[:]) {
			return fmt.Errorf("%w: PNG chunk %q has a bad CRC", ErrUnsupported, kind)
		}
		_, _ = out.Write(sum[:])
		if kind == "IEND" {
			return nil
		}
	}
}
