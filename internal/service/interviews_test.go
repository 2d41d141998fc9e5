package service_test

import (
	"context"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

// interviewEnv is a complete teacher (Ana, in the Philippines, reading Spanish) who applied to the
// test district's Mathematics Teacher, a school user of that district and one of another.
type interviewEnv struct {
	*teacherEnv
	application   string
	school, other model.User
}

func newInterviewEnv(t *testing.T) interviewEnv {
	t.Helper()
	env, ana := completeTeacher(t)
	a, err := env.svc.Apply(context.Background(), ana, vacancyID(t, env, "Mathematics Teacher"))
	if err != nil {
		t.Fatal(err)
	}
	return interviewEnv{teacherEnv: env, application: a.ID, school: schoolUser(t, env, "hr@test.example", "test-district"),
		other: schoolUser(t, env, "hr@other.example", "other")}
}

// The two slots straddle New York's change to daylight time on 2027-03-14: 9:00 in Tampa is 22:00
// in Manila (no daylight time) before it and 21:00 after.
var (
	beforeDST = "2027-03-12T09:00:00-05:00"
	afterDST  = "2027-03-15T09:00:00-04:00"
)

func videoInterview(slots ...string) service.InterviewInput {
	return service.InterviewInput{Mode: model.InterviewVideo, Location: "https://meet.example.com/abc-defg", DurationMinutes: 45,
		Slots: slots, Note: "We will meet the principal."}
}

// scheduled is a proposal whose first time Ana chose.
func (e interviewEnv) scheduled(t *testing.T) model.Interview {
	t.Helper()
	i := e.propose(t)
	if _, err := e.svc.ChooseInterviewSlot(context.Background(), e.teacher, i.ID, i.Slots[0].ID); err != nil {
		t.Fatal(err)
	}
	return i
}

func (e interviewEnv) propose(t *testing.T) model.Interview {
	t.Helper()
	i, err := e.svc.ProposeInterview(context.Background(), e.school, e.application, videoInterview(beforeDST, afterDST))
	if err != nil {
		t.Fatal(err)
	}
	return i
}

func countMails(t *testing.T, st *store.Store, template string) int {
	t.Helper()
	return testdb.Value[int](t, st, `SELECT count(*)::int FROM river_job WHERE kind = 'send_mail' AND args->>'template' = $1`, template)
}

func TestAProposalIsCheckedAndMailedInTheTeachersZoneAndTampas(t *testing.T) {
	t.Parallel()
	env := newInterviewEnv(t)
	ctx := context.Background()
	future := time.Now().Add(48 * time.Hour).Format(time.RFC3339)
	for _, tt := range []struct {
		name string
		in   service.InterviewInput
		want map[string]string
	}{
		{"unknown mode", service.InterviewInput{Mode: "carrier_pigeon", DurationMinutes: 30, Slots: []string{future}}, map[string]string{"mode": "invalid"}},
		{"plain http link", service.InterviewInput{Mode: "video", Location: "http://meet.example.com/a", DurationMinutes: 30, Slots: []string{future}},
			map[string]string{"location": "invalid"}},
		{"no address", service.InterviewInput{Mode: "in_person", DurationMinutes: 30, Slots: []string{future}}, map[string]string{"location": "required"}},
		{"too short", service.InterviewInput{Mode: "phone", DurationMinutes: 14, Slots: []string{future}}, map[string]string{"durationMinutes": "out_of_range"}},
		{"too long", service.InterviewInput{Mode: "phone", DurationMinutes: 241, Slots: []string{future}}, map[string]string{"durationMinutes": "out_of_range"}},
		{"no slot", service.InterviewInput{Mode: "phone", DurationMinutes: 30}, map[string]string{"slots": "out_of_range"}},
		{"six slots", service.InterviewInput{Mode: "phone", DurationMinutes: 30, Slots: []string{beforeDST, afterDST, "2027-03-16T09:00:00-04:00",
			"2027-03-17T09:00:00-04:00", "2027-03-18T09:00:00-04:00", "2027-03-19T09:00:00-04:00"}}, map[string]string{"slots": "out_of_range"}},
		{"past slot", service.InterviewInput{Mode: "phone", DurationMinutes: 30, Slots: []string{"2020-01-01T09:00:00Z"}}, map[string]string{"slots": "past"}},
		{"same slot twice", service.InterviewInput{Mode: "phone", DurationMinutes: 30, Slots: []string{afterDST, "2027-03-15T13:00:00Z"}},
			map[string]string{"slots": "duplicate"}},
		{"not a time", service.InterviewInput{Mode: "phone", DurationMinutes: 30, Slots: []string{"tomorrow"}}, map[string]string{"slots": "invalid"}},
	} {
		_, err := env.svc.ProposeInterview(ctx, env.school, env.application, tt.in)
		if _, fields := codeOf(t, err); !equalMaps(fields, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, fields, tt.want)
		}
	}
	if _, err := env.svc.ProposeInterview(ctx, env.other, env.application, videoInterview(afterDST)); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another district proposed: %v", err)
	}

	i := env.propose(t)
	if i.Status != model.InterviewProposed || len(i.Slots) != 2 || i.Slots[0].Start != "2027-03-12T14:00:00Z" || i.Start != nil ||
		i.TeacherTimeZone != "Asia/Manila" || i.SchoolTimeZone != "America/New_York" {
		t.Errorf("proposed: %+v", i)
	}
	if a, _ := env.svc.Application(ctx, env.teacher.ID, env.application); a.Status != model.StatusInterview {
		t.Errorf("the application is %s", a.Status)
	}
	mail := queuedArgs(t, env.st, "interview_proposed", "ana@example.com")
	if mail.Lang != "es" || mail.Calendar != nil || len(mail.List) != 2 ||
		mail.List[0]["Local"] != "viernes 12 de marzo de 2027, 22:00" || mail.List[0]["Tampa"] != "viernes 12 de marzo de 2027, 09:00" ||
		mail.List[1]["Local"] != "lunes 15 de marzo de 2027, 21:00" || mail.List[1]["Tampa"] != "lunes 15 de marzo de 2027, 09:00" {
		t.Errorf("the proposal mail: %s %+v %v", mail.Lang, mail.List, mail.Calendar)
	}
	if _, err := env.svc.ProposeInterview(ctx, env.school, env.application, videoInterview(afterDST)); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("a second open interview: %v", err)
	}
	// A final application cannot be invited (its interview cancelled first, so only the status decides).
	if _, err := env.svc.CancelInterview(ctx, env.school, i.ID, ""); err != nil {
		t.Fatal(err)
	}
	for _, final := range []string{"hired", "not_selected"} {
		testdb.Value[int](t, env.st, `WITH a AS (UPDATE applications SET status = $2 WHERE id = $1 RETURNING 1) SELECT count(*)::int FROM a`,
			env.application, final)
		if _, err := env.svc.ProposeInterview(ctx, env.school, env.application, videoInterview(afterDST)); !model.HasCode(err, model.ECodeConflict) {
			t.Errorf("an interview for a %s application: %v", final, err)
		}
	}
}

