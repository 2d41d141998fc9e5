package service

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
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

// documentTypes are the file types each kind of document accepts (docs/api.md "Teacher").
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

// StorageQuota is how many bytes of documents one teacher may keep: a career's certificates and
// letters fit many times over (each file is at most 10 MB), a teacher filling the store does not.
const StorageQuota = 200 << 20

// UploadedFile is one file of an upload as the browser sent it: its name and its Size bytes,
// read through Content (a temporary file while an upload streams in, never the whole file in
// memory).
type UploadedFile struct {
	Name    string
	Content io.ReaderAt
	Size    int64
}

// FileOf is an upload of data already in memory (the demo's documents, tests).
func FileOf(name string, data []byte) UploadedFile {
	return UploadedFile{Name: name, Content: bytes.NewReader(data), Size: int64(len(data))}
}

// UploadDocuments checks and stores the files of one upload, replacing the earlier document of a
// single-file kind. The bytes are stored first and the rows written after, so no row ever points
// at missing bytes; if the rows cannot be written, the new bytes are deleted again. The teacher's
// documents, the replaced one aside, may not exceed StorageQuota: checked before any byte is
// stored, and again under a lock on the teacher in the transaction, so two uploads at once cannot
// both slip under it.
func (s *Service) UploadDocuments(ctx context.Context, userID, kind, expiresOn string, files []UploadedFile) ([]model.Document, error) {
	docs, types, err := s.checkUpload(kind, expiresOn, files, time.Now())
	if err != nil {
		return nil, err
	}
	replaced := ""
	if !multiple(kind) {
		replaced = kind
	}
	contents, done, err := cleanFiles(docs, types, files)
	defer done()
	if err != nil {
		return nil, err
	}
	var adding int64
	for _, d := range docs {
		adding += d.Size
	}
	used, err := s.Store.DocumentBytes(ctx, userID, replaced)
	if err != nil {
		return nil, err
	}
	if err := checkQuota(used, adding); err != nil {
		return nil, err
	}
	var stored []string
	for i := range docs {
		docs[i].ObjectKey = blob.NewKey("documents")
		body := io.NewSectionReader(contents[i], 0, docs[i].Size)
		if err := s.Blobs.Put(ctx, docs[i].ObjectKey, body, docs[i].Size, docs[i].ContentType); err != nil {
			s.forget(ctx, stored)
			return nil, storageError(err)
		}
		stored = append(stored, docs[i].ObjectKey)
	}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.LockDocuments(ctx, userID); err != nil {
			return err
		}
		if replaced != "" {
			old, err := tx.DeleteDocuments(ctx, userID, replaced, "")
			if err != nil {
				return err
			}
			if err := s.Orphans.EnqueueDeleteBlobs(ctx, tx, old); err != nil {
				return err
			}
		}
		used, err := tx.DocumentBytes(ctx, userID)
		if err != nil {
			return err
		}
		if err := checkQuota(used, adding); err != nil {
			return err
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

// checkQuota refuses to add bytes to the used bytes of a teacher's documents past StorageQuota.
func checkQuota(used, adding int64) error {
	if used+adding > StorageQuota {
		return model.Errorf(model.ECodeQuotaExceeded,
			"Your documents may take at most %d MB in all; these files would take you past it. Delete documents you no longer need, then upload again.",
			StorageQuota>>20)
	}
	return nil
}

// checkUpload checks an upload and returns the documents to create, one per file, each with the
// size of the file as sent, and the file's sniffed type.
func (s *Service) checkUpload(kind, expiresOn string, files []UploadedFile, now time.Time) ([]model.Document, []filecheck.Type, error) {
	f := model.Fields{}
	allowed, known := documentTypes[kind]
	switch {
	case !known:
		f["kind"] = "invalid"
	case len(files) == 0:
		f["file"] = "required"
	case len(files) > 1 && !multiple(kind), len(files) > MaxFilesPerUpload:
		f["file"] = "too_many"
	case slices.ContainsFunc(files, func(file UploadedFile) bool { return file.Size == 0 }):
		// Said as such: an empty file has no type to sniff, and "not accepted" would puzzle.
		f["file"] = "empty"
	}
	var expires *string
	if kind == model.DocWorkAuthFront || kind == model.DocWorkAuthBack {
		if code := checkExpiry(expiresOn, now); code != "" {
			f["expiresOn"] = code
		}
		expires = &expiresOn
	}
	if err := f.Err(msgFixFields); err != nil {
		return nil, nil, err
	}
	docs, types := make([]model.Document, len(files)), make([]filecheck.Type, len(files))
	for i, file := range files {
		t, err := filecheck.Check(file.Content, file.Size, allowed...)
		if err != nil {
			return nil, nil, unsupportedFile(err)
		}
		docs[i] = model.Document{Kind: kind, FileName: filecheck.SafeName(file.Name, t), ContentType: t.ContentType(),
			Size: file.Size, ExpiresOn: expires}
		types[i] = t
	}
	return docs, types, nil
}

// cleanFiles returns the bytes to store of each checked file: photos cleaned of their metadata
// into temporary files (each doc's Size set to the cleaned size), other files as they are. done
// removes the temporary files.
func cleanFiles(docs []model.Document, types []filecheck.Type, files []UploadedFile) (contents []io.ReaderAt, done func(), err error) {
	var temps []*os.File
	done = func() {
		for _, f := range temps {
			f.Close()
			os.Remove(f.Name())
		}
	}
	contents = make([]io.ReaderAt, len(files))
	for i, file := range files {
		contents[i] = file.Content
		t := types[i]
		if !t.HasMetadata() {
			continue
		}
		tmp, err := os.CreateTemp("", "teachbay-clean-*")
		if err != nil {
			return nil, done, fmt.Errorf("clean upload: %w", err)
		}
		temps = append(temps, tmp)
		counted := &countingWriter{w: tmp}
		if err := filecheck.Clean(t, io.NewSectionReader(file.Content, 0, file.Size), counted); err != nil {
			if errors.Is(err, filecheck.ErrUnsupported) {
				return nil, done, unsupportedFile(err)
			}
			return nil, done, fmt.Errorf("clean upload: %w", err)
		}
		contents[i], docs[i].Size = tmp, counted.n
	}
	return contents, done, nil
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
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
