// Package app wires TeachBay together: configuration, database, HTTP server, and the
// commands of the binary (serve, migrate, seed, admin create-user).
package app

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/captcha"
	"github.com/teachbay/teachbay/internal/config"
	"github.com/teachbay/teachbay/internal/countries"
	"github.com/teachbay/teachbay/internal/disclosures"
	"github.com/teachbay/teachbay/internal/httpapi"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/places"
	"github.com/teachbay/teachbay/internal/resume"
	"github.com/teachbay/teachbay/internal/sealed"
	"github.com/teachbay/teachbay/internal/seed"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/web/shared"
)

// App is one TeachBay process.
type App struct {
	Config config.Config
	Log    *slog.Logger
	Web    fs.FS // the built web app
	// Out is where commands print what the operator asked for (links, demo logins); os.Stdout
	// when nil. Unlike the log, it may hold secrets.
	Out io.Writer
}

// NewLogger returns the JSON logger every part of TeachBay writes to.
func NewLogger(cfg config.Config) *slog.Logger {
	var level slog.Level
	_ = level.UnmarshalText([]byte(cfg.LogLevel)) // validated by config.Load
	return slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: level}))
}

// openStore connects to Postgres, waiting up to 30 s for it to come up.
func (a *App) openStore(ctx context.Context) (*store.Store, error) {
	deadline := time.Now().Add(30 * time.Second)
	for {
		st, err := store.Open(ctx, a.Config.DatabaseURL)
		if err == nil || time.Now().After(deadline) {
			return st, err
		}
		a.Log.Warn("waiting for the database", "error", err.Error())
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(time.Second):
		}
	}
}

// openMigratedStore opens the store and applies pending migrations unless MIGRATE_ON_START=false.
func (a *App) openMigratedStore(ctx context.Context) (*store.Store, error) {
	st, err := a.openStore(ctx)
	if err != nil {
		return nil, err
	}
	if a.Config.MigrateOnStart {
		if err := a.Migrate(); err != nil {
			st.Close()
			return nil, err
		}
	}
	return st, nil
}

// Migrate applies the pending migrations.
func (a *App) Migrate() error {
	version, err := store.Migrate(a.Config.DatabaseURL)
	if err != nil {
		return err
	}
	a.Log.Info("database migrated", "version", version)
	return nil
}

// Seed loads the reference data and, with demo, the development demo vacancies and accounts,
// whose logins it prints. Like serve, it first applies pending migrations unless MIGRATE_ON_START=false.
func (a *App) Seed(ctx context.Context, demo bool) error {
	if demo && a.Config.IsProduction() {
		return errors.New("seed --demo is refused when APP_ENV=production")
	}
	st, err := a.openMigratedStore(ctx)
	if err != nil {
		return err
	}
	defer st.Close()
	counts, err := seed.Reference(ctx, st)
	if err != nil {
		return err
	}
	a.Log.Info("reference data seeded", "organizations", counts.Organizations, "schools", counts.Schools)
	if demo {
		created, err := seed.ImportDemoVacancies(ctx, st, time.Now())
		if err != nil {
			return err
		}
		a.Log.Info("demo vacancies seeded", "created", created)
		teacherID, err := a.seedDemoAccounts(ctx, st)
		if err != nil {
			return err
		}
		return a.completeDemoTeacher(ctx, st, teacherID)
	}
	return nil
}

// completeDemoTeacher gives the demo teacher a complete profile, her files in the configured
// file store, applications at every stage of the hiring loop and her referees; the demo school's
// district gets a generated teacher's interviews (seed.DemoInterviews).
func (a *App) completeDemoTeacher(ctx context.Context, st *store.Store, teacherID string) error {
	svc, err := a.seedServices(ctx, st)
	if err != nil {
		return err
	}
	if err := seed.CompleteDemoTeacher(ctx, svc, teacherID); err != nil {
		return fmt.Errorf("seed --demo: %w", err)
	}
	school, found, err := st.CredentialsByEmail(ctx, DemoSchoolEmail)
	if err == nil && !found {
		err = errors.New("the demo school user is missing")
	}
	if err == nil {
		err = seed.DemoHiringLoop(ctx, svc, st, teacherID, school.User)
	}
	if err == nil {
		err = seed.DemoInterviews(ctx, svc, st, DemoSchoolEmail, time.Now())
	}
	if err == nil {
		err = a.seedDemoReferences(ctx, svc, st)
	}
	if err != nil {
		return fmt.Errorf("seed --demo: %w", err)
	}
	return nil
}

// seedServices returns the services a seed writes generated data through, as the server would
// run them, their jobs queued in the database for the server to run.
func (a *App) seedServices(ctx context.Context, st *store.Store) (*service.Service, error) {
	blobs, err := blob.New(ctx, a.Config.Blob)
	if err != nil {
		return nil, err
	}
	enqueue, err := jobs.NewEnqueuer(st.Pool)
	if err != nil {
		return nil, err
	}
	keys, err := a.newKeyring()
	if err != nil {
		return nil, err
	}
	return a.newServices(st, enqueue, blobs, countries.New(), keys)
}

