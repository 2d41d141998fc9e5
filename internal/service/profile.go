package service

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// zipUS is a United States ZIP code: five digits or ZIP+4.
var zipUS = regexp.MustCompile(`^[0-9]{5}(-[0-9]{4})?$`)

// Profile returns the teacher's profile with how complete it is.
func (s *Service) Profile(ctx context.Context, userID string) (model.ProfileView, error) {
	f, err := s.Store.TeacherFacts(ctx, userID, false)
	if err != nil {
		return model.ProfileView{}, err
	}
	return s.profileView(f), nil
}

// profileView is the teacher's profile as the API shows it, with its strength and what it misses.
func (s *Service) profileView(f store.TeacherFacts) model.ProfileView {
	c := s.completeness(f)
	p := f.Profile
	p.TimeZone = model.TeacherZone(p.TimeZone, p.Country)
	return model.ProfileView{Profile: p, Email: f.Email, Strength: c.strength, Complete: len(c.missing) == 0,
		Missing: c.missing, WelcomeSeen: f.WelcomeSeen, Presentation: f.Presentation}
}

// UpdateProfile checks and saves the profile screen's fields.
func (s *Service) UpdateProfile(ctx context.Context, userID string, p model.Profile) (model.ProfileView, error) {
	p, err := s.checkProfile(p, time.Now())
	if err != nil {
		return model.ProfileView{}, err
	}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.UpdateProfile(ctx, userID, p); err != nil || p.TimeZone == "" {
			return err
		}
		// Her country's own zone is stored as none, so it follows the country when that changes.
		var zone *string
		if p.TimeZone != model.CountryZone(p.Country) {
			zone = &p.TimeZone
		}
		return tx.SetTimeZone(ctx, userID, zone)
	})
	if err != nil {
		return model.ProfileView{}, err
	}
	return s.Profile(ctx, userID)
}

// checkProfile cleans a profile and checks it (docs/api.md "Teacher"): the starred fields are required;
// in the United States the state is a USPS code and the ZIP code 5 digits or ZIP+4, elsewhere both
// are free text; gender, date of birth and highest degree are optional; the time zone, when sent, an IANA name.
func (s *Service) checkProfile(p model.Profile, now time.Time) (model.Profile, error) {
	f := model.Fields{}
	person, _ := s.checkPerson(person{FirstName: p.FirstName, LastName: p.LastName, Email: "-@-.-", ContactNumber: p.ContactNumber,
		Country: p.Country}, f, nil)
	p.FirstName, p.LastName, p.ContactNumber, p.Country = person.FirstName, person.LastName, person.ContactNumber, person.Country
	delete(f, "email") // the account's address, not edited here
	p.Address, p.City = model.CleanText(p.Address), model.CleanText(p.City)
	p.State, p.ZipCode = model.CleanText(p.State), model.CleanText(p.ZipCode)
	f.Required(map[string]string{"address": p.Address, "city": p.City, "state": p.State, "zipCode": p.ZipCode})
	f.Text("address", p.Address, 200, false)
	f.Text("city", p.City, 100, false)
	if p.Country == "US" {
		p.State = strings.ToUpper(p.State)
		if _, set := f["state"]; !set && !s.usStates[p.State] {
			f["state"] = "invalid"
		}
		if _, set := f["zipCode"]; !set && !zipUS.MatchString(p.ZipCode) {
			f["zipCode"] = "invalid"
		}
	} else {
		f.Text("state", p.State, 60, false)
		f.Text("zipCode", p.ZipCode, 60, false)
	}
	p.TimeZone = strings.TrimSpace(p.TimeZone)
	if p.TimeZone != "" && !model.ValidZone(p.TimeZone) {
		f["timeZone"] = "invalid"
	}
	p.Gender = emptyToNil(p.Gender)
	if p.Gender != nil && *p.Gender != "male" && *p.Gender != "female" && *p.Gender != "any" {
		f["gender"] = "invalid"
	}
	p.HighestDegree = emptyToNil(p.HighestDegree)
	if p.HighestDegree != nil && !slices.Contains(model.Degrees, *p.HighestDegree) {
		f["highestDegree"] = "invalid"
	}
	p.DateOfBirth = emptyToNil(p.DateOfBirth)
	if p.DateOfBirth != nil {
		if code := checkBirthDate(*p.DateOfBirth, now); code != "" {
			f["dateOfBirth"] = code
		}
	}
	return p, f.Err(msgFixFields)
}

// checkBirthDate returns what is wrong with a date of birth: not a date, or an age outside 18-100.
func checkBirthDate(v string, now time.Time) string {
	dob, err := time.Parse(time.DateOnly, v)
	if err != nil {
		return "invalid"
	}
	if dob.After(now.AddDate(-18, 0, 0)) || dob.Before(now.AddDate(-100, 0, 0)) {
		return "out_of_range"
	}
	return ""
}

func emptyToNil(v *string) *string {
	if v == nil || strings.TrimSpace(*v) == "" {
		return nil
	}
	t := strings.TrimSpace(*v)
	return &t
}

// SetPresentation saves the link to the teacher's presentation video with their statement that it
// shows at least 15 minutes of teaching.
func (s *Service) SetPresentation(ctx context.Context, userID string, p model.Presentation) (model.Presentation, error) {
	p.URL = strings.TrimSpace(p.URL)
	f := model.Fields{}
	f.Required(map[string]string{"url": p.URL})
	f.MaxLen("url", p.URL, 500)
	if _, set := f["url"]; !set && !model.PublicURL(p.URL) {
		f["url"] = "invalid"
	}
	if !p.Attested {
		f["attested"] = "required"
	}
	if err := f.Err(msgFixFields); err != nil {
		return model.Presentation{}, err
	}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error { return tx.SetPresentation(ctx, userID, p.URL) })
	return p, err
}

// MarkWelcomeSeen records that the teacher read the welcome and closed it.
func (s *Service) MarkWelcomeSeen(ctx context.Context, userID string) error {
	return s.Store.InTx(ctx, func(tx *store.Tx) error { return tx.MarkWelcomeSeen(ctx, userID) })
}

// Settings returns the teacher's consents.
func (s *Service) Settings(ctx context.Context, userID string) (model.Settings, error) {
	row, err := s.Store.Profile(ctx, userID)
	return row.Settings, err
}

// SetSettings saves the teacher's consents; each can be withdrawn at any time. The newsletter
// subscribes or unsubscribes her account's address (setNewsletter); the answer says whether it
// is subscribed now.
func (s *Service) SetSettings(ctx context.Context, userID string, set model.Settings) (model.Settings, error) {
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.SetSettings(ctx, userID, set); err != nil {
			return err
		}
		return s.setNewsletter(ctx, tx, userID, set.Newsletter)
	})
	if err != nil {
		return model.Settings{}, err
	}
	return s.Settings(ctx, userID)
}