func TestInterviewTimesFollowEachZonesDaylightTime(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ at, zone, lang, want string }{
		{afterDST, "Asia/Manila", "es", "lunes 15 de marzo de 2027, 21:00"},
		{afterDST, "Asia/Manila", "en", "Monday, March 15, 2027, 9:00 PM"},
		{beforeDST, "Asia/Manila", "en", "Friday, March 12, 2027, 10:00 PM"},
		{beforeDST, "America/New_York", "en", "Friday, March 12, 2027, 9:00 AM"},
		{afterDST, "America/Bogota", "es", "lunes 15 de marzo de 2027, 08:00"},
		{afterDST, "Nowhere/Unknown", "en", "Monday, March 15, 2027, 9:00 AM"}, // an unknown zone reads as Tampa's
	} {
		at, _ := time.Parse(time.RFC3339, tt.at)
		if got := service.InterviewTime(at, tt.zone, tt.lang); got != tt.want {
			t.Errorf("%s in %s (%s): %q, want %q", tt.at, tt.zone, tt.lang, got, tt.want)
		}
	}
}

// parseCalendar reads a mail's invitation back with the library and returns its method and event.
func parseCalendar(t *testing.T, args jobs.MailArgs) (string, *ics.VEvent) {
	t.Helper()
	if args.Calendar == nil {
		t.Fatalf("%s to %s carries no calendar", args.Template, args.To)
	}
	cal, err := ics.ParseCalendar(strings.NewReader(args.Calendar.Text))
	if err != nil {
		t.Fatal(err)
	}
	method := ""
	for _, p := range cal.CalendarProperties {
		if p.IANAToken == string(ics.PropertyMethod) {
			method = p.Value
		}
	}
	if method != args.Calendar.Method || len(cal.Events()) != 1 {
		t.Fatalf("method %q (the mail says %q), %d events", method, args.Calendar.Method, len(cal.Events()))
	}
	return method, cal.Events()[0]
}

