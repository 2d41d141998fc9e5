package resume

import "slices"

// headingSection returns the section a heading opens, given its words in lower case. Each name
// belongs to one section only, so the map's order does not matter.
func headingSection(name string) (string, bool) {
	for s, names := range headingNames {
		if slices.Contains(names, name) {
			return s, true
		}
	}
	return "", false
}

// headingNames are the headings of English resumes by the section they open, in lower case.
// "other" sections are not looked for, but their headings end the section before them, so that
// awards or references are not read as experience.
var headingNames = map[string][]string{
	"summary": {"summary", "professional summary", "career summary", "summary of qualifications",
		"qualifications summary", "profile", "professional profile", "teaching profile", "career profile",
		"objective", "objectives", "career objective", "professional objective", "about me", "overview",
		"professional overview", "personal statement", "introduction", "career highlights"},
	"experience": {"experience", "experiences", "teaching experience", "teaching experiences", "work experience",
		"work experiences", "professional experience", "professional teaching experience", "relevant experience",
		"relevant teaching experience", "related experience", "classroom experience", "other experience",
		"additional experience", "teaching and work experience", "work and teaching experience", "employment",
		"employment history", "employment record", "work history", "career history", "professional history",
		"teaching history", "positions held"},
	"education": {"education", "educational background", "education background", "educational attainment",
		"academic background", "academic history", "academic qualifications", "academic preparation",
		"academic record", "formal education", "degrees", "degree", "education and training"},
	"certification": {"certification", "certifications", "certificate", "certificates", "teaching certification",
		"teaching certifications", "teaching certificate", "teaching certificates", "certification status",
		"licensure", "license", "licenses", "licensing", "teaching license", "teaching licenses",
		"professional license", "professional licenses", "credential", "credentials", "teaching credentials",
		"professional credentials", "eligibility", "eligibilities", "civil service eligibility"},
	"skills": {"skills", "skill", "key skills", "core skills", "teaching skills", "technical skills",
		"technology skills", "computer skills", "professional skills", "relevant skills", "special skills",
		"instructional skills", "skills summary", "summary of skills", "skill set", "skillset", "competencies",
		"core competencies", "key competencies", "areas of expertise", "expertise", "strengths", "abilities",
		"technology"},
	"other": {"references", "reference", "character references", "awards", "honors", "honours", "achievements",
		"accomplishments", "recognition", "recognitions", "professional development", "training", "trainings",
		"trainings attended", "seminars", "seminars attended", "workshops", "conferences", "affiliations",
		"professional affiliations", "memberships", "professional memberships", "organizations", "volunteer",
		"volunteer experience", "volunteer work", "community service", "activities", "extracurricular activities",
		"interests", "hobbies", "publications", "presentations", "research", "languages", "language",
		"personal information", "personal data", "personal details", "personal profile", "leadership",
		"projects", "contact", "contact information", "additional information", "portfolio"},
}
