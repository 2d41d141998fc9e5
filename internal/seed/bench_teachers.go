package seed

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/model"
)

// BenchTeacherPassword is the password of every bench teacher. They are generated for make
// bench-api only (never in production), which logs them in with it.
const BenchTeacherPassword = "teachbay-bench-teacher"

// benchTeacherName prefixes the index of a bench teacher in the name its id is derived from, so
// the i-th bench teacher has the same id every time and a second import skips it.
const benchTeacherName = "https://teachbay.example/bench/teachers/"

// BenchTeacherEmail returns the address of the i-th bench teacher, counting from 1.
func BenchTeacherEmail(i int) string { return "bench-teacher-" + strconv.Itoa(i) + "@bench.test" }

// BenchTeacherID returns the id of the i-th bench teacher, counting from 1.
func BenchTeacherID(i int) string {
	return uuid.NewSHA1(uuid.NameSpaceURL, []byte(benchTeacherName+strconv.Itoa(i))).String()
}

// BenchTeacher is a generated teacher whose profile is complete (docs/design.md §5): the details of
// the profile screen, the five kinds of documents (rows only: make bench-api never downloads
// them, so no file is stored), an attested presentation, every disclosures section answered and
// preferences with five skills, so GET /api/me/matches ranks the open vacancies for them.
type BenchTeacher struct {
	ID, Email, FirstName, LastName, ContactNumber, Country string
	Address, City, State, ZipCode                          string
	Preferences                                            model.Preferences
	// Disclosures holds the answers of each section, as the wizard would send them; the import
	// validates them with the disclosures schema and stores them cleaned.
	Disclosures map[string]map[string]any
	// ResumeText is what the resume job would have read from the resume file.
	ResumeText string
}

// benchHome is where a bench teacher lives: the countries TeachBay recruits from, with a
// fictitious contact number of the right shape whose last four digits vary.
type benchHome struct {
	country, city, state, zip, phonePrefix string
	languages                              []string // besides English, most often first
}

var benchHomes = []benchHome{
	{"PH", "Quezon City", "Metro Manila", "1101", "+63917555", []string{"tl", "ceb", "ilo"}},
	{"PH", "Cebu City", "Cebu", "6000", "+63918555", []string{"ceb", "tl"}},
	{"PH", "Davao City", "Davao del Sur", "8000", "+63919555", []string{"ceb", "tl"}},
	{"CO", "Bogotá", "Cundinamarca", "110111", "+57300555", []string{"es"}},
	{"CO", "Medellín", "Antioquia", "050001", "+57310555", []string{"es"}},
	{"ES", "Madrid", "Madrid", "28001", "+3461255", []string{"es", "fr"}},
	{"MX", "Guadalajara", "Jalisco", "44100", "+52331555", []string{"es"}},
	{"IN", "Pune", "Maharashtra", "411001", "+91987655", []string{"hi"}},
	{"US", "Tampa", "FL", "33602", "+1813555", []string{"es", "ht", "vi"}},
}

var (
	benchFirstNames = []string{"Maria", "Jose", "Ana", "Mark", "Grace", "Daniel", "Camila", "Luis", "Joy", "Andrea",
		"Carlos", "Sofia", "Miguel", "Angela", "Paolo", "Lucia", "Ramon", "Isabel", "Priya", "Kevin"}
	benchLastNames = []string{"Santos", "Reyes", "Cruz", "Garcia", "Gomez", "Ramos", "Torres", "Flores", "Mendoza",
		"Castillo", "Navarro", "Rivera", "Bautista", "Aquino", "Sharma", "Martinez", "Lopez", "Diaz", "Villanueva", "Ortiz"}
	// benchLevels are drawn by weight, as a district's openings are spread.
	benchLevels        = []weightedCode{{"elementary", 40}, {"middle", 25}, {"high", 30}, {"prek", 2}, {"adult", 3}}
	benchAdjacentLevel = map[string]string{"prek": "elementary", "elementary": "middle", "middle": "high", "high": "middle", "adult": "high"}
)

// BenchTeachers returns n bench teachers with varied specialities, drawn like the demo vacancies
// from the roles districts post, so their matches differ. The result depends only on n and now,
// and the i-th teacher's id and e-mail address only on i.
func BenchTeachers(n int, now time.Time) []BenchTeacher {
	g := benchGenerator{rng: rand.New(rand.NewPCG(0xbe7c4, 0x7eac4e75)), now: now.UTC(), codes: model.OptionCodes()}
	ts := make([]BenchTeacher, n)
	for i := range ts {
		ts[i] = g.teacher(i + 1)
	}
	return ts
}

