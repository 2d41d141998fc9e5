package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	ics "github.com/arran4/golang-ical"

	"github.com/teachbay/teachbay/internal/seed"
)

// interviewBody is a proposal of two times in March 2027, one each side of New York's change to
// daylight time.
const interviewBody = `{"mode": "video", "location": "https://meet.example.com/abc", "durationMinutes": 30,
	"slots": ["2027-03-12T09:00:00-05:00", "2027-03-15T09:00:00-04:00"], "note": "Bring a lesson idea."}`

// interviewCallers signs in the six callers of the access matrix (callers) after Ana applied to
// the bay district's open vacancy, and returns them with her application.
func interviewCallers(t *testing.T) (*authEnv, []*browser, string) {
	t.Helper()
	env := newAuthEnv(t)
	vacancy, _ := openings(t, env, "bay")
	openings(t, env, "gulf")
	a, b := env.teacher(t, ana), env.teacher(t, map[string]any{"firstName": "Ben", "lastName": "Diaz", "email": "ben@example.com",
		"contactNumber": "+18135551234", "country": "US", "password": "bayshore sunsets in july"})
	if err := seed.CompleteDemoTeacher(context.Background(), env.svc, a.userID()); err != nil {
		t.Fatal(err)
	}
	env.confirmEmail(t, "ana@example.com")
	_, _, applied := a.do(http.MethodPost, "/api/applications", map[string]any{"vacancyId": vacancy})
	return env, []*browser{env.browser(t), a, b, env.school(t, "hr@bay.example", "bay"), env.school(t, "hr@gulf.example", "gulf"),
		env.admin(t, "ops@teachbay.example")}, applied["id"].(string)
}

// TestInterviewEndpointsAnswerOnlyTheirTwoSides walks an interview's life as every caller of the
// matrix: its teacher and the school users of its district act, another teacher or district finds
// nothing (404), another role or none is refused (401).
func TestInterviewEndpointsAnswerOnlyTheirTwoSides(t *testing.T) {
	t.Parallel()
	_, who, app := interviewCallers(t)
	var interview, slot string
	step := func(method, path, body string, want [6]int) [6][]byte {
		t.Helper()
		path = strings.NewReplacer("{application}", app, "{interview}", interview, "{slot}", slot).Replace(path)
		body = strings.ReplaceAll(body, "{slot}", slot)
		var answers [6][]byte
		for i, b := range who {
			status, _, raw := b.raw(method, path, "application/json", strings.NewReader(body))
			if status != want[i] {
				t.Errorf("%s %s as %s: %d %s, want %d", method, path, callers[i], status, raw, want[i])
			}
			answers[i] = raw
		}
		return answers
	}
	propose := func() {
		t.Helper()
		var i struct {
			ID    string `json:"id"`
			Slots []struct {
				ID string `json:"id"`
			} `json:"slots"`
		}
		_ = json.Unmarshal(step("POST", "/api/school/applications/{application}/interviews", interviewBody, [6]int{401, 401, 401, 201, 404, 401})[3], &i)
		if len(i.Slots) != 2 {
			t.Fatalf("proposed: %+v", i)
		}
		interview, slot = i.ID, i.Slots[1].ID
	}

	propose()
	step("GET", "/api/school/applications/{application}/interviews", "", [6]int{401, 401, 401, 200, 404, 401})
	step("GET", "/api/applications/{application}/interviews", "", [6]int{401, 200, 404, 401, 401, 401})
	step("GET", "/api/interviews/{interview}/calendar.ics", "", [6]int{401, 409, 404, 409, 404, 401}) // no time yet
	step("POST", "/api/interviews/{interview}/other-times", `{"message": "A week later?"}`, [6]int{401, 200, 404, 401, 401, 401})
	step("POST", "/api/interviews/{interview}/choose", `{"slotId": "{slot}"}`, [6]int{401, 200, 404, 401, 401, 401})
	files := step("GET", "/api/interviews/{interview}/calendar.ics", "", [6]int{401, 200, 404, 200, 404, 401})
	step("POST", "/api/school/interviews/{interview}/complete", "", [6]int{401, 401, 401, 409, 404, 401}) // not held yet
	step("POST", "/api/school/interviews/{interview}/cancel", `{"reason": "The principal is away."}`, [6]int{401, 401, 401, 200, 404, 401})
	propose()
	step("POST", "/api/interviews/{interview}/cancel", `{"reason": "I took another offer."}`, [6]int{401, 200, 404, 401, 401, 401})

	// Both sides' files are the same event, each in its reader's language.
	for _, i := range []int{1, 3} {
		cal, err := ics.ParseCalendar(strings.NewReader(string(files[i])))
		if err != nil || len(cal.Events()) != 1 {
			t.Fatalf("%s's file: %v\n%s", callers[i], err, files[i])
		}
		e := cal.Events()[0]
		if start := e.GetProperty(ics.ComponentPropertyDtStart); start == nil || start.Value != "20270315T130000Z" ||
			!strings.HasPrefix(e.Id(), "interview-") || !strings.Contains(string(files[i]), "METHOD:REQUEST") {
			t.Errorf("%s's file:\n%s", callers[i], files[i])
		}
	}
}

