package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// SMTPConfig says how to reach the SMTP server.
type SMTPConfig struct {
	Host     string
	Port     int
	Username string
	Password string
	// Security is "starttls" (required STARTTLS), "tls" (implicit TLS) or "none" (plain, for local catchers).
	Security string
	Timeout  time.Duration
	// TLS, when set, replaces the default TLS settings (system roots, server name = Host).
	TLS *tls.Config
}

// SMTPSender sends each message over a new SMTP connection.
type SMTPSender struct {
	cfg SMTPConfig
}

// NewSMTPSender checks the configuration; it does not connect.
func NewSMTPSender(cfg SMTPConfig) (*SMTPSender, error) {
	if _, err := cfg.clientOptions(); err != nil {
		return nil, err
	}
	return &SMTPSender{cfg: cfg}, nil
}

func (c SMTPConfig) clientOptions() ([]gomail.Option, error) {
	opts := []gomail.Option{gomail.WithPort(c.Port), gomail.WithTimeout(c.Timeout)}
	switch c.Security {
	case "starttls":
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	case "tls":
		opts = append(opts, gomail.WithSSL())
	case "none":
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	default:
		return nil, fmt.Errorf("mail: SMTP security %q: want starttls, tls or none", c.Security)
	}
	if c.TLS != nil {
		opts = append(opts, gomail.WithTLSConfig(c.TLS))
	}
	if c.Username != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(c.Username), gomail.WithPassword(c.Password))
	}
	return opts, nil
}

// Send delivers m. Rejections the server calls permanent (5xx) come back as *PermanentError;
// everything else (4xx, timeouts, refused connections) is temporary and worth a retry.
func (s *SMTPSender) Send(ctx context.Context, m *Message) error {
	msg, err := build(m)
	if err != nil {
		return &PermanentError{Err: err}
	}
	opts, _ := s.cfg.clientOptions() // checked in NewSMTPSender
	client, err := gomail.NewClient(s.cfg.Host, opts...)
	if err != nil {
		return err
	}
	err = client.DialAndSendWithContext(ctx, msg)
	var sendErr *gomail.SendError
	if errors.As(err, &sendErr) && !sendErr.IsTemp() && sendErr.ErrorCode() >= 500 {
		return &PermanentError{Err: err}
	}
	return err
}

// build turns m into a go-mail message. Addresses come from configuration or were validated
// before they were stored; go-mail encodes every header value, and OneLine has already removed
// line breaks from user text, so no header can be added from outside.
func build(m *Message) (*gomail.Msg, error) {
	msg := gomail.NewMsg()
	if err := msg.From(m.From); err != nil {
		return nil, fmt.Errorf("from: %w", err)
	}
	if err := msg.To(m.To); err != nil {
		return nil, fmt.Errorf("to: %w", err)
	}
	if m.ReplyTo != "" {
		if err := msg.ReplyTo(m.ReplyTo); err != nil {
			return nil, fmt.Errorf("reply-to: %w", err)
		}
	}
	msg.Subject(OneLine(m.Subject))
	msg.SetMessageIDWithValue(m.ID + "@" + domainOf(m.From))
	msg.SetDate()
	if m.Unsubscribe != "" {
		msg.SetGenHeader("List-Unsubscribe", "<"+m.Unsubscribe+">")
		msg.SetGenHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
	}
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	if m.Calendar != nil {
		err := msg.AttachReader("invite.ics", strings.NewReader(m.Calendar.Text),
			gomail.WithFileContentType(gomail.ContentType(m.Calendar.ContentType()+"; charset=UTF-8")))
		if err != nil {
			return nil, fmt.Errorf("calendar: %w", err)
		}
	}
	return msg, nil
}

// domainOf returns the domain of the address in "Name <user@domain>".
func domainOf(addr string) string {
	addr = strings.TrimSuffix(strings.TrimSpace(addr), ">")
	if i := strings.LastIndex(addr, "@"); i >= 0 {
		return addr[i+1:]
	}
	return "teachbay.localhost"
}
