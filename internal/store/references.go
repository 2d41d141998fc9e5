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

// ReferenceResendAfter is how long after a request the teacher may mail it again, once, and the
// reminder goes out (docs/api.md "References").
const ReferenceResendAfter = 7 * 24 * time.Hour

// referenceStatus is a reference's status as everyone reads it: a request whose link ran out is
// expired even before the periodic job writes it so.
const referenceStatus = `CASE WHEN r.status = 'requested' AND r.expires_at <= now() THEN 'expired' ELSE r.status END`

// referenceColumns are a reference as its teacher reads it: never the answer.
const referenceColumns = `r.id::text, r.name, r.email::text, r.relationship, r.organization, r.phone, ` + referenceStatus + `,
	r.requested_at, r.received_at, r.resent_at`

// scanReference reads referenceColumns. A request may be resent once, from ReferenceResendAfter
// after it was made, while it is requested or expired.
func scanReference(row pgx.CollectableRow) (model.Reference, error) {
	var r model.Reference
	var requested, received, resent *time.Time
	err := row.Scan(&r.ID, &r.Name, &r.Email, &r.Relationship, &r.Organization, &r.Phone, &r.Status, &requested, &received, &resent)
	r.RequestedAt, r.ReceivedAt = instantOrNil(requested), instantOrNil(received)
	if requested != nil && resent == nil && (r.Status == model.ReferenceRequested || r.Status == model.ReferenceExpired) {
		r.ResendableAt = new(instant(requested.Add(ReferenceResendAfter)))
	}
	return r, err
}

// instantOrNil formats a time that may be missing as the API's instants are written.
func instantOrNil(t *time.Time) *string {
	if t == nil {
		return nil
	}
	return new(instant(*t))
}

// References returns the teacher's referees, oldest first.
func (s *Store) References(ctx context.Context, teacherID string) ([]model.Reference, error) {
	return referencesOf(ctx, s.Pool, teacherID)
}

func referencesOf(ctx context.Context, q querier, teacherID string) ([]model.Reference, error) {
	rows, _ := q.Query(ctx, `SELECT `+referenceColumns+` FROM teacher_references r WHERE r.teacher_id = $1
		ORDER BY r.created_at, r.id`, teacherID)
	list, err := pgx.CollectRows(rows, scanReference)
	if err != nil {
		return nil, fmt.Errorf("store: references: %w", err)
	}
	return list, nil
}

