package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// OrganizationIDBySlug returns the id of the organization with the slug, or found false.
func (s *Store) OrganizationIDBySlug(ctx context.Context, slug string) (id string, found bool, err error) {
	err = s.Pool.QueryRow(ctx, `SELECT id FROM organizations WHERE slug = $1`, slug).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("store: organization by slug: %w", err)
	}
	return id, true, nil
}

// organizationColumns are model.AdminOrganization's, of a row named o.
const organizationColumns = `o.id, o.slug, o.name, o.county, o.website, o.careers_url, o.address, o.phone,
	(SELECT count(*) FROM schools s WHERE s.organization_id = o.id) AS school_count,
	(SELECT count(*) FROM users u WHERE u.organization_id = o.id) AS user_count`

func errNoOrganization() error { return model.Errorf(model.ECodeNotFound, "No such organization") }

// Organizations returns every district by name.
func (s *Store) Organizations(ctx context.Context) ([]model.AdminOrganization, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT `+organizationColumns+` FROM organizations o ORDER BY o.name, o.id`)
	orgs, err := pgx.CollectRows(rows, pgx.RowToStructByName[model.AdminOrganization])
	if err != nil {
		return nil, fmt.Errorf("store: organizations: %w", err)
	}
	return orgs, nil
}

// Organization returns a district by id, or a not_found error.
func (s *Store) Organization(ctx context.Context, id string) (model.AdminOrganization, error) {
	return collectOne[model.AdminOrganization](ctx, s.Pool, "organization", errNoOrganization, `SELECT `+organizationColumns+` FROM organizations o WHERE o.id = $1`, id)
}

// InsertOrganization creates a district; a slug another one has is ErrTaken.
func (t *Tx) InsertOrganization(ctx context.Context, in model.Organization) (model.AdminOrganization, error) {
	return collectOne[model.AdminOrganization](ctx, t.tx, "insert organization", errNoOrganization, `
		WITH o AS (
			INSERT INTO organizations (slug, name, county, website, careers_url, address, phone)
			VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *)
		SELECT `+organizationColumns+` FROM o`,
		in.Slug, in.Name, in.County, in.Website, in.CareersURL, in.Address, in.Phone)
}

// UpdateOrganization replaces a district's details; an unknown id is not_found, a slug another
// one has ErrTaken.
func (t *Tx) UpdateOrganization(ctx context.Context, id string, in model.Organization) (model.AdminOrganization, error) {
	return collectOne[model.AdminOrganization](ctx, t.tx, "update organization", errNoOrganization, `
		WITH o AS (
			UPDATE organizations SET slug = $2, name = $3, county = $4, website = $5, careers_url = $6, address = $7,
				phone = $8, updated_at = now()
			WHERE id = $1 RETURNING *)
		SELECT `+organizationColumns+` FROM o`,
		id, in.Slug, in.Name, in.County, in.Website, in.CareersURL, in.Address, in.Phone)
}

// DeleteOrganization removes a district; an unknown id is not_found, one that still has schools or
// users ErrReferenced.
func (t *Tx) DeleteOrganization(ctx context.Context, id string) error {
	return deleteByID(ctx, t.tx, "organizations", id, errNoOrganization)
}

// UpsertOrganization creates or updates the organization with o.Slug and returns its id.
func (s *Store) UpsertOrganization(ctx context.Context, o model.Organization) (string, error) {
	var id string
	err := s.Pool.QueryRow(ctx, `
		INSERT INTO organizations (slug, name, county, website, careers_url, address, phone)
		VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (slug) DO UPDATE SET name = $2, county = $3, website = $4, careers_url = $5,
			address = $6, phone = $7, updated_at = now()
		RETURNING id`,
		o.Slug, o.Name, o.County, o.Website, o.CareersURL, o.Address, o.Phone).Scan(&id)
	if err != nil {
		return "", fmt.Errorf("store: upsert organization %s: %w", o.Slug, err)
	}
	return id, nil
}
