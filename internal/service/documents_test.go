package service_test

import (
	"bytes"
	"context"
	"sync"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

// TestUploadsAtOnceCannotBothSlipUnderTheQuota: with room for one more file, ten uploads of one
// at once store exactly one; the others are quota_exceeded, so the quota is counted before it is
// checked, not after.
func TestUploadsAtOnceCannotBothSlipUnderTheQuota(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	const size = 300 << 10
	testdb.Value[int](t, env.st, `WITH d AS (INSERT INTO documents (user_id, kind, file_name, content_type, size, object_key)
		VALUES ($1, 'certification', 'old.pdf', 'application/pdf', $2, 'documents/old') RETURNING 1) SELECT count(*)::int FROM d`,
		env.teacher.ID, service.StorageQuota-size-size/2)
	file := append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("x"), size-9)...)

	var wg sync.WaitGroup
	errs := make([]error, 10)
	for i := range errs {
		wg.Go(func() {
			_, errs[i] = env.svc.UploadDocuments(ctx, env.teacher.ID, "certification", "", []service.UploadedFile{service.FileOf("c.pdf", file)})
		})
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
		t.Errorf("%d of 10 uploads at once stored, want 1: there was room for one", stored)
	}
	if n := testdb.Value[int64](t, env.st, `SELECT sum(size)::bigint FROM documents WHERE user_id = $1`, env.teacher.ID); n > service.StorageQuota {
		t.Errorf("the documents take %d bytes, over the quota of %d", n, int64(service.StorageQuota))
	}
}
