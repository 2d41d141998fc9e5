package service

import (
	"context"
	"time"

	"github.com/teachbay/teachbay/internal/model"
)

// limit is one of docs/design.md §7's per-account counters, kept in Postgres so it holds across every
// copy of TeachBay. Each attempt is counted before the work it protects (take), so a burst of
// concurrent attempts cannot all be checked against the same old count; an attempt that turns out
// right is given back (giveBack), so only failures use the allowance up.
type limit struct {
	name   string
	max    int
	window time.Duration
}

// The per-account limits. Every check of an account's password (logging in, changing it,
// deleting the account, turning the second factor off) shares passwordFailures.
var (
	passwordFailures = limit{name: "login-failures", max: 10, window: 15 * time.Minute}
	codeFailures     = limit{name: "totp-failures", max: 5, window: 15 * time.Minute}
	resetMails       = limit{name: "reset-mails", max: 3, window: time.Hour}
	// subscriberChanges bounds the mails that ask an address to confirm new subscriber details:
	// a stranger could otherwise fill someone's inbox through the form.
	subscriberChanges = limit{name: "subscriber-changes", max: 3, window: time.Hour}
)

// take counts one attempt against l for key, before it is made; past the limit it is a
// rate_limited error and the attempt must not be made.
func (s *Service) take(ctx context.Context, l limit, key string) error {
	ok, retry, err := s.Store.HitRateLimit(ctx, l.name+":"+key, l.max, l.window)
	if err != nil {
		return err
	}
	if !ok {
		return model.RateLimited(retry)
	}
	return nil
}

// giveBack returns an attempt take counted that succeeded.
func (s *Service) giveBack(ctx context.Context, l limit, key string) error {
	return s.Store.ReturnRateLimitHit(ctx, l.name+":"+key, l.window)
}
