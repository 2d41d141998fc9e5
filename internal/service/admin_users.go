package service

import (
	"context"
	"strings"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// The admin console's accounts (docs/api.md "Admin").

// UserList is what GET /api/admin/users asks for, as sent.
type UserList struct {
	Role, Q, Page, PageSize string
}

// listed checks a list's search text and paging, recording problems in f (which may hold the
// list's own already), and returns the page read reads.
func listed[T any](f model.Fields, q, page, pageSize string, read func(store.Paging) ([]T, int, error)) (Page[T], error) {
	f.MaxLen("q", q, 200)
	var p store.Paging
	p.Page, p.PageSize = paging(page, pageSize, f)
	if err := f.Err(msgFixFields); err != nil {
		return Page[T]{}, err
	}
	items, total, err := read(p)
	return Page[T]{Items: items, Total: total, Page: p.Page, PageSize: p.PageSize}, err
}

// Users returns a page of the accounts, newest first: of one role when Role is given, and whose
// e-mail address or names contain Q (any case) when it is.
func (s *Service) Users(ctx context.Context, in UserList) (Page[model.AdminUser], error) {
	f := model.Fields{}
	switch in.Role {
	case "", model.RoleTeacher, model.RoleSchool, model.RoleAdmin:
	default:
		f["role"] = "invalid"
	}
	filter := store.UserFilter{Role: in.Role, Query: store.Contains(strings.TrimSpace(in.Q))}
	return listed(f, in.Q, in.Page, in.PageSize, func(p store.Paging) ([]model.AdminUser, int, error) {
		filter.Paging = p
		return s.Store.AdminUsers(ctx, filter)
	})
}

// DisableUser disables an account: it can no longer sign in, and every session of it ends at once.
// An admin cannot disable their own account (a conflict).
func (s *Service) DisableUser(ctx context.Context, admin model.User, id string) (model.AdminUser, error) {
	return s.setUserDisabled(ctx, admin, id, true)
}

// EnableUser lets a disabled account sign in again.
func (s *Service) EnableUser(ctx context.Context, admin model.User, id string) (model.AdminUser, error) {
	return s.setUserDisabled(ctx, admin, id, false)
}

func (s *Service) setUserDisabled(ctx context.Context, admin model.User, id string, disabled bool) (model.AdminUser, error) {
	id, err := parseID(id, "user")
	if err != nil {
		return model.AdminUser{}, err
	}
	if disabled && id == admin.ID {
		return model.AdminUser{}, model.Errorf(model.ECodeConflict, "You cannot disable your own account.")
	}
	action := "user.enable"
	if disabled {
		action = "user.disable"
	}
	var u model.AdminUser
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		if u, err = tx.SetUserDisabled(ctx, id, disabled); err != nil {
			return err
		}
		if disabled {
			if err := tx.EndSessions(ctx, id, ""); err != nil {
				return err
			}
		}
		return tx.Audit(ctx, admin.ID, action, id)
	})
	return u, err
}
