package main

import (
	"os"
	"strings"
	"testing"
)

func TestTheRepositorysComposeFilePasses(t *testing.T) {
	b, err := os.ReadFile("../../docker-compose.yml")
	if err != nil {
		t.Fatal(err)
	}
	if err := check(b); err != nil {
		t.Error(err)
	}
}

func TestFaultsAreNamed(t *testing.T) {
	const app = `
  teachbay:
    build: .
    environment:
      APP_ENV: production
      BASE_URL: http://localhost:8080
      DATABASE_URL: postgres://teachbay@postgres/teachbay
      AUTH_SECRET: local-stack-only-secret-0123456789abcdef
      DATA_KEYS: "local:bG9jYWwtc3RhY2stb25seS1rZXktMDEyMzQ1Njc4OWE="
      MAIL_FROM: no-reply@teachbay.localhost
      CONTACT_TO: team@teachbay.localhost
      SMTP_HOST: mailpit
`
	for _, tc := range []struct{ name, yaml, want string }{
		{"latest", "services:" + app + "  db:\n    image: postgres:latest\n", `image "postgres:latest" is not pinned`},
		{"no tag", "services:" + app + "  db:\n    image: postgres\n", `image "postgres" is not pinned`},
		{"a registry port is no tag", "services:" + app + "  db:\n    image: registry:5000/postgres\n", "not pinned"},
		{"a required setting missing", "services:" + strings.Replace(app, "      AUTH_SECRET: local-stack-only-secret-0123456789abcdef\n", "", 1), "AUTH_SECRET is required"},
		{"MAIL_TRANSPORT=log", "services:" + app + "      MAIL_TRANSPORT: log\n", "MAIL_TRANSPORT"},
		{"not production", "services:" + strings.Replace(app, "APP_ENV: production", "APP_ENV: development", 1), `APP_ENV is "development"`},
		{"list form", "services:\n  teachbay:\n    build: .\n    environment: [APP_ENV=production, DATABASE_URL=postgres://x]\n", "BASE_URL"},
		{"no app", "services:\n  db:\n    image: postgres:15.18-alpine\n", "no teachbay service"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := check([]byte(tc.yaml))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error with %q", err, tc.want)
			}
		})
	}
	ok := "services:" + app + "  db:\n    image: postgres@sha256:0123\n  mail:\n    image: registry:5000/axllent/mailpit:v1.31.1\n"
	if err := check([]byte(ok)); err != nil {
		t.Errorf("pinned by digest and by tag behind a registry port: %v", err)
	}
}
