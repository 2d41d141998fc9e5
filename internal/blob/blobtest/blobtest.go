// Package blobtest runs a real S3-compatible server for tests: versitygw, the Versity S3
// Gateway, with its posix backend in a temporary directory on a free loopback port. It can be
// stopped and started again on the same port and directory to play an outage.
package blobtest

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/config"
)

// Version is the versitygw release the tests are written against; scripts/test.sh installs it.
const Version = "v1.8.0"

// EnvBinary names the variable that may hold the path of the versitygw binary.
const EnvBinary = "VERSITYGW"

const (
	bucket    = "teachbay"
	accessKey = "teachbay-test"
	secretKey = "teachbay-test-secret"
)

// S3Server is a running versitygw.
type S3Server struct {
	// Config reaches the server's bucket with path-style requests and static credentials; pass
	// it to blob.New.
	Config config.Blob

	tb   testing.TB
	bin  string
	dir  string
	addr string

	mu   sync.Mutex
	cmd  *exec.Cmd
	exit chan struct{} // closed when cmd has exited
}

// StartS3 starts a server with one empty bucket and stops it when the test ends. It fails the
// test, with the command that installs it, when versitygw cannot be found.
func StartS3(tb testing.TB) *S3Server {
	tb.Helper()
	bin, err := binary()
	if err != nil {
		tb.Fatal(err)
	}
	dir := tb.TempDir()
	// The posix backend keeps each top-level directory as a bucket and object metadata in
	// extended attributes, which a tmpfs /tmp may not support: a sidecar directory holds the
	// metadata instead, so the server runs on any filesystem.
	for _, d := range []string{filepath.Join(dir, "data", bucket), filepath.Join(dir, "meta")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			tb.Fatal(err)
		}
	}
	addr, err := freeAddr()
	if err != nil {
		tb.Fatal(err)
	}
	s := &S3Server{tb: tb, bin: bin, dir: dir, addr: addr, Config: config.Blob{
		Bucket: bucket, Region: "us-east-1", Endpoint: "http://" + addr, PathStyle: true,
		AccessKeyID: accessKey, SecretAccessKey: secretKey, Timeout: 10 * time.Second,
	}}
	tb.Cleanup(s.Stop)
	s.Start()
	return s
}

// Start starts the server again after Stop, on the same port and with the same objects, and
// waits until it answers. Call it from the goroutine of the test that called StartS3.
func (s *S3Server) Start() {
	s.tb.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cmd != nil {
		return
	}
	// The server's output goes to a file in its directory, shown when it does not come up.
	logPath := filepath.Join(s.dir, "versitygw.log")
	logFile, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		s.tb.Fatal(err)
	}
	defer logFile.Close()
	cmd := exec.Command(s.bin, "--access", accessKey, "--secret", secretKey, "--port", s.addr,
		"--health", "/health", "--quiet",
		"posix", "--sidecar", filepath.Join(s.dir, "meta"), filepath.Join(s.dir, "data"))
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		s.tb.Fatalf("start versitygw: %v", err)
	}
	s.cmd, s.exit = cmd, make(chan struct{})
	go func(exit chan struct{}) { _ = cmd.Wait(); close(exit) }(s.exit)
	if err := s.waitReady(10 * time.Second); err != nil {
		out, _ := os.ReadFile(logPath)
		s.tb.Fatalf("versitygw on %s: %v\n%s", s.addr, err, out)
	}
}

// Stop kills the server, as an outage would, and waits until it has exited. Stopping a stopped
// server does nothing.
func (s *S3Server) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cmd == nil {
		return
	}
	_ = s.cmd.Process.Kill()
	<-s.exit
	s.cmd = nil
}

// waitReady polls the health endpoint until it answers 200, the process exits or time runs out.
func (s *S3Server) waitReady(limit time.Duration) error {
	client := &http.Client{Timeout: time.Second}
	deadline := time.Now().Add(limit)
	for {
		resp, err := client.Get("http://" + s.addr + "/health")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
			err = fmt.Errorf("health check answered %s", resp.Status)
		}
		select {
		case <-s.exit:
			return errors.New("exited before answering")
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("not answering after %s: %w", limit, err)
		}
	}
}

// binary finds versitygw: $VERSITYGW, then PATH, then the directory `go install` writes to.
func binary() (string, error) {
	if p := os.Getenv(EnvBinary); p != "" {
		return p, nil
	}
	if p, err := exec.LookPath("versitygw"); err == nil {
		return p, nil
	}
	var env struct{ GOBIN, GOPATH string }
	if out, err := exec.Command("go", "env", "-json", "GOBIN", "GOPATH").Output(); err == nil && json.Unmarshal(out, &env) == nil {
		dirs := []string{env.GOBIN}
		if gopath, _, _ := strings.Cut(env.GOPATH, string(filepath.ListSeparator)); gopath != "" {
			dirs = append(dirs, filepath.Join(gopath, "bin"))
		}
		for _, dir := range dirs {
			if p := filepath.Join(dir, "versitygw"); dir != "" && isExecutable(p) {
				return p, nil
			}
		}
	}
	return "", fmt.Errorf("versitygw not found (set %s, or put it on PATH or in $(go env GOPATH)/bin); install it with: "+
		"go install github.com/versity/versitygw/cmd/versitygw@%s", EnvBinary, Version)
}

func isExecutable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}

// freeAddr returns a loopback address with a port that is free now.
func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", fmt.Errorf("find a free port: %w", err)
	}
	defer ln.Close()
	return "127.0.0.1:" + strconv.Itoa(ln.Addr().(*net.TCPAddr).Port), nil
}
