package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// CachedPlaces returns the cached answer under key, or ok false when there is none or it expired.
func (s *Store) CachedPlaces(ctx context.Context, key string) (contentType string, body []byte, ok bool, err error) {
	err = s.Pool.QueryRow(ctx, `SELECT content_type, body FROM places_cache WHERE key = $1 AND expires_at > now()`, key).
		Scan(&contentType, &body)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil, false, nil
	}
	if err != nil {
		return "", nil, false, fmt.Errorf("store: cached places %s: %w", key, err)
	}
	return contentType, body, true, nil
}

// CachePlaces keeps an answer under key for ttl, replacing what was there.
func (s *Store) CachePlaces(ctx context.Context, key, contentType string, body []byte, ttl time.Duration) error {
	_, err := s.Pool.Exec(ctx, `
		INSERT INTO places_cache (key, content_type, body, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))
		ON CONFLICT (key) DO UPDATE SET content_type = $2, body = $3, expires_at = now() + make_interval(secs => $4)`,
		key, contentType, body, ttl.Seconds())
	if err != nil {
		return fmt.Errorf("store: cache places %s: %w", key, err)
	}
	return nil
}

// DeleteExpiredPlaces removes expired answers and returns how many it removed.
func (s *Store) DeleteExpiredPlaces(ctx context.Context) (int64, error) {
	tag, err := s.Pool.Exec(ctx, `DELETE FROM places_cache WHERE expires_at < now()`)
	if err != nil {
		return 0, fmt.Errorf("store: delete expired places: %w", err)
	}
	return tag.RowsAffected(), nil
}
