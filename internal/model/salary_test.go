package model

import "testing"

func TestSalaryEstimate(t *testing.T) {
	n := func(v int) *int { return &v }
	deg := func(v string) *string { return &v }
	full := SalarySchedule{SchoolYear: "2024-25", SourceURL: "https://example.org/schedule", StartingSalary: n(48000),
		Steps: []SalaryStep{
			{Years: 0, Bachelor: n(48000), Master: n(50000), Specialist: n(52000), Doctorate: n(54000)},
			{Years: 5, Bachelor: n(53000), Master: n(56000), Specialist: nil, Doctorate: n(60000)},
			{Years: 10, Bachelor: n(60000), Master: nil, Specialist: nil, Doctorate: nil},
		}}
	startsAtOne := SalarySchedule{SchoolYear: "2024-25", StartingSalary: n(47000),
		Steps: []SalaryStep{{Years: 1, Bachelor: n(49000)}}}
	noSteps := SalarySchedule{SchoolYear: "2024-25", StartingSalary: n(54000)}
	empty := SalarySchedule{SchoolYear: "2024-25"}
	for _, c := range []struct {
		name     string
		schedule SalarySchedule
		degree   *string
		years    int
		want     int     // 0: no estimate
		column   *string // the degree read; nil: the starting salary
		step     int
	}{
		{"bachelor at 0 years", full, deg("bachelor"), 0, 48000, deg("bachelor"), 0},
		{"master at 0 years", full, deg("master"), 0, 50000, deg("master"), 0},
		{"specialist at 0 years", full, deg("specialist"), 0, 52000, deg("specialist"), 0},
		{"doctorate at 0 years", full, deg("doctorate"), 0, 54000, deg("doctorate"), 0},
		{"between steps: the lower one", full, deg("master"), 4, 50000, deg("master"), 0},
		{"exactly on a step", full, deg("master"), 5, 56000, deg("master"), 5},
		{"above the last step", full, deg("bachelor"), 30, 60000, deg("bachelor"), 10},
		{"empty column: the nearest lower degree", full, deg("specialist"), 7, 56000, deg("master"), 5},
		{"empty columns down to bachelor", full, deg("doctorate"), 12, 60000, deg("bachelor"), 10},
		{"no degree: the starting salary", full, nil, 12, 48000, nil, 0},
		{"unknown degree: the starting salary", full, deg("diploma"), 12, 48000, nil, 0},
		{"before the first step: the starting salary", startsAtOne, deg("bachelor"), 0, 47000, nil, 0},
		{"on the first step", startsAtOne, deg("bachelor"), 1, 49000, deg("bachelor"), 1},
		{"no steps: the starting salary", noSteps, deg("doctorate"), 20, 54000, nil, 0},
		{"no steps, no starting salary", empty, deg("master"), 3, 0, nil, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := c.schedule.Estimate(c.degree, c.years)
			if c.want == 0 {
				if got != nil {
					t.Fatalf("estimate = %+v, want none", *got)
				}
				return
			}
			if got == nil {
				t.Fatalf("no estimate, want %d", c.want)
			}
			if got.Amount != c.want || got.Years != c.step || got.SchoolYear != c.schedule.SchoolYear ||
				(got.Degree == nil) != (c.column == nil) || got.Degree != nil && *got.Degree != *c.column {
				t.Errorf("estimate = %d (%v, step %d), want %d (%v, step %d)", got.Amount, got.Degree, got.Years, c.want, c.column, c.step)
			}
		})
	}
}
