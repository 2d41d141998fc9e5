package service_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/blob/blobtest"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/sealed"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
	"github.com/teachbay/teachbay/web/shared"
)

// plainAnswers returns, for each section, answers that complete it with nothing to declare:
// every yes/no question 'no', numbers 0 and each choice its first option.
func plainAnswers(t *testing.T) map[string]map[string]any {
	t.Helper()
	var d struct {
		Sections []struct {
			Key       string
			Questions []struct {
				Key, Type string
				Options   []string
				ShowIf    any
			}
		}
	}
	if err := json.Unmarshal(shared.Disclosures, &d); err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]any{}
	for _, s := range d.Sections {
		out[s.Key] = map[string]any{}
		for _, q := range s.Questions {
			switch {
			case q.ShowIf != nil:
			case q.Type == "yesno":
				out[s.Key][q.Key] = "no"
			case q.Type == "number":
				out[s.Key][q.Key] = 0.0 // as JSON decodes a number
			case q.Type == "select":
				out[s.Key][q.Key] = q.Options[0]
			}
		}
	}
	return out
}

func TestTheSSNIsSealedShownByItsLastFourAndAudited(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	answers := plainAnswers(t)["profile"]
	answers["validWorkAuth"] = "yes"

	answers["ssn"] = "666-12-3456"
	_, err := env.svc.SaveDisclosure(ctx, env.teacher.ID, "profile", answers, false)
	if code, fields := codeOf(t, err); code != model.ECodeValidation || fields["ssn"] != "invalid" {
		t.Fatalf("an invalid SSN in a draft: %s %v", code, fields)
	}
	// Complete, but the card is not uploaded yet.
	answers["ssn"] = "123-45-6789"
	_, err = env.svc.SaveDisclosure(ctx, env.teacher.ID, "profile", answers, true)
	if _, fields := codeOf(t, err); !equalMaps(fields, map[string]string{"workAuthFront": "required", "workAuthBack": "required"}) {
		t.Fatalf("complete without the card: %v", fields)
	}
	next := time.Now().AddDate(1, 0, 0).Format(time.DateOnly)
	for _, side := range []string{"work_auth_front", "work_auth_back"} {
		if _, err := env.svc.UploadDocuments(ctx, env.teacher.ID, side, next, []service.UploadedFile{service.FileOf("card.png", pngBytes(t))}); err != nil {
			t.Fatal(err)
		}
	}
	d, err := env.svc.SaveDisclosure(ctx, env.teacher.ID, "profile", answers, true)
	if err != nil {
		t.Fatal(err)
	}
	if d.State != model.DisclosureComplete || d.Answers["ssnLast4"] != "6789" || d.Answers["ssn"] != nil {
		t.Errorf("saved %v %v", d.State, d.Answers)
	}
	// Saved again without the number: the stored one stays.
	delete(answers, "ssn")
	if d, err = env.svc.SaveDisclosure(ctx, env.teacher.ID, "profile", answers, true); err != nil || d.Answers["ssnLast4"] != "6789" {
		t.Errorf("resaved without the SSN: %v %v", d.Answers, err)
	}

	// No plaintext SSN anywhere in the database: not in the answers, the audit log or the job queue.
	dump := testdb.Value[string](t, env.st, `SELECT concat_ws(' ', (SELECT string_agg(answers::text, ' ') FROM disclosures),
		(SELECT string_agg(action, ' ') FROM audit_log), (SELECT string_agg(args::text, ' ') FROM river_job),
		(SELECT string_agg(encode(sealed, 'escape'), ' ') FROM ssns))`)
	if strings.Contains(dump, "123456789") || strings.Contains(dump, "123-45-6789") {
		t.Error("the SSN is stored in plain text")
	}
	// Sealed under the current key, and still readable after a new key is put in front of it.
	keyID := testdb.Value[string](t, env.st, `SELECT key_id FROM ssns`)
	sealedSSN := testdb.Value[[]byte](t, env.st, `SELECT sealed FROM ssns`)
	rotated, err := sealed.ParseKeys(sealed.NewKey("next") + "," + env.keySpec)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := rotated.Open(keyID, sealedSSN, []byte(env.teacher.ID)); err != nil || string(got) != "123456789" {
		t.Errorf("after rotation: %q, %v", got, err)
	}
	if _, err := env.svc.Disclosure(ctx, env.teacher.ID, "profile"); err != nil {
		t.Fatal(err)
	}
	audit := testdb.Value[string](t, env.st, `SELECT string_agg(action, ',' ORDER BY id) FROM audit_log WHERE actor_id = $1 AND subject_id = $1`, env.teacher.ID)
	if audit != "ssn.write,disclosure.write,disclosure.profile.read" {
		t.Errorf("audit log: %s", audit)
	}

	// Answering that there is no work authorization deletes the number.
	answers["validWorkAuth"] = "no"
	if d, err = env.svc.SaveDisclosure(ctx, env.teacher.ID, "profile", answers, true); err != nil || d.Answers["ssnLast4"] != nil {
		t.Errorf("after 'no': %v %v", d.Answers, err)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM ssns`); n != 0 {
		t.Error("the SSN outlived the work authorization")
	}
}

func TestFollowUpsOfANoAreDropped(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	answers := plainAnswers(t)["employment"]
	answers["dismissal"] = "yes"
	_, err := env.svc.SaveDisclosure(ctx, env.teacher.ID, "employment", answers, true)
	if _, fields := codeOf(t, err); fields["dismissalDate"] != "required" || fields["dismissalOutcome"] != "required" {
		t.Fatalf("a 'yes' without its details: %v", fields)
	}
	answers["dismissalDate"], answers["dismissalCity"], answers["dismissalState"] = "2019-06-01", "Tampa", "FL"
	answers["dismissalOrganization"], answers["dismissalOutcome"] = "Bay Academy", "Contract not renewed after a budget cut."
	if _, err := env.svc.SaveDisclosure(ctx, env.teacher.ID, "employment", answers, true); err != nil {
		t.Fatal(err)
	}
	answers["dismissal"] = "no"
	d, err := env.svc.SaveDisclosure(ctx, env.teacher.ID, "employment", answers, true)
	if err != nil || d.Answers["dismissalOutcome"] != nil || d.Answers["dismissal"] != "no" {
		t.Errorf("after 'no': %v, %v", d.Answers, err)
	}
	if _, err := env.svc.SaveDisclosure(ctx, env.teacher.ID, "hobbies", answers, false); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("an unknown section: %v", err)
	}
}

func TestSelfIdentificationIsKeptApart(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	_, err := env.svc.SaveDisclosure(ctx, env.teacher.ID, "self_identification", map[string]any{"ethnicity": "asian"}, true)
	if _, fields := codeOf(t, err); fields["gender"] != "required" || fields["veteranStatus"] != "required" {
		t.Fatalf("incomplete: %v", fields)
	}
	answers := map[string]any{"ethnicity": "asian", "hispanicOrigin": "no", "gender": "prefer_not_to_say", "veteranStatus": "not_veteran"}
	if _, err := env.svc.SaveDisclosure(ctx, env.teacher.ID, "self_identification", answers, true); err != nil {
		t.Fatal(err)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM disclosures`); n != 0 {
		t.Error("self-identification stored with the other disclosures")
	}
	if got := testdb.Value[string](t, env.st, `SELECT ethnicity || ' ' || gender FROM self_identification`); got != "asian prefer_not_to_say" {
		t.Errorf("stored %q", got)
	}
	d, err := env.svc.Disclosure(ctx, env.teacher.ID, "self_identification")
	if err != nil || d.State != model.DisclosureComplete || d.Answers["veteranStatus"] != "not_veteran" {
		t.Errorf("read back %+v, %v", d, err)
	}
}

