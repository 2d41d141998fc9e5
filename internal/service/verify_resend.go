package service

import (
	"context"

	"github.com/teachbay/teachbay/internal/store"
)

// ResendVerification mails a signed-in user a new link to confirm their e-mail address, as
// registering did; an address confirmed already gets nothing. How often one account may ask is
// limited where the request comes in.
func (s *Service) ResendVerification(ctx context.Context, userID string) error {
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		u, err := tx.User(ctx, userID)
		if err != nil || u.EmailVerified {
			return err
		}
		return s.mailVerification(ctx, tx, u)
	})
}
