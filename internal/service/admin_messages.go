package service

import (
	"context"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// The admin console's contact-form messages (docs/api.md "Admin").

// MessageList is what GET /api/admin/contact-messages asks for, as sent: Handled is "true",
// "false" or "" (all).
type MessageList struct {
	Handled, Page, PageSize string
}

// ContactMessages returns a page of the contact-form messages, newest first: only the handled ones
// or only the others when Handled says so.
func (s *Service) ContactMessages(ctx context.Context, in MessageList) (Page[model.AdminContactMessage], error) {
	f := model.Fields{}
	var handled *bool
	switch in.Handled {
	case "":
	case "true", "false":
		h := in.Handled == "true"
		handled = &h
	default:
		f["handled"] = "invalid"
	}
	return listed(f, "", in.Page, in.PageSize, func(p store.Paging) ([]model.AdminContactMessage, int, error) {
		return s.Store.AdminContactMessages(ctx, handled, p)
	})
}

// MarkMessageHandled records that the team has answered a message and returns it, audited as
// contact_message.handle; marking it again keeps the first time. An unknown id is not found.
func (s *Service) MarkMessageHandled(ctx context.Context, admin model.User, id string) (model.AdminContactMessage, error) {
	id, err := parseID(id, "message")
	if err != nil {
		return model.AdminContactMessage{}, err
	}
	var m model.AdminContactMessage
	err = s.audited(ctx, admin, "contact_message.handle", func(tx *store.Tx) (string, error) {
		m, err = tx.MarkContactMessageHandled(ctx, id)
		return id, err
	})
	return m, err
}
