// Package config reads TeachBay's settings from the environment into a typed,
// validated struct. It is read once at start; nothing else reads the environment.
package config

import (
	"cmp"
	"errors"
	"fmt"
	"net/mail"
	"net/netip"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/sealed"
)

// Environment names accepted in APP_ENV.
const (
	Development = "development"
	Production  = "production"
)

// Defaults that depend on nothing else.
const (
	DefaultRecaptchaVerifyURL    = "https://www.google.com/recaptcha/api/siteverify"
	DefaultProductionMetricsAddr = "127.0.0.1:9090"
	DefaultPlacesCacheTTL        = 24 * time.Hour
	// DefaultDevelopmentUploadsDir is relative to the working directory, beside make run's database.
	DefaultDevelopmentUploadsDir = "./.data/uploads"
	// DefaultProductionUploadsDir is the volume the Docker image prepares for uploads.
	DefaultProductionUploadsDir = "/data/uploads"
	// DefaultDemoPassword is the demo accounts' password (docs/design.md §2).
	DefaultDemoPassword = "teachbay-demo"
	// DefaultDemoTOTPSecret is the base32 TOTP secret of the demo school and admin accounts
	// (docs/design.md §2), so scripts can log in.
	DefaultDemoTOTPSecret = "JBSWY3DPEHPK3PXP"
)

// Config holds every setting of the binary. The README's configuration table lists them.
type Config struct {
	AppEnv         string
	HTTPAddr       string
	BaseURL        string
	DatabaseURL    string
	MigrateOnStart bool
	LogLevel       string
	MaxBodyBytes   int64
	// RequestTimeout is how long an API request may take to begin its answer; uploads, which
	// stream in, have the server's read timeout instead.
	RequestTimeout time.Duration
	// MaxInFlight is how many requests one process answers at once; more are refused with 503.
	MaxInFlight int
	// MemoryLimitMB is the Go runtime's soft memory limit in MiB (runtime/debug.SetMemoryLimit):
	// past it the collector works harder instead of letting the heap double, which keeps a process
	// near docs/design.md §9's 150 MB. 0 sets none; GOMEMLIMIT, when set, wins.
	MemoryLimitMB   int64
	ShutdownTimeout time.Duration

	// MaxInFlightPerClient is how many requests one client address (an IPv6 /64) may have in
	// flight at once; more are refused with 429. By default MaxInFlight/8, so a few clients
	// cannot fill the process.
	MaxInFlightPerClient int

	// MetricsAddr is where /metrics is served on its own listener; empty (development only) serves
	// it on HTTPAddr.
	MetricsAddr string
	// DebugAddr is where Go's runtime profiles (/debug/pprof/) are served on a listener of their
	// own; empty (the default) serves none. Keep it on loopback: a profile shows the program's
	// inner workings.
	DebugAddr      string
	TrustedProxies []netip.Prefix

	MailTransport string // "log" or "smtp"
	MailFrom      string
	ContactTo     string
	SMTP          SMTP

	RecaptchaSiteKey   string
	RecaptchaSecret    string
	RecaptchaVerifyURL string

	// AuthSecret signs the access tokens of sessions: at least 32 bytes, required in production;
	// empty in development means a random one for each start.
	AuthSecret string
	// DataKeys seal the SSNs (AES-256-GCM): "id:base64key" entries, comma-separated, the first
	// sealing new values and all of them opening old ones (rotation). Required in production;
	// empty in development means a fixed development key, public and never for real data.
	DataKeys string
	// DemoPassword is the password of the demo accounts that seed --demo creates.
	DemoPassword string
	// DemoTOTPSecret is the TOTP secret seed --demo enrols the demo school and admin accounts with.
	DemoTOTPSecret string

	// MapsServerKey is the Google Maps key the server uses for nearby search and place details;
	// MapsBrowserKey the one the housing page's map loads with. Either may be empty.
	MapsServerKey  string
	MapsBrowserKey string
	// MapsBaseURL replaces Google's API host (development only: tests point it at a local fake).
	MapsBaseURL    string
	PlacesCacheTTL time.Duration

	Blob Blob
}

