package store_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestEveryStatementHasATimeLimit(t *testing.T) {
	t.Parallel()
	st := testdb.New(t)
	ctx := context.Background()
	for setting, want := range map[string]string{"statement_timeout": "10s", "idle_in_transaction_session_timeout": "1min"} {
		if got := testdb.Value[string](t, st, "SHOW "+setting); got != want {
			t.Errorf("%s = %q, want %q", setting, got, want)
		}
	}

	// A limit the database URL names is kept, and Postgres stops a statement that passes it.
	url := testdb.URL(t)
	sep := "?"
	if strings.Contains(url, "?") {
		sep = "&"
	}
	short, err := store.Open(ctx, url+sep+"statement_timeout=100")
	if err != nil {
		t.Fatal(err)
	}
	defer short.Close()
	_, err = short.Pool.Exec(ctx, "SELECT pg_sleep(2)")
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) || pgErr.Code != "57014" {
		t.Errorf("a 2 s statement under a 100 ms limit: err = %v, want query_canceled (57014)", err)
	}
}
