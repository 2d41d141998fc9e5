package seed

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
)

// InterviewTeacherEmail is the generated teacher of the demo interviews: Camila, a teacher in
// Bogotá who reads Spanish. She has no password: she is seen, not signed in as.
const InterviewTeacherEmail = "camila.interviews@demo.test"

// interviewTeacher is Camila's profile; the rest of it is the demo teacher's (CompleteDemoTeacher).
var interviewTeacher = model.Profile{FirstName: "Camila", LastName: "Rojas", ContactNumber: "+573015550142",
	Address: "Carrera 7 # 40-62", City: "Bogotá", State: "Cundinamarca", ZipCode: "110231", Country: "CO"}

// DemoInterviews gives the school user's district two applications of a generated teacher in
// Bogotá, to its two newest open vacancies: one with an interview proposed at three times, one
// with an interview she scheduled, so the demo shows both sides of the loop in two time zones.
// The mails they cause are queued as the app's own would be. A teacher seeded already is left as
// she is, so seeding again changes nothing.
func DemoInterviews(ctx context.Context, svc *service.Service, st *store.Store, schoolEmail string, now time.Time) error {
	school, found, err := st.CredentialsByEmail(ctx, schoolEmail)
	if err != nil || !found {
		return errors.Join(err, fmt.Errorf("demo interviews: no school user %s", schoolEmail))
	}
	var teacher model.User
	err = st.InTx(ctx, func(tx *store.Tx) error {
		teacher, err = tx.InsertUser(ctx, model.NewUser{Role: model.RoleTeacher, Email: InterviewTeacherEmail,
			FirstName: interviewTeacher.FirstName, LastName: interviewTeacher.LastName, Language: "es"})
		if err != nil {
			return err
		}
		return tx.MarkEmailVerified(ctx, teacher.ID)
	})
	if errors.Is(err, store.ErrEmailTaken) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("demo interviews: %w", err)
	}
	if err := CompleteDemoTeacher(ctx, svc, teacher.ID); err != nil {
		return err
	}
	if _, err := svc.UpdateProfile(ctx, teacher.ID, interviewTeacher); err != nil {
		return fmt.Errorf("demo interviews: profile: %w", err)
	}
	rows, _ := st.Pool.Query(ctx, `SELECT id::text FROM vacancies WHERE organization_id = $1 AND status = 'open'
		AND last_date_to_apply > current_date + 7 ORDER BY posted_at DESC, id LIMIT 2`, *school.User.OrganizationID)
	vacancies, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil || len(vacancies) < 2 {
		return errors.Join(err, errors.New("demo interviews: the district has fewer than two open vacancies"))
	}
	// The times are at 9:00 and 15:00 in Tampa on the days ahead: 8:00 and 14:00 in Bogotá.
	day := time.Date(now.Year(), now.Month(), now.Day(), 9, 0, 0, 0, model.Tampa)
	proposals := []service.InterviewInput{
		{Mode: model.InterviewVideo, Location: "https://meet.example.com/teachbay-demo", DurationMinutes: 45,
			Slots: []string{slot(day, 3, 0), slot(day, 3, 6), slot(day, 4, 0)}, Note: "Prepare a five-minute sample lesson."},
		{Mode: model.InterviewPhone, DurationMinutes: 30, Slots: []string{slot(day, 2, 6), slot(day, 5, 0)},
			Note: "A first conversation with the principal."},
	}
	for n, vacancy := range vacancies {
		a, err := svc.Apply(ctx, teacher.ID, vacancy)
		if err != nil {
			return fmt.Errorf("demo interviews: apply: %w", err)
		}
		i, err := svc.ProposeInterview(ctx, school.User, a.ID, proposals[n])
		if err != nil {
			return fmt.Errorf("demo interviews: propose: %w", err)
		}
		if n == 1 {
			if _, err := svc.ChooseInterviewSlot(ctx, teacher, i.ID, i.Slots[0].ID); err != nil {
				return fmt.Errorf("demo interviews: choose: %w", err)
			}
		}
	}
	return nil
}

// slot is the day's time days later, and hours after it, in RFC 3339.
func slot(day time.Time, days, hours int) string {
	return day.AddDate(0, 0, days).Add(time.Duration(hours) * time.Hour).Format(time.RFC3339)
}
