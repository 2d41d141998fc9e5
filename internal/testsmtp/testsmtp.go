// Package testsmtp is a real SMTP server on loopback for tests (emersion/go-smtp): it keeps
// every message it accepts, can reject chosen recipients permanently, and can be stopped and
// started again on the same port to play an outage.
package testsmtp

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"errors"
	"io"
	"math/big"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Message is one accepted message.
type Message struct {
	From   string
	To     []string
	Raw    []byte
	Header mail.Header
	Body   string
}

// Server is the running server.
type Server struct {
	Host string
	Port int

	// ClientTLS trusts the server's certificate (set by StartSecure).
	ClientTLS *tls.Config

	serverTLS          *tls.Config
	username, password string

	mu       sync.Mutex
	messages []Message
	reject   map[string]bool
	tempFail int
	srv      *smtp.Server
	ln       net.Listener // closed by Stop itself: srv knows it only once its goroutine runs
}

// Start runs a plain server on a free loopback port until the test ends.
func Start(tb testing.TB) *Server {
	tb.Helper()
	return start(tb, &Server{Host: "127.0.0.1", reject: map[string]bool{}})
}

// StartSecure runs a server that offers STARTTLS (a certificate made for 127.0.0.1, trusted by
// ClientTLS) and accepts mail only after AUTH PLAIN with username and password over TLS.
func StartSecure(tb testing.TB, username, password string) *Server {
	tb.Helper()
	cert, pool := selfSignedCert(tb)
	return start(tb, &Server{Host: "127.0.0.1", reject: map[string]bool{}, username: username, password: password,
		serverTLS: &tls.Config{Certificates: []tls.Certificate{cert}},
		ClientTLS: &tls.Config{RootCAs: pool, ServerName: "127.0.0.1"}})
}

func start(tb testing.TB, s *Server) *Server {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	s.Port = ln.Addr().(*net.TCPAddr).Port
	s.serve(ln)
	tb.Cleanup(s.Stop)
	return s
}

func (s *Server) serve(ln net.Listener) {
	srv := smtp.NewServer(backend{s})
	srv.Domain = "localhost"
	srv.ReadTimeout, srv.WriteTimeout = 10*time.Second, 10*time.Second
	srv.TLSConfig = s.serverTLS
	s.mu.Lock()
	s.srv, s.ln = srv, ln
	s.mu.Unlock()
	go func() { _ = srv.Serve(ln) }()
}

// Stop closes the server: connections are refused until Restart.
func (s *Server) Stop() {
	s.mu.Lock()
	srv, ln := s.srv, s.ln
	s.srv, s.ln = nil, nil
	s.mu.Unlock()
	if srv != nil {
		_ = ln.Close()
		_ = srv.Close()
	}
}

// Restart listens again on the same port.
func (s *Server) Restart(tb testing.TB) {
	tb.Helper()
	ln, err := net.Listen("tcp", net.JoinHostPort(s.Host, strconv.Itoa(s.Port)))
	if err != nil {
		tb.Fatal(err)
	}
	s.serve(ln)
}

// Reject makes RCPT TO addr fail with 550 (a permanent failure).
func (s *Server) Reject(addr string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reject[strings.ToLower(addr)] = true
}

// TempFail makes the next n RCPT TO commands fail with 451 (a temporary failure).
func (s *Server) TempFail(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tempFail = n
}

// Messages returns the messages accepted so far.
func (s *Server) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.messages...)
}

// WaitFor waits until at least n messages arrived, or fails the test after timeout.
func (s *Server) WaitFor(tb testing.TB, n int, timeout time.Duration) []Message {
	tb.Helper()
	deadline := time.Now().Add(timeout)
	for {
		msgs := s.Messages()
		if len(msgs) >= n {
			return msgs
		}
		if time.Now().After(deadline) {
			tb.Fatalf("testsmtp: %d message(s) arrived within %s, want %d", len(msgs), timeout, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

type backend struct{ s *Server }

func (b backend) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{s: b.s}, nil }

type session struct {
	s      *Server
	authed bool
	from   string
	to     []string
}

func (x *session) AuthMechanisms() []string {
	if x.s.username == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (x *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, username, password string) error {
		if username != x.s.username || password != x.s.password {
			return &smtp.SMTPError{Code: 535, EnhancedCode: smtp.EnhancedCode{5, 7, 8}, Message: "Invalid credentials"}
		}
		x.authed = true
		return nil
	}), nil
}

func (x *session) Mail(from string, _ *smtp.MailOptions) error {
	if x.s.username != "" && !x.authed {
		return &smtp.SMTPError{Code: 530, EnhancedCode: smtp.EnhancedCode{5, 7, 0}, Message: "Authentication required"}
	}
	x.from = from
	return nil
}

func (x *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	x.s.mu.Lock()
	rejected := x.s.reject[strings.ToLower(to)]
	tempFail := x.s.tempFail > 0
	if tempFail {
		x.s.tempFail--
	}
	x.s.mu.Unlock()
	if tempFail {
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"}
	}
	if rejected {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "No such user"}
	}
	x.to = append(x.to, to)
	return nil
}

func (x *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return errors.New("testsmtp: unparsable message: " + err.Error())
	}
	body, _ := io.ReadAll(m.Body)
	x.s.mu.Lock()
	x.s.messages = append(x.s.messages, Message{From: x.from, To: x.to, Raw: raw, Header: m.Header, Body: string(body)})
	x.s.mu.Unlock()
	return nil
}

func (x *session) Reset()        { x.from, x.to = "", nil }
func (x *session) Logout() error { return nil }

// Part returns the decoded body part of the given media type (text/plain, text/html, or an
// attachment's type such as text/calendar), looking into nested multipart bodies.
func (m Message) Part(mediaType string) string {
	body, _ := part(m.Header.Get("Content-Type"), m.Header.Get("Content-Transfer-Encoding"), strings.NewReader(m.Body), mediaType)
	return body
}

// PartHeader returns the Content-Type header of the first part of the given media type.
func (m Message) PartHeader(mediaType string) string {
	_, header := part(m.Header.Get("Content-Type"), m.Header.Get("Content-Transfer-Encoding"), strings.NewReader(m.Body), mediaType)
	return header
}

func part(contentType, encoding string, r io.Reader, mediaType string) (body, header string) {
	ct, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		return "", ""
	}
	if !strings.HasPrefix(ct, "multipart/") {
		if ct == mediaType {
			return decode(encoding, r), contentType
		}
		return "", ""
	}
	mr := multipart.NewReader(r, params["boundary"])
	for {
		p, err := mr.NextPart()
		if err != nil {
			return "", ""
		}
		// multipart.Reader already undoes quoted-printable.
		if body, header := part(p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"), p, mediaType); header != "" {
			return body, header
		}
	}
}

func decode(encoding string, r io.Reader) string {
	if strings.EqualFold(encoding, "base64") {
		r = base64.NewDecoder(base64.StdEncoding, r)
	} else if strings.EqualFold(encoding, "quoted-printable") {
		r = quotedprintable.NewReader(r)
	}
	b, _ := io.ReadAll(r)
	return string(b)
}

// selfSignedCert makes a certificate for 127.0.0.1 and a pool that trusts it.
func selfSignedCert(tb testing.TB) (tls.Certificate, *x509.CertPool) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		tb.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "testsmtp"},
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA: true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		tb.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		tb.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, pool
}
