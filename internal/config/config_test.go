package config

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// testDataKeys is a DATA_KEYS of one key.
const testDataKeys = "2026:" + "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY="

// testSecret is an AUTH_SECRET of the required length.
const testSecret = "0123456789abcdef0123456789abcdef"

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDevelopmentDefaults(t *testing.T) {
	c, err := Load(env(map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://x"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.HTTPAddr != ":8080" || c.BaseURL != "http://localhost:8080" || !c.MigrateOnStart ||
		c.MaxBodyBytes != 1<<20 || c.RequestTimeout != 20*time.Second || c.MaxInFlight != 256 || c.ShutdownTimeout != 20*time.Second || c.MemoryLimitMB != 100 || c.IsProduction() {
		t.Errorf("unexpected defaults: %+v", c)
	}
}

func TestInvalidSettingsAreAllReported(t *testing.T) {
	_, err := Load(env(map[string]string{
		"APP_ENV": "staging", "MIGRATE_ON_START": "perhaps", "MAX_BODY_BYTES": "12", "REQUEST_TIMEOUT": "0s", "MAX_IN_FLIGHT": "0", "SHUTDOWN_TIMEOUT": "soon", "LOG_LEVEL": "loud",
		"MEMORY_LIMIT_MB": "-1", "MAIL_TRANSPORT": "pigeon", "SMTP_SECURITY": "maybe", "RECAPTCHA_SITE_KEY": "only-half",
	}))
	if err == nil {
		t.Fatal("want an error")
	}
	for _, name := range []string{"APP_ENV", "MIGRATE_ON_START", "MAX_BODY_BYTES", "REQUEST_TIMEOUT", "MAX_IN_FLIGHT", "SHUTDOWN_TIMEOUT", "LOG_LEVEL", "DATABASE_URL", "BASE_URL",
		"MEMORY_LIMIT_MB", "MAIL_TRANSPORT", "SMTP_SECURITY", "RECAPTCHA_SECRET"} {
		if !strings.Contains(err.Error(), name) {
			t.Errorf("error does not name %s: %v", name, err)
		}
	}
}

func TestProductionIsTheDefaultAndNeedsABaseURL(t *testing.T) {
	_, err := Load(env(map[string]string{"DATABASE_URL": "postgres://x"}))
	if err == nil || !strings.Contains(err.Error(), "BASE_URL") {
		t.Fatalf("production without BASE_URL: %v", err)
	}
	c, err := Load(env(map[string]string{"DATABASE_URL": "postgres://x", "BASE_URL": "https://teachbay.example/",
		"MAIL_FROM": "TeachBay <no-reply@teachbay.example>", "CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "smtp.example", "AUTH_SECRET": testSecret, "DATA_KEYS": testDataKeys}))
	if err != nil || !c.IsProduction() || c.BaseURL != "https://teachbay.example" || c.MailTransport != "smtp" {
		t.Errorf("got %+v, %v", c, err)
	}
	if c.CaptchaOff() {
		t.Error("production never turns the captcha off, even without keys")
	}
	if c.MetricsAddr != "127.0.0.1:9090" {
		t.Errorf("production metrics on %q, want loopback only by default", c.MetricsAddr)
	}
	if c.DebugAddr != "" {
		t.Errorf("profiles served on %q by default, want none", c.DebugAddr)
	}
	if c, err := Load(env(map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://x", "DEBUG_ADDR": "127.0.0.1:6060"})); err != nil || c.DebugAddr != "127.0.0.1:6060" {
		t.Errorf("DEBUG_ADDR: %q, %v", c.DebugAddr, err)
	}
}

func TestProductionKeepsTheCaptchaCheckAtGoogle(t *testing.T) {
	vars := map[string]string{"DATABASE_URL": "postgres://x", "BASE_URL": "https://teachbay.example",
		"MAIL_FROM": "no-reply@teachbay.example", "CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "smtp.example", "AUTH_SECRET": testSecret, "DATA_KEYS": testDataKeys,
		"RECAPTCHA_VERIFY_URL": "http://127.0.0.1:9/siteverify"}
	if _, err := Load(env(vars)); err == nil || !strings.Contains(err.Error(), "RECAPTCHA_VERIFY_URL") {
		t.Errorf("production with a verify URL of its own: %v, want refused", err)
	}
	vars["APP_ENV"] = "development"
	if c, err := Load(env(vars)); err != nil || c.RecaptchaVerifyURL != "http://127.0.0.1:9/siteverify" || c.MetricsAddr != "" {
		t.Errorf("development: %+v, %v", c, err)
	}
}

func TestProductionNeedsMailSettings(t *testing.T) {
	_, err := Load(env(map[string]string{"DATABASE_URL": "postgres://x", "BASE_URL": "https://teachbay.example"}))
	for _, name := range []string{"MAIL_FROM", "CONTACT_TO", "SMTP_HOST"} {
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("error does not name %s: %v", name, err)
		}
	}
}

func TestDevelopmentMailAndCaptchaDefaults(t *testing.T) {
	c, err := Load(env(map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://x"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.MailTransport != "log" || c.ContactTo == "" || c.MailFrom == "" || !c.CaptchaOff() {
		t.Errorf("development defaults: %+v", c)
	}
	c, err = Load(env(map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://x",
		"RECAPTCHA_SITE_KEY": "site", "RECAPTCHA_SECRET": "secret"}))
	if err != nil || c.CaptchaOff() {
		t.Errorf("with keys the captcha is on: %v", err)
	}
}

func TestTrustedProxies(t *testing.T) {
	c, err := Load(env(map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://x",
		"TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.7 ,::1"}))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.TrustedProxies) != 3 || c.TrustedProxies[1].String() != "192.168.1.7/32" || c.TrustedProxies[2].String() != "::1/128" {
		t.Errorf("TrustedProxies = %v", c.TrustedProxies)
	}
	_, err = Load(env(map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://x", "TRUSTED_PROXIES": "10.0.0.0/33"}))
	if err == nil || !strings.Contains(err.Error(), "TRUSTED_PROXIES") {
		t.Errorf("a bad prefix must be an error: %v", err)
	}
}

func TestFileVariantsHoldSecrets(t *testing.T) {
	path := filepath.Join(t.TempDir(), "db")
	if err := os.WriteFile(path, []byte("postgres://from-file\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := Load(env(map[string]string{"APP_ENV": "development", "DATABASE_URL_FILE": path}))
	if err != nil || c.DatabaseURL != "postgres://from-file" {
		t.Errorf("got %q, %v", c.DatabaseURL, err)
	}
	_, err = Load(env(map[string]string{"APP_ENV": "development", "DATABASE_URL_FILE": path + ".missing"}))
	if err == nil || !strings.Contains(err.Error(), "DATABASE_URL_FILE") {
		t.Errorf("a missing file must be an error, got %v", err)
	}
}

func TestMapsSettings(t *testing.T) {
	vars := map[string]string{"DATABASE_URL": "postgres://x", "BASE_URL": "https://teachbay.example",
		"MAIL_FROM": "no-reply@teachbay.example", "CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "smtp.example", "AUTH_SECRET": testSecret, "DATA_KEYS": testDataKeys}
	c, err := Load(env(vars))
	if err != nil || c.PlacesCacheTTL != 24*time.Hour || c.MapsServerKey != "" || c.MapsBaseURL != "" {
		t.Fatalf("defaults: %+v, %v", c, err)
	}
	vars["GOOGLE_MAPS_BASE_URL"] = "http://127.0.0.1:9"
	if _, err := Load(env(vars)); err == nil || !strings.Contains(err.Error(), "GOOGLE_MAPS_BASE_URL") {
		t.Errorf("production with a maps host of its own: %v, want refused", err)
	}
	vars["APP_ENV"] = "development"
	vars["PLACES_CACHE_TTL"] = "2h"
	if c, err := Load(env(vars)); err != nil || c.MapsBaseURL != "http://127.0.0.1:9" || c.PlacesCacheTTL != 2*time.Hour {
		t.Errorf("development: %+v, %v", c, err)
	}
	for name, bad := range map[string]string{"GOOGLE_MAPS_BASE_URL": "127.0.0.1:9", "PLACES_CACHE_TTL": "10s"} {
		vars := maps.Clone(vars)
		vars[name] = bad
		if _, err := Load(env(vars)); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s=%s: %v, want refused", name, bad, err)
		}
	}
}

func TestProductionNeedsAnAuthSecret(t *testing.T) {
	vars := map[string]string{"DATABASE_URL": "postgres://x", "BASE_URL": "https://teachbay.example",
		"MAIL_FROM": "no-reply@teachbay.example", "CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "smtp.example", "DATA_KEYS": testDataKeys}
	for secret, ok := range map[string]bool{"": false, "too-short": false, testSecret: true} {
		vars["AUTH_SECRET"] = secret
		if _, err := Load(env(vars)); (err == nil) != ok || (!ok && !strings.Contains(err.Error(), "AUTH_SECRET")) {
			t.Errorf("AUTH_SECRET=%q: %v", secret, err)
		}
	}
	if c, err := Load(env(map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://x"})); err != nil || c.AuthSecret != "" {
		t.Errorf("development without a secret: %v", err)
	}
}

func TestProductionNeedsDataKeys(t *testing.T) {
	vars := map[string]string{"DATABASE_URL": "postgres://x", "BASE_URL": "https://teachbay.example",
		"MAIL_FROM": "no-reply@teachbay.example", "CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "smtp.example", "AUTH_SECRET": testSecret}
	for keys, ok := range map[string]bool{"": false, "2026:c2hvcnQ=": false, "no-id": false, testDataKeys: true,
		testDataKeys + ",2025:" + strings.Repeat("A", 43) + "=": true} {
		vars["DATA_KEYS"] = keys
		if _, err := Load(env(vars)); (err == nil) != ok || (!ok && !strings.Contains(err.Error(), "DATA_KEYS")) {
			t.Errorf("DATA_KEYS=%q: %v", keys, err)
		}
	}
	if c, err := Load(env(map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://x"})); err != nil || c.DataKeys != "" {
		t.Errorf("development without keys: %v", err)
	}
}

func TestBlobSettings(t *testing.T) {
	dev := map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://x"}
	c, err := Load(env(dev))
	if err != nil || c.Blob != (Blob{Dir: "./.data/uploads", Region: "us-east-1", Timeout: 30 * time.Second}) {
		t.Fatalf("development defaults: %+v, %v", c.Blob, err)
	}
	prod := map[string]string{"DATABASE_URL": "postgres://x", "BASE_URL": "https://teachbay.example",
		"MAIL_FROM": "no-reply@teachbay.example", "CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "smtp.example", "AUTH_SECRET": testSecret, "DATA_KEYS": testDataKeys}
	if c, err := Load(env(prod)); err != nil || c.Blob.Dir != "/data/uploads" || c.Blob.Bucket != "" {
		t.Errorf("production defaults: %+v, %v", c.Blob, err)
	}

	secret := filepath.Join(t.TempDir(), "s3-secret")
	if err := os.WriteFile(secret, []byte("s3cret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	s3 := maps.Clone(dev)
	maps.Copy(s3, map[string]string{"S3_BUCKET": "teachbay", "S3_REGION": "eu-west-3", "S3_ENDPOINT": "http://127.0.0.1:7070/",
		"S3_PATH_STYLE": "true", "S3_ACCESS_KEY_ID": "key", "S3_SECRET_ACCESS_KEY_FILE": secret, "BLOB_TIMEOUT": "5s"})
	want := Blob{Dir: "./.data/uploads", Bucket: "teachbay", Region: "eu-west-3", Endpoint: "http://127.0.0.1:7070",
		PathStyle: true, AccessKeyID: "key", SecretAccessKey: "s3cret", Timeout: 5 * time.Second}
	if c, err := Load(env(s3)); err != nil || c.Blob != want {
		t.Errorf("S3: %+v, %v", c.Blob, err)
	}

	for name, bad := range map[string]map[string]string{
		"S3_ENDPOINT":          {"S3_ENDPOINT": "127.0.0.1:7070"},
		"S3_PATH_STYLE":        {"S3_PATH_STYLE": "sometimes"},
		"S3_SECRET_ACCESS_KEY": {"S3_ACCESS_KEY_ID": "key-without-secret"},
		"BLOB_TIMEOUT":         {"BLOB_TIMEOUT": "0s"},
	} {
		vars := maps.Clone(dev)
		maps.Copy(vars, bad)
		if _, err := Load(env(vars)); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%v: %v, want refused naming %s", bad, err, name)
		}
	}
}

func TestProductionRefusesTheLogMailTransport(t *testing.T) {
	vars := map[string]string{"DATABASE_URL": "postgres://x", "BASE_URL": "https://teachbay.example",
		"MAIL_FROM": "no-reply@teachbay.example", "CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "smtp.example", "AUTH_SECRET": testSecret, "DATA_KEYS": testDataKeys,
		"MAIL_TRANSPORT": "log"}
	if _, err := Load(env(vars)); err == nil || !strings.Contains(err.Error(), "MAIL_TRANSPORT") {
		t.Errorf("production with MAIL_TRANSPORT=log: %v, want refused (reset and invitation links would be logged)", err)
	}
	vars["APP_ENV"] = "development"
	if c, err := Load(env(vars)); err != nil || c.MailTransport != "log" {
		t.Errorf("development with MAIL_TRANSPORT=log: %+v, %v", c, err)
	}
}

func TestInFlightPerClientDefaultsToAnEighth(t *testing.T) {
	for _, tt := range []struct {
		vars map[string]string
		want int
		err  bool
	}{
		{map[string]string{}, 32, false},
		{map[string]string{"MAX_IN_FLIGHT": "4"}, 1, false},
		{map[string]string{"MAX_IN_FLIGHT_PER_CLIENT": "64"}, 64, false},
		{map[string]string{"MAX_IN_FLIGHT_PER_CLIENT": "0"}, 0, true},
		{map[string]string{"MAX_IN_FLIGHT": "16", "MAX_IN_FLIGHT_PER_CLIENT": "17"}, 0, true},
	} {
		vars := map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://x"}
		maps.Copy(vars, tt.vars)
		c, err := Load(env(vars))
		switch {
		case tt.err && (err == nil || !strings.Contains(err.Error(), "MAX_IN_FLIGHT_PER_CLIENT")):
			t.Errorf("%v: %v, want an error naming MAX_IN_FLIGHT_PER_CLIENT", tt.vars, err)
		case !tt.err && (err != nil || c.MaxInFlightPerClient != tt.want):
			t.Errorf("%v: %d, %v; want %d", tt.vars, c.MaxInFlightPerClient, err, tt.want)
		}
	}
}
