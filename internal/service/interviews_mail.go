package service

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	ics "github.com/arran4/golang-ical"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// The mails of interviews, and their calendar invitations (docs/design.md "Time zones and
// calendar invitations"). Each reader gets her own mail, in her language, with the time in her
// zone and in the other side's; a school user's zone is Tampa's.

var (
	weekdaysES = [...]string{"domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"}
	monthsES   = [...]string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
		"octubre", "noviembre", "diciembre"}
)

// zoneOf loads an IANA zone; a name the zone database no longer knows reads as Tampa's.
func zoneOf(name string) *time.Location {
	if zone, err := time.LoadLocation(name); err == nil && name != "" {
		return zone
	}
	return model.Tampa
}

// InterviewTime writes an instant as a reader in the zone and language reads it: "Monday, March
// 15, 2027, 9:00 PM" or "lunes 15 de marzo de 2027, 21:00".
func InterviewTime(t time.Time, zone, lang string) string {
	t = t.In(zoneOf(zone))
	if lang == "es" {
		return fmt.Sprintf("%s %d de %s de %d, %s", weekdaysES[t.Weekday()], t.Day(), monthsES[t.Month()-1], t.Year(), t.Format("15:04"))
	}
	return t.Format("Monday, January 2, 2006, 3:04 PM")
}

// teacherApplicationURL is the page of one of a teacher's applications.
func (s *Service) teacherApplicationURL(applicationID string) string {
	return s.cfg.BaseURL + "/teacher/applications/" + url.PathEscape(applicationID)
}

// schoolApplicationURL is the packet of an application, for its district's school users.
func (s *Service) schoolApplicationURL(applicationID string) string {
	return s.cfg.BaseURL + "/school/applications/" + url.PathEscape(applicationID)
}

// mailProposal mails the teacher the proposed times in her zone and Tampa's. It carries no
// invitation: a REQUEST names one start, and there is none until she chooses.
func (s *Service) mailProposal(ctx context.Context, tx *store.Tx, i store.InterviewRow) error {
	lang, zone := i.Teacher.Language, model.TeacherZone(i.TeacherZone, i.TeacherCountry)
	d := mail.InterviewProposed{FirstName: i.Teacher.FirstName, Position: i.Position, School: i.School, Mode: i.Mode,
		Location: i.Location, Duration: strconv.Itoa(i.DurationMinutes), Note: i.Note, Zone: zone,
		ApplicationURL: s.teacherApplicationURL(i.ApplicationID)}
	for _, start := range i.SlotStarts {
		d.List = append(d.List, mail.InterviewTime{Local: InterviewTime(start, zone, lang), Tampa: InterviewTime(start, model.TampaZone, lang)})
	}
	return s.Mail.EnqueueMail(ctx, tx, jobs.NewMail(s.Keys, i.Teacher.Email, lang, d))
}

// notices returns the InterviewNotice of the interview for the teacher and for each school user
// of the district, with who they are.
func (s *Service) notices(ctx context.Context, tx *store.Tx, i store.InterviewRow) ([]store.Recipient, []mail.InterviewNotice, error) {
	schools, err := tx.OrganizationRecipients(ctx, i.OrganizationID)
	if err != nil {
		return nil, nil, err
	}
	teacherZone := model.TeacherZone(i.TeacherZone, i.TeacherCountry)
	readers := append([]store.Recipient{i.Teacher}, schools...)
	notices := make([]mail.InterviewNotice, len(readers))
	for n, r := range readers {
		forSchool := n > 0
		d := mail.InterviewNotice{FirstName: r.FirstName, Position: i.Position, School: i.School, Mode: i.Mode, Location: i.Location,
			Duration: strconv.Itoa(i.DurationMinutes), TeacherName: i.Teacher.FirstName + " " + i.TeacherLastName,
			ForSchool: forSchool, Zone: teacherZone, OtherZone: model.TampaZone, URL: s.teacherApplicationURL(i.ApplicationID)}
		if forSchool {
			d.Zone, d.OtherZone, d.URL = model.TampaZone, teacherZone, s.schoolApplicationURL(i.ApplicationID)
		}
		if i.Start != nil {
			d.When, d.OtherWhen = InterviewTime(*i.Start, d.Zone, r.Language), InterviewTime(*i.Start, d.OtherZone, r.Language)
		}
		notices[n] = d
	}
	return readers, notices, nil
}

// mailNotices mails each side of the interview its notice as the template of kind, changed by
// edit when given, with the interview's calendar invitation when withCalendar.
func (s *Service) mailNotices(ctx context.Context, tx *store.Tx, i store.InterviewRow, kind func(mail.InterviewNotice) mail.Data,
	withCalendar bool, edit func(*mail.InterviewNotice)) error {
	readers, notices, err := s.notices(ctx, tx, i)
	if err != nil {
		return err
	}
	mails := make([]jobs.MailArgs, len(readers))
	for n, r := range readers {
		if edit != nil {
			edit(&notices[n])
		}
		mails[n] = jobs.NewMail(s.Keys, r.Email, r.Language, kind(notices[n]))
		if withCalendar {
			calendar := s.interviewCalendar(i, r.Language, notices[n].URL, time.Now())
			mails[n].Calendar = &calendar
		}
	}
	return s.Mail.EnqueueMail(ctx, tx, mails...)
}

