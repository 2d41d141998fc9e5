package store

import (
	"context"
	"fmt"
	"net/netip"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// InsertContactMessage stores m and returns it with its id and time.
func (t *Tx) InsertContactMessage(ctx context.Context, m model.ContactMessage) (model.ContactMessage, error) {
	var ip *netip.Addr
	if a, err := netip.ParseAddr(m.IP); err == nil {
		ip = &a
	}
	err := t.tx.QueryRow(ctx, `
		INSERT INTO contact_messages (first_name, last_name, email, phone, message, language, ip, user_agent)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
		RETURNING id, created_at`,
		m.FirstName, m.LastName, m.Email, m.Phone, m.Message, m.Language, ip, m.UserAgent,
	).Scan(&m.ID, &m.CreatedAt)
	if err != nil {
		return model.ContactMessage{}, fmt.Errorf("store: insert contact message: %w", err)
	}
	return m, nil
}

const adminContactColumns = `m.id, m.first_name, m.last_name, m.email, m.phone, m.message, m.language, m.created_at, m.handled_at`

// AdminContactMessages returns a page of the messages, newest first, and how many there are in
// all: only the handled ones, or only the others, when handled is not nil.
func (s *Store) AdminContactMessages(ctx context.Context, handled *bool, p Paging) ([]model.AdminContactMessage, int, error) {
	return listPage(ctx, s, "contact messages", p, adminContactColumns,
		` FROM contact_messages m WHERE ($1::boolean IS NULL OR (m.handled_at IS NOT NULL) = $1)`,
		`m.created_at DESC, m.id DESC`, pgx.RowToStructByName[model.AdminContactMessage], handled)
}

// MarkContactMessageHandled records that the team has handled a message (the first time only) and
// returns it; an unknown id is a not_found error.
func (t *Tx) MarkContactMessageHandled(ctx context.Context, id string) (model.AdminContactMessage, error) {
	return collectOne[model.AdminContactMessage](ctx, t.tx, "mark contact message handled",
		func() error { return model.Errorf(model.ECodeNotFound, "No such message") }, `
		UPDATE contact_messages m SET handled_at = coalesce(handled_at, now()) WHERE id = $1
		RETURNING `+adminContactColumns, id)
}
