package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// SectionSelfIdentification is the disclosures section kept in its own table.
const SectionSelfIdentification = "self_identification"

// DisclosureStates returns the state of each section the teacher has saved (draft or complete).
func (s *Store) DisclosureStates(ctx context.Context, userID string) (map[string]string, error) {
	var states map[string]string
	err := s.read(ctx, "disclosure states", func(b *pgx.Batch) { queueDisclosureStates(b, userID, &states) })
	return states, err
}

func queueDisclosureStates(b *pgx.Batch, userID string, states *map[string]string) {
	*states = map[string]string{}
	b.Queue(`SELECT section, state FROM disclosures WHERE user_id = $1
		UNION ALL SELECT $2, state FROM self_identification WHERE user_id = $1`, userID, SectionSelfIdentification).
		Query(func(rows pgx.Rows) error {
			var section, state string
			_, err := pgx.ForEachRow(rows, []any{&section, &state}, func() error {
				(*states)[section] = state
				return nil
			})
			return err
		})
}

// Disclosure returns a saved section, or found false.
func (t *Tx) Disclosure(ctx context.Context, userID, section string) (d model.Disclosure, found bool, err error) {
	d.Section = section
	if section == SectionSelfIdentification {
		var ethnicity, origin, gender, veteran *string
		err = t.tx.QueryRow(ctx, `SELECT state, ethnicity, hispanic_origin, gender, veteran_status FROM self_identification
			WHERE user_id = $1`, userID).Scan(&d.State, &ethnicity, &origin, &gender, &veteran)
		d.Answers = map[string]any{}
		for key, v := range map[string]*string{"ethnicity": ethnicity, "hispanicOrigin": origin, "gender": gender, "veteranStatus": veteran} {
			if v != nil {
				d.Answers[key] = *v
			}
		}
	} else {
		err = t.tx.QueryRow(ctx, `SELECT state, answers FROM disclosures WHERE user_id = $1 AND section = $2`, userID, section).
			Scan(&d.State, &d.Answers)
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return model.Disclosure{}, false, nil
	}
	if err != nil {
		return model.Disclosure{}, false, fmt.Errorf("store: disclosure %s: %w", section, err)
	}
	return d, true, nil
}

// SetDisclosure saves a section's answers and state.
func (t *Tx) SetDisclosure(ctx context.Context, userID string, d model.Disclosure) error {
	var err error
	if d.Section == SectionSelfIdentification {
		text := func(key string) *string {
			if v, ok := d.Answers[key].(string); ok {
				return &v
			}
			return nil
		}
		_, err = t.tx.Exec(ctx, `INSERT INTO self_identification (user_id, state, ethnicity, hispanic_origin, gender, veteran_status)
			VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT (user_id) DO UPDATE SET state = $2, ethnicity = $3, hispanic_origin = $4, gender = $5, veteran_status = $6,
				updated_at = now()`,
			userID, d.State, text("ethnicity"), text("hispanicOrigin"), text("gender"), text("veteranStatus"))
	} else {
		_, err = t.tx.Exec(ctx, `INSERT INTO disclosures (user_id, section, state, answers) VALUES ($1, $2, $3, $4)
			ON CONFLICT (user_id, section) DO UPDATE SET state = $3, answers = $4, updated_at = now()`,
			userID, d.Section, d.State, d.Answers)
	}
	if err != nil {
		return fmt.Errorf("store: save disclosure %s: %w", d.Section, err)
	}
	return nil
}

// SSNLast4 returns the last four digits of the teacher's stored SSN, or "" when none is stored.
func (t *Tx) SSNLast4(ctx context.Context, userID string) (string, error) {
	var last4 string
	err := t.tx.QueryRow(ctx, `SELECT last4 FROM ssns WHERE user_id = $1`, userID).Scan(&last4)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return "", fmt.Errorf("store: ssn: %w", err)
	}
	return last4, nil
}

// SealedSSN is a stored SSN: the id of the key that sealed it and the sealed bytes.
type SealedSSN struct {
	KeyID  string
	Sealed []byte
}

// SetSSN stores the teacher's sealed SSN and its last four digits.
func (t *Tx) SetSSN(ctx context.Context, userID string, s SealedSSN, last4 string) error {
	_, err := t.tx.Exec(ctx, `INSERT INTO ssns (user_id, key_id, sealed, last4) VALUES ($1, $2, $3, $4)
		ON CONFLICT (user_id) DO UPDATE SET key_id = $2, sealed = $3, last4 = $4, updated_at = now()`,
		userID, s.KeyID, s.Sealed, last4)
	if err != nil {
		return fmt.Errorf("store: set ssn: %w", err)
	}
	return nil
}

// DeleteSSN removes the teacher's SSN, if one is stored.
func (t *Tx) DeleteSSN(ctx context.Context, userID string) error {
	if _, err := t.tx.Exec(ctx, `DELETE FROM ssns WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("store: delete ssn: %w", err)
	}
	return nil
}