func TestAProfileCompletedStepByStepReaches100(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	id := env.teacher.ID
	strength := func() (int, []string) {
		t.Helper()
		p, err := env.svc.Profile(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return p.Strength, p.Missing
	}
	if s, missing := strength(); s != 9 || len(missing) != 20 || missing[0] != "profile.address" {
		t.Fatalf("a new teacher: %d %v", s, missing)
	}
	if _, err := env.svc.UpdateProfile(ctx, id, model.Profile{FirstName: "Ana", LastName: "Cruz", ContactNumber: "+639171234567",
		Address: "12 Rizal St", City: "Quezon City", State: "Metro Manila", ZipCode: "1100", Country: "PH"}); err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{"resume", "lesson_plan", "certification", "evaluation", "reference"} {
		if _, err := env.svc.UploadDocuments(ctx, id, kind, "", []service.UploadedFile{service.FileOf(kind+".pdf", pdf)}); err != nil {
			t.Fatal(err)
		}
	}
	if s, _ := strength(); s != 50 {
		t.Errorf("profile and documents: %d, want 50", s)
	}
	if _, err := env.svc.SetPresentation(ctx, id, model.Presentation{URL: "https://vimeo.com/123", Attested: true}); err != nil {
		t.Fatal(err)
	}
	for section, answers := range plainAnswers(t) {
		if _, err := env.svc.SaveDisclosure(ctx, id, section, answers, true); err != nil {
			t.Fatalf("%s: %v", section, err)
		}
	}
	if s, missing := strength(); s != 85 || len(missing) != 4 {
		t.Errorf("before preferences: %d %v", s, missing)
	}
	if _, err := env.svc.SetPreferences(ctx, id, model.Preferences{GradeLevels: []string{"high"}, Subjects: []string{"biology"},
		ExperienceSettings: []string{"international"}, Skills: []string{"lesson_planning", "stem_instruction", "esol_strategies",
			"classroom_management", "collaboration_plc"}}); err != nil {
		t.Fatal(err)
	}
	p, err := env.svc.Profile(ctx, id)
	if err != nil || p.Strength != 100 || !p.Complete || len(p.Missing) != 0 {
		t.Errorf("everything done: %d %v %v, %v", p.Strength, p.Complete, p.Missing, err)
	}
	// Declaring a work authorization without the card takes the card's share back.
	answers := plainAnswers(t)["profile"]
	answers["validWorkAuth"], answers["ssn"] = "yes", "123456789"
	if _, err := env.svc.SaveDisclosure(ctx, id, "profile", answers, false); err != nil {
		t.Fatal(err)
	}
	if s, missing := strength(); s != 90 || strings.Join(missing, ",") != "work_authorization,disclosures.profile" {
		t.Errorf("a draft declaring a work authorization: %d %v", s, missing)
	}
}

func TestAnS3OutageAnswers503AndLeavesNothingHalfWritten(t *testing.T) {
	t.Parallel()
	s3 := blobtest.StartS3(t)
	s3.Config.Timeout = 2 * time.Second
	store, err := blob.New(context.Background(), s3.Config)
	if err != nil {
		t.Fatal(err)
	}
	env := newTeacherEnv(t, store)
	ctx := context.Background()
	first, err := env.svc.UploadDocuments(ctx, env.teacher.ID, "resume", "", []service.UploadedFile{service.FileOf("cv.pdf", pdf)})
	if err != nil {
		t.Fatal(err)
	}
	s3.Stop()
	_, err = env.svc.UploadDocuments(ctx, env.teacher.ID, "resume", "", []service.UploadedFile{service.FileOf("new.pdf", pdf)})
	if !model.HasCode(err, model.ECodeUnavailable) {
		t.Fatalf("upload while S3 is down: %v", err)
	}
	if _, _, err := env.svc.OpenDocument(ctx, env.teacher.ID, first[0].ID); !model.HasCode(err, model.ECodeUnavailable) {
		t.Errorf("download while S3 is down: %v", err)
	}
	docs, _ := env.svc.Documents(ctx, env.teacher.ID)
	if len(docs) != 1 || docs[0].ID != first[0].ID {
		t.Errorf("after the failed upload the documents are %v, want the first resume only", docs)
	}
	s3.Start()
	if _, body, err := env.svc.OpenDocument(ctx, env.teacher.ID, first[0].ID); err != nil {
		t.Errorf("after S3 is back: %v", err)
	} else {
		body.Close()
	}
	if _, err := env.svc.UploadDocuments(ctx, env.teacher.ID, "resume", "", []service.UploadedFile{service.FileOf("new.pdf", pdf)}); err != nil {
		t.Errorf("upload after S3 is back: %v", err)
	}
}
