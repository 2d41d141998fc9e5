package seed

// subjectText is what the demo vacancies say about a subject: how a description names it, the
// certificate area requirements ask for, and the skills (docs/design.md §4) an opening in it needs.
type subjectText struct {
	phrase, certificate string
	skills              []string
}

var subjectTexts = map[string]subjectText{
	"elementary_all": {"reading, writing, mathematics, science and social studies", "Elementary Education (K-6)",
		[]string{"literacy_instruction", "classroom_management", "differentiated_instruction", "lesson_planning", "social_emotional_learning"}},
	"early_childhood": {"early literacy, numbers and play-based learning", "Prekindergarten/Primary Education (age 3 - grade 3)",
		[]string{"social_emotional_learning", "literacy_instruction", "family_engagement", "classroom_management"}},
	"reading": {"reading intervention in small groups", "Reading (K-12) or a Reading Endorsement",
		[]string{"literacy_instruction", "data_driven_instruction", "differentiated_instruction", "mentoring_coaching"}},
	"ela": {"reading, writing and literature", "English (6-12) or Middle Grades English (5-9)",
		[]string{"literacy_instruction", "curriculum_development", "differentiated_instruction", "lesson_planning"}},
	"math": {"mathematics", "Mathematics (6-12) or Middle Grades Mathematics (5-9)",
		[]string{"data_driven_instruction", "differentiated_instruction", "stem_instruction", "lesson_planning"}},
	"science": {"hands-on, lab-based science", "a science area (Middle Grades General Science 5-9 or a 6-12 science)",
		[]string{"stem_instruction", "project_based_learning", "lesson_planning", "technology_integration"}},
	"biology": {"biology", "Biology (6-12)",
		[]string{"stem_instruction", "project_based_learning", "lesson_planning", "data_driven_instruction"}},
	"chemistry": {"chemistry", "Chemistry (6-12)",
		[]string{"stem_instruction", "lesson_planning", "technology_integration", "data_driven_instruction"}},
	"physics": {"physics", "Physics (6-12)",
		[]string{"stem_instruction", "project_based_learning", "technology_integration"}},
	"earth_space": {"earth and space science", "Earth/Space Science (6-12)",
		[]string{"stem_instruction", "project_based_learning", "lesson_planning"}},
	"social_studies": {"history, civics and the social sciences", "Social Science (6-12) or Middle Grades Social Science (5-9)",
		[]string{"culturally_responsive_teaching", "project_based_learning", "literacy_instruction", "curriculum_development"}},
	"spanish": {"Spanish language arts and content in Spanish", "Spanish (K-12)",
		[]string{"bilingual_instruction", "culturally_responsive_teaching", "lesson_planning", "esol_strategies"}},
	"world_languages": {"a world language", "the language taught (K-12)",
		[]string{"culturally_responsive_teaching", "lesson_planning", "bilingual_instruction"}},
	"esol": {"English language development", "English to Speakers of Other Languages (K-12)",
		[]string{"esol_strategies", "bilingual_instruction", "culturally_responsive_teaching", "family_engagement"}},
	"ese": {"specially designed instruction", "Exceptional Student Education (K-12)",
		[]string{"iep_support", "behavior_intervention", "differentiated_instruction", "collaboration_plc"}},
	"gifted": {"enrichment and advanced coursework", "a subject area with the Gifted Endorsement",
		[]string{"differentiated_instruction", "project_based_learning", "curriculum_development"}},
	"physical_education": {"physical education", "Physical Education (K-12)",
		[]string{"classroom_management", "social_emotional_learning", "lesson_planning"}},
	"health": {"health and wellness", "Health (K-12)",
		[]string{"social_emotional_learning", "lesson_planning", "project_based_learning"}},
	"art": {"visual art", "Art (K-12)",
		[]string{"project_based_learning", "classroom_management", "culturally_responsive_teaching"}},
	"music": {"vocal and instrumental music", "Music (K-12)",
		[]string{"project_based_learning", "classroom_management", "culturally_responsive_teaching"}},
	"computer_science": {"computer science and programming", "Computer Science (K-12)",
		[]string{"technology_integration", "stem_instruction", "project_based_learning"}},
	"cte": {"career and technical courses", "the career and technical area taught",
		[]string{"project_based_learning", "technology_integration", "mentoring_coaching", "curriculum_development"}},
}

// designationSkills are the skills a school of each designation asks of its teachers.
var designationSkills = map[string][]string{
	"traditional":    {"classroom_management", "collaboration_plc"},
	"title1":         {"data_driven_instruction", "family_engagement"},
	"magnet":         {"project_based_learning", "curriculum_development"},
	"charter":        {"collaboration_plc", "curriculum_development"},
	"turnaround":     {"data_driven_instruction", "behavior_intervention"},
	"dual_language":  {"bilingual_instruction", "esol_strategies"},
	"ese_center":     {"iep_support", "behavior_intervention"},
	"career_academy": {"project_based_learning", "mentoring_coaching"},
	"virtual":        {"technology_integration", "differentiated_instruction"},
}

