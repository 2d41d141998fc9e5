package store

import (
	"context"
	"fmt"
	"time"
)

// HitRateLimit counts one hit for key in the current fixed window of the given length and
// reports whether it is within limit; when it is not, retryAfter is the time until the window
// ends. The counters live in Postgres, so the limit holds across every copy of the server.
func (s *Store) HitRateLimit(ctx context.Context, key string, limit int, window time.Duration) (ok bool, retryAfter time.Duration, err error) {
	var hits int
	var expires time.Time
	err = s.Pool.QueryRow(ctx, `
		WITH w AS (SELECT date_bin(make_interval(secs => $2), now(), timestamptz '2000-01-01') AS start)
		INSERT INTO rate_limits (key, window_start, expires_at)
		SELECT $1, w.start, w.start + make_interval(secs => $2) FROM w
		ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
		RETURNING hits, expires_at`, key, window.Seconds()).Scan(&hits, &expires)
	if err != nil {
		return false, 0, fmt.Errorf("store: rate limit: %w", err)
	}
	if hits <= limit {
		return true, 0, nil
	}
	return false, max(time.Until(expires), time.Second), nil
}

// DeleteExpiredRateLimits removes finished windows and returns how many it removed.
func (s *Store) DeleteExpiredRateLimits(ctx context.Context) (int64, error) {
	tag, err := s.Pool.Exec(ctx, `DELETE FROM rate_limits WHERE expires_at < now()`)
	if err != nil {
		return 0, fmt.Errorf("store: delete expired rate limits: %w", err)
	}
	return tag.RowsAffected(), nil
}

// ReturnRateLimitHit takes back one hit counted for key in the current window of the given
// length: an attempt that was counted before it was checked and turned out right.
func (s *Store) ReturnRateLimitHit(ctx context.Context, key string, window time.Duration) error {
	_, err := s.Pool.Exec(ctx, `
		UPDATE rate_limits SET hits = hits - 1
		WHERE key = $1 AND window_start = date_bin(make_interval(secs => $2), now(), timestamptz '2000-01-01') AND hits > 0`,
		key, window.Seconds())
	if err != nil {
		return fmt.Errorf("store: return rate limit hit: %w", err)
	}
	return nil
}
