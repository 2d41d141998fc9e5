package service

import (
	"context"
	"net/url"
	"time"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// subscriberChangeTTL is how long a link to confirm new subscriber details works (how many such
// mails an address gets is subscriberChanges).
const subscriberChangeTTL = 72 * time.Hour

// SubscribeInput is the body of POST /api/subscribers.
type SubscribeInput struct {
	FirstName     string `json:"firstName"`
	LastName      string `json:"lastName"`
	Email         string `json:"email"`
	ContactNumber string `json:"contactNumber"`
	Country       string `json:"country"`
	// Language is "en" or "es", the language of the mails; the caller fills it in when empty.
	Language string `json:"language"`
}

// Subscribe signs an address up for the newsletter and mails it a welcome. For an address that
// is already known it changes nothing by itself: it mails the address a link to confirm the new
// details (or to subscribe again after unsubscribing). The caller cannot tell the cases apart.
func (s *Service) Subscribe(ctx context.Context, in SubscribeInput) error {
	sub, err := s.validateSubscriber(in)
	if err != nil {
		return err
	}
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		current, err := tx.SubscriberForUpdate(ctx, sub.Email)
		if model.HasCode(err, model.ECodeNotFound) {
			err = s.welcome(ctx, tx, sub)
			if model.HasCode(err, model.ECodeConflict) { // subscribed a moment ago by a request alongside
				return s.askToConfirm(ctx, tx, sub)
			}
			return err
		}
		if err != nil {
			return err
		}
		if current.UnsubscribedAt == nil && sameDetails(current, sub) {
			return nil // nothing to confirm
		}
		return s.askToConfirm(ctx, tx, sub)
	})
}

func (s *Service) welcome(ctx context.Context, tx *store.Tx, in model.Subscriber) error {
	saved, err := tx.InsertSubscriber(ctx, in)
	if err != nil {
		return err
	}
	return s.mailWelcome(ctx, tx, saved)
}

// mailWelcome welcomes a subscriber, with the link that unsubscribes them.
func (s *Service) mailWelcome(ctx context.Context, tx *store.Tx, saved model.Subscriber) error {
	unsubscribe := s.cfg.BaseURL + "/api/subscribers/unsubscribe?token=" + url.QueryEscape(saved.UnsubscribeToken)
	m := jobs.NewMail(s.Keys, saved.Email, saved.Language,
		mail.SubscribeWelcome{FirstName: saved.FirstName, Email: saved.Email, UnsubscribeURL: unsubscribe})
	m.Unsubscribe = unsubscribe
	return s.Mail.EnqueueMail(ctx, tx, m)
}

func (s *Service) askToConfirm(ctx context.Context, tx *store.Tx, in model.Subscriber) error {
	// Over the limit the answer stays the same: no mail goes out.
	if err := s.take(ctx, subscriberChanges, in.Email); model.HasCode(err, model.ECodeRateLimited) {
		return nil
	} else if err != nil {
		return err
	}
	token, hash := newToken()
	if err := tx.InsertSubscriberChange(ctx, in, hash, time.Now().Add(subscriberChangeTTL)); err != nil {
		return err
	}
	return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, in.Email, in.Language,
		mail.SubscribeConfirm{Email: in.Email, ConfirmURL: s.cfg.BaseURL + "/subscribe?confirm=" + url.QueryEscape(token)}))
}

func sameDetails(a, b model.Subscriber) bool {
	return a.FirstName == b.FirstName && a.LastName == b.LastName && a.ContactNumber == b.ContactNumber &&
		a.Country == b.Country && a.Language == b.Language
}

// ConfirmSubscriber applies the details waiting for the token and subscribes the address again
// if it had unsubscribed. A used, unknown or expired token is an invalid_token error.
func (s *Service) ConfirmSubscriber(ctx context.Context, token string) error {
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		_, err := tx.ApplySubscriberChange(ctx, hashToken(token))
		return err
	})
}

// Unsubscribe ends the subscription the token belongs to; an unknown token is invalid_token.
func (s *Service) Unsubscribe(ctx context.Context, token string) error {
	if token == "" {
		return model.Errorf(model.ECodeInvalidToken, "Unknown unsubscribe link")
	}
	return s.Store.Unsubscribe(ctx, token)
}

func (s *Service) validateSubscriber(in SubscribeInput) (model.Subscriber, error) {
	f := model.Fields{}
	p, complete := s.checkPerson(person{FirstName: in.FirstName, LastName: in.LastName, Email: in.Email,
		ContactNumber: in.ContactNumber, Country: in.Country}, f, nil)
	sub := model.Subscriber{FirstName: p.FirstName, LastName: p.LastName, Email: p.Email, ContactNumber: p.ContactNumber,
		Country: p.Country, Language: language(in.Language)}
	if !complete {
		return sub, f.Err(msgAllRequired)
	}
	return sub, f.Err(msgFixFields)
}

// language is the language of a form: "es" or, for anything else, "en".
func language(s string) string {
	if s == "es" {
		return "es"
	}
	return "en"
}
