package model

// Interview statuses: the school proposes times, the teacher chooses one (scheduled); either side
// cancels an open one; the school marks a held one completed.
const (
	InterviewProposed  = "proposed"
	InterviewScheduled = "scheduled"
	InterviewCancelled = "cancelled"
	InterviewCompleted = "completed"
)

// Interview modes (docs/design.md §4).
const (
	InterviewVideo    = "video"
	InterviewPhone    = "phone"
	InterviewInPerson = "in_person"
)

// Interview is an interview of an application as both sides read it (docs/api.md "Hiring loop
// II"): the times the school proposed, the one the teacher chose (Start, null until she does),
// and the zones each side reads them in.
type Interview struct {
	ID              string          `json:"id"`
	ApplicationID   string          `json:"applicationId"`
	Status          string          `json:"status"`
	Mode            string          `json:"mode"`
	Location        string          `json:"location"`
	DurationMinutes int             `json:"durationMinutes"`
	Slots           []InterviewSlot `json:"slots"`
	Start           *string         `json:"start"`
	Note            string          `json:"note"`
	TeacherTimeZone string          `json:"teacherTimeZone"`
	SchoolTimeZone  string          `json:"schoolTimeZone"`
}

// InterviewSlot is one time the school proposed: its start, an RFC 3339 instant in UTC.
type InterviewSlot struct {
	ID    string `json:"id"`
	Start string `json:"start"`
}
