package service_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

// burst runs n attempts at once (all released together) and counts their answers by error code
// ("" for success).
func burst(n int, attempt func(i int) error) map[string]int {
	var mu sync.Mutex
	var wg sync.WaitGroup
	start := make(chan struct{})
	codes := map[string]int{}
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			err := attempt(i)
			code := ""
			if err != nil {
				code = "other: " + err.Error()
				for _, c := range []string{model.ECodeInvalidCredentials, model.ECodeInvalidCode, model.ECodeRateLimited, model.ECodeValidation} {
					if model.HasCode(err, c) {
						code = c
					}
				}
			}
			mu.Lock()
			codes[code]++
			mu.Unlock()
		}()
	}
	close(start)
	wg.Wait()
	return codes
}

func TestABurstOfWrongPasswordsChecksNoMoreThanTheLimit(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	login := func(password string) error {
		_, err := env.svc.Login(ctx, service.LoginInput{Email: env.teacher.Email, Password: password, Kind: model.RoleTeacher}, "test")
		return err
	}
	got := burst(50, func(int) error { return login("wrong password") })
	if got[model.ECodeInvalidCredentials] != 10 || got[model.ECodeRateLimited] != 40 {
		t.Errorf("50 wrong passwords at once: %v; want 10 checked (invalid_credentials) and 40 rate_limited", got)
	}
	// The right password, in the same burst's window, waits too.
	got = burst(10, func(i int) error {
		if i%2 == 0 {
			return login(teacherPassword)
		}
		return login("wrong again")
	})
	if got[model.ECodeRateLimited] != 10 {
		t.Errorf("right and wrong passwords past the limit: %v; want all rate_limited", got)
	}
	audit := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM audit_log WHERE action = 'auth.login.failure' AND subject_id = $1 AND actor_id IS NULL`, env.teacher.ID)
	if audit != 10 {
		t.Errorf("%d failed logins audited; want the 10 checked", audit)
	}
}

func TestARightPasswordDoesNotUseTheAllowance(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	for i := range 15 {
		if _, err := env.svc.Login(ctx, service.LoginInput{Email: env.teacher.Email, Password: teacherPassword, Kind: model.RoleTeacher}, "test"); err != nil {
			t.Fatalf("login %d: %v", i+1, err)
		}
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM audit_log WHERE action = 'auth.login' AND subject_id = $1`, env.teacher.ID); n != 15 {
		t.Errorf("%d logins audited, want 15", n)
	}
}

func TestEveryPasswordCheckSharesTheLoginLimit(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	u := env.teacher
	checks := []func() error{
		func() error { return env.svc.ChangePassword(ctx, u, "", "wrong password", "a brand new passphrase") },
		func() error { return env.svc.DeleteAccount(ctx, u, "wrong password") },
		func() error { return env.svc.DisableMFA(ctx, u, "", "wrong password") },
	}
	got := burst(30, func(i int) error { return checks[i%3]() })
	if got[model.ECodeValidation] != 10 || got[model.ECodeRateLimited] != 20 {
		t.Errorf("30 wrong current passwords at once: %v; want 10 checked and 20 rate_limited", got)
	}
	if _, err := env.svc.Login(ctx, service.LoginInput{Email: u.Email, Password: teacherPassword, Kind: model.RoleTeacher}, "test"); !model.HasCode(err, model.ECodeRateLimited) {
		t.Errorf("login after 10 wrong checks in a session: %v; want rate_limited", err)
	}
	if err := env.svc.ChangePassword(ctx, u, "", teacherPassword, "a brand new passphrase"); !model.HasCode(err, model.ECodeRateLimited) {
		t.Errorf("changing the password with the right one past the limit: %v; want rate_limited", err)
	}
}

func TestABurstOfWrongCodesChecksNoMoreThanTheLimit(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	secret := mfaSecret(t, env)
	if _, err := env.svc.ConfirmMFA(ctx, env.teacher, "", totpCode(t, secret, time.Now().Add(-30*time.Second))); err != nil {
		t.Fatal(err)
	}
	res, err := env.svc.Login(ctx, service.LoginInput{Email: env.teacher.Email, Password: teacherPassword, Kind: model.RoleTeacher}, "test")
	if err != nil || res.Challenge == "" {
		t.Fatalf("login: %+v, %v", res, err)
	}
	right := totpCode(t, secret, time.Now())
	// Wrong six-digit codes and wrong recovery codes, then the right code in the same burst.
	got := burst(50, func(i int) error {
		code := "000000"
		if i%2 == 1 {
			code = "AAAAA-BBBBB"
		}
		_, _, err := env.svc.CompleteMFALogin(ctx, res.Challenge, code, "test")
		return err
	})
	if got[model.ECodeInvalidCode] != 5 || got[model.ECodeRateLimited] != 45 {
		t.Errorf("50 wrong codes at once: %v; want 5 checked (invalid_code) and 45 rate_limited", got)
	}
	if _, _, err := env.svc.CompleteMFALogin(ctx, res.Challenge, right, "test"); !model.HasCode(err, model.ECodeRateLimited) {
		t.Errorf("the right code past the limit: %v; want rate_limited", err)
	}
	if n := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM audit_log WHERE action = 'auth.mfa.failure' AND subject_id = $1`, env.teacher.ID); n != 5 {
		t.Errorf("%d wrong codes audited, want 5", n)
	}
}

func TestABurstOfForgotPasswordsSendsAtMostThreeMails(t *testing.T) {
	t.Parallel()
	env := newTeacherEnv(t, nil)
	ctx := context.Background()
	got := burst(30, func(int) error { return env.svc.ForgotPassword(ctx, env.teacher.Email) })
	if got[""] != 30 {
		t.Errorf("answers: %v; every one must look the same (no error)", got)
	}
	mails := testdb.Value[int](t, env.st, `SELECT count(*)::int FROM river_job WHERE kind = 'send_mail' AND args->>'template' = 'password_reset'`)
	if mails != 3 {
		t.Errorf("%d reset mails queued by 30 requests at once; want 3", mails)
	}
}
