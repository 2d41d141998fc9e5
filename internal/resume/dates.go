package resume

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

const (
	// firstYear is the earliest year read as a date of work; a later one than next year is not one.
	firstYear = 1970
	// minGapYears: a year of one role's end and the next one's start this far apart leave more
	// than twelve months between them however the months fall (2015 and 2017: 13 months at least).
	minGapYears = 2
	// recentYears: gaps that ended longer ago than this do not matter to a recruiter.
	recentYears = 15
)

var (
	yearPattern = regexp.MustCompile(`\b(?:19|20)\d\d\b`)
	// rangePattern is a span of years in a lower-case line: "2015 - 2019", "june 2015 – march 2019",
	// "08/2015 - 06/2019", "2019 to present", "sy 2018-2019". The second part is a year or a word for now.
	rangePattern = regexp.MustCompile(`\b((?:19|20)\d\d)\s*(?:-|–|—|−|\bto\b|\buntil\b|\bthrough\b)\s*` +
		`(?:[a-z]{3,9}\.?\s+|\d{1,2}/)?((?:19|20)\d\d|present|current|now|date|today)\b`)
)

// span is a role's first and last year.
type span struct{ from, to int }

// dates asks for years when the experience gives none, or points out gaps of more than a year
// between roles whose years are clear, in the last recentYears years before year (the current
// one, which "present" means). Items are the gaps, "2019–2021".
func dates(d document, year int) (Insight, bool) {
	if len(d.experience) == 0 {
		return Insight{}, false
	}
	spans, dated := roleSpans(d.experience, year)
	if !dated {
		return Insight{Code: codeDates, Detail: "missing", Priority: priorityMedium}, true
	}
	gaps := yearGaps(spans, year)
	return Insight{Code: codeDates, Detail: "gap", Priority: priorityMedium, Items: gaps}, len(gaps) > 0
}

// roleSpans returns the spans of years in the lines, and whether they hold any year at all.
func roleSpans(lines []string, year int) (spans []span, dated bool) {
	for _, line := range lines {
		years := yearPattern.FindAllString(line, -1)
		if len(years) == 0 { // most lines, and then the slower search for spans is not needed
			continue
		}
		for _, y := range years {
			dated = dated || validYear(y, year)
		}
		for _, m := range rangePattern.FindAllStringSubmatch(strings.ToLower(line), -1) {
			from, _ := strconv.Atoi(m[1])
			to, err := strconv.Atoi(m[2])
			if err != nil { // a word for now
				to = year
			}
			if validYear(m[1], year) && from <= to && to <= year+1 {
				spans = append(spans, span{from, to})
			}
		}
	}
	return spans, dated
}

func validYear(s string, year int) bool {
	y, err := strconv.Atoi(s)
	return err == nil && y >= firstYear && y <= year+1
}

// yearGaps returns the spans of years no role covers, of minGapYears or more, that end within
// recentYears of year.
func yearGaps(spans []span, year int) []string {
	if len(spans) == 0 {
		return nil
	}
	slices.SortFunc(spans, func(a, b span) int { return a.from - b.from })
	var gaps []string
	end := spans[0].to
	for _, s := range spans[1:] {
		if s.from-end >= minGapYears && s.from >= year-recentYears {
			gaps = append(gaps, fmt.Sprintf("%d–%d", end, s.from))
		}
		end = max(end, s.to)
	}
	return gaps
}
