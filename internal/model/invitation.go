package model

// Invitation states: waiting for its link to be followed, followed, past its expiry, or replaced
// by a newer invitation to the same address.
const (
	InvitationPending  = "pending"
	InvitationAccepted = "accepted"
	InvitationExpired  = "expired"
	InvitationReplaced = "replaced"
)

// Invitation is an admin's invitation to a school user or admin to be.
type Invitation struct {
	ID               string  `json:"id"`
	Email            string  `json:"email"`
	Role             string  `json:"role"`
	OrganizationID   *string `json:"organizationId"`
	OrganizationName *string `json:"organizationName"`
	Language         string  `json:"language"`
	CreatedAt        string  `json:"createdAt"`
	ExpiresAt        string  `json:"expiresAt"`
	Status           string  `json:"status"`
}
