package seed

// role is a kind of opening a district posts at a school level.
type role struct {
	// title is the position as posted; "{grade}" in it is replaced by one of grades.
	title   string
	grades  []grade
	subject string
	weight  int
	// program is the designation of a program the opening belongs to whatever the school's own
	// (a dual-language strand, the district's virtual school); other openings take the school's.
	program string
	// commonAt is the school designation where this role is posted far more often; it defaults to program.
	commonAt string
}

// grade is a grade label as titles use it and the students it names in descriptions.
type grade struct{ label, students string }

var (
	elementaryGrades = []grade{{"Kindergarten", "kindergartners"}, {"Grade 1", "first graders"},
		{"Grade 2", "second graders"}, {"Grade 3", "third graders"}, {"Grade 4", "fourth graders"},
		{"Grade 5", "fifth graders"}}
	middleGrades = []grade{{"Grade 6", "sixth graders"}, {"Grade 7", "seventh graders"}, {"Grade 8", "eighth graders"}}
)

// levelRoles lists, for each school level, the openings a district would post there.
var levelRoles = map[string][]role{
	"prek": {
		{title: "VPK Teacher", subject: "early_childhood", weight: 6},
		{title: "Pre-K ESE Teacher", subject: "ese", weight: 3, commonAt: "ese_center"},
		{title: "Pre-K Dual Language Teacher", subject: "early_childhood", weight: 1, program: "dual_language"},
		{title: "Music and Movement Teacher (Pre-K)", subject: "music", weight: 1},
	},
	"elementary": {
		{title: "{grade} Teacher", grades: elementaryGrades, subject: "elementary_all", weight: 30},
		{title: "Reading Interventionist (K-5)", subject: "reading", weight: 5, commonAt: "title1"},
		{title: "Reading Coach", subject: "reading", weight: 2, commonAt: "turnaround"},
		{title: "ESOL Resource Teacher (K-5)", subject: "esol", weight: 5, commonAt: "dual_language"},
		{title: "Exceptional Student Education (ESE) Teacher", subject: "ese", weight: 5, commonAt: "ese_center"},
		{title: "ESE Teacher – Autism Spectrum Disorder (K-5)", subject: "ese", weight: 2, commonAt: "ese_center"},
		{title: "Spanish Dual Language Teacher – {grade}", grades: elementaryGrades, subject: "spanish", weight: 5, program: "dual_language"},
		{title: "Math Interventionist (Grades 3-5)", subject: "math", weight: 2, commonAt: "title1"},
		{title: "STEM Lab Teacher (K-5)", subject: "science", weight: 2, commonAt: "magnet"},
		{title: "Gifted Resource Teacher (K-5)", subject: "gifted", weight: 2, commonAt: "magnet"},
		{title: "Art Teacher", subject: "art", weight: 3},
		{title: "Music Teacher", subject: "music", weight: 3},
		{title: "Physical Education Teacher", subject: "physical_education", weight: 3},
		{title: "Virtual School Elementary Teacher", subject: "elementary_all", weight: 1, program: "virtual"},
	},
	"middle": {
		{title: "Mathematics Teacher – {grade}", grades: middleGrades, subject: "math", weight: 8},
		{title: "Algebra I Honors Teacher (Middle School)", subject: "math", weight: 2, commonAt: "magnet"},
		{title: "Language Arts Teacher – {grade}", grades: middleGrades, subject: "ela", weight: 8},
		{title: "Intensive Reading Teacher", subject: "reading", weight: 4, commonAt: "title1"},
		{title: "Comprehensive Science Teacher – {grade}", grades: middleGrades, subject: "science", weight: 6},
		{title: "Civics Teacher – Grade 7", subject: "social_studies", weight: 3},
		{title: "U.S. History Teacher – Grade 8", subject: "social_studies", weight: 2},
		{title: "World History Teacher – Grade 6", subject: "social_studies", weight: 2},
		{title: "Spanish Teacher", subject: "spanish", weight: 2, commonAt: "dual_language"},
		{title: "ESOL Teacher – Developmental Language Arts", subject: "esol", weight: 3, commonAt: "dual_language"},
		{title: "ESE Support Facilitation Teacher", subject: "ese", weight: 4, commonAt: "ese_center"},
		{title: "Computer Science Discoveries Teacher", subject: "computer_science", weight: 2, commonAt: "magnet"},
		{title: "Career and Technical Education – Digital Information Technology", subject: "cte", weight: 2, commonAt: "career_academy"},
		{title: "Gifted Teacher", subject: "gifted", weight: 2, commonAt: "magnet"},
		{title: "Band Director", subject: "music", weight: 2},
		{title: "Chorus Teacher", subject: "music", weight: 1},
		{title: "Art Teacher", subject: "art", weight: 2},
		{title: "Physical Education Teacher", subject: "physical_education", weight: 3},
		{title: "Health Education Teacher", subject: "health", weight: 1},
		{title: "Virtual School Math Teacher (6-8)", subject: "math", weight: 1, program: "virtual"},
	},
	"high": {
		{title: "English I Teacher", subject: "ela", weight: 4},
		{title: "English III Honors Teacher", subject: "ela", weight: 2},
		{title: "AP English Literature and Composition Teacher", subject: "ela", weight: 1, commonAt: "magnet"},
		{title: "Intensive Reading Teacher", subject: "reading", weight: 3, commonAt: "title1"},
		{title: "Algebra I Teacher", subject: "math", weight: 4},
		{title: "Geometry Teacher", subject: "math", weight: 3},
		{title: "Algebra II Teacher", subject: "math", weight: 2},
		{title: "AP Calculus AB Teacher", subject: "math", weight: 1, commonAt: "magnet"},
		{title: "Biology Teacher", subject: "biology", weight: 4},
		{title: "AP Biology Teacher", subject: "biology", weight: 1, commonAt: "magnet"},
		{title: "Chemistry Teacher", subject: "chemistry", weight: 3},
		{title: "AP Chemistry Teacher", subject: "chemistry", weight: 1, commonAt: "magnet"},
		{title: "Physics Teacher", subject: "physics", weight: 2},
		{title: "Earth/Space Science Teacher", subject: "earth_space", weight: 2},
		{title: "Marine Science Teacher", subject: "science", weight: 1},
		{title: "Anatomy and Physiology Teacher", subject: "science", weight: 1, commonAt: "career_academy"},
		{title: "U.S. History Teacher", subject: "social_studies", weight: 3},
		{title: "World History Teacher", subject: "social_studies", weight: 2},
		{title: "American Government and Economics Teacher", subject: "social_studies", weight: 2},
		{title: "AP Psychology Teacher", subject: "social_studies", weight: 1, commonAt: "magnet"},
		{title: "Spanish Teacher", subject: "spanish", weight: 2},
		{title: "Spanish for Heritage Speakers Teacher", subject: "spanish", weight: 1, commonAt: "dual_language"},
		{title: "French Teacher", subject: "world_languages", weight: 1},
		{title: "American Sign Language Teacher", subject: "world_languages", weight: 1},
		{title: "ESOL Teacher – Developmental Language Arts", subject: "esol", weight: 2, commonAt: "dual_language"},
		{title: "ESE Support Facilitation Teacher", subject: "ese", weight: 3, commonAt: "ese_center"},
		{title: "Exceptional Student Education (ESE) Teacher – Access Points", subject: "ese", weight: 1, commonAt: "ese_center"},
		{title: "HOPE Physical Education Teacher", subject: "physical_education", weight: 2},
		{title: "Health Education Teacher", subject: "health", weight: 1},
		{title: "Visual Art Teacher", subject: "art", weight: 1},
		{title: "Band Director", subject: "music", weight: 1},
		{title: "Chorus Teacher", subject: "music", weight: 1},
		{title: "AP Computer Science Principles Teacher", subject: "computer_science", weight: 1, commonAt: "magnet"},
		{title: "Career and Technical Education – Culinary Arts", subject: "cte", weight: 1, commonAt: "career_academy"},
		{title: "Career and Technical Education – Automotive Service Technology", subject: "cte", weight: 1, commonAt: "career_academy"},
		{title: "Career and Technical Education – Engineering Technology", subject: "cte", weight: 1, commonAt: "career_academy"},
		{title: "Career and Technical Education – Digital Design", subject: "cte", weight: 1, commonAt: "career_academy"},
		{title: "Career and Technical Education – Health Science", subject: "cte", weight: 1, commonAt: "career_academy"},
		{title: "Gifted Seminar Teacher", subject: "gifted", weight: 1, commonAt: "magnet"},
		{title: "Virtual School Math Teacher", subject: "math", weight: 1, program: "virtual"},
		{title: "Virtual School English Teacher", subject: "ela", weight: 1, program: "virtual"},
	},
	"adult": {
		{title: "Adult ESOL Instructor", subject: "esol", weight: 4},
		{title: "GED Preparation Instructor – Mathematics", subject: "math", weight: 2},
		{title: "GED Preparation Instructor – Reading and Language Arts", subject: "reading", weight: 2},
		{title: "Career and Technical Education – Practical Nursing Instructor", subject: "cte", weight: 2},
		{title: "Career and Technical Education – Welding Technology Instructor", subject: "cte", weight: 1},
	},
}
