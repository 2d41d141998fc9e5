package mail

import (
	"bytes"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"strings"
	texttemplate "text/template"
)

// Each e-mail is templates/<name>.<lang>.tmpl, defining "subject", "text" and "html" (the body that
// goes into layout.html). Data fields are plain strings; html/template escapes them in the HTML.
//
//go:embed templates
var templateFS embed.FS

// Templates the application sends.
const (
	TemplateSubscribeWelcome = "subscribe_welcome"
	TemplateSubscribeConfirm = "subscribe_confirm"
	TemplateContactTeam      = "contact_team"
	TemplateContactReceipt   = "contact_receipt"
	TemplateVerifyEmail      = "verify_email"
	TemplateAccountExists    = "account_exists"
	TemplatePasswordReset    = "password_reset"
	TemplatePasswordChanged  = "password_changed"
	// TemplateMFAEnabled and TemplateMFADisabled tell a user their second factor was turned on or
	// off (FirstName, ResetURL).
	TemplateMFAEnabled  = "mfa_enabled"
	TemplateMFADisabled = "mfa_disabled"
	// TemplateApplicationStatus tells a teacher a school moved their application, or left a note
	// on it without moving it (NoteOnly "yes"; optional, so mails queued before it existed still render).
	TemplateApplicationStatus = "application_status"
	// TemplateJobRecommendations lists a teacher's new top matches (List: Position, School,
	// District, Score, URL).
	TemplateJobRecommendations = "job_recommendations"
	// TemplateSearchAlert lists the new vacancies of a saved search (List: Position, School,
	// District, LastDate, URL, GoodMatch).
	TemplateSearchAlert = "search_alert"
	// TemplateInvitation invites a school user or admin to be (InvitedBy, RoleName, Expires,
	// AcceptURL).
	TemplateInvitation = "invitation"
	// The hiring loop's mails (docs/api.md "Hiring loop II"): the teacher's receipt of an
	// application, a school user's daily digest of applicants, an offer made to a teacher, an offer
	// that ended without her answer (withdrawn or expired), her answer told to the school, and the
	// close-out's "not selected" with similar open vacancies.
	TemplateApplicationReceipt = "application_receipt"
	TemplateApplicantDigest    = "applicant_digest"
	TemplateOfferMade          = "offer_made"
	TemplateOfferEnded         = "offer_ended"
	TemplateOfferAnswered      = "offer_answered"
	TemplateNotSelected        = "not_selected"
	// TemplateInterviewProposed offers a teacher a school's interview times, each in her zone and
	// in Tampa's (List: Local, Tampa).
	TemplateInterviewProposed = "interview_proposed"
	// TemplateInterviewScheduled, TemplateInterviewReminder and TemplateInterviewCancelled tell
	// either side of an interview's time (InterviewNotice), with its calendar invitation.
	TemplateInterviewScheduled = "interview_scheduled"
	TemplateInterviewReminder  = "interview_reminder"
	TemplateInterviewCancelled = "interview_cancelled"
	// TemplateInterviewOtherTimes brings a school the teacher's request for other times.
	TemplateInterviewOtherTimes = "interview_other_times"
	// TemplateReferenceRequest asks a referee for a confidential reference, or reminds them once
	// (ReferenceRequest); TemplateReferenceStatus tells the teacher it was given or declined, never
	// what it says.
	TemplateReferenceRequest = "reference_request"
	TemplateReferenceStatus  = "reference_status"
)

// Renderer turns a template name, a language and data into subject, text and HTML.
type Renderer struct {
	siteURL string
	text    map[string]*texttemplate.Template
	html    map[string]*htmltemplate.Template
}

// NewRenderer parses every template once. siteURL (BASE_URL) is given to every template as SiteURL.
func NewRenderer(siteURL string) (*Renderer, error) {
	r := &Renderer{siteURL: siteURL, text: map[string]*texttemplate.Template{}, html: map[string]*htmltemplate.Template{}}
	files, err := templateFS.ReadDir("templates")
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		name, ok := strings.CutSuffix(f.Name(), ".tmpl")
		if !ok {
			continue
		}
		path := "templates/" + f.Name()
		t, err := texttemplate.New(name).Option("missingkey=error").ParseFS(templateFS, path)
		if err != nil {
			return nil, fmt.Errorf("mail: %s: %w", path, err)
		}
		h, err := htmltemplate.New(name).Option("missingkey=error").ParseFS(templateFS, "templates/layout.html", path)
		if err != nil {
			return nil, fmt.Errorf("mail: %s: %w", path, err)
		}
		r.text[name], r.html[name] = t, h
	}
	return r, nil
}

// Rendered is the content of one e-mail.
type Rendered struct {
	Subject, Text, HTML string
}

// Render fills template name in lang ("en" or "es"; anything else is English) with data, and
// with the rows of list as List.
func (r *Renderer) Render(name, lang string, data map[string]string, list ...map[string]string) (Rendered, error) {
	if lang != "es" {
		lang = "en"
	}
	key := name + "." + lang
	t, ok := r.text[key]
	if !ok {
		return Rendered{}, fmt.Errorf("mail: no template %s", key)
	}
	view := map[string]any{"Lang": lang, "SiteURL": r.siteURL, "UnsubscribeURL": "", "List": list}
	for k, v := range data {
		view[k] = v
	}
	var subject, text, html bytes.Buffer
	if err := t.ExecuteTemplate(&subject, "subject", view); err != nil {
		return Rendered{}, fmt.Errorf("mail: %s subject: %w", key, err)
	}
	if err := t.ExecuteTemplate(&text, "text", view); err != nil {
		return Rendered{}, fmt.Errorf("mail: %s text: %w", key, err)
	}
	if err := r.html[key].ExecuteTemplate(&html, "layout", view); err != nil {
		return Rendered{}, fmt.Errorf("mail: %s html: %w", key, err)
	}
	return Rendered{Subject: OneLine(subject.String()), Text: strings.TrimSpace(text.String()) + "\n", HTML: html.String()}, nil
}
