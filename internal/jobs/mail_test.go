package jobs

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/teachbay/teachbay/internal/mail"
	"github.com/teachbay/teachbay/internal/sealed"
)

// A mail job keeps the JSON shape of the jobs queued before typed mail data: a job queued by the
// previous release still opens and renders, and a link's token is only in the sealed part.
func TestAMailJobKeepsItsQueuedShape(t *testing.T) {
	keys, err := sealed.ParseKeys(sealed.NewKey("k1"))
	if err != nil {
		t.Fatal(err)
	}
	renderer, err := mail.NewRenderer("https://teachbay.example")
	if err != nil {
		t.Fatal(err)
	}
	queued := `{"key":"K1","template":"application_status","lang":"es","to":"ana@example.com",
		"data":{"FirstName":"Ana","Position":"Biology Teacher","School":"Bay High","Status":"on-hold","Note":"",
		"NoteOnly":"","ApplicationURL":"https://teachbay.example/teacher/applications/1"}}`
	now := NewMail(keys, "ana@example.com", "es", mail.ApplicationStatus{FirstName: "Ana", Position: "Biology Teacher",
		School: "Bay High", Status: "on-hold", ApplicationURL: "https://teachbay.example/teacher/applications/1"})
	now.Key = "K1"
	var old MailArgs
	if err := json.Unmarshal([]byte(queued), &old); err != nil {
		t.Fatal(err)
	}
	oldJSON, _ := json.Marshal(old)
	nowJSON, _ := json.Marshal(now)
	if string(oldJSON) != string(nowJSON) {
		t.Errorf("a new job:\n%s\nwant the shape of one queued before:\n%s", nowJSON, oldJSON)
	}
	data, err := old.AllData(keys)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := renderer.Render(old.Template, old.Lang, data, old.List...); err != nil {
		t.Errorf("a job queued before does not render: %v", err)
	}

	reset := NewMail(keys, "ana@example.com", "en", mail.PasswordReset{FirstName: "Ana", ResetURL: "https://teachbay.example/r?token=SECRET"})
	raw, _ := json.Marshal(reset)
	if reset.Secret == nil || bytes.Contains(raw, []byte("SECRET")) {
		t.Errorf("the reset link is not sealed: %s", raw)
	}
	opened, err := reset.AllData(keys)
	if err != nil || opened["ResetURL"] != "https://teachbay.example/r?token=SECRET" || opened["FirstName"] != "Ana" {
		t.Errorf("opened %v, %v; want the name and the link", opened, err)
	}
}
