package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// UpsertSchool creates or updates the school named sc.Name in the organization orgID.
func (s *Store) UpsertSchool(ctx context.Context, orgID string, sc model.School) error {
	_, err := s.Pool.Exec(ctx, `
		INSERT INTO schools (organization_id, name, level, designation, city, lat, lng)
		VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (organization_id, name) DO UPDATE SET level = $3, designation = $4, city = $5,
			lat = $6, lng = $7, updated_at = now()`,
		orgID, sc.Name, sc.Level, sc.Designation, sc.City, sc.Lat, sc.Lng)
	if err != nil {
		return fmt.Errorf("store: upsert school %s: %w", sc.Name, err)
	}
	return nil
}

// ListSchools returns every school ordered by name.
func (s *Store) ListSchools(ctx context.Context) ([]model.School, error) {
	rows, err := s.Pool.Query(ctx, `
		SELECT s.id, s.name, s.organization_id, o.name AS district, s.level, s.city, s.lat, s.lng, s.designation
		FROM schools s JOIN organizations o ON o.id = s.organization_id
		ORDER BY s.name, s.id`)
	if err != nil {
		return nil, fmt.Errorf("store: list schools: %w", err)
	}
	schools, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (model.School, error) {
		var sc model.School
		err := row.Scan(&sc.ID, &sc.Name, &sc.OrganizationID, &sc.District, &sc.Level, &sc.City, &sc.Lat, &sc.Lng, &sc.Designation)
		return sc, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: list schools: %w", err)
	}
	return schools, nil
}

// SchoolFilter narrows the admin console's list of schools; empty fields do not filter. Query is
// a LIKE pattern (see Contains).
type SchoolFilter struct {
	OrganizationID, Query string
	Paging
}

// adminSchoolColumns are model.AdminSchool's, of a school named s and its district o.
const adminSchoolColumns = `s.id, s.name, o.name AS district, s.level, s.city, s.lat, s.lng, s.designation, s.organization_id, s.address`

func errNoSchool() error { return model.Errorf(model.ECodeNotFound, "No such school") }

// AdminSchools returns a page of the schools that match, by name, and how many match in all.
func (s *Store) AdminSchools(ctx context.Context, f SchoolFilter) ([]model.AdminSchool, int, error) {
	return listPage(ctx, s, "admin schools", f.Paging, adminSchoolColumns,
		` FROM schools s JOIN organizations o ON o.id = s.organization_id
		WHERE ($1 = '' OR s.organization_id = $1::uuid) AND ($2 = '' OR s.name ILIKE $2)`,
		`s.name, s.id`, pgx.RowToStructByName[model.AdminSchool], f.OrganizationID, f.Query)
}

// AdminSchool returns a school by id, or a not_found error.
func (s *Store) AdminSchool(ctx context.Context, id string) (model.AdminSchool, error) {
	return collectOne[model.AdminSchool](ctx, s.Pool, "school", errNoSchool, `SELECT `+adminSchoolColumns+`
		FROM schools s JOIN organizations o ON o.id = s.organization_id WHERE s.id = $1`, id)
}

// InsertSchool creates a school: a name its district has already is ErrTaken, an unknown district
// ErrReferenced.
func (t *Tx) InsertSchool(ctx context.Context, in model.AdminSchool) (model.AdminSchool, error) {
	return collectOne[model.AdminSchool](ctx, t.tx, "insert school", errNoSchool, `
		WITH s AS (
			INSERT INTO schools (organization_id, name, level, designation, address, city, lat, lng)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *)
		SELECT `+adminSchoolColumns+` FROM s JOIN organizations o ON o.id = s.organization_id`,
		in.OrganizationID, in.Name, in.Level, in.Designation, in.Address, in.City, in.Lat, in.Lng)
}

// SchoolDistrictForUpdate returns the id of the school's district and locks the school until the
// transaction ends; an unknown school is not_found.
func (t *Tx) SchoolDistrictForUpdate(ctx context.Context, id string) (string, error) {
	var org string
	err := t.tx.QueryRow(ctx, `SELECT organization_id FROM schools WHERE id = $1 FOR UPDATE`, id).Scan(&org)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", errNoSchool()
	}
	if err != nil {
		return "", fmt.Errorf("store: school's district: %w", err)
	}
	return org, nil
}

// UpdateSchool replaces a school's details: an unknown id is not_found, a name the district has
// already ErrTaken, an unknown district ErrReferenced. A school moved to another district takes
// its vacancies along (a vacancy's district is its school's).
func (t *Tx) UpdateSchool(ctx context.Context, id string, in model.AdminSchool) (model.AdminSchool, error) {
	return collectOne[model.AdminSchool](ctx, t.tx, "update school", errNoSchool, `
		WITH s AS (
			UPDATE schools SET organization_id = $2, name = $3, level = $4, designation = $5, address = $6, city = $7,
				lat = $8, lng = $9, updated_at = now()
			WHERE id = $1 RETURNING *),
		moved AS (
			UPDATE vacancies v SET organization_id = s.organization_id, updated_at = now()
			FROM s WHERE v.school_id = s.id AND v.organization_id <> s.organization_id)
		SELECT `+adminSchoolColumns+` FROM s JOIN organizations o ON o.id = s.organization_id`,
		id, in.OrganizationID, in.Name, in.Level, in.Designation, in.Address, in.City, in.Lat, in.Lng)
}

// DeleteSchool removes a school; an unknown id is not_found, one that has vacancies ErrReferenced.
func (t *Tx) DeleteSchool(ctx context.Context, id string) error {
	return deleteByID(ctx, t.tx, "schools", id, errNoSchool)
}
