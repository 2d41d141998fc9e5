package service_test

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
	"github.com/teachbay/teachbay/internal/testdb"
)

// rita is a referee: Ana's principal.
func rita() service.ReferenceInput {
	return service.ReferenceInput{Name: "Rita Gómez", Email: "rita@school.example", Relationship: "principal",
		Organization: "Bay Elementary", Phone: "(813) 272-4000"}
}

func referee(name, email string) service.ReferenceInput {
	return service.ReferenceInput{Name: name, Email: email, Relationship: "colleague"}
}

// requested adds rita() as Ana's referee and requests the reference; it returns it and the
// token of the link mailed to Rita.
func requested(t *testing.T, env *teacherEnv) (model.Reference, string) {
	t.Helper()
	ctx := context.Background()
	r, err := env.svc.AddReference(ctx, env.teacher, rita())
	if err != nil {
		t.Fatal(err)
	}
	if r, err = env.svc.RequestReference(ctx, env.teacher, r.ID); err != nil {
		t.Fatal(err)
	}
	return r, refereeToken(t, env.st)
}

// refereeToken is the token of the newest link mailed to Rita.
func refereeToken(t *testing.T, st *store.Store) string {
	t.Helper()
	u, err := url.Parse(queuedMail(t, st, "reference_request", "rita@school.example")["FormURL"])
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("token")
}

// anAnswer is a referee's answer that passes every rule.
func anAnswer() service.RefereeAnswer {
	four, five := 4, 5
	return service.RefereeAnswer{Ratings: model.ReferenceRatings{Instruction: &five, ClassroomManagement: &four, StudentRelationships: &five,
		Professionalism: &five}, WouldRehire: "yes", Comments: "Ana turned our struggling readers around in one term.",
		RefereeName: "Rita Gómez", RefereePosition: "Principal", Confirm: true}
}

// backdate moves a reference's request (and its link's days) back by the interval.
func backdate(t *testing.T, st *store.Store, id, interval string) {
	t.Helper()
	testdb.Value[int](t, st, `WITH r AS (UPDATE teacher_references SET requested_at = requested_at - $2::interval,
		expires_at = expires_at - $2::interval WHERE id = $1 RETURNING 1) SELECT count(*)::int FROM r`, id, interval)
}

