package seed

import (
	"context"
	"fmt"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/pdfwrite"
	"github.com/teachbay/teachbay/internal/service"
)

// The demo teacher (docs/design.md §2, seed --demo): a secondary mathematics teacher in Quezon City
// with eight years in public high schools and a master's degree, who wants to teach middle or high
// school math or science in Tampa Bay. Everything about her is invented; her documents say they are demo files.
var demoProfile = model.Profile{FirstName: "Demo", LastName: "Teacher", ContactNumber: "+639175550142",
	Address: "27 Kalayaan Avenue", City: "Quezon City", State: "Metro Manila", ZipCode: "1101", Country: "PH",
	HighestDegree: new("master")}

var demoPreferences = model.Preferences{GradeLevels: []string{"middle", "high"}, Subjects: []string{"math", "science"},
	ExperienceSettings: []string{"public", "international", "urban"},
	Skills: []string{"differentiated_instruction", "data_driven_instruction", "classroom_management", "stem_instruction",
		"esol_strategies"},
	Values: []string{"inquiry_stem", "international_baccalaureate"}}

// demoPresentation is a placeholder address: the demo has no real video.
const demoPresentation = "https://www.example.com/teachbay-demo/teaching-video"

// demoDisclosures are her answers: not yet authorized to work in the U.S. (she needs a sponsor),
// English, Tagalog and Cebuano, a Florida statement of eligibility, nothing to disclose.
var demoDisclosures = map[string]map[string]any{
	"profile": {"workAuthorized": "no", "citizenOrResident": "no", "needsSponsorship": "yes", "validWorkAuth": "no",
		"districtEmployee": "no", "substituteTeaching": "no", "j1Exchange": "no", "relativesEmployed": "no",
		"speaksEnglish": "yes", "writesEnglish": "yes", "otherLanguages": "yes", "languagesSpoken": []any{"tl", "ceb"},
		"languagesWritten": []any{"tl"}, "dualLanguageInterest": "no", "frsPension": "no", "frsDistribution": "no",
		"otherPension": "no", "publicSchoolYears": 8.0, "otherRetirementPlans": "no", "retiredFirstResponder": "no"},
	"employment": {"dismissal": "no", "licenseSanction": "no", "criminalConviction": "no", "pendingInvestigation": "no",
		"misconductInvestigation": "no"},
	"criminal": {"probation": "no", "pendingCharge": "no", "arrested": "no", "childAbuseFinding": "no", "sexOffenderRegistry": "no"},
	"additional": {"floridaCertificate": "no", "otherStateCertificate": "no", "eligibilityStatement": "yes",
		"eligibilityStatementDate": "2026-03-16", "teacherPrepProgram": "yes",
		"teacherPrepProgramName": "Bachelor of Secondary Education, major in Mathematics", "nationalBoard": "no",
		"generalKnowledgeExam": "no", "teachingInternship": "no", "currentDistrictIntern": "no"},
	"self_identification": {"ethnicity": "none_selected", "hispanicOrigin": "prefer_not_to_say", "gender": "prefer_not_to_say",
		"veteranStatus": "prefer_not_to_say"},
	"public_records": {"publicRecordsConsent": "yes"},
}