// mailScheduled mails both sides the chosen time with the invitation (METHOD:REQUEST).
func (s *Service) mailScheduled(ctx context.Context, tx *store.Tx, i store.InterviewRow) error {
	return s.mailNotices(ctx, tx, i, func(n mail.InterviewNotice) mail.Data { return mail.InterviewScheduled(n) }, true, nil)
}

// mailCancelled mails both sides the cancellation, with the calendar's CANCEL when a time had
// been chosen (and so sent as a REQUEST).
func (s *Service) mailCancelled(ctx context.Context, tx *store.Tx, i store.InterviewRow, reason string, bySchool bool) error {
	return s.mailNotices(ctx, tx, i, func(n mail.InterviewNotice) mail.Data { return mail.InterviewCancelled(n) }, i.Start != nil,
		func(n *mail.InterviewNotice) { n.Reason, n.CancelledBySchool = reason, bySchool })
}

// mailOtherTimes mails the district's school users the teacher's request for other times.
func (s *Service) mailOtherTimes(ctx context.Context, tx *store.Tx, i store.InterviewRow, message string) error {
	schools, err := tx.OrganizationRecipients(ctx, i.OrganizationID)
	if err != nil {
		return err
	}
	mails := make([]jobs.MailArgs, len(schools))
	for n, r := range schools {
		mails[n] = jobs.NewMail(s.Keys, r.Email, r.Language, mail.InterviewOtherTimes{FirstName: r.FirstName,
			TeacherName: i.Teacher.FirstName + " " + i.TeacherLastName, Position: i.Position, Message: message,
			URL: s.schoolApplicationURL(i.ApplicationID)})
	}
	return s.Mail.EnqueueMail(ctx, tx, mails...)
}

// InterviewReminderWindow is how long before a scheduled interview both sides are reminded.
const InterviewReminderWindow = 24 * time.Hour

// SendInterviewReminders mails both sides of each scheduled interview starting within
// InterviewReminderWindow that was not reminded of for its start yet, in batches, and returns how
// many interviews it reminded of. Each is marked in the transaction that queues its mails, so a
// reminder goes out once per interview and start, however often the job runs.
func (s *Service) SendInterviewReminders(ctx context.Context) (int, error) {
	total := 0
	for {
		n := 0
		err := s.Store.InTx(ctx, func(tx *store.Tx) error {
			due, err := tx.LockInterviewsToRemind(ctx, InterviewReminderWindow)
			if err != nil {
				return err
			}
			n = len(due)
			for _, i := range due {
				err := s.mailNotices(ctx, tx, i, func(n mail.InterviewNotice) mail.Data { return mail.InterviewReminder(n) }, false, nil)
				if err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil || n == 0 {
			return total, err
		}
		total += n
	}
}

// interviewCalendar writes the interview's iCalendar object (RFC 5545) for an iTIP message (RFC
// 5546): a REQUEST for its time, or a CANCEL once cancelled. The UID is the interview's for its
// whole life and the SEQUENCE the interview's count of changes, so a calendar replaces the event
// it holds; times are in UTC, which every calendar program reads without a VTIMEZONE. The summary
// names only the position and the school; the description links to the reader's page of it.
func (s *Service) interviewCalendar(i store.InterviewRow, lang, link string, now time.Time) mail.Calendar {
	method, status := ics.MethodRequest, ics.ObjectStatusConfirmed
	if i.Status == model.InterviewCancelled {
		method, status = ics.MethodCancel, ics.ObjectStatusCancelled
	}
	host := "localhost" // BASE_URL is always a URL (internal/config): only a test's bare service lacks one
	if u, err := url.Parse(s.cfg.BaseURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	cal := ics.NewCalendarFor("TeachBay")
	cal.SetMethod(method)
	e := cal.AddEvent("interview-" + i.ID + "@" + host)
	e.SetDtStampTime(now)
	e.SetSequence(i.Sequence)
	e.SetStartAt(*i.Start)
	e.SetEndAt(i.Start.Add(time.Duration(i.DurationMinutes) * time.Minute))
	e.SetStatus(status)
	summary, description := "Interview: %s, %s", "TeachBay interview. See it here: %s"
	if lang == "es" {
		summary, description = "Entrevista: %s, %s", "Entrevista de TeachBay. Consúltala aquí: %s"
	}
	e.SetSummary(fmt.Sprintf(summary, i.Position, i.School))
	e.SetDescription(fmt.Sprintf(description, link))
	if i.Location != "" {
		e.SetLocation(i.Location)
	}
	e.SetOrganizer("mailto:no-reply@"+host, ics.WithCN(i.School))
	e.AddAttendee("mailto:"+i.Teacher.Email, ics.WithCN(strings.TrimSpace(i.Teacher.FirstName+" "+i.TeacherLastName)),
		ics.ParticipationRoleReqParticipant, ics.ParticipationStatusAccepted, ics.WithRSVP(false))
	return mail.Calendar{Method: string(method), Text: cal.Serialize()}
}
