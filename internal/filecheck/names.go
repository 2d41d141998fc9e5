package filecheck

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// maxNameBytes caps a stored name: enough for any real document title, well
// under the 255-byte limit of common file systems and short in headers.
const maxNameBytes = 100

// extensions lists, canonical first, the extensions a name may keep for
// each type; any other extension is replaced by the canonical one.
var extensions = map[Type][]string{
	PDF:  {"pdf"},
	DOC:  {"doc"},
	DOCX: {"docx"},
	JPEG: {"jpg", "jpeg"},
	PNG:  {"png"},
}

// unsafeChars are reserved on Windows or in a Content-Disposition header
// (quotes, separators, percent-encoding), so they become "_".
const unsafeChars = `"*/:<>?\|;%` + "`"

// windowsReserved are device names Windows will not use as file names,
// whatever the extension.
var windowsReserved = map[string]bool{
	"CON": true, "PRN": true, "AUX": true, "NUL": true,
	"COM1": true, "COM2": true, "COM3": true, "COM4": true, "COM5": true, "COM6": true, "COM7": true, "COM8": true, "COM9": true,
	"LPT1": true, "LPT2": true, "LPT3": true, "LPT4": true, "LPT5": true, "LPT6": true, "LPT7": true, "LPT8": true, "LPT9": true,
}

// SafeName returns a file name safe to keep and to send back in
// Content-Disposition: the base name only, NFC-normalised, without control,
// format (bidi override) or reserved characters, with whitespace collapsed,
// at most 100 bytes, and ending in the extension of t (the type Check
// returned; any other value gets ".bin"). A name with nothing left becomes
// "document" plus that extension.
func SafeName(name string, t Type) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	name = strings.ToValidUTF8(name, "")
	name = strings.Join(strings.Fields(clean(norm.NFC.String(name))), " ")
	// Removing a format character can leave a letter next to its accent.
	name = norm.NFC.String(name)

	exts, ok := extensions[t]
	if !ok {
		exts = []string{"bin"}
	}
	stem, ext := splitExt(name)
	switch {
	case containsFold(exts, ext):
		ext = strings.ToLower(ext)
	case looksLikeExt(ext):
		ext = exts[0]
	default:
		stem, ext = name, exts[0]
	}
	// Leading dots hide a file; Windows drops trailing dots and spaces.
	stem = strings.Trim(stem, ". ")
	if first, _, _ := strings.Cut(stem, "."); windowsReserved[strings.ToUpper(first)] {
		stem = "_" + stem
	}
	stem = strings.TrimRight(truncate(stem, maxNameBytes-len(ext)-1), ". ")
	if stem == "" {
		stem = "document"
	}
	return stem + "." + ext
}

// clean drops control and format characters (bidi overrides, zero-width
// characters), private-use and unassigned code points, turns every space into
// " " and reserved characters into "_".
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case unicode.IsSpace(r):
			return ' '
		case strings.ContainsRune(unsafeChars, r):
			return '_'
		case !unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S):
			return -1
		}
		return r
	}, s)
}

func splitExt(name string) (stem, ext string) {
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return name, ""
	}
	return name[:i], name[i+1:]
}

// looksLikeExt reports whether ext reads as a file extension ("exe", "mp4")
// rather than part of the name ("v1.2", "Dr. Ana López").
func looksLikeExt(ext string) bool {
	if ext == "" || len(ext) > 5 {
		return false
	}
	letter := false
	for _, r := range ext {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
			letter = true
		case r < '0' || r > '9':
			return false
		}
	}
	return letter
}

func containsFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}

// truncate cuts s to at most n bytes without splitting a UTF-8 sequence.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
