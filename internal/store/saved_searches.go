package store

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// savedSearchColumns are read by scanSavedSearch.
const savedSearchColumns = `id, name, query, frequency, created_at, mailed_at`

func scanSavedSearch(row pgx.CollectableRow) (model.SavedSearch, error) {
	var s model.SavedSearch
	var created time.Time
	var mailed *time.Time
	err := row.Scan(&s.ID, &s.Name, &s.Query, &s.Frequency, &created, &mailed)
	s.CreatedAt, s.MailedAt = instant(created), instantOrNil(mailed)
	return s, err
}

// SavedSearches returns the teacher's saved searches, oldest first.
func (s *Store) SavedSearches(ctx context.Context, teacherID string) ([]model.SavedSearch, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT `+savedSearchColumns+` FROM saved_searches WHERE teacher_id = $1 ORDER BY created_at, id`, teacherID)
	list, err := pgx.CollectRows(rows, scanSavedSearch)
	if err != nil {
		return nil, fmt.Errorf("store: saved searches: %w", err)
	}
	return list, nil
}

// LockSavedSearches locks the teacher's account row, so that her saved searches are counted and
// added one change at a time, and returns how many she has.
func (t *Tx) LockSavedSearches(ctx context.Context, teacherID string) (int, error) {
	var n int
	err := t.tx.QueryRow(ctx, `SELECT (SELECT count(*)::int FROM saved_searches WHERE teacher_id = u.id) FROM users u
		WHERE u.id = $1 FOR UPDATE`, teacherID).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("store: lock saved searches: %w", err)
	}
	return n, nil
}

// InsertSavedSearch saves a search, first checked at once from lookBack ago, and returns it.
func (t *Tx) InsertSavedSearch(ctx context.Context, teacherID, name string, q model.SavedQuery, frequency string,
	lookBack time.Duration) (model.SavedSearch, error) {
	rows, _ := t.tx.Query(ctx, `INSERT INTO saved_searches (teacher_id, name, query, frequency, checked_at, due_at, unsubscribe_token)
		VALUES ($1, $2, $3, $4, now() - $5::interval, now(), $6) RETURNING `+savedSearchColumns,
		teacherID, name, q, frequency, lookBack, rand.Text())
	saved, err := pgx.CollectExactlyOneRow(rows, scanSavedSearch)
	if err != nil {
		return model.SavedSearch{}, fmt.Errorf("store: insert saved search: %w", err)
	}
	return saved, nil
}

// UpdateSavedSearch renames one of the teacher's saved searches and sets its search and
// frequency; a new frequency moves its next check to a period after its last. Found is false for
// a search that is not hers.
func (s *Store) UpdateSavedSearch(ctx context.Context, teacherID, id, name string, q model.SavedQuery, frequency string,
	period time.Duration) (model.SavedSearch, bool, error) {
	rows, _ := s.Pool.Query(ctx, `UPDATE saved_searches SET name = $3, query = $4,
			due_at = CASE WHEN frequency = $5 THEN due_at ELSE checked_at + $6::interval END, frequency = $5, updated_at = now()
		WHERE teacher_id = $1 AND id = $2 RETURNING `+savedSearchColumns, teacherID, id, name, q, frequency, period)
	saved, err := pgx.CollectExactlyOneRow(rows, scanSavedSearch)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.SavedSearch{}, false, nil
	}
	if err != nil {
		return model.SavedSearch{}, false, fmt.Errorf("store: update saved search: %w", err)
	}
	return saved, true, nil
}

// DeleteSavedSearch deletes one of the teacher's saved searches; found is false for one that is not hers.
func (s *Store) DeleteSavedSearch(ctx context.Context, teacherID, id string) (bool, error) {
	tag, err := s.Pool.Exec(ctx, `DELETE FROM saved_searches WHERE teacher_id = $1 AND id = $2`, teacherID, id)
	if err != nil {
		return false, fmt.Errorf("store: delete saved search: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

// StopSavedSearch deletes the saved search whose mails carry the token (their one-click link);
// found is false for an unknown token, as for one already used.
func (s *Store) StopSavedSearch(ctx context.Context, token string) (bool, error) {
	tag, err := s.Pool.Exec(ctx, `DELETE FROM saved_searches WHERE unsubscribe_token = $1`, token)
	if err != nil {
		return false, fmt.Errorf("store: stop saved search: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

// DueSearch is a saved search due to be checked, with where and in which language to write.
type DueSearch struct {
	ID        string
	Teacher   Recipient
	Name      string
	Query     model.SavedQuery
	Frequency string
	// Since is when its last check was: the vacancies posted after it are new.
	Since time.Time
	Token string
}

// DueSavedSearches returns at most limit saved searches due now, those waiting longest first,
// locked (others' runs skip them) until the transaction ends. Searches of disabled or unverified
// accounts are never due.
func (t *Tx) DueSavedSearches(ctx context.Context, limit int) ([]DueSearch, error) {
	rows, _ := t.tx.Query(ctx, `SELECT s.id, u.id, u.email, u.first_name, u.language, s.name, s.query, s.frequency, s.checked_at,
			s.unsubscribe_token
		FROM saved_searches s JOIN users u ON u.id = s.teacher_id
		WHERE s.due_at <= now() AND `+enabledUser+` AND u.email_verified_at IS NOT NULL
		ORDER BY s.due_at, s.id LIMIT $1 FOR UPDATE OF s SKIP LOCKED`, limit)
	due, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (DueSearch, error) {
		var d DueSearch
		err := row.Scan(&d.ID, &d.Teacher.ID, &d.Teacher.Email, &d.Teacher.FirstName, &d.Teacher.Language, &d.Name, &d.Query,
			&d.Frequency, &d.Since, &d.Token)
		return d, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: due saved searches: %w", err)
	}
	return due, nil
}

// NewForSearch returns at most limit open vacancies f matches that were posted after since and
// were never mailed to the teacher, newest first.
func (t *Tx) NewForSearch(ctx context.Context, teacherID string, f VacancyFilter, since time.Time, limit int) ([]model.Vacancy, error) {
	cond, args, _ := vacancySearch(f)
	args = append(args, since, teacherID, limit)
	n := len(args)
	// The ids first, from the vacancies alone: most checks find none, and the query is planned
	// for each search's filters, so it stays small.
	rows, _ := t.tx.Query(ctx, `SELECT v.id FROM vacancies v`+cond+fmt.Sprintf(` AND v.posted_at > $%d
		AND NOT EXISTS (SELECT 1 FROM recommended_vacancies r WHERE r.teacher_id = $%d AND r.vacancy_id = v.id)
		ORDER BY v.posted_at DESC, v.id DESC LIMIT $%d`, n-2, n-1, n), args...)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("store: new for search: %w", err)
	}
	if len(ids) == 0 {
		return nil, nil
	}
	rows, _ = t.tx.Query(ctx, vacanciesByID, ids)
	list, err := pgx.CollectRows(rows, scanVacancy)
	if err != nil {
		return nil, fmt.Errorf("store: new for search: %w", err)
	}
	return list, nil
}

// RecordSearchCheck notes that a saved search was checked now, next due after period, and that
// its mail listed vacancyIDs (none: no mail went out), which no later mail to the teacher lists.
func (t *Tx) RecordSearchCheck(ctx context.Context, d DueSearch, vacancyIDs []string, period time.Duration) error {
	_, err := t.tx.Exec(ctx, `UPDATE saved_searches SET checked_at = now(), due_at = now() + $2::interval,
			mailed_at = CASE WHEN cardinality($3::uuid[]) > 0 THEN now() ELSE mailed_at END
		WHERE id = $1`, d.ID, period, vacancyIDs)
	if err != nil {
		return fmt.Errorf("store: record search check: %w", err)
	}
	_, err = t.tx.Exec(ctx, `INSERT INTO recommended_vacancies (teacher_id, vacancy_id)
		SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`, d.Teacher.ID, vacancyIDs)
	if err != nil {
		return fmt.Errorf("store: record searched vacancies: %w", err)
	}
	return nil
}
