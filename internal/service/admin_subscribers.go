package service

import (
	"context"
	"encoding/csv"
	"io"
	"regexp"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// The admin console's newsletter subscribers (docs/api.md "Admin").

// SubscriberList is what GET /api/admin/subscribers asks for, as sent.
type SubscriberList struct {
	Q, Page, PageSize string
}

// Subscribers returns a page of the subscribers, unsubscribed ones too, newest first: those whose
// e-mail address or names contain Q (any case) when it is given.
func (s *Service) Subscribers(ctx context.Context, in SubscriberList) (Page[model.AdminSubscriber], error) {
	query := store.Contains(strings.TrimSpace(in.Q))
	return listed(model.Fields{}, in.Q, in.Page, in.PageSize, func(p store.Paging) ([]model.AdminSubscriber, int, error) {
		return s.Store.AdminSubscribers(ctx, query, p)
	})
}

// subscriberHeaders are the first row of an export in the admin's language, in words a
// spreadsheet's reader knows (the columns of the list, in its order).
var subscriberHeaders = map[string][]string{
	"en": {"E-mail", "First name", "Last name", "Phone", "Country", "Language", "Subscribed", "Unsubscribed"},
	"es": {"Correo electrónico", "Nombre", "Apellido", "Teléfono", "País", "Idioma", "Suscripción", "Baja"},
}

// utf8BOM opens an export so that Excel reads it as UTF-8 (without it, "María" shows as
// "MarÃ­a"); other programs skip it.
const utf8BOM = "\uFEFF"

// ExportSubscribers writes every subscriber Subscribers would list for q to w as CSV (RFC 4180):
// a byte order mark, a header row in the admin's language, then one row each, read and written
// one at a time. The export is recorded in the audit log first. A spreadsheet runs no cell as a
// formula (see spreadsheetSafe).
func (s *Service) ExportSubscribers(ctx context.Context, admin model.User, q string, w io.Writer) error {
	f := model.Fields{}
	f.MaxLen("q", q, 200)
	if err := f.Err(msgFixFields); err != nil {
		return err
	}
	// The subject is the admin: the export is of no one subscriber.
	if err := s.Store.InTx(ctx, func(tx *store.Tx) error { return tx.Audit(ctx, admin.ID, "subscribers.export", admin.ID) }); err != nil {
		return err
	}
	if _, err := io.WriteString(w, utf8BOM); err != nil {
		return err
	}
	out := csv.NewWriter(w)
	out.UseCRLF = true
	header, ok := subscriberHeaders[admin.Language]
	if !ok {
		header = subscriberHeaders["en"]
	}
	if err := out.Write(header); err != nil {
		return err
	}
	for sub, err := range s.Store.EachSubscriber(ctx, store.Contains(strings.TrimSpace(q))) {
		if err != nil {
			return err
		}
		unsubscribed := ""
		if sub.UnsubscribedAt != nil {
			unsubscribed = sub.UnsubscribedAt.UTC().Format(time.RFC3339)
		}
		row := []string{sub.Email, sub.FirstName, sub.LastName, sub.ContactNumber, sub.Country, sub.Language,
			sub.CreatedAt.UTC().Format(time.RFC3339), unsubscribed}
		for i, cell := range row {
			row[i] = spreadsheetSafe(cell)
		}
		if err := out.Write(row); err != nil {
			return err
		}
	}
	out.Flush()
	return out.Error()
}

// plainPhone is a telephone number as people write one: a + and digits, perhaps spaced or
// punctuated. A spreadsheet reads it as a number at worst, never as a call of a function.
var plainPhone = regexp.MustCompile(`^\+[0-9][0-9 ().-]*$`)

// spreadsheetSafe keeps a spreadsheet from reading a cell as a formula (OWASP "CSV Injection"): a
// cell that starts with =, +, -, @, a tab or a carriage return gets a leading ', which
// spreadsheets then show; a plain phone number (+1 813 555 0100) is left as it is.
func spreadsheetSafe(cell string) string {
	if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) && !plainPhone.MatchString(cell) {
		return "'" + cell
	}
	return cell
}

// RemoveSubscriber unsubscribes the subscriber with the id (the list's, so that no address is in
// the request's path or its log line), audited as subscriber.remove; the record stays, with the
// time. An unknown id is not found.
func (s *Service) RemoveSubscriber(ctx context.Context, admin model.User, id string) error {
	id, err := parseID(id, "subscriber")
	if err != nil {
		return err
	}
	return s.audited(ctx, admin, "subscriber.remove", func(tx *store.Tx) (string, error) {
		return id, tx.UnsubscribeByID(ctx, id)
	})
}
