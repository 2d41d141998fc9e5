package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

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
		SELECT s.id, s.name, o.name AS district, s.level, s.city, s.lat, s.lng, s.designation
		FROM schools s JOIN organizations o ON o.id = s.organization_id
		ORDER BY s.name, s.id`)
	if err != nil {
		return nil, fmt.Errorf("store: list schools: %w", err)
	}
	schools, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (model.School, error) {
		var sc model.School
		err := row.Scan(&sc.ID, &sc.Name, &sc.District, &sc.Level, &sc.City, &sc.Lat, &sc.Lng, &sc.Designation)
		return sc, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: list schools: %w", err)
	}
	return schools, nil
}
