package mail

import (
	"context"
	"log/slog"
)

// LogSender writes messages to the log instead of sending them (MAIL_TRANSPORT=log, the
// development default). The plain-text body is logged whole, so a developer can follow its links.
type LogSender struct {
	Log *slog.Logger
}

// Send logs m.
func (s LogSender) Send(ctx context.Context, m *Message) error {
	calendar := ""
	if m.Calendar != nil {
		calendar = m.Calendar.Method
	}
	s.Log.InfoContext(ctx, "mail (MAIL_TRANSPORT=log, not sent)", slog.String("calendar", calendar),
		slog.String("message_id", m.ID), slog.String("to", m.To), slog.String("reply_to", m.ReplyTo),
		slog.String("subject", m.Subject), slog.String("unsubscribe", m.Unsubscribe), slog.String("text", m.Text))
	return nil
}
