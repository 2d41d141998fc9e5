package disclosures

import (
	"encoding/json"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// The field codes Validate gives (disclosures.json lists them all, with the service's own).
const (
	CodeRequired   = "required"
	CodeInvalid    = "invalid"
	CodeTooLong    = "too_long"
	CodeOutOfRange = "out_of_range"
	CodeFuture     = "future"
	CodeUnknown    = "unknown"
	// CodeExpired is given by the service, not Validate: a work authorization card past its date.
	CodeExpired = "expired"
)

// dateLayout is how answers hold a date (docs/api.md: ISO 8601 dates).
const dateLayout = "2006-01-02"

// Validate checks the answers to one section and returns them cleaned: text trimmed, an SSN as
// its 9 digits, numbers as float64, lists as []string, and nothing for a question left empty
// or hidden (a follow-up whose condition is not met), so answering "no" clears stale details.
//
// fields maps each refused answer key to a code and is empty when the answers pass. Every answer
// given is checked, in a draft too; with complete, each visible question that is not optional
// must also be answered. `document` questions are no answers: the service checks the uploads
// (see Documents). Validate cannot know of an SSN already stored: when the teacher leaves it
// empty to keep it, the service drops fields["ssn"] == "required". The only error is one
// wrapping ErrUnknownSection.
func (s *Schema) Validate(section string, answers map[string]any, complete bool, today time.Time) (clean map[string]any, fields map[string]string, err error) {
	sec, err := s.section(section)
	if err != nil {
		return nil, nil, err
	}
	clean = map[string]any{}
	fields = map[string]string{}
	for key := range answers {
		if q := sec.question(key); q == nil || q.Type == TypeDocument {
			fields[key] = CodeUnknown
		}
	}
	for _, q := range sec.Questions {
		if q.Type == TypeDocument || !visible(q, clean) {
			continue
		}
		value, code := q.check(answers[q.Key], today.Format(dateLayout))
		switch {
		case code != "":
			fields[q.Key] = code
		case value != nil:
			clean[q.Key] = value
		case complete && !q.Optional:
			fields[q.Key] = CodeRequired
		}
	}
	return clean, fields, nil
}

// Document is a `document` question that is asked: the service requires its upload.
type Document struct {
	Key  string
	Kind string
}

// Documents returns the `document` questions of a section that its clean answers make visible.
func (s *Schema) Documents(section string, clean map[string]any) ([]Document, error) {
	sec, err := s.section(section)
	if err != nil {
		return nil, err
	}
	var docs []Document
	for _, q := range sec.Questions {
		if q.Type == TypeDocument && visible(q, clean) {
			docs = append(docs, Document{Key: q.Key, Kind: q.Kind})
		}
	}
	return docs, nil
}

// question returns the section's question with the given key, or nil.
func (sec *Section) question(key string) *Question {
	for _, q := range sec.Questions {
		if q.Key == key {
			return q
		}
	}
	return nil
}

// visible says whether a question is asked, given the clean answers to the questions before it.
// A follow-up of a hidden or refused question is hidden too, as its parent is not in clean.
func visible(q *Question, clean map[string]any) bool {
	return q.ShowIf == nil || clean[q.ShowIf.Key] == q.ShowIf.Equals
}

// check returns an answer's clean value (nil when it is empty) or the code that refuses it.
func (q *Question) check(raw any, today string) (any, string) {
	if raw == nil {
		return nil, ""
	}
	switch q.Type {
	case TypeNumber:
		return q.checkNumber(raw)
	case TypeMultiselect, TypeLanguages, TypeSubjects:
		return q.checkList(raw)
	}
	text, ok := raw.(string)
	if !ok {
		return nil, CodeInvalid
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, ""
	}
	switch q.Type {
	case TypeText, TypeTextarea:
		if utf8.RuneCountInString(text) > q.MaxLength {
			return nil, CodeTooLong
		}
	case TypeDate:
		if _, err := time.Parse(dateLayout, text); err != nil {
			return nil, CodeInvalid
		}
		if q.NotFuture && text > today {
			return nil, CodeFuture
		}
	case TypeSSN:
		digits, ok := ValidSSN(text)
		if !ok {
			return nil, CodeInvalid
		}
		return digits, ""
	default: // yesno, select, usState
		if !slices.Contains(q.Options, text) {
			return nil, CodeInvalid
		}
	}
	return text, ""
}

// checkNumber takes a JSON number (float64 once decoded, or json.Number) within the bounds.
func (q *Question) checkNumber(raw any) (any, string) {
	var n float64
	switch v := raw.(type) {
	case float64:
		n = v
	case json.Number:
		f, err := v.Float64()
		if err != nil {
			return nil, CodeInvalid
		}
		n = f
	default:
		return nil, CodeInvalid
	}
	if n < *q.Min || n > *q.Max {
		return nil, CodeOutOfRange
	}
	if q.Integer && n != float64(int64(n)) {
		return nil, CodeInvalid
	}
	return n, ""
}

// checkList takes a list of distinct choices; an empty list is no answer.
func (q *Question) checkList(raw any) (any, string) {
	var items []string
	switch v := raw.(type) {
	case []string:
		items = v
	case []any:
		for _, item := range v {
			s, ok := item.(string)
			if !ok {
				return nil, CodeInvalid
			}
			items = append(items, s)
		}
	default:
		return nil, CodeInvalid
	}
	if len(items) == 0 {
		return nil, ""
	}
	for i, item := range items {
		if !slices.Contains(q.Options, item) || slices.Contains(items[:i], item) {
			return nil, CodeInvalid
		}
	}
	return slices.Clone(items), ""
}

// ValidSSN reads a Social Security Number written as 9 digits, with or without the dashes of
// 123-45-6789, and returns its digits. It refuses the numbers never issued (docs/design.md §6): area
// 000, 666 or 900-999, group 00, serial 0000.
func ValidSSN(s string) (digits string, ok bool) {
	if len(s) == 11 && s[3] == '-' && s[6] == '-' {
		s = s[:3] + s[4:6] + s[7:]
	}
	if len(s) != 9 || strings.Trim(s, "0123456789") != "" {
		return "", false
	}
	area, group, serial := s[:3], s[3:5], s[5:]
	if area == "000" || area == "666" || area[0] == '9' || group == "00" || serial == "0000" {
		return "", false
	}
	return s, true
}
