package seed

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/model"
)

// DemoVacancyCount is how many vacancies seed --demo creates.
const DemoVacancyCount = 360

// demoVacancyName prefixes the index of a demo vacancy in the name its id is derived from, so
// the i-th demo vacancy has the same id every time and a second import skips it.
const demoVacancyName = "https://teachbay.example/demo/vacancies/"

// VacancySchool is what the demo vacancies need to know of a school.
type VacancySchool struct {
	ID          string
	Level       string // a grade level code (docs/design.md §4)
	Designation string
	// StartingSalary is its district's starting salary, 0 when unknown.
	StartingSalary int `db:"starting_salary"`
}

// salaryStepUp is how far above its district's starting salary a demo vacancy's range reaches:
// about what fifteen years of steps add in the area's districts (Hillsborough paid $47,500 to
// start and $72,490 after 25 years in 2023-24).
const salaryStepUp = 15_000

// DemoVacancies returns n demo vacancies spread in turn over schools, posted in the 90 days
// before now: positions a district would post at each school's level, described in English as
// districts post them, a third of the full-time ones with a salary range. The result depends only on the arguments, and the i-th vacancy's id only
// on i. Every school must have a level of docs/design.md §4.
func DemoVacancies(schools []VacancySchool, n int, now time.Time) []model.NewVacancy {
	if len(schools) == 0 || n <= 0 {
		return nil
	}
	g := generator{
		rng:     rand.New(rand.NewPCG(0x7eac4ba7, 0x7a3b9a)),
		now:     now.UTC(),
		pickers: make(map[[2]string]rolePicker),
	}
	vs := make([]model.NewVacancy, n)
	for i := range vs {
		vs[i] = g.vacancy(i, schools[i%len(schools)])
	}
	return vs
}

// generator draws the demo vacancies from one random stream.
type generator struct {
	rng *rand.Rand
	now time.Time
	// pickers holds the weighted roles of each (level, school designation), built on first use.
	pickers map[[2]string]rolePicker
}

// rolePicker draws a role with probability proportional to its weight; upTo holds the running sums.
type rolePicker struct {
	roles []role
	upTo  []int
}

// weightedCode is an option code drawn with probability proportional to its weight.
type weightedCode struct {
	code   string
	weight int
}

func weightOf(c weightedCode) int { return c.weight }

// vacancyTypes are drawn by weight: mostly full-time openings.
var vacancyTypes = []weightedCode{{"full_time", 76}, {"part_time", 8}, {"long_term_substitute", 10}, {"substitute", 6}}

// minYears is drawn uniformly: most openings ask for two years of experience or less.
var minYears = []int{0, 0, 0, 1, 1, 2, 2, 3, 4, 5}

// vacancy draws the i-th vacancy, at school.
func (g *generator) vacancy(i int, school VacancySchool) model.NewVacancy {
	r := g.role(school)
	title, students := r.title, ""
	if len(r.grades) > 0 {
		gr := r.grades[g.rng.IntN(len(r.grades))]
		title, students = strings.Replace(title, "{grade}", gr.label, 1), gr.students
	} else {
		students = g.pick(levelStudents[school.Level])
	}
	designation := school.Designation
	if r.program != "" {
		designation = r.program
	}
	typ := g.vacancyType()
	cert, years := g.certification(typ), 0
	if typ == "full_time" || typ == "part_time" {
		years = minYears[g.rng.IntN(len(minYears))]
	}
	// Recent postings outnumber old ones, as on a real board, so about a quarter are past their last date.
	u := g.rng.Float64()
	posted := g.now.Add(-time.Duration(u * u * u * float64(90*24*time.Hour))).Truncate(time.Minute)
	status := model.VacancyOpen
	if g.rng.IntN(100) < 5 {
		status = model.VacancyClosed
	}
	v := model.NewVacancy{
		ID:                    uuid.NewSHA1(uuid.NameSpaceURL, []byte(demoVacancyName+strconv.Itoa(i))).String(),
		SchoolID:              school.ID,
		Position:              position(title, typ),
		Type:                  typ,
		EducationalLevel:      school.Level,
		Subject:               r.subject,
		Designation:           designation,
		Description:           g.description(typ, school.Level, designation, title, subjectTexts[r.subject].phrase, students),
		Requirements:          requirements(r.subject, designation, cert, years),
		RequiredCertification: cert,
		MinYearsExperience:    years,
		Needs:                 g.needs(r.subject, designation),
		DualLanguage:          designation == "dual_language",
		PostedAt:              posted.Format(time.RFC3339),
		LastDateToApply:       posted.AddDate(0, 0, 14+g.rng.IntN(47)).Format(time.DateOnly),
		Status:                status,
		WorkAuthorization:     workAuthorization(typ, school.Level, r.subject, designation),
	}
	// Every third full-time vacancy states a range from its district's starting salary, chosen by
	// its index and not drawn, so the other fields stay as they were; the rest show the district's
	// schedule on the job page.
	if typ == "full_time" && i%3 == 0 && school.StartingSalary > 0 {
		v.SalaryMin, v.SalaryMax = new(school.StartingSalary), new(school.StartingSalary+salaryStepUp)
	}
	return v
}

