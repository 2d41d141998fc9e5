package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/teachbay/teachbay/internal/model"
)

// MatchingAnswers returns the answers matching reads of the teacher's disclosures: those of the
// profile questions (languages, years in public schools) and of the additional questions
// (certificates). The other sections are never read for matching.
func (s *Store) MatchingAnswers(ctx context.Context, userID string) (profile, additional map[string]any, err error) {
	err = s.read(ctx, "matching answers", func(b *pgx.Batch) { queueMatchingAnswers(b, userID, &profile, &additional) })
	return profile, additional, err
}

func queueMatchingAnswers(b *pgx.Batch, userID string, profile, additional *map[string]any) {
	b.Queue(`SELECT section, answers FROM disclosures WHERE user_id = $1 AND section IN ('profile', 'additional')`, userID).
		Query(func(rows pgx.Rows) error {
			var section string
			var answers map[string]any
			_, err := pgx.ForEachRow(rows, []any{&section, &answers}, func() error {
				if section == "profile" {
					*profile = answers
				} else {
					*additional = answers
				}
				return nil
			})
			return err
		})
}

// EachMatchableVacancy calls add with each open vacancy, newest first, as the rows come: the
// fields matching scores read (no description; its school's philosophy, not its culture text), and its distinct words as the board's search
// indexes them (lower case, without accents; not the lexemes of its subject and level),
// separated by spaces. The words are the row's own buffer, good during the call only, so the
// whole board is never in memory twice (docs/design.md §9).
func (s *Store) EachMatchableVacancy(ctx context.Context, add func(v model.Vacancy, words []byte)) error {
	rows, _ := s.Pool.Query(ctx, `SELECT v.id, v.position, v.subject, v.educational_level, v.type, v.designation, v.required_certification,
			v.min_years_experience, v.needs, v.dual_language, v.work_authorization, s.philosophy,
			array_to_string(array_remove(array_remove(tsvector_to_array(v.search), 'subject:' || v.subject), 'level:' || v.educational_level), ' ')
		FROM vacancies v JOIN schools s ON s.id = v.school_id WHERE `+openVacancy+` ORDER BY v.posted_at DESC, v.id DESC`)
	var v model.Vacancy
	var words pgtype.DriverBytes
	_, err := pgx.ForEachRow(rows, []any{&v.ID, &v.Position, &v.Subject, &v.EducationalLevel, &v.Type, &v.Designation,
		&v.RequiredCertification, &v.MinYearsExperience, &v.Needs, &v.DualLanguage, &v.WorkAuthorization, &v.Philosophy, &words}, func() error {
		add(v, words)
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: matchable vacancies: %w", err)
	}
	return nil
}