// LockReferences returns the teacher's referees with her account locked until the transaction
// ends, so that two changes at once are counted and compared one after the other.
func (t *Tx) LockReferences(ctx context.Context, teacherID string) ([]model.Reference, error) {
	if _, err := t.tx.Exec(ctx, `SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, teacherID); err != nil {
		return nil, fmt.Errorf("store: lock references: %w", err)
	}
	return referencesOf(ctx, t.tx, teacherID)
}

// Reference returns one of the teacher's referees; found false for another's or none.
func (t *Tx) Reference(ctx context.Context, teacherID, id string) (model.Reference, bool, error) {
	rows, _ := t.tx.Query(ctx, `SELECT `+referenceColumns+` FROM teacher_references r WHERE r.teacher_id = $1 AND r.id = $2`,
		teacherID, id)
	r, err := pgx.CollectExactlyOneRow(rows, scanReference)
	if errors.Is(err, pgx.ErrNoRows) {
		return model.Reference{}, false, nil
	}
	if err != nil {
		return model.Reference{}, false, fmt.Errorf("store: reference: %w", err)
	}
	return r, true, nil
}

// ReferenceFields are what the teacher writes of a referee.
type ReferenceFields struct {
	Name, Email, Relationship, Organization, Phone string
}

// InsertReference stores a new draft referee of the teacher and returns its id.
func (t *Tx) InsertReference(ctx context.Context, teacherID string, f ReferenceFields) (string, error) {
	var id string
	err := t.tx.QueryRow(ctx, `INSERT INTO teacher_references (teacher_id, name, email, relationship, organization, phone)
		VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`, teacherID, f.Name, f.Email, f.Relationship, f.Organization, f.Phone).Scan(&id)
	if err != nil {
		return "", fmt.Errorf("store: insert reference: %w", err)
	}
	return id, nil
}

// UpdateReference rewrites a draft referee.
func (t *Tx) UpdateReference(ctx context.Context, id string, f ReferenceFields) error {
	if _, err := t.tx.Exec(ctx, `UPDATE teacher_references SET name = $2, email = $3, relationship = $4, organization = $5,
		phone = $6, updated_at = now() WHERE id = $1 AND status = 'draft'`, id, f.Name, f.Email, f.Relationship, f.Organization, f.Phone); err != nil {
		return fmt.Errorf("store: update reference: %w", err)
	}
	return nil
}

// DeleteReference removes a draft referee.
func (t *Tx) DeleteReference(ctx context.Context, id string) error {
	if _, err := t.tx.Exec(ctx, `DELETE FROM teacher_references WHERE id = $1 AND status = 'draft'`, id); err != nil {
		return fmt.Errorf("store: delete reference: %w", err)
	}
	return nil
}

// RequestReference records that the referee was mailed a link whose token has this hash, valid
// until expires; a resend replaces the earlier link and is counted, so it happens once.
func (t *Tx) RequestReference(ctx context.Context, id string, hash []byte, expires time.Time, resend bool) error {
	if _, err := t.tx.Exec(ctx, `UPDATE teacher_references SET status = 'requested', token_hash = $2, requested_at = now(),
		expires_at = $3, resent_at = CASE WHEN $4 THEN now() END, updated_at = now() WHERE id = $1`, id, hash, expires, resend); err != nil {
		return fmt.Errorf("store: request reference: %w", err)
	}
	return nil
}

// WithdrawReference makes a requested or expired reference a draft again: its link stops working,
// and a later request starts afresh.
func (t *Tx) WithdrawReference(ctx context.Context, id string) error {
	if _, err := t.tx.Exec(ctx, `UPDATE teacher_references SET status = 'draft', token_hash = NULL, requested_at = NULL,
		expires_at = NULL, reminded_at = NULL, resent_at = NULL, updated_at = now() WHERE id = $1`, id); err != nil {
		return fmt.Errorf("store: withdraw reference: %w", err)
	}
	return nil
}

// OtherAccountOf reports whether email is the address of another teacher account of the same
// person as teacherID: one with the same contact number, or with the same name and date of birth.
func (t *Tx) OtherAccountOf(ctx context.Context, teacherID, email string) (bool, error) {
	var found bool
	err := t.tx.QueryRow(ctx, `SELECT EXISTS (
		SELECT 1 FROM users me LEFT JOIN teacher_profiles mp ON mp.user_id = me.id,
		     users o LEFT JOIN teacher_profiles op ON op.user_id = o.id
		WHERE me.id = $1 AND o.email = $2 AND o.id <> me.id AND o.role = 'teacher'
		  AND (o.contact_number = me.contact_number
		       OR (lower(o.first_name) = lower(me.first_name) AND lower(o.last_name) = lower(me.last_name)
		           AND op.date_of_birth = mp.date_of_birth)))`, teacherID, email).Scan(&found)
	if err != nil {
		return false, fmt.Errorf("store: other account: %w", err)
	}
	return found, nil
}

// RefereeRow is a requested reference as its link reads it: who asks, and where to tell her.
type RefereeRow struct {
	ID, Name, Email, Relationship string
	Teacher                       Recipient
	TeacherLastName               string
	ExpiresAt                     time.Time
	RequestedAt                   time.Time
}

const refereeColumns = `r.id::text, r.name, r.email::text, r.relationship, u.id::text, u.email::text, u.first_name, u.language,
	u.last_name, r.expires_at, r.requested_at`

const refereeFrom = ` FROM teacher_references r JOIN users u ON u.id = r.teacher_id`

func scanReferee(row pgx.CollectableRow) (RefereeRow, error) {
	var r RefereeRow
	err := row.Scan(&r.ID, &r.Name, &r.Email, &r.Relationship, &r.Teacher.ID, &r.Teacher.Email, &r.Teacher.FirstName,
		&r.Teacher.Language, &r.TeacherLastName, &r.ExpiresAt, &r.RequestedAt)
	return r, err
}

func oneReferee(rows pgx.Rows) (RefereeRow, bool, error) {
	r, err := pgx.CollectExactlyOneRow(rows, scanReferee)
	if errors.Is(err, pgx.ErrNoRows) {
		return RefereeRow{}, false, nil
	}
	if err != nil {
		return RefereeRow{}, false, fmt.Errorf("store: referee: %w", err)
	}
	return r, true, nil
}

// openLink is a link that can still be answered: requested, and within its days.
const openLink = ` WHERE r.token_hash = $1 AND r.status = 'requested' AND r.expires_at > now()`

// RefereeByToken returns the reference whose open link has a token of this hash; found false for
// a used, expired or unknown one.
func (s *Store) RefereeByToken(ctx context.Context, hash []byte) (RefereeRow, bool, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT `+refereeColumns+refereeFrom+openLink, hash)
	return oneReferee(rows)
}

// LockRefereeByToken is RefereeByToken with the reference locked until the transaction ends, so
// a link is answered once.
func (t *Tx) LockRefereeByToken(ctx context.Context, hash []byte) (RefereeRow, bool, error) {
	rows, _ := t.tx.Query(ctx, `SELECT `+refereeColumns+refereeFrom+openLink+` FOR UPDATE OF r`, hash)
	return oneReferee(rows)
}

// ReferenceAnswer is a referee's answer as stored, with where it came from (for the audit only).
type ReferenceAnswer struct {
	Ratings             model.ReferenceRatings
	WouldRehire         string
	SafeguardingConcern bool
	SafeguardingDetails string
	Comments            string
	RefereeName         string
	RefereePosition     string
	IP                  string
	UserAgent           string
}

