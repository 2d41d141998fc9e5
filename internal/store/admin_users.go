package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// UserFilter narrows the list of accounts; empty fields do not filter. Query is a LIKE pattern
// (see Contains) matched against the e-mail address and the names.
type UserFilter struct {
	Role, Query string
	Paging
}

const adminUserColumns = userColumns + `, o.name, u.disabled_at IS NOT NULL, u.created_at`

const adminUserFrom = ` FROM users u LEFT JOIN organizations o ON o.id = u.organization_id`

func scanAdminUser(row pgx.CollectableRow) (model.AdminUser, error) {
	var a model.AdminUser
	var err error
	a.User, err = scanUser(row, &a.OrganizationName, &a.Disabled, &a.CreatedAt)
	return a, err
}

// AdminUsers returns a page of the accounts that match, newest first, and how many match in all.
func (s *Store) AdminUsers(ctx context.Context, f UserFilter) ([]model.AdminUser, int, error) {
	// The search expression is the one users_search_idx indexes.
	return listPage(ctx, s, "admin users", f.Paging, adminUserColumns, adminUserFrom+`
		WHERE ($1 = '' OR u.role = $1) AND ($2 = '' OR (u.email::text || ' ' || u.first_name || ' ' || u.last_name) ILIKE $2)`,
		`u.created_at DESC, u.id DESC`, scanAdminUser, f.Role, f.Query)
}

// SetUserDisabled disables or enables an account and returns it; an unknown id is not_found.
// Disabling keeps the time it was first disabled.
func (t *Tx) SetUserDisabled(ctx context.Context, id string, disabled bool) (model.AdminUser, error) {
	rows, _ := t.tx.Query(ctx, `
		WITH u AS (
			UPDATE users SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END, updated_at = now()
			WHERE id = $1 RETURNING *)
		SELECT `+adminUserColumns+` FROM u LEFT JOIN organizations o ON o.id = u.organization_id`, id, disabled)
	a, err := pgx.CollectExactlyOneRow(rows, scanAdminUser)
	if errors.Is(err, pgx.ErrNoRows) {
		return a, model.Errorf(model.ECodeNotFound, "No such user")
	}
	if err != nil {
		return a, fmt.Errorf("store: set user disabled: %w", err)
	}
	return a, nil
}
