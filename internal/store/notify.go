package store

import (
	"context"
	"time"
)

// ReferenceChannel is the notification channel on which Postgres announces every change to the
// schools or the districts (migration 000003) or the vacancies (migration 000025), whichever copy
// of the server made it; the payload is the table's name.
const ReferenceChannel = "reference_changed"

// Listen calls onChange with the payload of every notification on channel until ctx ends. It holds one
// connection of the pool; when that connection is lost it reports listening=false (changes may
// be missed from then on), reconnects, and reports listening=true once it hears again.
func (s *Store) Listen(ctx context.Context, channel string, listening func(bool), onChange func(payload string)) {
	for ctx.Err() == nil {
		s.listenOnce(ctx, channel, listening, onChange)
		listening(false)
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}

func (s *Store) listenOnce(ctx context.Context, channel string, listening func(bool), onChange func(payload string)) {
	pooled, err := s.Pool.Acquire(ctx)
	if err != nil {
		return
	}
	// A connection that listens cannot go back to the pool for other queries.
	conn := pooled.Hijack()
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+channel); err != nil {
		return
	}
	listening(true)
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return
		}
		onChange(n.Payload)
	}
}
