package mail

import "reflect"

// Data is what one e-mail's template is filled with: each template has its struct below, whose
// fields are the template's values by name. A field tagged `mail:"secret"` carries a single-use
// link, which the job queue seals (jobs.Secret); a bool is "yes" or "" to the template. A queued
// mail keeps the values by these names (jobs.MailArgs.Data), so one queued before a deploy renders
// after it: rename a field only with its templates, and make a new one optional in them.
type Data interface {
	// Template names the template the data fills.
	Template() string
}

// SubscribeWelcome welcomes a new newsletter subscriber.
type SubscribeWelcome struct{ FirstName, Email, UnsubscribeURL string }

// Template is TemplateSubscribeWelcome.
func (SubscribeWelcome) Template() string { return TemplateSubscribeWelcome }

// SubscribeConfirm asks a subscriber to confirm new details.
type SubscribeConfirm struct {
	Email      string
	ConfirmURL string `mail:"secret"`
}

// Template is TemplateSubscribeConfirm.
func (SubscribeConfirm) Template() string { return TemplateSubscribeConfirm }

// ContactTeam brings a contact-form message to the team.
type ContactTeam struct{ FirstName, LastName, Email, Phone, Message, Language, ReceivedAt string }

// Template is TemplateContactTeam.
func (ContactTeam) Template() string { return TemplateContactTeam }

// ContactReceipt tells the sender of a contact-form message it arrived (without quoting it).
type ContactReceipt struct{ FirstName string }

// Template is TemplateContactReceipt.
func (ContactReceipt) Template() string { return TemplateContactReceipt }

// VerifyEmail asks a new user to prove the address is theirs.
type VerifyEmail struct {
	FirstName string
	VerifyURL string `mail:"secret"`
}

// Template is TemplateVerifyEmail.
func (VerifyEmail) Template() string { return TemplateVerifyEmail }

// AccountExists tells the owner of an address that someone tried to register it again.
type AccountExists struct{ FirstName, LoginURL, ResetURL string }

// Template is TemplateAccountExists.
func (AccountExists) Template() string { return TemplateAccountExists }

// PasswordReset carries the link that sets a new password.
type PasswordReset struct {
	FirstName string
	ResetURL  string `mail:"secret"`
}

// Template is TemplatePasswordReset.
func (PasswordReset) Template() string { return TemplatePasswordReset }

// SecurityNotice tells a user that how they sign in changed, with where to reset the password if
// it was not them.
type SecurityNotice struct{ FirstName, ResetURL string }

// PasswordChanged is the SecurityNotice of a changed password.
type PasswordChanged SecurityNotice

// Template is TemplatePasswordChanged.
func (PasswordChanged) Template() string { return TemplatePasswordChanged }

// MFAEnabled is the SecurityNotice of a second factor turned on.
type MFAEnabled SecurityNotice

// Template is TemplateMFAEnabled.
func (MFAEnabled) Template() string { return TemplateMFAEnabled }

// MFADisabled is the SecurityNotice of a second factor turned off.
type MFADisabled SecurityNotice

// Template is TemplateMFADisabled.
func (MFADisabled) Template() string { return TemplateMFADisabled }

// ApplicationStatus tells a teacher a school moved their application, or only left a note on it
// (NoteOnly).
type ApplicationStatus struct {
	FirstName, Position, School, Status, Note, ApplicationURL string
	NoteOnly                                                  bool
}

// Template is TemplateApplicationStatus.
func (ApplicationStatus) Template() string { return TemplateApplicationStatus }

// JobRecommendations lists a teacher's new top matches.
type JobRecommendations struct {
	FirstName, UnsubscribeURL, MatchesURL string
	List                                  []Recommendation
}

// Template is TemplateJobRecommendations.
func (JobRecommendations) Template() string { return TemplateJobRecommendations }

// Recommendation is one vacancy of JobRecommendations.
type Recommendation struct{ Position, School, District, Score, URL string }

// SearchAlert lists the new vacancies of a teacher's saved search (Search, its name).
type SearchAlert struct {
	FirstName, Search, ResultsURL, ManageURL, UnsubscribeURL string
	List                                                     []AlertVacancy
}

// Template is TemplateSearchAlert.
func (SearchAlert) Template() string { return TemplateSearchAlert }

// AlertVacancy is one vacancy of SearchAlert; GoodMatch is "yes" when the teacher's score would
// earn it a recommendation.
type AlertVacancy struct{ Position, School, District, LastDate, URL, GoodMatch string }

// Invitation invites a school user or admin to be.
type Invitation struct {
	InvitedBy, RoleName, Expires string
	AcceptURL                    string `mail:"secret"`
}

// Template is TemplateInvitation.
func (Invitation) Template() string { return TemplateInvitation }

// ApplicationReceipt tells a teacher her application arrived, and what happens next.
type ApplicationReceipt struct{ FirstName, Position, School, District, ApplicationURL string }

// Template is TemplateApplicationReceipt.
func (ApplicationReceipt) Template() string { return TemplateApplicationReceipt }

// ApplicantDigest is a school user's daily list of their district's new applicants and of those
// left pending too long (Overdue rows).
type ApplicantDigest struct {
	FirstName, InboxURL, SettingsURL string
	List                             []DigestRow
}

// Template is TemplateApplicantDigest.
func (ApplicantDigest) Template() string { return TemplateApplicantDigest }

// DigestRow is one application of ApplicantDigest.
type DigestRow struct {
	Name, Position, School, AppliedOn, URL string
	Overdue                                bool
}

