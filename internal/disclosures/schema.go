// Package disclosures reads the description of the disclosures wizard (web/shared/disclosures.json)
// and checks a teacher's answers against it, so that the wizard and the server apply the same rules.
package disclosures

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/web/shared"
)

// The question types of the description.
const (
	TypeYesNo       = "yesno"
	TypeText        = "text"
	TypeTextarea    = "textarea"
	TypeDate        = "date"
	TypeNumber      = "number"
	TypeSelect      = "select"
	TypeMultiselect = "multiselect"
	TypeUSState     = "usState"
	TypeLanguages   = "languages"
	TypeSubjects    = "subjects"
	TypeSSN         = "ssn"
	TypeDocument    = "document"
)

// The document kinds a `document` question stands for (docs/api.md "Teacher", POST /api/me/documents).
const (
	KindWorkAuthFront = "work_auth_front"
	KindWorkAuthBack  = "work_auth_back"
)

// yesNo are the answers of a yes/no question.
var yesNo = []string{"yes", "no"}

// ErrUnknownSection is wrapped by Validate's error for a section the description does not have.
var ErrUnknownSection = errors.New("unknown disclosures section")

// Schema is the parsed description: the sections in wizard order, each with its questions.
type Schema struct {
	// languages are the choices of a `languages` question (ISO 639-1 codes, and "other").
	languages []string
	// subjects are the choices of a `subjects` question: the subject codes of docs/design.md §4.
	subjects []string
	// errors are the field codes Validate (or the service, for documents) may give.
	errors   []string
	sections []*Section
}

// description is the shape of disclosures.json.
type description struct {
	Languages []string   `json:"languages"`
	Errors    []string   `json:"errors"`
	Sections  []*Section `json:"sections"`
}

// Section is one step of the wizard and one row of answers on the server.
type Section struct {
	Key       string      `json:"key"`
	Questions []*Question `json:"questions"`
}

// Question is one answer key with its type and rules. A question with ShowIf is a follow-up:
// asked (and then required unless Optional) only while the earlier question has that answer.
type Question struct {
	Key string `json:"key"`
	// Text names the question's texts in the locale files when several questions share them.
	Text      string   `json:"text,omitempty"`
	Type      string   `json:"type"`
	Kind      string   `json:"kind,omitempty"`
	Options   []string `json:"options,omitempty"`
	MaxLength int      `json:"maxLength,omitempty"`
	Min       *float64 `json:"min,omitempty"`
	Max       *float64 `json:"max,omitempty"`
	Integer   bool     `json:"integer,omitempty"`
	NotFuture bool     `json:"notFuture,omitempty"`
	Optional  bool     `json:"optional,omitempty"`
	ShowIf    *ShowIf  `json:"showIf,omitempty"`
}

// ShowIf makes a question a follow-up of the earlier question Key, asked when its answer is Equals.
type ShowIf struct {
	Key    string `json:"key"`
	Equals string `json:"equals"`
}

// TextKey is the name of the question's texts in the locale files: Text, or else its Key.
func (q *Question) TextKey() string {
	if q.Text != "" {
		return q.Text
	}
	return q.Key
}

