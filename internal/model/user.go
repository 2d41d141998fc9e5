package model

// Roles of users.
const (
	RoleTeacher = "teacher"
	RoleSchool  = "school"
	RoleAdmin   = "admin"
)

// User is an account as the API shows it (docs/api.md "Accounts").
type User struct {
	ID             string  `json:"id"`
	Email          string  `json:"email"`
	FirstName      string  `json:"firstName"`
	LastName       string  `json:"lastName"`
	Role           string  `json:"role"`
	Language       string  `json:"language"`
	EmailVerified  bool    `json:"emailVerified"`
	OrganizationID *string `json:"organizationId"`
	MFAEnabled     bool    `json:"mfaEnabled"`
}

// NeedsMFASetup says whether the user must enrol TOTP before anything else: school users and
// admins must (docs/api.md "Accounts"); teachers may.
func (u User) NeedsMFASetup() bool {
	return u.Role != RoleTeacher && !u.MFAEnabled
}

// NewUser is an account to create. PasswordHash is empty for an invited user.
type NewUser struct {
	Role           string
	Email          string
	PasswordHash   string
	FirstName      string
	LastName       string
	ContactNumber  string
	Country        string
	Language       string
	OrganizationID *string
}
