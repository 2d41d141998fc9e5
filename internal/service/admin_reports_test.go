package service_test

import (
	"context"
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/service"
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
	// The report is of the day's snapshot: without it, the first reading takes one.
	testdb.Value[int](t, st, `WITH d AS (DELETE FROM self_identification_snapshots RETURNING 1) SELECT count(*)::int FROM d`)
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

func TestTheReportIsADailySnapshotThatOneTeachersWriteDoesNotChange(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, env.st)
	addSelfIdentifications(t, env.st, 6, "complete", "asian", "female")

	before, err := env.svc.SelfIdentificationReport(ctx, admin)
	if err != nil {
		t.Fatal(err)
	}
	if today := time.Now().UTC().Format(time.DateOnly); before.AsOf != today || before.Total == nil || *before.Total != 6 {
		t.Fatalf("the first report: as of %s, total %v; want today (%s) and 6", before.AsOf, before.Total, today)
	}
	answers := map[string]any{"ethnicity": "white", "hispanicOrigin": "no", "gender": "male", "veteranStatus": "veteran"}
	if _, err := env.svc.SaveDisclosure(ctx, env.teacher.ID, store.SectionSelfIdentification, answers, true); err != nil {
		t.Fatal(err)
	}
	after, err := env.svc.SelfIdentificationReport(ctx, admin)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(after, before) {
		t.Errorf("a teacher's write changed today's report:\nbefore %s\nafter  %s", reportString(before), reportString(after))
	}
	// The write is audited, without the section: beside the report it would say whose answers moved
	// the counts.
	teacherAudit := testdb.Value[string](t, env.st, `SELECT coalesce(string_agg(action, ',' ORDER BY id), '') FROM audit_log
		WHERE actor_id = $1 OR subject_id = $1`, env.teacher.ID)
	if teacherAudit != "disclosure.write" {
		t.Errorf("the teacher's audit rows: %q, want disclosure.write", teacherAudit)
	}
	if strings.Contains(teacherAudit, "self_identification") {
		t.Error("an audit row names the self-identification section")
	}
}

func TestTheSnapshotJobCountsTheCompletedAnswersOnceADay(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, st)
	addSelfIdentifications(t, st, 6, "complete", "asian", "female")
	addSelfIdentifications(t, st, 5, "complete", "white", "male")
	addSelfIdentifications(t, st, 2, "draft", "white", "male")
	testdb.Value[int](t, st, `WITH s AS (INSERT INTO self_identification_snapshots (as_of, total)
		VALUES ((now() AT TIME ZONE 'UTC')::date - 1, 3) RETURNING 1) SELECT count(*)::int FROM s`)

	// Until the day's job has run, the report is yesterday's: never the live answers.
	stale, err := svc.SelfIdentificationReport(ctx, admin)
	if yesterday := time.Now().UTC().AddDate(0, 0, -1).Format(time.DateOnly); err != nil || stale.AsOf != yesterday || stale.Total != nil {
		t.Errorf("before the job: as of %s, total %v, %v; want %s and hidden (3)", stale.AsOf, stale.Total, err, yesterday)
	}

	worker := &jobs.SelfIdentificationSnapshotWorker{Store: st}
	if err := worker.Work(ctx, nil); err != nil {
		t.Fatal(err)
	}
	counts := func() string {
		return testdb.Value[string](t, st, `SELECT (s.as_of = (now() AT TIME ZONE 'UTC')::date)::text || ' total ' || s.total || ': ' ||
			string_agg(c.question || '.' || c.code || '=' || c.count, ' ' ORDER BY c.question, c.code)
			FROM self_identification_snapshots s JOIN self_identification_snapshot_counts c USING (as_of) GROUP BY s.as_of, s.total`)
	}
	want := "true total 11: ethnicity.asian=6 ethnicity.white=5 gender.female=6 gender.male=5 " +
		"hispanicOrigin.prefer_not_to_say=11 veteranStatus.prefer_not_to_say=11"
	if got := counts(); got != want {
		t.Errorf("today's snapshot (drafts left out, yesterday's dropped):\n got %s\nwant %s", got, want)
	}
	taken := testdb.Value[time.Time](t, st, `SELECT taken_at FROM self_identification_snapshots`)

	// Run again the same day (every hour, and at each start), it keeps the day's counts.
	addSelfIdentifications(t, st, 5, "complete", "black", "male")
	if err := worker.Work(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if got := counts(); got != want || !testdb.Value[time.Time](t, st, `SELECT taken_at FROM self_identification_snapshots`).Equal(taken) {
		t.Errorf("run again the same day: %s, want the morning's counts kept", got)
	}
	report, err := svc.SelfIdentificationReport(ctx, admin)
	if err != nil || report.Total == nil || *report.Total != 11 || report.Ethnicity["black"] != nil || *report.Ethnicity["asian"] != 6 {
		t.Errorf("the report of the day: %s %v", reportString(report), err)
	}
}

// reportString writes a report's shown counts for a failure message.
func reportString(r service.SelfIdentificationReport) string {
	b, _ := json.Marshal(r)
	return string(b)
}
