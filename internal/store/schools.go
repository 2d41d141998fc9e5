package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// UpsertSchool creates or updates the school named sc.Name in the organization orgID; a school
// that has a philosophy or culture keeps it unless sc gives one (its own users may have set it).
func (s *Store) UpsertSchool(ctx context.Context, orgID string, sc model.School) error {
	_, err := s.Pool.Exec(ctx, `
		INSERT INTO schools (organization_id, name, level, designation, city, lat, lng, philosophy)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
		ON CONFLICT (organization_id, name) DO UPDATE SET level = $3, designation = $4, city = $5,
			lat = $6, lng = $7, philosophy = CASE WHEN cardinality($8::text[]) > 0 THEN $8 ELSE schools.philosophy END,
			updated_at = now()`,
		orgID, sc.Name, sc.Level, sc.Designation, sc.City, sc.Lat, sc.Lng, nonNil(sc.Philosophy))
	if err != nil {
		return fmt.Errorf("store: upsert school %s: %w", sc.Name, err)
	}
	return nil
}

// schoolColumns are model.School's, of a school named s and its district o.
const schoolColumns = `s.id, s.name, s.organization_id, o.name AS district, s.level, s.city, s.lat, s.lng, s.designation,
	s.philosophy, s.culture`

// ListSchools returns every school ordered by name.
func (s *Store) ListSchools(ctx context.Context) ([]model.School, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT `+schoolColumns+`
		FROM schools s JOIN organizations o ON o.id = s.organization_id
		ORDER BY s.name, s.id`)
	schools, err := pgx.CollectRows(rows, pgx.RowToStructByName[model.School])
	if err != nil {
		return nil, fmt.Errorf("store: list schools: %w", err)
	}
	return schools, nil
}

// SetSchoolCulture sets the philosophy and culture of the organization's school with the id; a
// school of another organization is not_found, as one that does not exist.
func (t *Tx) SetSchoolCulture(ctx context.Context, orgID, id string, philosophy []string, culture string) (model.School, error) {
	return collectOne[model.School](ctx, t.tx, "set school culture", errNoSchool, `
		WITH s AS (
			UPDATE schools SET philosophy = $3, culture = $4, updated_at = now()
			WHERE id = $2 AND organization_id = $1 RETURNING *)
		SELECT `+schoolColumns+` FROM s JOIN organizations o ON o.id = s.organization_id`,
		orgID, id, nonNil(philosophy), culture)
}

// SchoolFilter narrows the admin console's list of schools; empty fields do not filter. Query is
// a LIKE pattern (see Contains).
type SchoolFilter struct {
	OrganizationID, Query string
	Paging
}

// adminSchoolColumns are model.AdminSchool's, of a school named s and its district o.
const adminSchoolColumns = schoolColumns + `, s.address`

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
			INSERT INTO schools (organization_id, name, level, designation, address, city, lat, lng, philosophy, culture)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *)
		SELECT `+adminSchoolColumns+` FROM s JOIN organizations o ON o.id = s.organization_id`,
		in.OrganizationID, in.Name, in.Level, in.Designation, in.Address, in.City, in.Lat, in.Lng, nonNil(in.Philosophy), in.Culture)
}

// SchoolForUpdate returns a school and locks it until the transaction ends; an unknown school is
// not_found.
func (t *Tx) SchoolForUpdate(ctx context.Context, id string) (model.AdminSchool, error) {
	return collectOne[model.AdminSchool](ctx, t.tx, "school for update", errNoSchool, `SELECT `+adminSchoolColumns+`
		FROM schools s JOIN organizations o ON o.id = s.organization_id WHERE s.id = $1 FOR UPDATE OF s`, id)
}

// UpdateSchool replaces a school's details: an unknown id is not_found, a name the district has
// already ErrTaken, an unknown district ErrReferenced. A school moved to another district takes
// its vacancies along (a vacancy's district is its school's).
func (t *Tx) UpdateSchool(ctx context.Context, id string, in model.AdminSchool) (model.AdminSchool, error) {
	return collectOne[model.AdminSchool](ctx, t.tx, "update school", errNoSchool, `
		WITH s AS (
			UPDATE schools SET organization_id = $2, name = $3, level = $4, designation = $5, address = $6, city = $7,
				lat = $8, lng = $9, philosophy = $10, culture = $11, updated_at = now()
			WHERE id = $1 RETURNING *),
		moved AS (
			UPDATE vacancies v SET organization_id = s.organization_id, updated_at = now()
			FROM s WHERE v.school_id = s.id AND v.organization_id <> s.organization_id)
		SELECT `+adminSchoolColumns+` FROM s JOIN organizations o ON o.id = s.organization_id`,
		id, in.OrganizationID, in.Name, in.Level, in.Designation, in.Address, in.City, in.Lat, in.Lng, nonNil(in.Philosophy), in.Culture)
}

// DeleteSchool removes a school; an unknown id is not_found, one that has vacancies ErrReferenced.
func (t *Tx) DeleteSchool(ctx context.Context, id string) error {
	return deleteByID(ctx, t.tx, "schools", id, errNoSchool)
}
