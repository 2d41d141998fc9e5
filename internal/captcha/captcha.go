// Package captcha verifies reCAPTCHA v2 tokens with Google's siteverify endpoint (or, in tests,
// any server that answers like it).
package captcha

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/model"
)

// Verifier checks tokens with a secret.
type Verifier struct {
	secret    string
	verifyURL string
	client    *http.Client
}

// New returns a verifier that gives up on the verify endpoint after timeout.
func New(secret, verifyURL string, timeout time.Duration) *Verifier {
	return &Verifier{secret: secret, verifyURL: verifyURL, client: &http.Client{Timeout: timeout}}
}

// Verify checks token for the client at remoteIP. A rejected or empty token is a captcha_failed
// error; an endpoint that cannot be reached or answers nonsense is unavailable.
func (v *Verifier) Verify(ctx context.Context, token, remoteIP string) error {
	if strings.TrimSpace(token) == "" {
		return model.Errorf(model.ECodeCaptchaFailed, "Please complete the reCAPTCHA.")
	}
	form := url.Values{"secret": {v.secret}, "response": {token}}
	if remoteIP != "" {
		form.Set("remoteip", remoteIP)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, v.verifyURL, strings.NewReader(form.Encode()))
	if err != nil {
		return fmt.Errorf("captcha: %w", err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := v.client.Do(req)
	if err != nil {
		return &model.Error{Code: model.ECodeUnavailable, Message: "The reCAPTCHA check could not be completed. Please try again."}
	}
	defer res.Body.Close()
	var body struct {
		Success    bool     `json:"success"`
		ErrorCodes []string `json:"error-codes"`
	}
	if res.StatusCode != http.StatusOK || json.NewDecoder(res.Body).Decode(&body) != nil {
		return &model.Error{Code: model.ECodeUnavailable, Message: "The reCAPTCHA check could not be completed. Please try again."}
	}
	if !body.Success {
		return model.Errorf(model.ECodeCaptchaFailed, "The reCAPTCHA check failed. Please try again.")
	}
	return nil
}
