package matching

// related says how close a teacher's subject is to a vacancy's other subject, from 0 to 1: how
// readily a district recruiter would put a teacher of the first in front of a class of the
// second. Pairs not listed are unrelated; a subject is fully related to itself.
var related = map[[2]string]float64{}

func relate(strength float64, a string, others ...string) {
	for _, b := range others {
		related[[2]string{a, b}] = strength
		related[[2]string{b, a}] = strength
	}
}

func init() {
	// General science stands for the sciences below it, and each of them covers much of it.
	relate(0.7, "science", "biology", "chemistry", "physics", "earth_space")
	relate(0.4, "biology", "chemistry", "earth_space")
	relate(0.4, "chemistry", "physics")
	relate(0.3, "physics", "math")
	relate(0.3, "math", "computer_science")
	// Reading and English language arts share most of their teaching; ESOL leans on both.
	relate(0.8, "ela", "reading")
	relate(0.4, "esol", "ela", "reading")
	relate(0.8, "spanish", "world_languages")
	relate(0.7, "physical_education", "health")
	relate(0.3, "health", "science", "biology")
	relate(0.6, "early_childhood", "elementary_all")
	relate(0.3, "social_studies", "ela")
	relate(0.3, "cte", "computer_science", "health")
	relate(0.3, "gifted", "ese")
}

// elementaryCore are the subjects an elementary generalist teaches in her own classroom.
var elementaryCore = map[string]bool{"ela": true, "reading": true, "math": true, "science": true, "social_studies": true,
	"elementary_all": true}

// subjectFit is how well one of the teacher's subjects fits the vacancy's subject at its level.
func subjectFit(teacherSubject, vacancySubject, level string) float64 {
	if teacherSubject == vacancySubject {
		return 1
	}
	// A generalist teaches every core subject of an elementary class, and pre-K is close.
	if teacherSubject == "elementary_all" && elementaryCore[vacancySubject] && (level == "elementary" || level == "prek") {
		return 0.9
	}
	if vacancySubject == "elementary_all" && elementaryCore[teacherSubject] && level == "elementary" {
		return 0.5
	}
	return related[[2]string{teacherSubject, vacancySubject}]
}

// levelOrder places grade levels in order, so that neighbours can be told.
var levelOrder = map[string]int{"prek": 0, "elementary": 1, "middle": 2, "high": 3, "adult": 4}

// levelFit is how well the teacher's grade levels fit the vacancy's: its own level fully, a
// neighbouring one (middle for a high school, pre-K for elementary) half, and adults are taught
// well by high school teachers.
func levelFit(levels []string, level string) float64 {
	best := 0.0
	for _, l := range levels {
		switch d := levelOrder[l] - levelOrder[level]; {
		case l == level:
			return 1
		case l == "high" && level == "adult":
			best = max(best, 0.8)
		case d == 1 || d == -1:
			best = max(best, 0.5)
		}
	}
	return best
}

// designationSettings are the teaching-experience settings that prepare a teacher for a school of
// each designation. A designation not listed asks for no particular setting.
var designationSettings = map[string][]string{
	"traditional":   {"public"},
	"title1":        {"title1", "urban"},
	"turnaround":    {"title1", "urban"},
	"dual_language": {"dual_language", "esol_classroom"},
	"ese_center":    {"inclusion"},
	"magnet":        {"gifted_program"},
	"charter":       {"charter"},
	"virtual":       {"virtual"},
}
