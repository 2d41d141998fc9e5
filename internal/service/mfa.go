package service

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/hotp"
	"github.com/pquerna/otp/totp"

	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// Second-factor settings: 30-second steps with one step of clock drift either way (RFC 6238
// §5.2), a login that waits for its code for 5 minutes and 10 single-use recovery codes (the limit
// of wrong codes is codeFailures).
const (
	totpPeriod = 30
	totpSkew   = 1
	// MFAChallengeTTL is how long a login waits for its second factor.
	MFAChallengeTTL   = 5 * time.Minute
	recoveryCodeCount = 10
)

const (
	msgInvalidCode   = "That code is not right."
	msgMFAEnrolled   = "Two-factor authentication is already set up."
	msgMFANotStarted = "Start the two-factor setup first."
	msgMFAMandatory  = "School and admin accounts must keep two-factor authentication."
)

// MFASetup is a new authenticator secret, as text and as the otpauth:// URL its QR code holds.
type MFASetup struct {
	Secret     string `json:"secret"`
	OtpauthURL string `json:"otpauthUrl"`
}

// SetupMFA makes a new TOTP secret for the user, replacing one they never confirmed. It counts
// once ConfirmMFA has seen a code from it. An account that already has one is a conflict.
func (s *Service) SetupMFA(ctx context.Context, u model.User) (MFASetup, error) {
	key, err := totp.Generate(totp.GenerateOpts{Issuer: "TeachBay", AccountName: u.Email, Period: totpPeriod,
		SecretSize: 20, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return MFASetup{}, err
	}
	keyID, sealed := s.Keys.Seal([]byte(key.Secret()), []byte(u.ID))
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		stored, err := tx.SetPendingTOTP(ctx, u.ID, store.SealedSecret{KeyID: keyID, Sealed: sealed})
		if err != nil {
			return err
		}
		if !stored {
			return model.Errorf(model.ECodeConflict, msgMFAEnrolled)
		}
		return nil
	})
	if err != nil {
		return MFASetup{}, err
	}
	return MFASetup{Secret: key.Secret(), OtpauthURL: key.URL()}, nil
}

// ConfirmMFA turns the user's new secret on once they show a code from it, and returns their
// recovery codes: shown this once, stored hashed. Every other session of theirs ends and they are
// mailed.
func (s *Service) ConfirmMFA(ctx context.Context, u model.User, sessionID, code string) ([]string, error) {
	codes := make([]string, recoveryCodeCount)
	hashes := make([][]byte, recoveryCodeCount)
	for i := range codes {
		codes[i] = newRecoveryCode()
		hashes[i] = recoveryHash(codes[i])
	}
	err := s.checkSecondFactor(ctx, u.ID, code, false, func(tx *store.Tx) error {
		if err := tx.ConfirmTOTP(ctx, u.ID, hashes); err != nil {
			return err
		}
		return s.securityChange(ctx, tx, u.ID, sessionID, "mfa.enable", func(n mail.SecurityNotice) mail.Data { return mail.MFAEnabled(n) })
	})
	if err != nil {
		return nil, err
	}
	return codes, nil
}

// DisableMFA turns a teacher's second factor off after checking their password; every other
// session of theirs ends and they are mailed. School users and admins must keep it.
func (s *Service) DisableMFA(ctx context.Context, u model.User, sessionID, password string) error {
	if u.Role != model.RoleTeacher {
		return model.Errorf(model.ECodeForbidden, msgMFAMandatory)
	}
	if err := s.checkOwnPassword(ctx, u, password, "password"); err != nil {
		return err
	}
	return s.Store.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.DeleteTOTP(ctx, u.ID); err != nil {
			return err
		}
		return s.securityChange(ctx, tx, u.ID, sessionID, "mfa.disable", func(n mail.SecurityNotice) mail.Data { return mail.MFADisabled(n) })
	})
}

