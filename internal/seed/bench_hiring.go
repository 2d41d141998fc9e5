package seed

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
)

// The hiring side of make bench-api (seed --bench-applications): school users who read ranked
// applicants and analytics, the bench teachers' applications they read, and a referee's link per
// applicant for the referee's page. Like the bench teachers, they exist for the benchmark only.

// BenchSchoolPassword is the password of every bench school user, and BenchSchoolTOTPSecret the
// authenticator secret (base32) their second factor is checked against: school users must have one.
const (
	BenchSchoolPassword   = "teachbay-bench-school"
	BenchSchoolTOTPSecret = "TEACHBAYBENCHSCHOOLSECRET2345672"
)

// BenchApplicantsPerVacancy is how many bench teachers apply to each vacancy seed
// --bench-applications picks: a list a district sees for a sought-after post.
const BenchApplicantsPerVacancy = 100

// BenchSchoolEmail returns the address of the i-th bench school user, counting from 1: one per
// district, in the order of the districts' names.
func BenchSchoolEmail(i int) string { return "bench-school-" + strconv.Itoa(i) + "@bench.test" }

// BenchReferenceToken returns the token of the i-th bench teacher's referee link, counting from 1,
// which make bench-api opens as a referee would from the mail (only its hash is stored).
func BenchReferenceToken(i int) string { return "bench-referee-link-" + strconv.Itoa(i) }

// benchApplicationHistory is what became of the k-th bench application: sent some days ago, and
// taken a step or two by the school since, so the districts' analytics count every stage.
func benchApplicationHistory(k int) (appliedDaysAgo int, steps []store.DemoStep) {
	appliedDaysAgo = k % 60
	switch k % 8 {
	case 1, 2:
		steps = []store.DemoStep{{Status: model.StatusOnHold, DaysAgo: appliedDaysAgo / 2}}
	case 3:
		steps = []store.DemoStep{{Status: model.StatusCandidate, DaysAgo: appliedDaysAgo / 2}}
	case 4:
		steps = []store.DemoStep{{Status: model.StatusOnHold, DaysAgo: appliedDaysAgo * 2 / 3},
			{Status: model.StatusNotSelected, DaysAgo: appliedDaysAgo / 3}}
	}
	return appliedDaysAgo, steps
}

// BenchApplications sends n applications of the bench teachers through svc, as the web app would,
// BenchApplicantsPerVacancy to each of the newest open vacancies of the districts in turn: the
// k-th application (from 0) is the bench teacher k+1's, round the teachers when n is more, and its
// history is benchApplicationHistory(k). Each bench teacher who applied then has a referee asked,
// whose link's token is BenchReferenceToken of her number. It needs the bench teachers and
// vacancies (seed --bench-teachers, --bench-vacancies); an application or referee that exists
// already is left as it is, so seeding again adds only what is missing. It returns how many
// applications it sent.
func BenchApplications(ctx context.Context, svc *service.Service, st *store.Store, n int, now time.Time) (int, error) {
	var teachers int
	if err := st.Pool.QueryRow(ctx, `SELECT count(*) FROM users WHERE role = 'teacher' AND email LIKE 'bench-teacher-%@bench.test'`).
		Scan(&teachers); err != nil {
		return 0, fmt.Errorf("seed: bench applications: %w", err)
	}
	if teachers < BenchApplicantsPerVacancy {
		return 0, fmt.Errorf("seed: bench applications: %d bench teachers, at least %d needed (seed --bench-teachers)",
			teachers, BenchApplicantsPerVacancy)
	}
	vacancies, err := st.BenchHiringVacancies(ctx, (n+BenchApplicantsPerVacancy-1)/BenchApplicantsPerVacancy)
	if err != nil {
		return 0, err
	}
	sent := 0
	for k := range n {
		teacher := BenchTeacherID(k%teachers + 1)
		a, err := svc.Apply(ctx, teacher, vacancies[k/BenchApplicantsPerVacancy])
		if model.HasCode(err, model.ECodeConflict) {
			continue
		}
		if err != nil {
			return sent, fmt.Errorf("seed: bench application %d: %w", k, err)
		}
		daysAgo, steps := benchApplicationHistory(k)
		if err := st.DemoHistory(ctx, a.ID, daysAgo, steps); err != nil {
			return sent, err
		}
		sent++
	}
	for i := 1; i <= min(n, teachers); i++ {
		if err := benchReferee(ctx, svc, st, i, now); err != nil {
			return sent, err
		}
	}
	return sent, nil
}

// benchReferee asks a referee of the i-th bench teacher, unless she has one, with the link
// BenchReferenceToken(i).
func benchReferee(ctx context.Context, svc *service.Service, st *store.Store, i int, now time.Time) error {
	c, found, err := st.CredentialsByEmail(ctx, BenchTeacherEmail(i))
	if err == nil && !found {
		err = errors.New("missing")
	}
	if err != nil {
		return fmt.Errorf("seed: bench teacher %d's referee: %w", i, err)
	}
	list, err := svc.References(ctx, c.User.ID)
	if err != nil || len(list) > 0 {
		return err
	}
	ref, err := svc.AddReference(ctx, c.User, service.ReferenceInput{Name: "Bench Referee " + strconv.Itoa(i),
		Email: "bench-referee-" + strconv.Itoa(i) + "@bench.test", Relationship: "principal", Organization: "Bench School"})
	if err != nil {
		return fmt.Errorf("seed: bench teacher %d's referee: %w", i, err)
	}
	// The link is made here rather than mailed, so that make bench-api knows its token.
	hash := sha256.Sum256([]byte(BenchReferenceToken(i)))
	return st.InTx(ctx, func(tx *store.Tx) error {
		return tx.RequestReference(ctx, ref.ID, hash[:], now.Add(service.ReferenceTTL), false)
	})
}
