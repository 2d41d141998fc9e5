package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
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
