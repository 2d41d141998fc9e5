package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

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

// Changes Postgres refuses because of other rows; the admin console's writes return them.
var (
	// ErrTaken is a value that must be unique and another row already has (a district's slug, a
	// school's name in its district).
	ErrTaken = errors.New("store: value taken")
	// ErrReferenced is a change a foreign key refused: a row other rows still point at, or a
	// pointer to a row that does not exist.
	ErrReferenced = errors.New("store: foreign key refused the change")
)

// refused returns ErrTaken or ErrReferenced for what Postgres refused for those reasons, and
// otherwise err wrapped with what was being done.
func refused(err error, what string) error {
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		switch pg.Code {
		case "23505": // unique_violation
			return ErrTaken
		case "23503": // foreign_key_violation
			return ErrReferenced
		}
	}
	return fmt.Errorf("store: %s: %w", what, err)
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

// querier is the pool or a transaction: the admin console's reads run on the one, its changes on
// the other, beside their audit rows.
type querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

// collectOne runs a query of one row of T, whose columns are named as its fields: notFound's error
// when there is none, ErrTaken or ErrReferenced when Postgres refuses a change for those reasons.
func collectOne[T any](ctx context.Context, q querier, what string, notFound func() error, sql string, args ...any) (T, error) {
	rows, _ := q.Query(ctx, sql, args...)
	v, err := pgx.CollectExactlyOneRow(rows, pgx.RowToStructByName[T])
	if errors.Is(err, pgx.ErrNoRows) {
		return v, notFound()
	}
	if err != nil {
		return v, refused(err, what)
	}
	return v, nil
}

// deleteByID deletes the row of table with the id: notFound's error when there is none,
// ErrReferenced when other rows still point at it. table is always a constant of this package.
func deleteByID(ctx context.Context, q querier, table, id string, notFound func() error) error {
	tag, err := q.Exec(ctx, `DELETE FROM `+table+` WHERE id = $1`, id)
	if err != nil {
		return refused(err, "delete from "+table)
	}
	if tag.RowsAffected() == 0 {
		return notFound()
	}
	return nil
}
