package model

import (
	"slices"
	"strconv"
	"strings"
)

// Degrees are the codes of a teacher's highest degree, lowest first: the columns of a salary
// schedule's steps (docs/api.md "Know before you go").
var Degrees = []string{"bachelor", "master", "specialist", "doctorate"}

// SalarySchedule is a district's salary schedule for one school year, with only what its source
// states: the starting salary, the steps by years of experience and degree, and supplements.
type SalarySchedule struct {
	OrganizationID string             `json:"organizationId"`
	Organization   string             `json:"organization"`
	SchoolYear     string             `json:"schoolYear"`
	SourceURL      string             `json:"sourceUrl"`
	RetrievedOn    string             `json:"retrievedOn"`
	StartingSalary *int               `json:"startingSalary"`
	Steps          []SalaryStep       `json:"steps"`
	Supplements    []SalarySupplement `json:"supplements"`
}

// SalaryStep is one row of a schedule: the yearly pay from Years of experience on, by degree; a
// degree the source gives no amount for is nil.
type SalaryStep struct {
	Years      int  `json:"years"`
	Bachelor   *int `json:"bachelor"`
	Master     *int `json:"master"`
	Specialist *int `json:"specialist"`
	Doctorate  *int `json:"doctorate"`
}

// SalarySupplement is pay a district adds to its schedule, with the source that states it. Amount
// is nil when the source gives no single figure (a range by years of service): Name then says it.
type SalarySupplement struct {
	Name      string `json:"name"`
	Amount    *int   `json:"amount"`
	SourceURL string `json:"sourceUrl"`
}

// SalaryEstimate is a teacher's yearly pay at a district as its schedule puts it: the step for her
// years (Years is the step's) in the column of Degree, or the starting salary, when Degree is nil.
type SalaryEstimate struct {
	Amount     int     `json:"amount"`
	Degree     *string `json:"degree"`
	Years      int     `json:"years"`
	SchoolYear string  `json:"schoolYear"`
	SourceURL  string  `json:"sourceUrl"`
}

// amount returns the step's pay for a degree.
func (s SalaryStep) amount(degree string) *int {
	switch degree {
	case "bachelor":
		return s.Bachelor
	case "master":
		return s.Master
	case "specialist":
		return s.Specialist
	case "doctorate":
		return s.Doctorate
	}
	return nil
}

// Estimate returns a teacher's pay by the schedule, from her highest degree (nil when she has not
// said) and her years of experience, or nil when the schedule cannot tell:
//   - the step is the one with the most years that are not more than hers;
//   - its column is her degree's or, where the source gives that degree no amount, the nearest lower
//     degree's that has one: a district pays a higher degree at least what it pays a lower one;
//   - without steps, a step she has not reached, or a degree (steps are by degree), the starting
//     salary, which every new teacher is paid at least.
//
// Supplements are not added: a source may date them to another school year than the schedule's,
// and a schedule never mixes years; the job page shows them beside the estimate instead.
func (sc SalarySchedule) Estimate(degree *string, years int) *SalaryEstimate {
	est := SalaryEstimate{SchoolYear: sc.SchoolYear, SourceURL: sc.SourceURL}
	var step *SalaryStep
	for i := range sc.Steps {
		if sc.Steps[i].Years <= years && (step == nil || sc.Steps[i].Years > step.Years) {
			step = &sc.Steps[i]
		}
	}
	if step != nil && degree != nil {
		for i := slices.Index(Degrees, *degree); i >= 0; i-- {
			if amount := step.amount(Degrees[i]); amount != nil {
				est.Amount, est.Degree, est.Years = *amount, &Degrees[i], step.Years
				return &est
			}
		}
	}
	if sc.StartingSalary == nil {
		return nil
	}
	est.Amount = *sc.StartingSalary
	return &est
}

// GroupDigits writes a whole amount with its thousands separated by sep: 52000 and "," give
// "52,000". The mails, the job pages and the job feed write money with it, each in its own words.
func GroupDigits(amount int, sep string) string {
	digits := strconv.Itoa(amount)
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(d)
	}
	return b.String()
}
