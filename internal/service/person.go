package service

import (
	"maps"
	"strings"

	"github.com/teachbay/teachbay/internal/model"
)

// person is who signs up for the newsletter or registers: their names, e-mail address, country
// and contact number.
type person struct {
	FirstName, LastName, Email, ContactNumber, Country string
}

// checkPerson cleans p and records in f what is wrong with it: every field (and each of more)
// is required; names must be names, the address an address, the country a known one (the
// United States when empty) and the number a valid number of that country, kept in E.164. It
// reports false when a required field is blank: the caller then answers "All fields are
// required" without checking further.
func (s *Service) checkPerson(p person, f model.Fields, more map[string]string) (person, bool) {
	p = person{FirstName: model.CleanName(p.FirstName), LastName: model.CleanName(p.LastName), Email: strings.TrimSpace(p.Email),
		ContactNumber: strings.TrimSpace(p.ContactNumber), Country: strings.ToUpper(strings.TrimSpace(p.Country))}
	required := map[string]string{"firstName": p.FirstName, "lastName": p.LastName, "email": p.Email, "contactNumber": p.ContactNumber}
	maps.Copy(required, more)
	f.Required(required)
	if len(f) > 0 {
		return p, false
	}
	if p.Country == "" {
		p.Country = "US"
	}
	f.Name("firstName", p.FirstName)
	f.Name("lastName", p.LastName)
	var ok bool
	if p.Email, ok = model.NormalizeEmail(p.Email); !ok {
		f["email"] = "invalid"
	}
	if !s.Countries.Valid(p.Country) {
		f["country"] = "invalid"
	} else if p.ContactNumber, ok = model.NormalizePhone(p.ContactNumber, p.Country); !ok {
		f["contactNumber"] = "invalid"
	}
	return p, true
}
