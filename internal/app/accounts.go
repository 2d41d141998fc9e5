package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/teachbay/teachbay/internal/auth"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
)

// The demo accounts of seed --demo (docs/design.md §2), all with the password of
// DEMO_PASSWORD: a teacher with a complete profile, one just registered, a school user of the
// Hillsborough district, one of Pinellas, and an admin.
const (
	DemoTeacherEmail    = "teacher@demo.test"
	DemoNewTeacherEmail = "newteacher@demo.test"
	DemoSchoolEmail     = "school@demo.test"
	DemoSchool2Email    = "school2@demo.test"
	DemoAdminEmail      = "admin@demo.test"
)

// createUserFlags names, for the errors of admin create-user, the flag behind each field.
var createUserFlags = map[string]string{"role": "--role", "email": "--email", "firstName": "--first-name",
	"lastName": "--last-name", "language": "--language", "organization": "--org"}

// CreateUser creates an account without a password (teachbay admin create-user) and prints the
// link that sets it, for the operator to hand over. Like serve, it first applies pending
// migrations unless MIGRATE_ON_START=false. The link is printed, never logged: logs hold no tokens.
func (a *App) CreateUser(ctx context.Context, in service.NewAccount) error {
	st, err := a.openMigratedStore(ctx)
	if err != nil {
		return err
	}
	defer st.Close()
	svc := service.New(service.Config{BaseURL: a.Config.BaseURL, PasswordParams: auth.DefaultParams}, service.Deps{Store: st})
	user, link, err := svc.CreateAccount(ctx, in)
	var e *model.Error
	if errors.As(err, &e) && len(e.Fields) > 0 {
		problems := make([]string, 0, len(e.Fields))
		for field, code := range e.Fields {
			problems = append(problems, createUserFlags[field]+" "+code)
		}
		sort.Strings(problems)
		return fmt.Errorf("admin create-user: %s", strings.Join(problems, ", "))
	}
	if err != nil {
		return err
	}
	a.Log.Info("account created", "id", user.ID, "role", user.Role)
	_, err = fmt.Fprintf(a.out(), "Set-password link for %s (valid %d hours): %s\n",
		user.Email, int(service.SetPasswordLinkTTL.Hours()), link)
	return err
}

// seedDemoAccounts creates the demo accounts that do not exist yet, with their password set and
// address verified, and prints their logins. It returns the demo teacher's id.
func (a *App) seedDemoAccounts(ctx context.Context, st *store.Store) (teacherID string, err error) {
	organizations := map[string]*string{}
	for _, slug := range []string{"hillsborough", "pinellas"} {
		id, found, err := st.OrganizationIDBySlug(ctx, slug)
		if err != nil {
			return "", err
		}
		if !found {
			return "", fmt.Errorf("seed --demo: no organization %q", slug)
		}
		organizations[slug] = &id
	}
	if problem := auth.PasswordProblem(a.Config.DemoPassword); problem != "" {
		return "", fmt.Errorf("seed --demo: DEMO_PASSWORD is %s", strings.ReplaceAll(problem, "_", " "))
	}
	accounts := []model.NewUser{
		{Role: model.RoleTeacher, Email: DemoTeacherEmail, FirstName: "Demo", LastName: "Teacher", Language: "en"},
		{Role: model.RoleTeacher, Email: DemoNewTeacherEmail, FirstName: "New", LastName: "Teacher", Language: "en"},
		{Role: model.RoleSchool, Email: DemoSchoolEmail, FirstName: "Demo", LastName: "School", Language: "en",
			OrganizationID: organizations["hillsborough"]},
		{Role: model.RoleSchool, Email: DemoSchool2Email, FirstName: "Demo", LastName: "Pinellas", Language: "en",
			OrganizationID: organizations["pinellas"]},
		{Role: model.RoleAdmin, Email: DemoAdminEmail, FirstName: "Demo", LastName: "Admin", Language: "en"},
	}
	for i := range accounts {
		if accounts[i].PasswordHash, err = auth.HashPassword(a.Config.DemoPassword, auth.DefaultParams); err != nil {
			return "", err
		}
	}
	created, err := a.insertAccounts(ctx, st, accounts, a.Config.DemoTOTPSecret)
	if err != nil {
		return "", err
	}
	a.Log.Info("demo accounts seeded", "created", created, "existing", len(accounts)-created)
	c, found, err := st.CredentialsByEmail(ctx, DemoTeacherEmail)
	if err == nil && !found {
		err = errors.New("seed --demo: the demo teacher is missing")
	}
	if err != nil {
		return "", err
	}
	pw := a.Config.DemoPassword
	_, err = fmt.Fprintf(a.out(), "Demo logins (development only):\n"+
		"  %s / %s  (Teacher tab; a complete profile that can apply)\n"+
		"  %s / %s  (Teacher tab; just registered)\n"+
		"  %s / %s  (School tab; a school user of the Hillsborough district)\n"+
		"  %s / %s  (School tab; a school user of the Pinellas district)\n"+
		"  %s / %s  (School tab; an admin)\n"+
		"  The school and admin accounts ask for a code from an authenticator app set up with the secret %s.\n",
		DemoTeacherEmail, pw, DemoNewTeacherEmail, pw, DemoSchoolEmail, pw, DemoSchool2Email, pw, DemoAdminEmail, pw,
		a.Config.DemoTOTPSecret)
	return c.User.ID, err
}

// insertAccounts creates the generated accounts that do not exist yet, their addresses verified,
// the school users and admins with the authenticator secret totpSecret (base32), and returns how
// many it created.
func (a *App) insertAccounts(ctx context.Context, st *store.Store, accounts []model.NewUser, totpSecret string) (int, error) {
	keys, err := a.newKeyring()
	if err != nil {
		return 0, err
	}
	created := 0
	err = st.InTx(ctx, func(tx *store.Tx) error {
		for _, n := range accounts {
			u, err := tx.InsertUser(ctx, n)
			if errors.Is(err, store.ErrEmailTaken) {
				continue
			}
			if err != nil {
				return err
			}
			if err := tx.MarkEmailVerified(ctx, u.ID); err != nil {
				return err
			}
			if n.Role != model.RoleTeacher { // school and admin accounts must have TOTP
				keyID, secret := keys.Seal([]byte(totpSecret), []byte(u.ID))
				if err := tx.EnrolTOTP(ctx, u.ID, store.SealedSecret{KeyID: keyID, Sealed: secret}); err != nil {
					return err
				}
			}
			created++
		}
		return nil
	})
	return created, err
}

func (a *App) out() io.Writer {
	if a.Out == nil {
		return os.Stdout
	}
	return a.Out
}
