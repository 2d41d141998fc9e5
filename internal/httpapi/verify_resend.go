package httpapi

import "net/http"

// verificationResendsPerHour is how many verification mails one account may ask for in an hour:
// enough for a lost or late mail, too few to fill anyone's inbox.
const verificationResendsPerHour = 3

// resendVerification mails the signed-in user a new link to confirm their address (202, also
// when it is confirmed already, which sends nothing).
func (s *Server) resendVerification(w http.ResponseWriter, r *http.Request) {
	if err := s.services.ResendVerification(r.Context(), currentUser(r).user.ID); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusAccepted, map[string]string{
		"message": "Unless your address is confirmed already, we have sent you a new link to confirm it."})
}
