package service

import (
	"context"
	"strings"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// The admin console's reports: the self-identification counts and the audit log (docs/api.md "Admin").

// minShownCount is the smallest count the self-identification report shows: a smaller one could
// point at a few people, so it is null ("fewer than 5").
const minShownCount = 5

// selfIdentificationCodes are the answers of each self-identification question (docs/design.md §4; the
// wizard's are in web/shared/disclosures.json, and a test keeps them equal).
var selfIdentificationCodes = map[string][]string{
	"ethnicity": {"asian", "black", "hispanic", "american_indian_alaska_native", "two_or_more",
		"native_hawaiian_pacific_islander", "white", "none_selected"},
	"hispanicOrigin": {"yes", "no", "prefer_not_to_say"},
	"gender":         {"male", "female", "other", "prefer_not_to_say"},
	"veteranStatus":  {"not_veteran", "veteran", "disabled_veteran", "prefer_not_to_say"},
}

// SelfIdentificationReport is how many teachers had completed the voluntary self-identification
// on the day AsOf (YYYY-MM-DD, UTC) and how many gave each answer, every answer code present; a
// count below minShownCount is nil.
type SelfIdentificationReport struct {
	AsOf           string          `json:"asOf"`
	Total          *int            `json:"total"`
	Ethnicity      map[string]*int `json:"ethnicity"`
	HispanicOrigin map[string]*int `json:"hispanicOrigin"`
	Gender         map[string]*int `json:"gender"`
	VeteranStatus  map[string]*int `json:"veteranStatus"`
}

// SelfIdentificationReport returns the counts of the completed self-identifications (docs/design.md §6:
// admins see aggregate counts only) from the latest daily snapshot, not the live answers: read
// before and after one teacher's write, the report stays the same, so with the audit log it cannot
// tell what that teacher answered. Each reading is recorded in the audit log, with the admin as
// subject.
func (s *Service) SelfIdentificationReport(ctx context.Context, admin model.User) (SelfIdentificationReport, error) {
	var counts store.SelfIdentificationCounts
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		if counts, err = tx.SelfIdentificationSnapshot(ctx); err != nil {
			return err
		}
		return tx.Audit(ctx, admin.ID, "report.self_identification.read", admin.ID)
	})
	if err != nil {
		return SelfIdentificationReport{}, err
	}
	shown := func(question string) map[string]*int {
		return suppressed(selfIdentificationCodes[question], counts.Answers[question])
	}
	return SelfIdentificationReport{AsOf: counts.AsOf.Format(time.DateOnly), Total: shownCount(counts.Total), Ethnicity: shown("ethnicity"),
		HispanicOrigin: shown("hispanicOrigin"), Gender: shown("gender"), VeteranStatus: shown("veteranStatus")}, nil
}

// suppressed returns the counts of one question as the report shows them: every count below
// minShownCount is hidden (nil); and since the total is shown, what is hidden adds up to a known
// number, so while that number could point at people (one hidden count, or hidden counts adding up
// to fewer than minShownCount), the smallest shown count is hidden too.
func suppressed(codes []string, counts map[string]int) map[string]*int {
	shown := map[string]*int{}
	hidden, hiddenSum := 0, 0
	for _, code := range codes {
		if n := counts[code]; n >= minShownCount {
			shown[code] = &n
		} else {
			shown[code] = nil
			hidden, hiddenSum = hidden+1, hiddenSum+n
		}
	}
	for hidden > 0 && hidden < len(codes) && (hidden == 1 || hiddenSum < minShownCount) {
		smallest := ""
		for _, code := range codes {
			if n := shown[code]; n != nil && (smallest == "" || *n < *shown[smallest]) {
				smallest = code
			}
		}
		hidden, hiddenSum = hidden+1, hiddenSum+*shown[smallest]
		shown[smallest] = nil
	}
	return shown
}

// shownCount is n, or nil when it is below minShownCount.
func shownCount(n int) *int {
	if n < minShownCount {
		return nil
	}
	return &n
}

// AuditList is what GET /api/admin/audit asks for, as sent.
type AuditList struct {
	Action, Actor, From, To, Page, PageSize string
}

// AuditLog returns a page of the audit log, newest first, each entry with its actor and subject
// named: of one action, by the actors whose e-mail address or name contains Actor (any case),
// between the days From and To in Tampa Bay (both included), as asked.
func (s *Service) AuditLog(ctx context.Context, in AuditList) (Page[model.AuditEntry], error) {
	f := model.Fields{}
	f.MaxLen("action", in.Action, 100)
	f.MaxLen("actor", in.Actor, 200)
	for name, day := range map[string]string{"from": in.From, "to": in.To} {
		if _, err := time.Parse(time.DateOnly, day); day != "" && err != nil {
			f[name] = "invalid"
		}
	}
	if f["from"] == "" && f["to"] == "" && in.From != "" && in.To != "" && in.From > in.To {
		f["to"] = "before_from"
	}
	filter := store.AuditFilter{Action: strings.TrimSpace(in.Action), Actor: store.Contains(strings.TrimSpace(in.Actor)), From: in.From, To: in.To}
	return listed(f, "", in.Page, in.PageSize, func(p store.Paging) ([]model.AuditEntry, int, error) {
		filter.Paging = p
		return s.Store.AuditLog(ctx, filter)
	})
}
