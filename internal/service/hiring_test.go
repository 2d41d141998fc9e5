package service_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/disclosures"
	"github.com/teachbay/teachbay/internal/jobs"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
	"github.com/teachbay/teachbay/web/shared"
)

// applicants adds teachers (alternately Spanish and English readers) with an application in each
// of the statuses to the vacancy, sent days ago, and returns the applications' ids in order.
func applicants(t *testing.T, env *teacherEnv, vacancyID string, daysAgo int, statuses ...string) []string {
	t.Helper()
	ids := make([]string, len(statuses))
	for i, status := range statuses {
		n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM users`)
		ids[i] = testdb.Value[string](t, env.st, `WITH u AS (INSERT INTO users (role, email, first_name, last_name, language, email_verified_at)
				VALUES ('teacher', $1, $2, 'Applicant', $3, now()) RETURNING id)
			INSERT INTO applications (teacher_id, vacancy_id, status, applicant, presentation, disclosures, applied_at)
			SELECT u.id, $4, $5, jsonb_build_object('firstName', $2::text, 'lastName', 'Applicant'), '', '[]',
				now() - make_interval(days => $6::int) FROM u RETURNING id::text`,
			fmt.Sprintf("t%d@example.com", n), fmt.Sprintf("Teacher%d", n), []string{"es", "en"}[i%2], vacancyID, status, daysAgo)
		testdb.Value[int](t, env.st, `WITH e AS (INSERT INTO application_events (application_id, status, actor_id, at)
			SELECT id, 'pending', teacher_id, applied_at FROM applications WHERE id = $1 RETURNING 1) SELECT count(*)::int FROM e`, ids[i])
	}
	return ids
}

// hiringFixture is the services with Ana (a complete profile), a school user of her vacancies'
// district and the id of the vacancy Mathematics Teacher.
func hiringFixture(t *testing.T) (env *teacherEnv, ana string, hr model.User, math string) {
	t.Helper()
	env, ana = completeTeacher(t)
	return env, ana, schoolUser(t, env, "hr@test.example", "test-district"), vacancyID(t, env, "Mathematics Teacher")
}

// statusOf returns an application's status.
func statusOf(t *testing.T, env *teacherEnv, id string) string {
	t.Helper()
	return testdb.Value[string](t, env.st, `SELECT status FROM applications WHERE id = $1`, id)
}

// mailsTo counts the mail jobs of a template to each address.
func mailsTo(t *testing.T, env *teacherEnv, template string) map[string]int {
	t.Helper()
	counts := map[string]int{}
	for _, m := range mailJobs(t, env.st) {
		fields := strings.Fields(m)
		if fields[0] == template {
			counts[fields[2]]++
		}
	}
	return counts
}

func TestTheTransitionTable(t *testing.T) {
	t.Parallel()
	all := model.ApplicationStatuses
	allowed := map[service.Flow]map[string][]string{
		service.FlowSchool: {"pending": {"pending", "on-hold", "candidate", "not_selected"}, "on-hold": {"pending", "on-hold", "candidate", "not_selected"},
			"candidate": {"pending", "on-hold", "candidate", "not_selected"}, "interview": {"pending", "on-hold", "candidate", "not_selected"}},
		service.FlowTeacher: {"pending": {"withdrawn"}, "on-hold": {"withdrawn"}, "candidate": {"withdrawn"}, "interview": {"withdrawn"},
			"offered": {"withdrawn"}},
		service.FlowInterview: {"pending": {"interview"}, "on-hold": {"interview"}, "candidate": {"interview"},
			"interview": {"interview", "candidate"}},
		service.FlowOffer:         {"candidate": {"offered"}, "interview": {"offered"}},
		service.FlowOfferAccepted: {"offered": {"hired"}},
		service.FlowOfferEnded:    {"offered": {"candidate"}},
		service.FlowCloseOut:      {"pending": {"not_selected"}, "on-hold": {"not_selected"}, "candidate": {"not_selected"}, "interview": {"not_selected"}},
	}
	for flow, rows := range allowed {
		for _, from := range all {
			for _, to := range all {
				if want := slices.Contains(rows[from], to); service.CanMove(from, to, flow) != want {
					t.Errorf("CanMove(%s, %s, %s) = %v", from, to, flow, !want)
				}
			}
		}
	}
	// The final statuses are never left, whatever the flow.
	for flow := range allowed {
		for _, from := range []string{"hired", "not_selected", "withdrawn"} {
			for _, to := range all {
				if service.CanMove(from, to, flow) {
					t.Errorf("%s left final %s for %s", flow, from, to)
				}
			}
		}
	}
}

func TestASchoolMovesOnlyWaitingApplicationsAndNeverAFinalOne(t *testing.T) {
	t.Parallel()
	env, _, hr, math := hiringFixture(t)
	ctx := context.Background()
	ids := applicants(t, env, math, 1, "interview", "offered", "hired", "not_selected", "withdrawn", "pending")
	// Offered waits for the teacher's answer; the others are final.
	for _, id := range ids[1:5] {
		if _, err := env.svc.SetApplicationStatus(ctx, hr, id, model.StatusCandidate, ""); !model.HasCode(err, model.ECodeConflict) {
			t.Errorf("a school moved a %s application: %v", statusOf(t, env, id), err)
		}
	}
	if a, err := env.svc.SetApplicationStatus(ctx, hr, ids[0], model.StatusCandidate, "Thank you for the interview."); err != nil ||
		a.Status != model.StatusCandidate {
		t.Errorf("interview to candidate: %+v, %v", a.Status, err)
	}
	// Interview, offered and hired come only from their flows; a note is at most 1,000 characters.
	for _, status := range []string{model.StatusInterview, model.StatusOffered, model.StatusHired, model.StatusWithdrawn} {
		if _, fields := codeOf(t, firstOf(env.svc.SetApplicationStatus(ctx, hr, ids[5], status, ""))); fields["status"] != "invalid" {
			t.Errorf("a school set %s by hand: %v", status, fields)
		}
	}
	if _, fields := codeOf(t, firstOf(env.svc.SetApplicationStatus(ctx, hr, ids[5], model.StatusOnHold, strings.Repeat("x", 1001)))); fields["note"] != "too_long" {
		t.Errorf("a note of 1,001 characters: %v", fields)
	}
	// Not selected is a decision like the others, and final.
	if a, err := env.svc.SetApplicationStatus(ctx, hr, ids[5], model.StatusNotSelected, "We chose another candidate."); err != nil ||
		a.Status != model.StatusNotSelected {
		t.Fatalf("not selected: %+v, %v", a.Status, err)
	}
	if _, err := env.svc.SetApplicationStatus(ctx, hr, ids[5], model.StatusNotSelected, "A second note."); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("a note on a final status: %v", err)
	}
	// The teacher cannot withdraw a decided application either.
	teacher := testdb.Value[string](t, env.st, `SELECT teacher_id::text FROM applications WHERE id = $1`, ids[2])
	if _, err := env.svc.CancelApplication(ctx, teacher, ids[2]); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("a hired application withdrawn: %v", err)
	}
}

// offerIn is a valid offer: answer within a week, start in a month.
func offerIn() service.OfferInput {
	salary := 52000
	return service.OfferInput{Salary: &salary, StartDate: time.Now().In(model.Tampa).AddDate(0, 1, 0).Format(time.DateOnly),
		RespondBy: time.Now().In(model.Tampa).AddDate(0, 0, 7).Format(time.DateOnly), Note: "Welcome aboard."}
}

func TestAnAcceptedOfferHiresAndFillingTheOpeningsClosesTheVacancyOut(t *testing.T) {
	t.Parallel()
	env, ana, hr, math := hiringFixture(t)
	ctx := context.Background()
	other := schoolUser(t, env, "hr@other.example", "other")
	a, err := env.svc.Apply(ctx, ana, math)
	if err != nil {
		t.Fatal(err)
	}
	// The receipt: the position and the school, in her language.
	if receipt := queuedMail(t, env.st, "application_receipt", "ana@example.com"); receipt["Position"] != "Mathematics Teacher" ||
		receipt["School"] != "Bay High School" || !strings.HasSuffix(receipt["ApplicationURL"], "/teacher/applications/"+a.ID) {
		t.Errorf("the receipt: %v", receipt)
	}
	waiting := applicants(t, env, math, 2, "pending", "on-hold", "candidate", "interview", "withdrawn")

	// An offer needs a candidate (or an interview), and sane values.
	if _, err := env.svc.MakeOffer(ctx, hr, a.ID, offerIn()); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("an offer on a pending application: %v", err)
	}
	today := time.Now().In(model.Tampa)
	bad := service.OfferInput{StartDate: today.AddDate(0, 0, -1).Format(time.DateOnly), RespondBy: today.Format(time.DateOnly),
		Note: strings.Repeat("x", 1001)}
	if _, fields := codeOf(t, firstOf(env.svc.MakeOffer(ctx, hr, a.ID, bad))); !maps.Equal(fields,
		map[string]string{"salary": "required", "startDate": "past", "respondBy": "invalid", "note": "too_long"}) {
		t.Errorf("a bad offer: %v", fields)
	}
	bad = offerIn()
	bad.RespondBy = today.AddDate(0, 0, 31).Format(time.DateOnly)
	if _, fields := codeOf(t, firstOf(env.svc.MakeOffer(ctx, hr, a.ID, bad))); fields["respondBy"] != "invalid" {
		t.Errorf("31 days to answer: %v", fields)
	}
	if _, err := env.svc.SetApplicationStatus(ctx, hr, a.ID, model.StatusCandidate, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := env.svc.MakeOffer(ctx, other, a.ID, offerIn()); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another district's offer: %v", err)
	}
	offer, err := env.svc.MakeOffer(ctx, hr, a.ID, offerIn())
	if err != nil || offer.Status != model.OfferPending || offer.Salary != 52000 {
		t.Fatalf("the offer: %+v, %v", offer, err)
	}
	if m := queuedMail(t, env.st, "offer_made", "ana@example.com"); m["Salary"] != "52\u00a0000\u00a0US$" || m["Note"] != "Welcome aboard." {
		t.Errorf("the offer's mail, in Spanish: %v", m)
	}
	if _, err := env.svc.MakeOffer(ctx, hr, a.ID, offerIn()); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("a second offer on an offered application: %v", err)
	}
	if _, err := env.svc.SetApplicationStatus(ctx, hr, a.ID, model.StatusOnHold, ""); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("a school moved an application with an offer out: %v", err)
	}
	mine, err := env.svc.Application(ctx, ana, a.ID)
	if err != nil || mine.Status != model.StatusOffered || mine.Offer == nil || mine.Offer.ID != offer.ID {
		t.Fatalf("the teacher's view of the offer: %+v, %v", mine.Offer, err)
	}
	if packet, err := env.svc.ApplicationPacket(ctx, hr, a.ID); err != nil || packet.Offer == nil || packet.Offer.RespondBy != offer.RespondBy {
		t.Errorf("the packet's offer: %+v, %v", packet.Offer, err)
	}

	// Accepting hires her; the one opening is filled, so the vacancy closes and its close-out is queued.
	if _, err := env.svc.AnswerOffer(ctx, waiting[0], a.ID, true, service.OfferAnswer{}); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another teacher accepted the offer: %v", err)
	}
	hired, err := env.svc.AnswerOffer(ctx, ana, a.ID, true, service.OfferAnswer{})
	if err != nil || hired.Status != model.StatusHired || hired.Offer.Status != model.OfferAccepted {
		t.Fatalf("accepted: %+v, %v", hired.Status, err)
	}
	if _, err := env.svc.AnswerOffer(ctx, ana, a.ID, false, service.OfferAnswer{}); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("an answer to an answered offer: %v", err)
	}
	if m := queuedMail(t, env.st, "offer_answered", "hr@test.example"); m["Outcome"] != "accepted" || m["Teacher"] != "Ana Cruz" {
		t.Errorf("the school's mail: %v", m)
	}
	if status := testdb.Value[string](t, env.st, `SELECT status FROM vacancies WHERE id = $1`, math); status != "closed" {
		t.Errorf("the filled vacancy is %s", status)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM river_job WHERE kind = 'close_out_vacancy' AND args->>'vacancyId' = $1`, math); n != 1 {
		t.Fatalf("%d close-outs queued", n)
	}
	if err := env.svc.CloseOut(ctx, math, true); err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"not_selected", "not_selected", "not_selected", "not_selected", "withdrawn"} {
		if got := statusOf(t, env, waiting[i]); got != want {
			t.Errorf("applicant %d: %s, want %s", i, got, want)
		}
	}
	if got := statusOf(t, env, a.ID); got != model.StatusHired {
		t.Errorf("the hired application became %s", got)
	}
	if sent := mailsTo(t, env, "not_selected"); len(sent) != 4 || sent["ana@example.com"] != 0 {
		t.Errorf("not-selected mails: %v", sent)
	}
}