// j1Subjects are the subjects whose full-time demo vacancies welcome J-1 exchange teachers, a
// choice for the demo only: the languages (the exchange is a cultural one), mathematics, the
// sciences and exceptional student education.
var j1Subjects = []string{"math", "science", "biology", "chemistry", "physics", "earth_space", "esol", "spanish",
	"world_languages", "ese"}

// workAuthorization is what a demo vacancy accepts (docs/api.md "Know before you go"). The
// demo districts are real ones, and the facts the guides are written from
// (tampa-bay-facts.yaml, relocation_2026.visas) say which rules J-1 teachers and H-1B petitions
// follow, not which Tampa Bay district hosts exchange teachers or sponsors a visa: so no demo
// vacancy offers visa sponsorship, most are authorized_only, and j1_welcome goes only where the
// J-1 teacher rule allows one (a full-time post, at least 32 hours a week, in a primary or
// secondary school: 22 CFR 62.24) and in j1Subjects. It draws nothing from the random stream,
// so the demo vacancies are otherwise those they were.
func workAuthorization(typ, level, subject, designation string) string {
	if typ == "full_time" && level != "adult" && (slices.Contains(j1Subjects, subject) || designation == "dual_language") {
		return model.J1Welcome
	}
	return model.AuthorizedOnly
}

// role draws one of the roles of the school's level; those common at its designation are six times as likely.
func (g *generator) role(school VacancySchool) role {
	key := [2]string{school.Level, school.Designation}
	p, ok := g.pickers[key]
	if !ok {
		p.roles = levelRoles[school.Level]
		total := 0
		for _, r := range p.roles {
			w, at := r.weight, r.commonAt
			if at == "" {
				at = r.program
			}
			if at == school.Designation {
				w *= 6
			}
			total += w
			p.upTo = append(p.upTo, total)
		}
		g.pickers[key] = p
	}
	x := g.rng.IntN(p.upTo[len(p.upTo)-1])
	i := 0
	for p.upTo[i] <= x {
		i++
	}
	return p.roles[i]
}

func (g *generator) vacancyType() string { return weighted(g.rng, vacancyTypes, weightOf).code }

// certification is what the vacancy requires: no certificate of day-to-day substitutes, at most
// eligibility of long-term ones, mostly a Florida certificate of the others.
func (g *generator) certification(typ string) string {
	x := g.rng.IntN(100)
	switch {
	case typ == "substitute":
		return "none"
	case typ == "long_term_substitute" && x < 60:
		return "eligible"
	case typ == "long_term_substitute":
		return "none"
	case x < 65:
		return "florida"
	case x < 85:
		return "any_state"
	default:
		return "eligible"
	}
}

// position is the title as posted for a vacancy of type typ, e.g. "Long-Term Substitute – Grade 5"
// or "ESOL Resource Teacher (K-5, Part-Time)".
func position(title, typ string) string {
	switch typ {
	case "part_time":
		return withNote(title, "Part-Time")
	case "long_term_substitute":
		return substituteTitle("Long-Term Substitute", title)
	case "substitute":
		return substituteTitle("Substitute Teacher", title)
	}
	return title
}

