package seed

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"fmt"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/store"
)

// The demo teacher's referees (docs/api.md "References"): her principal in Quezon City answered,
// her mentor was asked and has not answered yet, and a colleague is a draft she has not sent, so
// the packet shows one reference and her list shows every state she acts on. The addresses are
// invented, on the demo's domain.
var (
	demoPrincipal = service.ReferenceInput{Name: "Teresita Villanueva", Email: "t.villanueva@demo.test", Relationship: "principal",
		Organization: "Quezon City Science High School", Phone: "+639175550199"}
	demoMentor = service.ReferenceInput{Name: "Ramon Bautista", Email: "r.bautista@demo.test", Relationship: "mentor_teacher",
		Organization: "Quezon City Science High School"}
	demoColleague = service.ReferenceInput{Name: "Liza Mendoza", Email: "l.mendoza@demo.test", Relationship: "colleague",
		Organization: "Batasan Hills National High School"}
)

// demoPrincipalAnswer is the principal's answer: strong, with one area she could not observe.
func demoPrincipalAnswer() service.RefereeAnswer {
	five, four := 5, 4
	return service.RefereeAnswer{
		Ratings: model.ReferenceRatings{Instruction: &five, ClassroomManagement: &five, StudentRelationships: &five,
			Collaboration: &four, Professionalism: &five},
		WouldRehire: "yes",
		Comments: "Ms. Teacher taught Grade 9 and 10 mathematics in our school for six years. Her classes regularly " +
			"outperformed the division in the National Achievement Test, and she ran our after-school tutoring for " +
			"students who were falling behind. She plans carefully, uses assessment data to regroup students every " +
			"quarter, and keeps parents informed. I would hire her again without hesitation.",
		RefereeName: "Teresita Villanueva", RefereePosition: "Principal IV", Confirm: true,
	}
}

// DemoReferences gives the demo teacher her three referees. A teacher with referees already is
// left as she is, so seeding again changes nothing.
func DemoReferences(ctx context.Context, svc *service.Service, st *store.Store, teacher model.User) error {
	list, err := svc.References(ctx, teacher.ID)
	if err != nil || len(list) > 0 {
		return err
	}
	principal, err := svc.AddReference(ctx, teacher, demoPrincipal)
	if err != nil {
		return fmt.Errorf("demo references: %w", err)
	}
	// The principal's link is made here rather than mailed, so the seed can answer it as she did.
	token := rand.Text()
	hash := sha256.Sum256([]byte(token))
	if err := st.InTx(ctx, func(tx *store.Tx) error {
		return tx.RequestReference(ctx, principal.ID, hash[:], time.Now().Add(service.ReferenceTTL), false)
	}); err != nil {
		return fmt.Errorf("demo references: %w", err)
	}
	if err := svc.AnswerReference(ctx, token, demoPrincipalAnswer(), service.Referee{}); err != nil {
		return fmt.Errorf("demo references: answer: %w", err)
	}
	mentor, err := svc.AddReference(ctx, teacher, demoMentor)
	if err == nil {
		_, err = svc.RequestReference(ctx, teacher, mentor.ID)
	}
	if err == nil {
		_, err = svc.AddReference(ctx, teacher, demoColleague)
	}
	if err != nil {
		return fmt.Errorf("demo references: %w", err)
	}
	return nil
}
