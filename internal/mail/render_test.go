package mail

import (
	"maps"
	"strings"
	"testing"
)

func TestEveryTemplateRendersInItsLanguages(t *testing.T) {
	r, err := NewRenderer("https://teachbay.example")
	if err != nil {
		t.Fatal(err)
	}
	data := map[string]string{"FirstName": "Ana", "LastName": "Cruz", "Email": "ana@example.com", "Phone": "+18132724000",
		"Message": "<script>alert(1)</script>", "Language": "es", "ReceivedAt": "now", "UnsubscribeURL": "https://teachbay.example/u?t=1",
		"ConfirmURL": "https://teachbay.example/subscribe?confirm=T", "Position": "Biology Teacher", "School": "Bay High",
		"Status": "on-hold", "Note": "We will call you next week.", "NoteOnly": "", "ApplicationURL": "https://teachbay.example/teacher/applications/1",
		"MatchesURL": "https://teachbay.example/teacher/matches",
		"AcceptURL":  "https://teachbay.example/user/accept-invitation?token=T", "InvitedBy": "Ana Cruz", "RoleName": "an admin",
		"Expires": "November 25, 2026", "Mode": "video", "Location": "https://meet.example/abc", "Duration": "45", "Zone": "Asia/Manila",
		"When": "lunes 15 de marzo de 2027, 21:00", "OtherWhen": "lunes 15 de marzo de 2027, 09:00", "OtherZone": "America/New_York",
		"TeacherName": "Ana Cruz", "Reason": "", "URL": "https://teachbay.example/teacher/applications/1", "ForSchool": "",
		"CancelledBySchool": "yes", "Search": "Math <near> Tampa", "ResultsURL": "https://teachbay.example/vacancies?subject=math",
		"ManageURL": "https://teachbay.example/teacher/saved-searches"}
	tests := []struct{ name, lang, subject, text string }{
		{TemplateSubscribeWelcome, "en", "Welcome to TeachBay", "Unsubscribe with one click: https://teachbay.example/u?t=1"},
		{TemplateSubscribeWelcome, "es", "Te damos la bienvenida a TeachBay", "Cancela la suscripción con un clic"},
		{TemplateSubscribeConfirm, "en", "Confirm your TeachBay newsletter details", "https://teachbay.example/subscribe?confirm=T"},
		{TemplateSubscribeConfirm, "es", "Confirma tus datos del boletín de TeachBay", "el enlace funciona durante 3 días"},
		{TemplateContactReceipt, "en", "We received your message", "within 24 hours"},
		{TemplateContactReceipt, "es", "Recibimos tu mensaje", "en un plazo de 24 horas"},
		{TemplateContactTeam, "en", "New message from the contact form", "Reply to this e-mail to answer Ana directly"},
		{TemplateInvitation, "en", "You are invited to TeachBay", "https://teachbay.example/user/accept-invitation?token=T"},
		{TemplateInvitation, "es", "Tienes una invitación a TeachBay", "verificación en dos pasos"},
		{TemplateContactReceipt, "fr", "We received your message", "within 24 hours"}, // unknown language: English
		{TemplateInterviewProposed, "en", "A school invites you to an interview on TeachBay", "(your time, Asia/Manila) = 9:00 AM in Tampa"},
		{TemplateInterviewProposed, "es", "Una escuela te invita a una entrevista en TeachBay", "(tu hora, Asia/Manila) = 9:00 AM en Tampa"},
		{TemplateInterviewScheduled, "en", "Your interview is scheduled", "in Tampa: lunes 15 de marzo de 2027, 09:00 (America/New_York)"},
		{TemplateInterviewScheduled, "es", "Tu entrevista está programada", "Cuándo: lunes 15 de marzo de 2027, 21:00 (tu hora, Asia/Manila)"},
		{TemplateInterviewReminder, "en", "Reminder: your interview is coming up", "Your interview with Bay High for Biology Teacher is coming up."},
		{TemplateInterviewReminder, "es", "Recordatorio: se acerca tu entrevista", "Tu entrevista con Bay High para el puesto Biology Teacher se acerca."},
		{TemplateInterviewCancelled, "en", "An interview was cancelled", "Bay High cancelled the interview for Biology Teacher."},
		{TemplateInterviewCancelled, "es", "Se canceló una entrevista", "Bay High canceló la entrevista para el puesto Biology Teacher."},
		{TemplateInterviewOtherTimes, "en", "An applicant asks for other interview times", "Their message: <script>"},
		{TemplateInterviewOtherTimes, "es", "Un postulante pide otros horarios de entrevista", "Su mensaje: <script>"},
		{TemplateApplicationStatus, "en", "The status of your TeachBay application changed",
			"Bay High changed the status of your application for Biology Teacher to: On hold.\n\nTheir note: We will call you next week."},
		{TemplateApplicationStatus, "es", "Cambió el estado de tu postulación en TeachBay",
			"Bay High cambió el estado de tu postulación para Biology Teacher a: En espera."},
		{TemplateJobRecommendations, "en", "New teaching jobs that match your profile",
			"- Biology Teacher, Bay High (Hillsborough County Public Schools). You are 87% matched.\n  https://teachbay.example/vacancies/v1"},
		{TemplateSearchAlert, "en", "New teaching jobs for your saved search",
			"match your saved search \"Math <near> Tampa\"" + " and are new since our last e-mail about it:\n\n- Biology Teacher, Bay High " +
				"(Hillsborough County Public Schools). Apply by May 1, 2027. A good match for your profile."},
		{TemplateSearchAlert, "es", "Nuevos empleos docentes para tu búsqueda guardada",
			"- Biology Teacher, Bay High (Hillsborough County Public Schools). Postúlate hasta el May 1, 2027. Muy compatible con tu perfil."},
		{TemplateJobRecommendations, "es", "Nuevos empleos docentes compatibles con tu perfil",
			"- Biology Teacher, Bay High (Hillsborough County Public Schools). Tienes una compatibilidad del 87 %."},
	}
	list := []map[string]string{{"Position": "Biology Teacher", "School": "Bay High", "District": "Hillsborough County Public Schools",
		"Score": "87", "URL": "https://teachbay.example/vacancies/v1", "Local": "9:00 PM", "Tampa": "9:00 AM", "LastDate": "May 1, 2027",
		"GoodMatch": "yes"}}
	for _, tt := range tests {
		got, err := r.Render(tt.name, tt.lang, data, list...)
		if err != nil {
			t.Fatalf("%s.%s: %v", tt.name, tt.lang, err)
		}
		if got.Subject != tt.subject || !strings.Contains(got.Text, tt.text) {
			t.Errorf("%s.%s: subject %q, text:\n%s", tt.name, tt.lang, got.Subject, got.Text)
		}
		if strings.Contains(got.HTML, "<script>") {
			t.Errorf("%s.%s: user text reached the HTML unescaped", tt.name, tt.lang)
		}
		if strings.Contains(got.Text, "&lt;") && tt.name != TemplateSubscribeWelcome {
			t.Errorf("%s.%s: the plain text must not be HTML-escaped", tt.name, tt.lang)
		}
	}
	// A note on the same status says it is a note, not a change.
	data["NoteOnly"] = "yes"
	for lang, want := range map[string][2]string{
		"en": {"A school wrote about your TeachBay application",
			"Bay High added a note to your application for Biology Teacher (status: On hold).\n\nTheir note: We will call you next week."},
		"es": {"Una escuela escribió sobre tu postulación en TeachBay",
			"Bay High añadió una nota a tu postulación para Biology Teacher (estado: En espera).\n\nSu nota: We will call you next week."},
	} {
		got, err := r.Render(TemplateApplicationStatus, lang, data)
		if err != nil || got.Subject != want[0] || !strings.Contains(got.Text, want[1]) {
			t.Errorf("a note on the same status in %s: %v, subject %q, text:\n%s", lang, err, got.Subject, got.Text)
		}
	}
	if _, err := r.Render("nope", "en", data); err == nil {
		t.Error("an unknown template must be an error")
	}
	if _, err := r.Render(TemplateContactTeam, "en", map[string]string{}); err == nil {
		t.Error("missing data must be an error, not an empty mail")
	}
}

