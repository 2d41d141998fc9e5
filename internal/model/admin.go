package model

import "time"

// The admin console's views of accounts, districts, schools, subscribers, messages and the audit
// log: what its lists and edit forms show of each.

// AdminUser is an account as the admin console lists it.
type AdminUser struct {
	User
	OrganizationName *string   `json:"organizationName"`
	Disabled         bool      `json:"disabled"`
	CreatedAt        time.Time `json:"createdAt"`
}

// AdminOrganization is a district as the admin console shows it, with how many schools and users
// belong to it.
type AdminOrganization struct {
	Organization
	SchoolCount int `json:"schoolCount"`
	UserCount   int `json:"userCount"`
}

// AdminSchool is a school as the admin console shows and edits it.
type AdminSchool struct {
	School
	OrganizationID string `json:"organizationId"`
	Address        string `json:"address"`
}

// AdminSubscriber is a subscriber as the admin console lists and exports it.
type AdminSubscriber struct {
	ID             string     `json:"id"`
	Email          string     `json:"email"`
	FirstName      string     `json:"firstName"`
	LastName       string     `json:"lastName"`
	ContactNumber  string     `json:"contactNumber"`
	Country        string     `json:"country"`
	Language       string     `json:"language"`
	CreatedAt      time.Time  `json:"createdAt"`
	UnsubscribedAt *time.Time `json:"unsubscribedAt"`
}

// AdminContactMessage is a contact-form message as the admin console shows it (without the
// sender's IP address and browser).
type AdminContactMessage struct {
	ID        string     `json:"id"`
	FirstName string     `json:"firstName"`
	LastName  string     `json:"lastName"`
	Email     string     `json:"email"`
	Phone     string     `json:"phone"`
	Message   string     `json:"message"`
	Language  string     `json:"language"`
	CreatedAt time.Time  `json:"createdAt"`
	HandledAt *time.Time `json:"handledAt"`
}

// AuditEntry is one row of the audit log: who did what to whom, and when; never a value. The
// actor and the subject are named as they are now (null when there is none or it is gone).
type AuditEntry struct {
	At         time.Time `json:"at"`
	ActorID    *string   `json:"actorId"`
	ActorEmail *string   `json:"actorEmail"`
	ActorName  *string   `json:"actorName"`
	Action     string    `json:"action"`
	SubjectID  *string   `json:"subjectId"`
	// SubjectKind is what the subject is: one of AuditSubjectKinds.
	SubjectKind *string `json:"subjectKind"`
	SubjectName *string `json:"subjectName"`
}

// AuditSubjectKinds are the kinds of row an audit entry's subject can be.
var AuditSubjectKinds = []string{"user", "organization", "school", "invitation", "application", "subscriber", "contact_message"}