func substituteTitle(prefix, title string) string {
	if short, ok := strings.CutSuffix(title, " Teacher"); ok {
		return prefix + " – " + short
	}
	return withNote(title, prefix)
}

// withNote adds a note in parentheses, inside those the title may end with.
func withNote(title, note string) string {
	if open, ok := strings.CutSuffix(title, ")"); ok {
		return open + ", " + note + ")"
	}
	return title + " (" + note + ")"
}

// description is 2-4 sentences: what the role is, then some of the school's setting, the team
// and what the district offers, in random order.
func (g *generator) description(typ, level, designation, title, subject, students string) string {
	var lead string
	switch typ {
	case "long_term_substitute":
		lead = g.pick(longTermSubstituteSentences)
	case "substitute":
		lead = g.pick(substituteSentences)
	default:
		lead = g.pick(teachingSentences)
	}
	parts := []string{fill(lead, title, subject, students)}
	if typ == "part_time" {
		parts = append(parts, partTimeSentence)
	}
	team := levelTeams[level]
	if g.rng.IntN(2) == 0 {
		team = anyTeams
	}
	more := []string{g.pick(designationSettings[designation]), g.pick(team), g.pick(offers)}
	g.rng.Shuffle(len(more), func(i, j int) { more[i], more[j] = more[j], more[i] })
	return strings.Join(append(parts, more[:1+g.rng.IntN(4-len(parts))]...), " ")
}

// requirements are the certificate, experience and language the vacancy asks for, and the
// background screening every Florida school employee passes.
func requirements(subject, designation, cert string, years int) string {
	parts := []string{strings.Replace(certificationTexts[cert], "{certificate}", subjectTexts[subject].certificate, 1)}
	switch {
	case years == 1:
		parts = append(parts, "At least 1 year of successful teaching experience.")
	case years > 1:
		parts = append(parts, "At least "+strconv.Itoa(years)+" years of successful teaching experience.")
	}
	if designation == "dual_language" || subject == "spanish" {
		parts = append(parts, "Fluency in English and Spanish, spoken and written.")
	} else if cert != "none" && (subject == "elementary_all" || subject == "ela" || subject == "reading") {
		parts = append(parts, "An ESOL endorsement, or willingness to earn it.")
	}
	return strings.Join(append(parts, "Clearance of a Level 2 background screening (fingerprinting)."), " ")
}

// needs are 2-4 distinct skills: one the school's designation asks for, the rest from the subject's.
func (g *generator) needs(subject, designation string) []string {
	want := 2 + g.rng.IntN(3)
	bySchool, bySubject := designationSkills[designation], subjectTexts[subject].skills
	needs := make([]string, 1, want)
	needs[0] = g.pick(bySchool)
	start := g.rng.IntN(len(bySubject))
	for j := range len(bySubject) + len(bySchool) {
		if len(needs) == want {
			break
		}
		s := bySubject[(start+j)%len(bySubject)]
		if j >= len(bySubject) {
			s = bySchool[j-len(bySubject)]
		}
		if !slices.Contains(needs, s) {
			needs = append(needs, s)
		}
	}
	return needs
}

// fill replaces {title}, {subject} and {students} in a sentence (strings.Replacer is slower to build
// than a vacancy is to generate).
func fill(sentence, title, subject, students string) string {
	var b strings.Builder
	b.Grow(len(sentence) + len(title) + len(subject) + len(students))
	for {
		open := strings.IndexByte(sentence, '{')
		if open < 0 {
			break
		}
		end := open + strings.IndexByte(sentence[open:], '}')
		b.WriteString(sentence[:open])
		switch sentence[open+1 : end] {
		case "title":
			b.WriteString(title)
		case "subject":
			b.WriteString(subject)
		case "students":
			b.WriteString(students)
		}
		sentence = sentence[end+1:]
	}
	b.WriteString(sentence)
	return b.String()
}

func (g *generator) pick(options []string) string { return options[g.rng.IntN(len(options))] }
