package mail

import (
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/testsmtp"
)

func testMessage() *Message {
	return &Message{ID: "abc123", From: "TeachBay <no-reply@teachbay.example>", To: "ana@example.com",
		Subject: "Hello", Text: "plain body\n", HTML: "<p>html body</p>"}
}

func TestSendOverSTARTTLSWithAuth(t *testing.T) {
	srv := testsmtp.StartSecure(t, "teachbay", "s3cret")
	cfg := SMTPConfig{Host: srv.Host, Port: srv.Port, Username: "teachbay", Password: "s3cret",
		Security: "starttls", Timeout: 5 * time.Second, TLS: srv.ClientTLS}
	sender, err := NewSMTPSender(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := sender.Send(context.Background(), testMessage()); err != nil {
		t.Fatalf("send: %v", err)
	}
	got := srv.WaitFor(t, 1, 5*time.Second)[0]
	if got.Header.Get("Message-Id") != "<abc123@teachbay.example>" || strings.TrimSpace(got.Part("text/plain")) != "plain body" ||
		!strings.Contains(got.Part("text/html"), "html body") {
		t.Errorf("received %q, text %q", got.Header.Get("Message-Id"), got.Part("text/plain"))
	}

	cfg.Password = "wrong"
	sender, _ = NewSMTPSender(cfg)
	if err := sender.Send(context.Background(), testMessage()); err == nil {
		t.Error("a wrong password must fail")
	}
}

func TestSTARTTLSIsRequiredWhenConfigured(t *testing.T) {
	plain := testsmtp.Start(t) // offers no STARTTLS
	sender, _ := NewSMTPSender(SMTPConfig{Host: plain.Host, Port: plain.Port, Security: "starttls", Timeout: 5 * time.Second})
	if err := sender.Send(context.Background(), testMessage()); err == nil {
		t.Fatal("sent in clear text although STARTTLS is required")
	}
	if len(plain.Messages()) != 0 {
		t.Error("a message reached the server without TLS")
	}
}

func TestUnresponsiveServerTimesOut(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0") // accepts connections, never greets
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			defer c.Close()
		}
	}()
	port := ln.Addr().(*net.TCPAddr).Port
	sender, _ := NewSMTPSender(SMTPConfig{Host: "127.0.0.1", Port: port, Security: "none", Timeout: 500 * time.Millisecond})
	start := time.Now()
	err = sender.Send(context.Background(), testMessage())
	if err == nil || IsPermanent(err) {
		t.Fatalf("got %v, want a temporary error", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Errorf("gave up after %s; the timeout is 500ms", time.Since(start))
	}
}

func TestRejectedRecipientIsPermanent(t *testing.T) {
	srv := testsmtp.Start(t)
	srv.Reject("ana@example.com")
	sender, _ := NewSMTPSender(SMTPConfig{Host: srv.Host, Port: srv.Port, Security: "none", Timeout: 5 * time.Second})
	if err := sender.Send(context.Background(), testMessage()); !IsPermanent(err) {
		t.Errorf("got %v, want a permanent error", err)
	}
	if _, err := NewSMTPSender(SMTPConfig{Security: "ssl3"}); err == nil {
		t.Error("an unknown security setting must be refused")
	}
}

// A mail with a calendar carries it as the attachment invite.ics of type text/calendar with the
// iTIP method, and keeps its text and HTML bodies.
func TestACalendarIsAttachedWithItsMethod(t *testing.T) {
	srv := testsmtp.Start(t)
	sender, _ := NewSMTPSender(SMTPConfig{Host: srv.Host, Port: srv.Port, Security: "none", Timeout: 5 * time.Second})
	m := testMessage()
	m.Calendar = &Calendar{Method: "REQUEST", Text: "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n"}
	if err := sender.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	got := srv.WaitFor(t, 1, 5*time.Second)[0]
	header := got.PartHeader("text/calendar")
	if !strings.Contains(header, "method=REQUEST") || !strings.Contains(header, `name="invite.ics"`) {
		t.Errorf("calendar part: %q", header)
	}
	if got.Part("text/calendar") != m.Calendar.Text || strings.TrimSpace(got.Part("text/plain")) != "plain body" ||
		!strings.Contains(got.Part("text/html"), "html body") {
		t.Errorf("parts: calendar %q, text %q", got.Part("text/calendar"), got.Part("text/plain"))
	}
}
