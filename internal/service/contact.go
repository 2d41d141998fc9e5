package service

import (
	"context"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// ContactInput is the body of POST /api/contact.
type ContactInput struct {
	FirstName      string `json:"firstName"`
	LastName       string `json:"lastName"`
	Email          string `json:"email"`
	Phone          string `json:"phone"`
	Message        string `json:"message"`
	RecaptchaToken string `json:"recaptchaToken"`
	// Language is "en" or "es", the language of the receipt; the caller fills it in when empty.
	Language string `json:"language"`
}

// Client is who sent a request: their address and browser, kept with a contact message.
type Client struct {
	IP        string
	UserAgent string
}

// Contact checks the captcha, stores the message and, in the same transaction, enqueues its mail
// to the team (reply goes to the sender) and a receipt to the sender that does not quote it.
func (s *Service) Contact(ctx context.Context, in ContactInput, from Client) error {
	m, err := validateContact(in)
	if err != nil {
		return err
	}
	if err := s.checkCaptcha(ctx, in.RecaptchaToken, from.IP); err != nil {
		return err
	}
	m.IP, m.UserAgent = from.IP, truncate(from.UserAgent, 500)
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		saved, err := tx.InsertContactMessage(ctx, m)
		if err != nil {
			return err
		}
		team := jobs.NewMail(s.Keys, s.cfg.ContactTo, "en", mail.ContactTeam{
			FirstName: saved.FirstName, LastName: saved.LastName, Email: saved.Email, Phone: saved.Phone,
			Message: saved.Message, Language: saved.Language, ReceivedAt: saved.CreatedAt.UTC().Format(time.RFC1123),
		})
		team.ReplyTo = saved.Email
		return s.Mail.EnqueueMail(ctx, tx, team,
			jobs.NewMail(s.Keys, saved.Email, saved.Language, mail.ContactReceipt{FirstName: saved.FirstName}))
	})
}

func validateContact(in ContactInput) (model.ContactMessage, error) {
	m := model.ContactMessage{
		FirstName: model.CleanName(in.FirstName), LastName: model.CleanName(in.LastName),
		Message: model.CleanText(in.Message), Language: language(in.Language),
	}
	email, phone := strings.TrimSpace(in.Email), strings.TrimSpace(in.Phone)
	f := model.Fields{}
	f.Required(map[string]string{"firstName": m.FirstName, "lastName": m.LastName, "email": email, "phone": phone, "message": m.Message})
	if err := f.Err(msgAllRequired); err != nil {
		return m, err
	}
	f.Name("firstName", m.FirstName)
	f.Name("lastName", m.LastName)
	f.Text("message", m.Message, 5000, true)
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
func (s *Service) checkCaptcha(ctx context.Context, token, ip string) error {
	if s.cfg.CaptchaOff {
		return nil
	}
	if s.Captcha == nil {
		return model.Errorf(model.ECodeUnavailable, "The contact form is not available right now. Please write to us by e-mail.")
	}
	return s.Captcha.Verify(ctx, token, ip)
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "")
}