// OfferMade brings a school's offer to the teacher: the salary and dates written for her language.
type OfferMade struct{ FirstName, Position, School, Salary, StartDate, RespondBy, Note, ApplicationURL string }

// Template is TemplateOfferMade.
func (OfferMade) Template() string { return TemplateOfferMade }

// OfferEnded tells the teacher an offer ended without her answer: the school withdrew it, or its
// respond-by day passed (Expired).
type OfferEnded struct {
	FirstName, Position, School, ApplicationURL string
	Expired                                     bool
}

// Template is TemplateOfferEnded.
func (OfferEnded) Template() string { return TemplateOfferEnded }

// OfferAnswered tells the school user who made an offer how it ended: Outcome is accepted,
// declined (with the teacher's Reason) or expired.
type OfferAnswered struct{ FirstName, Teacher, Position, Outcome, Reason, PacketURL string }

// Template is TemplateOfferAnswered.
func (OfferAnswered) Template() string { return TemplateOfferAnswered }

// NotSelected tells a teacher a vacancy was filled or closed without her, with open vacancies
// among her matches (List, possibly empty).
type NotSelected struct {
	FirstName, Position, School, MatchesURL string
	List                                    []Recommendation
}

// Template is TemplateNotSelected.
func (NotSelected) Template() string { return TemplateNotSelected }

// InterviewProposed offers a teacher an interview's proposed times (docs/design.md "Time zones
// and calendar invitations"): Zone is hers, each InterviewTime in it and in Tampa's.
type InterviewProposed struct {
	FirstName, Position, School, Mode, Location, Duration, Note, Zone, ApplicationURL string
	List                                                                              []InterviewTime
}

// Template is TemplateInterviewProposed.
func (InterviewProposed) Template() string { return TemplateInterviewProposed }

// InterviewTime is one proposed time in the teacher's zone and in Tampa's.
type InterviewTime struct{ Local, Tampa string }

// InterviewNotice tells one side of an interview its time: When in the reader's zone (Zone),
// OtherWhen in the other side's (OtherZone: Tampa's for the teacher, hers for the school), and
// for the school (ForSchool) whose interview it is (TeacherName). Reason is why it was
// cancelled, and CancelledBySchool who did.
type InterviewNotice struct {
	FirstName, Position, School, Mode, Location, Duration, When, Zone, OtherWhen, OtherZone string
	TeacherName, Reason, URL                                                                string
	ForSchool, CancelledBySchool                                                            bool
}

// InterviewScheduled is the InterviewNotice of a time the teacher chose.
type InterviewScheduled InterviewNotice

// Template is TemplateInterviewScheduled.
func (InterviewScheduled) Template() string { return TemplateInterviewScheduled }

// InterviewReminder is the InterviewNotice sent a day before the interview.
type InterviewReminder InterviewNotice

// Template is TemplateInterviewReminder.
func (InterviewReminder) Template() string { return TemplateInterviewReminder }

// InterviewCancelled is the InterviewNotice of a cancelled interview; When is empty when no time
// had been chosen.
type InterviewCancelled InterviewNotice

// Template is TemplateInterviewCancelled.
func (InterviewCancelled) Template() string { return TemplateInterviewCancelled }

// InterviewOtherTimes brings a school user the teacher's request for other interview times, with
// her message.
type InterviewOtherTimes struct{ FirstName, TeacherName, Position, Message, URL string }

// Template is TemplateInterviewOtherTimes.
func (InterviewOtherTimes) Template() string { return TemplateInterviewOtherTimes }

// Fields returns d's values by name, the plain ones and the secret ones apart, and the rows of
// its List.
func Fields(d Data) (plain, secret map[string]string, list []map[string]string) {
	plain, secret = map[string]string{}, map[string]string{}
	v := reflect.ValueOf(d)
	for i := range v.NumField() {
		f, value := v.Type().Field(i), v.Field(i)
		switch {
		case value.Kind() == reflect.Slice:
			for j := range value.Len() {
				list = append(list, rowOf(value.Index(j)))
			}
		case f.Tag.Get("mail") == "secret":
			secret[f.Name] = value.String()
		default:
			plain[f.Name] = text(value)
		}
	}
	return plain, secret, list
}

// ReferenceRequest asks a referee (Name) to answer a confidential reference about TeacherName,
// whom they know as Relationship (in the mail's language), through FormURL until Expires; Reminder
// is the one reminder of the same request.
type ReferenceRequest struct {
	Name, TeacherName, Relationship, Expires string
	FormURL                                  string `mail:"secret"`
	Reminder                                 bool
}

// Template is TemplateReferenceRequest.
func (ReferenceRequest) Template() string { return TemplateReferenceRequest }

// ReferenceStatus tells a teacher that the referee she named (RefereeName) gave the reference
// (Received) or declined to, with the link to her references.
type ReferenceStatus struct {
	FirstName, RefereeName, ReferencesURL string
	Received                              bool
}

// Template is TemplateReferenceStatus.
func (ReferenceStatus) Template() string { return TemplateReferenceStatus }

// rowOf returns the values of a row of a list by name.
func rowOf(v reflect.Value) map[string]string {
	row := map[string]string{}
	for i := range v.NumField() {
		row[v.Type().Field(i).Name] = text(v.Field(i))
	}
	return row
}

// text is a value as a template reads it: a bool is "yes" or "".
func text(v reflect.Value) string {
	if v.Kind() == reflect.Bool {
		if v.Bool() {
			return "yes"
		}
		return ""
	}
	return v.String()
}
