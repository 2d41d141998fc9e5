package service

import (
	"context"
	"strings"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// Sessions returns the user's signed-in browsers, the one asking (current) marked.
func (s *Service) Sessions(ctx context.Context, u model.User, current string) ([]model.SessionInfo, error) {
	rows, err := s.Store.OpenSessions(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	list := make([]model.SessionInfo, len(rows))
	for i, r := range rows {
		browser, system := device(r.UserAgent)
		list[i] = model.SessionInfo{ID: r.ID, Browser: browser, System: system, CreatedAt: r.CreatedAt,
			LastUsedAt: r.LastSeenAt, Current: r.ID == current}
	}
	return list, nil
}

// EndSession signs one of the user's browsers out; another user's session, or one already
// ended, is not found.
func (s *Service) EndSession(ctx context.Context, u model.User, sessionID string) error {
	if uuid.Validate(sessionID) != nil {
		return model.Errorf(model.ECodeNotFound, "No such session")
	}
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		ended, err := tx.EndUserSession(ctx, u.ID, sessionID)
		if err != nil {
			return err
		}
		if !ended {
			return model.Errorf(model.ECodeNotFound, "No such session")
		}
		return tx.Audit(ctx, u.ID, "session.end", u.ID)
	})
}

// EndOtherSessions signs out every browser of the user but the one asking (current).
func (s *Service) EndOtherSessions(ctx context.Context, u model.User, current string) error {
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.EndSessions(ctx, u.ID, current); err != nil {
			return err
		}
		return tx.Audit(ctx, u.ID, "session.end_others", u.ID)
	})
}

// device names the browser and system of a user agent, the way a person recognises their own
// devices, or "" for what it does not recognise. The order matters: Edge and Opera also say
// Chrome, Chrome also says Safari, Android also says Linux, and iPads may say Macintosh.
func device(userAgent string) (browser, system string) {
	has := func(s string) bool { return strings.Contains(userAgent, s) }
	switch {
	case has("Edg/") || has("EdgA/") || has("EdgiOS/"):
		browser = "Edge"
	case has("OPR/") || has("Opera"):
		browser = "Opera"
	case has("SamsungBrowser/"):
		browser = "Samsung Internet"
	case has("Firefox/") || has("FxiOS/"):
		browser = "Firefox"
	case has("Chrome/") || has("CriOS/") || has("Chromium/"):
		browser = "Chrome"
	case has("Safari/"):
		browser = "Safari"
	}
	switch {
	case has("Android"):
		system = "Android"
	case has("iPhone"):
		system = "iPhone"
	case has("iPad"):
		system = "iPad"
	case has("CrOS"):
		system = "ChromeOS"
	case has("Windows"):
		system = "Windows"
	case has("Mac OS X") || has("Macintosh"):
		system = "macOS"
	case has("Linux"):
		system = "Linux"
	}
	return browser, system
}