func TestNoUserTextReachesASubjectAndReceiptsDoNotQuoteTheMessage(t *testing.T) {
	r, err := NewRenderer("https://teachbay.example")
	if err != nil {
		t.Fatal(err)
	}
	// Every value a template can be given is a marker; none may appear in any subject.
	data := map[string]string{}
	for _, key := range []string{"FirstName", "LastName", "Email", "Phone", "Message", "Language", "ReceivedAt", "UnsubscribeURL", "ConfirmURL",
		"VerifyURL", "LoginURL", "ResetURL", "Position", "School", "Status", "Note", "NoteOnly", "ApplicationURL", "MatchesURL",
		"InvitedBy", "RoleName", "Expires", "AcceptURL", "District", "Salary", "StartDate", "RespondBy", "Expired", "Teacher",
		"Outcome", "Reason", "PacketURL", "InboxURL", "SettingsURL", "Mode", "Location", "Duration", "Zone", "When", "OtherWhen",
		"OtherZone", "TeacherName", "URL", "ForSchool", "CancelledBySchool", "Name", "Relationship", "FormURL", "Reminder", "RefereeName",
		"ReferencesURL", "Received", "Search", "ResultsURL", "ManageURL"} {
		data[key] = "MARK" + key
	}
	files, _ := templateFS.ReadDir("templates")
	rendered := 0
	for _, f := range files {
		key, ok := strings.CutSuffix(f.Name(), ".tmpl")
		if !ok {
			continue
		}
		name, lang, _ := strings.Cut(key, ".")
		row := map[string]string{"Position": "MARKRow", "School": "MARKRow", "District": "MARKRow", "Score": "MARKRow", "URL": "MARKRow",
			"Name": "MARKRow", "AppliedOn": "MARKRow", "Overdue": "MARKRow", "Local": "MARKRow", "Tampa": "MARKRow", "LastDate": "MARKRow", "GoodMatch": "MARKRow"}
		got, err := r.Render(name, lang, data, row)
		if err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		rendered++
		if strings.Contains(got.Subject, "MARK") {
			t.Errorf("%s: subject %q carries user text", key, got.Subject)
		}
		if name == TemplateContactReceipt && (strings.Contains(got.Text, "MARKMessage") || strings.Contains(got.HTML, "MARKMessage")) {
			t.Errorf("%s: the receipt quotes the message", key)
		}
	}
	if rendered < 7 {
		t.Errorf("rendered %d templates", rendered)
	}
}

