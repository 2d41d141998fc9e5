package store_test

import (
	"testing"

	"github.com/teachbay/teachbay/internal/testdb"
)

// TestApplicationsMadeBeforeTheBackgroundKeepTheAnswersOfTheUpgrade: migration 000018 gives every
// application made before it the right to work and languages as the profile holds them at the
// upgrade, and nothing known to one whose teacher answered nothing.
func TestApplicationsMadeBeforeTheBackgroundKeepTheAnswersOfTheUpgrade(t *testing.T) {
	t.Parallel()
	st := upgradeFrom(t, 16, oneVacancyTwoTeachers+`
		d AS (INSERT INTO disclosures (user_id, section, state, answers)
			SELECT u.id, 'profile', 'complete', '{"workAuthorized": "yes", "needsSponsorship": "no", "speaksEnglish": "yes",
				"writesEnglish": "no", "languagesSpoken": ["tl"], "ssn": "x"}' FROM u WHERE u.email = 'ana@example.com' RETURNING 1),
		c AS (INSERT INTO documents (user_id, kind, file_name, content_type, size, object_key, expires_on)
			SELECT u.id, kind, 'card.pdf', 'application/pdf', 9, kind, '2030-01-31' FROM u, unnest(ARRAY['work_auth_front', 'work_auth_back']) kind
			WHERE u.email = 'ana@example.com' RETURNING 1),
		a AS (INSERT INTO applications (teacher_id, vacancy_id, applicant, presentation, disclosures)
			SELECT u.id, v.id, '{}', '', '[]' FROM u, v RETURNING 1)
		SELECT (SELECT count(*) FROM d)::int + (SELECT count(*) FROM c)::int + (SELECT count(*) FROM a)::int`)
	got := testdb.Value[string](t, st, `SELECT string_agg(u.email || ' ' || a.background::text, '; ' ORDER BY u.email)
		FROM applications a JOIN users u ON u.id = a.teacher_id`)
	want := `ana@example.com {"languages": {"other": "", "spoken": ["tl"], "written": [], "speaksEnglish": true, "writesEnglish": false}, ` +
		`"workAuthorization": {"authorized": true, "cardOnFile": true, "cardExpiresOn": "2030-01-31", "needsSponsorship": false}}; ` +
		`ben@example.com {"languages": {"other": "", "spoken": [], "written": [], "speaksEnglish": null, "writesEnglish": null}, ` +
		`"workAuthorization": {"authorized": null, "cardOnFile": false, "cardExpiresOn": null, "needsSponsorship": null}}`
	if got != want {
		t.Errorf("after the upgrade:\n%s\nwant\n%s", got, want)
	}
}
