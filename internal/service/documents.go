package service

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/filecheck"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// MaxFilesPerUpload bounds the files of one upload (certifications and references come several
// at once; ten covers a career's worth without letting one request carry hundreds).
const MaxFilesPerUpload = 10

// documentTypes are the file types each kind of document accepts (API.md "Teacher").
var documentTypes = map[string][]filecheck.Type{
	model.DocResume:        {filecheck.PDF, filecheck.DOC, filecheck.DOCX},
	model.DocLessonPlan:    {filecheck.PDF, filecheck.DOC, filecheck.DOCX},
	model.DocCertification: {filecheck.PDF, filecheck.JPEG, filecheck.PNG},
	model.DocEvaluation:    {filecheck.PDF, filecheck.DOC, filecheck.DOCX},
	model.DocReference:     {filecheck.PDF, filecheck.DOC, filecheck.DOCX},
	model.DocWorkAuthFront: {filecheck.PDF, filecheck.JPEG, filecheck.PNG},
	model.DocWorkAuthBack:  {filecheck.PDF, filecheck.JPEG, filecheck.PNG},
}

// multiple reports whether a teacher keeps several documents of a kind; of the others, a new
// upload replaces the old one.
func multiple(kind string) bool { return kind == model.DocCertification || kind == model.DocReference }

// UploadedFile is one file of an upload as the browser sent it.
type UploadedFile struct {
	Name string
	Data []byte
}

// UploadDocuments checks and stores the files of one upload, replacing the earlier document of a
// single-file kind. The bytes are stored first and the rows written after, so no row ever points
// at missing bytes; if the rows cannot be written, the new bytes are deleted again.
func (s *Service) UploadDocuments(ctx context.Context, userID, kind, expiresOn string, files []UploadedFile) ([]model.Document, error) {
	docs, err := s.checkUpload(kind, expiresOn, files, time.Now())
	if err != nil {
		return nil, err
	}
	var stored []string
	for i := range docs {
		docs[i].ObjectKey = blob.NewKey("documents")
		if err := s.Blobs.Put(ctx, docs[i].ObjectKey, bytes.NewReader(files[i].Data), docs[i].Size, docs[i].ContentType); err != nil {
			s.forget(ctx, stored)
			return nil, storageError(err)
		}
		stored = append(stored, docs[i].ObjectKey)
	}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		if !multiple(kind) {
			old, err := tx.DeleteDocuments(ctx, userID, kind, "")
			if err != nil {
				return err
			}
			if err := s.Orphans.EnqueueDeleteBlobs(ctx, tx, old); err != nil {
				return err
			}
		}
		for i := range docs {
			if docs[i], err = tx.InsertDocument(ctx, userID, docs[i]); err != nil {
				return err
			}
			if kind == model.DocResume {
				if err := s.Resumes.EnqueueReadResume(ctx, tx, docs[i].ID); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		s.forget(ctx, stored)
		return nil, err
	}
	return docs, nil
}

// checkUpload checks an upload and returns the documents to create, one per file, with the files'
// bytes cleaned of metadata (in place).
func (s *Service) checkUpload(kind, expiresOn string, files []UploadedFile, now time.Time) ([]model.Document, error) {
	f := model.Fields{}
	allowed, known := documentTypes[kind]
	switch {
	case !known:
		f["kind"] = "invalid"
	case len(files) == 0:
		f["file"] = "required"
	case len(files) > 1 && !multiple(kind), len(files) > MaxFilesPerUpload:
		f["file"] = "too_many"
	}
	var expires *string
	if kind == model.DocWorkAuthFront || kind == model.DocWorkAuthBack {
		if code := checkExpiry(expiresOn, now); code != "" {
			f["expiresOn"] = code
		}
		expires = &expiresOn
	}
	if err := f.Err(msgFixFields); err != nil {
		return nil, err
	}
	docs := make([]model.Document, len(files))
	for i, file := range files {
		t, err := filecheck.Check(file.Data, allowed...)
		if err == nil {
			files[i].Data, err = filecheck.Clean(t, file.Data)
		}
		if err != nil {
			return nil, unsupportedFile(err)
		}
		docs[i] = model.Document{Kind: kind, FileName: filecheck.SafeName(file.Name, t), ContentType: t.ContentType(),
			Size: int64(len(files[i].Data)), ExpiresOn: expires}
	}
	return docs, nil
}

// checkExpiry returns what is wrong with a card's expiration date: missing, not a date, or past.
func checkExpiry(v string, now time.Time) string {
	if v == "" {
		return "required"
	}
	d, err := time.Parse(time.DateOnly, v)
	if err != nil {
		return "invalid"
	}
	if !d.After(now) {
		return "past"
	}
	return ""
}

// unsupportedFile is the 415 of a file that is not what its kind accepts, saying why.
func unsupportedFile(err error) error {
	code := "unsupported"
	switch {
	case errors.Is(err, filecheck.ErrMacros):
		code = "macros"
	case errors.Is(err, filecheck.ErrArchive):
		code = "archive"
	}
	return &model.Error{Code: model.ECodeUnsupportedFile, Message: "This file type is not accepted here.",
		Fields: map[string]string{"file": code}}
}

// storageError is the 503 of a blob store that is down; other errors stay as they are.
func storageError(err error) error {
	if errors.Is(err, blob.ErrUnavailable) {
		// The cause goes to the log with the 503; the caller learns only that storage failed.
		return fmt.Errorf("%w: %w", model.Errorf(model.ECodeUnavailable, "File storage is unavailable. Please try again in a few minutes."), err)
	}
	return err
}

// forget deletes bytes stored for rows that were never written, even when the request that
// stored them has been cancelled (the store's own per-call timeout bounds each delete). If the
// store fails now too, the objects stay behind unreferenced.
func (s *Service) forget(ctx context.Context, keys []string) {
	ctx = context.WithoutCancel(ctx)
	for _, key := range keys {
		_ = s.Blobs.Delete(ctx, key)
	}
}

// Documents lists the teacher's documents.
func (s *Service) Documents(ctx context.Context, userID string) ([]model.Document, error) {
	return s.Store.Documents(ctx, userID)
}

// DeleteDocument deletes one of the teacher's documents; another's is not found.
func (s *Service) DeleteDocument(ctx context.Context, userID, id string) error {
	if uuid.Validate(id) != nil {
		return model.Errorf(model.ECodeNotFound, "No such document")
	}
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		keys, err := tx.DeleteDocuments(ctx, userID, "", id)
		if err != nil {
			return err
		}
		if len(keys) == 0 {
			return model.Errorf(model.ECodeNotFound, "No such document")
		}
		return s.Orphans.EnqueueDeleteBlobs(ctx, tx, keys)
	})
}

// OpenDocument returns one of the teacher's documents with its bytes; another's is not found.
func (s *Service) OpenDocument(ctx context.Context, userID, id string) (model.Document, io.ReadCloser, error) {
	if uuid.Validate(id) != nil {
		return model.Document{}, nil, model.Errorf(model.ECodeNotFound, "No such document")
	}
	d, found, err := s.Store.Document(ctx, userID, id)
	if err != nil {
		return model.Document{}, nil, err
	}
	if !found {
		return model.Document{}, nil, model.Errorf(model.ECodeNotFound, "No such document")
	}
	body, err := s.Blobs.Open(ctx, d.ObjectKey)
	if err != nil {
		return model.Document{}, nil, fmt.Errorf("open document %s: %w", d.ID, storageError(err))
	}
	return d, body, nil
}
