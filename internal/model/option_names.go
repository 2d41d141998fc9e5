package model

import (
	"slices"
	"strings"
)

// The names of the subjects and grade levels in English and Spanish, as the web app's locale
// files write them (web/src/locales/{en,es}/options.json; a test holds the two together), so
// that the board's search finds a vacancy by its subject's or level's name in either language.
// "other" has no name to find it by.
var (
	subjectNames = map[string][2]string{
		"ela":                {"English Language Arts (ELA)", "Artes del Lenguaje en Inglés (ELA)"},
		"reading":            {"Reading", "Lectura"},
		"math":               {"Mathematics", "Matemáticas"},
		"science":            {"Science", "Ciencias"},
		"biology":            {"Biology", "Biología"},
		"chemistry":          {"Chemistry", "Química"},
		"physics":            {"Physics", "Física"},
		"earth_space":        {"Earth and Space Science", "Ciencias de la Tierra y del Espacio"},
		"social_studies":     {"Social Studies", "Estudios Sociales"},
		"spanish":            {"Spanish", "Español"},
		"world_languages":    {"World Languages", "Lenguas extranjeras"},
		"esol":               {"ESOL (English for Speakers of Other Languages)", "ESOL (inglés para hablantes de otros idiomas)"},
		"ese":                {"Exceptional Student Education (ESE)", "Educación Excepcional (ESE)"},
		"elementary_all":     {"Elementary education (all subjects)", "Educación primaria (todas las materias)"},
		"early_childhood":    {"Early childhood education", "Educación de la primera infancia"},
		"physical_education": {"Physical Education", "Educación Física"},
		"health":             {"Health", "Salud"},
		"art":                {"Art", "Arte"},
		"music":              {"Music", "Música"},
		"computer_science":   {"Computer Science", "Ciencias de la Computación"},
		"cte":                {"Career and Technical Education (CTE)", "Educación Técnica y Profesional (CTE)"},
		"gifted":             {"Gifted education", "Educación para estudiantes dotados"},
	}
	levelNames = map[string][2]string{
		"prek":       {"Pre-K", "Prekínder (Pre-K)"},
		"elementary": {"Elementary school", "Escuela primaria"},
		"middle":     {"Middle school", "Escuela intermedia (middle school)"},
		"high":       {"High school", "Escuela secundaria (high school)"},
		"adult":      {"Adult education", "Educación para adultos"},
	}
)

// subjectWords and levelWords are the words of the names, folded, each with the codes whose
// names have it.
var subjectWords, levelWords = wordsOf(subjectNames), wordsOf(levelNames)

// stopWords are words of the names that say nothing of the option.
var stopWords = map[string]bool{"and": true, "the": true, "for": true, "del": true, "las": true, "los": true, "para": true,
	"otros": true, "other": true, "all": true, "todas": true}

func wordsOf(names map[string][2]string) map[string][]string {
	words := map[string][]string{}
	for code, both := range names {
		for _, name := range both {
			for _, w := range strings.FieldsFunc(Fold(name), func(r rune) bool { return r < 'a' || r > 'z' }) {
				if len(w) >= 3 && !stopWords[w] && !slices.Contains(words[w], code) {
					words[w] = append(words[w], code)
				}
			}
		}
	}
	return words
}

// accents folds the accented letters of English and Spanish (and their neighbours) to plain ones.
var accents = strings.NewReplacer("á", "a", "à", "a", "â", "a", "ä", "a", "é", "e", "è", "e", "ê", "e", "ë", "e",
	"í", "i", "ì", "i", "î", "i", "ï", "i", "ó", "o", "ò", "o", "ô", "o", "ö", "o", "ú", "u", "ù", "u", "û", "u", "ü", "u",
	"ñ", "n", "ç", "c")

// Fold lower-cases s and takes the accents off its letters, as the search's unaccent does.
func Fold(s string) string { return accents.Replace(strings.ToLower(s)) }

// NamedOptions returns the subjects and grade levels a searched word names, in either language,
// accents or not: those with a word in their name that the word starts (it is at least three
// letters long) or is.
func NamedOptions(word string) (subjects, levels []string) {
	word = Fold(word)
	find := func(words map[string][]string) []string {
		var codes []string
		for w, list := range words {
			if w == word || len(word) >= 3 && strings.HasPrefix(w, word) {
				for _, code := range list {
					if !slices.Contains(codes, code) {
						codes = append(codes, code)
					}
				}
			}
		}
		return codes
	}
	subjects, levels = find(subjectWords), find(levelWords)
	slices.Sort(subjects)
	slices.Sort(levels)
	return subjects, levels
}
