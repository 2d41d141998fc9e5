package store

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"iter"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

const subscriberColumns = `email, first_name, last_name, contact_number, country, language, unsubscribe_token,
	created_at, updated_at, unsubscribed_at`

func scanSubscriber(row pgx.Row) (model.Subscriber, error) {
	var s model.Subscriber
	err := row.Scan(&s.Email, &s.FirstName, &s.LastName, &s.ContactNumber, &s.Country, &s.Language,
		&s.UnsubscribeToken, &s.CreatedAt, &s.UpdatedAt, &s.UnsubscribedAt)
	return s, err
}

// SubscriberForUpdate returns the subscriber with the e-mail and locks the row until the
// transaction ends; a not_found error when there is none.
func (t *Tx) SubscriberForUpdate(ctx context.Context, email string) (model.Subscriber, error) {
	s, err := scanSubscriber(t.tx.QueryRow(ctx, `SELECT `+subscriberColumns+` FROM subscribers WHERE email = $1 FOR UPDATE`, email))
	if errors.Is(err, pgx.ErrNoRows) {
		return s, model.Errorf(model.ECodeNotFound, "No such subscriber")
	}
	if err != nil {
		return s, fmt.Errorf("store: subscriber: %w", err)
	}
	return s, nil
}

// InsertSubscriber adds a new subscriber with a fresh unsubscribe token. An e-mail that is
// already subscribed is a conflict.
func (t *Tx) InsertSubscriber(ctx context.Context, in model.Subscriber) (model.Subscriber, error) {
	s, err := scanSubscriber(t.tx.QueryRow(ctx, `
		INSERT INTO subscribers (email, first_name, last_name, contact_number, country, language, unsubscribe_token)
		VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (email) DO NOTHING
		RETURNING `+subscriberColumns,
		in.Email, in.FirstName, in.LastName, in.ContactNumber, in.Country, in.Language, rand.Text()))
	if errors.Is(err, pgx.ErrNoRows) {
		return s, model.Errorf(model.ECodeConflict, "Already subscribed")
	}
	if err != nil {
		return s, fmt.Errorf("store: insert subscriber: %w", err)
	}
	return s, nil
}

// SubscribeAccount subscribes the address of an account that proved it is its own, with the
// details in: a new subscriber, or one who had unsubscribed, subscribed again with them. It
// returns the subscriber and true then; false (and nothing changed) when the address is
// subscribed already.
func (t *Tx) SubscribeAccount(ctx context.Context, in model.Subscriber) (model.Subscriber, bool, error) {
	s, err := scanSubscriber(t.tx.QueryRow(ctx, `
		INSERT INTO subscribers AS sb (email, first_name, last_name, contact_number, country, language, unsubscribe_token)
		VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (email) DO UPDATE SET first_name = $2, last_name = $3, contact_number = $4, country = $5, language = $6,
			unsubscribed_at = NULL, updated_at = now()
		WHERE NOT `+subscribed+`
		RETURNING `+subscriberColumns,
		in.Email, in.FirstName, in.LastName, in.ContactNumber, in.Country, in.Language, rand.Text()))
	if errors.Is(err, pgx.ErrNoRows) {
		return s, false, nil
	}
	if err != nil {
		return s, false, fmt.Errorf("store: subscribe account: %w", err)
	}
	return s, true, nil
}

// UnsubscribeEmail marks the subscriber with the e-mail address unsubscribed, if there is one.
func (t *Tx) UnsubscribeEmail(ctx context.Context, email string) error {
	return unsubscribe(ctx, t.tx, "email", email, nil)
}