func TestARefereesAddressMayNotBeTheTeachersOwnAnotherOfHerAccountsOrRepeated(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()

	for _, tt := range []struct {
		in   service.ReferenceInput
		want map[string]string
	}{
		{service.ReferenceInput{}, map[string]string{"name": "required", "email": "required", "relationship": "required"}},
		{service.ReferenceInput{Name: "Rita", Email: "rita@", Relationship: "boss", Phone: "12"},
			map[string]string{"email": "invalid", "relationship": "invalid", "phone": "invalid"}},
		{service.ReferenceInput{Name: strings.Repeat("x", 201), Email: "rita@school.example", Relationship: "other", Organization: "a\x00b"},
			map[string]string{"name": "too_long", "organization": "invalid"}},
		{referee("Ana Cruz", "  ANA@example.com "), map[string]string{"email": "own_email"}},
	} {
		_, err := env.svc.AddReference(ctx, env.teacher, tt.in)
		if code, fields := codeOf(t, err); code != model.ECodeValidation || !equalMaps(fields, tt.want) {
			t.Errorf("%+v: %s %v, want %v", tt.in, code, fields, tt.want)
		}
	}

	// Another account of hers: the same contact number, or the same name and date of birth.
	if _, _, err := env.svc.Register(ctx, service.RegisterInput{FirstName: "Ana", LastName: "Reyes", Email: "ana.reyes@example.com",
		ContactNumber: "+639171234567", Country: "PH", Password: teacherPassword, Language: "en"}, "test"); err != nil {
		t.Fatal(err)
	}
	twin, _, err := env.svc.Register(ctx, service.RegisterInput{FirstName: "ana", LastName: "CRUZ", Email: "acruz@example.com",
		ContactNumber: "+639171234568", Country: "PH", Password: teacherPassword, Language: "en"}, "test")
	if err != nil {
		t.Fatal(err)
	}
	testdb.Value[int](t, env.st, `WITH p AS (INSERT INTO teacher_profiles (user_id, date_of_birth) VALUES ($1, '1990-04-02'), ($2, '1990-04-02')
		RETURNING 1) SELECT count(*)::int FROM p`, env.teacher.ID, twin.ID)
	for _, email := range []string{"ana.reyes@example.com", "acruz@example.com"} {
		_, err := env.svc.AddReference(ctx, env.teacher, referee("Ana", email))
		if code, fields := codeOf(t, err); code != model.ECodeValidation || fields["email"] != "own_account" {
			t.Errorf("%s: %s %v, want own_account", email, code, fields)
		}
	}
	// Someone else who shares her name only is a referee like any other.
	if _, _, err := env.svc.Register(ctx, service.RegisterInput{FirstName: "Ana", LastName: "Cruz", Email: "other.ana@example.com",
		ContactNumber: "+639171234569", Country: "PH", Password: teacherPassword, Language: "en"}, "test"); err != nil {
		t.Fatal(err)
	}
	first, err := env.svc.AddReference(ctx, env.teacher, referee("Ana Cruz", "other.ana@example.com"))
	if err != nil {
		t.Fatalf("a namesake: %v", err)
	}

	added, err := env.svc.AddReference(ctx, env.teacher, rita())
	if err != nil || added.Status != model.ReferenceDraft || added.Phone != "+18132724000" || added.RequestedAt != nil || added.ResendableAt != nil {
		t.Fatalf("a draft: %+v %v", added, err)
	}
	_, err = env.svc.AddReference(ctx, env.teacher, referee("Rita", " Rita@School.example "))
	if code, fields := codeOf(t, err); code != model.ECodeValidation || fields["email"] != "duplicate" {
		t.Errorf("a repeated address: %s %v", code, fields)
	}
	// Changing a referee to another's address is the same repetition; keeping its own is not.
	_, err = env.svc.UpdateReference(ctx, env.teacher, first.ID, referee("Rita", "RITA@school.example"))
	if code, fields := codeOf(t, err); code != model.ECodeValidation || fields["email"] != "duplicate" {
		t.Errorf("an update to a repeated address: %s %v", code, fields)
	}
	if r, err := env.svc.UpdateReference(ctx, env.teacher, added.ID, rita()); err != nil || r.Name != "Rita Gómez" {
		t.Errorf("an update keeping its address: %+v %v", r, err)
	}
}

func TestAtMostFiveReferees(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	var ids []string
	for _, name := range []string{"one", "two", "three", "four", "five"} {
		r, err := env.svc.AddReference(ctx, env.teacher, referee(name, name+"@school.example"))
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, r.ID)
	}
	if _, err := env.svc.AddReference(ctx, env.teacher, referee("six", "six@school.example")); !model.HasCode(err, model.ECodeConflict) {
		t.Fatalf("a sixth: %v", err)
	}
	// A declined reference stays in her list but frees its place.
	testdb.Value[int](t, env.st, `WITH r AS (UPDATE teacher_references SET status = 'declined' WHERE id = $1 RETURNING 1)
		SELECT count(*)::int FROM r`, ids[0])
	if _, err := env.svc.AddReference(ctx, env.teacher, referee("six", "six@school.example")); err != nil {
		t.Fatalf("a sixth after a decline: %v", err)
	}
	if list, _ := env.svc.References(ctx, env.teacher.ID); len(list) != 6 {
		t.Errorf("%d references listed, want 6", len(list))
	}
}

