package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"time"

	"github.com/teachbay/teachbay/internal/config"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
	"github.com/teachbay/teachbay/internal/testsmtp"
)

// serveChildEnv, set to 1, makes the test binary a TeachBay server configured by its environment,
// as `teachbay serve` is, so a test can kill it outright.
const serveChildEnv = "TEACHBAY_TEST_SERVE"

func serveChild() int {
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	a := &App{Config: cfg, Log: slog.New(slog.NewJSONHandler(os.Stderr, nil)), Web: fstest.MapFS{}}
	if err := a.Serve(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// TestAContactMessageIsMailedAfterTheServerIsKilled accepts a contact message while the mail
// server is down, kills TeachBay outright (SIGKILL) before its mails could go, and starts it
// again: the mails (to the team, and the acknowledgement) go out once each, from the new process.
func TestAContactMessageIsMailedAfterTheServerIsKilled(t *testing.T) {
	t.Parallel()
	smtp := testsmtp.Start(t)
	smtp.Stop()
	addr := freeAddr(t)
	database := testdb.URL(t)
	st, err := store.Open(context.Background(), database)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	env := append(os.Environ(), serveChildEnv+"=1", "APP_ENV=development", "HTTP_ADDR="+addr,
		"DATABASE_URL="+database, "MAIL_TRANSPORT=smtp", "SMTP_HOST="+smtp.Host,
		"SMTP_PORT="+strconv.Itoa(smtp.Port), "SMTP_SECURITY=none", "SMTP_TIMEOUT=2s",
		"MAIL_FROM=TeachBay <hello@teachbay.example>", "CONTACT_TO=team@teachbay.example", "LOG_LEVEL=warn",
		"UPLOADS_DIR="+t.TempDir())
	start := func() *exec.Cmd {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = env
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
		waitReady(t, addr)
		return cmd
	}

	first := start()
	body, _ := json.Marshal(map[string]string{"firstName": "Jose", "lastName": "Rizal", "email": "jose@example.ph",
		"phone": "+63 917 123 4567", "message": "Where do I send my transcripts?"})
	req, _ := http.NewRequest(http.MethodPost, "http://"+addr+"/api/contact", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "fetch")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode >= 300 {
		t.Fatalf("POST /api/contact: %d", res.StatusCode)
	}

	// The first attempt fails on the closed port and is scheduled again: then TeachBay dies.
	deadline := time.Now().Add(20 * time.Second)
	for !testdb.Value[bool](t, st, `SELECT count(*) > 0 AND bool_and(state = 'retryable') FROM river_job WHERE kind = 'send_mail'`) {
		if time.Now().After(deadline) {
			t.Fatalf("the mail job never failed its first attempt: %s", testdb.Value[string](t, st,
				`SELECT coalesce(string_agg(kind || ' ' || state::text || ' ' || attempt || ' ' || coalesce(errors::text, ''), '; '), 'no job') FROM river_job`))
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err := first.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = first.Wait()

	smtp.Restart(t)
	start()
	// The new process first waits for the dead one's lease on the queue's upkeep (River's leader) to lapse.
	msgs := smtp.WaitFor(t, 2, time.Minute)
	to := map[string]string{}
	for _, m := range msgs {
		to[strings.Join(m.To, ",")] = m.Part("text/plain")
	}
	if !strings.Contains(to["team@teachbay.example"], "Where do I send my transcripts?") || to["jose@example.ph"] == "" {
		t.Fatalf("after the restart: mail to %v, want the message to the team and its acknowledgement to Jose", slices.Collect(maps.Keys(to)))
	}
	time.Sleep(time.Second)
	if n := len(smtp.Messages()); n != 2 {
		t.Errorf("%d messages a second later, want each mail once", n)
	}
}