func prop(e *ics.VEvent, p ics.ComponentProperty) string {
	if v := e.GetProperty(p); v != nil {
		return v.Value
	}
	return ""
}

func TestChoosingATimeSchedulesItAndBothSidesGetTheInvitation(t *testing.T) {
	t.Parallel()
	env := newInterviewEnv(t)
	ctx := context.Background()
	ana := env.teacher
	i := env.propose(t)
	other := newInterviewEnv(t) // another database: its interview's slot is unknown here
	otherSlot := other.propose(t).Slots[0].ID

	if _, err := env.svc.ChooseInterviewSlot(ctx, ana, i.ID, otherSlot); !model.HasCode(err, model.ECodeValidation) {
		t.Errorf("a slot of another interview: %v", err)
	}
	if _, err := env.svc.ChooseInterviewSlot(ctx, other.teacher, i.ID, i.Slots[1].ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another teacher chose: %v", err)
	}
	got, err := env.svc.ChooseInterviewSlot(ctx, ana, i.ID, i.Slots[1].ID)
	if err != nil || got.Status != model.InterviewScheduled || got.Start == nil || *got.Start != "2027-03-15T13:00:00Z" {
		t.Fatalf("chose: %+v, %v", got, err)
	}
	if _, err := env.svc.ChooseInterviewSlot(ctx, ana, i.ID, i.Slots[0].ID); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("chose twice: %v", err)
	}

	teacherMail, schoolMail := queuedArgs(t, env.st, "interview_scheduled", "ana@example.com"), queuedArgs(t, env.st, "interview_scheduled", "hr@test.example")
	data, _ := teacherMail.AllData(testKeys)
	if teacherMail.Lang != "es" || data["When"] != "lunes 15 de marzo de 2027, 21:00" || data["Zone"] != "Asia/Manila" ||
		data["OtherWhen"] != "lunes 15 de marzo de 2027, 09:00" || data["OtherZone"] != "America/New_York" {
		t.Errorf("the teacher's mail: %s %v", teacherMail.Lang, data)
	}
	data, _ = schoolMail.AllData(testKeys)
	if schoolMail.Lang != "en" || data["When"] != "Monday, March 15, 2027, 9:00 AM" || data["OtherWhen"] != "Monday, March 15, 2027, 9:00 PM" ||
		data["ForSchool"] != "yes" || data["TeacherName"] != "Ana Cruz" {
		t.Errorf("the school's mail: %s %v", schoolMail.Lang, data)
	}
	uid := "interview-" + i.ID + "@teachbay.example"
	for _, m := range []jobs.MailArgs{teacherMail, schoolMail} {
		method, e := parseCalendar(t, m)
		start, _ := e.GetStartAt()
		end, _ := e.GetEndAt()
		if method != "REQUEST" || e.Id() != uid || prop(e, ics.ComponentPropertySequence) != "1" ||
			prop(e, ics.ComponentPropertyDtStart) != "20270315T130000Z" || !end.Equal(start.Add(45*time.Minute)) ||
			prop(e, ics.ComponentPropertyStatus) != "CONFIRMED" || prop(e, ics.ComponentPropertyLocation) != "https://meet.example.com/abc-defg" {
			t.Errorf("the invitation to %s:\n%s", m.To, m.Calendar.Text)
		}
		if summary := prop(e, ics.ComponentPropertySummary); !strings.Contains(summary, "Mathematics Teacher, Bay High School") ||
			strings.Contains(summary, "Ana") {
			t.Errorf("summary %q", summary)
		}
	}

	// The mails reach a real SMTP server with the invitation attached as text/calendar; method=REQUEST.
	// Her other mails (the receipt of her application among them) come in any order beside it, so
	// the outbox is read until the invitation is there.
	outbox := deliverMail(t, env.teacherEnv)
	var found bool
	for deadline := time.Now().Add(20 * time.Second); !found && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		for _, m := range outbox.Messages() {
			if m.To[0] == "ana@example.com" && strings.Contains(m.PartHeader("text/calendar"), "method=REQUEST") {
				found = found || strings.Contains(m.Part("text/calendar"), "UID:"+uid)
			}
		}
	}
	if !found {
		t.Error("no mail to Ana carried the invitation")
	}
}

