package seed

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/disclosures"
	"github.com/teachbay/teachbay/internal/store"
)

// benchImportColumns are the columns of the temporary table the bench teachers are copied into:
// all text, text[] or jsonb, types pgx encodes without knowing the extension types (citext) of
// the real tables; one INSERT ... SELECT per table then casts them.
var benchImportColumns = []string{"id", "email", "first_name", "last_name", "contact_number", "country", "address", "city",
	"state", "zip_code", "grade_levels", "subjects", "experience_settings", "skills", "resume_text", "disclosures", "self_id"}

// ImportBenchTeachers creates the teachers that do not exist yet, all with passwordHash (one hash
// of BenchTeacherPassword: hashing is deliberately slow, docs/design.md §7, and thousands of hashes
// would take minutes), in one transaction: a COPY and one INSERT per table. It returns how many
// were new. Their disclosures are first validated as the service validates a completed section,
// so a generator that drifts from disclosures.json fails here rather than yielding profiles the
// service would not accept.
//
// It writes the tables directly, not through the service, because the service's path (an upload
// and a validation per document and section) would take minutes for 5,000 teachers.
func ImportBenchTeachers(ctx context.Context, st *store.Store, schema *disclosures.Schema, teachers []BenchTeacher,
	passwordHash string, now time.Time) (int, error) {
	rows := make([][]any, len(teachers))
	for i, t := range teachers {
		row, err := benchImportRow(schema, t, now)
		if err != nil {
			return 0, err
		}
		rows[i] = row
	}
	created := 0
	err := pgx.BeginFunc(ctx, st.Pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `CREATE TEMPORARY TABLE bench_teacher_import (
				id text, email text, first_name text, last_name text, contact_number text, country text, address text,
				city text, state text, zip_code text, grade_levels text[], subjects text[], experience_settings text[],
				skills text[], resume_text text, disclosures jsonb, self_id jsonb) ON COMMIT DROP`); err != nil {
			return err
		}
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"bench_teacher_import"}, benchImportColumns, pgx.CopyFromRows(rows)); err != nil {
			return err
		}
		// Those of an earlier run stay as they are.
		if _, err := tx.Exec(ctx, `DELETE FROM bench_teacher_import i USING users u WHERE u.id = i.id::uuid`); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `INSERT INTO users (id, role, email, password_hash, first_name, last_name, contact_number,
				country, language, email_verified_at)
			SELECT id::uuid, 'teacher', email, $1, first_name, last_name, contact_number, country, 'en', $2
			FROM bench_teacher_import`, passwordHash, now)
		if err != nil {
			return err
		}
		created = int(tag.RowsAffected())
		for _, insert := range benchTeacherInserts {
			if _, err := tx.Exec(ctx, insert, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("seed: bench teachers: %w", err)
	}
	return created, nil
}

// benchTeacherInserts fill the other tables from bench_teacher_import; $1 is now. The documents
// have no file in the blob store (their keys are under bench-documents/): the resume's text is
// stored as the resume job would have read it, and nothing else ever opens them in make bench-api.
var benchTeacherInserts = []string{
	`INSERT INTO teacher_profiles (user_id, address, city, state, zip_code, presentation_url, presentation_attested_at,
			welcome_seen_at)
		SELECT id::uuid, address, city, state, zip_code, 'https://www.example.com/teachbay-bench/' || id, $1, $1
		FROM bench_teacher_import`,
	`INSERT INTO teacher_preferences (user_id, grade_levels, subjects, experience_settings, skills, updated_at)
		SELECT id::uuid, grade_levels, subjects, experience_settings, skills, $1 FROM bench_teacher_import`,
	`INSERT INTO documents (user_id, kind, file_name, content_type, size, object_key, text, uploaded_at)
		SELECT i.id::uuid, d.kind, d.kind || '.pdf', 'application/pdf', 24576,
			'bench-documents/' || i.id || '/' || replace(d.kind, '_', '-'), CASE WHEN d.kind = 'resume' THEN i.resume_text END, $1
		FROM bench_teacher_import i
		CROSS JOIN (VALUES ('resume'), ('lesson_plan'), ('certification'), ('evaluation'), ('reference')) d (kind)`,
	`INSERT INTO disclosures (user_id, section, state, answers, updated_at)
		SELECT i.id::uuid, d.key, 'complete', d.value, $1 FROM bench_teacher_import i, jsonb_each(i.disclosures) d`,
	`INSERT INTO self_identification (user_id, state, ethnicity, hispanic_origin, gender, veteran_status, updated_at)
		SELECT id::uuid, 'complete', self_id->>'ethnicity', self_id->>'hispanicOrigin', self_id->>'gender',
			self_id->>'veteranStatus', $1
		FROM bench_teacher_import`,
}

// benchImportRow validates a teacher's disclosures and returns the row of bench_teacher_import.
func benchImportRow(schema *disclosures.Schema, t BenchTeacher, now time.Time) ([]any, error) {
	sections := map[string]map[string]any{}
	var selfID map[string]any
	for _, section := range schema.Sections() {
		clean, fields, err := schema.Validate(section, t.Disclosures[section], true, now)
		if err != nil {
			return nil, err
		}
		if len(fields) > 0 {
			return nil, fmt.Errorf("seed: bench teacher %s: disclosures %s refused: %v", t.Email, section, sortedFields(fields))
		}
		if section == store.SectionSelfIdentification {
			selfID = clean
		} else {
			sections[section] = clean
		}
	}
	if len(t.Disclosures) != len(schema.Sections()) {
		return nil, fmt.Errorf("seed: bench teacher %s: %d disclosures sections, the schema has %d", t.Email,
			len(t.Disclosures), len(schema.Sections()))
	}
	disclosuresJSON, err := json.Marshal(sections)
	if err != nil {
		return nil, err
	}
	selfIDJSON, err := json.Marshal(selfID)
	if err != nil {
		return nil, err
	}
	p := t.Preferences
	return []any{t.ID, t.Email, t.FirstName, t.LastName, t.ContactNumber, t.Country, t.Address, t.City, t.State, t.ZipCode,
		p.GradeLevels, p.Subjects, p.ExperienceSettings, p.Skills, t.ResumeText, string(disclosuresJSON), string(selfIDJSON)}, nil
}

func sortedFields(fields map[string]string) []string {
	out := make([]string, 0, len(fields))
	for k, v := range fields {
		out = append(out, k+"="+v)
	}
	sort.Strings(out)
	return out
}
