package httpapi

import (
	"net/http"
	"net/url"

	"github.com/teachbay/teachbay/internal/service"
)

// Answers docs/api.md fixes for the newsletter.
const (
	msgSubscribed   = "You are now successfully subscribed to TeachBay! You will get our latest news and updates."
	msgConfirmed    = "Your subscription is confirmed."
	msgUnsubscribed = "You have been unsubscribed."
	// msgRecommendationsStopped answers a teacher who stopped their job recommendations.
	msgRecommendationsStopped = "You will no longer receive job recommendations."
)

func (s *Server) subscribe(w http.ResponseWriter, r *http.Request) {
	var in service.SubscribeInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	in.Language = languageFor(r, in.Language)
	if err := s.services.Subscribe(r.Context(), in); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": msgSubscribed})
}

func (s *Server) confirmSubscriber(w http.ResponseWriter, r *http.Request) {
	var in tokenBody
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.services.ConfirmSubscriber(r.Context(), in.Token); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": msgConfirmed})
}

// unsubscribeLink answers a person (or a mail scanner) opening the link of a newsletter mail: it
// changes nothing and sends them to the page that asks to confirm.
func (s *Server) unsubscribeLink(w http.ResponseWriter, r *http.Request) {
	seeOther(w, r, "/subscribe?unsubscribe="+url.QueryEscape(r.URL.Query().Get("token")))
}

// unsubscribe is the RFC 8058 one-click POST of mail programs and the confirm button of the page.
func (s *Server) unsubscribe(w http.ResponseWriter, r *http.Request) {
	if err := s.services.Unsubscribe(r.Context(), r.URL.Query().Get("token")); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": msgUnsubscribed})
}

// stopRecommendationsLink answers the link of a job recommendations mail as unsubscribeLink does.
func (s *Server) stopRecommendationsLink(w http.ResponseWriter, r *http.Request) {
	seeOther(w, r, "/subscribe?stopRecommendations="+url.QueryEscape(r.URL.Query().Get("token")))
}

// seeOther sends a mail link on to its page. The answer carries the link's token, so no cache
// keeps it, like every other answer under /api.
func seeOther(w http.ResponseWriter, r *http.Request, target string) {
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, target, http.StatusSeeOther)
}

// stopRecommendations is the RFC 8058 one-click POST of a job recommendations mail, and the
// confirm button of the page: it unticks the teacher's job recommendations setting.
func (s *Server) stopRecommendations(w http.ResponseWriter, r *http.Request) {
	if err := s.services.StopRecommendations(r.Context(), r.URL.Query().Get("token")); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": msgRecommendationsStopped})
}

// languageFor is the language a form was sent in: the body's, else the language cookie's, else English.
func languageFor(r *http.Request, body string) string {
	if body == "es" || body == "en" {
		return body
	}
	return languageOf(r)
}
