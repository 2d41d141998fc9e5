package service_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"slices"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

// addSubscriber stores a subscriber as given (no rule of the public form applies), created
// minutesAgo.
func addSubscriber(t *testing.T, st *store.Store, email, first, last string, minutesAgo int) {
	t.Helper()
	testdb.Value[int](t, st, `WITH s AS (INSERT INTO subscribers (email, first_name, last_name, contact_number, country, language,
		unsubscribe_token, created_at) VALUES ($1, $2, $3, '+18135550100', 'US', 'en', $1, now() - make_interval(mins => $4))
		RETURNING 1) SELECT count(*)::int FROM s`, email, first, last, minutesAgo)
}

func TestTheSubscriberExportIsCSVNoSpreadsheetRuns(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, st)
	addSubscriber(t, st, "ana@example.com", "Ana, María", `Cruz "la Bay"`, 3)
	addSubscriber(t, st, "formula@example.com", `=HYPERLINK("x")`, "+1", 2)
	addSubscriber(t, st, "at@example.com", "-2", "@x", 1)
	addSubscriber(t, st, "lines@example.com", "Two\nLines", "\tTab", 0)
	testdb.Value[int](t, st, `WITH s AS (UPDATE subscribers SET unsubscribed_at = '2026-03-04T05:06:07Z' WHERE email = 'at@example.com'
		RETURNING 1) SELECT count(*)::int FROM s`)
	addSubscriber(t, st, "dde@example.com", "+1 (813) 555-0100", "+1+cmd|' /C calc'!A0", 4)

	var out bytes.Buffer
	if err := svc.ExportSubscribers(ctx, admin, "", &out); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "\r\n") {
		t.Error("rows do not end in CRLF")
	}
	// Excel reads a file as UTF-8 when it starts with the byte order mark.
	if !bytes.HasPrefix(out.Bytes(), []byte{0xEF, 0xBB, 0xBF}) {
		t.Errorf("no UTF-8 byte order mark: %q", out.String()[:10])
	}
	out.Next(3)
	rows, err := csv.NewReader(&out).ReadAll()
	if err != nil {
		t.Fatalf("the export does not parse as CSV: %v", err)
	}
	if want := []string{"E-mail", "First name", "Last name", "Phone", "Country", "Language", "Subscribed", "Unsubscribed"}; !slices.Equal(rows[0], want) {
		t.Errorf("header %q", rows[0])
	}
	var got [][]string
	for _, r := range rows[1:] {
		if r[6] == "" || r[4] != "US" || r[5] != "en" {
			t.Errorf("row %q", r)
		}
		got = append(got, []string{r[0], r[1], r[2], r[3], r[7]})
	}
	want := [][]string{
		{"lines@example.com", "Two\nLines", "'\tTab", "+18135550100", ""},
		{"at@example.com", "'-2", "'@x", "+18135550100", "2026-03-04T05:06:07Z"},
		{"formula@example.com", `'=HYPERLINK("x")`, "+1", "+18135550100", ""},
		{"ana@example.com", "Ana, María", `Cruz "la Bay"`, "+18135550100", ""},
		{"dde@example.com", "+1 (813) 555-0100", "'+1+cmd|' /C calc'!A0", "+18135550100", ""},
	}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("rows\n%q\nwant\n%q", got, want)
	}

	// A Spanish-speaking admin reads the header in Spanish.
	out.Reset()
	admin.Language = "es"
	if err := svc.ExportSubscribers(ctx, admin, "MARÍA", &out); err != nil {
		t.Fatal(err)
	}
	out.Next(3)
	if rows, _ := csv.NewReader(&out).ReadAll(); len(rows) != 2 || rows[0][0] != "Correo electrónico" || rows[0][3] != "Teléfono" ||
		rows[1][0] != "ana@example.com" {
		t.Errorf("export of a search: %q", rows)
	}
	if n := testdb.Value[int](t, st, `SELECT count(*)::int FROM audit_log WHERE action = 'subscribers.export' AND actor_id = $1`, admin.ID); n != 2 {
		t.Errorf("%d exports audited, want 2", n)
	}
}

func TestRemovingASubscriberUnsubscribesAndKeepsTheRecord(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, st)
	for i, email := range []string{"ana@example.com", "ben@example.com", "cy@example.com"} {
		addSubscriber(t, st, email, strings.ToUpper(email[:1])+email[1:2], "Doe", i)
	}
	page, err := svc.Subscribers(ctx, service.SubscriberList{Q: "example", PageSize: "2"})
	if err != nil || page.Total != 3 || len(page.Items) != 2 || page.Items[0].Email != "ana@example.com" {
		t.Fatalf("list: %+v %v", page, err)
	}
	if page, err := svc.Subscribers(ctx, service.SubscriberList{Q: "BE"}); err != nil || page.Total != 1 || page.Items[0].Email != "ben@example.com" {
		t.Errorf("search: %+v %v", page, err)
	}
	ben := page.Items[1]
	if ben.Email != "ben@example.com" || ben.ID == "" {
		t.Fatalf("the list's second subscriber: %+v", ben)
	}
	if err := svc.RemoveSubscriber(ctx, admin, ben.ID); err != nil {
		t.Fatal(err)
	}
	if err := svc.RemoveSubscriber(ctx, admin, ben.ID); err != nil {
		t.Errorf("removing twice: %v", err)
	}
	for _, id := range []string{"00000000-0000-4000-8000-000000000000", "ben@example.com", ""} {
		if err := svc.RemoveSubscriber(ctx, admin, id); !model.HasCode(err, model.ECodeNotFound) {
			t.Errorf("id %q: %v, want not_found", id, err)
		}
	}
	if got, want := auditedActions(t, svc, ben.ID), by(admin, "subscriber.remove", "subscriber.remove"); !slices.Equal(got, want) {
		t.Errorf("audit: %v, want %v", got, want)
	}
	page, err = svc.Subscribers(ctx, service.SubscriberList{Q: "ben"})
	if err != nil || page.Total != 1 || page.Items[0].UnsubscribedAt == nil {
		t.Errorf("after removing: %+v %v", page, err)
	}
}
