package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// ErrActiveApplication is an application to a vacancy the teacher has an active one to already.
var ErrActiveApplication = errors.New("store: an active application exists")

// SubmittedKinds are the kinds of document an application is sent with: what the job's
// checklist asks for, never the work-authorization card.
var SubmittedKinds = []string{model.DocResume, model.DocLessonPlan, model.DocCertification, model.DocEvaluation, model.DocReference}

// SubmittableDocuments lists the teacher's documents an application would be sent with, and
// keeps them from being replaced or deleted until the transaction ends, so the bytes an
// application points at are never deleted under it.
func (t *Tx) SubmittableDocuments(ctx context.Context, teacherID string) ([]model.SubmittedDocument, error) {
	rows, _ := t.tx.Query(ctx, `SELECT id, kind, file_name, content_type, size, object_key FROM documents
		WHERE user_id = $1 AND kind = ANY($2) ORDER BY array_position($2, kind), uploaded_at, id FOR SHARE`,
		teacherID, SubmittedKinds)
	docs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (d model.SubmittedDocument, err error) {
		err = row.Scan(&d.ID, &d.Kind, &d.FileName, &d.ContentType, &d.Size, &d.ObjectKey)
		return d, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: submittable documents: %w", err)
	}
	return docs, nil
}

// InsertApplication stores a new pending application with its snapshot and the first step of
// its history, or returns ErrActiveApplication.
func (t *Tx) InsertApplication(ctx context.Context, n model.NewApplication) (model.ApplicationRow, error) {
	applicant, err := json.Marshal(n.Applicant)
	if err != nil {
		return model.ApplicationRow{}, err
	}
	reasons, err := json.Marshal(n.Reasons)
	if err != nil {
		return model.ApplicationRow{}, err
	}
	disclosures, err := json.Marshal(append([]model.Disclosure{}, n.Disclosures...))
	if err != nil {
		return model.ApplicationRow{}, err
	}
	background, err := json.Marshal(n.Background)
	if err != nil {
		return model.ApplicationRow{}, err
	}
	var a model.ApplicationRow
	var at time.Time
	err = t.tx.QueryRow(ctx, `
		INSERT INTO applications AS a (teacher_id, vacancy_id, score, reasons, applicant, presentation, disclosures, background)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
		ON CONFLICT (teacher_id, vacancy_id) WHERE `+activeApplication+` DO NOTHING
		RETURNING id, vacancy_id, applied_at, score, status`,
		n.TeacherID, n.VacancyID, n.Score, reasons, applicant, n.Presentation, disclosures, background).Scan(&a.ID, &a.VacancyID, &at, &a.Score, &a.Status)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.ApplicationRow{}, ErrActiveApplication
	}
	if err != nil {
		return model.ApplicationRow{}, fmt.Errorf("store: insert application: %w", err)
	}
	a.DateApplied = instant(at)
	for _, d := range n.Documents {
		if _, err := t.tx.Exec(ctx, `INSERT INTO application_documents (application_id, document_id, kind, file_name,
			content_type, size, object_key) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
			a.ID, d.ID, d.Kind, d.FileName, d.ContentType, d.Size, d.ObjectKey); err != nil {
			return model.ApplicationRow{}, fmt.Errorf("store: insert application document: %w", err)
		}
	}
	return a, t.addEvent(ctx, a.ID, model.StatusPending, "", n.TeacherID)
}

// SetApplicationStatus records a new status of an application and who set it (empty for TeachBay
// itself: a close-out, an expired offer), with a note.
func (t *Tx) SetApplicationStatus(ctx context.Context, id, status, note, actorID string) error {
	if _, err := t.tx.Exec(ctx, `UPDATE applications SET status = $2, updated_at = now() WHERE id = $1`, id, status); err != nil {
		return fmt.Errorf("store: set application status: %w", err)
	}
	return t.addEvent(ctx, id, status, note, actorID)
}

func (t *Tx) addEvent(ctx context.Context, id, status, note, actorID string) error {
	_, err := t.tx.Exec(ctx, `INSERT INTO application_events (application_id, status, note, actor_id) VALUES ($1, $2, $3, nullif($4, '')::uuid)`,
		id, status, note, actorID)
	if err != nil {
		return fmt.Errorf("store: application event: %w", err)
	}
	return nil
}

// ApplicationFilter narrows a teacher's applications: Status "" is every status; Oldest sorts
// oldest first instead of newest.
type ApplicationFilter struct {
	TeacherID, Status string
	Oldest            bool
	Page, PageSize    int
}

const applicationRowColumns = `a.id, a.vacancy_id, a.applied_at, o.name, v.type, v.position, a.score, a.status`

const applicationFrom = ` FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
	JOIN organizations o ON o.id = v.organization_id JOIN schools s ON s.id = v.school_id`

func scanApplicationRow(row pgx.Row, extra ...any) (model.ApplicationRow, error) {
	var a model.ApplicationRow
	var at time.Time
	err := row.Scan(append([]any{&a.ID, &a.VacancyID, &at, &a.Company, &a.Type, &a.Position, &a.Score, &a.Status}, extra...)...)
	a.DateApplied = instant(at)
	return a, err
}

// Applications returns a page of the teacher's applications and how many match in all.
func (s *Store) Applications(ctx context.Context, f ApplicationFilter) ([]model.ApplicationRow, int, error) {
	order := "DESC"
	if f.Oldest {
		order = "ASC"
	}
	rows, _ := s.Pool.Query(ctx, `SELECT `+applicationRowColumns+`, count(*) OVER ()`+applicationFrom+`
		WHERE a.teacher_id = $1 AND ($2 = '' OR a.status = $2)
		ORDER BY a.applied_at `+order+`, a.id `+order+` LIMIT $3 OFFSET $4`,
		f.TeacherID, f.Status, f.PageSize, (f.Page-1)*f.PageSize)
	total := 0
	list, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (model.ApplicationRow, error) {
		return scanApplicationRow(row, &total)
	})
	if err != nil {
		return nil, 0, fmt.Errorf("store: applications: %w", err)
	}
	if len(list) == 0 && f.Page > 1 { // past the end: the page has no row to carry the total
		err = s.Pool.QueryRow(ctx, `SELECT count(*) FROM applications WHERE teacher_id = $1 AND ($2 = '' OR status = $2)`,
			f.TeacherID, f.Status).Scan(&total)
		if err != nil {
			return nil, 0, fmt.Errorf("store: count applications: %w", err)
		}
	}
	return list, total, nil
}

// ActiveApplication returns the id of the teacher's application to the vacancy that is not
// withdrawn, or nil.
func (s *Store) ActiveApplication(ctx context.Context, teacherID, vacancyID string) (id *string, err error) {
	err = s.Pool.QueryRow(ctx, `SELECT a.id FROM applications a
		WHERE a.teacher_id = $1 AND a.vacancy_id = $2 AND `+activeApplication, teacherID, vacancyID).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("store: active application: %w", err)
	}
	return id, nil
}

// ActiveApplications returns the teacher's active applications to the vacancies with the ids, by
// vacancy id.
func (s *Store) ActiveApplications(ctx context.Context, teacherID string, vacancyIDs []string) (map[string]string, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT a.vacancy_id, a.id FROM applications a
		WHERE a.teacher_id = $1 AND a.vacancy_id = ANY($2::uuid[]) AND `+activeApplication, teacherID, vacancyIDs)
	byVacancy := map[string]string{}
	var vacancyID, id string
	if _, err := pgx.ForEachRow(rows, []any{&vacancyID, &id}, func() error { byVacancy[vacancyID] = id; return nil }); err != nil {
		return nil, fmt.Errorf("store: active applications: %w", err)
	}
	return byVacancy, nil
}