// Parse reads a description (shared.Disclosures) and checks that it is consistent: known types,
// the rules each type needs, keys used once, and follow-ups of an earlier question of their
// section. The answers of `usState` questions are the codes of shared.USStates, those of
// `languages` questions the description's own list of languages, and those of `subjects`
// questions the subject codes of model.OptionCodes (the description repeats them in its
// `subjects` list for the web app, and a test keeps the two equal).
func Parse(data []byte) (*Schema, error) {
	var d description
	if err := json.Unmarshal(data, &d); err != nil {
		return nil, fmt.Errorf("disclosures: %w", err)
	}
	var states []struct {
		Code string `json:"code"`
	}
	if err := json.Unmarshal(shared.USStates, &states); err != nil {
		return nil, fmt.Errorf("disclosures: us-states.json: %w", err)
	}
	codes := make([]string, len(states))
	for i, state := range states {
		codes[i] = state.Code
	}
	s := &Schema{languages: d.Languages, subjects: model.OptionCodes().Subjects, errors: d.Errors, sections: d.Sections}
	if len(s.sections) == 0 || !unique(s.languages) || !unique(s.errors) {
		return nil, errors.New("disclosures: no sections, or repeated languages or error codes")
	}
	seen := map[string]bool{}
	for _, sec := range s.sections {
		if sec.Key == "" || seen["section:"+sec.Key] || len(sec.Questions) == 0 {
			return nil, fmt.Errorf("disclosures: section %q: empty or repeated", sec.Key)
		}
		seen["section:"+sec.Key] = true
		for i, q := range sec.Questions {
			if q.Key == "" || seen[q.Key] {
				return nil, fmt.Errorf("disclosures: question %q: empty or repeated key", q.Key)
			}
			seen[q.Key] = true
			if err := s.prepare(q, codes); err != nil {
				return nil, fmt.Errorf("disclosures: question %q: %w", q.Key, err)
			}
			if err := checkShowIf(q, sec.Questions[:i]); err != nil {
				return nil, fmt.Errorf("disclosures: question %q: %w", q.Key, err)
			}
		}
	}
	return s, nil
}

// prepare checks the rules a question's type needs and fills in the options of the types
// whose choices come from elsewhere.
func (s *Schema) prepare(q *Question, states []string) error {
	switch q.Type {
	case TypeYesNo:
		q.Options = yesNo
	case TypeUSState:
		q.Options = states
	case TypeLanguages:
		q.Options = s.languages
	case TypeSubjects:
		q.Options = s.subjects
	case TypeText, TypeTextarea:
		if q.MaxLength <= 0 {
			return errors.New("needs a maxLength")
		}
	case TypeNumber:
		if q.Min == nil || q.Max == nil || *q.Min > *q.Max {
			return errors.New("needs min <= max")
		}
	case TypeSelect, TypeMultiselect:
		if len(q.Options) == 0 || !unique(q.Options) {
			return errors.New("needs distinct options")
		}
	case TypeDocument:
		if q.Kind != KindWorkAuthFront && q.Kind != KindWorkAuthBack {
			return fmt.Errorf("unknown document kind %q", q.Kind)
		}
	case TypeDate, TypeSSN:
	default:
		return fmt.Errorf("unknown type %q", q.Type)
	}
	return nil
}

// checkShowIf makes sure a follow-up hangs on an earlier question with a choice it can equal.
func checkShowIf(q *Question, earlier []*Question) error {
	if q.ShowIf == nil {
		return nil
	}
	i := slices.IndexFunc(earlier, func(p *Question) bool { return p.Key == q.ShowIf.Key })
	if i < 0 {
		return fmt.Errorf("showIf names %q, not an earlier question of the section", q.ShowIf.Key)
	}
	parent := earlier[i]
	if (parent.Type != TypeYesNo && parent.Type != TypeSelect) || !slices.Contains(parent.Options, q.ShowIf.Equals) {
		return fmt.Errorf("showIf: %q is not a choice of %q", q.ShowIf.Equals, parent.Key)
	}
	return nil
}

func unique(values []string) bool {
	seen := make(map[string]bool, len(values))
	for _, v := range values {
		if v == "" || seen[v] {
			return false
		}
		seen[v] = true
	}
	return true
}

// Sections returns the section keys in wizard order.
func (s *Schema) Sections() []string {
	keys := make([]string, len(s.sections))
	for i, sec := range s.sections {
		keys[i] = sec.Key
	}
	return keys
}

// section returns the section with the given key, or an error wrapping ErrUnknownSection.
func (s *Schema) section(key string) (*Section, error) {
	for _, sec := range s.sections {
		if sec.Key == key {
			return sec, nil
		}
	}
	return nil, fmt.Errorf("disclosures: section %q: %w", key, ErrUnknownSection)
}
