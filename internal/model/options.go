package model

// Options are the stable option codes of docs/design.md §4; labels live in the web locale files.
type Options struct {
	GradeLevels         []string `json:"gradeLevels"`
	Subjects            []string `json:"subjects"`
	ExperienceSettings  []string `json:"experienceSettings"`
	Skills              []string `json:"skills"`
	Designations        []string `json:"designations"`
	VacancyTypes        []string `json:"vacancyTypes"`
	ApplicationStatuses []string `json:"applicationStatuses"`
	Philosophies        []string `json:"philosophies"`
}

// OptionCodes returns the option lists. Each call returns fresh slices, so callers may not disturb each other.
func OptionCodes() Options {
	return Options{
		GradeLevels: []string{"prek", "elementary", "middle", "high", "adult"},
		Subjects: []string{"ela", "reading", "math", "science", "biology", "chemistry", "physics", "earth_space",
			"social_studies", "spanish", "world_languages", "esol", "ese", "elementary_all", "early_childhood",
			"physical_education", "health", "art", "music", "computer_science", "cte", "gifted", "other"},
		ExperienceSettings: []string{"public", "private", "charter", "international", "title1", "urban", "suburban",
			"rural", "virtual", "esol_classroom", "inclusion", "dual_language", "gifted_program"},
		Skills: []string{"classroom_management", "differentiated_instruction", "lesson_planning",
			"data_driven_instruction", "technology_integration", "esol_strategies", "iep_support",
			"project_based_learning", "literacy_instruction", "stem_instruction", "family_engagement",
			"social_emotional_learning", "culturally_responsive_teaching", "collaboration_plc",
			"bilingual_instruction", "behavior_intervention", "curriculum_development", "mentoring_coaching"},
		Designations: []string{"traditional", "title1", "magnet", "charter", "turnaround", "dual_language",
			"ese_center", "career_academy", "virtual"},
		VacancyTypes:        []string{"full_time", "part_time", "substitute", "long_term_substitute"},
		ApplicationStatuses: ApplicationStatuses,
		Philosophies: []string{"project_based", "inquiry_stem", "arts_integration", "dual_language_immersion",
			"restorative_practices", "social_emotional_focus", "international_baccalaureate", "montessori",
			"career_technical", "community_school", "small_learning_community", "structured_traditional"},
	}
}
