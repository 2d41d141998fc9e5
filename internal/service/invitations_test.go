package service_test

import (
	"context"
	"maps"
	"net/url"
	"slices"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

// invitationToken is the token of the latest invitation mailed to an address.
func invitationToken(t *testing.T, env *teacherEnv, to string) string {
	t.Helper()
	link := queuedMail(t, env.st, "invitation", to)["AcceptURL"]
	u, err := url.Parse(link)
	if err != nil || u.Path != "/user/accept-invitation" {
		t.Fatalf("invitation link %q", link)
	}
	return u.Query().Get("token")
}

func TestInvitationsBecomeAccountsOnceBeforeTheyExpire(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	vacancyFixture(t, env.st)
	ctx := context.Background()
	org := testdb.Value[string](t, env.st, `SELECT id::text FROM organizations WHERE slug = 'test-district'`)
	admin := model.User{ID: testdb.Value[string](t, env.st, `INSERT INTO users (role, email, first_name, last_name, language)
		VALUES ('admin', 'ops@teachbay.example', 'Olga', 'Ops', 'en') RETURNING id::text`), Role: model.RoleAdmin, FirstName: "Olga", LastName: "Ops"}

	for _, tt := range []struct {
		in   service.InvitationInput
		want map[string]string
	}{
		{service.InvitationInput{}, map[string]string{"email": "required", "role": "required"}},
		{service.InvitationInput{Email: "not-an-address", Role: "teacher"}, map[string]string{"email": "invalid", "role": "invalid"}},
		{service.InvitationInput{Email: "hr@bay.example", Role: "school"}, map[string]string{"organizationId": "required"}},
		{service.InvitationInput{Email: "hr@bay.example", Role: "school", OrganizationID: admin.ID}, map[string]string{"organizationId": "invalid"}},
		{service.InvitationInput{Email: "hr@bay.example", Role: "admin", OrganizationID: org, Language: "fr"},
			map[string]string{"organizationId": "not_allowed", "language": "invalid"}},
	} {
		_, err := env.svc.Invite(ctx, admin, tt.in)
		if code, fields := codeOf(t, err); code != model.ECodeValidation || !maps.Equal(fields, tt.want) {
			t.Errorf("%+v: %s %v, want %v", tt.in, code, fields, tt.want)
		}
	}
	if _, err := env.svc.Invite(ctx, admin, service.InvitationInput{Email: env.teacher.Email, Role: "admin"}); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("inviting an address that has an account: %v", err)
	}

	first, err := env.svc.Invite(ctx, admin, service.InvitationInput{Email: "HR@Bay.example", Role: "school", OrganizationID: org, Language: "es"})
	if err != nil || first.Status != model.InvitationPending || first.Email != "hr@bay.example" || *first.OrganizationName != "Test District" {
		t.Fatalf("invite: %+v, %v", first, err)
	}
	old := invitationToken(t, env, "hr@bay.example")
	// A second invitation to the address replaces the first: its link no longer works.
	if _, err := env.svc.Invite(ctx, admin, service.InvitationInput{Email: "hr@bay.example", Role: "school", OrganizationID: org, Language: "es"}); err != nil {
		t.Fatal(err)
	}
	token := invitationToken(t, env, "hr@bay.example")
	wantStatus(t, env, old, model.InvitationReplaced)
	wantStatus(t, env, token, model.InvitationPending)
	if _, err := env.svc.InvitationStatus(ctx, "forged"); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("the status of a forged invitation: %v", err)
	}
	accept := service.AcceptInvitationInput{Token: old, FirstName: "Rita", LastName: "Moreno", Password: "harbour lights at dusk"}
	if _, _, err := env.svc.AcceptInvitation(ctx, accept, "test"); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("a replaced invitation: %v", err)
	}
	accept.Token, accept.Password = token, "password"
	if _, fields := codeOf(t, firstErr(env.svc.AcceptInvitation(ctx, accept, "test"))); fields["password"] != "too_common" {
		t.Errorf("a common password: %v", fields)
	}
	accept.Password = "harbour lights at dusk"
	u, session, err := env.svc.AcceptInvitation(ctx, accept, "test")
	if err != nil || session == nil || u.Role != model.RoleSchool || *u.OrganizationID != org || !u.EmailVerified ||
		u.MFAEnabled || !u.NeedsMFASetup() || u.Language != "es" || u.FirstName != "Rita" {
		t.Fatalf("accept: %+v, %v", u, err)
	}
	if _, _, err := env.svc.AcceptInvitation(ctx, accept, "test"); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("an invitation used twice: %v", err)
	}
	wantStatus(t, env, token, model.InvitationAccepted)

	// An invitation past its 72 hours is refused.
	if _, err := env.svc.Invite(ctx, admin, service.InvitationInput{Email: "boss@teachbay.example", Role: "admin"}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.Pool.Exec(ctx, `UPDATE invitations SET expires_at = now() - interval '1 second' WHERE email = 'boss@teachbay.example'`); err != nil {
		t.Fatal(err)
	}
	accept.Token = invitationToken(t, env, "boss@teachbay.example")
	if _, _, err := env.svc.AcceptInvitation(ctx, accept, "test"); !model.HasCode(err, model.ECodeInvalidToken) {
		t.Errorf("an expired invitation: %v", err)
	}
	wantStatus(t, env, accept.Token, model.InvitationExpired)

	list, err := env.svc.Invitations(ctx)
	var states []string
	for _, in := range list {
		states = append(states, in.Email+" "+in.Status)
	}
	if err != nil || !slices.Equal(states, []string{"boss@teachbay.example expired", "hr@bay.example accepted", "hr@bay.example replaced"}) {
		t.Errorf("invitations: %v, %v", states, err)
	}
	if got := mailJobs(t, env.st); !slices.Contains(got, "invitation es hr@bay.example") {
		t.Errorf("mails: %v", got)
	}
}

// wantStatus checks the state the link of an invitation reports to its page.
func wantStatus(t *testing.T, env *teacherEnv, token, want string) {
	t.Helper()
	if got, err := env.svc.InvitationStatus(context.Background(), token); err != nil || got != want {
		t.Errorf("invitation status: %q, %v, want %q", got, err, want)
	}
}

// firstErr is the error of a call that returns two values besides it.
func firstErr[A, B any](_ A, _ B, err error) error { return err }