func TestOneLine(t *testing.T) {
	for in, want := range map[string]string{
		"Eve\r\nBcc: x@y.z": "Eve Bcc: x@y.z",
		"  a \t b\u2028c ":  "a b c",
		"plain":             "plain",
	} {
		if got := OneLine(in); got != want {
			t.Errorf("OneLine(%q) = %q, want %q", in, got, want)
		}
	}
}

// allData holds the data of every template, zero.
var allData = []Data{SubscribeWelcome{}, SubscribeConfirm{}, ContactTeam{}, ContactReceipt{}, VerifyEmail{}, AccountExists{},
	PasswordReset{}, PasswordChanged{}, MFAEnabled{}, MFADisabled{}, ApplicationStatus{}, JobRecommendations{}, Invitation{},
	ApplicationReceipt{}, ApplicantDigest{}, OfferMade{}, OfferEnded{}, OfferAnswered{}, NotSelected{},
	InterviewProposed{}, InterviewScheduled{}, InterviewReminder{}, InterviewCancelled{}, InterviewOtherTimes{},
	ReferenceRequest{}, ReferenceStatus{}, SearchAlert{}}

// Each template renders from its data in every language it is written in: a value a template
// reads that its data lacks fails here, not in a mail job.
func TestEveryTemplateRendersFromItsDataInEachLanguage(t *testing.T) {
	r, err := NewRenderer("https://teachbay.example")
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]Data{}
	for _, d := range allData {
		byName[d.Template()] = d
	}
	files, _ := templateFS.ReadDir("templates")
	rendered := map[string]int{}
	for _, f := range files {
		key, ok := strings.CutSuffix(f.Name(), ".tmpl")
		if !ok {
			continue
		}
		name, lang, _ := strings.Cut(key, ".")
		d, ok := byName[name]
		if !ok {
			t.Errorf("%s: no Data type fills it", key)
			continue
		}
		plain, secret, list := Fields(d)
		maps.Copy(plain, secret)
		if _, err := r.Render(name, lang, plain, list...); err != nil {
			t.Errorf("%s from %T{}: %v", key, d, err)
		}
		rendered[name]++
	}
	for name := range byName {
		if want := map[bool]int{true: 1, false: 2}[name == TemplateContactTeam]; rendered[name] != want {
			t.Errorf("%s: rendered in %d languages, want %d", name, rendered[name], want)
		}
	}
}