func TestAnOfferDeclinedWithdrawnOrExpiredLeavesACandidate(t *testing.T) {
	t.Parallel()
	env, ana, hr, math := hiringFixture(t)
	ctx := context.Background()
	other := schoolUser(t, env, "hr@other.example", "other")
	a, err := env.svc.Apply(ctx, ana, math)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.svc.SetApplicationStatus(ctx, hr, a.ID, model.StatusCandidate, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := env.svc.MakeOffer(ctx, hr, a.ID, offerIn()); err != nil {
		t.Fatal(err)
	}
	declined, err := env.svc.AnswerOffer(ctx, ana, a.ID, false, service.OfferAnswer{Reason: " I accepted another position. "})
	if err != nil || declined.Status != model.StatusCandidate || declined.Offer.Status != model.OfferDeclined ||
		declined.History[len(declined.History)-1].Note != "I accepted another position." {
		t.Fatalf("declined: %+v, %v", declined, err)
	}
	if m := queuedMail(t, env.st, "offer_answered", "hr@test.example"); m["Outcome"] != "declined" || m["Reason"] != "I accepted another position." {
		t.Errorf("the school's mail: %v", m)
	}

	// The school withdraws a second offer: a candidate again, told in her language.
	offer, err := env.svc.MakeOffer(ctx, hr, a.ID, offerIn())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.svc.WithdrawOffer(ctx, other, offer.ID); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another district withdrew the offer: %v", err)
	}
	if o, err := env.svc.WithdrawOffer(ctx, hr, offer.ID); err != nil || o.Status != model.OfferWithdrawn || statusOf(t, env, a.ID) != model.StatusCandidate {
		t.Fatalf("withdrawn: %+v, %v", o, err)
	}
	if m := queuedMail(t, env.st, "offer_ended", "ana@example.com"); m["Expired"] != "" {
		t.Errorf("the withdrawal's mail: %v", m)
	}
	if _, err := env.svc.WithdrawOffer(ctx, hr, offer.ID); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("an offer withdrawn twice: %v", err)
	}

	// A third one is left unanswered past its day in Tampa: the periodic job expires it, once.
	offer, err = env.svc.MakeOffer(ctx, hr, a.ID, offerIn())
	if err != nil {
		t.Fatal(err)
	}
	if n, err := env.svc.ExpireOffers(ctx); err != nil || n != 0 {
		t.Fatalf("expired %d offers still open: %v", n, err)
	}
	testdb.Value[int](t, env.st, `WITH f AS (UPDATE offers SET respond_by = (now() AT TIME ZONE 'America/New_York')::date - 1
		WHERE id = $1 RETURNING 1) SELECT count(*)::int FROM f`, offer.ID)
	if n, err := env.svc.ExpireOffers(ctx); err != nil || n != 1 {
		t.Fatalf("expired %d offers: %v", n, err)
	}
	if n, err := env.svc.ExpireOffers(ctx); err != nil || n != 0 {
		t.Errorf("expired %d offers again: %v", n, err)
	}
	mine, err := env.svc.Application(ctx, ana, a.ID)
	if err != nil || mine.Status != model.StatusCandidate || mine.Offer.Status != model.OfferExpired {
		t.Errorf("after the expiry: %s, %+v, %v", mine.Status, mine.Offer, err)
	}
	if m := queuedMail(t, env.st, "offer_ended", "ana@example.com"); m["Expired"] != "yes" {
		t.Errorf("the expiry's mail: %v", m)
	}
	if m := queuedMail(t, env.st, "offer_answered", "hr@test.example"); m["Outcome"] != "expired" {
		t.Errorf("the school's mail of the expiry: %v", m)
	}
}

