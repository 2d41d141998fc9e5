package service

import (
	"context"
	"net/url"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// SetLanguage makes "en" or "es" the language of a user's account: the mails they are sent from
// now on are written in it, and the web app adopts it when they sign in (docs/api.md "Found by
// new users"). It returns the account as it is now.
func (s *Service) SetLanguage(ctx context.Context, userID, lang string) (model.User, error) {
	if lang != "en" && lang != "es" {
		return model.User{}, &model.Error{Code: model.ECodeValidation, Message: msgFixFields, Fields: map[string]string{"language": "invalid"}}
	}
	var u model.User
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.SetUserLanguage(ctx, userID, lang); err != nil {
			return err
		}
		var err error
		u, err = tx.User(ctx, userID)
		return err
	})
	return u, err
}

// tokenLink is the link of a mail that opens a web app page with a single-use token. It names
// the mail's language (lang=), so the page opens in it whatever the browser last used.
func (s *Service) tokenLink(page, token, lang string) string {
	return s.cfg.BaseURL + page + "?token=" + url.QueryEscape(token) + "&lang=" + url.QueryEscape(language(lang))
}
