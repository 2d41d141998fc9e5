package model

import (
	"strings"
	"testing"
	"unicode"
)

// FuzzNormalizeEmail checks what any accepted address is: lower case, without surrounding
// space, at most 254 bytes, with a dotted domain, and accepted again unchanged.
func FuzzNormalizeEmail(f *testing.F) {
	for _, seed := range []string{"Ana.Cruz@Example.PH", " ana@example.com ", "ana@localhost", "ana@.com", "\"a b\"@example.com", "Ana <ana@example.com>", "ana@exa mple.com", strings.Repeat("a", 250) + "@x.co", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out, ok := NormalizeEmail(in)
		if !ok {
			return
		}
		if out != strings.ToLower(out) || out != strings.TrimSpace(out) || len(out) > 254 {
			t.Fatalf("NormalizeEmail(%q) = %q: not lower case and trimmed, or too long", in, out)
		}
		local, domain, found := strings.Cut(out, "@")
		if !found || local == "" || !strings.Contains(domain, ".") || strings.HasPrefix(domain, ".") || strings.HasSuffix(domain, ".") {
			t.Fatalf("NormalizeEmail(%q) = %q: no local part or no dotted domain", in, out)
		}
		if again, ok := NormalizeEmail(out); !ok || again != out {
			t.Fatalf("NormalizeEmail(%q) = %q, %v; want it unchanged", out, again, ok)
		}
	})
}

// FuzzNormalizePhone checks what any accepted number is: E.164 ("+" and at most 15 digits),
// accepted again unchanged whatever region the caller names.
func FuzzNormalizePhone(f *testing.F) {
	for _, seed := range [][2]string{
		{"0917 123 4567", "PH"}, {"+63 917 123 4567", "US"}, {"(813) 555-0142", "US"}, {"813-272-4000", "US"},
		{"+1 813 272 4000 ext. 12", "PH"}, {"12", "US"}, {"+999 123", "ZZ"}, {"", "US"}, {"０９１７ 123 4567", "PH"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, in, region string) {
		out, ok := NormalizePhone(in, region)
		if !ok {
			if out != "" {
				t.Fatalf("NormalizePhone(%q, %q) refused the number but returned %q", in, region, out)
			}
			return
		}
		digits := strings.TrimPrefix(out, "+")
		if digits == out || len(digits) == 0 || len(digits) > 15 || strings.IndexFunc(digits, func(r rune) bool { return r > unicode.MaxASCII || !unicode.IsDigit(r) }) >= 0 {
			t.Fatalf("NormalizePhone(%q, %q) = %q: not E.164", in, region, out)
		}
		for _, other := range []string{region, "US", "PH"} {
			if again, ok := NormalizePhone(out, other); !ok || again != out {
				t.Fatalf("NormalizePhone(%q, %q) = %q, %v; want it unchanged", out, other, again, ok)
			}
		}
	})
}