// seedDemoReferences gives the demo teacher her referees (seed.DemoReferences).
func (a *App) seedDemoReferences(ctx context.Context, svc *service.Service, st *store.Store) error {
	teacher, found, err := st.CredentialsByEmail(ctx, DemoTeacherEmail)
	if err == nil && !found {
		err = errors.New("the demo teacher is missing")
	}
	if err != nil {
		return err
	}
	return seed.DemoReferences(ctx, svc, st, teacher.User)
}

// Serve runs the HTTP server until ctx ends, then lets in-flight requests finish.
func (a *App) Serve(ctx context.Context) error {
	a.limitMemory()
	st, err := a.openMigratedStore(ctx)
	if err != nil {
		return err
	}
	defer st.Close()
	blobs, err := blob.New(ctx, a.Config.Blob)
	if err != nil {
		return err
	}
	keys, err := a.newKeyring()
	if err != nil {
		return err
	}
	enqueue, err := jobs.NewEnqueuer(st.Pool)
	if err != nil {
		return err
	}
	list := countries.New()
	services, err := a.newServices(st, enqueue, blobs, list, keys)
	if err != nil {
		return err
	}
	queue, err := a.newQueue(st, blobs, keys, services)
	if err != nil {
		return err
	}
	if err := queue.Start(ctx); err != nil {
		return err
	}
	defer a.stopQueue(queue)
	srv, err := httpapi.New(a.Config, httpapi.Deps{
		Store: st, Services: services, Log: a.Log, Web: a.Web, Metrics: prometheus.NewRegistry(), Countries: list,
	})
	if err != nil {
		return err
	}
	watchCtx, stopWatching := context.WithCancel(ctx)
	defer stopWatching()
	go srv.WatchReference(watchCtx)
	servers := []*http.Server{newHTTPServer(a.Config.HTTPAddr, srv.Handler(), a.Log)}
	if a.Config.MetricsAddr != "" {
		servers = append(servers, newHTTPServer(a.Config.MetricsAddr, srv.MetricsHandler(), a.Log))
	}
	if a.Config.DebugAddr != "" {
		servers = append(servers, newHTTPServer(a.Config.DebugAddr, httpapi.DebugHandler(), a.Log))
	}
	errs := make(chan error, len(servers))
	for _, s := range servers {
		ln, err := net.Listen("tcp", s.Addr)
		if err != nil {
			return fmt.Errorf("listen on %s: %w", s.Addr, err)
		}
		a.Log.Info("listening", "addr", ln.Addr().String(), "url", a.Config.BaseURL)
		go func() { errs <- s.Serve(ln) }()
	}
	// Ready before the match index is read, which starts once the server listens so as not to
	// slow its start: the first teachers to ask for matches wait for this same read instead of
	// starting their own.
	go func() {
		start := time.Now()
		if err := services.WarmMatchIndex(ctx); err != nil {
			a.Log.Warn("match index warm-up", "error", err.Error())
			return
		}
		// What reading it allocated on the way (about twice what it keeps) goes back to the
		// system now, so a process that has served nothing holds only what it uses.
		debug.FreeOSMemory()
		a.Log.Info("match index ready", "seconds", time.Since(start).Round(time.Millisecond).Seconds())
	}()
	select {
	case err := <-errs:
		return err
	case <-ctx.Done():
	}
	a.Log.Info("shutting down", "timeout", a.Config.ShutdownTimeout.String())
	shutdownCtx, cancel := context.WithTimeout(context.Background(), a.Config.ShutdownTimeout)
	defer cancel()
	var shutdownErr error
	for _, s := range servers {
		shutdownErr = errors.Join(shutdownErr, s.Shutdown(shutdownCtx))
	}
	return shutdownErr
}

// limitMemory sets the runtime's soft memory limit to MEMORY_LIMIT_MB unless GOMEMLIMIT did.
func (a *App) limitMemory() {
	if os.Getenv("GOMEMLIMIT") != "" || a.Config.MemoryLimitMB == 0 {
		return
	}
	debug.SetMemoryLimit(a.Config.MemoryLimitMB << 20)
}

// newServices builds the services over the store, the job queue, the file store, the countries
// list and the data keys.
func (a *App) newServices(st *store.Store, queue *jobs.Enqueuer, blobs blob.Store, list *countries.List, keys *sealed.Keyring) (*service.Service, error) {
	placesClient, err := a.newPlaces()
	if err != nil {
		return nil, err
	}
	signer, err := a.newSigner()
	if err != nil {
		return nil, err
	}
	schema, err := disclosures.Parse(shared.Disclosures)
	if err != nil {
		return nil, err
	}
	program, err := os.Executable()
	if err != nil {
		return nil, err
	}
	return service.New(service.Config{BaseURL: a.Config.BaseURL, ContactTo: a.Config.ContactTo, CaptchaOff: a.Config.CaptchaOff(),
		PlacesCacheTTL: a.Config.PlacesCacheTTL, PasswordParams: auth.DefaultParams, MatchingRefresh: time.Minute},
		service.Deps{Store: st, Mail: queue, Captcha: a.newCaptcha(), Countries: list, Places: placesClient, Signer: signer,
			Blobs: blobs, Orphans: queue, Resumes: queue, ResumeText: resume.InChild(program), Disclosures: schema, Keys: keys, CloseOuts: queue, Alerts: queue}), nil
}

