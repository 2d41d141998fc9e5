package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"time"

	"github.com/pquerna/otp/totp"

	"github.com/teachbay/teachbay/internal/seed"
)

// The hiring side of the mix: the bench school users (seed --bench-applications, one per district)
// reading their vacancies' ranked applicants and their analytics, and referees opening the links
// of the bench teachers' requests.

// schoolRead is a list a school user reads: its path, and the session that reads it.
type schoolRead struct {
	session *http.Client
	path    string
}

// applicantLists is how many of each school user's vacancies with the most applicants are read.
const applicantLists = 5

// logInSchools logs the first n bench school users in and keeps their sessions, and with each the
// ranked applicants of its vacancies with the most applicants, as a district opens them from its
// list of vacancies.
func (t *targets) logInSchools(ctx context.Context, n int) error {
	if n < 1 {
		return errors.New("the mix has school lists: -school-users must be at least 1")
	}
	for i := 1; i <= n; i++ {
		jar, _ := cookiejar.New(nil) // no error without options
		c := *t.client
		c.Jar = jar
		if err := t.logInSchool(ctx, &c, seed.BenchSchoolEmail(i)); err != nil {
			return err
		}
		t.schools = append(t.schools, &c)
		var list struct {
			Items []struct {
				ID             string `json:"id"`
				ApplicantCount int    `json:"applicantCount"`
			} `json:"items"`
		}
		url := fmt.Sprintf("%s/api/school/vacancies?sort=applicants&pageSize=%d", t.base, applicantLists)
		if err := t.getJSON(ctx, &c, url, &list); err != nil {
			return fmt.Errorf("reading %s's vacancies: %w", seed.BenchSchoolEmail(i), err)
		}
		for _, v := range list.Items {
			if v.ApplicantCount > 0 {
				t.applicants = append(t.applicants, schoolRead{&c, "/api/school/vacancies/" + v.ID + "/applications"})
			}
		}
	}
	if t.weights[epSchoolApplicants] > 0 && len(t.applicants) == 0 {
		return errors.New("no vacancy of the bench school users has applicants: run seed --bench-applications")
	}
	return nil
}

// logInSchool logs a school user in as the web app does: the password, then a code of the
// authenticator. The server takes a code of each 30-second step once per account, and a run
// just before this one (the warm-up) may have used this step's: then it waits for the next.
func (t *targets) logInSchool(ctx context.Context, c *http.Client, email string) error {
	status, err := t.post(ctx, c, "/api/auth/login", map[string]string{"email": email, "password": seed.BenchSchoolPassword, "kind": "school"})
	if err != nil {
		return fmt.Errorf("logging %s in before measuring: HTTP %d: %w", email, status, err)
	}
	answer := func() (int, error) {
		code, err := totp.GenerateCode(seed.BenchSchoolTOTPSecret, time.Now())
		if err != nil {
			return 0, err
		}
		return t.post(ctx, c, "/api/auth/mfa", map[string]string{"code": code})
	}
	if _, err := answer(); err == nil {
		return nil
	}
	next := (time.Now().Unix()/30 + 1) * 30
	time.Sleep(time.Until(time.Unix(next, 100_000_000)))
	if status, err := answer(); err != nil {
		return fmt.Errorf("%s's code before measuring: HTTP %d: %w", email, status, err)
	}
	return nil
}

// openRefereeLink opens the next bench referee's link as the mail's reader would, from an address
// of its own. The page counts against the referee form's limits, per link and per client
// (docs/api.md "References"): the bench's many links and addresses stay far below both.
func (t *targets) openRefereeLink(ctx context.Context) (int, error) {
	i := (t.firstReferee+int(t.refereeVisits.Add(1))-1)%t.referees + 1
	header := http.Header{"X-Forwarded-For": {t.nextAddress()}}
	return t.do(ctx, t.client, http.MethodGet, t.base+"/reference?token="+url.QueryEscape(seed.BenchReferenceToken(i)), "text/html", header, nil)
}
