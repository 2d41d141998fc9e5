package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/teachbay/teachbay/internal/model"
)

// zeroByStatus returns a count of 0 for every application status, for counts that name them all.
func zeroByStatus() map[string]int {
	counts := make(map[string]int, len(model.ApplicationStatuses))
	for _, status := range model.ApplicationStatuses {
		counts[status] = 0
	}
	return counts
}

// FillVacancyIfFull closes the vacancy when its hires have reached its openings, and says whether
// it did (the vacancy is then to be closed out).
func (t *Tx) FillVacancyIfFull(ctx context.Context, vacancyID string) (bool, error) {
	tag, err := t.tx.Exec(ctx, `UPDATE vacancies v SET status = 'closed', updated_at = now()
		WHERE v.id = $1 AND v.openings <= (SELECT count(*) FROM applications a WHERE a.vacancy_id = v.id AND a.status = 'hired')`,
		vacancyID)
	if err != nil {
		return false, fmt.Errorf("store: fill vacancy: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

// CloseVacancy closes one of the organization's vacancies, and says whether it found it.
func (t *Tx) CloseVacancy(ctx context.Context, organizationID, id string) (bool, error) {
	tag, err := t.tx.Exec(ctx, `UPDATE vacancies SET status = 'closed', updated_at = now() WHERE organization_id = $1 AND id = $2`,
		organizationID, id)
	if err != nil {
		return false, fmt.Errorf("store: close vacancy: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

// Waiting is an application a close-out moves to not_selected, and whom to tell.
type Waiting struct {
	ApplicationID, TeacherID, Email, FirstName, Language string
}

// LockWaitingApplications returns at most limit applications to the vacancy still waiting for a
// decision (waitingApplication), locked until the transaction ends; those another transaction
// holds are skipped, so two runs of a close-out never take the same one.
func (t *Tx) LockWaitingApplications(ctx context.Context, vacancyID string, limit int) ([]Waiting, error) {
	rows, _ := t.tx.Query(ctx, `SELECT a.id, u.id, u.email, u.first_name, u.language
		FROM applications a JOIN users u ON u.id = a.teacher_id
		WHERE a.vacancy_id = $1 AND `+waitingApplication+` ORDER BY a.applied_at, a.id LIMIT $2 FOR UPDATE OF a SKIP LOCKED`,
		vacancyID, limit)
	list, err := pgx.CollectRows(rows, pgx.RowToStructByPos[Waiting])
	if err != nil {
		return nil, fmt.Errorf("store: lock waiting applications: %w", err)
	}
	return list, nil
}
