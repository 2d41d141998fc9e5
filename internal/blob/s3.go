package blob

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/smithy-go"
	smithyhttp "github.com/aws/smithy-go/transport/http"

	"github.com/teachbay/teachbay/internal/config"
)

// s3Store keeps the objects in one bucket of an S3-compatible service. Every call has its own
// timeout, so an outage answers ErrUnavailable within it.
type s3Store struct {
	client  *s3.Client
	bucket  string
	timeout time.Duration
}

func newS3(ctx context.Context, cfg config.Blob) (*s3Store, error) {
	opts := []func(*awsconfig.LoadOptions) error{
		awsconfig.WithRegion(cfg.Region),
		// One quick retry for a dropped connection; more would only push an outage past the timeout.
		awsconfig.WithRetryer(func() aws.Retryer {
			return retry.NewStandard(func(o *retry.StandardOptions) {
				o.MaxAttempts = 2
				o.MaxBackoff = 500 * time.Millisecond
			})
		}),
	}
	if cfg.AccessKeyID != "" {
		opts = append(opts, awsconfig.WithCredentialsProvider(
			credentials.NewStaticCredentialsProvider(cfg.AccessKeyID, cfg.SecretAccessKey, "")))
	}
	awsCfg, err := awsconfig.LoadDefaultConfig(ctx, opts...)
	if err != nil {
		return nil, fmt.Errorf("blob: load AWS configuration: %w", err)
	}
	client := s3.NewFromConfig(awsCfg, func(o *s3.Options) {
		o.UsePathStyle = cfg.PathStyle
		if cfg.Endpoint != "" {
			o.BaseEndpoint = aws.String(cfg.Endpoint)
			// The SDK's default integrity checksums are newer than many S3-compatible services;
			// send and check them only where the operation requires it.
			o.RequestChecksumCalculation = aws.RequestChecksumCalculationWhenRequired
			o.ResponseChecksumValidation = aws.ResponseChecksumValidationWhenRequired
		}
	})
	return &s3Store{client: client, bucket: cfg.Bucket, timeout: cfg.Timeout}, nil
}

// Put uploads body as one object.
func (s *s3Store) Put(ctx context.Context, key string, body io.Reader, size int64, contentType string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	rs, done, err := seekable(ctx, body, size)
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	defer done()
	callCtx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	in := &s3.PutObjectInput{Bucket: &s.bucket, Key: &key, Body: rs, ContentLength: &size}
	if contentType != "" {
		in.ContentType = &contentType
	}
	if _, err := s.client.PutObject(callCtx, in); err != nil {
		return s.fail(ctx, "put", key, err)
	}
	return nil
}

// seekable returns body as a ReadSeeker holding exactly size bytes, since the SDK reads an upload
// more than once (to sign its hash over plain HTTP, again on a retry). A body that cannot seek is
// first copied to a temporary file, which done removes.
func seekable(ctx context.Context, body io.Reader, size int64) (rs io.ReadSeeker, done func(), err error) {
	if rs, ok := body.(io.ReadSeeker); ok {
		start, err1 := rs.Seek(0, io.SeekCurrent)
		end, err2 := rs.Seek(0, io.SeekEnd)
		_, err3 := rs.Seek(start, io.SeekStart)
		if err := errors.Join(err1, err2, err3); err != nil {
			return nil, nil, fmt.Errorf("seek body: %w", err)
		}
		if end-start != size {
			return nil, nil, fmt.Errorf("body has %d bytes, not the %d announced", end-start, size)
		}
		return rs, func() {}, nil
	}
	f, err := os.CreateTemp("", "teachbay-upload-*")
	if err != nil {
		return nil, nil, fmt.Errorf("%w: spool body: %w", ErrUnavailable, err)
	}
	done = func() {
		f.Close()
		os.Remove(f.Name())
	}
	if err := write(ctx, f, body, size); err != nil {
		done()
		return nil, nil, err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		done()
		return nil, nil, fmt.Errorf("%w: spool body: %w", ErrUnavailable, err)
	}
	return f, done, nil
}

// Open starts the download of the object. The timeout bounds waiting for the answer, not reading
// the body, which the caller may pass on to a slow client at its pace; closing the body ends it.
func (s *s3Store) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	callCtx, cancel := context.WithCancel(ctx)
	timer := time.AfterFunc(s.timeout, cancel)
	out, err := s.client.GetObject(callCtx, &s3.GetObjectInput{Bucket: &s.bucket, Key: &key})
	if !timer.Stop() { // the time ran out, perhaps just as the answer came
		if err == nil {
			out.Body.Close()
		}
		err = fmt.Errorf("no answer within %s: %w", s.timeout, cmp.Or(err, context.DeadlineExceeded))
	}
	if err != nil {
		cancel()
		return nil, s.fail(ctx, "open", key, err)
	}
	return &cancelOnClose{ReadCloser: out.Body, cancel: cancel}, nil
}

// Delete removes the object; S3 answers a missing one like any other.
func (s *s3Store) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	callCtx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	_, err := s.client.DeleteObject(callCtx, &s3.DeleteObjectInput{Bucket: &s.bucket, Key: &key})
	if err = s.fail(ctx, "delete", key, err); errors.Is(err, ErrNotFound) {
		return nil
	}
	return err
}

// fail turns an error of the SDK into ours: not found, the caller's own cancellation, a refusal
// (such as a 403) that retrying cannot cure, or else ErrUnavailable.
func (s *s3Store) fail(ctx context.Context, op, key string, err error) error {
	if err == nil {
		return nil
	}
	var resp *smithyhttp.ResponseError
	var api smithy.APIError
	status := 0
	if errors.As(err, &resp) {
		status = resp.HTTPStatusCode()
	}
	switch {
	case ctx.Err() != nil:
		return fmt.Errorf("blob: %s %s: %w", op, key, ctx.Err())
	case status == http.StatusNotFound && !(errors.As(err, &api) && api.ErrorCode() == "NoSuchBucket"):
		return fmt.Errorf("blob: %s %s: %w", op, key, ErrNotFound)
	case status >= 400 && status < 500 && status != http.StatusRequestTimeout && status != http.StatusTooManyRequests:
		return fmt.Errorf("blob: %s %s in bucket %s: %w", op, key, s.bucket, err)
	default:
		return unavailable(op, key, err)
	}
}

// cancelOnClose ends the download's context when the body is closed.
type cancelOnClose struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (c *cancelOnClose) Close() error {
	err := c.ReadCloser.Close()
	c.cancel()
	return err
}
