// Command teachbay is the TeachBay server: teachbay serve | migrate |
// seed [--demo | --bench-vacancies N --bench-teachers N --bench-applications N] | admin create-user | matching rank.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/teachbay/teachbay/internal/app"
	"github.com/teachbay/teachbay/internal/config"
	"github.com/teachbay/teachbay/internal/matching"
	"github.com/teachbay/teachbay/internal/resume"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/web"
)

const usage = `usage: teachbay <command>

commands:
  serve          run the web server (applies pending migrations unless MIGRATE_ON_START=false)
  migrate        apply pending database migrations
  seed [--demo]  load the partner districts and schools; --demo adds the development demo
                 accounts and prints their logins
  seed [--bench-vacancies N] [--bench-teachers N] [--bench-applications N]
                 load the partner districts and schools, then N generated vacancies, N
                 generated teachers with complete profiles, bench-teacher-1@bench.test and on,
                 password teachbay-bench-teacher, and/or N applications of those teachers, 100
                 to each of the newest vacancies, with a school user per district
                 (bench-school-1@bench.test and on, password teachbay-bench-school) and a
                 referee's link per applicant (make bench-api loads 50000, 5000 and 1500;
                 refused when APP_ENV=production)
  admin create-user --role admin|school|teacher --email E --first-name F --last-name L
                    [--org SLUG] [--language en|es]
                 create an account without a password and print a link to set one (valid 72
                 hours); --org, an organization slug such as hillsborough, is required for
                 school users and refused for the other roles
  matching rank --input FILE
                 rank vacancies for teachers with the matching engine, without a database:
                 FILE (- for standard input) holds {"teachers": [...], "vacancies": [...]}; prints
                 {"rankings": {teacherId: [{"vacancyId", "score"}, ...best first]}} (README.md)
  resume-text CONTENT-TYPE
                 print the text of the PDF or DOCX resume on standard input; the server's jobs
                 run it as a child process, so a hostile file cannot take the server down

Configuration is read from the environment; see README.md.`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, usage)
		os.Exit(2)
	}
	if contentType, ok := resume.IsChild(os.Args); ok {
		// Started by the server to read one resume file, apart from it (resume.InChild).
		os.Exit(resume.ServeChild(contentType, os.Stdin, os.Stdout))
	}
	if os.Args[1] == "matching" {
		// Needs no configuration: it reads a file and touches no database.
		os.Exit(matchingCommand(os.Args[2:]))
	}
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		fmt.Fprintln(os.Stderr, "teachbay: configuration:", err)
		os.Exit(1)
	}
	a := &app.App{Config: cfg, Log: app.NewLogger(cfg), Web: web.Dist()}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	switch cmd, args := os.Args[1], os.Args[2:]; {
	case cmd == "serve" && len(args) == 0:
		err = a.Serve(ctx)
	case cmd == "migrate" && len(args) == 0:
		err = a.Migrate()
	case cmd == "seed" && len(args) == 0:
		err = a.Seed(ctx, false)
	case cmd == "seed" && len(args) == 1 && args[0] == "--demo":
		err = a.Seed(ctx, true)
	case cmd == "seed" && len(args) > 0 && strings.HasPrefix(args[0], "--bench-"):
		counts, ok := benchSeedArgs(args)
		if !ok {
			os.Exit(2)
		}
		if n, given := counts["bench-vacancies"]; given {
			_, err = a.SeedBenchVacancies(ctx, n)
		}
		if n, given := counts["bench-teachers"]; given && err == nil {
			_, err = a.SeedBenchTeachers(ctx, n)
		}
		if n, given := counts["bench-applications"]; given && err == nil {
			_, err = a.SeedBenchApplications(ctx, n)
		}
	case cmd == "admin" && len(args) > 0 && args[0] == "create-user":
		in, ok := createUserArgs(args[1:])
		if !ok {
			os.Exit(2)
		}
		err = a.CreateUser(ctx, in)
	default:
		fmt.Fprintln(os.Stderr, usage)
		os.Exit(2)
	}
	if err != nil {
		a.Log.Error("teachbay "+os.Args[1]+" failed", "error", err.Error())
		os.Exit(1)
	}
}

// benchSeedArgs reads the flags of seed --bench-vacancies N --bench-teachers N --bench-applications
// N and returns the counts of those given (a count out of range is the seed's to refuse); on a
// mistake it prints why and the usage.
func benchSeedArgs(args []string) (map[string]int, bool) {
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	fs.Usage = func() { fmt.Fprintln(os.Stderr, usage) }
	fs.Int("bench-vacancies", 0, "how many generated vacancies to load")
	fs.Int("bench-teachers", 0, "how many generated teachers to load")
	fs.Int("bench-applications", 0, "how many applications of the generated teachers to send")
	if err := fs.Parse(args); err != nil {
		return nil, false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "unexpected argument %q\n%s\n", fs.Arg(0), usage)
		return nil, false
	}
	counts := map[string]int{}
	fs.Visit(func(f *flag.Flag) { counts[f.Name] = f.Value.(flag.Getter).Get().(int) })
	return counts, true
}

// createUserArgs reads the flags of admin create-user; on a mistake it prints why and the usage.
func createUserArgs(args []string) (service.NewAccount, bool) {
	var in service.NewAccount
	fs := flag.NewFlagSet("admin create-user", flag.ContinueOnError)
	fs.Usage = func() { fmt.Fprintln(os.Stderr, usage) }
	fs.StringVar(&in.Role, "role", "", "admin, school or teacher")
	fs.StringVar(&in.Email, "email", "", "the account's e-mail address")
	fs.StringVar(&in.FirstName, "first-name", "", "first name")
	fs.StringVar(&in.LastName, "last-name", "", "last name")
	fs.StringVar(&in.OrganizationSlug, "org", "", "the organization (slug) of a school user")
	fs.StringVar(&in.Language, "language", "en", "en or es")
	if err := fs.Parse(args); err != nil {
		return in, false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "unexpected argument %q\n%s\n", fs.Arg(0), usage)
		return in, false
	}
	return in, true
}

// matchingCommand runs `matching rank --input FILE` and returns the exit code.
func matchingCommand(args []string) int {
	fs := flag.NewFlagSet("matching rank", flag.ContinueOnError)
	fs.Usage = func() { fmt.Fprintln(os.Stderr, usage) }
	input := fs.String("input", "", `the set to rank, {"teachers": [...], "vacancies": [...]} ("-": standard input)`)
	if len(args) == 0 || args[0] != "rank" || fs.Parse(args[1:]) != nil || *input == "" || fs.NArg() > 0 {
		fmt.Fprintln(os.Stderr, usage)
		return 2
	}
	in := os.Stdin
	if *input != "-" {
		f, err := os.Open(*input)
		if err != nil {
			fmt.Fprintln(os.Stderr, "matching rank:", err)
			return 1
		}
		defer f.Close()
		in = f
	}
	var set matching.Set
	dec := json.NewDecoder(in)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&set); err != nil {
		fmt.Fprintln(os.Stderr, "matching rank: the input is not a set of teachers and vacancies:", err)
		return 1
	}
	out := map[string]any{"rankings": matching.Rankings(set)}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		fmt.Fprintln(os.Stderr, "matching rank:", err)
		return 1
	}
	return 0
}
