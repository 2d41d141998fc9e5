package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/testdb"
)

func TestTheJobBoardIsPublicAndRefusesBadFilters(t *testing.T) {
	t.Parallel()
	env := newAuthEnv(t)
	id := testdb.Value[string](t, env.st, `WITH o AS (INSERT INTO organizations (slug, name, county) VALUES ('bay', 'Bay District', 'Bay')
			RETURNING id), s AS (INSERT INTO schools (organization_id, name, level) SELECT id, 'Bay High', 'high' FROM o RETURNING *)
		INSERT INTO vacancies (organization_id, school_id, position, type, educational_level, subject, designation, description, last_date_to_apply)
		SELECT organization_id, id, 'Señor Mathematics Teacher', 'full_time', 'high', 'math', 'traditional', 'Algebra and geometry.',
			current_date + 30 FROM s RETURNING id::text`)
	visitor := env.browser(t)
	status, _, body := visitor.raw(http.MethodGet, "/api/vacancies?q=senor%20math&pageSize=5", "", nil)
	var page struct {
		Items []struct {
			ID, Position, District, Status string
		}
		Total, Page, PageSize int
	}
	if err := json.Unmarshal(body, &page); status != 200 || err != nil || page.Total != 1 || page.PageSize != 5 ||
		page.Items[0].ID != id || page.Items[0].District != "Bay District" || page.Items[0].Status != "open" {
		t.Fatalf("search: %d %s", status, body)
	}
	if status, _, body := visitor.raw(http.MethodGet, "/api/vacancies/"+id, "", nil); status != 200 || !strings.Contains(string(body), "Algebra and geometry.") {
		t.Errorf("job: %d %s", status, body)
	}
	for path, want := range map[string]int{
		"/api/vacancies?level=college": 400, "/api/vacancies?page=abc": 400, "/api/vacancies?school=1": 400,
		"/api/vacancies/00000000-0000-4000-8000-000000000000": 404, "/api/vacancies/nope": 404,
	} {
		if status, _, body := visitor.raw(http.MethodGet, path, "", nil); status != want {
			t.Errorf("%s: %d %s, want %d", path, status, body, want)
		}
	}
}
