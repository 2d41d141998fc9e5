package store

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// The helpers the queries of every domain share: paging a list, reading one row, telling the
// changes Postgres refused, writing an instant.

// Paging is the page of a list to read: Page counts from 1.
type Paging struct{ Page, PageSize int }

// listPage reads a page of a list, ordered by order, and how many rows it has in all. from is the
// FROM and WHERE the page and the count share, args their parameters; scan reads a row of columns.
func listPage[T any](ctx context.Context, s *Store, what string, p Paging, columns, from, order string,
	scan pgx.RowToFunc[T], args ...any) ([]T, int, error) {
	var total int
	if err := s.Pool.QueryRow(ctx, `SELECT count(*)`+from, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("store: count %s: %w", what, err)
	}
	page := fmt.Sprintf(`SELECT %s%s ORDER BY %s LIMIT $%d OFFSET $%d`, columns, from, order, len(args)+1, len(args)+2)
	rows, _ := s.Pool.Query(ctx, page, append(args, p.PageSize, (p.Page-1)*p.PageSize)...)
	items, err := pgx.CollectRows(rows, scan)
	if err != nil {
		return nil, 0, fmt.Errorf("store: %s: %w", what, err)
	}
	return items, total, nil
}

// conditions collects the conditions of a dynamic filter and their parameters, for the lists
// whose filters are each optional.
type conditions struct {
	where []string
	args  []any
}

// add adds a condition on value: each ? in cond stands for it.
func (c *conditions) add(cond string, value any) {
	c.where = append(c.where, strings.ReplaceAll(cond, "?", c.param(value)))
}

// param adds a parameter and returns its placeholder.
func (c *conditions) param(value any) string {
	c.args = append(c.args, value)
	return "$" + strconv.Itoa(len(c.args))
}

// sql returns the conditions as a WHERE clause.
func (c *conditions) sql() string { return ` WHERE ` + strings.Join(c.where, " AND ") }

// likeEscaper escapes what LIKE would read as wildcards (with the default escape character \).
var likeEscaper = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

// Contains returns the ILIKE pattern of the texts that contain q as it is typed, or "" (no
// filter) for an empty q.
func Contains(q string) string {
	if q == "" {
		return ""
	}
	return "%" + likeEscaper.Replace(q) + "%"
}

// Changes Postgres refuses because of other rows; the admin console's writes return them.
var (
	// ErrTaken is a value that must be unique and another row already has (a district's slug, a
	// school's name in its district).
	ErrTaken = errors.New("store: value taken")
	// ErrReferenced is a change a foreign key refused: a row other rows still point at, or a
	// pointer to a row that does not exist.
	ErrReferenced = errors.New("store: foreign key refused the change")
)

// refused returns ErrTaken or ErrReferenced for what Postgres refused for those reasons, and
// otherwise err wrapped with what was being done.
func refused(err error, what string) error {
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		switch pg.Code {
		case "23505": // unique_violation
			return ErrTaken
		case "23503": // foreign_key_violation
			return ErrReferenced
		}
	}
	return fmt.Errorf("store: %s: %w", what, err)
}

// querier is the pool or a transaction: the admin console's reads run on the one, its changes on
// the other, beside their audit rows.
type querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

// collectOne runs a query of one row of T, whose columns are named as its fields: notFound's error
// when there is none, ErrTaken or ErrReferenced when Postgres refuses a change for those reasons.
func collectOne[T any](ctx context.Context, q querier, what string, notFound func() error, sql string, args ...any) (T, error) {
	rows, _ := q.Query(ctx, sql, args...)
	v, err := pgx.CollectExactlyOneRow(rows, pgx.RowToStructByName[T])
	if errors.Is(err, pgx.ErrNoRows) {
		return v, notFound()
	}
	if err != nil {
		return v, refused(err, what)
	}
	return v, nil
}

// deleteByID deletes the row of table with the id: notFound's error when there is none,
// ErrReferenced when other rows still point at it. table is always a constant of this package.
func deleteByID(ctx context.Context, q querier, table, id string, notFound func() error) error {
	tag, err := q.Exec(ctx, `DELETE FROM `+table+` WHERE id = $1`, id)
	if err != nil {
		return refused(err, "delete from "+table)
	}
	if tag.RowsAffected() == 0 {
		return notFound()
	}
	return nil
}

// instant formats a time as the API's instants are written.
func instant(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// nonNil is codes, or an empty list for nil, which pgx would send as NULL to a NOT NULL column.
func nonNil(codes []string) []string {
	if codes == nil {
		return []string{}
	}
	return codes
}
