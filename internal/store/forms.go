package store

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"net/netip"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// SaveSubscriber creates the subscriber or updates the one with the same e-mail, keeping its
// created_at and token. welcome is true for a new subscriber and for one who had unsubscribed
// (who is subscribed again). then runs in the same transaction, to enqueue the welcome mail.
func (s *Store) SaveSubscriber(ctx context.Context, in model.Subscriber,
	then func(ctx context.Context, tx pgx.Tx, saved model.Subscriber, welcome bool) error) (model.Subscriber, error) {
	var out model.Subscriber
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		var wasUnsubscribed bool
		err := tx.QueryRow(ctx, `SELECT unsubscribed_at IS NOT NULL FROM subscribers WHERE email = $1 FOR UPDATE`,
			in.Email).Scan(&wasUnsubscribed)
		exists := err == nil
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		err = tx.QueryRow(ctx, `
			INSERT INTO subscribers (email, first_name, last_name, contact_number, country, language, unsubscribe_token)
			VALUES ($1, $2, $3, $4, $5, $6, $7)
			ON CONFLICT (email) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
				contact_number = EXCLUDED.contact_number, country = EXCLUDED.country, language = EXCLUDED.language,
				updated_at = now(), unsubscribed_at = NULL
			RETURNING email, first_name, last_name, contact_number, country, language, unsubscribe_token,
				created_at, updated_at, unsubscribed_at`,
			in.Email, in.FirstName, in.LastName, in.ContactNumber, in.Country, in.Language, rand.Text(),
		).Scan(&out.Email, &out.FirstName, &out.LastName, &out.ContactNumber, &out.Country, &out.Language,
			&out.UnsubscribeToken, &out.CreatedAt, &out.UpdatedAt, &out.UnsubscribedAt)
		if err != nil {
			return err
		}
		return then(ctx, tx, out, !exists || wasUnsubscribed)
	})
	if err != nil {
		return model.Subscriber{}, fmt.Errorf("store: save subscriber: %w", err)
	}
	return out, nil
}

// Unsubscribe marks the subscriber with the token as unsubscribed; doing it again changes nothing.
func (s *Store) Unsubscribe(ctx context.Context, token string) error {
	tag, err := s.Pool.Exec(ctx, `
		UPDATE subscribers SET unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
		WHERE unsubscribe_token = $1`, token)
	if err != nil {
		return fmt.Errorf("store: unsubscribe: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return model.Errorf(model.ECodeNotFound, "Unknown unsubscribe link")
	}
	return nil
}

// SaveContactMessage stores m and runs then in the same transaction, to enqueue its e-mails.
func (s *Store) SaveContactMessage(ctx context.Context, m model.ContactMessage,
	then func(ctx context.Context, tx pgx.Tx, saved model.ContactMessage) error) (model.ContactMessage, error) {
	var ip *netip.Addr
	if a, err := netip.ParseAddr(m.IP); err == nil {
		ip = &a
	}
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `
			INSERT INTO contact_messages (first_name, last_name, email, phone, message, language, ip, user_agent)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
			RETURNING id, created_at`,
			m.FirstName, m.LastName, m.Email, m.Phone, m.Message, m.Language, ip, m.UserAgent,
		).Scan(&m.ID, &m.CreatedAt)
		if err != nil {
			return err
		}
		return then(ctx, tx, m)
	})
	if err != nil {
		return model.ContactMessage{}, fmt.Errorf("store: save contact message: %w", err)
	}
	return m, nil
}
