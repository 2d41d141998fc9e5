package service

import (
	"context"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// DeleteAccount removes a teacher's account once their password confirms it: the account and
// everything stored with it (its rows go with it; its files' bytes are deleted by a job enqueued
// in the same transaction, so they go even if the file store is down right now).
func (s *Service) DeleteAccount(ctx context.Context, u model.User, password string) error {
	if err := s.checkOwnPassword(ctx, u, password, "password"); err != nil {
		return err
	}
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		keys, err := tx.DeleteDocuments(ctx, u.ID, "", "")
		if err != nil {
			return err
		}
		sent, err := tx.ApplicationObjectKeys(ctx, u.ID)
		if err != nil {
			return err
		}
		keys = append(keys, sent...)
		if err := s.Orphans.EnqueueDeleteBlobs(ctx, tx, keys); err != nil {
			return err
		}
		if err := tx.DeleteUser(ctx, u.ID); err != nil {
			return err
		}
		return tx.Audit(ctx, u.ID, "account.delete", u.ID)
	})
}