func TestCancellingSendsTheCalendarsCancelOnceAndCompletingWaitsForTheTime(t *testing.T) {
	t.Parallel()
	env := newInterviewEnv(t)
	ctx := context.Background()
	i := env.scheduled(t)
	if _, err := env.svc.CompleteInterview(ctx, env.school, i.ID); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("completed before its time: %v", err)
	}
	if _, err := env.svc.CancelInterview(ctx, env.other, i.ID, "x"); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another district cancelled: %v", err)
	}
	got, err := env.svc.CancelInterview(ctx, env.teacher, i.ID, "  I accepted another offer.  ")
	if err != nil || got.Status != model.InterviewCancelled {
		t.Fatalf("cancelled: %+v, %v", got, err)
	}
	if _, err := env.svc.CancelInterview(ctx, env.school, i.ID, ""); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("cancelled twice: %v", err)
	}
	for _, to := range []string{"ana@example.com", "hr@test.example"} {
		m := queuedArgs(t, env.st, "interview_cancelled", to)
		method, e := parseCalendar(t, m)
		data, _ := m.AllData(testKeys)
		if method != "CANCEL" || e.Id() != "interview-"+i.ID+"@teachbay.example" || prop(e, ics.ComponentPropertySequence) != "2" ||
			prop(e, ics.ComponentPropertyStatus) != "CANCELLED" || data["Reason"] != "I accepted another offer." || data["CancelledBySchool"] != "" {
			t.Errorf("the cancellation to %s: %v\n%s", to, data, m.Calendar.Text)
		}
	}
	if n := countMails(t, env.st, "interview_cancelled"); n != 2 {
		t.Errorf("%d cancellation mails", n)
	}
	ics, err := env.svc.InterviewCalendar(ctx, env.school, i.ID)
	if err != nil || !strings.Contains(ics, "METHOD:CANCEL") {
		t.Errorf("the download of a cancelled interview: %v\n%s", err, ics)
	}
	if _, err := env.svc.InterviewCalendar(ctx, env.other, i.ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another district downloaded it: %v", err)
	}

	// A second interview, held: the school marks it completed once its time has passed.
	second, err := env.svc.ProposeInterview(ctx, env.school, env.application, service.InterviewInput{Mode: model.InterviewInPerson,
		Location: "1 Bay Street, Tampa, FL", DurationMinutes: 30, Slots: []string{afterDST}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.svc.ChooseInterviewSlot(ctx, env.teacher, second.ID, second.Slots[0].ID); err != nil {
		t.Fatal(err)
	}
	testdb.Value[int](t, env.st, `WITH i AS (UPDATE interviews SET start_at = now() - interval '1 hour' WHERE id = $1 RETURNING 1)
		SELECT count(*)::int FROM i`, second.ID)
	if _, err := env.svc.CompleteInterview(ctx, env.teacher, second.ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("the teacher completed it: %v", err)
	}
	if got, err := env.svc.CompleteInterview(ctx, env.school, second.ID); err != nil || got.Status != model.InterviewCompleted {
		t.Errorf("completed: %+v, %v", got, err)
	}
	if _, err := env.svc.CancelInterview(ctx, env.school, second.ID, ""); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("cancelled a completed interview: %v", err)
	}
}

func TestAskingForOtherTimesMailsTheSchoolAndKeepsTheProposal(t *testing.T) {
	t.Parallel()
	env := newInterviewEnv(t)
	ctx := context.Background()
	i := env.propose(t)
	if _, err := env.svc.AskOtherInterviewTimes(ctx, env.teacher, i.ID, "  "); !model.HasCode(err, model.ECodeValidation) {
		t.Errorf("an empty message: %v", err)
	}
	got, err := env.svc.AskOtherInterviewTimes(ctx, env.teacher, i.ID, "Could we meet a week later?")
	if err != nil || got.Status != model.InterviewProposed {
		t.Fatalf("other times: %+v, %v", got, err)
	}
	data := queuedMail(t, env.st, "interview_other_times", "hr@test.example")
	if data["Message"] != "Could we meet a week later?" || data["TeacherName"] != "Ana Cruz" ||
		!strings.HasSuffix(data["URL"], "/school/applications/"+env.application) {
		t.Errorf("the school's mail: %v", data)
	}
	if n := countMails(t, env.st, "interview_other_times"); n != 1 {
		t.Errorf("%d mails: only the district's one school user is mailed", n)
	}
}

