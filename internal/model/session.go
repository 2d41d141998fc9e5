package model

import "time"

// SessionInfo is one of a user's signed-in browsers, as GET /api/me/sessions shows it: the
// browser and system named by its user agent (empty when not recognised), when it signed in and
// when it last renewed its access.
type SessionInfo struct {
	ID         string    `json:"id"`
	Browser    string    `json:"browser"`
	System     string    `json:"system"`
	CreatedAt  time.Time `json:"createdAt"`
	LastUsedAt time.Time `json:"lastUsedAt"`
	Current    bool      `json:"current"`
}