// Application returns one of the teacher's applications with its snapshot, documents and
// history, or found false (also for another teacher's).
func (s *Store) Application(ctx context.Context, teacherID, id string) (a model.Application, found bool, err error) {
	var applicant []byte
	var vacancyStatus string
	row := s.Pool.QueryRow(ctx, `SELECT `+applicationRowColumns+`, s.name, a.applicant, a.presentation, a.reasons,
		CASE WHEN `+openVacancy+` THEN 'open' ELSE 'closed' END`+applicationFrom+`
		WHERE a.teacher_id = $1 AND a.id = $2`, teacherID, id)
	var presentation string
	a.ApplicationRow, err = scanApplicationRow(row, &a.SchoolName, &applicant, &presentation, &a.Reasons, &vacancyStatus)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.Application{}, false, nil
	}
	if err != nil {
		return model.Application{}, false, fmt.Errorf("store: application: %w", err)
	}
	a.VacancyStatus = vacancyStatus
	if presentation != "" {
		a.Presentation = &presentation
	}
	if err := json.Unmarshal(applicant, &a.Applicant); err != nil {
		return model.Application{}, false, fmt.Errorf("store: application applicant: %w", err)
	}
	if a.Documents, err = s.SubmittedDocuments(ctx, id); err != nil {
		return model.Application{}, false, err
	}
	rows, _ := s.Pool.Query(ctx, `SELECT status, at, note FROM application_events WHERE application_id = $1 ORDER BY id`, id)
	a.History, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (c model.StatusChange, err error) {
		var at time.Time
		err = row.Scan(&c.Status, &at, &c.Note)
		c.At = instant(at)
		return c, err
	})
	if err != nil {
		return model.Application{}, false, fmt.Errorf("store: application history: %w", err)
	}
	if a.Insight, err = s.resumeInsight(ctx, id); err != nil {
		return model.Application{}, false, err
	}
	if a.Offer, err = s.LatestOffer(ctx, id); err != nil {
		return model.Application{}, false, err
	}
	return a, true, nil
}

