package disclosures

import (
	"encoding/json"
	"errors"
	"maps"
	"reflect"
	"strings"
	"testing"
	"time"
)

// today is the day the tests run on, in the teacher's calendar.
var today = time.Date(2026, 3, 15, 23, 59, 0, 0, time.UTC)

// a is a shorthand for answers.
type a = map[string]any

// Every top-level question of the profile section: those a complete save must answer.
var profileRequired = []string{
	"workAuthorized", "citizenOrResident", "needsSponsorship", "validWorkAuth", "districtEmployee",
	"substituteTeaching", "j1Exchange", "relativesEmployed", "speaksEnglish", "writesEnglish",
	"otherLanguages", "dualLanguageInterest", "frsPension", "frsDistribution", "otherPension",
	"publicSchoolYears", "otherRetirementPlans", "retiredFirstResponder",
}

// profileNo answers every top-level profile question with "no" (and 0 years).
func profileNo() a {
	answers := a{}
	for _, key := range profileRequired {
		answers[key] = "no"
	}
	answers["publicSchoolYears"] = 0.0
	return answers
}

// with returns answers with more answers added.
func with(base, more a) a {
	out := maps.Clone(base)
	maps.Copy(out, more)
	return out
}

// codes maps each key to the same code.
func codes(code string, keys ...string) map[string]string {
	out := map[string]string{}
	for _, key := range keys {
		out[key] = code
	}
	return out
}

