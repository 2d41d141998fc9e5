package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// Preferences returns a teacher's preferences; empty lists for one who has saved none.
func (s *Store) Preferences(ctx context.Context, userID string) (model.Preferences, error) {
	var p model.Preferences
	err := s.read(ctx, "preferences", func(b *pgx.Batch) { queuePreferences(b, userID, &p) })
	return p, err
}

func queuePreferences(b *pgx.Batch, userID string, p *model.Preferences) {
	*p = model.Preferences{GradeLevels: []string{}, Subjects: []string{}, ExperienceSettings: []string{}, Skills: []string{},
		JobTypes: []string{}, Values: []string{}}
	b.Queue(`SELECT grade_levels, subjects, subject_other, experience_settings, skills, job_types, work_values
		FROM teacher_preferences WHERE user_id = $1`, userID).QueryRow(func(row pgx.Row) error {
		err := row.Scan(&p.GradeLevels, &p.Subjects, &p.SubjectOther, &p.ExperienceSettings, &p.Skills, &p.JobTypes, &p.Values)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		return err
	})
}

// SetPreferences saves a teacher's preferences.
func (t *Tx) SetPreferences(ctx context.Context, userID string, p model.Preferences) error {
	_, err := t.tx.Exec(ctx, `INSERT INTO teacher_preferences (user_id, grade_levels, subjects, subject_other, experience_settings, skills,
			job_types, work_values)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
		ON CONFLICT (user_id) DO UPDATE SET grade_levels = $2, subjects = $3, subject_other = $4, experience_settings = $5,
			skills = $6, job_types = $7, work_values = $8, updated_at = now()`,
		userID, p.GradeLevels, p.Subjects, p.SubjectOther, p.ExperienceSettings, p.Skills, p.JobTypes, nonNil(p.Values))
	if err != nil {
		return fmt.Errorf("store: set preferences: %w", err)
	}
	return nil
}