// SubmittedDocument returns one document one of the teacher's applications was sent with, or
// found false (also for another teacher's application).
func (s *Store) SubmittedDocument(ctx context.Context, teacherID, applicationID, documentID string) (d model.SubmittedDocument, found bool, err error) {
	err = s.Pool.QueryRow(ctx, `SELECT d.document_id, d.kind, d.file_name, d.content_type, d.size, d.object_key
		FROM application_documents d JOIN applications a ON a.id = d.application_id
		WHERE a.teacher_id = $1 AND a.id = $2 AND d.document_id = $3`, teacherID, applicationID, documentID).
		Scan(&d.ID, &d.Kind, &d.FileName, &d.ContentType, &d.Size, &d.ObjectKey)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.SubmittedDocument{}, false, nil
	}
	if err != nil {
		return model.SubmittedDocument{}, false, fmt.Errorf("store: submitted document: %w", err)
	}
	return d, true, nil
}

// SubmittedDocuments lists the documents an application was sent with, in the order of
// SubmittedKinds.
func (s *Store) SubmittedDocuments(ctx context.Context, applicationID string) ([]model.SubmittedDocument, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT document_id, kind, file_name, content_type, size, object_key FROM application_documents
		WHERE application_id = $1 ORDER BY array_position($2, kind), file_name, document_id`, applicationID, SubmittedKinds)
	docs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (d model.SubmittedDocument, err error) {
		err = row.Scan(&d.ID, &d.Kind, &d.FileName, &d.ContentType, &d.Size, &d.ObjectKey)
		return d, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: submitted documents: %w", err)
	}
	return docs, nil
}

// LockApplication returns the status of one of the teacher's applications, locked until the
// transaction ends, or found false.
func (t *Tx) LockApplication(ctx context.Context, teacherID, id string) (status string, found bool, err error) {
	err = t.tx.QueryRow(ctx, `SELECT status FROM applications WHERE teacher_id = $1 AND id = $2 FOR UPDATE`, teacherID, id).Scan(&status)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("store: lock application: %w", err)
	}
	return status, true, nil
}

// ApplicationObjectKeys lists where the bytes of the documents the teacher's applications were
// sent with are (when the account is deleted, they go with it).
func (t *Tx) ApplicationObjectKeys(ctx context.Context, teacherID string) ([]string, error) {
	rows, _ := t.tx.Query(ctx, `SELECT DISTINCT d.object_key FROM application_documents d
		JOIN applications a ON a.id = d.application_id WHERE a.teacher_id = $1`, teacherID)
	keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("store: application object keys: %w", err)
	}
	return keys, nil
}

// UnreferencedKeys returns those of keys no document or application points at: the bytes that
// may go.
func (s *Store) UnreferencedKeys(ctx context.Context, keys []string) ([]string, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT k FROM unnest($1::text[]) k
		WHERE NOT EXISTS (SELECT 1 FROM documents WHERE object_key = k)
		AND NOT EXISTS (SELECT 1 FROM application_documents WHERE object_key = k)`, keys)
	free, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("store: unreferenced keys: %w", err)
	}
	return free, nil
}