func TestValidate(t *testing.T) {
	s := mustParse(t)
	tests := []struct {
		name     string
		section  string
		answers  a
		complete bool
		// clean lists the values expected in the clean answers (nil: not checked), gone the keys that must not be there.
		clean  a
		gone   []string
		fields map[string]string
	}{
		{name: "an empty draft is fine", section: "profile", answers: a{}, fields: codes("")},
		{name: "a complete save asks every top-level question", section: "profile", answers: a{}, complete: true,
			fields: codes(CodeRequired, profileRequired...)},
		{name: "all no is complete", section: "profile", answers: profileNo(), complete: true,
			clean: a{"workAuthorized": "no", "publicSchoolYears": 0.0}, fields: codes("")},
		{name: "unknown keys, in a draft", section: "profile", answers: a{"favouriteColour": "teal", "ssnLast4": "1234"},
			fields: codes(CodeUnknown, "favouriteColour", "ssnLast4")},
		{name: "a document is no answer", section: "profile", answers: with(profileNo(), a{"validWorkAuth": "yes", "workAuthFront": "x", "ssn": "123-45-6789"}), complete: true,
			fields: codes(CodeUnknown, "workAuthFront")},
		{name: "yes/no takes yes or no only", section: "profile", answers: a{"workAuthorized": "maybe", "citizenOrResident": true},
			fields: codes(CodeInvalid, "workAuthorized", "citizenOrResident")},
		{name: "a follow-up is required on yes when complete", section: "profile", answers: with(profileNo(), a{"validWorkAuth": "yes", "relativesEmployed": "yes"}), complete: true,
			fields: codes(CodeRequired, "ssn", "relativeName", "relativeRelationship")},
		{name: "a follow-up may wait in a draft", section: "profile", answers: a{"relativesEmployed": "yes"},
			clean: a{"relativesEmployed": "yes"}, fields: codes("")},
		{name: "no drops the stale details, even refused ones", section: "profile",
			answers: with(profileNo(), a{"validWorkAuth": "no", "ssn": "000-00-0000", "relativeName": "Ana", "districtStartDate": "2999-01-01"}), complete: true,
			gone: []string{"ssn", "relativeName", "districtStartDate"}, fields: codes("")},
		{name: "a refused parent hides its follow-ups", section: "profile", answers: a{"relativesEmployed": "si", "relativeName": "Ana"},
			gone: []string{"relativeName"}, fields: codes(CodeInvalid, "relativesEmployed")},
		{name: "a valid SSN is kept as its digits", section: "profile", answers: a{"validWorkAuth": "yes", "ssn": " 123-45-6789 "},
			clean: a{"ssn": "123456789"}, fields: codes("")},
		{name: "an invalid SSN is refused in a draft", section: "profile", answers: a{"validWorkAuth": "yes", "ssn": "666-12-3456"},
			fields: codes(CodeInvalid, "ssn")},
		{name: "text is trimmed; blank is no answer", section: "profile", answers: with(profileNo(), a{"relativesEmployed": "yes", "relativeName": "  Ana Cruz ", "relativeRelationship": "   "}), complete: true,
			clean: a{"relativeName": "Ana Cruz"}, gone: []string{"relativeRelationship"}, fields: codes(CodeRequired, "relativeRelationship")},
		{name: "text longer than its maximum", section: "profile", answers: a{"relativesEmployed": "yes", "relativeName": strings.Repeat("ñ", 201), "relativeRelationship": strings.Repeat("ñ", 100)},
			fields: codes(CodeTooLong, "relativeName")},
		{name: "text must be a string", section: "profile", answers: a{"relativesEmployed": "yes", "relativeName": 12.0},
			fields: codes(CodeInvalid, "relativeName")},
		{name: "an optional follow-up may stay empty", section: "profile",
			answers: with(profileNo(), a{"districtEmployee": "yes", "districtEmployer": "pinellas", "districtEmployeeNumber": "E123", "districtStartDate": "2019-08-01", "districtTitle": "Teacher"}), complete: true,
			gone: []string{"districtEndDate"}, fields: codes("")},
		{name: "dates: a real ISO day", section: "profile", answers: a{"districtEmployee": "yes", "districtStartDate": "2024-02-30", "districtEndDate": "01/02/2024"},
			fields: codes(CodeInvalid, "districtStartDate", "districtEndDate")},
		{name: "dates: not in the future where it must be past", section: "profile", answers: a{"districtEmployee": "yes", "districtStartDate": "2026-03-16", "districtEndDate": "2026-06-30"},
			clean: a{"districtEndDate": "2026-06-30"}, fields: codes(CodeFuture, "districtStartDate")},
		{name: "dates: today is not the future", section: "profile", answers: a{"districtEmployee": "yes", "districtStartDate": "2026-03-15"},
			clean: a{"districtStartDate": "2026-03-15"}, fields: codes("")},
		{name: "select takes its options only", section: "profile", answers: a{"districtEmployee": "yes", "districtEmployer": "polk"},
			fields: codes(CodeInvalid, "districtEmployer")},
		{name: "number within bounds", section: "profile", answers: a{"publicSchoolYears": json.Number("12")},
			clean: a{"publicSchoolYears": 12.0}, fields: codes("")},
		{name: "number must be whole", section: "profile", answers: a{"publicSchoolYears": 2.5},
			fields: codes(CodeInvalid, "publicSchoolYears")},
		{name: "number below its minimum", section: "profile", answers: a{"publicSchoolYears": -1.0},
			fields: codes(CodeOutOfRange, "publicSchoolYears")},
		{name: "number above its maximum", section: "profile", answers: a{"publicSchoolYears": 61.0},
			fields: codes(CodeOutOfRange, "publicSchoolYears")},
		{name: "number must be a number", section: "profile", answers: a{"publicSchoolYears": "12"},
			fields: codes(CodeInvalid, "publicSchoolYears")},
		{name: "languages from the list", section: "profile", answers: a{"otherLanguages": "yes", "languagesSpoken": []any{"es", "tl"}, "languagesWritten": []string{"ceb"}},
			clean: a{"languagesSpoken": []string{"es", "tl"}, "languagesWritten": []string{"ceb"}}, fields: codes("")},
		{name: "languages: unknown, repeated or not text", section: "profile", answers: a{"otherLanguages": "yes", "languagesSpoken": []any{"es", "es"}, "languagesWritten": []any{"xx"}, "languagesOther": []any{1.0}},
			fields: codes(CodeInvalid, "languagesSpoken", "languagesWritten", "languagesOther")},
		{name: "languages: an empty list is no answer", section: "profile", answers: with(profileNo(), a{"otherLanguages": "yes", "languagesSpoken": []any{}, "languagesWritten": "es"}), complete: true,
			fields: map[string]string{"languagesSpoken": CodeRequired, "languagesWritten": CodeInvalid}},
		{name: "employment: each yes asks where, when and what came of it", section: "employment",
			answers: a{"dismissal": "yes", "licenseSanction": "no", "criminalConviction": "no", "pendingInvestigation": "no", "misconductInvestigation": "no"}, complete: true,
			fields: codes(CodeRequired, "dismissalDate", "dismissalCity", "dismissalState", "dismissalOrganization", "dismissalOutcome")},
		{name: "criminal: each yes asks when, where and what happened", section: "criminal",
			answers: a{"probation": "no", "pendingCharge": "no", "arrested": "yes", "arrestedDate": "2030-01-01", "arrestedCity": "Tampa", "arrestedState": "FL", "childAbuseFinding": "no"}, complete: true,
			fields: map[string]string{"arrestedDate": CodeFuture, "arrestedExplanation": CodeRequired, "sexOffenderRegistry": CodeRequired}},
		{name: "additional: certificates and the exam", section: "additional",
			answers: a{"floridaCertificate": "yes", "floridaCertificateType": "temporary", "floridaCertificateSubjects": []any{"math", "esol"},
				"otherStateCertificate": "yes", "otherStateCertificateState": "GA", "otherStateCertificateProgram": "Middle Grades Math", "otherStateCertificateSubjects": []string{"math"},
				"eligibilityStatement": "no", "teacherPrepProgram": "no", "nationalBoard": "no",
				"generalKnowledgeExam": "yes", "generalKnowledgeSections": []any{"essay", "mathematics"}, "teachingInternship": "yes", "internshipState": "PR", "currentDistrictIntern": "no"},
			complete: true, clean: a{"floridaCertificateType": "temporary", "floridaCertificateSubjects": []string{"math", "esol"}, "otherStateCertificateState": "GA",
				"otherStateCertificateSubjects": []string{"math"}, "generalKnowledgeSections": []string{"essay", "mathematics"}},
			fields: codes("")},
		{name: "additional: a certificate's subjects are required on yes", section: "additional",
			answers: a{"floridaCertificate": "yes", "floridaCertificateType": "permanent", "floridaCertificateSubjects": []any{}, "otherStateCertificate": "yes", "otherStateCertificateState": "GA",
				"otherStateCertificateProgram": "Middle Grades Math", "eligibilityStatement": "no", "teacherPrepProgram": "no", "nationalBoard": "no",
				"generalKnowledgeExam": "no", "teachingInternship": "no", "currentDistrictIntern": "no"},
			complete: true, fields: codes(CodeRequired, "floridaCertificateSubjects", "otherStateCertificateSubjects")},
		{name: "additional: subjects are subject codes, once each", section: "additional",
			answers: a{"floridaCertificate": "yes", "floridaCertificateSubjects": []any{"math", "Mathematics"}, "otherStateCertificate": "yes",
				"otherStateCertificateSubjects": []any{"art", "art"}},
			gone:   []string{"floridaCertificateSubjects", "otherStateCertificateSubjects"},
			fields: codes(CodeInvalid, "floridaCertificateSubjects", "otherStateCertificateSubjects")},
		{name: "additional: subjects must be a list", section: "additional",
			answers: a{"floridaCertificate": "yes", "floridaCertificateSubjects": "math"},
			fields:  codes(CodeInvalid, "floridaCertificateSubjects")},
		{name: "additional: no certificate drops its subjects", section: "additional",
			answers: a{"floridaCertificate": "no", "floridaCertificateSubjects": []any{"math"}, "otherStateCertificate": "no", "otherStateCertificateSubjects": []any{"xx"},
				"eligibilityStatement": "no", "teacherPrepProgram": "no", "nationalBoard": "no", "generalKnowledgeExam": "no", "teachingInternship": "no", "currentDistrictIntern": "no"},
			complete: true, clean: a{"floridaCertificate": "no"}, gone: []string{"floridaCertificateSubjects", "otherStateCertificateSubjects"},
			fields: codes("")},
		{name: "additional: a state is a USPS code; sections from the four", section: "additional",
			answers: a{"otherStateCertificate": "yes", "otherStateCertificateState": "Georgia", "generalKnowledgeExam": "yes", "generalKnowledgeSections": []any{"science"}},
			fields:  codes(CodeInvalid, "otherStateCertificateState", "generalKnowledgeSections")},
		{name: "self-identification: each is required when complete", section: "self_identification", answers: a{}, complete: true,
			fields: codes(CodeRequired, "ethnicity", "hispanicOrigin", "gender", "veteranStatus")},
		{name: "self-identification: 'prefer not to say' is an answer", section: "self_identification",
			answers: a{"ethnicity": "none_selected", "hispanicOrigin": "prefer_not_to_say", "gender": "prefer_not_to_say", "veteranStatus": "prefer_not_to_say"}, complete: true,
			fields: codes("")},
		{name: "self-identification: only its codes", section: "self_identification", answers: a{"ethnicity": "latino", "gender": "any", "veteranStatus": "veteran"},
			fields: codes(CodeInvalid, "ethnicity", "gender")},
		{name: "public records: the consent is required", section: "public_records", answers: a{}, complete: true,
			fields: codes(CodeRequired, "publicRecordsConsent")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clean, fields, err := s.Validate(tt.section, tt.answers, tt.complete, today)
			if err != nil {
				t.Fatal(err)
			}
			delete(tt.fields, "")
			if !reflect.DeepEqual(fields, tt.fields) {
				t.Errorf("fields = %v; want %v", fields, tt.fields)
			}
			for key, want := range tt.clean {
				if !reflect.DeepEqual(clean[key], want) {
					t.Errorf("clean[%q] = %#v; want %#v", key, clean[key], want)
				}
			}
			for _, key := range tt.gone {
				if _, ok := clean[key]; ok {
					t.Errorf("clean[%q] = %#v; want it dropped", key, clean[key])
				}
			}
		})
	}
}

