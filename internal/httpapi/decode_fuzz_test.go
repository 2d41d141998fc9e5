package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http/httptest"
	"reflect"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// requestTypes are the request bodies the API decodes into a named type.
var requestTypes = []func() any{
	func() any { return new(service.RegisterInput) },
	func() any { return new(service.LoginInput) },
	func() any { return new(service.AcceptInvitationInput) },
	func() any { return new(service.ContactInput) },
	func() any { return new(service.InvitationInput) },
	func() any { return new(service.VacancyInput) },
	func() any { return new(service.SubscribeInput) },
	func() any { return new(service.SchoolInput) },
	func() any { return new(model.Organization) },
	func() any { return new(model.Profile) },
	func() any { return new(model.Presentation) },
	func() any { return new(model.Preferences) },
	func() any { return new(model.Settings) },
	func() any { return new(struct{ Token, Password string }) },
}

// FuzzDecodeJSON feeds any body to every request type: decoding never panics, refuses with a
// validation error (never an internal one), and what it accepts survives encoding and decoding
// again unchanged.
func FuzzDecodeJSON(f *testing.F) {
	for _, seed := range []string{
		`{}`, `{"email":"ana@example.ph","password":"bayshore sunsets"}`, `{"firstName":"Ana","country":"PH"}`,
		`{"education":[{"degree":"bachelor","subjects":["math"]}]}`, `{"preferences":{"levels":["high"]}}`,
		`{"minYearsExperience":3,"needs":["esol"],"dualLanguage":true}`, `{"a":"\u0000"}`, `[1,2]`, `"text"`, `null`,
		`{"x":[[[[[[[[[[[[1]]]]]]]]]]]]}`, `{"email":1e999}`, `{"email":"a"} {"email":"b"}`, `{`, ``,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		for _, newRequest := range requestTypes {
			into := newRequest()
			err := decodeJSON(httptest.NewRequest("POST", "/api/x", bytes.NewReader(body)), into)
			if err != nil {
				var e *model.Error
				if !errors.As(err, &e) || e.Code != model.ECodeValidation {
					t.Fatalf("%T from %q: %v, want a validation error", into, body, err)
				}
				continue
			}
			again, err := json.Marshal(into)
			if err != nil {
				t.Fatalf("%T from %q: accepted, then cannot be encoded: %v", into, body, err)
			}
			back := newRequest()
			if err := decodeJSON(httptest.NewRequest("POST", "/api/x", bytes.NewReader(again)), back); err != nil || !reflect.DeepEqual(into, back) {
				t.Fatalf("%T from %q: accepted as %s, which decodes to %+v (%v)", into, body, again, back, err)
			}
		}
	})
}