// Blob is where uploaded files are kept: on the local disk under Dir, or in an S3 bucket when
// Bucket is set. Timeout bounds each call to the store.
type Blob struct {
	Dir       string
	Bucket    string
	Region    string
	Endpoint  string // empty means AWS; set it for MinIO, Versity, Ceph...
	PathStyle bool
	// AccessKeyID and SecretAccessKey are set together; when empty, the SDK's default chain
	// (environment, shared files, instance role) supplies the credentials.
	AccessKeyID     string
	SecretAccessKey string
	Timeout         time.Duration
}

// SMTP is how to reach the mail server when MAIL_TRANSPORT=smtp.
type SMTP struct {
	Host     string
	Port     int
	Username string
	Password string
	Security string // starttls, tls or none
	Timeout  time.Duration
}

// IsProduction reports whether APP_ENV is production.
func (c Config) IsProduction() bool { return c.AppEnv == Production }

// Load reads the configuration from getenv (os.Getenv in production code) and validates it.
// A variable NAME may also be given as NAME_FILE, the path of a file holding the value.
func Load(getenv func(string) string) (Config, error) {
	r := reader{getenv: getenv}
	c := Config{
		AppEnv:          r.str("APP_ENV", Production),
		HTTPAddr:        r.str("HTTP_ADDR", ":8080"),
		BaseURL:         strings.TrimRight(r.str("BASE_URL", ""), "/"),
		DatabaseURL:     r.str("DATABASE_URL", ""),
		MigrateOnStart:  r.boolean("MIGRATE_ON_START", true),
		LogLevel:        r.str("LOG_LEVEL", "info"),
		MaxBodyBytes:    r.integer("MAX_BODY_BYTES", 1<<20),
		RequestTimeout:  r.duration("REQUEST_TIMEOUT", 20*time.Second),
		MaxInFlight:     int(r.integer("MAX_IN_FLIGHT", 256)),
		MemoryLimitMB:   r.integer("MEMORY_LIMIT_MB", 100),
		ShutdownTimeout: r.duration("SHUTDOWN_TIMEOUT", 20*time.Second),
		MetricsAddr:     r.str("METRICS_ADDR", ""),
		DebugAddr:       r.str("DEBUG_ADDR", ""),
		TrustedProxies:  r.prefixes("TRUSTED_PROXIES"),
		MailFrom:        r.str("MAIL_FROM", ""),
		ContactTo:       r.str("CONTACT_TO", ""),
		SMTP: SMTP{
			Host:     r.str("SMTP_HOST", ""),
			Port:     int(r.integer("SMTP_PORT", 587)),
			Username: r.str("SMTP_USERNAME", ""),
			Password: r.str("SMTP_PASSWORD", ""),
			Security: r.str("SMTP_SECURITY", "starttls"),
			Timeout:  r.duration("SMTP_TIMEOUT", 15*time.Second),
		},
		RecaptchaSiteKey:   r.str("RECAPTCHA_SITE_KEY", ""),
		RecaptchaSecret:    r.str("RECAPTCHA_SECRET", ""),
		RecaptchaVerifyURL: r.str("RECAPTCHA_VERIFY_URL", DefaultRecaptchaVerifyURL),
		AuthSecret:         r.str("AUTH_SECRET", ""),
		DataKeys:           r.str("DATA_KEYS", ""),
		DemoPassword:       r.str("DEMO_PASSWORD", DefaultDemoPassword),
		DemoTOTPSecret:     r.str("DEMO_TOTP_SECRET", DefaultDemoTOTPSecret),
		MapsServerKey:      r.str("GOOGLE_MAPS_SERVER_KEY", ""),
		MapsBrowserKey:     r.str("GOOGLE_MAPS_BROWSER_KEY", ""),
		MapsBaseURL:        strings.TrimRight(r.str("GOOGLE_MAPS_BASE_URL", ""), "/"),
		PlacesCacheTTL:     r.duration("PLACES_CACHE_TTL", DefaultPlacesCacheTTL),
	}
	c.Blob = r.blob(c.AppEnv == Production)
	c.MailTransport = r.str("MAIL_TRANSPORT", map[bool]string{true: "smtp", false: "log"}[c.AppEnv == Production])
	if c.AppEnv == Development {
		c.MailFrom = cmp.Or(c.MailFrom, "TeachBay <no-reply@teachbay.localhost>")
		c.ContactTo = cmp.Or(c.ContactTo, "team@teachbay.localhost")
	}
	for name, v := range map[string]string{"MAIL_FROM": c.MailFrom, "CONTACT_TO": c.ContactTo} {
		if _, err := mail.ParseAddress(v); err != nil {
			r.fail(name, "must be an e-mail address such as TeachBay <team@example.org>")
		}
	}
	switch c.MailTransport {
	case "log":
		// The log holds every mail whole, reset and invitation links included: never in production.
		if c.AppEnv == Production {
			r.fail("MAIL_TRANSPORT", "must be smtp when APP_ENV=production: log writes every e-mail, its links included, to the log")
		}
	case "smtp":
		if c.SMTP.Host == "" {
			r.fail("SMTP_HOST", "is required when MAIL_TRANSPORT=smtp")
		}
	default:
		r.fail("MAIL_TRANSPORT", "must be log or smtp")
	}
	if c.SMTP.Security != "starttls" && c.SMTP.Security != "tls" && c.SMTP.Security != "none" {
		r.fail("SMTP_SECURITY", "must be starttls, tls or none")
	}
	if (c.RecaptchaSiteKey == "") != (c.RecaptchaSecret == "") {
		r.fail("RECAPTCHA_SECRET", "and RECAPTCHA_SITE_KEY must be set together")
	}
	if c.AppEnv != Development && c.AppEnv != Production {
		r.fail("APP_ENV", "must be development or production")
	}
	if c.AppEnv == Production {
		// Metrics describe the traffic; in production they are never on the public listener.
		c.MetricsAddr = cmp.Or(c.MetricsAddr, DefaultProductionMetricsAddr)
		// Only tests point the captcha check elsewhere; in production it is always Google's.
		if c.RecaptchaVerifyURL != DefaultRecaptchaVerifyURL {
			r.fail("RECAPTCHA_VERIFY_URL", "may only be set when APP_ENV=development")
		}
		if c.MapsBaseURL != "" {
			r.fail("GOOGLE_MAPS_BASE_URL", "may only be set when APP_ENV=development")
		}
		if c.AuthSecret == "" {
			r.fail("AUTH_SECRET", "is required: at least 32 random bytes, e.g. from `openssl rand -base64 48`")
		}
		if c.DataKeys == "" {
			r.fail("DATA_KEYS", "is required: id:key with a 32-byte key in base64, e.g. 2026:$(openssl rand -base64 32)")
		}
	}
	if c.BaseURL == "" && c.AppEnv == Development {
		c.BaseURL = "http://localhost" + portOf(c.HTTPAddr)
	}
	if !isHTTPURL(c.BaseURL) {
		r.fail("BASE_URL", "must be an absolute http(s) URL")
	}
	if c.DatabaseURL == "" {
		r.fail("DATABASE_URL", "is required")
	}
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		r.fail("LOG_LEVEL", "must be debug, info, warn or error")
	}
	if c.MapsBaseURL != "" && !isHTTPURL(c.MapsBaseURL) {
		r.fail("GOOGLE_MAPS_BASE_URL", "must be an absolute http(s) URL")
	}
	if _, err := sealed.ParseKeys(c.DataKeys); c.DataKeys != "" && err != nil {
		r.fail("DATA_KEYS", err.Error())
	}
	if c.AuthSecret != "" && len(c.AuthSecret) < 32 {
		r.fail("AUTH_SECRET", "must be at least 32 characters")
	}
	if c.PlacesCacheTTL < time.Minute {
		r.fail("PLACES_CACHE_TTL", "must be at least 1m")
	}
	if c.MaxBodyBytes < 1024 {
		r.fail("MAX_BODY_BYTES", "must be at least 1024")
	}
	if c.MemoryLimitMB < 0 {
		r.fail("MEMORY_LIMIT_MB", "must be 0 (no limit) or more")
	}
	if c.MaxInFlight < 1 {
		r.fail("MAX_IN_FLIGHT", "must be at least 1")
	}
	c.MaxInFlightPerClient = int(r.integer("MAX_IN_FLIGHT_PER_CLIENT", int64(max(c.MaxInFlight/8, 1))))
	if c.MaxInFlightPerClient < 1 || c.MaxInFlightPerClient > max(c.MaxInFlight, 1) {
		r.fail("MAX_IN_FLIGHT_PER_CLIENT", "must be between 1 and MAX_IN_FLIGHT")
	}
	return c, errors.Join(r.errs...)
}