func TestValidateUnknownSection(t *testing.T) {
	_, _, err := mustParse(t).Validate("hobbies", a{}, false, today)
	if !errors.Is(err, ErrUnknownSection) {
		t.Errorf("err = %v; want ErrUnknownSection", err)
	}
	if _, err := mustParse(t).Documents("hobbies", a{}); !errors.Is(err, ErrUnknownSection) {
		t.Errorf("Documents: err = %v; want ErrUnknownSection", err)
	}
}

func TestDocuments(t *testing.T) {
	s := mustParse(t)
	for _, tt := range []struct {
		answer string
		want   []Document
	}{
		{"yes", []Document{{"workAuthFront", KindWorkAuthFront}, {"workAuthBack", KindWorkAuthBack}}},
		{"no", nil},
	} {
		got, err := s.Documents("profile", a{"validWorkAuth": tt.answer})
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Documents(validWorkAuth=%s) = %v, %v; want %v", tt.answer, got, err, tt.want)
		}
	}
}

func TestValidSSN(t *testing.T) {
	tests := []struct {
		in, digits string
		ok         bool
	}{
		{"123-45-6789", "123456789", true},
		{"123456789", "123456789", true},
		{"899-99-9999", "899999999", true},
		{"665-01-0001", "665010001", true},
		{"000-12-3456", "", false},
		{"666-12-3456", "", false},
		{"900-12-3456", "", false},
		{"999-12-3456", "", false},
		{"123-00-4567", "", false},
		{"123-45-0000", "", false},
		{"12345678", "", false},
		{"1234567890", "", false},
		{"123-456-789", "", false},
		{"12-345-6789", "", false},
		{"123 45 6789", "", false},
		{"12a-45-6789", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		digits, ok := ValidSSN(tt.in)
		if digits != tt.digits || ok != tt.ok {
			t.Errorf("ValidSSN(%q) = %q, %v; want %q, %v", tt.in, digits, ok, tt.digits, tt.ok)
		}
	}
}

// FuzzValidSSN checks what any accepted number is: nine digits outside the ranges the Social
// Security Administration never issues, the same whether written with dashes or without.
func FuzzValidSSN(f *testing.F) {
	for _, seed := range []string{"123-45-6789", "123456789", "000-12-3456", "666123456", "9001234567", "123-45-678٩", "１２３-45-6789", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		digits, ok := ValidSSN(in)
		if !ok {
			if digits != "" {
				t.Fatalf("ValidSSN(%q) refused the number but returned %q", in, digits)
			}
			return
		}
		if len(digits) != 9 || strings.Trim(digits, "0123456789") != "" {
			t.Fatalf("ValidSSN(%q) = %q: not nine ASCII digits", in, digits)
		}
		if area := digits[:3]; area == "000" || area == "666" || area[0] == '9' || digits[3:5] == "00" || digits[5:] == "0000" {
			t.Fatalf("ValidSSN(%q) = %q: a number never issued", in, digits)
		}
		for _, form := range []string{digits, digits[:3] + "-" + digits[3:5] + "-" + digits[5:]} {
			if again, ok := ValidSSN(form); !ok || again != digits {
				t.Fatalf("ValidSSN(%q) = %q, %v; want %q as for %q", form, again, ok, digits, in)
			}
		}
	})
}
