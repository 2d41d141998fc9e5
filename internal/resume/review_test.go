package resume

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/model"
)

// thisYear is the year the tests review in: what "Present" means.
const thisYear = 2026

// strongResume is a complete resume written for mathVacancy: every section, results in numbers,
// strong verbs, years without gaps, the vacancy's words and a Florida certificate.
const strongResume = `Maria Santos
Tampa, FL 33602 | maria.santos@example.com | (813) 555-0142

PROFESSIONAL SUMMARY
High school mathematics teacher with eleven years in Title I public schools in Florida and the
Philippines. Plans differentiated Algebra and Geometry lessons, uses student data to regroup learners
every week, and builds calm, predictable classrooms where students explain their reasoning. Works
closely with families and colleagues so that every student knows what to do next.

TEACHING EXPERIENCE
Mathematics Teacher, Grades 9-12
Jefferson High School (Title I), Tampa, FL | August 2021 – Present
• Raised the Algebra 1 end-of-course pass rate of my students from 48% to 71% in two years.
• Ran weekly data chats on exit tickets that moved 35 students out of intervention groups.
• Differentiated lessons for 150 students in five sections, including 22 English language learners.
• Launched a peer tutoring club that grew from 8 to 40 students and meets twice a week.
• Wrote 10 standards-based Geometry units that the whole mathematics department now uses.
Mathematics Teacher, Grades 7-10
Rizal National High School, Pasig City, Philippines | June 2015 – May 2021
• Coached 12 students to medals in the regional mathematics olympiad between 2017 and 2020.
• Led a team of 6 teachers that wrote common assessments taken by 900 students each quarter.
• Cut failing grades in Grade 9 mathematics by 30% with small-group tutoring after school.
• Trained 14 colleagues to use Google Classroom when schools moved online in 2020.
• Organized a school-wide mathematics fair with 120 student projects and 300 visitors.

EDUCATION
Bachelor of Secondary Education, major in Mathematics, University of the Philippines, 2014
Graduate coursework in mathematics education, University of South Florida, 2023

CERTIFICATION
Florida Professional Certificate, Mathematics 6-12, valid through 2028
Licensed Professional Teacher, Philippines, 2014

SKILLS
Differentiated instruction; data-driven instruction; classroom management; formative assessment;
technology integration with Desmos, GeoGebra and Google Classroom; STEM projects; family communication
in English and Tagalog.

AWARDS
Teacher of the Year, Jefferson High School, 2024
Outstanding Mathematics Teacher, Division of Pasig City, 2019
`

func mathTeacher() matching.Teacher {
	return matching.Teacher{GradeLevels: []string{"middle", "high"}, Subjects: []string{"math"},
		ExperienceSettings: []string{"public", "title1", "urban"},
		Skills: []string{"differentiated_instruction", "data_driven_instruction", "classroom_management",
			"technology_integration", "stem_instruction"},
		Certification:   matching.Certification{Florida: []string{"math"}},
		YearsExperience: 11, Languages: []string{"en", "tl"}}
}

func mathVacancy() model.Vacancy {
	return model.Vacancy{Position: "Algebra Teacher", EducationalLevel: "high", Subject: "math", Designation: "title1",
		RequiredCertification: "florida", Needs: []string{"differentiated_instruction", "data_driven_instruction"}}
}

// edit returns the strong resume with each old string replaced by the new one after it; it fails
// the test when one is not there, so a case cannot silently test the strong resume.
func edit(tb testing.TB, pairs ...string) string {
	tb.Helper()
	text := strongResume
	for i := 0; i+1 < len(pairs); i += 2 {
		if !strings.Contains(text, pairs[i]) {
			tb.Fatalf("the resume has no %q", pairs[i])
		}
		text = strings.ReplaceAll(text, pairs[i], pairs[i+1])
	}
	return text
}

func TestAStrongResumeGetsNoSuggestions(t *testing.T) {
	t.Parallel()
	if got := review(strongResume, mathTeacher(), mathVacancy(), thisYear); len(got) != 0 || got == nil {
		t.Errorf("suggestions for a strong resume: %#v", got)
	}
}

