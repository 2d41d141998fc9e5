package httpapi

// The small request bodies that have no type in the service layer. They are named so that
// FuzzDecodeJSON can feed each of them.
type (
	codeBody struct {
		Code string `json:"code"`
	}
	emailBody struct {
		Email string `json:"email"`
	}
	tokenBody struct {
		Token string `json:"token"`
	}
	passwordBody struct {
		Password string `json:"password"`
	}
	resetPasswordBody struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	changePasswordBody struct {
		CurrentPassword string `json:"currentPassword"`
		NewPassword     string `json:"newPassword"`
	}
	disclosureBody struct {
		Answers  map[string]any `json:"answers"`
		Complete bool           `json:"complete"`
	}
	applicationStatusBody struct {
		Status string `json:"status"`
		Note   string `json:"note"`
	}
	// applyBody is also the body of asking for a review of the profile's resume.
	applyBody struct {
		VacancyID string `json:"vacancyId"`
	}
	languageBody struct {
		Language string `json:"language"`
	}
)
