// Package service holds TeachBay's rules: it validates what callers send, runs the changes in
// transactions and sets off what each change causes (e-mails now; audit rows and other jobs
// later) in the same transaction. It knows nothing of HTTP: handlers decode a request, call a
// service and write its answer; errors are domain errors with codes (package model).
package service

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/captcha"
	"github.com/teachbay/teachbay/internal/countries"
	"github.com/teachbay/teachbay/internal/disclosures"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/places"
	"github.com/teachbay/teachbay/internal/resume"
	"github.com/teachbay/teachbay/internal/sealed"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/swr"
	"github.com/teachbay/teachbay/web/shared"
)

// Mailer enqueues e-mails inside a transaction (jobs.Queue), so they go out only if it commits.
type Mailer interface {
	EnqueueMail(ctx context.Context, tx *store.Tx, mails ...jobs.MailArgs) error
}

// Orphans deletes, once a transaction commits, the blobs its rows stopped pointing at (jobs.Queue).
type Orphans interface {
	EnqueueDeleteBlobs(ctx context.Context, tx *store.Tx, keys []string) error
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
	// MatchingRefresh is how old the open vacancies matching reads may be before a request reads
	// them again (in the background up to ten times as old): a new vacancy is matched that much
	// later. Zero reads them for every request.
	MatchingRefresh time.Duration
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
	// Blobs holds the bytes of uploaded files; Orphans deletes those no row points at any more.
	Blobs   blob.Store
	Orphans Orphans
	// Resumes queues the reading of uploaded resumes and the reviews of those applications were
	// sent with; ResumeText reads a file's text (resume.InChild: a crafted file cannot take the
	// server down).
	Resumes    Resumes
	ResumeText resume.Reader
	// Disclosures describes the disclosures wizard's questions (web/shared/disclosures.json).
	Disclosures *disclosures.Schema
	// Keys seal the SSNs.
	Keys *sealed.Keyring
	// CloseOuts queues a closed or filled vacancy's close-out (jobs.Queue).
	CloseOuts CloseOuts
	// Alerts queues a run of the saved searches' alerts (jobs.Queue).
	Alerts Alerts
}

// CloseOuts enqueues a vacancy's close-out inside a transaction (jobs.Queue), so it runs if and
// only if the vacancy's closing commits.
type CloseOuts interface {
	EnqueueCloseOut(ctx context.Context, tx *store.Tx, vacancyID string, notify bool) error
}

// Service runs TeachBay's rules; one file per domain holds its methods.
type Service struct {
	cfg Config
	Deps
	dummyState
	// usStates are the USPS codes of an address in the United States.
	usStates map[string]bool
	// matches are the open vacancies ready for matching; lastIndex is the last one read, with
	// what it was read at (newMatchIndex).
	matches   *swr.Cache[struct{}, *matching.Index]
	lastIndex atomic.Pointer[readIndex]
	// hearing is whether this copy of the server hears Postgres announce changes to the
	// vacancies, schools and districts (HearChanges); changes counts the announcements.
	hearing atomic.Bool
	changes atomic.Uint64
	// heard is closed when changes are first heard (WarmMatchIndex waits for it).
	heard      chan struct{}
	firstHeard sync.Once
	// responseRates are the districts' answer rates the public vacancies carry.
	responseRates *swr.Cache[struct{}, map[string]*model.ResponseRate]
}

// New returns the services over the given dependencies.
func New(cfg Config, d Deps) *Service {
	var states []struct{ Code string }
	if err := json.Unmarshal(shared.USStates, &states); err != nil {
		panic(fmt.Sprintf("service: web/shared/us-states.json: %v", err)) // embedded at build time; a test reads it
	}
	s := &Service{cfg: cfg, Deps: d, usStates: map[string]bool{}, heard: make(chan struct{})}
	s.matches = s.newMatchIndex()
	s.responseRates = s.newResponseRates()
	for _, st := range states {
		s.usStates[st.Code] = true
	}
	return s
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

// Texts the API contract fixes for validation errors of the public forms (docs/api.md).
const (
	msgAllRequired = "All fields are required"
	msgFixFields   = "Please correct the highlighted fields."
)
