package resume

// The phrases below show that a resume has a key term: any one of them, as whole words in any
// case (tokens splits the resume and the phrases alike). They are the English words a Florida recruiter reads for
// the term, so words only a Philippine school uses ("MAPEH", "Araling Panlipunan") are left out
// on purpose: a resume that says only those is told to add the recruiter's word. Where a word
// has other meanings ("art", "coach") the phrase is kept if a teacher's resume seldom uses it
// otherwise: a term wrongly found costs a missed tip; a term wrongly missed, a useless one.

// subjectPhrases are the phrases of each subject code (model.OptionCodes). "other" has none: the
// subject it stands for is named by the position only.
var subjectPhrases = map[string][]string{
	"ela": {"language arts", "ela", "english teacher", "english class", "english classes", "literature",
		"composition", "english major", "major in english", "english education"},
	"reading":   {"reading"},
	"math":      {"math", "maths", "mathematics", "algebra", "geometry", "calculus", "trigonometry", "statistics"},
	"science":   {"science", "sciences"},
	"biology":   {"biology", "biological", "life science", "anatomy", "physiology"},
	"chemistry": {"chemistry", "chemical"},
	"physics":   {"physics", "physical science"},
	"earth_space": {"earth science", "earth and space", "space science", "environmental science", "geology",
		"astronomy"},
	"social_studies": {"social studies", "history", "civics", "government", "economics", "geography"},
	"spanish":        {"spanish", "español", "espanol"},
	"world_languages": {"world language", "world languages", "foreign language", "foreign languages", "spanish",
		"french", "german", "italian", "mandarin", "chinese", "japanese", "latin"},
	"esol": {"esol", "esl", "ell", "ells", "english language learners", "english learners",
		"english as a second language", "english for speakers of other languages", "tesol", "tefl"},
	"ese": {"ese", "exceptional student education", "special education", "sped", "students with disabilities",
		"exceptional students"},
	"elementary_all": {"elementary", "self contained", "all subjects", "all core subjects"},
	"early_childhood": {"early childhood", "pre k", "prek", "prekindergarten", "vpk", "preschool", "pre school",
		"kindergarten", "nursery"},
	"physical_education": {"physical education", "pe", "p e", "phys ed", "fitness"},
	"health":             {"health", "wellness", "nutrition"},
	"art":                {"art", "visual arts", "fine arts", "drawing", "painting", "ceramics"},
	"music":              {"music", "band", "choir", "chorus", "orchestra"},
	"computer_science":   {"computer science", "programming", "coding", "information technology", "ict"},
	"cte":                {"cte", "vocational", "technical education", "industry certification", "industry certifications"},
	"gifted":             {"gifted", "talented"},
}

// gradeLevelPhrases are the phrases of each grade level code.
var gradeLevelPhrases = map[string][]string{
	"prek": {"pre k", "prek", "pre kindergarten", "prekindergarten", "vpk", "preschool", "pre school",
		"early childhood", "nursery"},
	"elementary": {"elementary", "primary school", "primary grades", "kindergarten", "k 5", "k 2", "k 6",
		"grade 1", "grade 2", "grade 3", "grade 4", "grade 5", "grades 1", "grades 2", "grades 3", "grades 4",
		"grades k", "1st grade", "2nd grade", "3rd grade", "4th grade", "5th grade", "first grade",
		"second grade", "third grade", "fourth grade", "fifth grade"},
	"middle": {"middle school", "middle grades", "junior high", "grade 6", "grade 7", "grade 8", "grades 6",
		"grades 7", "6 8", "6th grade", "7th grade", "8th grade", "sixth grade", "seventh grade", "eighth grade"},
	"high": {"high school", "secondary", "senior high", "grade 9", "grade 10", "grade 11", "grade 12", "grades 9",
		"grades 10", "grades 11", "9 12", "9th grade", "10th grade", "11th grade", "12th grade", "ninth grade",
		"tenth grade", "eleventh grade", "twelfth grade"},
	"adult": {"adult education", "adult learners", "adult students", "adult basic education", "adults", "ged",
		"community college", "college students", "college instructor", "higher education"},
}

