// Package service holds TeachBay's rules: it validates what callers send, runs the changes in
// transactions and sets off what each change causes (e-mails now; audit rows and other jobs
// later) in the same transaction. It knows nothing of HTTP: handlers decode a request, call a
// service and write its answer; errors are domain errors with codes (package model).
package service

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"time"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/captcha"
	"github.com/teachbay/teachbay/internal/countries"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/places"
	"github.com/teachbay/teachbay/internal/store"
)

// Mailer enqueues e-mails inside a transaction (jobs.Queue), so they go out only if it commits.
type Mailer interface {
	EnqueueMail(ctx context.Context, tx *store.Tx, mails ...jobs.MailArgs) error
}

// Config is what the rules need to know of the server's configuration.
type Config struct {
	// BaseURL is the public URL every link in an e-mail starts with.
	BaseURL string
	// ContactTo is the team inbox that receives contact-form messages.
	ContactTo string
	// CaptchaOff is true in development without reCAPTCHA keys: the contact form checks no captcha.
	CaptchaOff bool
	// PlacesCacheTTL is how long an answer of Google's Places API is kept.
	PlacesCacheTTL time.Duration
	// PasswordParams are the argon2id costs of new password hashes (auth.DefaultParams).
	PasswordParams auth.Params
}

// Deps are the parts of the program the services use.
type Deps struct {
	Store *store.Store
	Mail  Mailer
	// Captcha is nil when no reCAPTCHA keys are configured.
	Captcha   *captcha.Verifier
	Countries *countries.List
	// Places is nil when no Google Maps server key is configured.
	Places *places.Client
	// Signer issues and checks the access tokens of sessions.
	Signer *auth.Signer
}

// Service runs TeachBay's rules; one file per domain holds its methods.
type Service struct {
	cfg Config
	Deps
	dummyState
}

// New returns the services over the given dependencies.
func New(cfg Config, d Deps) *Service {
	return &Service{cfg: cfg, Deps: d}
}

// newToken returns a single-use token for a link in an e-mail and the hash that is stored in its
// place, so a copy of the database cannot be used to follow the links.
func newToken() (token string, hash []byte) {
	token = rand.Text()
	return token, hashToken(token)
}

func hashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// Texts the API contract fixes for validation errors of the public forms (API.md).
const (
	msgAllRequired = "All fields are required"
	msgFixFields   = "Please correct the highlighted fields."
)
