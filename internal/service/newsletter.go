package service

import (
	"context"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// setNewsletter makes the teacher's newsletter setting true, subscribing her account's address
// with its details (names, number, country, language), or false, unsubscribing it. The setting
// is read back from the subscribers, so the newsletter's unsubscribe link and an admin's removal
// untick it too.
//
// An address the account has confirmed is subscribed at once, also again after unsubscribing,
// and welcomed with the mail that carries the unsubscribe link. An unconfirmed one goes the
// public form's way (Subscribe): a new address is subscribed and welcomed, a known one is mailed
// a link to confirm, and the setting stays false until it is followed.
func (s *Service) setNewsletter(ctx context.Context, tx *store.Tx, userID string, on bool) error {
	u, err := tx.User(ctx, userID)
	if err != nil {
		return err
	}
	if !on {
		return tx.UnsubscribeEmail(ctx, u.Email)
	}
	phone, country, err := tx.ContactDetails(ctx, userID)
	if err != nil {
		return err
	}
	sub := model.Subscriber{Email: u.Email, FirstName: u.FirstName, LastName: u.LastName, ContactNumber: phone,
		Country: country, Language: u.Language}
	if !u.EmailVerified {
		current, err := tx.SubscriberForUpdate(ctx, u.Email)
		switch {
		case model.HasCode(err, model.ECodeNotFound):
			err = s.welcome(ctx, tx, sub)
			if model.HasCode(err, model.ECodeConflict) { // subscribed a moment ago by a request alongside
				return s.askToConfirm(ctx, tx, sub)
			}
			return err
		case err != nil:
			return err
		case current.UnsubscribedAt == nil:
			return nil
		}
		return s.askToConfirm(ctx, tx, sub)
	}
	saved, changed, err := tx.SubscribeAccount(ctx, sub)
	if err != nil || !changed {
		return err
	}
	return s.mailWelcome(ctx, tx, saved)
}
