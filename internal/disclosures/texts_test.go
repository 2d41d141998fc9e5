package disclosures

import (
	"encoding/json"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
)

// texts is one locale file of the wizard (web/src/locales/<language>/disclosures.json), as far
// as the description names its texts; the wizard's own texts are only compared across languages.
type texts struct {
	YesNo     map[string]string `json:"yesno"`
	Sections  map[string]map[string]string
	Questions map[string]struct {
		Label   string            `json:"label"`
		Hint    *string           `json:"hint"`
		Options map[string]string `json:"options"`
	}
	Languages map[string]string
	Errors    map[string]string
}

func readTexts(t *testing.T, language string) (texts, []string) {
	t.Helper()
	data, err := os.ReadFile("../../web/src/locales/" + language + "/disclosures.json")
	if err != nil {
		t.Fatal(err)
	}
	var tx texts
	var all map[string]any
	if err := json.Unmarshal(data, &tx); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &all); err != nil {
		t.Fatal(err)
	}
	return tx, flatten("", all)
}

// flatten lists the dotted paths of every text, so both languages can be compared.
func flatten(prefix string, node map[string]any) []string {
	var paths []string
	for key, value := range node {
		if child, ok := value.(map[string]any); ok {
			paths = append(paths, flatten(prefix+key+".", child)...)
		} else {
			paths = append(paths, prefix+key)
		}
	}
	slices.Sort(paths)
	return paths
}

func TestTextsMatchTheDescription(t *testing.T) {
	s := mustParse(t)
	en, enPaths := readTexts(t, "en")
	es, esPaths := readTexts(t, "es")
	if !slices.Equal(enPaths, esPaths) {
		t.Errorf("en and es texts differ:\nonly en: %v\nonly es: %v", missing(enPaths, esPaths), missing(esPaths, enPaths))
	}
	checkTexts(t, "en", s, en)
	checkTexts(t, "es", s, es)
}

// A `subjects` question labels its choices with the subject texts of the `options` namespace
// (web/src/locales/<language>/options.json), which the wizard's page loads too.
func TestSubjectTexts(t *testing.T) {
	s := mustParse(t)
	for _, language := range []string{"en", "es"} {
		data, err := os.ReadFile("../../web/src/locales/" + language + "/options.json")
		if err != nil {
			t.Fatal(err)
		}
		var options struct{ Subjects map[string]string }
		if err := json.Unmarshal(data, &options); err != nil {
			t.Fatal(err)
		}
		for _, code := range s.subjects {
			if options.Subjects[code] == "" {
				t.Errorf("%s: options.json has no text for subject %s", language, code)
			}
		}
	}
}

// checkTexts makes sure every section, question, option, language and error code of the
// description has its text in one language, and that no text is left over.
func checkTexts(t *testing.T, language string, s *Schema, tx texts) {
	t.Helper()
	fail := func(format string, args ...any) { t.Errorf(language+": "+format, args...) }
	if tx.YesNo["yes"] == "" || tx.YesNo["no"] == "" || len(tx.YesNo) != 2 {
		fail("yesno needs exactly yes and no")
	}
	used := map[string]bool{}
	types := map[string]bool{}
	for _, sec := range s.sections {
		text := tx.Sections[sec.Key]
		if text["title"] == "" || text["intro"] == "" {
			fail("section %s: no title or intro", sec.Key)
		}
		for _, q := range sec.Questions {
			types[q.Type] = true
			used[q.TextKey()] = true
			qt, ok := tx.Questions[q.TextKey()]
			if !ok || qt.Label == "" || (qt.Hint != nil && *qt.Hint == "") {
				fail("question %s: no label, or an empty hint", q.TextKey())
			}
			var options []string
			if q.Type == TypeSelect || q.Type == TypeMultiselect {
				options = q.Options
			}
			if got := slices.Sorted(maps.Keys(qt.Options)); !slices.Equal(got, slices.Sorted(slices.Values(options))) {
				fail("question %s: option texts %v; want %v", q.TextKey(), got, options)
			}
			for code, label := range qt.Options {
				if label == "" {
					fail("question %s: option %s has no text", q.TextKey(), code)
				}
			}
		}
	}
	if len(tx.Sections) != len(s.sections) || tx.Sections["self_identification"]["notice"] == "" {
		fail("sections: %d texts for %d sections, or no self-identification notice", len(tx.Sections), len(s.sections))
	}
	for key := range tx.Questions {
		if !used[key] {
			fail("questions.%s is no question's text", key)
		}
	}
	if got := slices.Sorted(maps.Keys(tx.Languages)); !slices.Equal(got, slices.Sorted(slices.Values(s.languages))) {
		fail("languages %v; want %v", got, s.languages)
	}
	for _, code := range s.errors {
		if tx.Errors[code] == "" {
			fail("error code %s has no text", code)
		}
	}
	// An error text is a code's, or a code's for one type of question ("invalid_ssn").
	for key := range tx.Errors {
		code, typ, typed := strings.Cut(key, "_")
		if !slices.Contains(s.errors, key) && !(typed && slices.Contains(s.errors, code) && types[typ]) {
			fail("errors.%s is no error code's text", key)
		}
	}
}

// missing lists what is in a and not in b.
func missing(a, b []string) []string {
	var out []string
	for _, x := range a {
		if !slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}