// dutyBullets are pairs for edit: a result of the strong resume, then the duty that replaces it.
// Eight of the ten experience lines then show no number; the first duty wraps onto a second line,
// as a PDF's lines do.
var dutyBullets = []string{
	"• Raised the Algebra 1 end-of-course pass rate of my students from 48% to 71% in two years.",
	"• Taught Algebra and Geometry to mixed-ability classes\nof ninth and tenth graders in a large urban high school.",
	"• Ran weekly data chats on exit tickets that moved 35 students out of intervention groups.",
	"• Planned lessons aligned with the state standards for mathematics.",
	"• Differentiated lessons for 150 students in five sections, including 22 English language learners.",
	"• Graded homework, quizzes and unit tests for differentiated groups of English language learners.",
	"• Launched a peer tutoring club that grew from 8 to 40 students and meets twice a week.",
	"• Supervised a peer tutoring club after school.",
	"• Wrote 10 standards-based Geometry units that the whole mathematics department now uses.",
	"• Wrote Geometry units that the whole mathematics department now uses.",
	"• Coached 12 students to medals in the regional mathematics olympiad between 2017 and 2020.",
	"• Coached students for the regional mathematics olympiad.",
	"• Led a team of 6 teachers that wrote common assessments taken by 900 students each quarter.",
	"• Led the team of teachers that wrote common assessments.",
	"• Cut failing grades in Grade 9 mathematics by 30% with small-group tutoring after school.",
	"• Tutored struggling students in small groups after school.",
}