// failOnce is a Mailer that fails the first mails it is given after enqueueing them, as a server
// that dies before the transaction commits, and passes the rest to the queue.
type failOnce struct {
	queue  *jobs.Queue
	failed *bool
}

func (f failOnce) EnqueueMail(ctx context.Context, tx *store.Tx, mails ...jobs.MailArgs) error {
	if err := f.queue.EnqueueMail(ctx, tx, mails...); err != nil || *f.failed {
		return err
	}
	*f.failed = true
	return errors.New("the server died")
}

func TestACloseOutInterruptedAnywhereMovesAndMailsEachApplicationOnce(t *testing.T) {
	t.Parallel()
	env, _, hr, math := hiringFixture(t)
	ctx := context.Background()
	ids := applicants(t, env, math, 3, "pending", "on-hold", "candidate", "interview", "pending", "pending", "candidate", "hired", "withdrawn")

	if v, err := env.svc.CloseVacancy(ctx, hr, math, service.CloseInput{}); err != nil || v.Status != model.VacancyClosed {
		t.Fatalf("closed: %+v, %v", v.Status, err)
	}
	if notify := testdb.Value[string](t, env.st, `SELECT args->>'notify' FROM river_job WHERE kind = 'close_out_vacancy'`); notify != "true" {
		t.Errorf("the close-out's notify: %s", notify)
	}
	// The first run commits one batch of three, then dies in the middle of the next.
	if n, err := env.svc.CloseOutBatch(ctx, math, true, 3); err != nil || n != 3 {
		t.Fatalf("the first batch moved %d: %v", n, err)
	}
	queue, err := jobs.New(env.st.Pool, slog.New(slog.NewTextHandler(io.Discard, nil)), jobs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	schema, err := disclosures.Parse(shared.Disclosures)
	if err != nil {
		t.Fatal(err)
	}
	failed := false
	dying := service.New(service.Config{BaseURL: "https://teachbay.example"}, service.Deps{Store: env.st, Mail: failOnce{queue, &failed},
		Countries: list, Keys: testKeys, CloseOuts: queue, Disclosures: schema})
	if _, err := dying.CloseOutBatch(ctx, math, true, 3); err == nil {
		t.Fatal("the dying batch must fail")
	}
	// A run cancelled before it starts a batch changes nothing either.
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if err := env.svc.CloseOut(cancelled, math, true); err == nil {
		t.Error("a cancelled close-out must fail")
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM applications WHERE vacancy_id = $1 AND status = 'not_selected'`, math); n != 3 {
		t.Fatalf("%d applications moved before the retry", n)
	}
	// The retried job finishes the work.
	if err := env.svc.CloseOut(ctx, math, true); err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"not_selected", "not_selected", "not_selected", "not_selected", "not_selected", "not_selected", "not_selected", "hired", "withdrawn"} {
		if got := statusOf(t, env, ids[i]); got != want {
			t.Errorf("application %d: %s, want %s", i, got, want)
		}
	}
	sent := mailsTo(t, env, "not_selected")
	if len(sent) != 7 {
		t.Errorf("%d teachers mailed: %v", len(sent), sent)
	}
	for to, n := range sent {
		if n != 1 {
			t.Errorf("%s got %d not-selected mails", to, n)
		}
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM application_events e JOIN applications a ON a.id = e.application_id
		WHERE a.vacancy_id = $1 AND e.status = 'not_selected'`, math); n != 7 {
		t.Errorf("%d not-selected steps in the histories", n)
	}
	// Each mail is in its reader's language.
	if langs := testdb.Value[string](t, env.st, `SELECT string_agg(DISTINCT args->>'lang', ',' ORDER BY args->>'lang') FROM river_job
		WHERE kind = 'send_mail' AND args->>'template' = 'not_selected'`); langs != "en,es" {
		t.Errorf("the mails' languages: %s", langs)
	}
	// Running it once more moves and mails nothing.
	if err := env.svc.CloseOut(ctx, math, true); err != nil || len(mailsTo(t, env, "not_selected")) != 7 {
		t.Errorf("a second run: %v, %v", mailsTo(t, env, "not_selected"), err)
	}
}

func TestAClosingWithoutNoticeDecidesButMailsNobody(t *testing.T) {
	t.Parallel()
	env, _ := completeTeacher(t)
	ctx := context.Background()
	hr := schoolUser(t, env, "hr@test.example", "test-district")
	biology := vacancyID(t, env, "Biology Teacher")
	ids := applicants(t, env, biology, 1, "pending", "candidate")
	no := false
	if _, err := env.svc.CloseVacancy(ctx, hr, biology, service.CloseInput{NotifyApplicants: &no}); err != nil {
		t.Fatal(err)
	}
	if notify := testdb.Value[string](t, env.st, `SELECT args->>'notify' FROM river_job WHERE kind = 'close_out_vacancy'`); notify != "false" {
		t.Fatalf("the close-out's notify: %s", notify)
	}
	if err := env.svc.CloseOut(ctx, biology, false); err != nil {
		t.Fatal(err)
	}
	if statusOf(t, env, ids[0]) != model.StatusNotSelected || statusOf(t, env, ids[1]) != model.StatusNotSelected || len(mailsTo(t, env, "not_selected")) != 0 {
		t.Errorf("without notice: %s %s, mails %v", statusOf(t, env, ids[0]), statusOf(t, env, ids[1]), mailsTo(t, env, "not_selected"))
	}
}

func TestTheDailyDigestListsNewAndOverdueApplicantsOnceADayInEachReadersLanguage(t *testing.T) {
	t.Parallel()
	env, _ := completeTeacher(t)
	ctx := context.Background()
	rita := schoolUser(t, env, "hr@test.example", "test-district")
	sam := schoolUser(t, env, "sam@test.example", "test-district")
	off := schoolUser(t, env, "off@test.example", "test-district")
	quiet := schoolUser(t, env, "hr@quiet.example", "quiet")
	testdb.Value[int](t, env.st, `WITH u AS (UPDATE users SET language = 'en' WHERE id = $1 RETURNING 1) SELECT count(*)::int FROM u`, sam.ID)
	if n, err := env.svc.Notifications(ctx, off.ID); err != nil || !n.DailyApplicantDigest {
		t.Fatalf("the digest is on by default: %+v, %v", n, err)
	}
	no := false
	if n, err := env.svc.SetNotifications(ctx, off.ID, service.NotificationsInput{DailyApplicantDigest: &no}); err != nil || n.DailyApplicantDigest {
		t.Fatalf("turned off: %+v, %v", n, err)
	}
	if _, fields := codeOf(t, firstOf(env.svc.SetNotifications(ctx, off.ID, service.NotificationsInput{}))); fields["dailyApplicantDigest"] != "required" {
		t.Errorf("a setting left out: %v", fields)
	}
	math := vacancyID(t, env, "Mathematics Teacher")
	applicants(t, env, math, 0, "pending", "pending")      // new today
	applicants(t, env, math, 15, "pending")                // overdue: 15 days without an answer
	applicants(t, env, math, 20, "candidate", "withdrawn") // old and answered: not listed

	if sent, err := env.svc.SendDigests(ctx); err != nil || sent != 2 {
		t.Fatalf("sent %d digests: %v", sent, err)
	}
	if got := mailsTo(t, env, "applicant_digest"); !maps.Equal(got, map[string]int{"hr@test.example": 1, "sam@test.example": 1}) {
		t.Errorf("digests to %v", got)
	}
	rows := testdb.Value[[]string](t, env.st, `SELECT array_agg(r->>'Overdue' ORDER BY r->>'Overdue') FROM river_job,
		jsonb_array_elements(args->'list') r WHERE kind = 'send_mail' AND args->>'to' = 'hr@test.example'`)
	if !slices.Equal(rows, []string{"", "", "yes"}) {
		t.Errorf("the digest's rows (overdue or not): %q", rows)
	}
	if lang := testdb.Value[string](t, env.st, `SELECT args->>'lang' FROM river_job WHERE args->>'to' = 'sam@test.example'`); lang != "en" {
		t.Errorf("Sam's digest is in %s", lang)
	}
	// Once a day: a second run the same day sends nothing; a district with nothing to say gets nothing.
	if sent, err := env.svc.SendDigests(ctx); err != nil || sent != 0 {
		t.Errorf("sent %d digests again the same day: %v", sent, err)
	}
	if n := mailsTo(t, env, "applicant_digest")[quiet.Email]; n != 0 {
		t.Errorf("an empty digest was sent")
	}
	// The next day lists only what is still overdue: the new ones were in yesterday's.
	testdb.Value[int](t, env.st, `WITH u AS (UPDATE users SET digest_sent_at = now() - interval '25 hours' WHERE id = $1 RETURNING 1),
		a AS (UPDATE applications SET applied_at = applied_at - interval '26 hours' WHERE applied_at > now() - interval '1 hour' RETURNING 1)
		SELECT (SELECT count(*)::int FROM u) + (SELECT count(*)::int FROM a)`, rita.ID)
	if sent, err := env.svc.SendDigests(ctx); err != nil || sent != 1 {
		t.Fatalf("the next day's digests: %d, %v", sent, err)
	}
	if rows := queuedDigestRows(t, env, "hr@test.example"); rows != 1 {
		t.Errorf("the next day's digest lists %d rows", rows)
	}
}

// queuedDigestRows counts the rows of the newest digest queued to the address.
func queuedDigestRows(t *testing.T, env *teacherEnv, to string) int {
	t.Helper()
	return testdb.Value[int](t, env.st, `SELECT jsonb_array_length(args->'list') FROM river_job WHERE kind = 'send_mail'
		AND args->>'template' = 'applicant_digest' AND args->>'to' = $1 ORDER BY id DESC LIMIT 1`, to)
}

func TestAnalyticsMeasureHowTheDistrictAnswersAndTheBoardShowsItsRate(t *testing.T) {
	t.Parallel()
	env, _, hr, math := hiringFixture(t)
	ctx := context.Background()
	biology := vacancyID(t, env, "Biology Teacher")
	// 20 applications 30 days ago: 10 answered (on hold) after 2 days, then candidates 4 days later;
	// 5 answered after 20 days; 5 never.
	ids := applicants(t, env, math, 30, slices.Repeat([]string{"candidate"}, 10)...)
	late := applicants(t, env, biology, 30, slices.Repeat([]string{"on-hold"}, 5)...)
	applicants(t, env, biology, 30, slices.Repeat([]string{"pending"}, 5)...)
	testdb.Value[int](t, env.st, `WITH e AS (INSERT INTO application_events (application_id, status, actor_id, at)
		SELECT a.id, s.status, $2::uuid, a.applied_at + s.after FROM applications a,
			(VALUES ('on-hold', interval '2 days'), ('candidate', interval '6 days')) s (status, after) WHERE a.id = ANY($1::uuid[])
		UNION ALL SELECT a.id, 'on-hold', $2::uuid, a.applied_at + interval '20 days' FROM applications a WHERE a.id = ANY($3::uuid[])
		RETURNING 1) SELECT count(*)::int FROM e`, ids, hr.ID, late)

	a, err := env.svc.SchoolAnalytics(ctx, hr, "", "")
	if err != nil {
		t.Fatal(err)
	}
	two, four := 2.0, 4.0
	if a.Applications != 20 || a.Responded != 15 || *a.RespondedWithin14DaysPct != 50 || *a.MedianDaysToFirstResponse != two ||
		a.ByStatus["candidate"] != 10 || a.ByStatus["on-hold"] != 5 || a.ByStatus["pending"] != 5 || a.ByStatus["hired"] != 0 {
		t.Errorf("the district's analytics: %+v", a)
	}
	if *a.MedianDaysInStage["on-hold"] != four || *a.MedianDaysInStage["pending"] != two || a.MedianDaysInStage["offered"] != nil {
		t.Errorf("days in each stage: pending %v, on-hold %v, offered %v", a.MedianDaysInStage["pending"], a.MedianDaysInStage["on-hold"],
			a.MedianDaysInStage["offered"])
	}
	if len(a.Vacancies) != 2 || a.Vacancies[0].Position != "Biology Teacher" || a.Vacancies[0].Applications != 10 || a.Vacancies[1].ByStatus["candidate"] != 10 {
		t.Errorf("by vacancy: %+v", a.Vacancies)
	}
	// A period before the applications has none; bad dates are refused as the audit log refuses them.
	if a, err := env.svc.SchoolAnalytics(ctx, hr, "2020-01-01", "2020-12-31"); err != nil || a.Applications != 0 || a.RespondedWithin14DaysPct != nil {
		t.Errorf("an empty period: %+v, %v", a, err)
	}
	if _, fields := codeOf(t, firstOf(env.svc.SchoolAnalytics(ctx, hr, "2026-03-02", "2026-03-01"))); fields["to"] != "before_from" {
		t.Errorf("to before from: %v", fields)
	}
	if _, fields := codeOf(t, firstOf(env.svc.SchoolAnalytics(ctx, hr, "yesterday", ""))); fields["from"] != "invalid" {
		t.Errorf("a day that is no date: %v", fields)
	}
	all, err := env.svc.AdminAnalytics(ctx, "", "")
	if err != nil || len(all) != 1 || all[0].Organization != "Test District" || all[0].Applications != 20 {
		t.Errorf("the admin's analytics: %+v, %v", all, err)
	}

	// With 20 applications in the year, the public board and job page show the district's rate.
	board, err := env.svc.SearchVacancies(ctx, service.VacancySearch{})
	if err != nil || board.Items[0].ResponseRate == nil || board.Items[0].ResponseRate.Pct != 50 || *board.Items[0].ResponseRate.MedianDays != two {
		t.Fatalf("the board's answer rate: %+v, %v", board.Items[0].ResponseRate, err)
	}
	if job, err := env.svc.Vacancy(ctx, math); err != nil || job.ResponseRate == nil || job.ResponseRate.Pct != 50 {
		t.Errorf("the job page's answer rate: %+v, %v", job.ResponseRate, err)
	}
}

func TestADistrictWithFewApplicationsShowsNoRate(t *testing.T) {
	t.Parallel()
	env, _ := completeTeacher(t)
	applicants(t, env, vacancyID(t, env, "Mathematics Teacher"), 3, slices.Repeat([]string{"pending"}, 19)...)
	board, err := env.svc.SearchVacancies(context.Background(), service.VacancySearch{})
	if err != nil || board.Items[0].ResponseRate != nil {
		t.Errorf("19 applications: %+v, %v", board.Items[0].ResponseRate, err)
	}
}
