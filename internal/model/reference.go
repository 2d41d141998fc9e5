package model

// Reference statuses (docs/api.md "References"): a draft the teacher may edit; requested once
// the referee is mailed a link; received or declined when the referee answers; expired when the
// link's 14 days ran out unanswered.
const (
	ReferenceDraft     = "draft"
	ReferenceRequested = "requested"
	ReferenceReceived  = "received"
	ReferenceDeclined  = "declined"
	ReferenceExpired   = "expired"
)

// ReferenceRelationships are who a referee is to the teacher (docs/design.md §4).
var ReferenceRelationships = []string{"principal", "assistant_principal", "department_head", "mentor_teacher", "colleague",
	"university_supervisor", "other"}

// ReferenceQuestions are the five things a referee rates from 1 to 5, in the order the form asks
// them; each is a key of ReferenceRatings.
var ReferenceQuestions = []string{"instruction", "classroomManagement", "studentRelationships", "collaboration", "professionalism"}

// Would-rehire answers.
var WouldRehireAnswers = []string{"yes", "with_reservations", "no"}

// Reference is one of a teacher's referees as she reads it: who, and where the request stands.
// It never carries the answer. Times are RFC 3339 instants in UTC; ResendableAt is when she may
// mail the request again (null when she may not: not requested, or resent already).
type Reference struct {
	ID           string  `json:"id"`
	Name         string  `json:"name"`
	Email        string  `json:"email"`
	Relationship string  `json:"relationship"`
	Organization string  `json:"organization"`
	Phone        string  `json:"phone"`
	Status       string  `json:"status"`
	RequestedAt  *string `json:"requestedAt"`
	ReceivedAt   *string `json:"receivedAt"`
	ResendableAt *string `json:"resendableAt"`
}

// RefereeForm is what the referee's page shows before the answer: who asks, in what capacity, the
// questions (ReferenceQuestions), the teacher's language (the page's default) and until when the
// link works.
type RefereeForm struct {
	TeacherName  string   `json:"teacherName"`
	Relationship string   `json:"relationship"`
	Questions    []string `json:"questions"`
	Language     string   `json:"language"`
	ExpiresAt    string   `json:"expiresAt"`
}

// ReferenceRatings are the referee's ratings, 1-5 each, nil for "could not observe".
type ReferenceRatings struct {
	Instruction          *int `json:"instruction"`
	ClassroomManagement  *int `json:"classroomManagement"`
	StudentRelationships *int `json:"studentRelationships"`
	Collaboration        *int `json:"collaboration"`
	Professionalism      *int `json:"professionalism"`
}

// All returns the ratings by question, in the order of ReferenceQuestions.
func (r ReferenceRatings) All() []*int {
	return []*int{r.Instruction, r.ClassroomManagement, r.StudentRelationships, r.Collaboration, r.Professionalism}
}

// PacketReference is a received reference as a hiring district reads it in an application's
// packet: the referee's answer in full, but never where it was sent from. Older is true for an
// answer received more than two years ago.
type PacketReference struct {
	Name                string           `json:"name"`
	Relationship        string           `json:"relationship"`
	Organization        string           `json:"organization"`
	RefereePosition     string           `json:"refereePosition"`
	ReceivedAt          string           `json:"receivedAt"`
	Ratings             ReferenceRatings `json:"ratings"`
	WouldRehire         string           `json:"wouldRehire"`
	SafeguardingConcern bool             `json:"safeguardingConcern"`
	SafeguardingDetails string           `json:"safeguardingDetails"`
	Comments            string           `json:"comments"`
	Older               bool             `json:"older"`
}
