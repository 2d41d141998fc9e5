package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"net/http/httptest"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// requestTypes are the types of every request body the API decodes (TestEveryRequestTypeIsFuzzed).
var requestTypes = []func() any{
	func() any { return new(service.RegisterInput) },
	func() any { return new(service.LoginInput) },
	func() any { return new(service.AcceptInvitationInput) },
	func() any { return new(service.ContactInput) },
	func() any { return new(service.InvitationInput) },
	func() any { return new(service.VacancyInput) },
	func() any { return new(service.SubscribeInput) },
	func() any { return new(service.SchoolInput) },
	func() any { return new(service.SchoolCulture) },
	func() any { return new(model.Organization) },
	func() any { return new(model.SalarySchedule) },
	func() any { return new(model.Profile) },
	func() any { return new(model.Presentation) },
	func() any { return new(model.Preferences) },
	func() any { return new(model.Settings) },
	func() any { return new(codeBody) },
	func() any { return new(emailBody) },
	func() any { return new(tokenBody) },
	func() any { return new(passwordBody) },
	func() any { return new(resetPasswordBody) },
	func() any { return new(changePasswordBody) },
	func() any { return new(disclosureBody) },
	func() any { return new(applicationStatusBody) },
	func() any { return new(applyBody) },
	func() any { return new(languageBody) },
	func() any { return new(service.OfferInput) },
	func() any { return new(service.OfferAnswer) },
	func() any { return new(service.CloseInput) },
	func() any { return new(service.NotificationsInput) },
	func() any { return new(service.InterviewInput) },
	func() any { return new(chooseSlotBody) },
	func() any { return new(otherTimesBody) },
	func() any { return new(cancelInterviewBody) },
	func() any { return new(service.ReferenceInput) },
	func() any { return new(service.SavedSearchInput) },
	func() any { return new(model.CertificationPath) },
	func() any { return new(service.RefereeAnswer) },
}

// TestEveryRequestTypeIsFuzzed reads the handlers' source: each body they decode (`var in T`,
// or withBody's T) is a named type in requestTypes.
func TestEveryRequestTypeIsFuzzed(t *testing.T) {
	fuzzed := map[string]bool{}
	for _, newRequest := range requestTypes {
		fuzzed[strings.TrimPrefix(fmt.Sprintf("%T", newRequest())[1:], "httpapi.")] = true
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	seen := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			var typ ast.Expr
			switch n := n.(type) {
			case *ast.FuncDecl: // withBody's own var in In is found at its callers
				if n.Type.TypeParams != nil {
					return false
				}
			case *ast.ValueSpec: // var in T
				if len(n.Names) == 1 && n.Names[0].Name == "in" {
					typ = n.Type
				}
			case *ast.FuncLit: // withBody(w, r, status, func(ctx, in T) ...)
				if params := n.Type.Params.List; len(params) == 2 && params[1].Names[0].Name == "in" {
					typ = params[1].Type
				}
			}
			if typ == nil {
				return true
			}
			seen++
			if name := types.ExprString(typ); !fuzzed[name] {
				t.Errorf("%s: a request body of type %s, which FuzzDecodeJSON does not feed (requestTypes)", fset.Position(typ.Pos()), name)
			}
			return true
		})
	}
	if seen < len(requestTypes) {
		t.Errorf("found %d request bodies in the handlers, fewer than the %d types fuzzed: is the search still right?", seen, len(requestTypes))
	}
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