// StatusNotice is what changing an application's status needs: its status and the note of its
// latest step, its teacher, and whom to tell of the change in which language about which job.
type StatusNotice struct {
	Status, LastNote, TeacherID string
	Email, FirstName, Language  string
	ConsentContact              bool
	Position, School            string
}

// LockOrganizationApplication returns an application to a vacancy of the organization, locked
// until the transaction ends, or found false.
func (t *Tx) LockOrganizationApplication(ctx context.Context, organizationID, id string) (n StatusNotice, found bool, err error) {
	err = t.tx.QueryRow(ctx, `SELECT a.status,
			coalesce((SELECT e.note FROM application_events e WHERE e.application_id = a.id ORDER BY e.id DESC LIMIT 1), ''),
			a.teacher_id, u.email, u.first_name, u.language, coalesce(p.consent_contact, false), v.position, s.name
		FROM applications a JOIN vacancies v ON v.id = a.vacancy_id JOIN schools s ON s.id = v.school_id
		JOIN users u ON u.id = a.teacher_id LEFT JOIN teacher_profiles p ON p.user_id = u.id
		WHERE a.id = $1 AND v.organization_id = $2 FOR UPDATE OF a`, id, organizationID).
		Scan(&n.Status, &n.LastNote, &n.TeacherID, &n.Email, &n.FirstName, &n.Language, &n.ConsentContact, &n.Position, &n.School)
	if errors.Is(err, pgx.ErrNoRows) {
		return StatusNotice{}, false, nil
	}
	if err != nil {
		return StatusNotice{}, false, fmt.Errorf("store: lock organization application: %w", err)
	}
	return n, true, nil
}

// ApplicationDisclosures returns the disclosures and the background an application was sent
// with, as they were when the teacher applied.
func (s *Store) ApplicationDisclosures(ctx context.Context, applicationID string) ([]model.Disclosure, model.ApplicantBackground, error) {
	var raw, rawBackground []byte
	list := []model.Disclosure{}
	var bg model.ApplicantBackground
	err := s.Pool.QueryRow(ctx, `SELECT disclosures, background FROM applications WHERE id = $1`, applicationID).Scan(&raw, &rawBackground)
	if err == nil {
		err = errors.Join(json.Unmarshal(raw, &list), json.Unmarshal(rawBackground, &bg))
	}
	if err != nil {
		return nil, bg, fmt.Errorf("store: application disclosures: %w", err)
	}
	return list, bg, nil
}

// WorkAuthCard says whether both sides of the teacher's work-authorization card are on file,
// and the earliest expiry date of the two (nil when none is given).
func (t *Tx) WorkAuthCard(ctx context.Context, teacherID string) (onFile bool, expiresOn *string, err error) {
	err = t.tx.QueryRow(ctx, `SELECT count(DISTINCT kind) = 2, to_char(min(expires_on), 'YYYY-MM-DD') FROM documents
		WHERE user_id = $1 AND kind = ANY($2)`, teacherID, []string{model.DocWorkAuthFront, model.DocWorkAuthBack}).Scan(&onFile, &expiresOn)
	if err != nil {
		return false, nil, fmt.Errorf("store: work authorization card: %w", err)
	}
	return onFile, expiresOn, nil
}
