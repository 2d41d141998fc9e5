package httpapi

import (
	"context"
	"crypto/rand"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
)

// Texts API.md fixes for the public forms.
const (
	msgAllRequired = "All fields are required"
	msgFixFields   = "Please correct the highlighted fields."
	msgSubscribed  = "You are now successfully subscribed to TeachBay! You will get our latest news and updates."
	msgSent        = "Message sent successfully!"
)

type subscribeRequest struct {
	FirstName     string `json:"firstName"`
	LastName      string `json:"lastName"`
	Email         string `json:"email"`
	ContactNumber string `json:"contactNumber"`
	Country       string `json:"country"`
	Language      string `json:"language"`
}

func (s *Server) subscribe(w http.ResponseWriter, r *http.Request) {
	var req subscribeRequest
	if err := decodeJSON(r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	sub, err := s.validateSubscriber(req, languageFor(r, req.Language))
	if err != nil {
		writeError(w, r, err)
		return
	}
	_, err = s.store.SaveSubscriber(r.Context(), sub, func(ctx context.Context, tx pgx.Tx, saved model.Subscriber, welcome bool) error {
		if !welcome {
			return nil
		}
		unsubscribe := s.cfg.BaseURL + "/api/subscribers/unsubscribe?token=" + url.QueryEscape(saved.UnsubscribeToken)
		return s.mail.EnqueueMail(ctx, tx, jobs.MailArgs{
			Key: rand.Text(), Template: mail.TemplateSubscribeWelcome, Lang: saved.Language, To: saved.Email,
			Unsubscribe: unsubscribe,
			Data:        map[string]string{"FirstName": mail.OneLine(saved.FirstName), "Email": saved.Email, "UnsubscribeURL": unsubscribe},
		})
	})
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": msgSubscribed})
}

func (s *Server) validateSubscriber(req subscribeRequest, lang string) (model.Subscriber, error) {
	sub := model.Subscriber{
		FirstName: strings.TrimSpace(req.FirstName), LastName: strings.TrimSpace(req.LastName),
		Country: strings.ToUpper(strings.TrimSpace(req.Country)), Language: lang,
	}
	email, number := strings.TrimSpace(req.Email), strings.TrimSpace(req.ContactNumber)
	f := model.Fields{}
	f.Required(map[string]string{"firstName": sub.FirstName, "lastName": sub.LastName, "email": email, "contactNumber": number})
	if err := f.Err(msgAllRequired); err != nil {
		return sub, err
	}
	if sub.Country == "" {
		sub.Country = "US"
	}
	f.MaxLen("firstName", sub.FirstName, 100)
	f.MaxLen("lastName", sub.LastName, 100)
	var ok bool
	if sub.Email, ok = model.NormalizeEmail(email); !ok {
		f["email"] = "invalid"
	}
	if !s.countries.Valid(sub.Country) {
		f["country"] = "invalid"
	} else if sub.ContactNumber, ok = model.NormalizePhone(number, sub.Country); !ok {
		f["contactNumber"] = "invalid"
	}
	return sub, f.Err(msgFixFields)
}

// unsubscribe answers the link in every newsletter mail: a GET from a person (who is sent on to
// the subscribe page, which confirms it) or the RFC 8058 one-click POST from their mail program.
func (s *Server) unsubscribe(w http.ResponseWriter, r *http.Request) {
	err := s.store.Unsubscribe(r.Context(), r.URL.Query().Get("token"))
	if r.Method == http.MethodGet && strings.Contains(r.Header.Get("Accept"), "text/html") {
		result := "1"
		if err != nil {
			result = "invalid"
		}
		http.Redirect(w, r, "/subscribe?unsubscribed="+result, http.StatusSeeOther)
		return
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": "You have been unsubscribed."})
}

type contactRequest struct {
	FirstName      string `json:"firstName"`
	LastName       string `json:"lastName"`
	Email          string `json:"email"`
	Phone          string `json:"phone"`
	Message        string `json:"message"`
	RecaptchaToken string `json:"recaptchaToken"`
	Language       string `json:"language"`
}

func (s *Server) contact(w http.ResponseWriter, r *http.Request) {
	var req contactRequest
	if err := decodeJSON(r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	m, err := validateContact(req, languageFor(r, req.Language))
	if err != nil {
		writeError(w, r, err)
		return
	}
	ip := s.clientIP(r)
	if err := s.checkCaptcha(r.Context(), req.RecaptchaToken, ip.String()); err != nil {
		writeError(w, r, err)
		return
	}
	m.IP, m.UserAgent = ip.String(), truncate(r.UserAgent(), 500)
	_, err = s.store.SaveContactMessage(r.Context(), m, func(ctx context.Context, tx pgx.Tx, saved model.ContactMessage) error {
		data := map[string]string{
			"FirstName": mail.OneLine(saved.FirstName), "LastName": mail.OneLine(saved.LastName), "Email": saved.Email,
			"Phone": saved.Phone, "Message": saved.Message, "Language": saved.Language,
			"ReceivedAt": saved.CreatedAt.UTC().Format(time.RFC1123),
		}
		return s.mail.EnqueueMail(ctx, tx,
			jobs.MailArgs{Key: rand.Text(), Template: mail.TemplateContactTeam, Lang: "en", To: s.cfg.ContactTo, ReplyTo: saved.Email, Data: data},
			jobs.MailArgs{Key: rand.Text(), Template: mail.TemplateContactReceipt, Lang: saved.Language, To: saved.Email, Data: data},
		)
	})
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": msgSent})
}

func validateContact(req contactRequest, lang string) (model.ContactMessage, error) {
	m := model.ContactMessage{
		FirstName: strings.TrimSpace(req.FirstName), LastName: strings.TrimSpace(req.LastName),
		Message: strings.TrimSpace(req.Message), Language: lang,
	}
	email, phone := strings.TrimSpace(req.Email), strings.TrimSpace(req.Phone)
	f := model.Fields{}
	f.Required(map[string]string{"firstName": m.FirstName, "lastName": m.LastName, "email": email, "phone": phone, "message": m.Message})
	if err := f.Err(msgAllRequired); err != nil {
		return m, err
	}
	f.MaxLen("firstName", m.FirstName, 100)
	f.MaxLen("lastName", m.LastName, 100)
	f.MaxLen("message", m.Message, 5000)
	var ok bool
	if m.Email, ok = model.NormalizeEmail(email); !ok {
		f["email"] = "invalid"
	}
	// Numbers without a country prefix are read as U.S. numbers.
	if m.Phone, ok = model.NormalizePhone(phone, "US"); !ok {
		f["phone"] = "invalid"
	}
	return m, f.Err(msgFixFields)
}

// checkCaptcha verifies the reCAPTCHA token. Without keys the check is off in development; in
// production the contact form is then unavailable.
func (s *Server) checkCaptcha(ctx context.Context, token, ip string) error {
	if s.cfg.CaptchaOff() {
		return nil
	}
	if s.captcha == nil {
		return model.Errorf(model.ECodeUnavailable, "The contact form is not available right now. Please write to us by e-mail.")
	}
	return s.captcha.Verify(ctx, token, ip)
}

// languageFor is the language a form was sent in: the body's, else the language cookie's, else English.
func languageFor(r *http.Request, body string) string {
	if body == "es" || body == "en" {
		return body
	}
	return languageOf(r)
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "")
}

func (s *Server) listCountries(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "public, max-age=86400")
	writeJSON(w, http.StatusOK, s.countries.Sorted(r.URL.Query().Get("lang")))
}