// benchGenerator draws the bench teachers from one random stream.
type benchGenerator struct {
	rng   *rand.Rand
	now   time.Time
	codes model.Options
}

func (g *benchGenerator) teacher(i int) BenchTeacher {
	home := benchHomes[g.rng.IntN(len(benchHomes))]
	level := g.level()
	speciality := g.role(level)
	subjects := []string{speciality.subject}
	// Half of them could also teach a second subject of their level.
	if other := g.role(level); g.rng.IntN(2) == 0 && other.subject != speciality.subject {
		subjects = append(subjects, other.subject)
	}
	levels := []string{level}
	if g.rng.IntN(5) < 2 {
		levels = append(levels, benchAdjacentLevel[level])
	}
	years := g.rng.IntN(21)
	t := BenchTeacher{
		ID:            BenchTeacherID(i),
		Email:         BenchTeacherEmail(i),
		FirstName:     benchFirstNames[g.rng.IntN(len(benchFirstNames))],
		LastName:      benchLastNames[g.rng.IntN(len(benchLastNames))],
		ContactNumber: home.phonePrefix + fmt.Sprintf("%04d", i%10000),
		Country:       home.country,
		Address:       fmt.Sprintf("%d School Street", 1+i%400),
		City:          home.city, State: home.state, ZipCode: home.zip,
		Preferences: model.Preferences{GradeLevels: levels, Subjects: subjects,
			ExperienceSettings: g.distinct(g.codes.ExperienceSettings, 2+g.rng.IntN(3)), Skills: g.distinct(g.codes.Skills, 5)},
	}
	title := speciality.title
	if len(speciality.grades) > 0 {
		title = strings.Replace(title, "{grade}", speciality.grades[g.rng.IntN(len(speciality.grades))].label, 1)
	}
	t.ResumeText = fmt.Sprintf("%s with %d years in public schools. Plans standards-based units, uses assessment data "+
		"to regroup students and works with families. Skills: %s.", title, years,
		strings.ReplaceAll(strings.Join(t.Preferences.Skills, ", "), "_", " "))
	t.Disclosures = g.disclosures(home, subjects, years)
	return t
}

func (g *benchGenerator) level() string {
	return weighted(g.rng, benchLevels, weightOf).code
}

// role draws one of the roles districts post at level, by weight.
func (g *benchGenerator) role(level string) role {
	return weighted(g.rng, levelRoles[level], func(r role) int { return r.weight })
}

// weighted draws one of items with probability proportional to its weight.
func weighted[T any](rng *rand.Rand, items []T, weight func(T) int) T {
	total := 0
	for _, item := range items {
		total += weight(item)
	}
	n := rng.IntN(total)
	for _, item := range items {
		if n < weight(item) {
			return item
		}
		n -= weight(item)
	}
	return items[0]
}

// distinct returns k different options in random order.
func (g *benchGenerator) distinct(options []string, k int) []string {
	perm := g.rng.Perm(len(options))
	out := make([]string, k)
	for i := range out {
		out[i] = options[perm[i]]
	}
	return out
}

// disclosures are the demo teacher's answers (nothing to disclose, no U.S. work authorization
// yet, so no SSN or card), with what matching reads varied: languages, years in public schools
// and certificates.
func (g *benchGenerator) disclosures(home benchHome, subjects []string, years int) map[string]map[string]any {
	d := make(map[string]map[string]any, len(demoDisclosures))
	for section, answers := range demoDisclosures {
		d[section] = maps.Clone(answers)
	}
	profile, additional := d["profile"], d["additional"]
	profile["publicSchoolYears"] = float64(years)
	profile["otherLanguages"], profile["dualLanguageInterest"] = "no", "no"
	delete(profile, "languagesSpoken")
	delete(profile, "languagesWritten")
	if home.country != "US" || g.rng.IntN(3) == 0 {
		spoken := home.languages[:1+g.rng.IntN(len(home.languages))]
		profile["otherLanguages"], profile["languagesSpoken"] = "yes", toAny(spoken)
		profile["languagesWritten"] = toAny(spoken[:1])
		if spoken[0] == "es" {
			profile["dualLanguageInterest"] = "yes"
		}
	}
	// A third hold a Florida certificate in their subjects; the others a statement of eligibility.
	if g.rng.IntN(3) == 0 {
		additional["floridaCertificate"], additional["floridaCertificateType"] = "yes", "temporary"
		additional["floridaCertificateSubjects"] = toAny(subjects)
	}
	additional["teacherPrepProgramName"] = "Bachelor of Education"
	additional["eligibilityStatementDate"] = g.now.AddDate(0, 0, -30-g.rng.IntN(300)).Format(time.DateOnly)
	return d
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}