// AnswerReference stores the referee's answer and ends the link: the reference is received.
func (t *Tx) AnswerReference(ctx context.Context, id string, a ReferenceAnswer) error {
	ratings, err := json.Marshal(a.Ratings)
	if err != nil {
		return fmt.Errorf("store: answer reference: %w", err)
	}
	if _, err := t.tx.Exec(ctx, `INSERT INTO reference_answers (reference_id, ratings, would_rehire, safeguarding_concern,
		safeguarding_details, comments, referee_name, referee_position, referee_ip, referee_user_agent)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, nullif($9, '')::inet, $10)`, id, ratings, a.WouldRehire, a.SafeguardingConcern,
		a.SafeguardingDetails, a.Comments, a.RefereeName, a.RefereePosition, a.IP, a.UserAgent); err != nil {
		return fmt.Errorf("store: answer reference: %w", err)
	}
	return t.closeReference(ctx, id, model.ReferenceReceived)
}

// DeclineReference ends the link of a reference the referee declined to give.
func (t *Tx) DeclineReference(ctx context.Context, id string) error {
	return t.closeReference(ctx, id, model.ReferenceDeclined)
}

func (t *Tx) closeReference(ctx context.Context, id, status string) error {
	if _, err := t.tx.Exec(ctx, `UPDATE teacher_references SET status = $2, token_hash = NULL,
		received_at = CASE WHEN $2 = 'received' THEN now() END, updated_at = now() WHERE id = $1`, id, status); err != nil {
		return fmt.Errorf("store: close reference: %w", err)
	}
	return nil
}

// LockReferencesToRemind returns at most limit open requests made ReferenceResendAfter ago or
// more and not reminded yet, locked until the transaction ends.
func (t *Tx) LockReferencesToRemind(ctx context.Context, limit int) ([]RefereeRow, error) {
	rows, _ := t.tx.Query(ctx, `SELECT `+refereeColumns+refereeFrom+` WHERE r.status = 'requested' AND r.reminded_at IS NULL
		AND r.expires_at > now() AND r.requested_at <= now() - make_interval(secs => $1)
		ORDER BY r.requested_at LIMIT $2 FOR UPDATE OF r SKIP LOCKED`, ReferenceResendAfter.Seconds(), limit)
	list, err := pgx.CollectRows(rows, scanReferee)
	if err != nil {
		return nil, fmt.Errorf("store: references to remind: %w", err)
	}
	return list, nil
}

// RemindReference records a request's one reminder, whose link's token has this hash: the link
// sent before stops working.
func (t *Tx) RemindReference(ctx context.Context, id string, hash []byte) error {
	if _, err := t.tx.Exec(ctx, `UPDATE teacher_references SET reminded_at = now(), token_hash = $2, updated_at = now()
		WHERE id = $1`, id, hash); err != nil {
		return fmt.Errorf("store: remind reference: %w", err)
	}
	return nil
}

// ExpireReferences writes expired on the requests whose link ran out, and ends their links.
func (t *Tx) ExpireReferences(ctx context.Context) (int, error) {
	tag, err := t.tx.Exec(ctx, `UPDATE teacher_references SET status = 'expired', token_hash = NULL, updated_at = now()
		WHERE status = 'requested' AND expires_at <= now()`)
	if err != nil {
		return 0, fmt.Errorf("store: expire references: %w", err)
	}
	return int(tag.RowsAffected()), nil
}

// referenceOlderAfter is the age past which a received reference is marked older in the packet.
const referenceOlderAfter = "2 years"

// PacketReferences returns the teacher's received references as a hiring district reads them,
// newest first, or none when she does not share them.
func (s *Store) PacketReferences(ctx context.Context, teacherID string) ([]model.PacketReference, error) {
	rows, _ := s.Pool.Query(ctx, `SELECT r.name, r.relationship, r.organization, a.referee_position, r.received_at,
			a.ratings, a.would_rehire, a.safeguarding_concern, a.safeguarding_details, a.comments,
			r.received_at < now() - interval '`+referenceOlderAfter+`'
		FROM teacher_references r JOIN reference_answers a ON a.reference_id = r.id
		LEFT JOIN teacher_profiles p ON p.user_id = r.teacher_id
		WHERE r.teacher_id = $1 AND r.status = 'received' AND coalesce(p.share_references, true)
		ORDER BY r.received_at DESC, r.id`, teacherID)
	list, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (model.PacketReference, error) {
		var p model.PacketReference
		var received time.Time
		var ratings []byte
		err := row.Scan(&p.Name, &p.Relationship, &p.Organization, &p.RefereePosition, &received, &ratings, &p.WouldRehire,
			&p.SafeguardingConcern, &p.SafeguardingDetails, &p.Comments, &p.Older)
		if err != nil {
			return p, err
		}
		p.ReceivedAt = instant(received)
		return p, json.Unmarshal(ratings, &p.Ratings)
	})
	if err != nil {
		return nil, fmt.Errorf("store: packet references: %w", err)
	}
	return list, nil
}
