package service_test

import (
	"bytes"
	"context"
	"sync"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

// TestUploadsAtOnceCannotBothSlipUnderTheQuota: with room for one more file, two uploads of one
// at once (as many as a teacher may send) store exactly one; the other is quota_exceeded, even
// when both have passed the first check before either is stored.
func TestUploadsAtOnceCannotBothSlipUnderTheQuota(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	const size = 300 << 10
	testdb.Value[int](t, env.st, `WITH d AS (INSERT INTO documents (user_id, kind, file_name, content_type, size, object_key)
		VALUES ($1, 'certification', 'old.pdf', 'application/pdf', $2, 'documents/old') RETURNING 1) SELECT count(*)::int FROM d`,
		env.teacher.ID, service.StorageQuota-size-size/2)
	file := append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("x"), size-9)...)

	// A lock that every new document row waits for holds both uploads at their insert, after each
	// has counted what the other stores, unless the counting itself waits its turn.
	hold, err := env.st.Pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer hold.Rollback(ctx)
	if _, err := hold.Exec(ctx, `LOCK TABLE documents IN SHARE MODE`); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range errs {
		wg.Go(func() {
			_, errs[i] = env.svc.UploadDocuments(ctx, env.teacher.ID, "certification", "", []service.UploadedFile{service.FileOf("c.pdf", file)})
		})
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		waiting := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)
		if waiting == len(errs) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d uploads wait on a lock, want all %d", waiting, len(errs))
		}
	}
	if err := hold.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	stored := 0
	for _, err := range errs {
		switch {
		case err == nil:
			stored++
		case !model.HasCode(err, model.ECodeQuotaExceeded):
			t.Errorf("an upload: %v, want it stored or quota_exceeded", err)
		}
	}
	if stored != 1 {
		t.Errorf("%d of %d uploads at once stored, want 1: there was room for one", stored, len(errs))
	}
	if n := testdb.Value[int64](t, env.st, `SELECT sum(size)::bigint FROM documents WHERE user_id = $1`, env.teacher.ID); n > service.StorageQuota {
		t.Errorf("the documents take %d bytes, over the quota of %d", n, int64(service.StorageQuota))
	}
}
