package httpapi

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

// maxFileBytes is the size limit of one uploaded file (API.md "Teacher").
const maxFileBytes = 10 << 20

// maxUploadBytes bounds a whole upload request: the most files one may carry, and room for the
// multipart framing and the small fields.
const maxUploadBytes = service.MaxFilesPerUpload*maxFileBytes + 1<<20

func (s *Server) listDocuments(w http.ResponseWriter, r *http.Request) {
	docs, err := s.services.Documents(r.Context(), currentUser(r).user.ID)
	respond(w, r, http.StatusOK, docs, err)
}

// uploadDocuments reads a multipart upload as it streams in: a file over 10 MB is refused with
// 413 as soon as its 10 MB and first byte more have arrived, without reading the rest.
func (s *Server) uploadDocuments(w http.ResponseWriter, r *http.Request) {
	mr, err := r.MultipartReader()
	if err != nil {
		writeError(w, r, model.Errorf(model.ECodeValidation, "Send the files as multipart/form-data."))
		return
	}
	var kind, expiresOn string
	var files []service.UploadedFile
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
			var data []byte
			data, err = io.ReadAll(io.LimitReader(part, maxFileBytes+1))
			if err == nil && len(data) > maxFileBytes {
				err = model.Errorf(model.ECodeTooLarge, "Each file may be at most 10 MB.")
			}
			files = append(files, service.UploadedFile{Name: part.FileName(), Data: data})
		}
		if err != nil {
			writeError(w, r, uploadReadError(err))
			return
		}
	}
	docs, err := s.services.UploadDocuments(r.Context(), currentUser(r).user.ID, kind, expiresOn, files)
	respond(w, r, http.StatusCreated, docs, err)
}

// readField reads a small text field of a multipart form.
func readField(part io.Reader) (string, error) {
	b, err := io.ReadAll(io.LimitReader(part, 101))
	if err == nil && len(b) > 100 {
		return "", model.Errorf(model.ECodeValidation, "A form field is too long.")
	}
	return string(b), err
}

// uploadReadError is the answer to an upload that could not be read: too large, or not multipart.
func uploadReadError(err error) error {
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return model.Errorf(model.ECodeTooLarge, "The upload is too large.")
	case errors.As(err, new(*model.Error)):
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
