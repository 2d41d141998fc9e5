package service

import (
	"context"
	"encoding/csv"
	"io"
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

// subscriberHeader is the first row of an export; its names are the list's JSON fields.
var subscriberHeader = []string{"email", "firstName", "lastName", "contactNumber", "country", "language", "createdAt", "unsubscribedAt"}

// ExportSubscribers writes every subscriber Subscribers would list for q to w as CSV (RFC 4180):
// a header row, then one row each, read and written one at a time. The export is recorded in the
// audit log first. A spreadsheet runs no cell as a formula (see spreadsheetSafe).
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
	out := csv.NewWriter(w)
	out.UseCRLF = true
	if err := out.Write(subscriberHeader); err != nil {
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

// spreadsheetSafe keeps a spreadsheet from reading a cell as a formula (OWASP "CSV Injection"): a
// cell that starts with =, +, -, @, a tab or a carriage return gets a leading '. Spreadsheets show
// the rest as text (a phone number's + stays).
func spreadsheetSafe(cell string) string {
	if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
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