// SupportEmail is the bare address of CONTACT_TO, shown to visitors as the team's e-mail.
func (c Config) SupportEmail() string {
	a, err := mail.ParseAddress(c.ContactTo)
	if err != nil {
		return ""
	}
	return a.Address
}

// CaptchaOff reports whether the contact form runs without a captcha: only in development
// without keys. In production without keys the contact form is unavailable instead.
func (c Config) CaptchaOff() bool { return c.RecaptchaSecret == "" && c.AppEnv == Development }

// blob reads and checks the blob store's settings.
func (r *reader) blob(production bool) Blob {
	b := Blob{
		Dir:             r.str("UPLOADS_DIR", map[bool]string{true: DefaultProductionUploadsDir, false: DefaultDevelopmentUploadsDir}[production]),
		Bucket:          r.str("S3_BUCKET", ""),
		Region:          r.str("S3_REGION", "us-east-1"),
		Endpoint:        strings.TrimRight(r.str("S3_ENDPOINT", ""), "/"),
		PathStyle:       r.boolean("S3_PATH_STYLE", false),
		AccessKeyID:     r.str("S3_ACCESS_KEY_ID", ""),
		SecretAccessKey: r.str("S3_SECRET_ACCESS_KEY", ""),
		Timeout:         r.duration("BLOB_TIMEOUT", 30*time.Second),
	}
	if b.Endpoint != "" && !isHTTPURL(b.Endpoint) {
		r.fail("S3_ENDPOINT", "must be an absolute http(s) URL")
	}
	if (b.AccessKeyID == "") != (b.SecretAccessKey == "") {
		r.fail("S3_SECRET_ACCESS_KEY", "and S3_ACCESS_KEY_ID must be set together")
	}
	return b
}

