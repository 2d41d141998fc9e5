package service_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/url"
	"os"
	"testing"

	"github.com/teachbay/teachbay/internal/countries"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/sealed"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestMain(m *testing.M) { os.Exit(testdb.Main(m)) }

var list = countries.New()

// testKeySpec is the data key (DATA_KEYS) of the tests' services; testKeys opens what it sealed.
var (
	testKeySpec = sealed.NewKey("test")
	testKeys, _ = sealed.ParseKeys(testKeySpec)
)

// queuedArgs returns the newest queued mail of a template to an address, whole.
func queuedArgs(t *testing.T, st *store.Store, template, to string) jobs.MailArgs {
	t.Helper()
	raw := testdb.Value[string](t, st, `SELECT args::text FROM river_job WHERE kind = 'send_mail' AND args->>'template' = $1
		AND args->>'to' = $2 ORDER BY id DESC LIMIT 1`, template, to)
	var args jobs.MailArgs
	if err := json.Unmarshal([]byte(raw), &args); err != nil {
		t.Fatal(err)
	}
	return args
}

// queuedMail returns the data of the newest queued mail of a template to an address, its sealed
// data opened as the mail worker does.
func queuedMail(t *testing.T, st *store.Store, template, to string) map[string]string {
	t.Helper()
	data, err := queuedArgs(t, st, template, to).AllData(testKeys)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// newService returns the services over a fresh database, with a queue that only inserts jobs.
func newService(t *testing.T, mail service.Mailer) (*service.Service, *store.Store) {
	t.Helper()
	st := testdb.New(t)
	if mail == nil {
		queue, err := jobs.New(st.Pool, slog.New(slog.NewTextHandler(io.Discard, nil)), jobs.Config{})
		if err != nil {
			t.Fatal(err)
		}
		mail = queue
	}
	return service.New(service.Config{BaseURL: "https://teachbay.example", ContactTo: "team@teachbay.example", CaptchaOff: true},
		service.Deps{Store: st, Mail: mail, Countries: list, Keys: testKeys}), st
}

// mailJobs returns the template and recipient of every mail job, oldest first.
func mailJobs(t *testing.T, st *store.Store) []string {
	t.Helper()
	rows, err := st.Pool.Query(context.Background(), `SELECT args->>'template' || ' ' || (args->>'lang') || ' ' || (args->>'to')
		FROM river_job WHERE kind = 'send_mail' ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func ana() service.SubscribeInput {
	return service.SubscribeInput{FirstName: "Ana", LastName: "Cruz", Email: "Ana@Example.com", ContactNumber: "+639171234567", Country: "PH", Language: "es"}
}

func TestSubscribeThenConfirmAChange(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	if err := svc.Subscribe(ctx, ana()); err != nil {
		t.Fatal(err)
	}
	changed := ana()
	changed.LastName, changed.Language = "Reyes", "en"
	if err := svc.Subscribe(ctx, changed); err != nil {
		t.Fatal(err)
	}
	if got := testdb.Value[string](t, st, `SELECT last_name FROM subscribers WHERE email = 'ana@example.com'`); got != "Cruz" {
		t.Errorf("last name %q before confirming", got)
	}
	jobsNow := mailJobs(t, st)
	want := []string{"subscribe_welcome es ana@example.com", "subscribe_confirm en ana@example.com"}
	if len(jobsNow) != 2 || jobsNow[0] != want[0] || jobsNow[1] != want[1] {
		t.Fatalf("mail jobs %v, want %v", jobsNow, want)
	}
	link := queuedMail(t, st, "subscribe_confirm", "ana@example.com")["ConfirmURL"]
	u, err := url.Parse(link)
	if err != nil || u.Path != "/subscribe" {
		t.Fatalf("confirm link %q", link)
	}
	token := u.Query().Get("confirm")
	if err := svc.ConfirmSubscriber(ctx, token); err != nil {
		t.Fatal(err)
	}
	if got := testdb.Value[string](t, st, `SELECT last_name || language FROM subscribers`); got != "Reyesen" {
		t.Errorf("after confirming: %q", got)
	}
	if err := svc.ConfirmSubscriber(ctx, token); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("a used token: %v, want invalid_token", err)
	}
	if n := testdb.Value[int](t, st, `SELECT count(*) FROM subscriber_changes WHERE token_hash = convert_to($1, 'UTF8')`, token); n != 0 {
		t.Error("the token is stored in clear")
	}
}

func TestAnExpiredChangeCannotBeConfirmed(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	_ = svc.Subscribe(ctx, ana())
	changed := ana()
	changed.FirstName = "Anita"
	if err := svc.Subscribe(ctx, changed); err != nil {
		t.Fatal(err)
	}
	link := queuedMail(t, st, "subscribe_confirm", "ana@example.com")["ConfirmURL"]
	u, _ := url.Parse(link)
	if _, err := st.Pool.Exec(ctx, `UPDATE subscriber_changes SET expires_at = now() - interval '1 minute'`); err != nil {
		t.Fatal(err)
	}
	if err := svc.ConfirmSubscriber(ctx, u.Query().Get("confirm")); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("an expired token: %v, want invalid_token", err)
	}
}

func TestUnsubscribeWithAnUnknownTokenIsInvalid(t *testing.T) {
	t.Parallel()
	svc, _ := newService(t, nil)
	for _, token := range []string{"", "nope"} {
		if err := svc.Unsubscribe(context.Background(), token); !model.HasCode(err, model.ECodeInvalidToken) {
			t.Errorf("token %q: %v, want invalid_token", token, err)
		}
	}
}

func contactInput() service.ContactInput {
	return service.ContactInput{FirstName: "Jose", LastName: "Rizal", Email: "jose@example.ph", Phone: "+63 917 123 4567",
		Message: "Hello!\r\nHow do I get certified?", Language: "es"}
}

func TestContactStoresTheMessageAndEnqueuesBothMails(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	if err := svc.Contact(context.Background(), contactInput(), service.Client{IP: "203.0.113.9", UserAgent: "Test/1"}); err != nil {
		t.Fatal(err)
	}
	if got := testdb.Value[string](t, st, `SELECT message || '|' || host(ip) || '|' || user_agent FROM contact_messages`); got != "Hello!\nHow do I get certified?|203.0.113.9|Test/1" {
		t.Errorf("stored %q", got)
	}
	got := mailJobs(t, st)
	if len(got) != 2 || got[0] != "contact_team en team@teachbay.example" || got[1] != "contact_receipt es jose@example.ph" {
		t.Errorf("mail jobs %v", got)
	}
	if has := testdb.Value[bool](t, st, `SELECT bool_or(args->'data' ? 'Message') FROM river_job WHERE args->>'template' = 'contact_receipt'`); has {
		t.Error("the receipt job carries the message")
	}
}

// failingMailer enqueues through the real queue and then fails, as anything after the enqueue could.
type failingMailer struct{ queue *jobs.Queue }

var errAfterEnqueue = errors.New("failed after the enqueue")

func (f failingMailer) EnqueueMail(ctx context.Context, tx *store.Tx, mails ...jobs.MailArgs) error {
	if err := f.queue.EnqueueMail(ctx, tx, mails...); err != nil {
		return err
	}
	return errAfterEnqueue
}

func TestAFailedTransactionStoresAndEnqueuesNothing(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	queue, err := jobs.New(st.Pool, slog.New(slog.NewTextHandler(io.Discard, nil)), jobs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	svc := service.New(service.Config{BaseURL: "https://teachbay.example", ContactTo: "team@teachbay.example", CaptchaOff: true},
		service.Deps{Store: st, Mail: failingMailer{queue}, Countries: list})
	if err := svc.Contact(context.Background(), contactInput(), service.Client{}); !errors.Is(err, errAfterEnqueue) {
		t.Fatalf("got %v", err)
	}
	if err := svc.Subscribe(context.Background(), ana()); !errors.Is(err, errAfterEnqueue) {
		t.Fatalf("got %v", err)
	}
	if got := testdb.Value[string](t, st, `SELECT concat_ws(' ', (SELECT count(*) FROM river_job), (SELECT count(*) FROM contact_messages), (SELECT count(*) FROM subscribers))`); got != "0 0 0" {
		t.Errorf("jobs, messages, subscribers after the rollback: %s; want none", got)
	}
}

func TestContactWithoutCaptchaKeysOutsideDevelopmentIsUnavailable(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	svc := service.New(service.Config{BaseURL: "https://teachbay.example", ContactTo: "team@teachbay.example"},
		service.Deps{Store: st, Countries: list})
	if err := svc.Contact(context.Background(), contactInput(), service.Client{}); !model.HasCode(err, model.ECodeUnavailable) {
		t.Errorf("got %v, want unavailable", err)
	}
	if n := testdb.Value[int](t, st, `SELECT count(*) FROM contact_messages`); n != 0 {
		t.Errorf("%d messages stored", n)
	}
}