// skillPhrases are the phrases of each skill code.
var skillPhrases = map[string][]string{
	"classroom_management": {"classroom management", "behavior management", "classroom routines",
		"classroom procedures", "champs", "pbis"},
	"differentiated_instruction": {"differentiated", "differentiation", "differentiate", "differentiating",
		"tiered instruction", "small group instruction"},
	"lesson_planning": {"lesson planning", "lesson plan", "lesson plans", "unit plans", "unit planning",
		"instructional planning"},
	"data_driven_instruction": {"data driven", "data informed", "student data", "assessment data", "data analysis",
		"data chats", "progress monitoring", "formative assessment", "formative assessments"},
	"technology_integration": {"edtech", "technology", "google classroom", "canvas", "schoology", "smartboard",
		"smart board", "nearpod", "blended learning"},
	"esol_strategies": {"esol", "esl", "ell", "ells", "english language learners", "english learners",
		"english as a second language", "sheltered instruction", "siop", "wida", "multilingual learners"},
	"iep_support": {"iep", "ieps", "individualized education", "individual education plan", "504 plan",
		"504 plans", "accommodations"},
	"project_based_learning": {"project based", "pbl", "project learning", "inquiry based"},
	"literacy_instruction": {"literacy", "reading instruction", "phonics", "guided reading",
		"reading intervention", "science of reading"},
	"stem_instruction":  {"stem", "steam", "robotics", "engineering"},
	"family_engagement": {"family engagement", "families", "parent", "parents", "home visits"},
	"social_emotional_learning": {"social emotional", "social and emotional", "sel", "character education",
		"mindfulness", "restorative"},
	"culturally_responsive_teaching": {"culturally responsive", "culturally relevant", "culturally sustaining",
		"diverse learners", "diverse students", "diverse backgrounds", "multicultural"},
	"collaboration_plc": {"plc", "plcs", "professional learning community", "professional learning communities",
		"collaboration", "collaborative", "collaborated", "co teaching", "co taught", "team teaching"},
	"bilingual_instruction": {"bilingual", "bilingually", "dual language", "immersion"},
	"behavior_intervention": {"behavior intervention", "behavior interventions", "behavioral intervention",
		"behavior plan", "behavior plans", "behavior support", "positive behavior", "pbis", "fba", "bip",
		"functional behavior", "de escalation", "mtss", "rti"},
	"curriculum_development": {"curriculum", "curricula", "instructional materials", "course design"},
	"mentoring_coaching": {"mentor", "mentored", "mentoring", "mentorship", "coach", "coached", "coaching",
		"new teachers", "student teachers", "cooperating teacher"},
}

// settingPhrases are the phrases of each experience setting code.
var settingPhrases = map[string][]string{
	"public":        {"public", "school district", "county schools"},
	"private":       {"private", "independent school", "parochial", "catholic school"},
	"charter":       {"charter"},
	"international": {"international", "overseas", "abroad"},
	"title1":        {"title i", "title 1", "title one", "high poverty", "low income", "economically disadvantaged"},
	"urban":         {"urban", "inner city"},
	"suburban":      {"suburban"},
	"rural":         {"rural"},
	"virtual": {"virtual", "online", "remote teaching", "remote learning", "distance learning", "e learning",
		"flvs"},
	"esol_classroom": {"esol", "esl", "ell", "ells", "english language learners", "english learners",
		"newcomer", "newcomers", "sheltered"},
	"inclusion": {"inclusion", "inclusive", "co teaching", "co taught", "support facilitation", "ese",
		"exceptional student education", "special education", "students with disabilities"},
	"dual_language": {"dual language", "two way immersion", "dual immersion", "bilingual program",
		"bilingual classroom", "bilingual school", "immersion program"},
	"gifted_program": {"gifted", "talented", "honors", "advanced placement", "magnet", "accelerated"},
}

// languagePhrases are the phrases of a language a class needs. "bilingual" is not Spanish: many
// teachers from the Philippines are bilingual in English and Filipino.
var languagePhrases = map[string][]string{
	"es": {"spanish", "español", "espanol"},
}

// certificationPhrases are the phrases of a Florida certificate. A statement of eligibility is
// not one.
var certificationPhrases = map[string][]string{
	"florida": {"florida certificate", "florida certification", "florida certified", "certified in florida",
		"florida professional certificate", "florida temporary certificate", "florida educator certificate",
		"florida educator s certificate", "florida educator certification", "florida teaching certificate",
		"florida teaching certification", "florida teacher certification", "florida professional educator certificate",
		"florida professional educator s certificate", "fldoe certificate", "fldoe certification",
		"fldoe professional certificate", "fldoe temporary certificate"},
}
