// Package countries is the list of ISO 3166-1 countries with their names in English and Spanish,
// embedded in the product: the codes come from biter777/countries, the localized names from the
// Unicode CLDR data in golang.org/x/text.
package countries

import (
	"sort"

	"github.com/biter777/countries"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

// Country is one country: its ISO 3166-1 alpha-2 code and its name in one language.
type Country struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// List holds the countries sorted by name in each language.
type List struct {
	byLang map[string][]Country
	codes  map[string]bool
}

// New builds the list. Codes without a CLDR name (withdrawn ones such as AN or YU) are left out.
func New() *List {
	tags := map[string]language.Tag{"en": language.English, "es": language.Spanish}
	l := &List{byLang: map[string][]Country{}, codes: map[string]bool{}}
	for lang, tag := range tags {
		names := display.Regions(tag)
		var list []Country
		for _, c := range countries.All() {
			region, err := language.ParseRegion(c.Alpha2())
			if err != nil || names.Name(region) == "" {
				continue
			}
			list = append(list, Country{Code: c.Alpha2(), Name: names.Name(region)})
			l.codes[c.Alpha2()] = true
		}
		col := collate.New(tag, collate.IgnoreCase, collate.IgnoreDiacritics)
		sort.SliceStable(list, func(i, j int) bool { return col.CompareString(list[i].Name, list[j].Name) < 0 })
		l.byLang[lang] = list
	}
	return l
}

// Sorted returns the countries with names in lang ("es", or English for anything else), sorted by name.
func (l *List) Sorted(lang string) []Country {
	if lang != "es" {
		lang = "en"
	}
	return l.byLang[lang]
}

// Valid reports whether code is a listed country code.
func (l *List) Valid(code string) bool { return l.codes[code] }
