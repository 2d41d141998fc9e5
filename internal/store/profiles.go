package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// ProfileRow is a teacher's profile as stored: the account's part and the profile's own.
type ProfileRow struct {
	Email        string
	Profile      model.Profile
	Presentation model.Presentation
	Settings     model.Settings
	WelcomeSeen  bool
}

// Profile returns a teacher's profile; a teacher who never saved one gets the account's part.
func (s *Store) Profile(ctx context.Context, userID string) (ProfileRow, error) {
	var p ProfileRow
	err := s.read(ctx, "profile", func(b *pgx.Batch) { queueProfile(b, userID, &p) })
	return p, err
}

func queueProfile(b *pgx.Batch, userID string, p *ProfileRow) {
	b.Queue(`
		SELECT u.email, u.first_name, u.last_name, coalesce(u.contact_number, ''), coalesce(u.country, ''),
		       coalesce(p.address, ''), coalesce(p.city, ''), coalesce(p.state, ''), coalesce(p.zip_code, ''),
		       p.gender, p.date_of_birth, coalesce(p.presentation_url, ''), p.presentation_attested_at IS NOT NULL,
		       coalesce(p.consent_contact, false), coalesce(p.job_recommendations, false),
		       EXISTS (SELECT 1 FROM subscribers sb WHERE sb.email = u.email AND `+subscribed+`),
		       p.welcome_seen_at IS NOT NULL, coalesce(p.time_zone, ''), coalesce(p.share_references, true), p.highest_degree
		FROM users u LEFT JOIN teacher_profiles p ON p.user_id = u.id
		WHERE u.id = $1`, userID).QueryRow(func(row pgx.Row) error {
		var dob *time.Time
		var share bool
		err := row.Scan(&p.Email, &p.Profile.FirstName, &p.Profile.LastName, &p.Profile.ContactNumber, &p.Profile.Country,
			&p.Profile.Address, &p.Profile.City, &p.Profile.State, &p.Profile.ZipCode,
			&p.Profile.Gender, &dob, &p.Presentation.URL, &p.Presentation.Attested,
			&p.Settings.ConsentContact, &p.Settings.JobRecommendations, &p.Settings.Newsletter, &p.WelcomeSeen, &p.Profile.TimeZone,
			&share, &p.Profile.HighestDegree)
		p.Settings.ShareReferences = &share
		if dob != nil {
			d := dob.Format(time.DateOnly)
			p.Profile.DateOfBirth = &d
		}
		return err
	})
}

// ensureProfile creates the teacher's profile row if there is none yet.
func (t *Tx) ensureProfile(ctx context.Context, userID string) error {
	_, err := t.tx.Exec(ctx, `INSERT INTO teacher_profiles (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, userID)
	if err != nil {
		return fmt.Errorf("store: create profile: %w", err)
	}
	return nil
}

// UpdateProfile saves the profile screen's fields, on the account and on the profile.
func (t *Tx) UpdateProfile(ctx context.Context, userID string, p model.Profile) error {
	if _, err := t.tx.Exec(ctx, `UPDATE users SET first_name = $2, last_name = $3, contact_number = $4, country = $5, updated_at = now()
		WHERE id = $1`, userID, p.FirstName, p.LastName, p.ContactNumber, p.Country); err != nil {
		return fmt.Errorf("store: update account of profile: %w", err)
	}
	if err := t.ensureProfile(ctx, userID); err != nil {
		return err
	}
	if _, err := t.tx.Exec(ctx, `UPDATE teacher_profiles SET address = $2, city = $3, state = $4, zip_code = $5,
		gender = $6, date_of_birth = $7, highest_degree = $8, updated_at = now() WHERE user_id = $1`,
		userID, p.Address, p.City, p.State, p.ZipCode, p.Gender, p.DateOfBirth, p.HighestDegree); err != nil {
		return fmt.Errorf("store: update profile: %w", err)
	}
	return nil
}

// SetTimeZone saves the zone the teacher chose; nil follows her country's.
func (t *Tx) SetTimeZone(ctx context.Context, userID string, zone *string) error {
	if err := t.ensureProfile(ctx, userID); err != nil {
		return err
	}
	if _, err := t.tx.Exec(ctx, `UPDATE teacher_profiles SET time_zone = $2, updated_at = now() WHERE user_id = $1`, userID, zone); err != nil {
		return fmt.Errorf("store: set time zone: %w", err)
	}
	return nil
}

// SetPresentation saves the presentation link and when the teacher attested it.
func (t *Tx) SetPresentation(ctx context.Context, userID, url string) error {
	if err := t.ensureProfile(ctx, userID); err != nil {
		return err
	}
	if _, err := t.tx.Exec(ctx, `UPDATE teacher_profiles SET presentation_url = $2, presentation_attested_at = now(), updated_at = now()
		WHERE user_id = $1`, userID, url); err != nil {
		return fmt.Errorf("store: set presentation: %w", err)
	}
	return nil
}

// SetSettings saves the teacher's consents but the newsletter, which is whether her address is
// among the subscribers (SubscribeAccount, UnsubscribeEmail).
func (t *Tx) SetSettings(ctx context.Context, userID string, s model.Settings) error {
	if err := t.ensureProfile(ctx, userID); err != nil {
		return err
	}
	// A nil ShareReferences (a client that does not know it) keeps the saved choice.
	if _, err := t.tx.Exec(ctx, `UPDATE teacher_profiles SET consent_contact = $2, job_recommendations = $3,
		share_references = coalesce($4, share_references), updated_at = now()
		WHERE user_id = $1`, userID, s.ConsentContact, s.JobRecommendations, s.ShareReferences); err != nil {
		return fmt.Errorf("store: set settings: %w", err)
	}
	return nil
}

// MarkWelcomeSeen records that the teacher closed the welcome.
func (t *Tx) MarkWelcomeSeen(ctx context.Context, userID string) error {
	if err := t.ensureProfile(ctx, userID); err != nil {
		return err
	}
	if _, err := t.tx.Exec(ctx, `UPDATE teacher_profiles SET welcome_seen_at = coalesce(welcome_seen_at, now()) WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("store: welcome seen: %w", err)
	}
	return nil
}
