package model

import "time"

// Subscriber is a newsletter subscriber, keyed by the trimmed, lower-cased e-mail.
type Subscriber struct {
	Email            string     `json:"email"`
	FirstName        string     `json:"firstName"`
	LastName         string     `json:"lastName"`
	ContactNumber    string     `json:"contactNumber"` // E.164
	Country          string     `json:"country"`       // ISO 3166-1 alpha-2
	Language         string     `json:"language"`
	UnsubscribeToken string     `json:"-"`
	CreatedAt        time.Time  `json:"createdAt"`
	UpdatedAt        time.Time  `json:"updatedAt"`
	UnsubscribedAt   *time.Time `json:"unsubscribedAt"`
}

// ContactMessage is one message sent through the contact form.
type ContactMessage struct {
	ID        string     `json:"id"`
	FirstName string     `json:"firstName"`
	LastName  string     `json:"lastName"`
	Email     string     `json:"email"`
	Phone     string     `json:"phone"` // E.164
	Message   string     `json:"message"`
	Language  string     `json:"language"`
	IP        string     `json:"ip"`
	UserAgent string     `json:"userAgent"`
	CreatedAt time.Time  `json:"createdAt"`
	HandledAt *time.Time `json:"handledAt"`
}
