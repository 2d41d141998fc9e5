package httpapi

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"image"
	"image/jpeg"
	"io"
	"io/fs"
	"mime/multipart"
	"net/http"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

// filler reads as endless 'x's: the body of a large test file, made as it is sent.
type filler struct{}

var xs = bytes.Repeat([]byte("x"), 64<<10)

func (filler) Read(p []byte) (int, error) {
	return copy(p, xs), nil
}

// pdfOfSize is a file of size bytes that sniffs as a PDF, made as it is read.
func pdfOfSize(size int) io.Reader {
	head := "%PDF-1.4\n"
	return io.MultiReader(strings.NewReader(head), io.LimitReader(filler{}, int64(size-len(head))))
}

// uploadStream is an upload of kind whose body is written as it is sent: the multipart framing
// around the files, each read from its reader. It is safe to call from any goroutine.
func (b *browser) uploadStream(kind string, files ...io.Reader) (int, string, error) {
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		err := mw.WriteField("kind", kind)
		for i, f := range files {
			if err != nil {
				break
			}
			var part io.Writer
			if part, err = mw.CreateFormFile("file", fmt.Sprintf("file-%d.pdf", i)); err == nil {
				_, err = io.Copy(part, f)
			}
		}
		if err == nil {
			err = mw.Close()
		}
		pw.CloseWithError(err)
	}()
	req, _ := http.NewRequest(http.MethodPost, b.env.url+"/api/me/documents", pr)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("X-Requested-With", "fetch")
	res, err := b.client.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	return res.StatusCode, string(out), err
}

