package service_test

import (
	"context"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

func totpCode(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCode(secret, at)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// mfaSecret starts setting up the teacher's second factor and returns its secret.
func mfaSecret(t *testing.T, env *teacherEnv) string {
	t.Helper()
	setup, err := env.svc.SetupMFA(context.Background(), env.teacher)
	if err != nil {
		t.Fatal(err)
	}
	return setup.Secret
}

func TestTOTPEnrolmentLoginAndRecoveryCodes(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	ana := env.teacher
	login := func() service.LoginResult {
		t.Helper()
		res, err := env.svc.Login(ctx, service.LoginInput{Email: ana.Email, Password: teacherPassword, Kind: model.RoleTeacher}, "test")
		if err != nil {
			t.Fatal(err)
		}
		return res
	}

	if _, err := env.svc.ConfirmMFA(ctx, ana, "", "123456"); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("confirming before setting up: %v", err)
	}
	setup, err := env.svc.SetupMFA(ctx, ana)
	if err != nil || len(setup.Secret) != 32 || setup.OtpauthURL == "" {
		t.Fatalf("setup: %+v, %v", setup, err)
	}
	if sealed := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM totp_secrets WHERE position($1::bytea IN secret) > 0`,
		[]byte(setup.Secret)); sealed != 0 {
		t.Error("the TOTP secret is stored in the clear")
	}
	if res := login(); res.Session == nil || res.Challenge != "" {
		t.Errorf("an unconfirmed authenticator must not change the login: %+v", res)
	}
	if _, err := env.svc.ConfirmMFA(ctx, ana, "", "000000"); !model.HasCode(err, model.ECodeInvalidCode) {
		t.Errorf("a wrong code: %v", err)
	}
	now := time.Now()
	codes, err := env.svc.ConfirmMFA(ctx, ana, "", totpCode(t, setup.Secret, now))
	if err != nil || len(codes) != 10 || len(codes[0]) != 11 || codes[0][5] != '-' {
		t.Fatalf("confirm: %v, %v", codes, err)
	}
	if stored := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM recovery_codes WHERE position($1::bytea IN code_hash) > 0`,
		[]byte(codes[0])); stored != 0 {
		t.Error("a recovery code is stored in the clear")
	}
	if _, err := env.svc.SetupMFA(ctx, ana); !model.HasCode(err, model.ECodeConflict) {
		t.Errorf("setting up twice: %v", err)
	}

	res := login()
	if res.Session != nil || res.Challenge == "" {
		t.Fatalf("with TOTP on, the password alone must not sign in: %+v", res)
	}
	// The code that confirmed is used: the same code (its time step) is refused.
	if _, _, err := env.svc.CompleteMFALogin(ctx, res.Challenge, totpCode(t, setup.Secret, now), "test"); !model.HasCode(err, model.ECodeInvalidCode) {
		t.Errorf("a code accepted once, again: %v", err)
	}
	u, session, err := env.svc.CompleteMFALogin(ctx, res.Challenge, totpCode(t, setup.Secret, now.Add(30*time.Second)), "test")
	if err != nil || session == nil || !u.MFAEnabled {
		t.Fatalf("the next code: %+v, %v", u, err)
	}
	if _, _, err := env.svc.CompleteMFALogin(ctx, res.Challenge, codes[1], "test"); !model.HasCode(err, model.ECodeUnauthenticated) {
		t.Errorf("a used challenge: %v", err)
	}

	// A recovery code works once, in any case and without its dash.
	res = login()
	if _, session, err := env.svc.CompleteMFALogin(ctx, res.Challenge, " "+codes[2][:5]+codes[2][6:]+" ", "test"); err != nil || session == nil {
		t.Fatalf("a recovery code: %v", err)
	}
	res = login()
	if _, _, err := env.svc.CompleteMFALogin(ctx, res.Challenge, codes[2], "test"); !model.HasCode(err, model.ECodeInvalidCode) {
		t.Errorf("a recovery code used twice: %v", err)
	}

	if err := env.svc.DisableMFA(ctx, ana, "", "wrong password"); err == nil {
		t.Error("turning TOTP off needs the password")
	}
	if err := env.svc.DisableMFA(ctx, ana, "", teacherPassword); err != nil {
		t.Fatal(err)
	}
	if res := login(); res.Session == nil {
		t.Error("with TOTP off, the password signs in again")
	}
	audit := testdb.Value[string](t, env.st, `SELECT string_agg(action, ',' ORDER BY id) FROM audit_log WHERE actor_id = $1 AND action LIKE 'mfa.%'`, ana.ID)
	if audit != "mfa.enable,mfa.disable" {
		t.Errorf("audit log: %s", audit)
	}
}