// newQueue prepares the background workers: e-mail delivery, deleting unreferenced files, the
// periodic cleanup, and the jobs services does (resumes, recommendations).
func (a *App) newQueue(st *store.Store, blobs blob.Store, keys *sealed.Keyring, services jobs.Services) (*jobs.Queue, error) {
	renderer, err := mail.NewRenderer(a.Config.BaseURL)
	if err != nil {
		return nil, err
	}
	var sender mail.Sender = mail.LogSender{Log: a.Log}
	if a.Config.MailTransport == "smtp" {
		c := a.Config.SMTP
		sender, err = mail.NewSMTPSender(mail.SMTPConfig{Host: c.Host, Port: c.Port, Username: c.Username,
			Password: c.Password, Security: c.Security, Timeout: c.Timeout})
		if err != nil {
			return nil, err
		}
	}
	return jobs.New(st.Pool, a.Log, jobs.Config{
		Mail:                       jobs.MailWorker{Sender: sender, Renderer: renderer, From: a.Config.MailFrom, Keys: keys, Backoff: jobs.MailBackoff},
		Cleanup:                    jobs.CleanupWorker{Store: st},
		DeleteBlobs:                jobs.DeleteBlobsWorker{Blobs: blobs, Store: st},
		SelfIdentificationSnapshot: jobs.SelfIdentificationSnapshotWorker{Store: st},
		Services:                   services,
	})
}

// stopQueue lets running jobs finish; jobs it interrupts are retried later by any copy.
func (a *App) stopQueue(q *jobs.Queue) {
	ctx, cancel := context.WithTimeout(context.Background(), a.Config.ShutdownTimeout)
	defer cancel()
	if err := q.Stop(ctx); err != nil {
		a.Log.Warn("job queue stop", "error", err.Error())
	}
}

// newCaptcha returns the reCAPTCHA verifier, or nil without keys.
func (a *App) newCaptcha() *captcha.Verifier {
	switch {
	case a.Config.RecaptchaSecret != "":
		return captcha.New(a.Config.RecaptchaSecret, a.Config.RecaptchaVerifyURL, 5*time.Second)
	case a.Config.CaptchaOff():
		a.Log.Warn("RECAPTCHA_SITE_KEY/RECAPTCHA_SECRET are not set: the contact form runs WITHOUT a captcha (development only)")
	default:
		a.Log.Warn("RECAPTCHA_SITE_KEY/RECAPTCHA_SECRET are not set: the contact form answers 503 until they are")
	}
	return nil
}

// newSigner returns the signer of access tokens with AUTH_SECRET, or in development without one
// a random secret: sessions then end when the server restarts.
func (a *App) newSigner() (*auth.Signer, error) {
	secret := []byte(a.Config.AuthSecret)
	if len(secret) == 0 {
		a.Log.Warn("AUTH_SECRET is not set: sessions are signed with a random secret and end when the server restarts (development only)")
		secret = []byte(rand.Text() + rand.Text())
	}
	return auth.NewSigner(secret, a.Config.BaseURL)
}

// developmentDataKey seals SSNs and TOTP secrets in development when DATA_KEYS is not set. It is
// fixed, so what seed --demo seals the server can open, and public: never for real data
// (production refuses to start without DATA_KEYS).
const developmentDataKey = "dev:ZGV2ZWxvcG1lbnQtb25seS1rZXktMDEyMzQ1Njc4OWE="

// newKeyring returns the keys that seal SSNs, TOTP secrets and the links of queued mails.
func (a *App) newKeyring() (*sealed.Keyring, error) {
	spec := a.Config.DataKeys
	if spec == "" {
		a.Log.Warn("DATA_KEYS is not set: sensitive data is sealed with the public development key (development only)")
		spec = developmentDataKey
	}
	return sealed.ParseKeys(spec)
}

// newPlaces returns the Google Places client, or nil without a server key.
func (a *App) newPlaces() (*places.Client, error) {
	if a.Config.MapsServerKey == "" {
		a.Log.Warn("GOOGLE_MAPS_SERVER_KEY is not set: the housing map lists no nearby agencies (its endpoints answer 503)")
		return nil, nil
	}
	return places.New(a.Config.MapsServerKey, a.Config.MapsBaseURL, 8*time.Second)
}

func newHTTPServer(addr string, h http.Handler, log *slog.Logger) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       2 * time.Minute,
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}