// blobCount is how many files the blob store holds.
func blobCount(t *testing.T, dir string) int {
	t.Helper()
	n := 0
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// teachers registers n teachers and returns their browsers.
func (e *authEnv) teachers(t *testing.T, n int) []*browser {
	t.Helper()
	out := make([]*browser, n)
	for i := range out {
		out[i] = e.teacher(t, map[string]any{"firstName": "Teacher", "lastName": fmt.Sprint(i), "email": fmt.Sprintf("teacher%d@example.com", i),
			"contactNumber": "+18135550100", "country": "US", "password": "bayshore sunsets in july", "language": "en"})
	}
	return out
}

// TestParallelUploadsHoldLittleMemory sends eight uploads of two 9 MB files at once (144 MB in
// all), the most the server takes in at once: its heap grows by a few MB, not by the files.
// Not parallel: the heap is the whole test binary's.
func TestParallelUploadsHoldLittleMemory(t *testing.T) {
	const uploads, filesEach, fileSize = uploadsInFlight, 2, 9 << 20
	env := newAuthEnv(t)
	teachers := env.teachers(t, uploads)

	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	peak, stop := make(chan uint64), make(chan struct{})
	go func() {
		var most uint64
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			most = max(most, m.HeapInuse)
			select {
			case <-stop:
				peak <- most
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	start := time.Now()
	var wg sync.WaitGroup
	answers := make([]string, uploads)
	for i, b := range teachers {
		wg.Go(func() {
			files := make([]io.Reader, filesEach)
			for j := range files {
				files[j] = pdfOfSize(fileSize)
			}
			if status, body, err := b.uploadStream("certification", files...); status != http.StatusCreated {
				answers[i] = fmt.Sprintf("%d %s %v", status, body, err)
			}
		})
	}
	wg.Wait()
	close(stop)
	grew := int64(<-peak) - int64(before.HeapInuse)
	for i, a := range answers {
		if a != "" {
			t.Errorf("upload %d: %s, want 201", i, a)
		}
	}
	const total = uploads * filesEach * fileSize
	t.Logf("%d uploads of %d × %d MB (%d MB) in %v: heap grew by %.1f MB at most", uploads, filesEach, fileSize>>20, total>>20,
		time.Since(start).Round(time.Millisecond), float64(grew)/(1<<20))
	if grew > 40<<20 {
		t.Errorf("the heap grew by %d MB while %d MB were uploaded, want at most 40 MB: uploads are held in memory", grew>>20, total>>20)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM documents WHERE size = $1`, fileSize); n != uploads*filesEach {
		t.Errorf("%d documents of %d bytes stored, want %d", n, fileSize, uploads*filesEach)
	}
}

// TestUploadsInFlightAreLimited: a teacher may have two uploads on their way at once, a third is
// 429 at once; the process takes eight, a ninth (another teacher's) is 503 at once. Both carry
// Retry-After, and once the uploads in flight are done the same teachers upload again.
func TestUploadsInFlightAreLimited(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	teachers := env.teachers(t, uploadsInFlight/uploadsInFlightPerAccount+1)
	held, last := teachers[:len(teachers)-1], teachers[len(teachers)-1]

	// Each held upload sends its kind and a file that goes on arriving until release, at a pace the
	// server accepts (8 kB every 100 ms, 2.5 times the slowest) and small enough that two minutes of
	// it stay under the largest file: held for however long a loaded machine takes to admit the
	// others, it is cut off neither for being slow nor for being too large. A held upload that
	// arrives while one of the test's tries has the slot it needs is refused; it then tries again,
	// as a browser would, until it is admitted.
	release := make(chan struct{})
	released := func() bool {
		select {
		case <-release:
			return true
		default:
			return false
		}
	}
	var wg sync.WaitGroup
	statuses := make(chan string, uploadsInFlight)
	hold := func(b *browser) {
		wg.Go(func() {
			for {
				waiting := io.MultiReader(strings.NewReader("%PDF-1.4\n"), readerFunc(func(p []byte) (int, error) {
					select {
					case <-release:
						return 0, io.EOF
					case <-time.After(100 * time.Millisecond):
						return filler{}.Read(p[:min(len(p), 8<<10)])
					}
				}))
				status, body, err := b.uploadStream("certification", waiting)
				if (status == http.StatusTooManyRequests || status == http.StatusServiceUnavailable) && !released() {
					time.Sleep(50 * time.Millisecond)
					continue
				}
				statuses <- fmt.Sprintf("%d %s %v", status, body, err)
				return
			}
		})
	}
	// tryUpload sends an empty upload: 400 when admitted (it is then done at once), else the refusal.
	// Each admitted one counts against the teacher's hourly uploads, which this test is not about:
	// the counts are cleared, so a slow machine's many tries do not reach that limit instead.
	tryUpload := func(b *browser) (int, http.Header, string) {
		if _, err := env.st.Pool.Exec(context.Background(), `DELETE FROM rate_limits WHERE key LIKE 'upload:%'`); err != nil {
			t.Fatal(err)
		}
		status, h, body := b.raw(http.MethodPost, "/api/me/documents", "multipart/form-data; boundary=x", strings.NewReader("--x--\r\n"))
		return status, h, string(body)
	}
	// waitFor tries an upload until it answers want (the held uploads are then all admitted).
	waitFor := func(b *browser, want int) (http.Header, string) {
		t.Helper()
		deadline := time.Now().Add(time.Minute) // the held uploads may take a while to be admitted on a loaded machine
		for {
			status, h, body := tryUpload(b)
			if status == want {
				return h, body
			}
			if status != http.StatusBadRequest || time.Now().After(deadline) {
				t.Fatalf("an upload while others are held: %d %s, want %d", status, body, want)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}

	ana := held[0]
	hold(ana)
	hold(ana)
	h, body := waitFor(ana, http.StatusTooManyRequests)
	if !strings.Contains(body, `"rate_limited"`) || !strings.Contains(body, "still on their way") || h.Get("Retry-After") == "" {
		t.Errorf("a teacher's third upload at once: %s (Retry-After %q), want 429 rate_limited with Retry-After", body, h.Get("Retry-After"))
	}
	if status, _, body := tryUpload(held[1]); status != http.StatusBadRequest {
		t.Errorf("another teacher's upload meanwhile: %d %s, want it admitted (400 for an empty upload)", status, body)
	}

	for _, b := range held[1:] {
		hold(b)
		hold(b)
	}
	h, body = waitFor(last, http.StatusServiceUnavailable)
	if !strings.Contains(body, `"unavailable"`) || h.Get("Retry-After") == "" {
		t.Errorf("an upload past %d at once: %s (Retry-After %q), want 503 unavailable with Retry-After", uploadsInFlight, body, h.Get("Retry-After"))
	}
	if res, body := get(t, env.url+"/api/vacancies"); res.StatusCode != http.StatusOK {
		t.Errorf("a search while the uploads are full: %d %s", res.StatusCode, body)
	}

	close(release)
	wg.Wait()
	close(statuses)
	for s := range statuses {
		if !strings.HasPrefix(s, "201 ") {
			t.Errorf("a held upload: %s, want 201", s)
		}
	}
	if status, body, err := last.uploadStream("resume", bytes.NewReader(testPDF)); status != http.StatusCreated {
		t.Errorf("an upload once the others are done: %d %s %v", status, body, err)
	}
}

type readerFunc func([]byte) (int, error)

func (f readerFunc) Read(p []byte) (int, error) { return f(p) }

// TestTheStorageQuotaHolds: a teacher's documents may take StorageQuota bytes in all. An upload
// past it is 413 quota_exceeded and stores nothing; a replacement counts without the document it
// replaces, so it still fits where the old and the new together would not.
func TestTheStorageQuotaHolds(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana := env.teachers(t, 1)[0]
	id := testdb.Value[string](t, env.st, `SELECT id::text FROM users WHERE email = 'teacher0@example.com'`)
	// Earlier certificates take all but 1 MB of the quota (their bytes are not needed here).
	testdb.Value[int](t, env.st, `WITH d AS (INSERT INTO documents (user_id, kind, file_name, content_type, size, object_key)
		VALUES ($1, 'certification', 'old.pdf', 'application/pdf', $2, 'documents/old') RETURNING 1) SELECT count(*)::int FROM d`,
		id, service.StorageQuota-(1<<20))

	upload := func(kind string, size int) (int, string) {
		t.Helper()
		status, body, err := ana.uploadStream(kind, pdfOfSize(size))
		if err != nil {
			t.Fatal(err)
		}
		return status, body
	}
	if status, body := upload("resume", 700<<10); status != http.StatusCreated {
		t.Fatalf("a 700 kB resume 1 MB under the quota: %d %s", status, body)
	}
	blobs := blobCount(t, env.blobDir)
	status, body := upload("certification", 400<<10)
	if status != http.StatusRequestEntityTooLarge || !strings.Contains(body, `"quota_exceeded"`) || !strings.Contains(body, "200 MB") {
		t.Errorf("a 400 kB certificate past the quota: %d %s, want 413 quota_exceeded saying 200 MB", status, body)
	}
	if n := blobCount(t, env.blobDir); n != blobs {
		t.Errorf("%d files in the blob store after a refused upload, want %d as before", n, blobs)
	}
	// A new resume replaces the old one: 1000 kB fit where the old 700 kB are given back.
	if status, body := upload("resume", 1000<<10); status != http.StatusCreated {
		t.Errorf("a 1000 kB resume replacing the 700 kB one: %d %s, want 201", status, body)
	}
	blobs = blobCount(t, env.blobDir)
	if status, body := upload("resume", 1100<<10); status != http.StatusRequestEntityTooLarge || !strings.Contains(body, `"quota_exceeded"`) {
		t.Errorf("a 1100 kB resume replacing the 1000 kB one: %d %s, want 413 quota_exceeded", status, body)
	}
	if n := testdb.Value[int64](t, env.st, `SELECT sum(size)::bigint FROM documents WHERE user_id = $1`, id); n != service.StorageQuota-(1<<20)+1000<<10 {
		t.Errorf("the documents take %d bytes, want the old certificates and the 1000 kB resume", n)
	}
	if n := blobCount(t, env.blobDir); n != blobs {
		t.Errorf("%d files in the blob store after a refused replacement, want %d as before", n, blobs)
	}
}

// sidewaysPhoto is a 32 × 24 JPEG as a phone held upright writes it: the pixels lie on their
// side, and EXIF says to turn them a quarter clockwise to show them (orientation 6), beside a
// camera name and a GPS position.
func sidewaysPhoto(t *testing.T) []byte {
	t.Helper()
	var pixels bytes.Buffer
	if err := jpeg.Encode(&pixels, image.NewGray(image.Rect(0, 0, 32, 24)), nil); err != nil {
		t.Fatal(err)
	}
	be := binary.BigEndian
	tiff := []byte("MM\x00*\x00\x00\x00\x08\x00\x03")
	for _, e := range [][3]uint32{{0x010F, 2<<16 | 4, 'P'<<24 | 'h'<<16 | 'o'<<8}, {0x0112, 3<<16 | 1, 6 << 16}, {0x8825, 4<<16 | 1, 50}} {
		tiff = be.AppendUint16(tiff, uint16(e[0]))
		tiff = be.AppendUint16(tiff, uint16(e[1]>>16))
		tiff = be.AppendUint32(tiff, e[1]&0xFFFF)
		tiff = be.AppendUint32(tiff, e[2])
	}
	tiff = append(tiff, 0, 0, 0, 0)
	tiff = append(tiff, "\x00\x01\x00\x01\x00\x02\x00\x00\x00\x02N\x00\x00\x00\x00\x00\x00\x00"...) // GPS: latitude N
	payload := append([]byte("Exif\x00\x00"), tiff...)
	segment := append([]byte{0xFF, 0xE1, byte((len(payload) + 2) >> 8), byte(len(payload) + 2)}, payload...)
	return slices.Concat(pixels.Bytes()[:2], segment, pixels.Bytes()[2:])
}

func TestAPhonePhotoOfTheWorkAuthorizationCardKeepsItsOrientation(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	ana := env.teacher(t, ana)
	status, body := ana.upload("work_auth_front", time.Now().AddDate(1, 0, 0).Format(time.DateOnly), map[string][]byte{"card.jpg": sidewaysPhoto(t)})
	var docs []map[string]any
	if err := json.Unmarshal(body, &docs); status != 201 || err != nil || len(docs) != 1 {
		t.Fatalf("upload: %d %s", status, body)
	}
	status, _, stored := ana.raw(http.MethodGet, "/api/me/documents/"+docs[0]["id"].(string)+"/download", "", nil)
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(stored))
	if status != 200 || err != nil || cfg.Width != 32 || cfg.Height != 24 {
		t.Fatalf("the stored photo: %d %v %+v", status, err, cfg)
	}
	// What a browser or photo viewer reads to show it upright (24 × 32): IFD0's one entry,
	// orientation (0x0112) SHORT 6. The camera and the place are gone.
	upright := "Exif\x00\x00MM\x00*\x00\x00\x00\x08\x00\x01\x01\x12\x00\x03\x00\x00\x00\x01\x00\x06"
	if !bytes.Contains(stored, []byte(upright)) || bytes.Contains(stored, []byte("Pho")) || bytes.Contains(stored, []byte("\x00\x02N")) {
		t.Errorf("the stored photo does not keep only its orientation: % x", stored[:min(len(stored), 80)])
	}
}
