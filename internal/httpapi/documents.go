package httpapi

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// maxFileBytes is the size limit of one uploaded file (docs/api.md "Teacher").
const maxFileBytes = 10 << 20

// maxUploadBytes bounds a whole upload request: the most files one may carry, and room for the
// multipart framing and the small fields.
const maxUploadBytes = service.MaxFilesPerUpload*maxFileBytes + 1<<20

func (s *Server) listDocuments(w http.ResponseWriter, r *http.Request) {
	docs, err := s.services.Documents(r.Context(), currentUser(r).user.ID)
	respond(w, r, http.StatusOK, docs, err)
}

// uploadDocuments reads a multipart upload as it streams in, each file to a temporary file (the
// service reads it from there), so an upload holds a few kB of memory however large it is: a
// file over 10 MB is refused with 413 as soon as its 10 MB and first byte more have arrived,
// without reading the rest.
func (s *Server) uploadDocuments(w http.ResponseWriter, r *http.Request) {
	mr, err := r.MultipartReader()
	if err != nil {
		writeError(w, r, model.Errorf(model.ECodeValidation, "Send the files as multipart/form-data."))
		return
	}
	var kind, expiresOn string
	var files []service.UploadedFile
	defer func() {
		for _, f := range files {
			removeSpooled(f.Content.(*os.File))
		}
	}()
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			writeError(w, r, uploadReadError(err))
			return
		}
		switch part.FormName() {
		case "kind":
			kind, err = readField(part)
		case "expiresOn":
			expiresOn, err = readField(part)
		case "file":
			if len(files) == service.MaxFilesPerUpload {
				err = &model.Error{Code: model.ECodeValidation, Message: "Too many files at once.", Fields: map[string]string{"file": "too_many"}}
				break
			}
			var f *os.File
			var size int64
			if f, size, err = spool(part); err == nil {
				files = append(files, service.UploadedFile{Name: part.FileName(), Content: f, Size: size})
			}
		}
		if err != nil {
			writeError(w, r, uploadReadError(err))
			return
		}
	}
	// The rest of the body (the closing boundary's line end): reading it to its end lifts the
	// body's read deadline before the files are checked and stored.
	_, _ = io.Copy(io.Discard, r.Body)
	docs, err := s.services.UploadDocuments(r.Context(), currentUser(r).user.ID, kind, expiresOn, files)
	respond(w, r, http.StatusCreated, docs, err)
}

// errSpool marks a temporary file that could not be written: the server's fault, not the upload's.
var errSpool = errors.New("spool upload")

// spool copies a file of an upload to a temporary file and returns it with its size; a file over
// maxFileBytes is refused once its first byte too many has arrived.
func spool(part io.Reader) (*os.File, int64, error) {
	f, err := os.CreateTemp("", "teachbay-upload-*")
	if err != nil {
		return nil, 0, fmt.Errorf("%w: %w", errSpool, err)
	}
	n, err := io.Copy(spoolWriter{f}, io.LimitReader(part, maxFileBytes+1))
	if err == nil && n > maxFileBytes {
		err = model.Errorf(model.ECodeTooLarge, "Each file may be at most 10 MB.")
	}
	if err != nil {
		removeSpooled(f)
		return nil, 0, err
	}
	return f, n, nil
}

// spoolWriter marks the errors of writing a temporary file apart from those of reading the upload.
type spoolWriter struct{ f *os.File }

func (w spoolWriter) Write(p []byte) (int, error) {
	n, err := w.f.Write(p)
	if err != nil {
		err = fmt.Errorf("%w: %w", errSpool, err)
	}
	return n, err
}

// removeSpooled closes and removes a temporary file of an upload.
func removeSpooled(f *os.File) {
	f.Close()
	os.Remove(f.Name())
}

// readField reads a small text field of a multipart form.
func readField(part io.Reader) (string, error) {
	b, err := io.ReadAll(io.LimitReader(part, 101))
	if err == nil && len(b) > 100 {
		return "", model.Errorf(model.ECodeValidation, "A form field is too long.")
	}
	return string(b), err
}

// uploadReadError is the answer to an upload that could not be read: too large, too slow, not
// multipart, or (the server's fault) not written to a temporary file.
func uploadReadError(err error) error {
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return model.Errorf(model.ECodeTooLarge, "The upload is too large.")
	case errors.Is(err, os.ErrDeadlineExceeded):
		return errBodyTooSlow
	case errors.As(err, new(*model.Error)), errors.Is(err, errSpool):
		return err
	}
	return model.Errorf(model.ECodeValidation, "The upload could not be read as multipart/form-data.")
}

func (s *Server) deleteDocument(w http.ResponseWriter, r *http.Request) {
	noContent(w, r, s.services.DeleteDocument(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "id")))
}

func (s *Server) downloadDocument(w http.ResponseWriter, r *http.Request) {
	d, body, err := s.services.OpenDocument(r.Context(), currentUser(r).user.ID, chi.URLParam(r, "id"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	sendFile(w, r, d.FileName, d.ContentType, d.Size, body)
}

// sendFile sends an uploaded file as an attachment that no browser will run or render in the
// site's origin: its stored type, nosniff, and a sandboxing policy. It closes body.
func sendFile(w http.ResponseWriter, r *http.Request, name, contentType string, size int64, body io.ReadCloser) {
	defer body.Close()
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	h.Set("Content-Length", strconv.FormatInt(size, 10))
	h.Set("Content-Security-Policy", "sandbox; default-src 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "private, no-store")
	if _, err := io.Copy(w, body); err != nil {
		logger(r.Context()).Warn("document download interrupted", "error", err.Error())
	}
}
