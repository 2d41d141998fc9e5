package countries

import "testing"

func TestListsAreCompleteAndSortedPerLanguage(t *testing.T) {
	l := New()
	en, es := l.Sorted("en"), l.Sorted("es")
	if len(en) < 245 || len(en) != len(es) {
		t.Fatalf("en has %d countries, es %d; want the same ISO 3166-1 list (about 249)", len(en), len(es))
	}
	find := func(list []Country, code string) string {
		for _, c := range list {
			if c.Code == code {
				return c.Name
			}
		}
		return ""
	}
	for _, tt := range []struct{ code, en, es string }{
		{"US", "United States", "Estados Unidos"}, {"PH", "Philippines", "Filipinas"}, {"DE", "Germany", "Alemania"},
	} {
		if got := find(en, tt.code); got != tt.en {
			t.Errorf("en %s = %q, want %q", tt.code, got, tt.en)
		}
		if got := find(es, tt.code); got != tt.es {
			t.Errorf("es %s = %q, want %q", tt.code, got, tt.es)
		}
	}
	// Spanish order ignores accents: Albania < Alemania < Andorra; "Åland" sorts among the A's.
	idx := map[string]int{}
	for i, c := range es {
		idx[c.Code] = i
	}
	if !(idx["AL"] < idx["DE"] && idx["DE"] < idx["AD"]) {
		t.Errorf("es order: Albania %d, Alemania %d, Andorra %d", idx["AL"], idx["DE"], idx["AD"])
	}
	if !l.Valid("PH") || l.Valid("YU") || l.Valid("ph") || l.Valid("") {
		t.Error("Valid accepts exactly the listed upper-case codes")
	}
	if l.Sorted("fr")[0] != en[0] {
		t.Error("an unknown language gets English")
	}
}