// The calendar file is an attachment of type text/calendar; bad proposals name their fields.
func TestInterviewProposalsAndFilesOverHTTP(t *testing.T) {
	t.Parallel()
	_, who, app := interviewCallers(t)
	teacher, school := who[1], who[3]
	status, _, body := school.do(http.MethodPost, "/api/school/applications/"+app+"/interviews", map[string]any{"mode": "video",
		"location": "meet.example.com", "durationMinutes": 300, "slots": []string{"2020-01-01T09:00:00Z"}})
	fields, _ := body["fields"].(map[string]any)
	if status != 400 || fields["location"] != "invalid" || fields["durationMinutes"] != "out_of_range" || fields["slots"] != "past" {
		t.Errorf("a bad proposal: %d %v", status, body)
	}
	_, _, proposed := school.do(http.MethodPost, "/api/school/applications/"+app+"/interviews", json.RawMessage(interviewBody))
	id := proposed["id"].(string)
	slots := proposed["slots"].([]any)
	if proposed["teacherTimeZone"] != "Asia/Manila" || proposed["status"] != "proposed" || proposed["start"] != nil {
		t.Errorf("proposed: %v", proposed)
	}
	if status, _, body := school.do(http.MethodPost, "/api/school/applications/"+app+"/interviews", json.RawMessage(interviewBody)); status != 409 {
		t.Errorf("a second open interview: %d %v", status, body)
	}
	if status, _, body := teacher.do(http.MethodPost, "/api/interviews/"+id+"/choose", map[string]any{"slotId": "nope"}); status != 400 {
		t.Errorf("an unknown slot: %d %v", status, body)
	}
	slot := slots[0].(map[string]any)["id"].(string)
	if status, _, body := teacher.do(http.MethodPost, "/api/interviews/"+id+"/choose", map[string]any{"slotId": slot}); status != 200 ||
		body["start"] != "2027-03-12T14:00:00Z" {
		t.Errorf("chose: %d %v", status, body)
	}
	status, header, raw := teacher.raw(http.MethodGet, "/api/interviews/"+id+"/calendar.ics", "", nil)
	if status != 200 || header.Get("Content-Type") != "text/calendar; charset=utf-8" ||
		!strings.HasPrefix(header.Get("Content-Disposition"), "attachment") || !strings.Contains(string(raw), "SUMMARY:Entrevista") {
		t.Errorf("the file: %d %v\n%s", status, header, raw)
	}
	if _, _, profile := teacher.do(http.MethodGet, "/api/me/profile", nil); profile["timeZone"] != "Asia/Manila" {
		t.Errorf("the profile's zone: %v", profile["timeZone"])
	}
}
