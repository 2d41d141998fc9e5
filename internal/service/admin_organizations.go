package service

import (
	"context"
	"errors"
	"regexp"
	"strings"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// The admin console's districts (docs/api.md "Admin").

var slugPattern = regexp.MustCompile(`^[a-z0-9-]{2,64}$`)

// parseID returns an id in the one way Postgres and the rest of the program write it, or not_found
// for what cannot be an id (Postgres would refuse it).
func parseID(id, what string) (string, error) {
	u, err := uuid.Parse(id)
	if err != nil {
		return "", model.Errorf(model.ECodeNotFound, "No such %s", what)
	}
	return u.String(), nil
}

// Organizations returns every district by name, with how many schools and users each has.
func (s *Service) Organizations(ctx context.Context) ([]model.AdminOrganization, error) {
	return s.Store.Organizations(ctx)
}

// Organization returns a district; an unknown id is not found.
func (s *Service) Organization(ctx context.Context, id string) (model.AdminOrganization, error) {
	id, err := parseID(id, "organization")
	if err != nil {
		return model.AdminOrganization{}, err
	}
	return s.Store.Organization(ctx, id)
}

// audited runs change in a transaction with the audit row of the admin's action on the subject
// change returns (docs/design.md §6: who did what to which row, never a value): both or neither.
func (s *Service) audited(ctx context.Context, admin model.User, action string, change func(tx *store.Tx) (subjectID string, err error)) error {
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		subjectID, err := change(tx)
		if err != nil {
			return err
		}
		return tx.Audit(ctx, admin.ID, action, subjectID)
	})
}

// CreateOrganization adds a district (in.ID is not read), audited as organization.create.
func (s *Service) CreateOrganization(ctx context.Context, admin model.User, in model.Organization) (model.AdminOrganization, error) {
	o, err := validateOrganization(in)
	if err != nil {
		return model.AdminOrganization{}, err
	}
	var created model.AdminOrganization
	err = s.audited(ctx, admin, "organization.create", func(tx *store.Tx) (string, error) {
		created, err = tx.InsertOrganization(ctx, o)
		return created.ID, slugRefusal(err)
	})
	return created, err
}

// UpdateOrganization replaces a district's details (in.ID is not read), audited as
// organization.update; an unknown id is not found.
func (s *Service) UpdateOrganization(ctx context.Context, admin model.User, id string, in model.Organization) (model.AdminOrganization, error) {
	id, err := parseID(id, "organization")
	if err != nil {
		return model.AdminOrganization{}, err
	}
	o, err := validateOrganization(in)
	if err != nil {
		return model.AdminOrganization{}, err
	}
	var updated model.AdminOrganization
	err = s.audited(ctx, admin, "organization.update", func(tx *store.Tx) (string, error) {
		updated, err = tx.UpdateOrganization(ctx, id, o)
		return id, slugRefusal(err)
	})
	return updated, err
}

// DeleteOrganization removes a district that has no schools and no users (a conflict otherwise),
// audited as organization.delete; its pending invitations go with it.
func (s *Service) DeleteOrganization(ctx context.Context, admin model.User, id string) error {
	id, err := parseID(id, "organization")
	if err != nil {
		return err
	}
	return s.audited(ctx, admin, "organization.delete", func(tx *store.Tx) (string, error) {
		return id, inUse(tx.DeleteOrganization(ctx, id), "This district still has schools or users.")
	})
}

// inUse words a row other rows still point at as a conflict with the message.
func inUse(err error, message string) error {
	if errors.Is(err, store.ErrReferenced) {
		return model.Errorf(model.ECodeConflict, "%s", message)
	}
	return err
}

// slugRefusal words a slug another district has as a validation error.
func slugRefusal(err error) error {
	if errors.Is(err, store.ErrTaken) {
		return model.Fields{"slug": "taken"}.Err(msgFixFields)
	}
	return err
}

func validateOrganization(in model.Organization) (model.Organization, error) {
	o := model.Organization{Slug: strings.TrimSpace(in.Slug), Name: strings.TrimSpace(in.Name), County: strings.TrimSpace(in.County),
		Website: strings.TrimSpace(in.Website), CareersURL: strings.TrimSpace(in.CareersURL),
		Address: strings.TrimSpace(in.Address), Phone: strings.TrimSpace(in.Phone)}
	f := model.Fields{}
	f.Required(map[string]string{"slug": o.Slug, "name": o.Name, "county": o.County})
	if _, set := f["slug"]; !set && !slugPattern.MatchString(o.Slug) {
		f["slug"] = "invalid"
	}
	f.Text("name", o.Name, 200, false)
	f.Text("county", o.County, 100, false)
	f.Text("address", o.Address, 200, false)
	f.Text("phone", o.Phone, 40, false)
	for name, v := range map[string]string{"website": o.Website, "careersUrl": o.CareersURL} {
		f.MaxLen(name, v, 500)
		if _, set := f[name]; !set && v != "" && !httpsURL(v) {
			f[name] = "invalid"
		}
	}
	return o, f.Err(msgFixFields)
}

// httpsURL reports whether s is a public https:// link.
func httpsURL(s string) bool {
	return strings.HasPrefix(strings.ToLower(s), "https://") && model.PublicURL(s)
}
