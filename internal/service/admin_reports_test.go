package service_test

import (
	"context"
	"encoding/json"
	"maps"
	"slices"
	"testing"

	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
	"github.com/teachbay/teachbay/web/shared"
)

// addSelfIdentifications adds n teachers whose self-identification (in the state) answers
// ethnicity and gender with the codes, and the other two questions with prefer_not_to_say.
func addSelfIdentifications(t *testing.T, st *store.Store, n int, state, ethnicity, gender string) {
	t.Helper()
	testdb.Value[int](t, st, `WITH u AS (
			INSERT INTO users (role, email, first_name, last_name, language)
			SELECT 'teacher', gen_random_uuid()::text || '@example.com', 'T', 'N', 'en' FROM generate_series(1, $1) RETURNING id),
		s AS (
			INSERT INTO self_identification (user_id, state, ethnicity, hispanic_origin, gender, veteran_status)
			SELECT id, $2, $3, 'prefer_not_to_say', $4, 'prefer_not_to_say' FROM u RETURNING 1)
		SELECT count(*)::int FROM s`, n, state, ethnicity, gender)
}

func TestTheSelfIdentificationReportHidesCountsBelowFive(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, st)
	addSelfIdentifications(t, st, 4, "complete", "asian", "female")

	report, err := svc.SelfIdentificationReport(ctx, admin)
	if err != nil {
		t.Fatal(err)
	}
	if report.Total != nil || report.Ethnicity["asian"] != nil || report.Gender["female"] != nil {
		t.Errorf("4 teachers: total %v, asian %v, female %v; want all hidden", report.Total, report.Ethnicity["asian"], report.Gender["female"])
	}

	addSelfIdentifications(t, st, 5, "complete", "white", "female")
	addSelfIdentifications(t, st, 6, "complete", "black", "male")
	addSelfIdentifications(t, st, 1, "draft", "white", "male")
	report, err = svc.SelfIdentificationReport(ctx, admin)
	if err != nil {
		t.Fatal(err)
	}
	shown := func(n *int) any {
		if n == nil {
			return nil
		}
		return *n
	}
	for name, c := range map[string]struct {
		got  *int
		want any
	}{
		// Shown beside the total, white's 5 would tell that the hidden ones add up to 4 (asian):
		// it is hidden too.
		"total":           {report.Total, 15},
		"ethnicity white": {report.Ethnicity["white"], nil},
		"ethnicity asian": {report.Ethnicity["asian"], nil},
		"ethnicity black": {report.Ethnicity["black"], 6},
		// male 6 is hidden with the zeros, or "other" and "prefer not to say" would read as none.
		"gender female": {report.Gender["female"], 9},
		"gender male":   {report.Gender["male"], nil},
		// Everyone preferred not to say: shown, it would tell each teacher's answer.
		"hispanic origin": {report.HispanicOrigin["prefer_not_to_say"], nil},
		"veteran status":  {report.VeteranStatus["prefer_not_to_say"], nil},
	} {
		if shown(c.got) != c.want {
			t.Errorf("%s: %v, want %v", name, shown(c.got), c.want)
		}
	}

	// Every answer the wizard offers is in the report, and nothing else.
	var wizard struct {
		Sections []struct {
			Key       string
			Questions []struct {
				Key     string
				Options []string
			}
		}
	}
	if err := json.Unmarshal(shared.Disclosures, &wizard); err != nil {
		t.Fatal(err)
	}
	questions := map[string]map[string]*int{"ethnicity": report.Ethnicity, "hispanicOrigin": report.HispanicOrigin,
		"gender": report.Gender, "veteranStatus": report.VeteranStatus}
	compared := 0
	for _, sec := range wizard.Sections {
		if sec.Key != store.SectionSelfIdentification {
			continue
		}
		for _, q := range sec.Questions {
			compared++
			if got := slices.Sorted(maps.Keys(questions[q.Key])); !slices.Equal(got, slices.Sorted(slices.Values(q.Options))) {
				t.Errorf("%s: the report has %v, the wizard %v", q.Key, got, q.Options)
			}
		}
	}
	if compared != len(questions) {
		t.Errorf("compared %d questions with the wizard's, want %d", compared, len(questions))
	}
	if n := testdb.Value[int](t, st, `SELECT count(*)::int FROM audit_log
		WHERE action = 'report.self_identification.read' AND actor_id = $1 AND subject_id = $1`, admin.ID); n != 2 {
		t.Errorf("%d readings audited, want 2", n)
	}
}
