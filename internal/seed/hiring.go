package seed

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
)

// demoStages are the demo teacher's applications, one a stage of the hiring loop (docs/design.md §4),
// each sent days ago with the steps a school took since, oldest first. The interviews are the
// interview flow's demo data.
var demoStages = []struct {
	status  string
	applied int
	steps   []store.DemoStep
}{
	{model.StatusPending, 2, nil},
	{model.StatusCandidate, 12, []store.DemoStep{
		{Status: model.StatusOnHold, Note: "Thank you for applying: we are reading this round's applications.", DaysAgo: 9},
		{Status: model.StatusCandidate, Note: "We would like to talk with you about the position.", DaysAgo: 5}}},
	{model.StatusOffered, 20, []store.DemoStep{{Status: model.StatusCandidate, DaysAgo: 15}, {Status: model.StatusOffered, DaysAgo: 2}}},
	{model.StatusHired, 40, []store.DemoStep{{Status: model.StatusCandidate, DaysAgo: 35}, {Status: model.StatusOffered, DaysAgo: 25},
		{Status: model.StatusHired, DaysAgo: 22}}},
	{model.StatusNotSelected, 30, []store.DemoStep{{Status: model.StatusOnHold, DaysAgo: 26}, {Status: model.StatusNotSelected, DaysAgo: 8}}},
	{model.StatusWithdrawn, 6, nil},
}

// demoApplicants are generated teachers who applied to the demo teacher's vacancies (by index of
// demoStages): the school's inbox and digest have new, overdue, answered and decided ones.
var demoApplicants = []struct {
	email, first, last, lang, country string
	vacancy, applied                  int
	steps                             []store.DemoStep
}{
	{"maria.santos@demo.test", "María", "Santos", "es", "PH", 0, 16, nil},
	{"paolo.cruz@demo.test", "Paolo", "Cruz", "en", "PH", 0, 0, nil},
	{"jose.reyes@demo.test", "José", "Reyes", "es", "CO", 1, 10, []store.DemoStep{{Status: model.StatusOnHold, DaysAgo: 7}}},
	{"grace.lim@demo.test", "Grace", "Lim", "en", "PH", 2, 21, []store.DemoStep{{Status: model.StatusCandidate, DaysAgo: 14}}},
	{"luis.fernandez@demo.test", "Luis", "Fernández", "es", "CO", 3, 38, []store.DemoStep{{Status: model.StatusNotSelected, DaysAgo: 22}}},
	{"ana.torres@demo.test", "Ana", "Torres", "es", "MX", 4, 29, []store.DemoStep{{Status: model.StatusNotSelected, DaysAgo: 8}}},
	// Earlier in the year, so that the district has the 20 applications in a year its public answer
	// rate waits for (docs/api.md "Hiring loop II"): the job pages of `make run` show it.
	{"sofia.mendoza@demo.test", "Sofía", "Mendoza", "es", "MX", 0, 45, []store.DemoStep{{Status: model.StatusOnHold, DaysAgo: 43}}},
	{"mark.bautista@demo.test", "Mark", "Bautista", "en", "PH", 1, 60, []store.DemoStep{{Status: model.StatusCandidate, DaysAgo: 57}}},
	{"valentina.rios@demo.test", "Valentina", "Ríos", "es", "CO", 3, 75, []store.DemoStep{{Status: model.StatusOnHold, DaysAgo: 71},
		{Status: model.StatusNotSelected, DaysAgo: 50}}},
	{"joy.villanueva@demo.test", "Joy", "Villanueva", "en", "PH", 3, 90, []store.DemoStep{{Status: model.StatusNotSelected, DaysAgo: 84}}},
	{"diego.herrera@demo.test", "Diego", "Herrera", "es", "VE", 4, 120, []store.DemoStep{{Status: model.StatusOnHold, DaysAgo: 118}}},
	{"kristine.delacruz@demo.test", "Kristine", "Dela Cruz", "en", "PH", 5, 150, []store.DemoStep{{Status: model.StatusCandidate, DaysAgo: 146}}},
	{"camilo.vargas@demo.test", "Camilo", "Vargas", "es", "CO", 4, 200, []store.DemoStep{{Status: model.StatusOnHold, DaysAgo: 190},
		{Status: model.StatusNotSelected, DaysAgo: 170}}},
	{"angelica.ramos@demo.test", "Angelica", "Ramos", "en", "PH", 1, 25, nil},
}

// DemoHiringLoop gives the demo teacher (a complete profile) applications at every stage of the
// hiring loop to vacancies of the school user's district, among applications of a few generated
// teachers: a pending offer, a hire (its vacancy filled and closed) and a vacancy closed out. A
// demo teacher who has applied already is left as she is, so seeding again changes nothing.
func DemoHiringLoop(ctx context.Context, svc *service.Service, st *store.Store, teacherID string, school model.User) error {
	if has, err := st.HasApplications(ctx, teacherID); err != nil || has {
		return err
	}
	vacancies, err := st.DemoHiringVacancies(ctx, *school.OrganizationID, len(demoStages))
	if err != nil {
		return err
	}
	ids := make([]string, len(demoStages))
	for i, stage := range demoStages {
		a, err := svc.Apply(ctx, teacherID, vacancies[i])
		if err != nil {
			return fmt.Errorf("demo application %s: %w", stage.status, err)
		}
		ids[i] = a.ID
		// The school took each step but two: she accepted the offer, and the close-out decided.
		steps := slices.Clone(stage.steps)
		for j := range steps {
			switch steps[j].Status {
			case model.StatusHired:
				steps[j].ActorID = teacherID
			case model.StatusNotSelected:
			default:
				steps[j].ActorID = school.ID
			}
		}
		if err := st.DemoHistory(ctx, a.ID, stage.applied, steps); err != nil {
			return err
		}
	}
	for _, d := range demoApplicants {
		id, err := st.DemoApplicant(ctx, d.email, d.first, d.last, d.lang, d.country, vacancies[d.vacancy])
		if err != nil {
			return err
		}
		steps := slices.Clone(d.steps)
		for j := range steps {
			steps[j].ActorID = school.ID
		}
		if err := st.DemoHistory(ctx, id, d.applied, steps); err != nil {
			return err
		}
	}
	today := time.Now().In(model.Tampa)
	day := func(days int) string { return today.AddDate(0, 0, days).Format(time.DateOnly) }
	offers := []struct {
		stage, salary, ago int
		status             string
		respondBy, start   string
	}{
		{2, 52300, 2, model.OfferPending, day(10), day(60)},
		{3, 50800, 25, model.OfferAccepted, day(-18), day(20)},
	}
	for _, o := range offers {
		if err := st.DemoOffer(ctx, ids[o.stage], school.ID, o.status, model.Offer{Salary: o.salary, StartDate: o.start,
			RespondBy: o.respondBy, Note: "We are glad to offer you this position. The start date follows the district calendar."}, o.ago); err != nil {
			return err
		}
	}
	// The hire filled its vacancy's one opening, and the school closed the other one: both closed.
	for _, i := range []int{3, 4} {
		if err := st.SetVacancyStatus(ctx, *school.OrganizationID, vacancies[i], model.VacancyClosed); err != nil {
			return err
		}
	}
	_, err = svc.CancelApplication(ctx, teacherID, ids[5])
	return err
}