func TestARequestMailsTheRefereeAndOnlyADraftChanges(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	r, token := requested(t, env)
	if r.Status != model.ReferenceRequested || r.RequestedAt == nil || r.ResendableAt == nil || r.ReceivedAt != nil {
		t.Fatalf("requested: %+v", r)
	}
	mail := queuedMail(t, env.st, "reference_request", "rita@school.example")
	link, _ := url.Parse(mail["FormURL"])
	if link.Path != "/reference" || link.Query().Get("lang") != "es" || token == "" || mail["TeacherName"] != "Ana Cruz" ||
		mail["Relationship"] != "director o directora" || mail["Reminder"] != "" || !strings.Contains(mail["Expires"], " de ") {
		t.Errorf("the request's mail: %v", mail)
	}
	if got := mailJobs(t, env.st); got[len(got)-1] != "reference_request es rita@school.example" {
		t.Errorf("mails: %v", got)
	}
	// Only the hash of the token is kept.
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM teacher_references WHERE token_hash = sha256(convert_to($1, 'UTF8'))`, token); n != 1 {
		t.Errorf("%d references with the token's hash", n)
	}

	if _, err := env.svc.UpdateReference(ctx, env.teacher, r.ID, rita()); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("editing a request: %v", err)
	}
	if err := env.svc.DeleteReference(ctx, env.teacher, r.ID); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("deleting a request: %v", err)
	}
	// Not yet seven days: no resend.
	if _, err := env.svc.RequestReference(ctx, env.teacher, r.ID); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("a resend on the first day: %v", err)
	}
	// Another teacher's reference, or no reference at all, is not found.
	ben, _, err := env.svc.Register(ctx, service.RegisterInput{FirstName: "Ben", LastName: "Diaz", Email: "ben@example.com",
		ContactNumber: "+18135551234", Country: "US", Password: teacherPassword, Language: "en"}, "test")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{r.ID, "not-a-uuid", "6f1d7c1e-0000-4000-8000-000000000000"} {
		if _, err := env.svc.WithdrawReference(ctx, ben, id); !model.HasCode(err, model.ECodeNotFound) {
			t.Errorf("withdraw %s as another teacher: %v", id, err)
		}
		if err := env.svc.DeleteReference(ctx, ben, id); !model.HasCode(err, model.ECodeNotFound) {
			t.Errorf("delete %s as another teacher: %v", id, err)
		}
	}

	draft, err := env.svc.AddReference(ctx, env.teacher, referee("Leo", "leo@school.example"))
	if err != nil {
		t.Fatal(err)
	}
	if err := env.svc.DeleteReference(ctx, env.teacher, draft.ID); err != nil {
		t.Errorf("deleting a draft: %v", err)
	}
	if list, _ := env.svc.References(ctx, env.teacher.ID); len(list) != 1 {
		t.Errorf("after deleting the draft: %+v", list)
	}
}

func TestTheLinkIsSingleUseAndAnswersAreChecked(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	r, token := requested(t, env)

	form, err := env.svc.RefereeForm(ctx, token)
	if err != nil || form.TeacherName != "Ana Cruz" || form.Relationship != "principal" || form.Language != "es" ||
		len(form.Questions) != 5 || form.ExpiresAt == "" {
		t.Fatalf("the form: %+v %v", form, err)
	}
	six, zero := 6, 0
	for _, tt := range []struct {
		change func(*service.RefereeAnswer)
		want   map[string]string
	}{
		{func(a *service.RefereeAnswer) { a.Ratings.Instruction, a.Ratings.Collaboration = &six, &zero },
			map[string]string{"ratings.instruction": "invalid", "ratings.collaboration": "invalid"}},
		{func(a *service.RefereeAnswer) { a.WouldRehire = "maybe" }, map[string]string{"wouldRehire": "invalid"}},
		{func(a *service.RefereeAnswer) { a.WouldRehire, a.RefereeName, a.RefereePosition = "", " ", "" },
			map[string]string{"wouldRehire": "required", "refereeName": "required", "refereePosition": "required"}},
		{func(a *service.RefereeAnswer) { a.SafeguardingConcern = true }, map[string]string{"safeguardingDetails": "required"}},
		{func(a *service.RefereeAnswer) { a.Comments = strings.Repeat("é", 4001) }, map[string]string{"comments": "too_long"}},
		{func(a *service.RefereeAnswer) { a.Confirm = false }, map[string]string{"confirm": "required"}},
	} {
		a := anAnswer()
		tt.change(&a)
		err := env.svc.AnswerReference(ctx, token, a, service.Referee{IP: "203.0.113.9", UserAgent: "Mail"})
		if code, fields := codeOf(t, err); code != model.ECodeValidation || !equalMaps(fields, tt.want) {
			t.Errorf("%s %v, want %v", code, fields, tt.want)
		}
	}

	a := anAnswer()
	a.Comments = strings.Repeat("é", 4000)
	a.SafeguardingDetails = "ignored without a concern"
	if err := env.svc.AnswerReference(ctx, token, a, service.Referee{IP: "203.0.113.9", UserAgent: "Mail"}); err != nil {
		t.Fatal(err)
	}
	list, _ := env.svc.References(ctx, env.teacher.ID)
	if list[0].Status != model.ReferenceReceived || list[0].ReceivedAt == nil || list[0].ResendableAt != nil {
		t.Errorf("after the answer: %+v", list[0])
	}
	got := testdb.Value[[]string](t, env.st, `SELECT ARRAY[host(referee_ip), referee_user_agent, safeguarding_details,
		(token_hash IS NULL)::text] FROM reference_answers JOIN teacher_references ON id = reference_id WHERE id = $1`, r.ID)
	if got[0] != "203.0.113.9" || got[1] != "Mail" || got[2] != "" || got[3] != "true" {
		t.Errorf("stored: %v", got)
	}
	status := queuedMail(t, env.st, "reference_status", "ana@example.com")
	if status["Received"] != "yes" || status["RefereeName"] != "Rita Gómez" || strings.Contains(strings.Join(mailJobs(t, env.st), " "), "reference_status en") {
		t.Errorf("the teacher's mail: %v", status)
	}

	// Used: every use of the link is an invalid token, as is a link never sent.
	for _, tok := range []string{token, "", "nope"} {
		if _, err := env.svc.RefereeForm(ctx, tok); !model.HasCode(err, model.ECodeInvalidToken) {
			t.Errorf("form %q: %v", tok, err)
		}
		if err := env.svc.AnswerReference(ctx, tok, anAnswer(), service.Referee{}); !model.HasCode(err, model.ECodeInvalidToken) {
			t.Errorf("answer %q: %v", tok, err)
		}
		if err := env.svc.DeclineReference(ctx, tok); !model.HasCode(err, model.ECodeInvalidToken) {
			t.Errorf("decline %q: %v", tok, err)
		}
	}
	if _, err := env.svc.WithdrawReference(ctx, env.teacher, r.ID); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("withdrawing a received reference: %v", err)
	}
}

func TestADeclineEndsTheLinkAndTellsTheTeacher(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	r, token := requested(t, env)
	if err := env.svc.DeclineReference(ctx, token); err != nil {
		t.Fatal(err)
	}
	if list, _ := env.svc.References(ctx, env.teacher.ID); list[0].Status != model.ReferenceDeclined || list[0].ReceivedAt != nil {
		t.Errorf("declined: %+v", list[0])
	}
	if m := queuedMail(t, env.st, "reference_status", "ana@example.com"); m["Received"] != "" {
		t.Errorf("the teacher's mail: %v", m)
	}
	if _, err := env.svc.RefereeForm(ctx, token); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("the declined link: %v", err)
	}
	for _, err := range []error{env.svc.DeleteReference(ctx, env.teacher, r.ID), func() error {
		_, err := env.svc.RequestReference(ctx, env.teacher, r.ID)
		return err
	}()} {
		if !model.HasCode(err, model.ECodeConflict) {
			t.Errorf("changing a declined reference: %v", err)
		}
	}
}

func TestTheLinkExpiresAfter14DaysAndIsRemindedOnceAfter7(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	r, first := requested(t, env)
	if n, err := env.svc.SendReferenceReminders(ctx); err != nil || n != 0 {
		t.Fatalf("on the first day: %d reminded, %v", n, err)
	}
	backdate(t, env.st, r.ID, "7 days 1 minute")
	if n, err := env.svc.SendReferenceReminders(ctx); err != nil || n != 1 {
		t.Fatalf("after 7 days: %d reminded, %v", n, err)
	}
	mail := queuedMail(t, env.st, "reference_request", "rita@school.example")
	second := refereeToken(t, env.st)
	if mail["Reminder"] != "yes" || second == first {
		t.Errorf("the reminder: %v", mail)
	}
	// The reminder's link replaces the first, and keeps its day.
	if _, err := env.svc.RefereeForm(ctx, first); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("the first link after the reminder: %v", err)
	}
	form, err := env.svc.RefereeForm(ctx, second)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := env.svc.SendReferenceReminders(ctx); n != 0 || countMails(t, env.st, "reference_request") != 2 {
		t.Errorf("a second run reminded %d", n)
	}

	backdate(t, env.st, r.ID, "7 days")
	if _, err := env.svc.RefereeForm(ctx, second); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("the link after 14 days (it said %s): %v", form.ExpiresAt, err)
	}
	// Expired as read before the job writes it, and as written after.
	if list, _ := env.svc.References(ctx, env.teacher.ID); list[0].Status != model.ReferenceExpired {
		t.Errorf("after 14 days: %+v", list[0])
	}
	if _, err := env.svc.SendReferenceReminders(ctx); err != nil {
		t.Fatal(err)
	}
	if s := testdb.Value[string](t, env.st, `SELECT status || (token_hash IS NULL)::text FROM teacher_references WHERE id = $1`, r.ID); s != "expiredtrue" {
		t.Errorf("stored after the job: %s", s)
	}
	if err := env.svc.AnswerReference(ctx, second, anAnswer(), service.Referee{}); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("answering an expired link: %v", err)
	}
}

func TestAResendAfter7DaysHappensOnceAndAWithdrawalMakesADraft(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	r, first := requested(t, env)
	backdate(t, env.st, r.ID, "7 days 1 minute")
	again, err := env.svc.RequestReference(ctx, env.teacher, r.ID)
	if err != nil || again.Status != model.ReferenceRequested || again.ResendableAt != nil {
		t.Fatalf("the resend: %+v %v", again, err)
	}
	second := refereeToken(t, env.st)
	if _, err := env.svc.RefereeForm(ctx, first); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("the first link after a resend: %v", err)
	}
	if _, err := env.svc.RefereeForm(ctx, second); err != nil {
		t.Errorf("the resent link: %v", err)
	}
	backdate(t, env.st, r.ID, "8 days")
	if _, err := env.svc.RequestReference(ctx, env.teacher, r.ID); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("a second resend: %v", err)
	}

	w, err := env.svc.WithdrawReference(ctx, env.teacher, r.ID)
	if err != nil || w.Status != model.ReferenceDraft || w.RequestedAt != nil || w.ResendableAt != nil {
		t.Fatalf("withdrawn: %+v %v", w, err)
	}
	if _, err := env.svc.RefereeForm(ctx, second); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("the link after a withdrawal: %v", err)
	}
	if _, err := env.svc.WithdrawReference(ctx, env.teacher, r.ID); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("withdrawing a draft: %v", err)
	}
	// A draft again: it may be corrected and asked afresh.
	if _, err := env.svc.UpdateReference(ctx, env.teacher, r.ID, referee("Rita Gómez", "rgomez@school.example")); err != nil {
		t.Errorf("correcting the withdrawn draft: %v", err)
	}
	if r, err := env.svc.RequestReference(ctx, env.teacher, r.ID); err != nil || r.ResendableAt == nil {
		t.Errorf("asking afresh: %+v %v", r, err)
	}
}

func TestAReceivedReferenceCountsForTheReferenceLetter(t *testing.T) {
	t.Parallel()
	env, ana := completeTeacher(t)
	ctx := context.Background()
	testdb.Value[int](t, env.st, `WITH d AS (DELETE FROM documents WHERE user_id = $1 AND kind = 'reference' RETURNING 1)
		SELECT count(*)::int FROM d`, ana)
	view, err := env.svc.Profile(ctx, ana)
	if err != nil || view.Complete || strings.Join(view.Missing, ",") != "reference" || view.Strength != 95 {
		t.Fatalf("without a letter: %+v %v", view, err)
	}
	// A request is not a reference yet.
	_, token := requested(t, env)
	if view, _ = env.svc.Profile(ctx, ana); view.Complete {
		t.Fatal("a request completed the profile")
	}
	if err := env.svc.AnswerReference(ctx, token, anAnswer(), service.Referee{}); err != nil {
		t.Fatal(err)
	}
	if view, _ = env.svc.Profile(ctx, ana); !view.Complete || len(view.Missing) != 0 || view.Strength != 100 {
		t.Errorf("with a received reference: %+v", view)
	}
}

func TestThePacketShowsReceivedReferencesWhileSharedAndAuditsTheirReading(t *testing.T) {
	t.Parallel()
	env := newInterviewEnv(t)
	ctx := context.Background()
	r, token := requested(t, env.teacherEnv)
	packet, err := env.svc.ApplicationPacket(ctx, env.school, env.application)
	if err != nil || len(packet.References) != 0 {
		t.Fatalf("a request only: %+v %v", packet.References, err)
	}
	a := anAnswer()
	a.SafeguardingConcern, a.SafeguardingDetails = true, "A parent complaint in 2023 was investigated and closed."
	if err := env.svc.AnswerReference(ctx, token, a, service.Referee{IP: "203.0.113.9", UserAgent: "Mail"}); err != nil {
		t.Fatal(err)
	}
	packet, err = env.svc.ApplicationPacket(ctx, env.school, env.application)
	if err != nil || len(packet.References) != 1 {
		t.Fatalf("received: %+v %v", packet.References, err)
	}
	got := packet.References[0]
	if got.Name != "Rita Gómez" || got.RefereePosition != "Principal" || got.Organization != "Bay Elementary" || *got.Ratings.Instruction != 5 ||
		got.Ratings.Collaboration != nil || got.WouldRehire != "yes" || !got.SafeguardingConcern || got.SafeguardingDetails != a.SafeguardingDetails ||
		got.Comments != a.Comments || got.Older {
		t.Errorf("the packet's reference: %+v", got)
	}
	testdb.Value[int](t, env.st, `WITH r AS (UPDATE teacher_references SET received_at = now() - interval '2 years 1 day' WHERE id = $1
		RETURNING 1) SELECT count(*)::int FROM r`, r.ID)
	if packet, _ = env.svc.ApplicationPacket(ctx, env.school, env.application); !packet.References[0].Older {
		t.Errorf("a reference over two years old: %+v", packet.References[0])
	}
	// Another district reads nothing of it.
	if _, err := env.svc.ApplicationPacket(ctx, env.other, env.application); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("another district: %v", err)
	}

	set, err := env.svc.Settings(ctx, env.teacher.ID)
	if err != nil || set.ShareReferences == nil || !*set.ShareReferences {
		t.Fatalf("sharing is on by default: %+v %v", set, err)
	}
	// A client that does not send the setting keeps it.
	if set, _ = env.svc.SetSettings(ctx, env.teacher.ID, model.Settings{ConsentContact: true}); !*set.ShareReferences {
		t.Errorf("a PUT without the setting turned it off")
	}
	if set, _ = env.svc.SetSettings(ctx, env.teacher.ID, model.Settings{ShareReferences: new(false)}); *set.ShareReferences {
		t.Errorf("turning it off: %+v", set)
	}
	if packet, _ = env.svc.ApplicationPacket(ctx, env.school, env.application); len(packet.References) != 0 {
		t.Errorf("not shared: %+v", packet.References)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM audit_log WHERE action = 'reference.read' AND actor_id = $1
		AND subject_id = $2`, env.school.ID, env.teacher.ID); n != 2 {
		t.Errorf("%d reference.read rows, want one per packet read that showed references (2)", n)
	}
}