func TestEachRuleFiresOnAResumeThatTripsItAndOnlyThen(t *testing.T) {
	t.Parallel()
	summary := "PROFESSIONAL SUMMARY\n" +
		"High school mathematics teacher with eleven years in Title I public schools in Florida and the\n" +
		"Philippines. Plans differentiated Algebra and Geometry lessons, uses student data to regroup learners\n" +
		"every week, and builds calm, predictable classrooms where students explain their reasoning. Works\n" +
		"closely with families and colleagues so that every student knows what to do next.\n"
	noFlorida := []string{"Florida Professional Certificate, Mathematics 6-12, valid through 2028\n", ""}
	teacher := func(change func(*matching.Teacher)) matching.Teacher {
		tt := mathTeacher()
		change(&tt)
		return tt
	}
	vacancy := func(change func(*model.Vacancy)) model.Vacancy {
		v := mathVacancy()
		change(&v)
		return v
	}
	tests := []struct {
		name    string
		text    string
		teacher matching.Teacher
		vacancy model.Vacancy
		want    []Insight
	}{
		{name: "no e-mail and no phone", text: edit(t, " | maria.santos@example.com | (813) 555-0142", ""),
			want: []Insight{{Code: "missingSection", Priority: 1, Items: []string{"contact"}}}},
		{name: "a Philippine mobile number is a way to be reached",
			text: edit(t, "maria.santos@example.com | (813) 555-0142", "0917 555 0142")},
		{name: "an opening paragraph without a heading is a summary", text: edit(t, "PROFESSIONAL SUMMARY\n", "")},
		{name: "no summary and no skills heading", text: edit(t, summary, "", "SKILLS\n", ""),
			want: []Insight{{Code: "missingSection", Priority: 1, Items: []string{"summary", "skills"}}}},
		{name: "recruiters' other names for the headings", text: edit(t, "PROFESSIONAL SUMMARY", "Profile",
			"TEACHING EXPERIENCE", "Work History:", "EDUCATION", "Academic Background", "CERTIFICATION",
			"Licensure & Credentials", "SKILLS", "Core Competencies")},
		{name: "no Florida status, a Florida certificate held", text: edit(t, noFlorida...),
			want: []Insight{{Code: "floridaCertification", Detail: "held", Priority: 1, Items: []string{"math"}},
				{Code: "keyTermsSupported", Priority: 1, Items: []string{"certification:florida"}}}},
		{name: "no Florida status, a statement of eligibility held", text: edit(t, noFlorida...),
			teacher: teacher(func(t *matching.Teacher) { t.Certification = matching.Certification{EligibilityStatement: true} }),
			vacancy: vacancy(func(v *model.Vacancy) { v.RequiredCertification = "eligible" }),
			want:    []Insight{{Code: "floridaCertification", Detail: "eligibility", Priority: 1}}},
		{name: "no Florida status, a certificate issued on the certification path", text: edit(t, noFlorida...),
			teacher: teacher(func(t *matching.Teacher) {
				t.Certification = matching.Certification{EligibilityStatement: true, PathCertificate: true}
			}),
			vacancy: vacancy(func(v *model.Vacancy) { v.RequiredCertification = "florida" }),
			want: []Insight{{Code: "floridaCertification", Detail: "pathCertificate", Priority: 1},
				{Code: "keyTermsSupported", Priority: 1, Items: []string{"certification:florida"}}}},
		{name: "no Florida status, other states' certificates held", text: edit(t, noFlorida...),
			teacher: teacher(func(t *matching.Teacher) {
				t.Certification = matching.Certification{OtherState: []string{"math", "physics"}}
			}),
			vacancy: vacancy(func(v *model.Vacancy) { v.RequiredCertification = "any_state" }),
			want: []Insight{{Code: "floridaCertification", Detail: "otherState", Priority: 1,
				Items: []string{"math", "physics"}}}},
		{name: "no Florida status and none held", text: edit(t, noFlorida...),
			teacher: teacher(func(t *matching.Teacher) { t.Certification = matching.Certification{} }),
			vacancy: vacancy(func(v *model.Vacancy) { v.RequiredCertification = "none" }),
			want:    []Insight{{Code: "floridaCertification", Detail: "none", Priority: 1}}},
		{name: "a statement of eligibility is a Florida status",
			text: edit(t, "Florida Professional Certificate, Mathematics 6-12, valid through 2028",
				"Florida Department of Education Statement of Eligibility, Mathematics 6-12, 2026"),
			teacher: teacher(func(t *matching.Teacher) { t.Certification = matching.Certification{EligibilityStatement: true} }),
			vacancy: vacancy(func(v *model.Vacancy) { v.RequiredCertification = "eligible" })},
		{name: "duties without results", text: edit(t, dutyBullets...),
			want: []Insight{{Code: "noResults", Priority: 2, Count: 8, Items: []string{
				"Taught Algebra and Geometry to mixed-ability classes of ninth and tenth graders…",
				"Planned lessons aligned with the state standards for mathematics.",
				"Graded homework, quizzes and unit tests for differentiated groups of English…"}}}},
		{name: "duties without bullets, as a Word file gives them",
			text: strings.ReplaceAll(edit(t, dutyBullets...), "• ", ""),
			want: []Insight{{Code: "noResults", Priority: 2, Count: 8, Items: []string{
				"Taught Algebra and Geometry to mixed-ability classes of ninth and tenth graders…",
				"Planned lessons aligned with the state standards for mathematics.",
				"Graded homework, quizzes and unit tests for differentiated groups of English…"}}}},
		{name: "a few lines without a number are fine", text: edit(t, dutyBullets[:4]...)},
		{name: "results without bullets", text: strings.ReplaceAll(strongResume, "• ", "")},
		{name: "weak openings", text: edit(t, "• Raised the Algebra 1", "• Helped raise the Algebra 1",
			"• Ran weekly data chats", "• Assisted with weekly data chats", "• Led a team of 6",
			"• Was responsible for a team of 6", "• Trained 14 colleagues to use", "• Helped 14 colleagues use"),
			want: []Insight{{Code: "weakVerbs", Priority: 2, Items: []string{"responsible for", "helped", "assisted"},
				Count: 4}}},
		{name: "experience without years", text: edit(t, " | August 2021 – Present", "", " | June 2015 – May 2021", "",
			" between 2017 and 2020", "", " in 2020", ""),
			want: []Insight{{Code: "dates", Detail: "missing", Priority: 2}}},
		{name: "two years between roles", text: edit(t, "June 2015 – May 2021", "2015 – 2019"),
			want: []Insight{{Code: "dates", Detail: "gap", Priority: 2, Items: []string{"2019–2021"}}}},
		{name: "a gap is read in any way of writing years",
			text: edit(t, "August 2021 – Present", "08/2021 to present", "June 2015 – May 2021", "SY 2015-2019"),
			want: []Insight{{Code: "dates", Detail: "gap", Priority: 2, Items: []string{"2019–2021"}}}},
		{name: "a gap over fifteen years ago does not matter",
			text: edit(t, "June 2015 – May 2021", "2003 – 2021\nSubstitute Teacher, Quezon City | 1998 – 2000")},
		{name: "a single year is no span", text: edit(t, "June 2015 – May 2021", "2015")},
		{name: "years outside experience are no roles",
			text: strongResume + "Scholar of the Department of Science and Technology, 2008 – 2010\n"},
		{name: "too short", text: "Ana Reyes\nana.reyes@example.com\nSUMMARY\nMath teacher.\nEXPERIENCE\n" +
			"Math Teacher, Rizal High School, 2015 – Present\n• Raised pass rates from 50% to 70% in algebra.\n" +
			"EDUCATION\nBSEd Mathematics, 2014\nCERTIFICATION\nFlorida Professional Certificate, Mathematics 6-12\n" +
			"SKILLS\nDifferentiated instruction, student data, Title I\n",
			want: []Insight{{Code: "length", Detail: "short", Priority: 3, Count: 40}}},
		{name: "too long",
			text: strongResume + "PROFESSIONAL DEVELOPMENT\n" + strings.Repeat("Completed 30 hours of training in "+
				"standards-based grading, Hillsborough County, 2022\n", 62),
			want: []Insight{{Code: "length", Detail: "long", Priority: 3, Count: 319 + 2 + 62*11}}},
		{name: "the vacancy's setting, which the profile has, is missing",
			text: edit(t, " (Title I)", "", "in Title I public schools", "in public schools"),
			want: []Insight{{Code: "keyTermsSupported", Priority: 1, Items: []string{"setting:title1"}}}},
		{name: "needs and a language the profile lacks",
			vacancy: vacancy(func(v *model.Vacancy) {
				v.Needs, v.DualLanguage = append(v.Needs, "iep_support", "esol_strategies"), true
			}),
			want: []Insight{{Code: "keyTermsUnsupported", Priority: 3, Items: []string{"skill:iep_support", "language:es"}}}},
		{name: "a degree title is no subject",
			text:    edit(t, "Bachelor of Secondary Education", "Bachelor of Science in Secondary Education"),
			teacher: teacher(func(t *matching.Teacher) { t.Subjects = []string{"math", "science"} }),
			vacancy: vacancy(func(v *model.Vacancy) { v.Subject = "science" }),
			want:    []Insight{{Code: "keyTermsSupported", Priority: 1, Items: []string{"subject:science"}}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if tc.text == "" {
				tc.text = strongResume
			}
			if tc.teacher.Subjects == nil {
				tc.teacher = mathTeacher()
			}
			if tc.vacancy.Subject == "" {
				tc.vacancy = mathVacancy()
			}
			// No suggestions is an empty list, which a nil want stands for.
			if got := review(tc.text, tc.teacher, tc.vacancy, thisYear); len(got)+len(tc.want) > 0 &&
				!reflect.DeepEqual(got, tc.want) {
				t.Errorf("got  %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

// thinTeacher has a thin profile: one subject, one grade level, five skills, public schools,
// English only, no certificate.
func thinTeacher() matching.Teacher {
	return matching.Teacher{Subjects: []string{"math"}, GradeLevels: []string{"high"},
		Skills: []string{"classroom_management", "lesson_planning", "technology_integration", "stem_instruction",
			"curriculum_development"},
		ExperienceSettings: []string{"public"}, Languages: []string{"en"}}
}

// thinResume is what such a teacher might send: true to the profile.
const thinResume = `Jose Dela Cruz
Quezon City, Philippines | jose.delacruz@example.com

SUMMARY
Mathematics teacher at a public high school who plans clear lessons and keeps classes orderly.

EXPERIENCE
Mathematics Teacher, Grade 10
Quezon City High School | 2016 – Present
• Taught Algebra and Geometry to 5 sections of 45 students.
• Wrote 12 lesson plans a week using the national curriculum.

EDUCATION
Bachelor of Secondary Education, major in Mathematics, 2015

SKILLS
Classroom management, lesson planning, technology, STEM projects
`

// TestAThinProfileIsNeverToldToClaimWhatItLacks is the test: a vacancy asking for much
// that a thin profile lacks.
func TestAThinProfileIsNeverToldToClaimWhatItLacks(t *testing.T) {
	t.Parallel()
	v := model.Vacancy{Position: "Science Teacher", Subject: "science", EducationalLevel: "middle", Designation: "title1",
		DualLanguage: true, RequiredCertification: "florida", Needs: []string{"iep_support", "esol_strategies"}}
	lacks := []string{"subject:science", "gradeLevel:middle", "skill:iep_support", "skill:esol_strategies",
		"setting:title1", "language:es", "certification:florida"}
	got := review(thinResume, thinTeacher(), v, thisYear)

	byCode := map[string]Insight{}
	for _, in := range got {
		byCode[in.Code] = in
	}
	for _, item := range byCode["keyTermsSupported"].Items {
		if slices.Contains(lacks, item) {
			t.Errorf("told to add %s, which the profile lacks: %+v", item, got)
		}
	}
	if unsupported := byCode["keyTermsUnsupported"].Items; !reflect.DeepEqual(unsupported, lacks) {
		t.Errorf("terms to add only if true: %v, want %v", unsupported, lacks)
	}
	if fl := byCode["floridaCertification"]; fl.Detail != "none" || len(fl.Items) != 0 {
		t.Errorf("floridaCertification %+v, want detail none and no items", fl)
	}
	for _, in := range got {
		if in.Code == "keyTermsUnsupported" {
			continue
		}
		for _, item := range in.Items {
			if slices.Contains(lacks, item) {
				t.Errorf("%s names %s, which the profile lacks", in.Code, item)
			}
		}
	}
}

// everythingResume trips every rule against mathVacancy with iep_support needed.
const everythingResume = `Jose Dela Cruz
EXPERIENCE
Teacher, Quezon City | 2010 – 2013
• Responsible for teaching mathematics classes to students.
• Helped students prepare for examinations.
Teacher, Manila | 2016 – Present
• Handled advisory classes and school events.
`

func TestSuggestionsComeByPriorityTheSameEachTime(t *testing.T) {
	t.Parallel()
	v := mathVacancy()
	v.Needs = append(v.Needs, "iep_support")
	got := Review(everythingResume, mathTeacher(), v)
	var codes []string
	for _, in := range got {
		codes = append(codes, in.Code)
	}
	want := []string{"missingSection", "floridaCertification", "keyTermsSupported", "noResults", "weakVerbs", "dates",
		"length", "keyTermsUnsupported"}
	if !reflect.DeepEqual(codes, want) {
		t.Errorf("codes %v, want %v", codes, want)
	}
	if terms := got[2].Items; !reflect.DeepEqual(terms, []string{"gradeLevel:high", "skill:differentiated_instruction",
		"skill:data_driven_instruction", "setting:title1", "certification:florida"}) {
		t.Errorf("terms to add: %v", terms)
	}
	for range 20 {
		if again := Review(everythingResume, mathTeacher(), v); !reflect.DeepEqual(again, got) {
			t.Fatalf("a second review differs:\n%+v\n%+v", again, got)
		}
	}
}

// benchResume is a resume of some 600 words: the strong one with two earlier roles and its
// professional development.
var benchResume = strings.Replace(strongResume, "EDUCATION\n", `Mathematics Teacher, Grade 8
Manila Science and Technology School, Manila, Philippines | 2011 – 2015
• Raised the share of my grade 8 students passing the division test from 55% to 78%.
• Wrote 24 lessons on fractions and ratios that the division adopted for 40 schools.
• Ran 3 after-school review camps a year for 60 students preparing for entrance tests.
• Mentored 4 student teachers from the university through their 10-week practicums.
• Logged 2 home visits a month to families of students at risk of dropping out.
Substitute Teacher
Quezon City Public Schools, Philippines | 2009 – 2011
• Taught 180 days of mathematics, science and English classes in grades 5 to 10.
• Kept 30 classes a week on their regular teachers' plans with full attendance records.
• Earned a 4.8 of 5 rating from the 12 principals who asked for me again in my second year.
• Covered a 6-month maternity leave in grade 9 algebra and returned the class with no drop in grades.

PROFESSIONAL DEVELOPMENT
Kagan Cooperative Learning, 5 days, Hillsborough County Public Schools, 2022
ESOL Category II training for content teachers, 60 hours, Florida, 2022
Data-driven instruction institute, 3 days, University of South Florida, 2023
Reading in the content area, 2 credits, Florida Virtual School, 2024
Google Certified Educator Level 1 and Level 2, 2021
Positive behavior support in secondary classrooms, 12 hours, Hillsborough County Public Schools, 2023
National conference of mathematics teachers, presenter on exit tickets, 2019
Regional training on assessment literacy, 40 hours, Department of Education, Philippines, 2017

EDUCATION
`, 1) + `
REFERENCES
Principal Angela Brooks, Jefferson High School, Tampa, FL, (813) 555-0170
Department Head Carlos Rivera, Jefferson High School, Tampa, FL, (813) 555-0171
Principal Lourdes Garcia, Rizal National High School, Pasig City, +63 2 8555 0199
`

func BenchmarkReview(b *testing.B) {
	if n := countWords(benchResume); n < 550 || n > 650 {
		b.Fatalf("the benchmark's resume has %d words, not some 600", n)
	}
	teacher, v := mathTeacher(), mathVacancy()
	for b.Loop() {
		review(benchResume, teacher, v, thisYear)
	}
}
