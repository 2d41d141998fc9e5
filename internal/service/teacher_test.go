package service_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"io"
	"io/fs"
	"log/slog"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/config"
	"github.com/teachbay/teachbay/internal/disclosures"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/resume"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
	"github.com/teachbay/teachbay/web/shared"
)

// teacherEnv is the services over a fresh database and a blob store, with one registered teacher.
type teacherEnv struct {
	svc     *service.Service
	st      *store.Store
	blobs   blob.Store
	keySpec string
	teacher model.User
}

const teacherPassword = "bayshore sunsets in july"

// newTeacherEnv registers a teacher; blobs nil means a local store in a temporary directory.
func newTeacherEnv(t *testing.T, blobs blob.Store) *teacherEnv {
	t.Helper()
	st := testdb.New(t)
	queue, err := jobs.New(st.Pool, slog.New(slog.NewTextHandler(io.Discard, nil)), jobs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if blobs == nil {
		blobs = localBlobs(t, t.TempDir())
	}
	schema, err := disclosures.Parse(shared.Disclosures)
	if err != nil {
		t.Fatal(err)
	}
	signer, err := auth.NewSigner([]byte(strings.Repeat("s", 32)), "https://teachbay.example")
	if err != nil {
		t.Fatal(err)
	}
	svc := service.New(service.Config{BaseURL: "https://teachbay.example", PasswordParams: auth.Params{Memory: 1024, Iterations: 1, Parallelism: 1}},
		service.Deps{Store: st, Mail: queue, Countries: list, Signer: signer, Blobs: blobs, Orphans: queue, Resumes: queue, ResumeText: resume.Extract, Disclosures: schema, Keys: testKeys, CloseOuts: queue, Alerts: queue})
	u, _, err := svc.Register(context.Background(), service.RegisterInput{FirstName: "Ana", LastName: "Cruz", Email: "ana@example.com",
		ContactNumber: "+639171234567", Country: "PH", Password: teacherPassword, Language: "es"}, "test")
	if err != nil {
		t.Fatal(err)
	}
	return &teacherEnv{svc: svc, st: st, blobs: blobs, keySpec: testKeySpec, teacher: u}
}

func localBlobs(t *testing.T, dir string) blob.Store {
	t.Helper()
	b, err := blob.New(context.Background(), config.Blob{Dir: dir, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// files counts the regular files under dir.
func files(t *testing.T, dir string) int {
	t.Helper()
	n := 0
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			n++
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// pngBytes is a small PNG image.
func pngBytes(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 4, 4))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// deleteJob is a blob-deletion job as River hands it to the worker.
func deleteJob(keys []string) *river.Job[jobs.DeleteBlobsArgs] {
	return &river.Job[jobs.DeleteBlobsArgs]{JobRow: &rivertype.JobRow{}, Args: jobs.DeleteBlobsArgs{Keys: keys}}
}

// pdf is the smallest file that is a PDF to a content sniffer.
var pdf = []byte("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")

func codeOf(t *testing.T, err error) (string, map[string]string) {
	t.Helper()
	var e *model.Error
	if !errors.As(err, &e) {
		t.Fatalf("not a domain error: %v", err)
	}
	return e.Code, e.Fields
}

func TestProfileRulesFollowTheCountry(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	base := model.Profile{FirstName: "Ana", LastName: "Cruz", ContactNumber: "+1 813 555 0100", Address: "1 Main St", City: "Tampa",
		State: "fl", ZipCode: "33602", Country: "US"}
	str := func(s string) *string { return &s }
	for name, tc := range map[string]struct {
		change func(p *model.Profile)
		fields map[string]string
	}{
		"US state not a USPS code": {func(p *model.Profile) { p.State = "Florida" }, map[string]string{"state": "invalid"}},
		"US zip of 4 digits":       {func(p *model.Profile) { p.ZipCode = "3360" }, map[string]string{"zipCode": "invalid"}},
		"blank starred fields": {func(p *model.Profile) { p.Address, p.City, p.State, p.ZipCode = " ", "", "", "" },
			map[string]string{"address": "required", "city": "required", "state": "required", "zipCode": "required"}},
		"too young":                 {func(p *model.Profile) { p.DateOfBirth = str(time.Now().AddDate(-17, 0, 0).Format(time.DateOnly)) }, map[string]string{"dateOfBirth": "out_of_range"}},
		"not a date":                {func(p *model.Profile) { p.DateOfBirth = str("1990-02-30") }, map[string]string{"dateOfBirth": "invalid"}},
		"unknown gender":            {func(p *model.Profile) { p.Gender = str("unknown") }, map[string]string{"gender": "invalid"}},
		"number of another country": {func(p *model.Profile) { p.ContactNumber = "0917 123 4567" }, map[string]string{"contactNumber": "invalid"}},
		"Philippine province is free text, a long one refused": {func(p *model.Profile) {
			p.Country, p.ContactNumber, p.State, p.ZipCode = "PH", "0917 123 4567", strings.Repeat("x", 61), "1000"
		}, map[string]string{"state": "too_long"}},
	} {
		p := base
		tc.change(&p)
		_, err := env.svc.UpdateProfile(ctx, env.teacher.ID, p)
		code, fields := codeOf(t, err)
		if code != model.ECodeValidation || !equalMaps(fields, tc.fields) {
			t.Errorf("%s: %s %v, want %v", name, code, fields, tc.fields)
		}
	}

	p := base
	p.DateOfBirth, p.Gender = str("1990-05-17"), str("female")
	got, err := env.svc.UpdateProfile(ctx, env.teacher.ID, p)
	if err != nil {
		t.Fatal(err)
	}
	if got.State != "FL" || got.ContactNumber != "+18135550100" || *got.DateOfBirth != "1990-05-17" || got.Email != "ana@example.com" {
		t.Errorf("saved %+v", got)
	}
	p = base
	p.Country, p.ContactNumber, p.State, p.ZipCode = "PH", "0917 123 4567", "Metro Manila", "NCR 1000"
	if got, err = env.svc.UpdateProfile(ctx, env.teacher.ID, p); err != nil || got.State != "Metro Manila" || got.ContactNumber != "+639171234567" {
		t.Errorf("Philippine address: %+v, %v", got, err)
	}
}

func equalMaps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestUploadChecksKindTypeCountAndExpiry(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	tomorrow := time.Now().AddDate(0, 0, 1).Format(time.DateOnly)
	yesterday := time.Now().AddDate(0, 0, -1).Format(time.DateOnly)
	file := func(name string, data []byte) service.UploadedFile {
		return service.FileOf(name, data)
	}
	for name, tc := range map[string]struct {
		kind, expires string
		files         []service.UploadedFile
		code          string
		fields        map[string]string
	}{
		"unknown kind":                {"photo", "", []service.UploadedFile{file("a.pdf", pdf)}, model.ECodeValidation, map[string]string{"kind": "invalid"}},
		"no file":                     {"resume", "", nil, model.ECodeValidation, map[string]string{"file": "required"}},
		"two resumes":                 {"resume", "", []service.UploadedFile{file("a.pdf", pdf), file("b.pdf", pdf)}, model.ECodeValidation, map[string]string{"file": "too_many"}},
		"eleven certifications":       {"certification", "", slices.Repeat([]service.UploadedFile{file("a.pdf", pdf)}, 11), model.ECodeValidation, map[string]string{"file": "too_many"}},
		"an empty file":               {"resume", "", []service.UploadedFile{file("cv.pdf", nil)}, model.ECodeValidation, map[string]string{"file": "empty"}},
		"card without expiry":         {"work_auth_front", "", []service.UploadedFile{file("a.pdf", pdf)}, model.ECodeValidation, map[string]string{"expiresOn": "required"}},
		"expired card":                {"work_auth_back", yesterday, []service.UploadedFile{file("a.pdf", pdf)}, model.ECodeValidation, map[string]string{"expiresOn": "past"}},
		"a text file as resume":       {"resume", "", []service.UploadedFile{file("cv.pdf", []byte("just text, honest"))}, model.ECodeUnsupportedFile, map[string]string{"file": "unsupported"}},
		"a PNG as evaluation":         {"evaluation", "", []service.UploadedFile{file("e.png", pngBytes(t))}, model.ECodeUnsupportedFile, map[string]string{"file": "unsupported"}},
		"an HTML page as a reference": {"reference", "", []service.UploadedFile{file("r.pdf", []byte("<html><script>alert(1)</script></html>"))}, model.ECodeUnsupportedFile, map[string]string{"file": "unsupported"}},
	} {
		_, err := env.svc.UploadDocuments(ctx, env.teacher.ID, tc.kind, tc.expires, tc.files)
		code, fields := codeOf(t, err)
		if code != tc.code || !equalMaps(fields, tc.fields) {
			t.Errorf("%s: %s %v, want %s %v", name, code, fields, tc.code, tc.fields)
		}
	}
	docs, err := env.svc.UploadDocuments(ctx, env.teacher.ID, "work_auth_front", tomorrow, []service.UploadedFile{file("../../Card Front.png", pngBytes(t))})
	if err != nil {
		t.Fatal(err)
	}
	if d := docs[0]; d.FileName != "Card Front.png" || d.ContentType != "image/png" || d.ExpiresOn == nil || *d.ExpiresOn != tomorrow {
		t.Errorf("card stored as %+v", d)
	}
	if list, _ := env.svc.Documents(ctx, env.teacher.ID); len(list) != 1 {
		t.Errorf("%d documents after one good upload among bad ones", len(list))
	}
}

func TestASecondResumeReplacesTheFirstAndCertificationsAddUp(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := newTeacherEnv(t, localBlobs(t, dir))
	ctx := context.Background()
	first, err := env.svc.UploadDocuments(ctx, env.teacher.ID, "resume", "", []service.UploadedFile{service.FileOf("old.pdf", pdf)})
	if err != nil {
		t.Fatal(err)
	}
	second, err := env.svc.UploadDocuments(ctx, env.teacher.ID, "resume", "", []service.UploadedFile{service.FileOf("new.pdf", pdf)})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := env.svc.OpenDocument(ctx, env.teacher.ID, first[0].ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("the replaced resume opens: %v", err)
	}
	_, body, err := env.svc.OpenDocument(ctx, env.teacher.ID, second[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(body)
	body.Close()
	if !bytes.Equal(got, pdf) {
		t.Errorf("downloaded %q", got)
	}
	// The replaced bytes are deleted by a job queued with the change.
	if keys := deleteJobKeys(t, env.st); !slices.Equal(keys, []string{first[0].ObjectKey}) {
		t.Errorf("blob deletion jobs %v", keys)
	}
	certs, err := env.svc.UploadDocuments(ctx, env.teacher.ID, "certification", "",
		[]service.UploadedFile{service.FileOf("a.pdf", pdf), service.FileOf("b.png", pngBytes(t))})
	if err != nil || len(certs) != 2 {
		t.Fatalf("two certifications: %v, %v", certs, err)
	}
	if _, err := env.svc.UploadDocuments(ctx, env.teacher.ID, "certification", "", []service.UploadedFile{service.FileOf("c.pdf", pdf)}); err != nil {
		t.Fatal(err)
	}
	if list, _ := env.svc.Documents(ctx, env.teacher.ID); len(list) != 4 {
		t.Errorf("%d documents, want the resume and three certifications", len(list))
	}
	if n := files(t, dir); n != 5 {
		t.Errorf("%d files on disk, want 5 (the replaced resume's until its job runs)", n)
	}
}

// deleteJobKeys returns the keys of every queued blob deletion.
func deleteJobKeys(t *testing.T, st *store.Store) []string {
	t.Helper()
	return testdb.Value[[]string](t, st, `SELECT coalesce(array_agg(k ORDER BY k), '{}') FROM river_job, jsonb_array_elements_text(args->'keys') k
		WHERE kind = 'delete_blobs'`)
}

func TestAnotherTeachersDocumentIsNotFound(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	docs, err := env.svc.UploadDocuments(ctx, env.teacher.ID, "resume", "", []service.UploadedFile{service.FileOf("cv.pdf", pdf)})
	if err != nil {
		t.Fatal(err)
	}
	other, _, err := env.svc.CreateAccount(ctx, service.NewAccount{Role: "teacher", Email: "ben@example.com", FirstName: "Ben", LastName: "Ruiz"})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := env.svc.OpenDocument(ctx, other.ID, docs[0].ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another teacher opened it: %v", err)
	}
	if err := env.svc.DeleteDocument(ctx, other.ID, docs[0].ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another teacher deleted it: %v", err)
	}
	if err := env.svc.DeleteDocument(ctx, env.teacher.ID, "not-a-uuid"); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("a malformed id: %v", err)
	}
	if err := env.svc.DeleteDocument(ctx, env.teacher.ID, docs[0].ID); err != nil {
		t.Errorf("the owner could not delete it: %v", err)
	}
}

func TestAFailedDatabaseWriteLeavesNoOrphanBytes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := newTeacherEnv(t, localBlobs(t, dir))
	// A teacher deleted between the check and the write: the rows cannot be written.
	_, err := env.svc.UploadDocuments(context.Background(), "00000000-0000-4000-8000-000000000000", "resume", "",
		[]service.UploadedFile{service.FileOf("cv.pdf", pdf)})
	if err == nil {
		t.Fatal("an upload for no account succeeded")
	}
	if n := files(t, dir); n != 0 {
		t.Errorf("%d files left behind", n)
	}
}

func TestPreferencesNeedFiveDifferentKnownSkills(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	good := model.Preferences{GradeLevels: []string{"middle"}, Subjects: []string{"math", "other"}, SubjectOther: "Robotics",
		ExperienceSettings: []string{"title1"}, Skills: []string{"classroom_management", "esol_strategies", "lesson_planning",
			"stem_instruction", "family_engagement"}}
	for name, tc := range map[string]struct {
		change func(p *model.Preferences)
		fields map[string]string
	}{
		"four skills":         {func(p *model.Preferences) { p.Skills = p.Skills[:4] }, map[string]string{"skills": "count"}},
		"a repeated skill":    {func(p *model.Preferences) { p.Skills = append(p.Skills[:4:4], p.Skills[0]) }, map[string]string{"skills": "invalid"}},
		"an unknown skill":    {func(p *model.Preferences) { p.Skills = append(p.Skills[:4:4], "juggling") }, map[string]string{"skills": "invalid"}},
		"no grade level":      {func(p *model.Preferences) { p.GradeLevels = nil }, map[string]string{"gradeLevels": "required"}},
		"an unknown subject":  {func(p *model.Preferences) { p.Subjects = []string{"alchemy"} }, map[string]string{"subjects": "invalid"}},
		"other left blank":    {func(p *model.Preferences) { p.SubjectOther = " " }, map[string]string{"subjectOther": "required"}},
		"no setting":          {func(p *model.Preferences) { p.ExperienceSettings = []string{} }, map[string]string{"experienceSettings": "required"}},
		"an unknown job type": {func(p *model.Preferences) { p.JobTypes = []string{"full_time", "forever"} }, map[string]string{"jobTypes": "invalid"}},
		"a repeated job type": {func(p *model.Preferences) { p.JobTypes = []string{"substitute", "substitute"} }, map[string]string{"jobTypes": "invalid"}},
	} {
		p := good
		tc.change(&p)
		_, err := env.svc.SetPreferences(ctx, env.teacher.ID, p)
		if code, fields := codeOf(t, err); code != model.ECodeValidation || !equalMaps(fields, tc.fields) {
			t.Errorf("%s: %s %v, want %v", name, code, fields, tc.fields)
		}
	}
	if _, err := env.svc.SetPreferences(ctx, env.teacher.ID, good); err != nil {
		t.Fatal(err)
	}
	got, err := env.svc.Preferences(ctx, env.teacher.ID)
	if err != nil || !slices.Equal(got.Skills, good.Skills) || got.SubjectOther != "Robotics" || got.JobTypes == nil || len(got.JobTypes) != 0 {
		t.Errorf("read back %+v, %v", got, err)
	}
	// The job types are kept; a body without them (a client that does not know them) keeps them.
	good.JobTypes = []string{"full_time", "long_term_substitute"}
	if _, err := env.svc.SetPreferences(ctx, env.teacher.ID, good); err != nil {
		t.Fatal(err)
	}
	good.JobTypes = nil
	if saved, err := env.svc.SetPreferences(ctx, env.teacher.ID, good); err != nil || !slices.Equal(saved.JobTypes, []string{"full_time", "long_term_substitute"}) {
		t.Errorf("saved without job types: %+v, %v", saved, err)
	}
	if got, _ := env.svc.Preferences(ctx, env.teacher.ID); !slices.Equal(got.JobTypes, []string{"full_time", "long_term_substitute"}) {
		t.Errorf("job types read back: %v", got.JobTypes)
	}
}

func TestDeleteAccountNeedsThePasswordAndRemovesEverything(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := newTeacherEnv(t, localBlobs(t, dir))
	ctx := context.Background()
	docs, err := env.svc.UploadDocuments(ctx, env.teacher.ID, "resume", "", []service.UploadedFile{service.FileOf("cv.pdf", pdf)})
	if err != nil {
		t.Fatal(err)
	}
	if err := env.svc.DeleteAccount(ctx, env.teacher, "wrong password!"); !model.HasCode(err, model.ECodeValidation) {
		t.Fatalf("a wrong password deleted the account: %v", err)
	}
	if err := env.svc.DeleteAccount(ctx, env.teacher, teacherPassword); err != nil {
		t.Fatal(err)
	}
	if n := testdb.Value[int](t, env.st, `SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM documents) + (SELECT count(*) FROM sessions)`); n != 0 {
		t.Errorf("%d rows of the account left", n)
	}
	keys := deleteJobKeys(t, env.st)
	if !slices.Contains(keys, docs[0].ObjectKey) {
		t.Fatalf("no deletion queued for the resume's bytes: %v", keys)
	}
	worker := jobs.DeleteBlobsWorker{Blobs: env.blobs, Store: env.st}
	if err := worker.Work(ctx, deleteJob(keys)); err != nil {
		t.Fatal(err)
	}
	if n := files(t, dir); n != 0 {
		t.Errorf("%d files left after the deletion job", n)
	}
}