func TestWrongCodesAreLimitedPerAccount(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	secret := mfaSecret(t, env)
	for i := range 5 {
		if _, err := env.svc.ConfirmMFA(ctx, env.teacher, "", "000000"); !model.HasCode(err, model.ECodeInvalidCode) {
			t.Fatalf("wrong code %d: %v", i+1, err)
		}
	}
	if _, err := env.svc.ConfirmMFA(ctx, env.teacher, "", totpCode(t, secret, time.Now())); !model.HasCode(err, model.ECodeRateLimited) {
		t.Errorf("after 5 wrong codes even the right one waits: %v", err)
	}
}

func TestSchoolAndAdminAccountsKeepTheirSecondFactor(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	admin := model.User{ID: env.teacher.ID, Role: model.RoleAdmin}
	if err := env.svc.DisableMFA(context.Background(), admin, "", teacherPassword); !model.HasCode(err, model.ECodeForbidden) {
		t.Errorf("an admin turning TOTP off: %v", err)
	}
}

func TestTurningTheSecondFactorOnOrOffSignsOutTheOtherBrowsersAndMails(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	login := func() string {
		t.Helper()
		res, err := env.svc.Login(ctx, service.LoginInput{Email: env.teacher.Email, Password: teacherPassword, Kind: model.RoleTeacher}, "test")
		if err != nil || res.Session == nil {
			t.Fatalf("login: %+v, %v", res, err)
		}
		return res.Session.ID
	}
	open := func() int {
		return testdb.Value[int](t, env.st, `SELECT count(*)::int FROM sessions WHERE user_id = $1 AND ended_at IS NULL`, env.teacher.ID)
	}
	here := login()
	login()
	secret := mfaSecret(t, env)
	before := open()
	if _, err := env.svc.ConfirmMFA(ctx, env.teacher, here, totpCode(t, secret, time.Now())); err != nil {
		t.Fatal(err)
	}
	if before < 3 || open() != 1 || testdb.Value[int](t, env.st, `SELECT count(*)::int FROM sessions WHERE id = $1 AND ended_at IS NULL`, here) != 1 {
		t.Errorf("turning it on: %d open sessions before, %d after; want only this browser's left", before, open())
	}
	other := testdb.Value[string](t, env.st, `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + interval '1 day') RETURNING id::text`, env.teacher.ID)
	if err := env.svc.DisableMFA(ctx, env.teacher, here, teacherPassword); err != nil {
		t.Fatal(err)
	}
	if testdb.Value[int](t, env.st, `SELECT count(*)::int FROM sessions WHERE id = $1 AND ended_at IS NULL`, other) != 0 || open() != 1 {
		t.Error("turning it off must sign the other browsers out")
	}
	mails := testdb.Value[string](t, env.st, `SELECT string_agg(args->>'template' || ':' || (args->>'lang'), ',' ORDER BY id) FROM river_job
		WHERE kind = 'send_mail' AND args->>'template' LIKE 'mfa_%'`)
	if mails != "mfa_enabled:es,mfa_disabled:es" {
		t.Errorf("mails: %q; want one on and one off, in the teacher's language", mails)
	}
}
