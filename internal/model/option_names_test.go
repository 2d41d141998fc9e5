package model

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestOptionNamesAreTheWebAppsNames holds the names the board's search reads to the names the
// web app shows (web/src/locales/{en,es}/options.json), every subject and level but "other".
func TestOptionNamesAreTheWebAppsNames(t *testing.T) {
	for i, lang := range []string{"en", "es"} {
		raw, err := os.ReadFile(filepath.Join("..", "..", "web", "src", "locales", lang, "options.json"))
		if err != nil {
			t.Fatal(err)
		}
		var locale struct{ GradeLevels, Subjects map[string]string }
		if err := json.Unmarshal(raw, &locale); err != nil {
			t.Fatal(err)
		}
		for list, c := range map[string]struct {
			names  map[string][2]string
			locale map[string]string
			codes  []string
		}{"subjects": {subjectNames, locale.Subjects, OptionCodes().Subjects}, "gradeLevels": {levelNames, locale.GradeLevels, OptionCodes().GradeLevels}} {
			for _, code := range c.codes {
				if code == "other" {
					continue
				}
				if c.names[code][i] != c.locale[code] {
					t.Errorf("%s %s.%s: %q here, %q in the web app", lang, list, code, c.names[code][i], c.locale[code])
				}
			}
			if len(c.names) != len(c.codes)-boolInt(slices.Contains(c.codes, "other")) {
				t.Errorf("%s: %d names for %d codes", list, len(c.names), len(c.codes))
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestNamedOptionsFindSubjectsAndLevelsInEitherLanguage(t *testing.T) {
	for _, tt := range []struct {
		word             string
		subjects, levels []string
	}{
		{"matemáticas", []string{"math"}, nil},
		{"MATEMATICAS", []string{"math"}, nil},
		{"math", []string{"math"}, nil},
		{"quimica", []string{"chemistry"}, nil},
		{"secundaria", nil, []string{"high"}},
		{"high", nil, []string{"high"}},
		{"primaria", []string{"elementary_all"}, []string{"elementary"}},
		{"ma", nil, nil},
		{"de", nil, nil},
		{"teacher", nil, nil},
	} {
		subjects, levels := NamedOptions(tt.word)
		if !slices.Equal(subjects, tt.subjects) || !slices.Equal(levels, tt.levels) {
			t.Errorf("%s: %v %v, want %v %v", tt.word, subjects, levels, tt.subjects, tt.levels)
		}
	}
}