func TestFieldsSplitsSecretValuesAndListRows(t *testing.T) {
	plain, secret, list := Fields(ApplicationStatus{FirstName: "Ana", NoteOnly: true})
	if plain["FirstName"] != "Ana" || plain["NoteOnly"] != "yes" || plain["Note"] != "" || len(secret) != 0 || list != nil {
		t.Errorf("ApplicationStatus: %v, %v, %v", plain, secret, list)
	}
	plain, secret, _ = Fields(PasswordReset{FirstName: "Ana", ResetURL: "https://teachbay.example/r?token=T"})
	if _, leaked := plain["ResetURL"]; leaked || secret["ResetURL"] != "https://teachbay.example/r?token=T" {
		t.Errorf("PasswordReset: the link must be secret only: %v, %v", plain, secret)
	}
	plain, _, list = Fields(JobRecommendations{FirstName: "Ana", List: []Recommendation{{Position: "Biology Teacher", Score: "87"}}})
	if _, isValue := plain["List"]; isValue || len(list) != 1 || list[0]["Position"] != "Biology Teacher" || list[0]["Score"] != "87" {
		t.Errorf("JobRecommendations: %v, %v", plain, list)
	}
}

// The hiring loop's and the references' mails read right in each language, and the not-selected mail only suggests
// vacancies when it has some.
func TestTheHiringLoopsMailsInEachLanguage(t *testing.T) {
	r, err := NewRenderer("https://teachbay.example")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		d             Data
		lang, subject string
		text          string
	}{
		{ApplicationReceipt{FirstName: "Ana", Position: "Biology Teacher", School: "Bay High", District: "Hillsborough"}, "en",
			"We sent your TeachBay application", "Your application for Biology Teacher at Bay High (Hillsborough) reached the school."},
		{ApplicationReceipt{FirstName: "Ana", Position: "Biology Teacher", School: "Bay High", District: "Hillsborough"}, "es",
			"Enviamos tu postulación en TeachBay", "Qué sigue: la escuela la lee y te responde en TeachBay."},
		{OfferMade{FirstName: "Ana", Position: "Biology Teacher", School: "Bay High", Salary: "$52,000", StartDate: "August 3, 2027",
			RespondBy: "June 1, 2027"}, "en", "You have a job offer on TeachBay", "- Salary: $52,000 a year\n- Start date: August 3, 2027"},
		{OfferMade{FirstName: "Ana", Position: "Biology Teacher", School: "Bay High", Salary: "52 000 US$", RespondBy: "1 de junio de 2027"},
			"es", "Tienes una oferta de empleo en TeachBay", "- Responde a más tardar el: 1 de junio de 2027 (al final del día, hora de Tampa)"},
		{OfferEnded{FirstName: "Ana", Position: "Biology Teacher", School: "Bay High", Expired: true}, "en",
			"Your job offer on TeachBay expired", "The offer of Bay High for Biology Teacher expired"},
		{OfferEnded{FirstName: "Ana", Position: "Biology Teacher", School: "Bay High"}, "es",
			"Una escuela retiró su oferta de empleo en TeachBay", "Bay High retiró su oferta para Biology Teacher."},
		{OfferAnswered{FirstName: "Rita", Teacher: "Ana Cruz", Position: "Biology Teacher", Outcome: "declined", Reason: "I moved."}, "en",
			"A teacher declined your offer on TeachBay", "Ana Cruz declined: your offer for Biology Teacher.\n\nTheir reason: I moved."},
		{OfferAnswered{FirstName: "Rita", Teacher: "Ana Cruz", Position: "Biology Teacher", Outcome: "accepted"}, "es",
			"Un docente aceptó tu oferta en TeachBay", "La postulación ahora está contratada."},
		{NotSelected{FirstName: "Ana", Position: "Biology Teacher", School: "Bay High", List: []Recommendation{{Position: "Chemistry Teacher",
			School: "Gulf High", District: "Pinellas", Score: "81", URL: "https://teachbay.example/vacancies/v2"}}}, "es",
			"Novedades sobre tu postulación en TeachBay", "- Chemistry Teacher, Gulf High (Pinellas). Tienes una compatibilidad del 81 %."},
		{NotSelected{FirstName: "Ana", Position: "Biology Teacher", School: "Bay High"}, "en",
			"An update on your TeachBay application", "we are grateful for the time you gave it.\n\nAll your matches are here:"},
		{ApplicantDigest{FirstName: "Rita", List: []DigestRow{{Name: "Ana Cruz", Position: "Biology Teacher", School: "Bay High",
			AppliedOn: "May 2, 2027", URL: "https://teachbay.example/school/applications/a1"}, {Name: "Ben Ruiz", Position: "Biology Teacher",
			School: "Bay High", AppliedOn: "April 2, 2027", Overdue: true}}}, "en", "Your applicants today on TeachBay",
			"- New: Ana Cruz, Biology Teacher (Bay High), applied May 2, 2027.\n  https://teachbay.example/school/applications/a1\n\n- Waiting 14 days or more: Ben Ruiz"},
		{ApplicantDigest{FirstName: "Rita", List: []DigestRow{{Name: "Ben Ruiz", Position: "Biología", School: "Bay High",
			AppliedOn: "2 de abril de 2027", Overdue: true}}}, "es", "Tus postulantes de hoy en TeachBay",
			"- Esperando 14 días o más: Ben Ruiz, Biología (Bay High), se postuló el 2 de abril de 2027."},
		{ReferenceRequest{Name: "Rita Gómez", TeacherName: "Ana Cruz", Relationship: "principal", Expires: "June 1, 2027",
			FormURL: "https://teachbay.example/reference?token=T&lang=en"}, "en", "A teacher asks you for a reference on TeachBay",
			"Answer here (the link works once, until June 1, 2027, 14 days after it was sent):\nhttps://teachbay.example/reference?token=T&lang=en"},
		{ReferenceRequest{Name: "Rita Gómez", TeacherName: "Ana Cruz", Relationship: "director/a", Expires: "1 de junio de 2027",
			Reminder: true}, "es", "Recordatorio: una solicitud de referencia de TeachBay",
			"Hace una semana te enviamos esta solicitud; todavía espera tu respuesta."},
		{ReferenceStatus{FirstName: "Ana", RefereeName: "Rita Gómez", Received: true}, "en",
			"A referee answered your reference request on TeachBay", "Rita Gómez sent the reference you asked for. It is confidential"},
		{ReferenceStatus{FirstName: "Ana", RefereeName: "Rita Gómez"}, "es",
			"Una persona rechazó tu solicitud de referencia en TeachBay", "Rita Gómez prefirió no dar una referencia."},
	} {
		plain, secret, list := Fields(tt.d)
		maps.Copy(plain, secret)
		got, err := r.Render(tt.d.Template(), tt.lang, plain, list...)
		if err != nil || got.Subject != tt.subject || !strings.Contains(got.Text, tt.text) {
			t.Errorf("%s.%s: %v, subject %q, text:\n%s", tt.d.Template(), tt.lang, err, got.Subject, got.Text)
		}
	}
}