// CompleteMFALogin finishes a login that waits for its second factor: challenge is the token
// Login returned, code a TOTP code or a recovery code.
func (s *Service) CompleteMFALogin(ctx context.Context, challenge, code, userAgent string) (model.User, *Session, error) {
	hash := hashToken(challenge)
	userID, found, err := s.Store.MFAChallengeUser(ctx, hash)
	if err != nil {
		return model.User{}, nil, err
	}
	if challenge == "" || !found {
		return model.User{}, nil, model.Errorf(model.ECodeUnauthenticated, msgUnauthenticated)
	}
	var user model.User
	var session *Session
	err = s.checkSecondFactor(ctx, userID, code, true, func(tx *store.Tx) error {
		if err := tx.EndMFAChallenge(ctx, hash); err != nil {
			return err
		}
		if user, err = tx.User(ctx, userID); err != nil {
			return err
		}
		session, err = s.startSession(ctx, tx, user, userAgent)
		return err
	})
	return user, session, err
}

// checkSecondFactor checks a code against the user's authenticator (confirmed unless this is the
// confirmation) or, when allowed, their unused recovery codes, and runs then in the same
// transaction when it is right. A TOTP code is accepted once: its step must be later than the last
// accepted one. Wrong codes count against docs/design.md §7's limit.
func (s *Service) checkSecondFactor(ctx context.Context, userID, code string, confirmed bool, then func(tx *store.Tx) error) error {
	// Counted before the code is checked: a burst of guesses gets no more checks than the limit.
	if err := s.take(ctx, codeFailures, userID); err != nil {
		return err
	}
	code = strings.ToUpper(strings.Join(strings.FieldsFunc(code, func(r rune) bool { return r == ' ' || r == '-' }), ""))
	right := false
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		secret, isConfirmed, found, err := tx.LockTOTP(ctx, userID)
		if err != nil {
			return err
		}
		if !found || isConfirmed != confirmed {
			if confirmed {
				return model.Errorf(model.ECodeUnauthenticated, msgUnauthenticated)
			}
			if found {
				return model.Errorf(model.ECodeConflict, msgMFAEnrolled)
			}
			return model.Errorf(model.ECodeConflict, msgMFANotStarted)
		}
		if len(code) == 6 {
			plain, err := s.Keys.Open(secret.KeyID, secret.Sealed, []byte(userID))
			if err != nil {
				return err
			}
			if step, ok := totpStep(string(plain), code, secret.LastStep, time.Now()); ok {
				right = true
				if err := tx.UseTOTPStep(ctx, userID, step); err != nil {
					return err
				}
			}
		} else if confirmed && len(code) == 10 {
			if right, err = tx.UseRecoveryCode(ctx, userID, recoveryHash(code)); err != nil {
				return err
			}
		}
		if !right {
			return nil
		}
		return then(tx)
	})
	if err != nil {
		return err
	}
	if right {
		return s.giveBack(ctx, codeFailures, userID)
	}
	if err := s.Store.Audit(ctx, "", "auth.mfa.failure", userID); err != nil {
		return err
	}
	return model.Errorf(model.ECodeInvalidCode, msgInvalidCode)
}

// totpStep returns the time step at now, give or take totpSkew, whose code is code and which is
// later than lastStep.
func totpStep(secret, code string, lastStep int64, now time.Time) (int64, bool) {
	current := now.Unix() / totpPeriod
	for step := current - totpSkew; step <= current+totpSkew; step++ {
		if step <= lastStep {
			continue
		}
		ok, err := hotp.ValidateCustom(code, uint64(step), secret, hotp.ValidateOpts{Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
		if err == nil && ok {
			return step, true
		}
	}
	return 0, false
}

// newRecoveryCode returns a code of 10 letters and digits (about 50 random bits), as ABCDE-FGHIJ.
func newRecoveryCode() string {
	code := rand.Text()[:10]
	return code[:5] + "-" + code[5:]
}

// recoveryHash is how a recovery code is stored: a hash of its characters without the dash. The
// code is random enough that a plain hash cannot be reversed by trying.
func recoveryHash(code string) []byte {
	sum := sha256.Sum256([]byte(strings.ToUpper(strings.ReplaceAll(code, "-", ""))))
	return sum[:]
}