func TestTheReminderGoesOutOncePerInterviewAndStart(t *testing.T) {
	t.Parallel()
	env := newInterviewEnv(t)
	ctx := context.Background()
	i := env.scheduled(t)
	moveTo := func(in string) {
		testdb.Value[int](t, env.st, `WITH i AS (UPDATE interviews SET start_at = now() + $2::interval WHERE id = $1 RETURNING 1)
			SELECT count(*)::int FROM i`, i.ID, in)
	}
	if n, err := env.svc.SendInterviewReminders(ctx); n != 0 || err != nil {
		t.Errorf("reminded of an interview in March: %d, %v", n, err)
	}
	moveTo("20 hours")
	for run, want := range []int{1, 0} {
		if n, err := env.svc.SendInterviewReminders(ctx); n != want || err != nil {
			t.Errorf("run %d reminded of %d, %v; want %d", run, n, err, want)
		}
	}
	if n := countMails(t, env.st, "interview_reminder"); n != 2 {
		t.Errorf("%d reminders, want one to each side", n)
	}
	moveTo("22 hours") // moved: a new start is reminded of again
	if n, err := env.svc.SendInterviewReminders(ctx); n != 1 || err != nil || countMails(t, env.st, "interview_reminder") != 4 {
		t.Errorf("after the move: %d, %v", n, err)
	}
}

// A vacancy's close-out and the teacher's withdrawal both end the application's scheduled
// interview, in their own transaction, with the calendar's CANCEL to both sides.
func TestACloseOutOrAWithdrawalCancelsTheOpenInterviews(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for _, by := range []string{"close-out", "withdrawal"} {
		env := newInterviewEnv(t)
		env.scheduled(t)
		var err error
		if by == "close-out" {
			vacancy := testdb.Value[string](t, env.st, `SELECT vacancy_id::text FROM applications WHERE id = $1`, env.application)
			_, err = env.svc.CloseOutBatch(ctx, vacancy, false, 50)
		} else {
			_, err = env.svc.CancelApplication(ctx, env.teacher.ID, env.application)
		}
		if err != nil {
			t.Fatalf("%s: %v", by, err)
		}
		list, err := env.svc.TeacherInterviews(ctx, env.teacher.ID, env.application)
		if err != nil || len(list) != 1 || list[0].Status != model.InterviewCancelled {
			t.Fatalf("after the %s: %+v, %v", by, list, err)
		}
		m := queuedArgs(t, env.st, "interview_cancelled", "ana@example.com")
		data, _ := m.AllData(testKeys)
		if method, _ := parseCalendar(t, m); method != "CANCEL" || (data["CancelledBySchool"] == "yes") != (by == "close-out") {
			t.Errorf("the %s's mail: %v", by, data)
		}
		if by == "close-out" {
			if _, err := env.svc.TeacherInterviews(ctx, env.other.ID, env.application); !model.HasCode(err, model.ECodeNotFound) {
				t.Errorf("another user listed them: %v", err)
			}
			if _, err := env.svc.SchoolInterviews(ctx, env.other, env.application); !model.HasCode(err, model.ECodeNotFound) {
				t.Errorf("another district listed them: %v", err)
			}
		}
	}
}

func TestTheProfileTimeZoneDefaultsFromTheCountry(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	id := env.teacher.ID
	profile := model.Profile{FirstName: "Ana", LastName: "Cruz", ContactNumber: "+639171234567", Address: "12 Rizal St",
		City: "Quezon City", State: "Metro Manila", ZipCode: "1100", Country: "PH"}
	save := func(country, zone string) (string, error) {
		p := profile
		p.Country, p.TimeZone = country, zone
		if country == "CO" {
			p.ContactNumber = "+573001234567"
		}
		v, err := env.svc.UpdateProfile(ctx, id, p)
		return v.TimeZone, err
	}
	for _, tt := range []struct{ country, zone, want string }{
		{"PH", "", "Asia/Manila"},
		{"CO", "", "America/Bogota"},               // follows the country
		{"CO", "America/Bogota", "America/Bogota"}, // the country's own: still follows it
		{"PH", "", "Asia/Manila"},                  // and so moves with it
		{"PH", "Europe/Madrid", "Europe/Madrid"},   // a zone of her choice stays
		{"CO", "", "Europe/Madrid"},                // whatever the country
	} {
		if got, err := save(tt.country, tt.zone); got != tt.want || err != nil {
			t.Errorf("%s %q: %q, %v; want %q", tt.country, tt.zone, got, err, tt.want)
		}
	}
	for _, bad := range []string{"Mars/Olympus", "Local", "EST5EDT,M3"} {
		if _, err := save("PH", bad); err == nil {
			t.Errorf("%q was accepted", bad)
		} else if _, fields := codeOf(t, err); fields["timeZone"] != "invalid" {
			t.Errorf("%q: %v", bad, fields)
		}
	}
	if model.CountryZone("CA") != "America/New_York" || model.CountryZone("US") != "America/New_York" {
		t.Error("a country of several zones starts in Tampa's")
	}
}