// demoDocuments are her uploads, kind by kind, as text PDFs.
var demoDocuments = []struct {
	kind, file, title string
	text              []string
}{
	{model.DocResume, "demo-teacher-resume.pdf", "Demo Teacher - Resume (demo file)", []string{
		"Secondary mathematics teacher with eight years in large urban public high schools. Plans standards-based Algebra, " +
			"Geometry and Statistics units, uses quiz and exit-ticket data to regroup students every week, and supports " +
			"English learners with visuals, sentence frames and peer talk.",
		"EXPERIENCE",
		"Mathematics Teacher, Grades 8-10, a public national high school in Quezon City, 2020 to present. Teaches five " +
			"sections of about 45 students: Algebra I, Geometry and an introduction to statistics. Coordinates the grade 9 " +
			"math team, writes common assessments and mentors two new teachers.",
		"Mathematics and Science Teacher, Grade 7, a public integrated school in Caloocan, 2018 to 2020. Taught general " +
			"science and pre-algebra, ran the after-school math club and a science fair with 120 projects.",
		"EDUCATION AND LICENSES",
		"Bachelor of Secondary Education, major in Mathematics, 2017. Licensed Professional Teacher (Philippines), 2017. " +
			"Florida Department of Education statement of eligibility for Mathematics 6-12, 2026.",
		"SKILLS",
		"Differentiated instruction, data-driven instruction, classroom management for large classes, STEM projects, " +
			"strategies for English language learners, Google Classroom, GeoGebra, Desmos. Languages: English, Tagalog, Cebuano.",
	}},
	{model.DocLessonPlan, "demo-lesson-plan-algebra.pdf", "Sample Lesson Plan: Slope as a Rate of Change (demo file)", []string{
		"Grade 8 or Algebra I, 50 minutes. Objective: students interpret slope as a rate of change in a table, a graph and a " +
			"real situation, and compute it from two points.",
		"Warm-up (5 min): a taxi fare table; students predict the fare for 10 km. Launch (10 min): pairs graph the table and " +
			"describe what the steepness means. Explore (20 min): three stations with tables, graphs and stories; groups find " +
			"the rate of change and explain it in a sentence frame. Summary (10 min): the class writes a definition of slope. " +
			"Exit ticket (5 min): two points from a savings plan; find and interpret the slope.",
		"Differentiation: graph paper with labelled axes and a word bank for English learners; an extension asking when a rate " +
			"is negative. Assessment: the exit ticket regroups students for the next lesson.",
	}},
	{model.DocCertification, "demo-certification.pdf", "Certification (demo file, not a real certificate)", []string{
		"This demo file stands in for a teaching license and a Florida statement of eligibility. A real teacher uploads the " +
			"documents issued to them.",
	}},
	{model.DocEvaluation, "demo-evaluation.pdf", "Teacher Evaluation, school year 2025-2026 (demo file)", []string{
		"Overall rating: very satisfactory. Strengths noted by the observer: clear learning targets, frequent checks for " +
			"understanding, smooth routines in a class of 46 students, and feedback students act on. Area to grow: more " +
			"student-to-student discussion of solution methods.",
	}},
	{model.DocReference, "demo-reference.pdf", "Letter of Reference (demo file)", []string{
		"I have supervised Demo Teacher as head of the mathematics department for four years. She prepares carefully, uses " +
			"assessment results to reteach, and is generous with colleagues. I recommend her without reservation.",
		"Head, Mathematics Department (name withheld in this demo file)",
	}},
}

// CompleteDemoTeacher gives the teacher the demo teacher's complete profile through the same
// rules as the browser: details, documents, presentation, disclosures, preferences and her
// consent to be contacted; the welcome of a new account is seen. A profile
// that is complete already is left as it is, so seeding again changes nothing.
func CompleteDemoTeacher(ctx context.Context, svc *service.Service, userID string) error {
	p, err := svc.Profile(ctx, userID)
	if err != nil || p.Complete {
		return err
	}
	if _, err := svc.UpdateProfile(ctx, userID, demoProfile); err != nil {
		return fmt.Errorf("demo teacher profile: %w", err)
	}
	for _, d := range demoDocuments {
		file := service.FileOf(d.file, pdfwrite.Text(d.title, d.text))
		if _, err := svc.UploadDocuments(ctx, userID, d.kind, "", []service.UploadedFile{file}); err != nil {
			return fmt.Errorf("demo teacher %s: %w", d.kind, err)
		}
	}
	if _, err := svc.SetPresentation(ctx, userID, model.Presentation{URL: demoPresentation, Attested: true}); err != nil {
		return fmt.Errorf("demo teacher presentation: %w", err)
	}
	for section, answers := range demoDisclosures {
		if _, err := svc.SaveDisclosure(ctx, userID, section, answers, true); err != nil {
			return fmt.Errorf("demo teacher disclosures %s: %w", section, err)
		}
	}
	if _, err := svc.SetPreferences(ctx, userID, demoPreferences); err != nil {
		return fmt.Errorf("demo teacher preferences: %w", err)
	}
	// She lets the schools she applies to contact her, so their decisions reach her by e-mail.
	if _, err := svc.SetSettings(ctx, userID, model.Settings{ConsentContact: true}); err != nil {
		return fmt.Errorf("demo teacher settings: %w", err)
	}
	// She has read the welcome of a new account long ago.
	if err := svc.MarkWelcomeSeen(ctx, userID); err != nil {
		return fmt.Errorf("demo teacher welcome: %w", err)
	}
	if p, err = svc.Profile(ctx, userID); err == nil && !p.Complete {
		err = fmt.Errorf("demo teacher: the profile still misses %v", p.Missing)
	}
	return err
}
