package service

import (
	"context"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// Philosophy and cultural fit (docs/api.md): how a school teaches, which its own users and admins
// set, and the values a teacher weighs it against.

// Most philosophy codes a school has, and values a teacher picks.
const (
	maxPhilosophy = 5
	maxValues     = 3
)

// SchoolCulture is the body of PUT /api/school/schools/{id}.
type SchoolCulture struct {
	Philosophy []string `json:"philosophy"`
	Culture    string   `json:"culture"`
}

// SetSchoolCulture sets how one of the school user's own district's schools teaches, audited as
// school.culture; a school of another district is not found, as one that does not exist.
func (s *Service) SetSchoolCulture(ctx context.Context, u model.User, id string, in SchoolCulture) (model.School, error) {
	org, err := organizationOf(u)
	if err != nil {
		return model.School{}, err
	}
	if id, err = parseID(id, "school"); err != nil {
		return model.School{}, err
	}
	f := model.Fields{}
	culture := checkCulture(f, in.Philosophy, in.Culture)
	if err := f.Err(msgFixFields); err != nil {
		return model.School{}, err
	}
	var saved model.School
	err = s.audited(ctx, u, "school.culture", func(tx *store.Tx) (string, error) {
		saved, err = tx.SetSchoolCulture(ctx, org, id, in.Philosophy, culture)
		return id, err
	})
	return saved, err
}

// checkCulture records what is wrong with a school's philosophy (unknown or repeated codes,
// more than maxPhilosophy) and culture text (over 600 characters, control characters), and
// returns the text cleaned.
func checkCulture(f model.Fields, philosophy []string, culture string) string {
	checkPhilosophies(f, "philosophy", philosophy, maxPhilosophy)
	culture = model.CleanText(culture)
	f.Text("culture", culture, 600, true)
	return culture
}

// checkPhilosophies records "too_many" for more than most codes, "invalid" for unknown or
// repeated ones.
func checkPhilosophies(f model.Fields, name string, codes []string, most int) {
	switch {
	case len(codes) > most:
		f[name] = "too_many"
	case !knownCodes(codes, model.OptionCodes().Philosophies) || hasRepeats(codes):
		f[name] = "invalid"
	}
}
