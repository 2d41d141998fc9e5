package disclosures

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/web/shared"
)

// mustParse parses the description the app ships, failing the test if it is not consistent.
func mustParse(tb testing.TB) *Schema {
	tb.Helper()
	s, err := Parse(shared.Disclosures)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

func TestSections(t *testing.T) {
	want := []string{"profile", "employment", "criminal", "additional", "self_identification", "public_records"}
	if got := mustParse(t).Sections(); !slices.Equal(got, want) {
		t.Errorf("Sections() = %v; want %v", got, want)
	}
}

func TestParseRefusesInconsistentDescriptions(t *testing.T) {
	const head = `{"languages": ["es"], "errors": ["required"], "sections": [{"key": "s", "questions": [`
	tests := []struct{ name, questions, want string }{
		{"unknown type", `{"key": "a", "type": "colour"}`, `unknown type "colour"`},
		{"text without maxLength", `{"key": "a", "type": "text"}`, "maxLength"},
		{"number without bounds", `{"key": "a", "type": "number", "min": 0}`, "min <= max"},
		{"number with bounds reversed", `{"key": "a", "type": "number", "min": 5, "max": 1}`, "min <= max"},
		{"select without options", `{"key": "a", "type": "select"}`, "distinct options"},
		{"repeated option", `{"key": "a", "type": "multiselect", "options": ["x", "x"]}`, "distinct options"},
		{"unknown document kind", `{"key": "a", "type": "document", "kind": "passport"}`, "document kind"},
		{"repeated key", `{"key": "a", "type": "yesno"}, {"key": "a", "type": "yesno"}`, "repeated key"},
		{"empty key", `{"key": "", "type": "yesno"}`, "empty"},
		{"follow-up of a later question", `{"key": "b", "type": "date", "showIf": {"key": "a", "equals": "yes"}}, {"key": "a", "type": "yesno"}`, "not an earlier question"},
		{"follow-up of an impossible answer", `{"key": "a", "type": "yesno"}, {"key": "b", "type": "date", "showIf": {"key": "a", "equals": "maybe"}}`, "not a choice"},
		{"follow-up of a text", `{"key": "a", "type": "text", "maxLength": 5}, {"key": "b", "type": "date", "showIf": {"key": "a", "equals": "x"}}`, "not a choice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(head + tt.questions + `]}]}`))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse: %v; want an error with %q", err, tt.want)
			}
		})
	}
	for _, bad := range []string{`{`, `{"sections": []}`, `{"languages": ["es", "es"], "sections": [{"key": "s", "questions": [{"key": "a", "type": "yesno"}]}]}`, `{"sections": [{"key": "s", "questions": []}]}`} {
		if _, err := Parse([]byte(bad)); err == nil {
			t.Errorf("Parse(%s) accepted", bad)
		}
	}
}

func TestCertificateSubjects(t *testing.T) {
	s := mustParse(t)
	sec, err := s.section("additional")
	if err != nil {
		t.Fatal(err)
	}
	subjects := model.OptionCodes().Subjects
	for key, parent := range map[string]string{
		"floridaCertificateSubjects":    "floridaCertificate",
		"otherStateCertificateSubjects": "otherStateCertificate",
	} {
		q := sec.question(key)
		if q == nil {
			t.Errorf("no question %s", key)
			continue
		}
		if q.Type != TypeSubjects || q.Optional || q.ShowIf == nil || *q.ShowIf != (ShowIf{Key: parent, Equals: "yes"}) {
			t.Errorf("%s: type %q, optional %v, showIf %+v; want a required subjects follow-up of %s = yes", key, q.Type, q.Optional, q.ShowIf, parent)
		}
		if !slices.Equal(q.Options, subjects) {
			t.Errorf("%s: choices %v; want the subject codes %v", key, q.Options, subjects)
		}
	}
}

// The web app offers the description's own list of subjects (it has no Go to ask), so the list
// must be the subject codes the server takes.
func TestDescriptionSubjectsAreTheSubjectCodes(t *testing.T) {
	var d struct{ Subjects []string }
	if err := json.Unmarshal(shared.Disclosures, &d); err != nil {
		t.Fatal(err)
	}
	if want := model.OptionCodes().Subjects; !slices.Equal(d.Subjects, want) {
		t.Errorf("disclosures.json subjects = %v; want model.OptionCodes().Subjects %v", d.Subjects, want)
	}
}
