package store

import (
	"context"
	"fmt"
	"net/netip"

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
