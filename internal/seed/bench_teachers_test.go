package seed

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/disclosures"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/web/shared"
)

func TestBenchTeachersAreValidVariedAndStable(t *testing.T) {
	now := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
	schema, err := disclosures.Parse(shared.Disclosures)
	if err != nil {
		t.Fatal(err)
	}
	codes := model.OptionCodes()
	ts := BenchTeachers(500, now)
	ids, subjects, countries := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for i, bt := range ts {
		if _, err := uuid.Parse(bt.ID); err != nil || ids[bt.ID] {
			t.Errorf("%d: id %q is not a fresh UUID", i, bt.ID)
		}
		ids[bt.ID] = true
		if bt.Email != BenchTeacherEmail(i+1) {
			t.Errorf("%d: email %q, want %q", i, bt.Email, BenchTeacherEmail(i+1))
		}
		if phone, ok := model.NormalizePhone(bt.ContactNumber, bt.Country); !ok || phone != bt.ContactNumber {
			t.Errorf("%d: contact number %q is not a valid E.164 number of %s", i, bt.ContactNumber, bt.Country)
		}
		p := bt.Preferences
		if len(p.GradeLevels) == 0 || len(p.Subjects) == 0 || len(p.ExperienceSettings) == 0 || len(p.Skills) != 5 {
			t.Errorf("%d: preferences %+v are not complete", i, p)
		}
		for list, options := range map[*[]string][]string{&p.GradeLevels: codes.GradeLevels, &p.Subjects: codes.Subjects,
			&p.ExperienceSettings: codes.ExperienceSettings, &p.Skills: codes.Skills} {
			for _, c := range *list {
				if !slices.Contains(options, c) || c == "other" {
					t.Errorf("%d: %q is not an option of %v", i, c, options)
				}
			}
			if len(slices.Compact(slices.Sorted(slices.Values(*list)))) != len(*list) {
				t.Errorf("%d: %v repeats an option", i, *list)
			}
		}
		// The import validates the disclosures as the service does a completed section.
		if _, err := benchImportRow(schema, bt, now); err != nil {
			t.Errorf("%d: %v", i, err)
		}
		subjects[p.Subjects[0]], countries[bt.Country] = true, true
	}
	if len(subjects) < 15 || len(countries) < 5 {
		t.Errorf("%d subjects and %d countries among 500 teachers, want them varied", len(subjects), len(countries))
	}
	// The first teachers are the same whatever n, so a second import with more skips them.
	if few := BenchTeachers(20, now); !reflect.DeepEqual(few, ts[:20]) {
		t.Error("the first 20 of 500 teachers differ from the 20 of BenchTeachers(20)")
	}
}
