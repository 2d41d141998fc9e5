package jobs

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"maps"
	"time"

	"github.com/riverqueue/river"

	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/sealed"
)

// MailArgs is one e-mail to render and send.
type MailArgs struct {
	// Key is unique per e-mail and becomes its Message-ID, so a retried send is recognisably the same mail.
	Key         string            `json:"key"`
	Template    string            `json:"template"`
	Lang        string            `json:"lang"`
	To          string            `json:"to"`
	ReplyTo     string            `json:"replyTo,omitempty"`
	Unsubscribe string            `json:"unsubscribe,omitempty"`
	Data        map[string]string `json:"data"`
	// Secret is the data that carries a single-use token (a link to verify an address, reset a
	// password, accept an invitation, confirm a subscription), sealed: see sealSecret.
	Secret *Secret `json:"secret,omitempty"`
	// List is the rows of a mail that lists things (the vacancies of job recommendations).
	List []map[string]string `json:"list,omitempty"`
	// Calendar is the invitation a scheduling mail carries, written when the change that causes
	// it commits, so each mail holds the SEQUENCE of its own change.
	Calendar *mail.Calendar `json:"calendar,omitempty"`
}

// NewMail returns the job that sends the e-mail d fills to the address, in lang, under a new Key;
// d's secret values are sealed with keys (sealSecret).
func NewMail(keys *sealed.Keyring, to, lang string, d mail.Data) MailArgs {
	plain, secret, list := mail.Fields(d)
	a := MailArgs{Key: rand.Text(), Template: d.Template(), Lang: lang, To: to, Data: plain, List: list}
	if len(secret) > 0 {
		a.Secret = sealSecret(keys, a.Key, secret)
	}
	return a
}

// Secret is mail data sealed with the data keys (DATA_KEYS) and bound to its mail's Key. The job's
// row, which River keeps for days, never holds the token in the clear; only the worker opens it,
// at send time.
type Secret struct {
	KeyID  string `json:"keyId"`
	Sealed []byte `json:"sealed"`
}

// sealSecret seals data for the mail whose Key is key.
func sealSecret(keys *sealed.Keyring, key string, data map[string]string) *Secret {
	plain, _ := json.Marshal(data) // a map of strings always marshals
	id, box := keys.Seal(plain, []byte(key))
	return &Secret{KeyID: id, Sealed: box}
}

// AllData returns the mail's data with its sealed data opened with keys.
func (a MailArgs) AllData(keys *sealed.Keyring) (map[string]string, error) {
	if a.Secret == nil {
		return a.Data, nil
	}
	if keys == nil {
		return nil, errors.New("jobs: a mail with sealed data, and no keys to open it")
	}
	plain, err := keys.Open(a.Secret.KeyID, a.Secret.Sealed, []byte(a.Key))
	if err != nil {
		return nil, err
	}
	var secret map[string]string
	if err := json.Unmarshal(plain, &secret); err != nil {
		return nil, err
	}
	data := maps.Clone(a.Data)
	if data == nil {
		data = map[string]string{}
	}
	maps.Copy(data, secret)
	return data, nil
}

// Kind names the job type in River.
func (MailArgs) Kind() string { return "send_mail" }

// MailBackoff is the production retry schedule: quick retries for a blip, then hourly-ish up to
// about a day in all; after the last attempt River discards the job.
var MailBackoff = []time.Duration{
	30 * time.Second, 2 * time.Minute, 10 * time.Minute, 30 * time.Minute,
	time.Hour, 2 * time.Hour, 4 * time.Hour, 8 * time.Hour, 8 * time.Hour,
}

// InsertOpts gives every mail one attempt more than the retry schedule has delays.
func (MailArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: len(MailBackoff) + 1}
}

// MailWorker renders and sends MailArgs.
type MailWorker struct {
	river.WorkerDefaults[MailArgs]
	Sender   mail.Sender
	Renderer *mail.Renderer
	From     string
	// Keys open the mails' sealed data (the same DATA_KEYS that sealed it).
	Keys *sealed.Keyring
	// Backoff is the delay before each retry; the last entry repeats. MailBackoff in production.
	Backoff []time.Duration
}

// Work sends the mail. A permanent failure (an address the server rejects, a broken template)
// cancels the job instead of retrying it.
func (w *MailWorker) Work(ctx context.Context, job *river.Job[MailArgs]) error {
	a := job.Args
	data, err := a.AllData(w.Keys)
	if err != nil {
		return river.JobCancel(err)
	}
	r, err := w.Renderer.Render(a.Template, a.Lang, data, a.List...)
	if err != nil {
		return river.JobCancel(err)
	}
	err = w.Sender.Send(ctx, &mail.Message{
		ID: a.Key, From: w.From, To: a.To, ReplyTo: a.ReplyTo, Unsubscribe: a.Unsubscribe,
		Subject: r.Subject, Text: r.Text, HTML: r.HTML, Calendar: a.Calendar,
	})
	if mail.IsPermanent(err) {
		return river.JobCancel(err)
	}
	return err
}

// NextRetry follows the worker's backoff schedule.
func (w *MailWorker) NextRetry(job *river.Job[MailArgs]) time.Time {
	i := min(max(job.Attempt-1, 0), len(w.Backoff)-1)
	return time.Now().Add(w.Backoff[i])
}

// Timeout bounds one delivery attempt.
func (w *MailWorker) Timeout(*river.Job[MailArgs]) time.Duration { return 45 * time.Second }
