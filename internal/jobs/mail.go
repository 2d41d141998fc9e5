package jobs

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"github.com/teachbay/teachbay/internal/mail"
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
	// List is the rows of a mail that lists things (the vacancies of job recommendations).
	List []map[string]string `json:"list,omitempty"`
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
	// Backoff is the delay before each retry; the last entry repeats. MailBackoff in production.
	Backoff []time.Duration
}

// Work sends the mail. A permanent failure (an address the server rejects, a broken template)
// cancels the job instead of retrying it.
func (w *MailWorker) Work(ctx context.Context, job *river.Job[MailArgs]) error {
	a := job.Args
	r, err := w.Renderer.Render(a.Template, a.Lang, a.Data, a.List...)
	if err != nil {
		return river.JobCancel(err)
	}
	err = w.Sender.Send(ctx, &mail.Message{
		ID: a.Key, From: w.From, To: a.To, ReplyTo: a.ReplyTo, Unsubscribe: a.Unsubscribe,
		Subject: r.Subject, Text: r.Text, HTML: r.HTML,
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
