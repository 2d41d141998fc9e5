package matching

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
)

// TestStreamedIndexRanksAsBefore checks that the index built from streamed rows (Builder, what
// the server reads from the database) ranks 2,000 generated vacancies for each labelled teacher
// exactly as the index of whole rows did: testdata/streamed-rankings.txt is what IndexOf, which
// read every row into memory first, ranked at commit 45a6a9f, with the scores of the gated
// matches (matching.go, gates) scaled since, as the engine now scores them: rewritten from the
// streamed index once, when the gates came (they change no other score).
func TestStreamedIndexRanksAsBefore(t *testing.T) {
	want, err := os.ReadFile("testdata/streamed-rankings.txt")
	if err != nil {
		t.Fatal(err)
	}
	if got := streamedRankings(t); got != string(want) {
		t.Errorf("the streamed index ranks otherwise than before:\n%s", firstDifference(got, string(want)))
	}
}

// streamedRankings ranks 2,000 vacancies generated from the labelled ones, given as the database
// gives them (no description; the distinct words of the title and description), for the labelled
// teachers: each teacher's top 50 among all vacancies and among their candidate subjects, and the
// reasons of the first.
func streamedRankings(t *testing.T) string {
	t.Helper()
	var base []model.Vacancy
	readJSON(t, "testdata/eval/vacancies.json", &base)
	designations := []string{"traditional", "title1", "magnet", "dual_language", "ese_center", "charter", "virtual", "turnaround"}
	var b Builder
	for i := range 2000 {
		// The labelled vacancies varied: other designations, minimums, needs and titles.
		v := base[i%len(base)]
		v.ID = fmt.Sprintf("%s-%04d", v.ID, i)
		v.Designation = designations[i/len(base)%len(designations)]
		v.MinYearsExperience = i / 7 % 6
		v.Needs = v.Needs[:min(len(v.Needs), i/11%4)]
		v.Position = fmt.Sprintf("%s %d", v.Position, i%13)
		words := slices.Collect(maps.Keys(termCounts(vacancyText(v))))
		v.Description = ""
		b.Add(v, []byte(strings.Join(words, " ")))
	}
	x := b.Index()
	var teachers []Teacher
	readJSON(t, "testdata/eval/teachers.json", &teachers)
	teachers = append(teachers, Teacher{ID: "other", SubjectOther: "robotics", Subjects: []string{"other"}})
	var out strings.Builder
	for _, teacher := range teachers {
		for _, subjects := range [][]string{nil, CandidateSubjects(teacher)} {
			fmt.Fprintf(&out, "%s %v:", teacher.ID, subjects)
			for _, m := range x.Rank(teacher, 50, subjects) {
				fmt.Fprintf(&out, " %s=%d", m.Vacancy.ID[len(m.Vacancy.ID)-4:], m.Score)
			}
			out.WriteString("\n")
		}
		if best := x.Rank(teacher, 1, nil); len(best) == 1 {
			r, _ := x.Score(teacher, best[0].Vacancy.ID)
			fmt.Fprintf(&out, "%s reasons: %v\n", teacher.ID, r.Reasons)
		}
	}
	return out.String()
}

// firstDifference is the first line where got and want differ.
func firstDifference(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d\n got: %s\nwant: %s", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}