// levelStudents names the students of a school level when the role has no grade of its own.
var levelStudents = map[string][]string{
	"prek":       {"four-year-olds in the Voluntary Prekindergarten (VPK) program"},
	"elementary": {"students in kindergarten through grade 5", "elementary students"},
	"middle":     {"students in grades 6 through 8", "middle school students"},
	"high":       {"students in grades 9 through 12", "high school students"},
	"adult":      {"adult learners", "adults returning to finish their education"},
}

// Role sentences open a description; {title}, {subject} and {students} are filled in.
var (
	teachingSentences = []string{
		"As our {title}, you will plan and teach {subject} for {students}.",
		"This position teaches {subject} to {students}, following Florida's state standards and the district's curriculum.",
		"We are looking for a teacher who makes {subject} engaging and rigorous for {students}.",
		"You will teach {subject} to {students}, use assessment data to adjust instruction, and keep families informed of progress.",
		"The {title} is responsible for {subject} for {students}, from lesson planning to grading and parent conferences.",
	}
	longTermSubstituteSentences = []string{
		"This long-term substitute assignment covers a teacher's leave, teaching {subject} to {students}.",
		"We need a long-term substitute to teach {subject} to {students} while the classroom teacher is on leave; lesson plans and a mentor are provided.",
	}
	substituteSentences = []string{
		"Substitute teachers teach {subject} to {students} when their teacher is absent, following the plans left for them.",
		"Day-to-day substitutes keep {students} learning {subject} when their teacher is out; you choose the days you are available.",
	}
	partTimeSentence = "The position is part-time, about half of the school day."
)

// designationSettings describe a school of each designation without naming it.
var designationSettings = map[string][]string{
	"traditional": {"The school serves a neighborhood attendance zone with students from many backgrounds and languages.",
		"Our school is a neighborhood public school whose families come from many backgrounds."},
	"title1": {"As a Title I school, it receives federal funding for extra academic support, small-group instruction and family outreach.",
		"Many of our students come from low-income families, and Title I funding pays for tutoring and family events."},
	"magnet": {"Students apply to the magnet program for its specialized, hands-on courses.",
		"The magnet program draws students from across the district who chose its theme."},
	"charter":    {"As a public charter school, it sets its own schedule and approach within the state standards."},
	"turnaround": {"The school is working on a turnaround plan, with extra coaching, planning time and support for teachers."},
	"dual_language": {"Students learn in English and Spanish in a two-way dual language program, building biliteracy year by year.",
		"Half of each day is taught in Spanish, and many students speak Spanish at home."},
	"ese_center":     {"The school serves students with significant disabilities in small classes with paraprofessional support."},
	"career_academy": {"Students in the career academy work toward industry certifications alongside their diplomas."},
	"virtual": {"Classes are taught online, with live lessons and virtual office hours, so you can teach from home.",
		"Students take their courses online from anywhere in the county, on a flexible schedule."},
}

// levelTeams describe, per school level, the colleagues a new teacher joins.
var levelTeams = map[string][]string{
	"prek":       {"You will work with a full-time paraprofessional and the school's early learning team."},
	"elementary": {"Join a collaborative team of grade-level teachers who plan lessons together each week."},
	"middle":     {"You will join a team of teachers who share the same students and meet to plan and discuss their progress."},
	"high":       {"You will join a department that shares lesson plans, common assessments and professional learning."},
	"adult":      {"Classes meet in the evening, and you will work with counselors who help students plan their next steps."},
}

// anyTeams and offers may follow any description.
var (
	anyTeams = []string{
		"Professional learning communities meet regularly to review student work and plan next steps.",
		"Instructional coaches and a school-based mentor support teachers in their first years.",
	}
	offers = []string{
		"The district offers a salary schedule that credits prior experience, health insurance and membership in the Florida Retirement System.",
		"New teachers are paired with a mentor and attend an orientation before the school year begins.",
		"Teachers moving from another state get help transferring their certification to Florida.",
		"Ongoing professional development and opportunities to take on leadership roles are available.",
	}
)

// certificationTexts open the requirements, by required certification; {certificate} is filled in.
var certificationTexts = map[string]string{
	"florida":   "A valid Florida Educator Certificate in {certificate}.",
	"any_state": "A valid teaching certificate in {certificate} from Florida or another state; out-of-state teachers apply for a Florida certificate once hired.",
	"eligible":  "A bachelor's degree and a Florida Statement of Status of Eligibility in {certificate}.",
	"none":      "A high school diploma and at least 60 college credit hours; the district trains its substitutes.",
}
