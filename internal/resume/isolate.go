package resume

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"syscall"
	"time"
)

// ChildCommand is the command that makes this program the child of InChild:
// `teachbay resume-text CONTENT-TYPE`, the file on standard input.
const ChildCommand = "resume-text"

// IsChild tells whether a program started with args (os.Args) is InChild's child, and reads a
// file of contentType.
func IsChild(args []string) (contentType string, ok bool) {
	if len(args) == 3 && args[1] == ChildCommand {
		return args[2], true
	}
	return "", false
}

// Reader reads the text of a resume file as Extract does.
type Reader func(ctx context.Context, data []byte, contentType string) (string, error)

// The exit codes of a child process that read a file (ServeChild).
const (
	exitText        = 0
	exitNoText      = 3
	exitUnsupported = 4
	exitUnreadable  = 5
)

// childMemory bounds the address space of a child process: a file that would need more is
// unreadable. The PDF reader trusts the sizes a file declares, so a crafted file of 1 KB can ask
// for gigabytes.
const childMemory = 1 << 30

// childTimeout bounds a child's reading when ctx sets no sooner end: the PDF reader can loop
// forever on a file whose parts point at each other, without looking at any context.
const childTimeout = 20 * time.Second

// InChild returns a Reader that runs Extract in a child process, started as `program
// resume-text CONTENT-TYPE` (this program, which then calls ServeChild) and given the file on its
// standard input. A file that crashes the reader, or keeps it busy past ctx or childTimeout, ends the child
// only and is unreadable.
func InChild(program string) Reader {
	return func(ctx context.Context, data []byte, contentType string) (string, error) {
		ctx, cancel := context.WithTimeout(ctx, childTimeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, program, ChildCommand, contentType)
		var out, errs bytes.Buffer
		cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewReader(data), &out, &errs
		cmd.Env = []string{} // the child needs nothing of the server's configuration, its secrets least
		err := cmd.Run()
		var exit *exec.ExitError
		switch {
		case err == nil:
			return out.String(), nil
		case ctx.Err() != nil:
			return "", fmt.Errorf("%w: %w", ErrUnreadable, ctx.Err())
		case !errors.As(err, &exit):
			return "", fmt.Errorf("resume: start the reader: %w", err)
		}
		switch exit.ExitCode() {
		case exitNoText:
			return "", ErrNoText
		case exitUnsupported:
			return "", ErrUnsupported
		}
		return "", fmt.Errorf("%w: the reader ended with %v: %s", ErrUnreadable, exit, bytes.TrimSpace(errs.Bytes()))
	}
}

// ServeChild is the child side of InChild: it reads a file of contentType on standard input,
// writes its text to standard output and returns the exit code that tells the parent how it went.
// Its memory is bounded first, so a file that asks for too much ends it.
func ServeChild(contentType string, in io.Reader, out io.Writer) int {
	if err := syscall.Setrlimit(syscall.RLIMIT_DATA, &syscall.Rlimit{Cur: childMemory, Max: childMemory}); err != nil {
		fmt.Fprintln(os.Stderr, "resume: bound memory:", err)
		return exitUnreadable
	}
	data, err := io.ReadAll(io.LimitReader(in, maxFileBytes+1))
	if err != nil || len(data) > maxFileBytes {
		fmt.Fprintln(os.Stderr, "resume: read the file:", err)
		return exitUnreadable
	}
	ctx, cancel := context.WithTimeout(context.Background(), childTimeout)
	defer cancel()
	text, err := Extract(ctx, data, contentType)
	switch {
	case errors.Is(err, ErrNoText):
		return exitNoText
	case errors.Is(err, ErrUnsupported):
		return exitUnsupported
	case err != nil:
		fmt.Fprintln(os.Stderr, err)
		return exitUnreadable
	}
	if _, err := io.WriteString(out, text); err != nil {
		return exitUnreadable
	}
	return exitText
}

// maxFileBytes is the largest file a child reads: the upload limit.
const maxFileBytes = 10 << 20
