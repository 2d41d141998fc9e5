package config

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// testSecret is an AUTH_SECRET of the required length.
const testSecret = "0123456789abcdef0123456789abcdef"

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDevelopmentDefaults(t *testing.T) {
	c, err := Load(env(map[string]string{"APP_ENV": "development", "DATABASE_URL": "postgres://x"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.HTTPAddr != ":8080" || c.BaseURL != "http://localhost:8080" || !c.MigrateOnStart ||
		c.MaxBodyBytes != 1<<20 || c.ShutdownTimeout != 20*time.Second || c.IsProduction() {
		t.Errorf("unexpected defaults: %+v", c)
	}
}

func TestInvalidSettingsAreAllReported(t *testing.T) {
	_, err := Load(env(map[string]string{
		"APP_ENV": "staging", "MIGRATE_ON_START": "perhaps", "MAX_BODY_BYTES": "12", "SHUTDOWN_TIMEOUT": "soon", "LOG_LEVEL": "loud",
		"MAIL_TRANSPORT": "pigeon", "SMTP_SECURITY": "maybe", "RECAPTCHA_SITE_KEY": "only-half",
	}))
	if err == nil {
		t.Fatal("want an error")
	}
	for _, name := range []string{"APP_ENV", "MIGRATE_ON_START", "MAX_BODY_BYTES", "SHUTDOWN_TIMEOUT", "LOG_LEVEL", "DATABASE_URL", "BASE_URL",
		"MAIL_TRANSPORT", "SMTP_SECURITY", "RECAPTCHA_SECRET"} {
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
		"MAIL_FROM": "TeachBay <no-reply@teachbay.example>", "CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "smtp.example", "AUTH_SECRET": testSecret}))
	if err != nil || !c.IsProduction() || c.BaseURL != "https://teachbay.example" || c.MailTransport != "smtp" {
		t.Errorf("got %+v, %v", c, err)
	}
	if c.CaptchaOff() {
		t.Error("production never turns the captcha off, even without keys")
	}
	if c.MetricsAddr != "127.0.0.1:9090" {
		t.Errorf("production metrics on %q, want loopback only by default", c.MetricsAddr)
	}
}

func TestProductionKeepsTheCaptchaCheckAtGoogle(t *testing.T) {
	vars := map[string]string{"DATABASE_URL": "postgres://x", "BASE_URL": "https://teachbay.example",
		"MAIL_FROM": "no-reply@teachbay.example", "CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "smtp.example", "AUTH_SECRET": testSecret,
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
		"MAIL_FROM": "no-reply@teachbay.example", "CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "smtp.example", "AUTH_SECRET": testSecret}
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
		"MAIL_FROM": "no-reply@teachbay.example", "CONTACT_TO": "team@teachbay.example", "SMTP_HOST": "smtp.example"}
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
