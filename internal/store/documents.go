package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

const documentColumns = `id, kind, file_name, content_type, size, uploaded_at, expires_on, object_key`

func scanDocument(row pgx.CollectableRow) (model.Document, error) {
	var d model.Document
	var uploaded time.Time
	var expires *time.Time
	if err := row.Scan(&d.ID, &d.Kind, &d.FileName, &d.ContentType, &d.Size, &uploaded, &expires, &d.ObjectKey); err != nil {
		return model.Document{}, err
	}
	d.UploadedAt = instant(uploaded)
	if expires != nil {
		e := expires.Format(time.DateOnly)
		d.ExpiresOn = &e
	}
	return d, nil
}

// Documents lists a teacher's documents, oldest first.
func (s *Store) Documents(ctx context.Context, userID string) ([]model.Document, error) {
	var docs []model.Document
	err := s.read(ctx, "documents", func(b *pgx.Batch) { queueDocuments(b, userID, &docs) })
	return docs, err
}

func queueDocuments(b *pgx.Batch, userID string, docs *[]model.Document) {
	b.Queue(documentsQuery, userID).Query(func(rows pgx.Rows) (err error) {
		*docs, err = pgx.CollectRows(rows, scanDocument)
		return err
	})
}

// Documents lists a teacher's documents inside the transaction.
func (t *Tx) Documents(ctx context.Context, userID string) ([]model.Document, error) {
	rows, _ := t.tx.Query(ctx, documentsQuery, userID)
	return collectDocuments(rows)
}

const documentsQuery = `SELECT ` + documentColumns + ` FROM documents WHERE user_id = $1 ORDER BY uploaded_at, id`

func collectDocuments(rows pgx.Rows) ([]model.Document, error) {
	docs, err := pgx.CollectRows(rows, scanDocument)
	if err != nil {
		return nil, fmt.Errorf("store: documents: %w", err)
	}
	return docs, nil
}

// Document returns one of the teacher's documents, or found false (also for another's).
func (s *Store) Document(ctx context.Context, userID, id string) (model.Document, bool, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT `+documentColumns+` FROM documents WHERE user_id = $1 AND id = $2`, userID, id)
	d, err := pgx.CollectExactlyOneRow(rows, scanDocument)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.Document{}, false, nil
	}
	if err != nil {
		return model.Document{}, false, fmt.Errorf("store: document: %w", err)
	}
	return d, true, nil
}

// InsertDocument records an uploaded file whose bytes are stored under d.ObjectKey.
func (t *Tx) InsertDocument(ctx context.Context, userID string, d model.Document) (model.Document, error) {
	rows, _ := t.tx.Query(ctx, `INSERT INTO documents (user_id, kind, file_name, content_type, size, object_key, expires_on)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING `+documentColumns,
		userID, d.Kind, d.FileName, d.ContentType, d.Size, d.ObjectKey, d.ExpiresOn)
	d, err := pgx.CollectExactlyOneRow(rows, scanDocument)
	if err != nil {
		return model.Document{}, fmt.Errorf("store: insert document: %w", err)
	}
	return d, nil
}

// DeleteDocuments removes the teacher's documents of a kind (all kinds when kind is empty) or,
// with id set, that one document, and returns the object keys whose bytes are to be deleted.
func (t *Tx) DeleteDocuments(ctx context.Context, userID, kind, id string) ([]string, error) {
	rows, _ := t.tx.Query(ctx, `DELETE FROM documents WHERE user_id = $1
		AND ($2 = '' OR kind = $2) AND ($3 = '' OR id::text = $3) RETURNING object_key`, userID, kind, id)
	keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("store: delete documents: %w", err)
	}
	return keys, nil
}

// documentBytesQuery sums the sizes of a teacher's documents, those of kind $2 aside (none when
// $2 is empty).
const documentBytesQuery = `SELECT coalesce(sum(size), 0)::bigint FROM documents WHERE user_id = $1 AND ($2 = '' OR kind <> $2)`

// DocumentBytes returns how many bytes a teacher's documents take, without those of the kind an
// upload is to replace (none when replacing is empty).
func (s *Store) DocumentBytes(ctx context.Context, userID, replacing string) (int64, error) {
	var n int64
	if err := s.Pool.QueryRow(ctx, documentBytesQuery, userID, replacing).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: document bytes: %w", err)
	}
	return n, nil
}

// DocumentBytes returns how many bytes a teacher's documents take, inside the transaction.
func (t *Tx) DocumentBytes(ctx context.Context, userID string) (int64, error) {
	var n int64
	if err := t.tx.QueryRow(ctx, documentBytesQuery, userID, "").Scan(&n); err != nil {
		return 0, fmt.Errorf("store: document bytes: %w", err)
	}
	return n, nil
}

// LockDocuments makes the transaction the only one changing the teacher's documents until it
// ends, so a quota counted in it holds (it locks her user row; reading it is not held up).
func (t *Tx) LockDocuments(ctx context.Context, userID string) error {
	if _, err := t.tx.Exec(ctx, `SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, userID); err != nil {
		return fmt.Errorf("store: lock documents: %w", err)
	}
	return nil
}
