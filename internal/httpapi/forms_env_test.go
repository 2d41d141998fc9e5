package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/teachbay/teachbay/internal/captcha"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
	"github.com/teachbay/teachbay/internal/testsmtp"
)

// formsEnv is the whole path of a form: HTTP server, real Postgres, River workers and a real
// SMTP server on loopback.
type formsEnv struct {
	url  string
	st   *store.Store
	smtp *testsmtp.Server
}

// newFormsEnv starts it all. vars override settings; verifier is the captcha check (nil: none).
func newFormsEnv(t *testing.T, vars map[string]string, verifier *captcha.Verifier) *formsEnv {
	t.Helper()
	return newFormsEnvOn(t, testdb.New(t), vars, verifier)
}

// newFormsEnvOn starts it all over the database of st.
func newFormsEnvOn(t *testing.T, st *store.Store, vars map[string]string, verifier *captcha.Verifier) *formsEnv {
	t.Helper()
	smtpSrv := testsmtp.Start(t)
	cfg := testConfig(t, vars)
	renderer, err := mail.NewRenderer(cfg.BaseURL)
	if err != nil {
		t.Fatal(err)
	}
	sender, err := mail.NewSMTPSender(mail.SMTPConfig{Host: smtpSrv.Host, Port: smtpSrv.Port, Security: "none", Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	queue, err := jobs.New(st.Pool, quietLog, jobs.Config{
		Mail: jobs.MailWorker{Sender: sender, Renderer: renderer, From: cfg.MailFrom, Keys: testKeys,
			Backoff: []time.Duration{100 * time.Millisecond}},
		Cleanup: jobs.CleanupWorker{Store: st},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := queue.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = queue.Stop(ctx)
	})
	list := testCountries
	services := service.New(service.Config{BaseURL: cfg.BaseURL, ContactTo: cfg.ContactTo, CaptchaOff: cfg.CaptchaOff()},
		service.Deps{Store: st, Mail: queue, Captcha: verifier, Countries: list, Keys: testKeys})
	ts := serve(t, cfg, Deps{Store: st, Services: services, Log: quietLog, Web: testWeb(), Metrics: prometheus.NewRegistry(),
		Countries: list})
	return &formsEnv{url: ts.URL, st: st, smtp: smtpSrv}
}

// post sends body as JSON the way the web app does (with X-Requested-With); headers add or
// override headers (name, value pairs; an empty value removes the header).
func post(t *testing.T, url string, body any, headers ...string) (int, http.Header, map[string]any) {
	t.Helper()
	var b []byte
	switch v := body.(type) {
	case string:
		b = []byte(v)
	default:
		b, _ = json.Marshal(v)
	}
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "fetch")
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i+1] == "" {
			req.Header.Del(headers[i])
		} else {
			req.Header.Set(headers[i], headers[i+1])
		}
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatalf("answer is not JSON: %v: %s", err, raw)
		}
	}
	return res.StatusCode, res.Header, out
}

// fakeSiteverify answers like Google's reCAPTCHA endpoint: the token "good" passes, "slow"
// answers after the verifier has given up, anything else fails.
func fakeSiteverify(t *testing.T) *captcha.Verifier {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		if r.Form.Get("secret") != "test-secret" {
			http.Error(w, "bad secret", http.StatusBadRequest)
			return
		}
		switch r.Form.Get("response") {
		case "good":
			_, _ = io.WriteString(w, `{"success": true, "hostname": "teachbay.example"}`)
		case "slow":
			time.Sleep(700 * time.Millisecond)
			_, _ = io.WriteString(w, `{"success": true}`)
		default:
			_, _ = io.WriteString(w, `{"success": false, "error-codes": ["invalid-input-response"]}`)
		}
	}))
	t.Cleanup(srv.Close)
	return captcha.New("test-secret", srv.URL, 300*time.Millisecond)
}

// decodeHeader undoes RFC 2047 encoding.
func decodeHeader(s string) string {
	out, err := new(mime.WordDecoder).DecodeHeader(s)
	if err != nil {
		return s
	}
	return out
}

// Messages docs/api.md fixes for the validation errors of the public forms.
const (
	msgAllRequired = "All fields are required"
	msgFixFields   = "Please correct the highlighted fields."
)