// isHTTPURL reports whether s is an absolute http or https URL.
func isHTTPURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

func portOf(addr string) string {
	if i := strings.LastIndex(addr, ":"); i >= 0 && addr[i+1:] != "80" {
		return addr[i:]
	}
	return ""
}

type reader struct {
	getenv func(string) string
	errs   []error
}

func (r *reader) fail(name, msg string) {
	r.errs = append(r.errs, fmt.Errorf("%s %s", name, msg))
}

func (r *reader) str(name, def string) string {
	if path := r.getenv(name + "_FILE"); path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			r.fail(name+"_FILE", "cannot be read: "+err.Error())
			return def
		}
		return strings.TrimSpace(string(b))
	}
	if v := strings.TrimSpace(r.getenv(name)); v != "" {
		return v
	}
	return def
}

// prefixes reads a comma-separated list of CIDR prefixes or single IP addresses.
func (r *reader) prefixes(name string) []netip.Prefix {
	var out []netip.Prefix
	for _, part := range strings.Split(r.str(name, ""), ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if !strings.Contains(part, "/") {
			if a, err := netip.ParseAddr(part); err == nil {
				out = append(out, netip.PrefixFrom(a, a.BitLen()))
				continue
			}
		}
		p, err := netip.ParsePrefix(part)
		if err != nil {
			r.fail(name, "must be a comma-separated list of IP addresses or CIDR ranges")
			return nil
		}
		out = append(out, p.Masked())
	}
	return out
}

func (r *reader) boolean(name string, def bool) bool {
	v := r.str(name, strconv.FormatBool(def))
	b, err := strconv.ParseBool(v)
	if err != nil {
		r.fail(name, "must be true or false")
	}
	return b
}

func (r *reader) integer(name string, def int64) int64 {
	v := r.str(name, strconv.FormatInt(def, 10))
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		r.fail(name, "must be an integer")
	}
	return n
}

func (r *reader) duration(name string, def time.Duration) time.Duration {
	v := r.str(name, def.String())
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		r.fail(name, "must be a positive duration such as 20s")
	}
	return d
}
