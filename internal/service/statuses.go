package service

import (
	"slices"

	"github.com/teachbay/teachbay/internal/model"
)

// Flow names what moves an application: a school user's status change, the teacher's withdrawal,
// or one of the hiring loop's flows (docs/design.md §4 "Application statuses").
type Flow string

// The flows that move applications.
const (
	// FlowSchool is PUT /api/school/applications/{id}/status.
	FlowSchool Flow = "school"
	// FlowTeacher is the teacher withdrawing her application.
	FlowTeacher Flow = "teacher"
	// FlowInterview is the interview flow: proposing an interview, and leaving it.
	FlowInterview Flow = "interview"
	// FlowOffer is a school making an offer.
	FlowOffer Flow = "offer"
	// FlowOfferAccepted is the teacher accepting an offer.
	FlowOfferAccepted Flow = "offer_accepted"
	// FlowOfferEnded is an offer declined, expired or withdrawn: the application is a candidate again.
	FlowOfferEnded Flow = "offer_ended"
	// FlowCloseOut is a vacancy closed or filled: every application still waiting is not selected.
	FlowCloseOut Flow = "close_out"
)

// Still-active statuses: an application waiting for the school's decision. A vacancy's close-out
// moves these, and only these, to not_selected.
var waitingStatuses = []string{model.StatusPending, model.StatusOnHold, model.StatusCandidate, model.StatusInterview}

// finalStatuses are never left.
var finalStatuses = []string{model.StatusHired, model.StatusNotSelected, model.StatusWithdrawn}

// schoolSettable are the statuses a school user sets by hand; interview, offered and hired come
// only from their flows.
var schoolSettable = []string{model.StatusPending, model.StatusOnHold, model.StatusCandidate, model.StatusNotSelected}

// transition is one row of the table: by the flow, an application in one of from may go to one of to.
type transition struct {
	by       Flow
	from, to []string
}

// transitions is the one table of which status may follow which, and through what (docs/design.md
// §4). The same status again is a move like any other where the row allows it (a school's new note).
var transitions = []transition{
	{FlowSchool, waitingStatuses, schoolSettable},
	{FlowTeacher, append(slices.Clone(waitingStatuses), model.StatusOffered), []string{model.StatusWithdrawn}},
	{FlowInterview, waitingStatuses, []string{model.StatusInterview}},
	{FlowInterview, []string{model.StatusInterview}, []string{model.StatusCandidate}},
	{FlowOffer, []string{model.StatusCandidate, model.StatusInterview}, []string{model.StatusOffered}},
	{FlowOfferAccepted, []string{model.StatusOffered}, []string{model.StatusHired}},
	{FlowOfferEnded, []string{model.StatusOffered}, []string{model.StatusCandidate}},
	{FlowCloseOut, waitingStatuses, []string{model.StatusNotSelected}},
}

// CanMove says whether the flow by may move an application from one status to another. The
// interview flow calls it as the others do: CanMove(current, model.StatusInterview, FlowInterview).
func CanMove(from, to string, by Flow) bool {
	for _, t := range transitions {
		if t.by == by && slices.Contains(t.from, from) && slices.Contains(t.to, to) {
			return true
		}
	}
	return false
}

// moveError is the conflict of a move the table does not allow: final statuses are never left;
// anything else is not possible from where the application is now.
func moveError(from, to string, by Flow) error {
	if CanMove(from, to, by) {
		return nil
	}
	if slices.Contains(finalStatuses, from) {
		return model.Errorf(model.ECodeConflict, "This application is decided already: its status is final.")
	}
	return model.Errorf(model.ECodeConflict, "This application cannot move from %s to %s this way.", from, to)
}
