package filecheck

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
)

// Clean returns the bytes to store: for JPEG and PNG the same image without
// metadata (EXIF including GPS location, XMP, IPTC, comments, text chunks),
// rewritten segment by segment so the image data stays byte-identical; other
// types are returned unchanged. Malformed images give an error wrapping
// ErrUnsupported.
func Clean(t Type, data []byte) ([]byte, error) {
	switch t {
	case JPEG:
		return cleanJPEG(data)
	case PNG:
		return cleanPNG(data)
	}
	return data, nil
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
	markerAPP2 = 0xE2
	markerAPPE = 0xEE
	markerAPPF = 0xEF
	markerCOM  = 0xFE
)

// cleanJPEG keeps every segment except comments and application segments,
// apart from three that carry no personal data and change how the pixels
// look: APP0 JFIF, APP2 ICC_PROFILE (colour) and APP14 Adobe (colour
// transform of CMYK/RGB JPEGs). Anything after EOI is dropped too.
func cleanJPEG(data []byte) ([]byte, error) {
	if len(data) < 4 || data[0] != 0xFF || data[1] != markerSOI {
		return nil, fmt.Errorf("%w: JPEG without a start marker", ErrUnsupported)
	}
	out := make([]byte, 0, len(data))
	out = append(out, 0xFF, markerSOI)
	for i := 2; ; {
		if i >= len(data) || data[i] != 0xFF {
			return nil, fmt.Errorf("%w: JPEG marker expected at byte %d", ErrUnsupported, i)
		}
		for i < len(data) && data[i] == 0xFF { // fill bytes may pad a marker
			i++
		}
		if i >= len(data) {
			return nil, fmt.Errorf("%w: truncated JPEG", ErrUnsupported)
		}
		marker := data[i]
		i++
		switch {
		case marker == markerEOI:
			return append(out, 0xFF, markerEOI), nil
		case marker == markerTEM || marker >= markerRST0 && marker <= markerRST7:
			out = append(out, 0xFF, marker)
			continue
		case marker == 0x00 || marker == markerSOI:
			return nil, fmt.Errorf("%w: unexpected JPEG marker %#x", ErrUnsupported, marker)
		}
		if i+2 > len(data) {
			return nil, fmt.Errorf("%w: truncated JPEG", ErrUnsupported)
		}
		end := i + int(binary.BigEndian.Uint16(data[i:]))
		if end < i+2 || end > len(data) {
			return nil, fmt.Errorf("%w: JPEG segment %#x overruns the file", ErrUnsupported, marker)
		}
		if keepJPEGSegment(marker, data[i+2:end]) {
			out = append(out, 0xFF, marker)
			out = append(out, data[i:end]...)
		}
		i = end
		if marker == markerSOS {
			scan := entropyEnd(data, i)
			out = append(out, data[i:scan]...)
			i = scan
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

// entropyEnd returns the index of the first marker after the entropy-coded
// data starting at i: an 0xFF not followed by a stuffed 0x00, a restart
// marker or another 0xFF. It returns len(data) if the data is truncated.
func entropyEnd(data []byte, i int) int {
	for ; i+1 < len(data); i++ {
		if data[i] != 0xFF {
			continue
		}
		next := data[i+1]
		if next != 0x00 && next != 0xFF && (next < markerRST0 || next > markerRST7) {
			return i
		}
	}
	return len(data)
}

// pngSignature starts every PNG file.
var pngSignature = []byte("\x89PNG\r\n\x1a\n")

// pngMetadata are the chunks Clean drops: EXIF, the three kinds of text
// (author, software, comments, XMP) and the last-modified time.
var pngMetadata = map[string]bool{"eXIf": true, "tEXt": true, "zTXt": true, "iTXt": true, "tIME": true}

// cleanPNG copies the chunks up to IEND except pngMetadata, checking each
// chunk's length and CRC so the result is as valid as a PNG can be.
func cleanPNG(data []byte) ([]byte, error) {
	if !bytes.HasPrefix(data, pngSignature) {
		return nil, fmt.Errorf("%w: PNG without its signature", ErrUnsupported)
	}
	out := make([]byte, 0, len(data))
	out = append(out, pngSignature...)
	for i, first := len(pngSignature), true; ; first = false {
		if i+12 > len(data) {
			return nil, fmt.Errorf("%w: truncated PNG", ErrUnsupported)
		}
		n := binary.BigEndian.Uint32(data[i:])
		if n > uint32(len(data)-i-12) {
			return nil, fmt.Errorf("%w: PNG chunk overruns the file", ErrUnsupported)
		}
		end := i + 12 + int(n)
		kind := string(data[i+4 : i+8])
		if crc32.ChecksumIEEE(data[i+4:end-4]) != binary.BigEndian.Uint32(data[end-4:]) {
			return nil, fmt.Errorf("%w: PNG chunk %q has a bad CRC", ErrUnsupported, kind)
		}
		if first != (kind == "IHDR") {
			return nil, fmt.Errorf("%w: PNG must start with IHDR", ErrUnsupported)
		}
		if !pngMetadata[kind] {
			out = append(out, data[i:end]...)
		}
		if kind == "IEND" {
			return out, nil
		}
		i = end
	}
}