// InsertSubscriberChange keeps in (new details for an existing subscriber) until the token whose
// SHA-256 is tokenHash confirms them, or until expires.
func (t *Tx) InsertSubscriberChange(ctx context.Context, in model.Subscriber, tokenHash []byte, expires time.Time) error {
	_, err := t.tx.Exec(ctx, `
		INSERT INTO subscriber_changes (token_hash, email, first_name, last_name, contact_number, country, language, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		tokenHash, in.Email, in.FirstName, in.LastName, in.ContactNumber, in.Country, in.Language, expires)
	if err != nil {
		return fmt.Errorf("store: insert subscriber change: %w", err)
	}
	return nil
}

// ApplySubscriberChange uses the pending change with the token hash: the subscriber takes its
// details and is subscribed again. A used, unknown or expired token is an invalid_token error.
func (t *Tx) ApplySubscriberChange(ctx context.Context, tokenHash []byte) (model.Subscriber, error) {
	s, err := scanSubscriber(t.tx.QueryRow(ctx, `
		WITH change AS (
			UPDATE subscriber_changes SET used_at = now()
			WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
			RETURNING email, first_name, last_name, contact_number, country, language)
		UPDATE subscribers s SET first_name = c.first_name, last_name = c.last_name,
			contact_number = c.contact_number, country = c.country, language = c.language,
			unsubscribed_at = NULL, updated_at = now()
		FROM change c WHERE s.email = c.email
		RETURNING s.email, s.first_name, s.last_name, s.contact_number, s.country, s.language,
			s.unsubscribe_token, s.created_at, s.updated_at, s.unsubscribed_at`, tokenHash))
	if errors.Is(err, pgx.ErrNoRows) {
		return s, model.Errorf(model.ECodeInvalidToken, "This confirmation link is not valid or has expired")
	}
	if err != nil {
		return s, fmt.Errorf("store: apply subscriber change: %w", err)
	}
	return s, nil
}

// Unsubscribe marks the subscriber with the token as unsubscribed; doing it again changes
// nothing. An unknown token is an invalid_token error.
func (s *Store) Unsubscribe(ctx context.Context, token string) error {
	return unsubscribe(ctx, s.Pool, "unsubscribe_token", token, model.Errorf(model.ECodeInvalidToken, "Unknown unsubscribe link"))
}

// unsubscribe marks the subscriber whose column (a constant of this package) holds value as
// unsubscribed, or returns unknown when there is none.
func unsubscribe(ctx context.Context, q querier, column, value string, unknown error) error {
	tag, err := q.Exec(ctx, `
		UPDATE subscribers SET unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
		WHERE `+column+` = $1`, value)
	if err != nil {
		return fmt.Errorf("store: unsubscribe: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return unknown
	}
	return nil
}

// DeleteExpiredSubscriberChanges removes changes that can no longer be confirmed.
func (s *Store) DeleteExpiredSubscriberChanges(ctx context.Context) (int64, error) {
	tag, err := s.Pool.Exec(ctx, `DELETE FROM subscriber_changes WHERE expires_at < now() - interval '1 day'`)
	if err != nil {
		return 0, fmt.Errorf("store: delete expired subscriber changes: %w", err)
	}
	return tag.RowsAffected(), nil
}

const adminSubscriberColumns = `id, email, first_name, last_name, contact_number, country, language, created_at, unsubscribed_at`

// adminSubscriberFrom matches the subscribers whose e-mail address or names match the LIKE
// pattern $1 (see Contains; an empty one matches all) with the expression subscribers_search_idx indexes.
const adminSubscriberFrom = ` FROM subscribers WHERE ($1 = '' OR (email || ' ' || first_name || ' ' || last_name) ILIKE $1)`

// adminSubscriberOrder is newest first.
const adminSubscriberOrder = `created_at DESC, email`

// AdminSubscribers returns a page of the subscribers (unsubscribed ones too) whose e-mail address
// or names match the LIKE pattern query, newest first, and how many match in all.
func (s *Store) AdminSubscribers(ctx context.Context, query string, p Paging) ([]model.AdminSubscriber, int, error) {
	return listPage(ctx, s, "admin subscribers", p, adminSubscriberColumns, adminSubscriberFrom, adminSubscriberOrder,
		pgx.RowToStructByName[model.AdminSubscriber], query)
}

// EachSubscriber yields every subscriber AdminSubscribers would list for query, newest first, as
// it reads them, so that an export of any size holds one in memory at a time. A failure is
// yielded last.
func (s *Store) EachSubscriber(ctx context.Context, query string) iter.Seq2[model.AdminSubscriber, error] {
	return func(yield func(model.AdminSubscriber, error) bool) {
		rows, err := s.Pool.Query(ctx, `SELECT `+adminSubscriberColumns+adminSubscriberFrom+` ORDER BY `+adminSubscriberOrder, query)
		if err != nil {
			yield(model.AdminSubscriber{}, fmt.Errorf("store: export subscribers: %w", err))
			return
		}
		defer rows.Close()
		for rows.Next() {
			sub, err := pgx.RowToStructByName[model.AdminSubscriber](rows)
			if err != nil {
				yield(sub, fmt.Errorf("store: export subscribers: %w", err))
				return
			}
			if !yield(sub, nil) {
				return
			}
		}
		if err := rows.Err(); err != nil {
			yield(model.AdminSubscriber{}, fmt.Errorf("store: export subscribers: %w", err))
		}
	}
}

// UnsubscribeByID marks the subscriber with the id unsubscribed and keeps the row; doing it again
// changes nothing. An unknown id is a not_found error.
func (t *Tx) UnsubscribeByID(ctx context.Context, id string) error {
	return unsubscribe(ctx, t.tx, "id", id, model.Errorf(model.ECodeNotFound, "No such subscriber"))
}
